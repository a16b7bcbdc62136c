// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>

namespace Toolshelf {

// Proof Key for Code Exchange (RFC 7636) and the state parameter: the
// random values an authorization-code sign-in binds its answer to.
namespace Pkce {

// 64 characters from RFC 7636 4.1's unreserved set, from the system's
// cryptographic random source.
QByteArray verifier();
// S256: BASE64URL(SHA256(verifier)), unpadded.
QByteArray challenge(const QByteArray &verifier);
// An unguessable state (RFC 6749 10.12): 32 random bytes, base64url.
QByteArray state();

} // namespace Pkce

} // namespace Toolshelf
