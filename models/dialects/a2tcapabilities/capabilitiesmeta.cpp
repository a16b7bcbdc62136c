// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2tcapabilities/capabilitiesmeta.h"

#include "core/textsafety.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace Toolshelf {

namespace {

// A member of the meta, or of its `data` object (the seed shows both).
QJsonValue member(const QJsonObject &meta, const QString &key)
{
    if (meta.contains(key))
        return meta.value(key);
    return meta.value(QStringLiteral("data")).toObject().value(key);
}

} // namespace

CapabilitiesMeta CapabilitiesMeta::read(const QString &provider, const QJsonValue &meta,
                                        const QString &groupId, const QStringList &groupPath)
{
    CapabilitiesMeta read;
    if (meta.isUndefined() || meta.isNull())
        return read;
    if (!meta.isObject()) {
        read.kind = Kind::Unknown;
        read.problems.append(tr("The answer's \"meta\" is no object; it was ignored."));
        return read;
    }
    const QJsonObject object = meta.toObject();
    const QString type = object.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("tools_added")) {
        read.kind = Kind::ToolsAdded;
        const QJsonValue tools = member(object, QStringLiteral("tools"));
        if (!tools.isArray()) {
            read.problems.append(tr("The answer says tools were added but gives no \"tools\" "
                                    "array."));
            return read;
        }
        QJsonArray list = tools.toArray();
        if (list.size() > MaxTools) {
            read.problems.append(tr("The answer adds %1 tools; only the first %2 were taken.")
                                     .arg(list.size())
                                     .arg(MaxTools));
            while (list.size() > MaxTools)
                list.removeLast();
        }
        // The dialect's page reader checks each tool as a listing's would be.
        const QByteArray page = QJsonDocument(QJsonObject {{QStringLiteral("tools"), list}})
                                    .toJson(QJsonDocument::Compact);
        DialectPage added = A2tCapabilitiesDialect::page(provider, page, groupId);
        if (added.fatal)
            read.problems.append(added.fatal->message);
        for (DialectTool &tool : added.tools) {
            tool.tool.groupPath = groupPath;
            read.tools.append(std::move(tool));
        }
        return read;
    }
    if (type == QLatin1String("group_refresh")) {
        read.kind = Kind::GroupRefresh;
        const QJsonValue ids = member(object, QStringLiteral("group_ids"));
        if (!ids.isArray()) {
            read.problems.append(tr("The answer asks for groups to be refreshed but gives no "
                                    "\"group_ids\" array."));
            return read;
        }
        QSet<QString> seen;
        const QJsonArray list = ids.toArray();
        for (const QJsonValue &id : list) {
            if (!id.isString() || id.toString().isEmpty()) {
                read.problems.append(tr("A group to refresh is named by no text; it was "
                                        "ignored."));
                continue;
            }
            if (read.groupIds.size() == MaxGroups) {
                read.problems.append(
                    tr("The answer names more than %1 groups to refresh; the rest were ignored.")
                        .arg(MaxGroups));
                break;
            }
            if (!seen.contains(id.toString())) {
                seen.insert(id.toString());
                read.groupIds.append(id.toString());
            }
        }
        return read;
    }
    read.kind = Kind::Unknown;
    read.problems.append(tr("The answer carries a \"meta\" of the unknown type \"%1\"; it was "
                            "ignored.")
                             .arg(TextSafety::shortened(type, 80)));
    return read;
}

} // namespace Toolshelf
