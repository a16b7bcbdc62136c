// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oauth/clientassertion.h"

#include "oauth/pkce.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

#include <memory>

namespace Toolshelf {

namespace {

constexpr auto Base64Url = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;
// RFC 7523 3: a short life; the server may refuse a long one.
constexpr int LifetimeSeconds = 300;

template<auto Free> struct Deleter
{
    template<typename T> void operator()(T *p) const { Free(p); }
};
using Key = std::unique_ptr<EVP_PKEY, Deleter<EVP_PKEY_free>>;
using Bio = std::unique_ptr<BIO, Deleter<BIO_free>>;
using DigestContext = std::unique_ptr<EVP_MD_CTX, Deleter<EVP_MD_CTX_free>>;
using EcSignature = std::unique_ptr<ECDSA_SIG, Deleter<ECDSA_SIG_free>>;

Key readKey(const QByteArray &pem)
{
    Bio bio(BIO_new_mem_buf(pem.constData(), int(pem.size())));
    if (!bio)
        return {};
    return Key(PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr));
}

std::optional<QByteArray> sign(EVP_PKEY *key, const QByteArray &input)
{
    DigestContext context(EVP_MD_CTX_new());
    std::size_t size = 0;
    if (!context || EVP_DigestSignInit(context.get(), nullptr, EVP_sha256(), nullptr, key) != 1
        || EVP_DigestSign(context.get(), nullptr, &size,
                          reinterpret_cast<const unsigned char *>(input.constData()),
                          std::size_t(input.size()))
            != 1)
        return std::nullopt;
    QByteArray signature(qsizetype(size), Qt::Uninitialized);
    if (EVP_DigestSign(context.get(), reinterpret_cast<unsigned char *>(signature.data()), &size,
                       reinterpret_cast<const unsigned char *>(input.constData()),
                       std::size_t(input.size()))
        != 1)
        return std::nullopt;
    signature.truncate(qsizetype(size));
    return signature;
}

// JWS (RFC 7518 3.4) wants ECDSA's r and s as two fixed 32-byte halves;
// OpenSSL gives them DER-encoded.
std::optional<QByteArray> rawEcSignature(const QByteArray &der)
{
    const auto *bytes = reinterpret_cast<const unsigned char *>(der.constData());
    EcSignature signature(d2i_ECDSA_SIG(nullptr, &bytes, long(der.size())));
    if (!signature)
        return std::nullopt;
    const BIGNUM *r = nullptr;
    const BIGNUM *s = nullptr;
    ECDSA_SIG_get0(signature.get(), &r, &s);
    QByteArray raw(64, Qt::Uninitialized);
    auto *out = reinterpret_cast<unsigned char *>(raw.data());
    if (BN_bn2binpad(r, out, 32) != 32 || BN_bn2binpad(s, out + 32, 32) != 32)
        return std::nullopt;
    return raw;
}

} // namespace

bool ClientAssertion::isPrivateKey(const QByteArray &secret)
{
    const QByteArray text = secret.trimmed();
    return text.startsWith("-----BEGIN ") && text.contains("PRIVATE KEY-----");
}

std::variant<QByteArray, QString> ClientAssertion::make(const QByteArray &privateKeyPem,
                                                        const QString &clientId,
                                                        const QString &audience)
{
    const Key key = readKey(privateKeyPem);
    if (!key)
        return tr("the private key cannot be read (a PEM private key is expected)");
    QString algorithm;
    if (EVP_PKEY_get_base_id(key.get()) == EVP_PKEY_EC && EVP_PKEY_get_bits(key.get()) == 256)
        algorithm = QStringLiteral("ES256");
    else if (EVP_PKEY_get_base_id(key.get()) == EVP_PKEY_RSA
             && EVP_PKEY_get_bits(key.get()) >= 2048)
        algorithm = QStringLiteral("RS256");
    else
        return tr("the private key is neither a P-256 EC key nor an RSA key of 2048 bits or more");

    const qint64 now = QDateTime::currentSecsSinceEpoch();
    const QByteArray header
        = QJsonDocument(QJsonObject {{QStringLiteral("alg"), algorithm},
                                     {QStringLiteral("typ"), QStringLiteral("JWT")}})
              .toJson(QJsonDocument::Compact);
    const QByteArray claims
        = QJsonDocument(QJsonObject {{QStringLiteral("iss"), clientId},
                                     {QStringLiteral("sub"), clientId},
                                     {QStringLiteral("aud"), audience},
                                     {QStringLiteral("iat"), now},
                                     {QStringLiteral("exp"), now + LifetimeSeconds},
                                     {QStringLiteral("jti"), QString::fromLatin1(Pkce::state())}})
              .toJson(QJsonDocument::Compact);
    const QByteArray input = header.toBase64(Base64Url) + '.' + claims.toBase64(Base64Url);
    std::optional<QByteArray> signature = sign(key.get(), input);
    if (signature && algorithm == QLatin1String("ES256"))
        signature = rawEcSignature(*signature);
    if (!signature)
        return tr("the private key could not sign the client assertion");
    return input + '.' + signature->toBase64(Base64Url);
}

} // namespace Toolshelf
