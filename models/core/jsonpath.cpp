// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/jsonpath.h"

namespace Toolshelf::JsonPath {

namespace {

bool isPlainIdentifier(const QString &key)
{
    if (key.isEmpty() || key.front().isDigit())
        return false;
    for (QChar c : key) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != u'_')
            return false;
    }
    return true;
}

} // namespace

QString member(const QString &parent, const QString &key)
{
    if (isPlainIdentifier(key))
        return parent + u'.' + key;
    QString escaped = key;
    escaped.replace(u'\\', QStringLiteral("\\\\")).replace(u'\'', QStringLiteral("\\'"));
    return parent + QStringLiteral("['") + escaped + QStringLiteral("']");
}

QString index(const QString &parent, qsizetype i)
{
    return parent + u'[' + QString::number(i) + u']';
}

} // namespace Toolshelf::JsonPath
