#include "core/sha256.h"

#include <QCryptographicHash>

#include <openssl/evp.h>

namespace Toolshelf::Sha256 {

namespace {

// Fetched once: OpenSSL 3 looks the algorithm up in its provider tables on
// every implicit fetch, which costs as much as hashing a small signature.
const EVP_MD *algorithm()
{
    static const EVP_MD *const md = EVP_MD_fetch(nullptr, "SHA256", nullptr);
    return md;
}

} // namespace

QByteArray hash(QByteArrayView data)
{
    QByteArray digest(32, Qt::Uninitialized);
    unsigned int size = 0;
    if (algorithm()
        && EVP_Digest(data.data(), size_t(data.size()),
                      reinterpret_cast<unsigned char *>(digest.data()), &size, algorithm(), nullptr)
        && size == 32)
        return digest;
    // An OpenSSL configured without SHA-256 (or out of memory): the same
    // digest, only slower.
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256);
}

QByteArray hex(QByteArrayView data)
{
    return hash(data).toHex();
}

} // namespace Toolshelf::Sha256
