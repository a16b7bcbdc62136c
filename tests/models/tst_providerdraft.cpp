// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/profile.h"
#include "providers/providerdraft.h"
#include "providers/providerregistry.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

using Field = ProviderDraft::Field;
Q_DECLARE_METATYPE(ProviderDraft)
Q_DECLARE_METATYPE(std::optional<ProviderDraft::Field>)

namespace {

ProviderDraft draft(AuthMethod auth, const QString &baseUrl = QStringLiteral("https://t.example"))
{
    ProviderDraft d;
    d.name = QStringLiteral("New");
    d.baseUrl = baseUrl;
    d.auth = auth;
    d.apiKeyHeader = QStringLiteral("X-Api-Key");
    d.clientId = QStringLiteral("designer");
    d.tokenUrl = QStringLiteral("https://idp.example/token");
    d.authorizationUrl = QStringLiteral("https://idp.example/authorize");
    return d;
}

ProviderDraft with(ProviderDraft d, QString ProviderDraft::*field, const QString &value)
{
    d.*field = value;
    return d;
}

// Declaration files at `where`, as the dialog's path field holds it.
ProviderDraft files(const QString &where, AuthMethod auth = AuthMethod::None)
{
    ProviderDraft d = draft(auth, where);
    d.files = true;
    return d;
}

ProviderDraft withSecret(ProviderDraft d)
{
    d.secret = "s3cret";
    return d;
}

Provider stored(AuthMethod auth)
{
    return draft(auth).provider();
}

} // namespace

class tst_ProviderDraft : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<ProviderRegistry> m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("none.json")).toUtf8());
        m_registry = std::make_unique<ProviderRegistry>(Profile::at(m_dir.path()));
        QString error;
        QVERIFY2(m_registry->load(&error), qPrintable(error));
        Provider existing;
        existing.name = QStringLiteral("Existing");
        existing.baseUrl = QUrl(QStringLiteral("https://e.example"));
        QVERIFY(!m_registry->add(existing));
    }

    void providerTrimsAndParses()
    {
        ProviderDraft d = draft(AuthMethod::ApiKey, QStringLiteral("  https://t.example/a2t  "));
        d.name = QStringLiteral(" Acme ");
        d.apiKeyHeader = QStringLiteral(" X-Key ");
        const Provider p = d.provider();
        QCOMPARE(p.name, QStringLiteral("Acme"));
        QCOMPARE(p.baseUrl, QUrl(QStringLiteral("https://t.example/a2t")));
        QCOMPARE(p.apiKeyHeader, QStringLiteral("X-Key"));
        QCOMPARE(ProviderDraft::from(p).provider(), p);
    }

    void check_data()
    {
        QTest::addColumn<ProviderDraft>("draft");
        QTest::addColumn<bool>("editing");
        QTest::addColumn<std::optional<Field>>("field");
        const std::optional<Field> ok;

        QTest::newRow("no auth") << draft(AuthMethod::None) << false << ok;
        QTest::newRow("empty name") << with(draft(AuthMethod::None), &ProviderDraft::name, {})
                                    << false << std::optional(Field::Name);
        QTest::newRow("taken name")
            << with(draft(AuthMethod::None), &ProviderDraft::name, QStringLiteral("Existing"))
            << false << std::optional(Field::Name);
        QTest::newRow("relative URL") << draft(AuthMethod::None, QStringLiteral("t.example/a2t"))
                                      << false << std::optional(Field::BaseUrl);
        QTest::newRow("file URL") << draft(AuthMethod::None, QStringLiteral("file:///etc")) << false
                                  << std::optional(Field::BaseUrl);
        QTest::newRow("plain http without credentials")
            << draft(AuthMethod::None, QStringLiteral("http://t.example")) << false << ok;
        QTest::newRow("plain http with a key")
            << withSecret(draft(AuthMethod::ApiKey, QStringLiteral("http://t.example"))) << false
            << std::optional(Field::BaseUrl);
        QTest::newRow("plain http to loopback with a key")
            << withSecret(draft(AuthMethod::ApiKey, QStringLiteral("http://127.0.0.1:8080")))
            << false << ok;
        QTest::newRow("key") << withSecret(draft(AuthMethod::ApiKey)) << false << ok;
        QTest::newRow("key without header")
            << withSecret(with(draft(AuthMethod::ApiKey), &ProviderDraft::apiKeyHeader, {}))
            << false << std::optional(Field::ApiKeyHeader);
        QTest::newRow("key header with a space") << withSecret(
            with(draft(AuthMethod::ApiKey), &ProviderDraft::apiKeyHeader, QStringLiteral("X Key")))
                                                 << false << std::optional(Field::Other);
        QTest::newRow("new key without secret")
            << draft(AuthMethod::ApiKey) << false << std::optional(Field::Secret);
        QTest::newRow("edited key keeps its secret") << draft(AuthMethod::ApiKey) << true << ok;
        QTest::newRow("bearer without secret")
            << draft(AuthMethod::Bearer) << false << std::optional(Field::Secret);
        QTest::newRow("client credentials")
            << withSecret(draft(AuthMethod::OAuth2ClientCredentials)) << false << ok;
        QTest::newRow("client credentials without client id")
            << withSecret(with(draft(AuthMethod::OAuth2ClientCredentials), &ProviderDraft::clientId,
                               QStringLiteral("  ")))
            << false << std::optional(Field::ClientId);
        QTest::newRow("token URL over plain http")
            << withSecret(with(draft(AuthMethod::OAuth2ClientCredentials), &ProviderDraft::tokenUrl,
                               QStringLiteral("http://idp.example/t")))
            << false << std::optional(Field::TokenUrl);
        QTest::newRow("browser sign-in needs no secret to save")
            << draft(AuthMethod::OAuth2AuthorizationCode) << false << ok;
        QTest::newRow("files in a folder") << files(QStringLiteral("/srv/tools")) << false << ok;
        // The auth chooser is hidden for a folder: whatever it says, none is used.
        QTest::newRow("files in a folder, a method left chosen")
            << files(QStringLiteral("/srv/tools"), AuthMethod::Bearer) << false << ok;
        QTest::newRow("files nowhere")
            << files(QStringLiteral(" ")) << false << std::optional(Field::Path);
        QTest::newRow("files over plain http")
            << files(QStringLiteral("http://t.example/tools.json")) << false
            << std::optional(Field::Path);
        QTest::newRow("files at an ftp URL") << files(QStringLiteral("ftp://t.example/t.json"))
                                             << false << std::optional(Field::Path);
        QTest::newRow("files over https with a token")
            << withSecret(files(QStringLiteral("https://t.example/t.json"), AuthMethod::Bearer))
            << false << ok;
        QTest::newRow("files over https without the token")
            << files(QStringLiteral("https://t.example/t.json"), AuthMethod::Bearer) << false
            << std::optional(Field::Secret);
        QTest::newRow("browser sign-in without authorization URL")
            << with(draft(AuthMethod::OAuth2AuthorizationCode), &ProviderDraft::authorizationUrl,
                    QStringLiteral("idp.example"))
            << false << std::optional(Field::AuthorizationUrl);
    }

    // The dialog's path becomes the provider's file:// URL, and back.
    void filesDraft()
    {
        const Provider p = files(QStringLiteral("/srv/team tools"), AuthMethod::Bearer).provider();
        QCOMPARE(p.dialect, QStringLiteral("files"));
        QCOMPARE(p.baseUrl, QUrl::fromLocalFile(QStringLiteral("/srv/team tools")));
        QCOMPARE(p.auth, AuthMethod::None);
        const ProviderDraft back = ProviderDraft::from(p);
        QVERIFY(back.files);
        QCOMPARE(back.baseUrl, QDir::toNativeSeparators(QStringLiteral("/srv/team tools")));
        QCOMPARE(back.provider(), p);
    }

    void check()
    {
        QFETCH(ProviderDraft, draft);
        QFETCH(bool, editing);
        QFETCH(std::optional<Field>, field);
        const auto stored = editing ? std::optional(::stored(draft.auth)) : std::nullopt;
        const auto problem = draft.check(*m_registry, stored);
        QCOMPARE(problem.has_value(), field.has_value());
        if (problem) {
            QCOMPARE(problem->field, *field);
            QVERIFY(!problem->message.isEmpty());
        }
        // What passes here the registry accepts: one set of rules.
        if (!problem)
            QVERIFY(!ProviderRegistry::validate(draft.provider()));
    }

    void storedSecretStaysWithItsServer()
    {
        const Provider key = stored(AuthMethod::ApiKey);
        QVERIFY(draft(AuthMethod::ApiKey).keepsStoredSecret(key));
        QVERIFY(draft(AuthMethod::ApiKey, QStringLiteral("https://t.example/v2"))
                    .keepsStoredSecret(key));
        QVERIFY(!draft(AuthMethod::ApiKey, QStringLiteral("https://other.example"))
                     .keepsStoredSecret(key));
        QVERIFY(!draft(AuthMethod::Bearer).keepsStoredSecret(key));
        QVERIFY(!draft(AuthMethod::ApiKey).keepsStoredSecret(std::nullopt));
        // An OAuth2 secret goes to the token URL, and the access token it
        // obtains to the tools: both servers count.
        const Provider oauth = stored(AuthMethod::OAuth2ClientCredentials);
        QVERIFY(draft(AuthMethod::OAuth2ClientCredentials).keepsStoredSecret(oauth));
        QVERIFY(!with(draft(AuthMethod::OAuth2ClientCredentials), &ProviderDraft::tokenUrl,
                      QStringLiteral("https://evil.example/token"))
                     .keepsStoredSecret(oauth));
        QVERIFY(!draft(AuthMethod::OAuth2ClientCredentials, QStringLiteral("https://evil.example"))
                     .keepsStoredSecret(oauth));
        QVERIFY(!draft(AuthMethod::OAuth2AuthorizationCode, QStringLiteral("https://evil.example"))
                     .keepsStoredSecret(stored(AuthMethod::OAuth2AuthorizationCode)));
        // Moving the server asks for the secret again, and says why.
        const auto problem = draft(AuthMethod::ApiKey, QStringLiteral("https://other.example"))
                                 .checkConnection(key);
        QVERIFY(problem);
        QCOMPARE(problem->field, Field::Secret);
        QVERIFY(problem->message.contains(QLatin1String("another server")));
    }

    void browserSignInIsTestedOnlyOnceSignedIn()
    {
        const ProviderDraft code = draft(AuthMethod::OAuth2AuthorizationCode);
        const auto problem = code.checkConnection(std::nullopt);
        QVERIFY(problem);
        QVERIFY(problem->message.contains(QLatin1String("signed in")));
        QVERIFY(!code.checkConnection(stored(AuthMethod::OAuth2AuthorizationCode)));
        QCOMPARE(ProviderDraft::secretKind(AuthMethod::OAuth2AuthorizationCode),
                 SecretKind::RefreshToken);
        QVERIFY(!ProviderDraft::takesTypedSecret(AuthMethod::OAuth2AuthorizationCode));
        QVERIFY(!ProviderDraft::secretKind(AuthMethod::None));
    }

    // A test needs no name; saving does.
    void connectionNeedsNoName()
    {
        const ProviderDraft d = with(draft(AuthMethod::None), &ProviderDraft::name, {});
        QVERIFY(!d.checkConnection(std::nullopt));
        QVERIFY(d.check(*m_registry, std::nullopt));
    }
};

QTEST_GUILESS_MAIN(tst_ProviderDraft)
#include "tst_providerdraft.moc"
