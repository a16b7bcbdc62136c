// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "itemmodels/toolmime.h"

#include "core/jsonpreflight.h"
#include "core/textsafety.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>

#include <cmath>

namespace Toolshelf {

namespace {

const QString ProviderKey = QStringLiteral("provider");
const QString ToolIdKey = QStringLiteral("toolId");
const QString NameKey = QStringLiteral("name");
const QString VersionKey = QStringLiteral("version");

// Versions are counters; beyond 2^53 a JSON number no longer holds an integer exactly.
constexpr double MaxVersion = 9007199254740992.0;

bool isValidField(const QJsonValue &value)
{
    if (!value.isString())
        return false;
    const QString text = value.toString();
    return !text.isEmpty() && text.size() <= ToolMime::MaxFieldLength
        && !TextSafety::containsUnsafe(text) && !text.contains(u'\n') && !text.contains(u'\r')
        && !text.contains(u'\t');
}

} // namespace

QString ToolMime::mimeType()
{
    return QStringLiteral("application/x-toolshelf-tool-refs");
}

QString ToolMime::reference(const QString &name)
{
    return name + QStringLiteral("()");
}

QByteArray ToolMime::encode(const QList<DraggedTool> &tools)
{
    QJsonArray list;
    for (const DraggedTool &tool : tools) {
        list.append(QJsonObject {
            {ProviderKey, tool.provider},
            {ToolIdKey, tool.toolId},
            {NameKey, tool.name},
            {VersionKey, double(tool.version)},
        });
    }
    return QJsonDocument(list).toJson(QJsonDocument::Compact);
}

std::optional<QList<DraggedTool>> ToolMime::decode(const QByteArray &payload, QString *error)
{
    const auto fail = [error](const QString &reason) {
        if (error)
            *error = reason;
        return std::nullopt;
    };
    if (payload.size() > MaxPayloadBytes)
        return fail(tr("the dropped data is larger than %1 bytes").arg(MaxPayloadBytes));
    if (const std::optional<QString> problem = JsonPreflight::check(payload, {MaxPayloadBytes, 2}))
        return fail(*problem);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(payload, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(parseError.errorString());
    if (!document.isArray())
        return fail(tr("the dropped data is not a list of tools"));
    const QJsonArray list = document.array();
    if (list.isEmpty() || list.size() > MaxTools)
        return fail(tr("the dropped data must hold 1 to %1 tools").arg(MaxTools));
    QList<DraggedTool> tools;
    tools.reserve(list.size());
    for (const QJsonValue &value : list) {
        const QJsonObject object = value.toObject();
        if (!value.isObject() || object.size() != 4)
            return fail(
                tr("a dropped tool is not an object of provider, toolId, name and version"));
        for (const QString &key : {ProviderKey, ToolIdKey, NameKey}) {
            if (!isValidField(object.value(key)))
                return fail(tr("a dropped tool has an invalid %1").arg(key));
        }
        const QJsonValue version = object.value(VersionKey);
        const double number = version.toDouble();
        if (!version.isDouble() || !std::isfinite(number) || number < 1 || number > MaxVersion
            || number != double(qint64(number)))
            return fail(tr("a dropped tool has an invalid version"));
        tools.append({object.value(ProviderKey).toString(), object.value(ToolIdKey).toString(),
                      object.value(NameKey).toString(), qint64(number)});
    }
    return tools;
}

QMimeData *ToolMime::toMimeData(const QList<DraggedTool> &tools)
{
    auto *data = new QMimeData;
    data->setData(mimeType(), encode(tools));
    QStringList references;
    for (const DraggedTool &tool : tools)
        references.append(reference(tool.name));
    data->setText(references.join(u'\n'));
    return data;
}

std::optional<QList<DraggedTool>> ToolMime::fromMimeData(const QMimeData *data, QString *error)
{
    if (!data || !data->hasFormat(mimeType())) {
        if (error)
            *error = tr("the drop carries no tools");
        return std::nullopt;
    }
    return decode(data->data(mimeType()), error);
}

} // namespace Toolshelf
