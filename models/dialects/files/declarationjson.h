// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/valueschema.h"

#include <QByteArrayView>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QString>
#include <QStringList>

#include <optional>

namespace Toolshelf {

// What the Agent Tool and ATDF readers and writers share.
namespace DeclarationJson {

constexpr QLatin1StringView key(const char *name)
{
    return QLatin1StringView(name);
}

// Whether a declared tool_id can key a tool in the catalog and on the command
// line (PROVIDER/TOOL): 1 to 256 characters, no "/", nothing unsafe.
bool isKeyable(const QString &id);
// The strings of a JSON array; other items and values give nothing.
QStringList strings(const QJsonValue &value);
// The words of a tool name: "get_weather" and "getWeather" give "get weather".
QStringList nameWords(const QString &name);
// A tool that takes no arguments: `{"type": "object"}`.
ValueSchema noInputs();
// A schema as a document carries it: Toolshelf's own keywords
// (ValueSchema::OwnKeywordPrefix) left out, at every depth.
QJsonValue exportedSchema(const ValueSchema &schema);
QJsonValue withoutOwnKeywords(const QJsonValue &schema);
// The object a native form holds (checked by JsonPreflight); nothing else.
std::optional<QJsonObject> object(QByteArrayView form);

} // namespace DeclarationJson

} // namespace Toolshelf
