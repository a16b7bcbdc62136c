// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/diagnostic.h"
#include "dialects/files/toolexport.h"
#include "tool/tool.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace Toolshelf {

// Agent Tool Description Format documents (seed 004): basic (v0.1) and
// enhanced (v0.2, with metadata, prerequisites, examples, localization and
// an input's JSON Schema). Reading one into the tool model, and writing one.
class AtdfFormat
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::AtdfFormat)

public:
    enum class Level { Basic, Enhanced };

    // Whether `object` is an ATDF document: it has `how_to_use` or `when_to_use`.
    static bool isAtdf(const QJsonObject &object);

    // The tool a document describes, keyed and named by its `tool_id`:
    // `description`, `when_to_use`, an object schema made from
    // `how_to_use.inputs` (each input's `schema` where given, else its type
    // and description), tags and version from `metadata`; the rest
    // (outputs, prerequisites, examples, localization, feedback) stays in
    // the native form, `form`, the document's canonical JSON.
    static Tool read(const QString &provider, const QJsonObject &document, QByteArray form);
    // What the published schemas and the format's rules find wrong with a
    // document; paths relative to it, messages naming the JSON pointer.
    static QList<Diagnostic> lint(const QJsonObject &document);

    // The document of `tool` at `level`. A tool read from an ATDF document is
    // that document with the user's texts applied (fields the level has no
    // place for left out); any other is described afresh from its schemas,
    // its when-to-use texts and what the catalog knows.
    static QJsonObject write(const ToolExport &tool, Level level);
};

} // namespace Toolshelf
