// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SecretBinding, and the credential store that honours it: a secret is filed
// under the provider's id, sealed with what it was given for, and handed out
// only to a provider that still has that identity, method and those origins.

#include "providers/credentialstore.h"
#include "providers/profile.h"
#include "providers/secretbinding.h"

#include <qt6keychain/keychain.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

Q_DECLARE_METATYPE(Toolshelf::Provider)

namespace {

// Lets a CI job without any keyring run the rest; without it a missing keyring fails.
const char NoKeyringVariable[] = "TOOLSHELF_NO_KEYRING_TESTS";
constexpr int Timeout = 20000;

Provider bearer(const QString &name = QStringLiteral("Vendor"))
{
    Provider p;
    p.id = QStringLiteral("6a0f1c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b");
    p.name = name;
    p.baseUrl = QUrl(QStringLiteral("https://tools.example/a2t"));
    p.auth = AuthMethod::Bearer;
    return p;
}

Provider oauth()
{
    Provider p = bearer();
    p.auth = AuthMethod::OAuth2ClientCredentials;
    p.clientId = QStringLiteral("designer");
    p.tokenUrl = QUrl(QStringLiteral("https://idp.example/oauth/token"));
    return p;
}

Provider with(Provider p, QUrl Provider::*field, const QString &url)
{
    p.*field = QUrl(url);
    return p;
}

struct Answer
{
    SecretStatus status = SecretStatus::Failed;
    QByteArray secret;
    QString message;
};

// One read of `provider`'s secret; nothing when no answer came for it.
std::optional<Answer> read(CredentialStore &store, const Provider &provider,
                           SecretKind kind = SecretKind::Secret)
{
    QSignalSpy spy(&store, &CredentialStore::readFinished);
    store.read(provider, kind);
    if (!spy.wait(Timeout) || spy.first().at(0).toString() != provider.id)
        return std::nullopt;
    return Answer {spy.first().at(2).value<SecretStatus>(), spy.first().at(3).toByteArray(),
                   spy.first().at(4).toString()};
}

SecretStatus write(CredentialStore &store, const Provider &provider, const QByteArray &secret,
                   SecretKind kind = SecretKind::Secret)
{
    QSignalSpy spy(&store, &CredentialStore::writeFinished);
    store.write(provider, kind, secret);
    return spy.wait(Timeout) ? spy.first().at(2).value<SecretStatus>() : SecretStatus::Failed;
}

SecretStatus remove(CredentialStore &store, const Provider &provider,
                    SecretKind kind = SecretKind::Secret)
{
    QSignalSpy spy(&store, &CredentialStore::removeFinished);
    store.remove(provider, kind);
    return spy.wait(Timeout) ? spy.first().at(2).value<SecretStatus>() : SecretStatus::Failed;
}

// The keychain as an earlier version (or anyone) left it, past the store.
std::pair<int, QByteArray> rawRead(const QString &service, const QString &key)
{
    auto *job = new QKeychain::ReadPasswordJob(service);
    job->setAutoDelete(false);
    job->setKey(key);
    QSignalSpy finished(job, &QKeychain::Job::finished);
    job->start();
    if (!finished.wait(Timeout))
        qFatal("the keychain did not answer");
    const std::pair<int, QByteArray> result {int(job->error()), job->binaryData()};
    delete job;
    return result;
}

bool rawWrite(const QString &service, const QString &key, const QByteArray &value)
{
    auto *job = new QKeychain::WritePasswordJob(service);
    job->setAutoDelete(false);
    job->setInsecureFallback(false);
    job->setKey(key);
    job->setBinaryData(value);
    QSignalSpy finished(job, &QKeychain::Job::finished);
    job->start();
    const bool ok = finished.wait(Timeout) && job->error() == QKeychain::NoError;
    delete job;
    return ok;
}

} // namespace

class tst_SecretBinding : public QObject
{
    Q_OBJECT

    QTemporaryDir m_profileDir;
    QString m_service;
    bool m_keyring = true;

    void requireKeyring()
    {
        if (!m_keyring)
            QSKIP("TOOLSHELF_NO_KEYRING_TESTS=1: no keychain in this environment");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_profileDir.isValid());
        m_service = Profile::at(m_profileDir.path()).keychainService();
        CredentialStore store(m_service);
        if (write(store, bearer(QStringLiteral("probe")), "probe") == SecretStatus::Keychain) {
            QCOMPARE(remove(store, bearer(QStringLiteral("probe"))), SecretStatus::Keychain);
            return;
        }
        if (qEnvironmentVariable(NoKeyringVariable) != QLatin1String("1"))
            QFAIL("no keychain; run under dbus-run-session with an unlocked gnome-keyring, or set "
                  "TOOLSHELF_NO_KEYRING_TESTS=1");
        m_keyring = false;
    }

    void originsOfEachMethod()
    {
        QCOMPARE(SecretBinding::of(bearer()).origins,
                 QStringList {QStringLiteral("https://tools.example:443")});
        QCOMPARE(SecretBinding::of(bearer()).provider, bearer().id);
        // The access token goes to the tools, the client secret to the token URL.
        QCOMPARE(SecretBinding::of(oauth()).origins,
                 (QStringList {QStringLiteral("https://tools.example:443"),
                               QStringLiteral("https://idp.example:443")}));
        QCOMPARE(SecretBinding::of(
                     with(bearer(), &Provider::baseUrl, QStringLiteral("http://LocalHost:8080/x")))
                     .summary(),
                 QStringLiteral("bearer http://localhost:8080"));
        Provider none = bearer();
        none.auth = AuthMethod::None;
        QVERIFY(SecretBinding::of(none).origins.isEmpty());
    }

    void sealsAnySecret_data()
    {
        QTest::addColumn<QByteArray>("secret");
        QTest::newRow("text") << QByteArrayLiteral("sk-live-0123456789");
        QTest::newRow("binary with line breaks") << QByteArray("a\0b\n\xff\n\x01", 7);
        QTest::newRow("looks sealed") << QByteArrayLiteral("toolshelf-secret/1\n{}\nx");
    }

    void sealsAnySecret()
    {
        QFETCH(QByteArray, secret);
        const SecretBinding binding = SecretBinding::of(oauth());
        const QByteArray sealed = binding.seal(secret);
        const auto unsealed = SecretBinding::unseal(sealed);
        QVERIFY(unsealed);
        QCOMPARE(unsealed->binding, binding);
        QCOMPARE(unsealed->secret, secret);
    }

    void refusesWhatIsNotSealed_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::newRow("a secret of an earlier version") << QByteArrayLiteral("sk-live-0123");
        QTest::newRow("another version") << QByteArrayLiteral("toolshelf-secret/2\n{}\nx");
        QTest::newRow("no binding line") << QByteArrayLiteral("toolshelf-secret/1\n{");
        QTest::newRow("origins not strings") << QByteArrayLiteral(
            "toolshelf-secret/1\n{\"provider\":\"p\",\"auth\":\"bearer\",\"origins\":[1]}\nx");
        QTest::newRow("duplicate key") << QByteArrayLiteral(
            "toolshelf-secret/1\n{\"provider\":\"p\",\"provider\":\"q\",\"auth\":\"bearer\","
            "\"origins\":[]}\nx");
    }

    void refusesWhatIsNotSealed()
    {
        QFETCH(QByteArray, value);
        QVERIFY(!SecretBinding::unseal(value));
    }

    // Filed under the id, never the name: a later provider of the same name
    // (another id) finds nothing.
    void filedUnderTheId()
    {
        requireKeyring();
        CredentialStore store(m_service);
        const Provider vendor = bearer();
        QCOMPARE(write(store, vendor, "k3y"), SecretStatus::Keychain);
        const auto [error, value]
            = rawRead(m_service, CredentialStore::keychainKey(vendor.id, SecretKind::Secret));
        QCOMPARE(error, int(QKeychain::NoError));
        QCOMPARE(SecretBinding::unseal(value)->binding, SecretBinding::of(vendor));
        QCOMPARE(
            rawRead(m_service, CredentialStore::keychainKey(vendor.name, SecretKind::Secret)).first,
            int(QKeychain::EntryNotFound));
        Provider later = vendor;
        later.id = QStringLiteral("0d9c8b7a-6f5e-4d3c-2b1a-098f7e6d5c4b");
        QCOMPARE(read(store, later).value().status, SecretStatus::NotFound);
        QCOMPARE(remove(store, vendor), SecretStatus::Keychain);
    }

    // Any change of origin or method: the secret is not handed out, and the
    // message says to log in again.
    void boundToItsSettings_data()
    {
        QTest::addColumn<Provider>("stored");
        QTest::addColumn<Provider>("now");
        QTest::addColumn<bool>("handedOut");
        QTest::newRow("same") << bearer() << bearer() << true;
        QTest::newRow("another path")
            << bearer()
            << with(bearer(), &Provider::baseUrl, QStringLiteral("https://tools.example/v2"))
            << true;
        QTest::newRow("another host")
            << bearer()
            << with(bearer(), &Provider::baseUrl, QStringLiteral("https://evil.example/a2t"))
            << false;
        QTest::newRow("another port")
            << bearer()
            << with(bearer(), &Provider::baseUrl, QStringLiteral("https://tools.example:8443/a2t"))
            << false;
        QTest::newRow("plain http")
            << bearer()
            << with(bearer(), &Provider::baseUrl, QStringLiteral("http://tools.example/a2t"))
            << false;
        Provider key = bearer();
        key.auth = AuthMethod::ApiKey;
        QTest::newRow("another method") << bearer() << key << false;
        QTest::newRow("oauth2, another token URL")
            << oauth()
            << with(oauth(), &Provider::tokenUrl, QStringLiteral("https://evil.example/token"))
            << false;
        QTest::newRow("oauth2, another base URL")
            << oauth()
            << with(oauth(), &Provider::baseUrl, QStringLiteral("https://evil.example/a2t"))
            << false;
        Provider scoped = oauth();
        scoped.scope = QStringLiteral("tools.read");
        QTest::newRow("oauth2, another scope") << oauth() << scoped << true;
    }

    void boundToItsSettings()
    {
        requireKeyring();
        QFETCH(Provider, stored);
        QFETCH(Provider, now);
        QFETCH(bool, handedOut);
        CredentialStore store(m_service);
        QCOMPARE(write(store, stored, "k3y"), SecretStatus::Keychain);
        const Answer answer = read(store, now).value();
        if (handedOut) {
            QCOMPARE(answer.status, SecretStatus::Keychain);
            QCOMPARE(answer.secret, QByteArray("k3y"));
        } else {
            QCOMPARE(answer.status, SecretStatus::Unbound);
            QVERIFY(answer.secret.isEmpty());
            QVERIFY2(answer.message.contains(QLatin1String("toolshelf login Vendor")),
                     qPrintable(answer.message));
            QVERIFY(!CredentialStore::succeeded(answer.status));
        }
        QCOMPARE(remove(store, stored), SecretStatus::Keychain);
    }

    // An earlier version filed the secret under the name. A provider that
    // existed then adopts it once, sealed under its id; the name's entry goes.
    void adoptsWhatAnEarlierVersionStored()
    {
        requireKeyring();
        Provider vendor = bearer(QStringLiteral("Earlier"));
        vendor.legacyBinding = SecretBinding::of(vendor).summary();
        const QString legacyKey = CredentialStore::keychainKey(vendor.name, SecretKind::Secret);
        QVERIFY(rawWrite(m_service, legacyKey, "old-k3y"));
        CredentialStore store(m_service);
        Answer answer = read(store, vendor).value();
        QCOMPARE(answer.status, SecretStatus::Keychain);
        QCOMPARE(answer.secret, QByteArray("old-k3y"));
        QCOMPARE(rawRead(m_service, legacyKey).first, int(QKeychain::EntryNotFound));
        const auto [error, value]
            = rawRead(m_service, CredentialStore::keychainKey(vendor.id, SecretKind::Secret));
        QCOMPARE(error, int(QKeychain::NoError));
        QCOMPARE(SecretBinding::unseal(value)->secret, QByteArray("old-k3y"));
        // From now on it is bound like any other.
        answer
            = read(store, with(vendor, &Provider::baseUrl, QStringLiteral("https://evil.example")))
                  .value();
        QCOMPARE(answer.status, SecretStatus::Unbound);
        QCOMPARE(remove(store, vendor), SecretStatus::Keychain);
    }

    void adoptsNothingElse_data()
    {
        QTest::addColumn<Provider>("provider");
        Provider recorded = bearer(QStringLiteral("Earlier"));
        recorded.legacyBinding = SecretBinding::of(recorded).summary();
        QTest::newRow("moved since")
            << with(recorded, &Provider::baseUrl, QStringLiteral("https://evil.example/a2t"));
        Provider added = bearer(QStringLiteral("Earlier"));
        QTest::newRow("added since") << added;
        Provider managed = recorded;
        managed.locked = true;
        QTest::newRow("managed") << managed;
    }

    void adoptsNothingElse()
    {
        requireKeyring();
        QFETCH(Provider, provider);
        const QString legacyKey = CredentialStore::keychainKey(provider.name, SecretKind::Secret);
        QVERIFY(rawWrite(m_service, legacyKey, "old-k3y"));
        CredentialStore store(m_service);
        const Answer answer = read(store, provider).value();
        QVERIFY(answer.secret.isEmpty());
        QCOMPARE(answer.status,
                 provider.legacyBinding.isEmpty() || provider.locked ? SecretStatus::NotFound
                                                                     : SecretStatus::Unbound);
        QCOMPARE(
            rawRead(m_service, CredentialStore::keychainKey(provider.id, SecretKind::Secret)).first,
            int(QKeychain::EntryNotFound));
        // Removing the provider takes the name's entry with it, if it may have been its.
        Provider owner = provider;
        owner.locked = false;
        if (owner.legacyBinding.isEmpty())
            owner.legacyBinding = QStringLiteral("bearer https://tools.example:443");
        QCOMPARE(remove(store, owner), SecretStatus::Keychain);
        QCOMPARE(rawRead(m_service, legacyKey).first, int(QKeychain::EntryNotFound));
    }

    // Logging in again files the new secret under the id and drops the name's entry.
    void writingForgetsTheNamesEntry()
    {
        requireKeyring();
        Provider vendor = bearer(QStringLiteral("Earlier"));
        vendor.legacyBinding = QStringLiteral("bearer https://moved.example:443");
        const QString legacyKey = CredentialStore::keychainKey(vendor.name, SecretKind::Secret);
        QVERIFY(rawWrite(m_service, legacyKey, "old-k3y"));
        CredentialStore store(m_service);
        QCOMPARE(write(store, vendor, "new-k3y"), SecretStatus::Keychain);
        QCOMPARE(rawRead(m_service, legacyKey).first, int(QKeychain::EntryNotFound));
        QCOMPARE(read(store, vendor).value().secret, QByteArray("new-k3y"));
        QCOMPARE(remove(store, vendor), SecretStatus::Keychain);
    }
};

QTEST_GUILESS_MAIN(tst_SecretBinding)
#include "tst_secretbinding.moc"
