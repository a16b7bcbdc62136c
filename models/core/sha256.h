// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <memory>

namespace Toolshelf {

// SHA-256 through OpenSSL's libcrypto, which uses the processor's SHA
// instructions: a sync hashes every signature it receives, and Qt 6.4's own
// implementation was a fifth of staging a page (about nine times slower).
namespace Sha256 {

// The 32-byte digest.
QByteArray hash(QByteArrayView data);

// The digest as 64 lowercase hex digits.
QByteArray hex(QByteArrayView data);

// The digest of data given in parts, for what is too large to hold at once.
class Stream
{
public:
    Stream();
    ~Stream();
    Stream(const Stream &) = delete;
    Stream &operator=(const Stream &) = delete;

    void add(QByteArrayView data);
    // The 32-byte digest of everything added; the stream is then spent.
    QByteArray result();

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace Sha256

} // namespace Toolshelf
