// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"
#include "dialects/files/toolexport.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>
#include <variant>

namespace Toolshelf {

class CatalogDatabase;
struct EditedSignature;

// Tools as portable declarations, for agent runtimes and tool-selection
// systems that speak neither A2T nor MCP: Agent Tool v0.2.0
// `tool_declaration`s (seed 002) and ATDF documents, basic (v0.1) and
// enhanced (v0.2) (seed 004). What the catalog knows of a tool becomes a
// ToolExport here; dialects/files writes the documents. Each document is
// checked with its format's own lint and read back before it is handed out:
// one its format finds an error in is refused with the finding.
class ToolDeclarations
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ToolDeclarations)

public:
    enum class Format { AgentTool, Atdf, AtdfEnhanced };

    // One file of a file-per-tool export: its name in the folder
    // ("search_flights.json"), its bytes, and the `tool_id` it declares.
    struct File
    {
        QString name;
        QByteArray bytes;
        QString toolId;
    };

    // "agent-tool", "atdf", "atdf-enhanced"; nothing for anything else.
    static std::optional<Format> formatFromName(const QString &name);
    static QString formatName(Format format);

    // What the export of a stored version says: the vendor's tool with the
    // user's texts (the alias as its name, the vendor's name then in
    // `vendorName`, the description, the when-to-use texts the designer
    // rewrote (else the vendor's own, never the prefill) and parameter
    // descriptions, in the served JSON Schema where the wire serves one,
    // ToolDefinitions::schemaOf), its native form and digest unchanged; its
    // lifecycle; its provider's protocol.
    static ToolExport exportOf(const EditedSignature &edited);
    // Where a stored tool stands, from what the catalog and the provider say:
    // withdrawn from the provider's listing (kept because it is pinned, or
    // because the catalog keeps what it saw) is Retired; Deprecated where the
    // provider marks it so: a tag "deprecated" (any case), an MCP tool whose
    // annotations or _meta hold `"deprecated": true`, or a declaration read
    // from a file whose `lifecycle` says "deprecated" ("retired" there is
    // Retired); Available otherwise.
    static ToolLifecycle lifecycleOf(const StoredSignature &vendor);
    // Why the declarations of a stored tool would not say all of it, or
    // nothing: two inputs of one id (a conformance error some A2T providers
    // still serve) are one property of a JSON Schema, so the tool is left out
    // rather than exported with an input lost, as the LLM definitions do.
    static std::optional<QString> loss(const EditedSignature &edited);
    // Each of `tools` at its pinned version, else its current one. On the
    // catalog's thread; fails naming a tool the catalog does not hold, or
    // whose declaration would lose an input (loss()).
    static std::variant<QList<ToolExport>, QString> collect(const CatalogDatabase &database,
                                                            const QList<ToolSummary> &tools);

    // The document of one tool in `format`, refused with the first error its
    // format's lint finds in it.
    static std::variant<QJsonObject, QString> document(Format format, const ToolExport &tool);
    // JSON as these exports write it: indented, keys in sorted order, a line
    // break at the end; the same value gives the same bytes.
    static QByteArray bytes(const QJsonValue &json);
    // What keeps `bytes` from reading back, with the checks every JSON read
    // makes, as `expected`; nothing when it does.
    static std::optional<QString> readBack(const QByteArray &bytes, const QJsonValue &expected);
    // One document: the tool's own for one tool, a JSON array of them for several.
    static std::variant<QByteArray, QString> render(Format format, const QList<ToolExport> &tools);
    // A document per tool, each named after the tool's name (its alias where
    // it has one) made safe as a file name and unique in the folder
    // (FileNames::unique: two providers' tools of one name are "NAME.json"
    // and "NAME-2.json"), in the order of `tools`.
    static std::variant<QList<File>, QString> files(Format format, const QList<ToolExport> &tools);
};

} // namespace Toolshelf
