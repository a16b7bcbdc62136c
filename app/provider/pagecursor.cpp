// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "pagecursor.h"

namespace Toolshelf::PageCursor {

namespace {

constexpr auto Encoding = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;

} // namespace

QString encode(const QString &scope, qsizetype offset)
{
    const QByteArray plain = "v1|" + scope.toUtf8() + '|' + QByteArray::number(offset);
    return QString::fromLatin1(plain.toBase64(Encoding));
}

std::optional<qsizetype> decode(const QString &cursor, const QString &scope)
{
    const auto decoded = QByteArray::fromBase64Encoding(
        cursor.toLatin1(), Encoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return std::nullopt;
    const QByteArray prefix = "v1|" + scope.toUtf8() + '|';
    if (!decoded.decoded.startsWith(prefix))
        return std::nullopt;
    bool ok = false;
    const qsizetype offset = decoded.decoded.mid(prefix.size()).toLongLong(&ok);
    if (!ok || offset < 0)
        return std::nullopt;
    return offset;
}

} // namespace Toolshelf::PageCursor
