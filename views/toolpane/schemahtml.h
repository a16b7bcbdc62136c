// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/valueschema.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace Toolshelf {

// A JSON Schema as a tree of nested HTML lists, for the Details view: each
// member by name with its type and bounds ("integer 1–99"), a mark when it is
// required, and its description; objects, items of arrays and forms of a
// choice nested below; references shown as what they lead to (a cycle as a
// pointer back: "→ #/$defs/node (see above)"); keywords it does not read
// listed, not dropped. Provider text is escaped and bounded, and so is the
// tree: a hostile schema shows its first rows and says what was left out.
class SchemaHtml
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SchemaHtml)

public:
    // Rows of one tree, and how deep it goes, before the rest is left out.
    static constexpr int MaxRows = 1000;
    static constexpr int MaxDepth = 16;
    // Longest description shown in a row.
    static constexpr qsizetype MaxDescriptionLength = 4000;

    // The members of `schema` (an object schema; anything else as one row).
    // `descriptions` are HTML to show instead of a top-level member's own
    // description, keyed by member: the user's texts.
    static QString tree(const ValueSchema &schema,
                        const QHash<QString, QString> &descriptions = {});

    // Provider text as escaped HTML, bounded, unsafe characters made visible.
    static QString text(const QString &raw, qsizetype max = MaxDescriptionLength);
};

} // namespace Toolshelf
