// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The catalog the declaration export tests read: A2T tools of two providers
// (one name at both, names unsafe as file names, a deprecated tag, a tool the
// provider withdrew while it was pinned, the user's alias and texts, two
// inputs of one id) and MCP
// tools (server-everything's capture, and tools marked deprecated in their
// annotations or _meta).

#include "catalogstaging.h"
#include "dialects/mcp/mcpdialect.h"
#include "userdataedits.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace DeclarationCatalog {

inline const QString Pharmacy = QStringLiteral("Pharmacy");
inline const QString Identity = QStringLiteral("Identity");
inline const QString Everything = QStringLiteral("Everything");
inline const QString Traversal = QStringLiteral("../../etc/passwd");

// Pharmacy's tools by number (Staging::toolId(n)).
enum Tools {
    Prescriptions = 1, // two versions, version 1 pinned, aliased, texts rewritten
    Refill = 2, // pinned, withdrawn by the provider later
    Verify = 3, // verify_identity, as at Identity (tool 6)
    Unsafe = 4, // named Traversal
    Device = 5, // named CON
    Old = 6, // tagged "Deprecated"
    IdentityVerify = 7, // Identity's verify_identity
    Twins = 8, // two inputs of one id, which a JSON Schema cannot hold apart
};

inline const QString Alias = QStringLiteral("pharmacy_look_up_prescriptions");
inline const QString Described = QStringLiteral("Looks up the prescriptions, our words.");
inline const QString CityText = QStringLiteral("Where the patient lives.");

inline QJsonObject mcpTool(const QString &name, const QJsonObject &extra = {})
{
    QJsonObject tool {{QStringLiteral("name"), name},
                      {QStringLiteral("description"), QStringLiteral("Does %1.").arg(name)},
                      {QStringLiteral("inputSchema"),
                       QJsonObject {{QStringLiteral("type"), QStringLiteral("object")},
                                    {QStringLiteral("properties"), QJsonObject()}}}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        tool.insert(it.key(), it.value());
    return tool;
}

// server-everything's tools as captured (tests/data/mcp), and three more:
// deprecated by annotation, deprecated by _meta, and one with no description.
inline QJsonObject everythingListing()
{
    QFile capture(
        QStringLiteral(TOOLSHELF_SOURCE_DIR "/tests/data/mcp/everything-tools-list.json"));
    if (!capture.open(QIODevice::ReadOnly))
        qFatal("cannot read the server-everything capture");
    QJsonObject listed = QJsonDocument::fromJson(capture.readAll()).object();
    QJsonObject result = listed.value(QStringLiteral("result")).toObject();
    QJsonArray tools = result.value(QStringLiteral("tools")).toArray();
    tools.append(mcpTool(
        QStringLiteral("old-by-annotation"),
        {{QStringLiteral("annotations"), QJsonObject {{QStringLiteral("deprecated"), true}}}}));
    tools.append(
        mcpTool(QStringLiteral("old-by-meta"),
                {{QStringLiteral("_meta"), QJsonObject {{QStringLiteral("deprecated"), true}}}}));
    result.insert(QStringLiteral("tools"), tools);
    listed.insert(QStringLiteral("result"), result);
    return listed;
}

inline bool syncEverything(Toolshelf::CatalogDatabase &db)
{
    QString error;
    const qint64 id = db.beginSync(Everything, Toolshelf::McpDialect::DialectId, &error);
    const bool ok = id != 0
        && db.stage(id, Toolshelf::McpDialect::page(Everything, everythingListing()).tools,
                    Toolshelf::StageKind::Listing, &error)
        && db.commitSync(id, nullptr, &error);
    if (!ok)
        qWarning("the MCP sync failed: %s", qPrintable(error));
    return ok;
}

inline QList<QJsonObject> pharmacyTools(bool withRefill)
{
    QJsonObject old = Staging::tool(Old, QStringLiteral("old_lookup"));
    old.insert(QStringLiteral("tags"), QJsonArray {QStringLiteral("Deprecated")});
    QList<QJsonObject> tools {
        Staging::tool(Prescriptions, QStringLiteral("look_up_prescriptions"), 2),
        Staging::tool(Verify, QStringLiteral("verify_identity")), Staging::tool(Unsafe, Traversal),
        Staging::tool(Device, QStringLiteral("CON")), old};
    QJsonObject twins = Staging::tool(Twins, QStringLiteral("two_cities"));
    QJsonArray inputs = twins.value(QStringLiteral("input_parameters")).toArray();
    inputs.append(inputs.first());
    twins.insert(QStringLiteral("input_parameters"), inputs);
    tools.append(twins);
    if (withRefill)
        tools.append(Staging::tool(Refill, QStringLiteral("refill_prescription")));
    return tools;
}

// Everything above in `db`, with the user's pins and texts.
inline bool fill(Toolshelf::CatalogDatabase &db)
{
    using namespace Toolshelf;
    const QList<QJsonObject> history {
        Staging::tool(Prescriptions, QStringLiteral("look_up_prescriptions"), 1)};
    if (!Staging::sync(db, Pharmacy, pharmacyTools(true), history)
        || !Staging::sync(db, Identity,
                          {Staging::tool(IdentityVerify, QStringLiteral("verify_identity"))})
        || !syncEverything(db))
        return false;
    QString error;
    UserDataEditor edit = userData(db);
    const QString prescriptions = Staging::toolId(Prescriptions);
    OverrideTarget target {Pharmacy, prescriptions, OverrideKind::ToolName, {}, {}};
    bool ok = edit.pin(Pharmacy, prescriptions, 1, &error)
        && edit.pin(Pharmacy, Staging::toolId(Refill), 1, &error)
        && edit.setOverride(target, Alias, &error);
    target.kind = OverrideKind::ToolDescription;
    ok = ok && edit.setOverride(target, Described, &error);
    target.kind = OverrideKind::InputDescription;
    target.parameter = QStringLiteral("City");
    ok = ok && edit.setOverride(target, CityText, &error);
    if (!ok) {
        qWarning("cannot arrange the user's data: %s", qPrintable(error));
        return false;
    }
    // The provider withdraws the pinned refill tool.
    return Staging::sync(db, Pharmacy, pharmacyTools(false), history);
}

inline Toolshelf::ToolSummary summary(const QString &provider, const QString &toolId)
{
    Toolshelf::ToolSummary tool;
    tool.provider = provider;
    tool.toolId = toolId;
    return tool;
}

} // namespace DeclarationCatalog
