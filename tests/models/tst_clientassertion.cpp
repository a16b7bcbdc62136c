// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Client assertions (private_key_jwt, RFC 7523): the JWT's claims, and a
// signature the client's public key verifies, for both key kinds; keys that
// cannot sign one are refused with a reason.

#include "oauth/clientassertion.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

constexpr auto Base64Url = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;

struct KeyPair
{
    EVP_PKEY *key = nullptr;
    QByteArray pem;
    ~KeyPair() { EVP_PKEY_free(key); }
};

void generate(KeyPair &pair, EVP_PKEY *key)
{
    pair.key = key;
    BIO *bio = BIO_new(BIO_s_mem());
    PEM_write_bio_PrivateKey(bio, key, nullptr, nullptr, 0, nullptr, nullptr);
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio, &data);
    pair.pem = QByteArray(data, qsizetype(size));
    BIO_free(bio);
}

// The DER form OpenSSL verifies, from JWS's two 32-byte halves.
QByteArray derEcSignature(const QByteArray &raw)
{
    ECDSA_SIG *signature = ECDSA_SIG_new();
    const auto *bytes = reinterpret_cast<const unsigned char *>(raw.constData());
    ECDSA_SIG_set0(signature, BN_bin2bn(bytes, 32, nullptr), BN_bin2bn(bytes + 32, 32, nullptr));
    unsigned char *der = nullptr;
    const int size = i2d_ECDSA_SIG(signature, &der);
    QByteArray result(reinterpret_cast<const char *>(der), size);
    OPENSSL_free(der);
    ECDSA_SIG_free(signature);
    return result;
}

bool verifies(EVP_PKEY *key, const QByteArray &input, const QByteArray &signature)
{
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    const bool ok = EVP_DigestVerifyInit(context, nullptr, EVP_sha256(), nullptr, key) == 1
        && EVP_DigestVerify(context, reinterpret_cast<const unsigned char *>(signature.constData()),
                            std::size_t(signature.size()),
                            reinterpret_cast<const unsigned char *>(input.constData()),
                            std::size_t(input.size()))
            == 1;
    EVP_MD_CTX_free(context);
    return ok;
}

} // namespace

class TestClientAssertion : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recognisesPrivateKeys()
    {
        QVERIFY(ClientAssertion::isPrivateKey("-----BEGIN PRIVATE KEY-----\nMIG...\n"));
        QVERIFY(ClientAssertion::isPrivateKey("\n-----BEGIN EC PRIVATE KEY-----\nMH...\n"));
        QVERIFY(!ClientAssertion::isPrivateKey("conformance-test-secret"));
        QVERIFY(!ClientAssertion::isPrivateKey("-----BEGIN PUBLIC KEY-----\nMF...\n"));
    }

    void signsWithEveryKeyKind_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::newRow("P-256") << u"ES256"_s;
        QTest::newRow("RSA 2048") << u"RS256"_s;
    }

    void signsWithEveryKeyKind()
    {
        QFETCH(QString, algorithm);
        KeyPair pair;
        generate(pair, algorithm == "ES256"_L1 ? EVP_EC_gen("P-256") : EVP_RSA_gen(2048));
        QVERIFY(pair.key);

        const qint64 before = QDateTime::currentSecsSinceEpoch();
        const auto made = ClientAssertion::make(pair.pem, u"client-1"_s, u"https://as.example"_s);
        QVERIFY2(std::holds_alternative<QByteArray>(made),
                 qPrintable(std::holds_alternative<QString>(made) ? std::get<QString>(made)
                                                                  : QString()));
        const QList<QByteArray> parts = std::get<QByteArray>(made).split('.');
        QCOMPARE(parts.size(), 3);

        const QJsonObject header
            = QJsonDocument::fromJson(QByteArray::fromBase64(parts[0], Base64Url)).object();
        QCOMPARE(header.value("alg"_L1).toString(), algorithm);
        const QJsonObject claims
            = QJsonDocument::fromJson(QByteArray::fromBase64(parts[1], Base64Url)).object();
        QCOMPARE(claims.value("iss"_L1).toString(), u"client-1"_s);
        QCOMPARE(claims.value("sub"_L1).toString(), u"client-1"_s);
        QCOMPARE(claims.value("aud"_L1).toString(), u"https://as.example"_s);
        QVERIFY(claims.value("iat"_L1).toInteger() >= before);
        QCOMPARE(claims.value("exp"_L1).toInteger() - claims.value("iat"_L1).toInteger(), 300);
        QVERIFY(claims.value("jti"_L1).toString().size() >= 32);

        QByteArray signature = QByteArray::fromBase64(parts[2], Base64Url);
        if (algorithm == "ES256"_L1) {
            QCOMPARE(signature.size(), 64);
            signature = derEcSignature(signature);
        }
        QVERIFY(verifies(pair.key, parts[0] + '.' + parts[1], signature));
        // Another message does not verify: the check above can fail.
        QVERIFY(!verifies(pair.key, parts[0] + '.' + parts[0], signature));
    }

    void refusesKeysItCannotUse_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("not a key") << 0;
        QTest::newRow("RSA 1024") << 1;
        QTest::newRow("P-384") << 2;
    }

    void refusesKeysItCannotUse()
    {
        QFETCH(int, kind);
        KeyPair pair;
        if (kind == 0)
            pair.pem
                = "-----BEGIN PRIVATE KEY-----\nnot base64 at all\n-----END PRIVATE KEY-----\n";
        else
            generate(pair, kind == 1 ? EVP_RSA_gen(1024) : EVP_EC_gen("P-384"));
        const auto made = ClientAssertion::make(pair.pem, u"c"_s, u"https://as.example"_s);
        QVERIFY(std::holds_alternative<QString>(made));
        QVERIFY(!std::get<QString>(made).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestClientAssertion)
#include "tst_clientassertion.moc"
