// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2tcapabilities/capabilitiesgroups.h"

#include "core/jsonpreflight.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Toolshelf {

namespace {

constexpr QLatin1StringView key(const char *name)
{
    return QLatin1StringView(name);
}

std::optional<qint64> count(const QJsonValue &value)
{
    if (!value.isDouble() || value.toDouble() != double(value.toInteger()) || value.toInteger() < 0)
        return std::nullopt;
    return value.toInteger();
}

} // namespace

std::variant<CapabilitiesGroupPage, QString> CapabilitiesGroupPage::read(QByteArrayView body)
{
    if (const std::optional<QString> problem = JsonPreflight::check(body))
        return tr("the page is no JSON to trust: %1").arg(*problem);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError)
        return tr("the page is no JSON: %1").arg(error.errorString());
    const QJsonObject object = document.object();
    if (!document.isObject() || !object.value(key("groups")).isArray())
        return tr("the page is no object with a \"groups\" array");
    CapabilitiesGroupPage page;
    for (const char *name : {"total", "offset"}) {
        const QJsonValue value = object.value(key(name));
        if (!value.isUndefined() && !count(value))
            return tr("\"%1\" must be a whole number of at least 0").arg(QLatin1StringView(name));
    }
    page.total = count(object.value(key("total")));
    page.offset = count(object.value(key("offset"))).value_or(0);
    const QJsonArray groups = object.value(key("groups")).toArray();
    for (qsizetype i = 0; i < groups.size(); ++i) {
        const QJsonObject group = groups.at(i).toObject();
        const QJsonValue id = group.value(key("id"));
        // An id is asked for in paths: a number is read as its text.
        const QString text = id.isString() ? id.toString()
            : id.isDouble()                ? QString::number(id.toInteger())
                                           : QString();
        if (text.isEmpty())
            return tr("group %1 of the page has no id").arg(i + 1);
        const QJsonValue parent = group.value(key("parent_id"));
        page.groups.append({text, group.value(key("name")).toString(),
                            group.value(key("description")).toString(),
                            parent.isString()       ? parent.toString()
                                : parent.isDouble() ? QString::number(parent.toInteger())
                                                    : QString(),
                            count(group.value(key("tool_count")))});
    }
    return page;
}

} // namespace Toolshelf
