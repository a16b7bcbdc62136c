// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// MCP authorization end to end: the reference provider as an MCP server
// behind its own authorization server (--dialect mcp --auth oauth2, below a
// root, so the discovery documents are found outside it), and the real
// binary signing in as a user would: `login` discovers the server, registers
// Toolshelf, and signs in through a "browser" (curl following the redirect to
// the loopback); `sync` and `invoke` then use the grant, or with --sign-in
// get one on demand. The server's own side (metadata, registration, resource
// indicators) is checked over plain HTTP first.

#include "providerfixture.h"
#include "toolshelfprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Fixture;
using ToolshelfProcess::Result;
using namespace Qt::StringLiterals;

namespace {

const QByteArray ConfiguredSecret = "the-configured-client-s3cret";
const QByteArray Verifier = "a-verifier-of-forty-three-characters-or-more-0123";

QString challengeOf(const QByteArray &verifier)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(verifier, QCryptographicHash::Sha256)
            .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace

class tst_McpAuth : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_profile;
    QString m_browser;
    std::unique_ptr<ProviderServer> m_server;

    QUrl mcpUrl() const { return at(*m_server, u"/mcp"_s); }

    QUrl originUrl(const QString &path) const
    {
        QUrl url = m_server->baseUrl(0);
        url.setPath(path);
        return url;
    }

    // `toolshelf` on this test's profile, with the scripted browser.
    Result toolshelf(const QStringList &arguments)
    {
        QProcessEnvironment env;
        env.insert(u"BROWSER"_s, m_browser);
        return ToolshelfProcess::run(m_profile, m_dir.filePath(u"none.json"_s), arguments, {}, env);
    }

    void addProvider()
    {
        const Result added = toolshelf({u"provider"_s, u"add"_s, u"m"_s, mcpUrl().toString(),
                                        u"--dialect"_s, u"mcp"_s, u"--auth"_s, u"oauth2-code"_s});
        QVERIFY2(added.code == 0, added.err.constData());
    }

    // A client registered by hand, its registration answer.
    QJsonObject registerClient(const QJsonObject &metadata, int expectedStatus = 201)
    {
        Http http;
        const Response answer = http.post(at(*m_server, u"/oauth/register"_s), json(metadata));
        if (answer.status != expectedStatus)
            qWarning("registration answered %d: %s", answer.status, answer.body.constData());
        return answer.status == expectedStatus ? answer.json() : QJsonObject();
    }

    // The code an authorization request gets redirected with, or its refusal.
    Response authorize(const QString &clientId, const QString &redirect, const QString &resource)
    {
        QUrlQuery query;
        const auto add = [&query](const QString &key, const QString &value) {
            query.addQueryItem(key, QString::fromLatin1(QUrl::toPercentEncoding(value)));
        };
        add(u"response_type"_s, u"code"_s);
        add(u"client_id"_s, clientId);
        add(u"redirect_uri"_s, redirect);
        add(u"code_challenge"_s, challengeOf(Verifier));
        add(u"code_challenge_method"_s, u"S256"_s);
        add(u"resource"_s, resource);
        QUrl url = at(*m_server, u"/oauth/authorize"_s);
        url.setQuery(query.query(QUrl::FullyEncoded), QUrl::StrictMode);
        return Http().get(url);
    }

    static QString codeOf(const Response &redirected)
    {
        return QUrlQuery(QUrl(QString::fromUtf8(redirected.header("Location"))))
            .queryItemValue(u"code"_s);
    }

    bool keychainMissing(const Result &result) { return result.err.contains("no keychain"); }

private Q_SLOTS:
    void initTestCase()
    {
        ProviderConfig config;
        config.dialect = ProviderConfig::Dialect::Mcp;
        config.root = u"/v1"_s;
        config.auth.mode = AuthConfig::Mode::OAuth2;
        config.auth.clientSecret = ConfiguredSecret;
        m_server = startServer(config, demoCatalog(m_dir));

        m_browser = m_dir.filePath(u"browser.sh"_s);
        QVERIFY(writeFile(m_browser,
                          "#!/bin/sh\nexec curl -sS -o /dev/null -L --max-redirs 5 --max-time 20 "
                          "--noproxy '*' \"$1\"\n"));
        QVERIFY(QFile::setPermissions(m_browser,
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    }

    void init()
    {
        static int counter = 0;
        m_profile = m_dir.filePath(u"profile%1"_s.arg(++counter));
    }

    // RFC 9728 from the 401, then RFC 8414 from the issuer it names.
    void discoveryDocuments()
    {
        Http http;
        const Response refused = http.post(mcpUrl(), "{}");
        QCOMPARE(refused.status, 401);
        const QUrl resourceMetadata = originUrl(u"/.well-known/oauth-protected-resource/v1/mcp"_s);
        QCOMPARE(refused.header("WWW-Authenticate"),
                 "Bearer resource_metadata=\"" + resourceMetadata.toEncoded() + '"');

        const Response resource = http.get(resourceMetadata);
        QCOMPARE(resource.status, 200);
        const QString issuer = originUrl(u"/v1/oauth"_s).toString();
        QCOMPARE(
            resource.json(),
            QJsonObject({{u"resource"_s, mcpUrl().toString()},
                         {u"authorization_servers"_s, QJsonArray {issuer}},
                         {u"scopes_supported"_s, QJsonArray {u"tools:read"_s, u"tools:call"_s}}}));

        const Response server
            = http.get(originUrl(u"/.well-known/oauth-authorization-server/v1/oauth"_s));
        QCOMPARE(server.status, 200);
        const QJsonObject metadata = server.json();
        QCOMPARE(metadata.value(u"issuer"_s).toString(), issuer);
        QCOMPARE(metadata.value(u"authorization_endpoint"_s).toString(), issuer + u"/authorize"_s);
        QCOMPARE(metadata.value(u"token_endpoint"_s).toString(), issuer + u"/token"_s);
        QCOMPARE(metadata.value(u"registration_endpoint"_s).toString(), issuer + u"/register"_s);
        QCOMPARE(metadata.value(u"code_challenge_methods_supported"_s).toArray(),
                 QJsonArray {u"S256"_s});
        QVERIFY(metadata.value(u"token_endpoint_auth_methods_supported"_s)
                    .toArray()
                    .contains(u"none"_s));

        // Only where the spec puts them: not below the root, not for other paths.
        QCOMPARE(http.get(at(*m_server, u"/.well-known/oauth-protected-resource"_s)).status, 404);
        QCOMPARE(http.get(originUrl(u"/.well-known/oauth-protected-resource/mcp"_s)).status, 404);
    }

    void registrationIsChecked()
    {
        const QString loopback = u"http://127.0.0.1:4711/callback"_s;
        const QJsonObject publicClient
            = registerClient({{u"redirect_uris"_s, QJsonArray {loopback}},
                              {u"token_endpoint_auth_method"_s, u"none"_s}});
        QVERIFY(!publicClient.value(u"client_id"_s).toString().isEmpty());
        QVERIFY(!publicClient.contains(u"client_secret"_s));
        QVERIFY(publicClient.value(u"client_id_issued_at"_s).toInteger() > 0);
        QCOMPARE(publicClient.value(u"redirect_uris"_s).toArray(), QJsonArray {loopback});

        // Confidential by default (RFC 7591 2).
        const QJsonObject confidential
            = registerClient({{u"redirect_uris"_s, QJsonArray {loopback}}});
        QCOMPARE(confidential.value(u"token_endpoint_auth_method"_s).toString(),
                 u"client_secret_basic"_s);
        QVERIFY(!confidential.value(u"client_secret"_s).toString().isEmpty());
        QVERIFY(confidential.value(u"client_id"_s) != publicClient.value(u"client_id"_s));

        Http http;
        const Response remote = http.post(
            at(*m_server, u"/oauth/register"_s),
            json({{u"redirect_uris"_s, QJsonArray {loopback, u"https://attacker.example/cb"_s}}}));
        QCOMPARE(remote.status, 400);
        QCOMPARE(remote.json().value(u"error"_s).toString(), u"invalid_redirect_uri"_s);
        const Response method = http.post(at(*m_server, u"/oauth/register"_s),
                                          json({{u"redirect_uris"_s, QJsonArray {loopback}},
                                                {u"token_endpoint_auth_method"_s, u"magic"_s}}));
        QCOMPARE(method.status, 400);
        QCOMPARE(method.json().value(u"error"_s).toString(), u"invalid_client_metadata"_s);
    }

    // A confidential registered client by hand: it must authenticate as it
    // registered, and every resource named must be the MCP endpoint.
    void registeredClientSignsIn()
    {
        const QString redirect = u"http://127.0.0.1:4712/"_s;
        const QJsonObject client = registerClient({{u"redirect_uris"_s, QJsonArray {redirect}}});
        const QString id = client.value(u"client_id"_s).toString();
        const QByteArray secret = client.value(u"client_secret"_s).toString().toLatin1();
        QVERIFY(!id.isEmpty());

        const Response wrongTarget = authorize(id, redirect, u"http://127.0.0.1:1/other"_s);
        QCOMPARE(wrongTarget.status, 400);
        QCOMPARE(wrongTarget.json().value(u"error"_s).toString(), u"invalid_target"_s);
        // Another loopback port is the same redirect (RFC 8252 7.3), another path is not.
        QCOMPARE(authorize(id, u"http://127.0.0.1:4713/"_s, mcpUrl().toString()).status, 302);
        QCOMPARE(authorize(id, u"http://127.0.0.1:4712/elsewhere"_s, mcpUrl().toString()).status,
                 400);

        Http http;
        const auto redeem
            = [&](const QString &code, const QByteArray &authorization, const QString &resource) {
                  QByteArray form = "grant_type=authorization_code&code=" + code.toLatin1()
                      + "&redirect_uri=" + QUrl::toPercentEncoding(redirect) + "&code_verifier="
                      + Verifier + "&resource=" + QUrl::toPercentEncoding(resource);
                  QList<std::pair<QByteArray, QByteArray>> headers {
                      {"Content-Type", "application/x-www-form-urlencoded"}};
                  if (authorization.isEmpty())
                      form += "&client_id=" + QUrl::toPercentEncoding(id);
                  else
                      headers.append({"Authorization", authorization});
                  return http.post(at(*m_server, u"/oauth/token"_s), form, headers);
              };
        const QByteArray basic
            = "Basic " + QByteArray(QUrl::toPercentEncoding(id) + ':' + secret).toBase64();

        Response redirected = authorize(id, redirect, mcpUrl().toString());
        QCOMPARE(redirected.status, 302);
        // Named without its secret, a confidential client is refused.
        QCOMPARE(redeem(codeOf(redirected), {}, mcpUrl().toString()).status, 401);

        redirected = authorize(id, redirect, mcpUrl().toString());
        const Response target = redeem(codeOf(redirected), basic, u"http://127.0.0.1:1/mcp"_s);
        QCOMPARE(target.status, 400);
        QCOMPARE(target.json().value(u"error"_s).toString(), u"invalid_target"_s);

        redirected = authorize(id, redirect, mcpUrl().toString());
        const Response token = redeem(codeOf(redirected), basic, mcpUrl().toString());
        QCOMPARE(token.status, 200);
        const QByteArray access = token.json().value(u"access_token"_s).toString().toLatin1();
        QVERIFY(!access.isEmpty());
        const Response initialized = http.post(
            mcpUrl(),
            R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}})",
            {{"Authorization", "Bearer " + access}});
        QCOMPARE(initialized.status, 200);
    }

    // The whole sign-in as a user runs it, then a sync and a call with the grant.
    void loginThenSyncAndInvoke()
    {
        addProvider();
        const Result login = toolshelf({u"login"_s, u"m"_s});
        if (keychainMissing(login))
            QSKIP("no keychain: the grant cannot be stored");
        QVERIFY2(login.code == 0, QByteArray(login.err + login.out).constData());
        QVERIFY2(login.out.contains("m accepted them"), login.out.constData());
        // Where the browser was sent, in case it did not open.
        QVERIFY2(login.err.contains("/v1/oauth/authorize?"), login.err.constData());

        const Result synced = toolshelf({u"sync"_s, u"m"_s});
        QVERIFY2(synced.code == 0, QByteArray(synced.err + synced.out).constData());
        QVERIFY2(synced.out.contains("m: tools 2"), synced.out.constData());
        const Result listed = toolshelf({u"search"_s, u"--json"_s});
        QVERIFY2(listed.out.contains("lookup_weather_by_city"), listed.out.constData());
        QVERIFY2(listed.out.contains("search_flights"), listed.out.constData());

        const Result called
            = toolshelf({u"invoke"_s, u"m/lookup_weather_by_city"_s, u"City=Boston"_s});
        QVERIFY2(called.code == 0, QByteArray(called.err + called.out).constData());
        // The reference MCP server answers a call with the arguments it got.
        QVERIFY2(called.out.contains("Boston"), called.out.constData());

        // The grant is in the keychain only.
        QFile providers(m_profile + u"/config/providers.json"_s);
        QVERIFY(providers.open(QIODevice::ReadOnly));
        const QByteArray file = providers.readAll();
        for (const char *secret : {"access_token", "refresh_token", "client_secret"})
            QVERIFY2(!file.contains(secret), file.constData());
    }

    // Access tokens that die at once: every later command refreshes the grant
    // (naming the resource again), and the rotated refresh token is kept, or
    // the second sync would be refused. A server without a root this time.
    void shortLivedTokensAreRefreshed()
    {
        ProviderConfig config;
        config.dialect = ProviderConfig::Dialect::Mcp;
        config.auth.mode = AuthConfig::Mode::OAuth2;
        config.auth.clientSecret = ConfiguredSecret;
        config.auth.tokenLifetimeSeconds = 1;
        QTemporaryDir catalogs;
        const auto server = startServer(config, demoCatalog(catalogs));
        const Result added
            = toolshelf({u"provider"_s, u"add"_s, u"m"_s, at(*server, u"/mcp"_s).toString(),
                         u"--dialect"_s, u"mcp"_s, u"--auth"_s, u"oauth2-code"_s});
        QVERIFY2(added.code == 0, added.err.constData());
        const Result login = toolshelf({u"login"_s, u"m"_s});
        if (keychainMissing(login))
            QSKIP("no keychain: the grant cannot be stored");
        QVERIFY2(login.code == 0, QByteArray(login.err + login.out).constData());
        QTest::qWait(1200); // the access token of the sign-in is dead now
        for (int run = 0; run < 2; ++run) {
            const Result synced = toolshelf({u"sync"_s, u"m"_s});
            QVERIFY2(synced.code == 0, QByteArray(synced.err + synced.out).constData());
        }
    }

    // No sign-in yet: said how to get one; with --sign-in it is had on the spot.
    void syncSignsInOnlyWhenAllowed()
    {
        addProvider();
        const Result refused = toolshelf({u"sync"_s, u"m"_s});
        QVERIFY(refused.code != 0);
        QVERIFY2(QByteArray(refused.err + refused.out).contains("toolshelf login m"),
                 QByteArray(refused.err + refused.out).constData());

        const Result signedIn = toolshelf({u"sync"_s, u"--sign-in"_s, u"m"_s});
        if (keychainMissing(signedIn))
            QSKIP("no keychain: the grant cannot be stored");
        QVERIFY2(signedIn.code == 0, QByteArray(signedIn.err + signedIn.out).constData());
        QVERIFY2(signedIn.out.contains("m: tools 2"), signedIn.out.constData());
        QVERIFY2(signedIn.err.contains("Sign in to m"), signedIn.err.constData());
        // Kept: the next sync needs no browser.
        const Result again = toolshelf({u"sync"_s, u"m"_s});
        QVERIFY2(again.code == 0, QByteArray(again.err + again.out).constData());
    }
};

QTEST_GUILESS_MAIN(tst_McpAuth)
#include "tst_mcpauth.moc"
