#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace Toolshelf {

// SHA-256 through OpenSSL's libcrypto, which uses the processor's SHA
// instructions: a sync hashes every signature it receives, and Qt 6.4's own
// implementation was a fifth of staging a page (about nine times slower).
namespace Sha256 {

// The 32-byte digest.
QByteArray hash(QByteArrayView data);

// The digest as 64 lowercase hex digits.
QByteArray hex(QByteArrayView data);

} // namespace Sha256

} // namespace Toolshelf
