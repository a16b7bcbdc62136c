// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/files/declarationjson.h"

#include "core/textsafety.h"
#include "dialects/jsonschematool.h"

#include <QJsonArray>

namespace Toolshelf::DeclarationJson {

bool isKeyable(const QString &id)
{
    return !id.isEmpty() && id.size() <= 256 && !id.contains(u'/')
        && !TextSafety::containsUnsafe(id);
}

QStringList strings(const QJsonValue &value)
{
    QStringList result;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array) {
        if (item.isString())
            result.append(item.toString());
    }
    return result;
}

QStringList nameWords(const QString &name)
{
    QString spaced;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name.at(i);
        if (c == u'_' || c == u'-' || c == u'.' || c.isSpace()) {
            spaced.append(u' ');
            continue;
        }
        if (c.isUpper() && i > 0 && name.at(i - 1).isLower())
            spaced.append(u' ');
        spaced.append(c.toLower());
    }
    return spaced.split(u' ', Qt::SkipEmptyParts);
}

ValueSchema noInputs()
{
    return ValueSchema(QJsonObject {{key("type"), key("object")}});
}

namespace {

// `keysAreNames`: the object maps names to schemas ("properties", "$defs"),
// so its keys are kept whatever they say.
QJsonValue stripped(const QJsonValue &value, bool keysAreNames)
{
    if (value.isArray()) {
        QJsonArray items;
        const QJsonArray array = value.toArray();
        for (const QJsonValue &item : array)
            items.append(stripped(item, false));
        return items;
    }
    if (!value.isObject())
        return value;
    const QJsonObject object = value.toObject();
    QJsonObject kept;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!keysAreNames && it.key().startsWith(ValueSchema::OwnKeywordPrefix))
            continue;
        const bool names = !keysAreNames
            && (it.key() == key("properties") || it.key() == key("patternProperties")
                || it.key() == key("$defs") || it.key() == key("definitions"));
        kept.insert(it.key(), stripped(it.value(), names));
    }
    return kept;
}

} // namespace

QJsonValue withoutOwnKeywords(const QJsonValue &schema)
{
    return stripped(schema, false);
}

QJsonValue exportedSchema(const ValueSchema &schema)
{
    return withoutOwnKeywords(schema.json());
}

std::optional<QJsonObject> object(QByteArrayView form)
{
    return JsonSchemaTool::nativeObject(form);
}

} // namespace Toolshelf::DeclarationJson
