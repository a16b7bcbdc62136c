// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace Toolshelf {

// Builds normalized JSONPath strings for diagnostics: `$.items[3]`,
// `$.input_parameters[0]['allowed-values'][1].name`.
namespace JsonPath {

inline QString root()
{
    return QStringLiteral("$");
}
QString member(const QString &parent, const QString &key);
QString index(const QString &parent, qsizetype i);

} // namespace JsonPath

} // namespace Toolshelf
