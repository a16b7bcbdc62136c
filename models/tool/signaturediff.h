// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/rule.h"
#include "tool/toolsignature.h"
#include "tool/valueschema.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace Toolshelf {

// One difference between two versions of a tool.
struct SignatureChange
{
    enum class Kind {
        ToolRenamed,
        DescriptionChanged,
        ImgChanged,
        TagsChanged,
        InputAdded,
        InputRemoved,
        InputRenamed,
        InputTypeChanged,
        InputRequiredChanged,
        InputMaxChanged,
        InputDescriptionChanged,
        EnumValueAdded,
        EnumValueRemoved,
        EnumValueDescriptionChanged,
        OutputAdded,
        OutputRemoved,
        OutputRenamed,
        OutputTypeChanged,
        OutputDescriptionChanged,
    };

    Kind kind;
    // JSONPath in the newer signature, or in the older one for removals.
    QString path;
    QString before;
    QString after;
    // The compatibility rule the change breaks, if it breaks one.
    std::optional<Rule> breaks;
    // A translated sentence such as `input "city" became required`.
    QString summary;

    bool isBreaking() const { return breaks.has_value(); }
    // Whether it changes an input (an enum value by the parameter it is under).
    bool isInputChange() const;
};

// Compares two versions of a tool. Inputs are matched by id (the draft gives
// ids exactly so software can follow a parameter across versions), outputs by
// id when both have one, else by name.
class SignatureDiff
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SignatureDiff)

public:
    //
    // With input schemas (both or none; for a dialect that serves JSON
    // Schema, Dialects::servesJsonSchema()), the inputs are compared as those
    // schemas (SchemaDiff), nested members included, not as the A2T view of them.
    static QList<SignatureChange> compare(const ToolSignature &older, const ToolSignature &newer,
                                          const ValueSchema *olderInput = nullptr,
                                          const ValueSchema *newerInput = nullptr);
    // Only the changes of compare() that break a caller of `older`.
    static QList<SignatureChange> breaking(const ToolSignature &older, const ToolSignature &newer,
                                           const ValueSchema *olderInput = nullptr,
                                           const ValueSchema *newerInput = nullptr);
};

} // namespace Toolshelf
