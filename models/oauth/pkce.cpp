// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oauth/pkce.h"

#include "core/sha256.h"

#include <QRandomGenerator>

namespace Toolshelf::Pkce {

namespace {

constexpr auto Base64Url = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;

} // namespace

QByteArray verifier()
{
    static const char alphabet[]
        = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";
    QByteArray verifier(64, Qt::Uninitialized);
    for (char &c : verifier)
        c = alphabet[QRandomGenerator::system()->bounded(int(sizeof(alphabet) - 1))];
    return verifier;
}

QByteArray challenge(const QByteArray &verifier)
{
    return Sha256::hash(verifier).toBase64(Base64Url);
}

QByteArray state()
{
    QByteArray bytes(32, Qt::Uninitialized);
    for (char &c : bytes)
        c = char(QRandomGenerator::system()->bounded(256));
    return bytes.toBase64(Base64Url);
}

} // namespace Toolshelf::Pkce
