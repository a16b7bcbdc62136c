// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/sha256.h"

#include <QCryptographicHash>

#include <openssl/crypto.h>
#include <openssl/evp.h>

namespace Toolshelf::Sha256 {

namespace {

// Fetched once: OpenSSL 3 looks the algorithm up in its provider tables on
// every implicit fetch, which costs as much as hashing a small signature.
//
// Fetched before main, with OpenSSL told not to clean up at exit. Syncs hash
// on the global thread pool, whose threads outlive OpenSSL's atexit cleanup
// when OpenSSL is first set up after the pool: the cleanup would then drop
// the key to those threads' error state, leaking it (LeakSanitizer reports
// it). Before main no pool exists, and only the first set-up's choice
// counts, so the pool always ends first and nothing is cleaned up under it;
// the process's memory goes back to the system at exit either way.
const EVP_MD *fetchAlgorithm()
{
    OPENSSL_init_crypto(OPENSSL_INIT_NO_ATEXIT, nullptr);
    return EVP_MD_fetch(nullptr, "SHA256", nullptr);
}

const EVP_MD *const Algorithm = fetchAlgorithm();

const EVP_MD *algorithm()
{
    return Algorithm;
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

// OpenSSL's context where it has SHA-256, else Qt's: the same digest.
struct Stream::State
{
    EVP_MD_CTX *context = nullptr;
    QCryptographicHash fallback {QCryptographicHash::Sha256};
};

Stream::Stream()
    : m_state(std::make_unique<State>())
{
    m_state->context = algorithm() ? EVP_MD_CTX_new() : nullptr;
    if (m_state->context && !EVP_DigestInit_ex(m_state->context, algorithm(), nullptr)) {
        EVP_MD_CTX_free(m_state->context);
        m_state->context = nullptr;
    }
}

Stream::~Stream()
{
    EVP_MD_CTX_free(m_state->context);
}

void Stream::add(QByteArrayView data)
{
    if (m_state->context)
        EVP_DigestUpdate(m_state->context, data.data(), size_t(data.size()));
    else
        m_state->fallback.addData(data);
}

QByteArray Stream::result()
{
    if (!m_state->context)
        return m_state->fallback.result();
    QByteArray digest(32, Qt::Uninitialized);
    unsigned int size = 0;
    EVP_DigestFinal_ex(m_state->context, reinterpret_cast<unsigned char *>(digest.data()), &size);
    return digest;
}

} // namespace Toolshelf::Sha256
