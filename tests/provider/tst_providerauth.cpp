// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providerfixture.h"

#include <QCryptographicHash>
#include <QUrlQuery>

using namespace Toolshelf;
using namespace Fixture;

namespace {

using Headers = QList<std::pair<QByteArray, QByteArray>>;

ProviderConfig withAuth(AuthConfig::Mode mode)
{
    ProviderConfig config;
    config.auth.mode = mode;
    config.auth.secret = "s3cret-token";
    config.auth.apiKeyHeader = "X-Vendor-Key";
    config.auth.clientId = QStringLiteral("designer-app");
    config.auth.clientSecret = "client-s3cret";
    return config;
}

QByteArray basic(const QByteArray &id, const QByteArray &secret)
{
    return "Basic " + QByteArray(id + ':' + secret).toBase64();
}

QByteArray form(const QList<std::pair<QString, QString>> &items)
{
    QUrlQuery query;
    for (const auto &[key, value] : items)
        query.addQueryItem(key, QString::fromLatin1(QUrl::toPercentEncoding(value)));
    return query.toString(QUrl::FullyEncoded).toLatin1();
}

QByteArray challengeFor(const QByteArray &verifier)
{
    return QCryptographicHash::hash(verifier, QCryptographicHash::Sha256)
        .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

const QByteArray Verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk-longer-than-43-chars";
const QString Redirect = QStringLiteral("http://127.0.0.1:53682/callback");

} // namespace

class tst_ProviderAuth : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Http m_http;

    // Runs the authorization request and returns the code from the redirect.
    QString authorize(const ProviderServer &server, const QByteArray &challenge,
                      const QString &redirect = Redirect)
    {
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("response_type"), QStringLiteral("code"));
        query.addQueryItem(QStringLiteral("client_id"), QStringLiteral("designer-app"));
        query.addQueryItem(QStringLiteral("redirect_uri"), redirect);
        query.addQueryItem(QStringLiteral("state"), QStringLiteral("xyz"));
        query.addQueryItem(QStringLiteral("code_challenge"), QString::fromLatin1(challenge));
        query.addQueryItem(QStringLiteral("code_challenge_method"), QStringLiteral("S256"));
        QUrl url = at(server, QStringLiteral("/oauth/authorize"));
        url.setQuery(query);
        const Response r = m_http.get(url);
        if (r.status != 302)
            return {};
        const QUrl location(QString::fromUtf8(r.header("Location")));
        const QUrlQuery back(location);
        if (location.adjusted(QUrl::RemoveQuery).toString() != redirect
            || back.queryItemValue(QStringLiteral("state")) != QLatin1String("xyz"))
            return {};
        return back.queryItemValue(QStringLiteral("code"), QUrl::FullyDecoded);
    }

    Response exchange(const ProviderServer &server, const QString &code, const QByteArray &verifier)
    {
        return m_http.post(
            at(server, QStringLiteral("/oauth/token")),
            form({{QStringLiteral("grant_type"), QStringLiteral("authorization_code")},
                  {QStringLiteral("code"), code},
                  {QStringLiteral("redirect_uri"), Redirect},
                  {QStringLiteral("client_id"), QStringLiteral("designer-app")},
                  {QStringLiteral("code_verifier"), QString::fromLatin1(verifier)}}),
            {{"Content-Type", "application/x-www-form-urlencoded"}});
    }

    int toolsStatus(const ProviderServer &server, const Headers &headers)
    {
        return m_http.get(at(server, QStringLiteral("/tools")), headers).status;
    }

private Q_SLOTS:
    void staticCredentials_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<Headers>("headers");
        QTest::addColumn<int>("status");
        const int apiKey = int(AuthConfig::Mode::ApiKey);
        const int bearer = int(AuthConfig::Mode::Bearer);
        QTest::newRow("none") << int(AuthConfig::Mode::None) << Headers {} << 200;
        QTest::newRow("api key right")
            << apiKey << Headers {{"X-Vendor-Key", "s3cret-token"}} << 200;
        QTest::newRow("api key wrong") << apiKey << Headers {{"X-Vendor-Key", "guess"}} << 401;
        QTest::newRow("api key missing") << apiKey << Headers {} << 401;
        QTest::newRow("api key in the wrong header")
            << apiKey << Headers {{"Authorization", "Bearer s3cret-token"}} << 401;
        QTest::newRow("bearer right")
            << bearer << Headers {{"Authorization", "Bearer s3cret-token"}} << 200;
        QTest::newRow("bearer wrong")
            << bearer << Headers {{"Authorization", "Bearer s3cret"}} << 401;
        QTest::newRow("bearer missing") << bearer << Headers {} << 401;
        QTest::newRow("bearer as basic")
            << bearer << Headers {{"Authorization", "Basic czNjcmV0LXRva2Vu"}} << 401;
    }

    void staticCredentials()
    {
        QFETCH(int, mode);
        QFETCH(Headers, headers);
        QFETCH(int, status);
        auto server = startServer(withAuth(AuthConfig::Mode(mode)), demoCatalog(m_dir));
        const Response r = m_http.get(at(*server, QStringLiteral("/tools")), headers);
        QCOMPARE(r.status, status);
        if (status == 401)
            QVERIFY(!r.header("WWW-Authenticate").isEmpty());
        // Every tools endpoint is protected, not only the listing.
        QCOMPARE(m_http.get(at(*server, QStringLiteral("/tools/") + WeatherId), headers).status,
                 status);
    }

    void clientCredentialsGrant()
    {
        auto server = startServer(withAuth(AuthConfig::Mode::OAuth2), demoCatalog(m_dir));
        QCOMPARE(toolsStatus(*server, {}), 401);
        const QByteArray grant
            = form({{QStringLiteral("grant_type"), QStringLiteral("client_credentials")}});
        const Response wrong = m_http.post(at(*server, QStringLiteral("/oauth/token")), grant,
                                           {{"Authorization", basic("designer-app", "nope")}});
        QCOMPARE(wrong.status, 401);
        QCOMPARE(wrong.json()[QStringLiteral("error")].toString(),
                 QStringLiteral("invalid_client"));

        const Response token
            = m_http.post(at(*server, QStringLiteral("/oauth/token")), grant,
                          {{"Authorization", basic("designer-app", "client-s3cret")}});
        QCOMPARE(token.status, 200);
        QCOMPARE(token.json()[QStringLiteral("token_type")].toString(), QStringLiteral("Bearer"));
        QCOMPARE(token.json()[QStringLiteral("expires_in")].toInt(), 3600);
        const QByteArray access
            = token.json()[QStringLiteral("access_token")].toString().toLatin1();
        QVERIFY(access.size() >= 32);
        QCOMPARE(toolsStatus(*server, {{"Authorization", "Bearer " + access}}), 200);
        QCOMPARE(toolsStatus(*server, {{"Authorization", "Bearer " + access + 'x'}}), 401);
    }

    void authorizationCodeWithPkce()
    {
        auto server = startServer(withAuth(AuthConfig::Mode::OAuth2), demoCatalog(m_dir));
        const QString code = authorize(*server, challengeFor(Verifier));
        QVERIFY(!code.isEmpty());
        const Response token = exchange(*server, code, Verifier);
        QCOMPARE(token.status, 200);
        const QByteArray access
            = token.json()[QStringLiteral("access_token")].toString().toLatin1();
        const QString refresh = token.json()[QStringLiteral("refresh_token")].toString();
        QVERIFY(!refresh.isEmpty());
        QCOMPARE(toolsStatus(*server, {{"Authorization", "Bearer " + access}}), 200);

        // A code is good for one exchange.
        QCOMPARE(exchange(*server, code, Verifier).json()[QStringLiteral("error")].toString(),
                 QStringLiteral("invalid_grant"));

        // Refresh tokens rotate: the new one works, the used one does not.
        const QByteArray refreshForm
            = form({{QStringLiteral("grant_type"), QStringLiteral("refresh_token")},
                    {QStringLiteral("refresh_token"), refresh}});
        const Response refreshed
            = m_http.post(at(*server, QStringLiteral("/oauth/token")), refreshForm);
        QCOMPARE(refreshed.status, 200);
        QVERIFY(refreshed.json()[QStringLiteral("refresh_token")].toString() != refresh);
        QCOMPARE(
            toolsStatus(
                *server,
                {{"Authorization",
                  "Bearer "
                      + refreshed.json()[QStringLiteral("access_token")].toString().toLatin1()}}),
            200);
        QCOMPARE(m_http.post(at(*server, QStringLiteral("/oauth/token")), refreshForm).status, 400);
    }

    void pkceRejectsAWrongVerifier()
    {
        auto server = startServer(withAuth(AuthConfig::Mode::OAuth2), demoCatalog(m_dir));
        const QString code = authorize(*server, challengeFor(Verifier));
        const Response r
            = exchange(*server, code, "an-attacker-who-stole-the-code-but-not-the-verifier");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.json()[QStringLiteral("error")].toString(), QStringLiteral("invalid_grant"));
    }

    void authorizeRefusesBadRequests_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("error");
        const QString good = QStringLiteral("response_type=code&client_id=designer-app&code_"
                                            "challenge=abc&code_challenge_method=S256");
        QTest::newRow("remote redirect")
            << good + QStringLiteral("&redirect_uri=https://evil.example/cb")
            << QStringLiteral("invalid_request");
        QTest::newRow("unknown client")
            << QStringLiteral("response_type=code&client_id=other&code_challenge=abc&code_"
                              "challenge_method=S256&redirect_uri=http://127.0.0.1:1/cb")
            << QStringLiteral("invalid_client");
        QTest::newRow("no pkce") << QStringLiteral(
            "response_type=code&client_id=designer-app&redirect_uri=http://127.0.0.1:1/cb")
                                 << QStringLiteral("invalid_request");
        QTest::newRow("plain pkce")
            << QStringLiteral("response_type=code&client_id=designer-app&code_challenge=abc&code_"
                              "challenge_method=plain&redirect_uri=http://127.0.0.1:1/cb")
            << QStringLiteral("invalid_request");
        QTest::newRow("implicit flow")
            << QStringLiteral("response_type=token&client_id=designer-app&code_challenge=abc&code_"
                              "challenge_method=S256&redirect_uri=http://127.0.0.1:1/cb")
            << QStringLiteral("unsupported_response_type");
    }

    void authorizeRefusesBadRequests()
    {
        QFETCH(QString, query);
        QFETCH(QString, error);
        auto server = startServer(withAuth(AuthConfig::Mode::OAuth2), demoCatalog(m_dir));
        const Response r = m_http.get(at(*server, QStringLiteral("/oauth/authorize?") + query));
        QCOMPARE(r.status, 400);
        QVERIFY(r.header("Location").isEmpty());
        QCOMPARE(r.json()[QStringLiteral("error")].toString(), error);
    }

    void accessTokensExpire()
    {
        ProviderConfig config = withAuth(AuthConfig::Mode::OAuth2);
        config.auth.tokenLifetimeSeconds = 1;
        auto server = startServer(config, demoCatalog(m_dir));
        const Response token = m_http.post(
            at(*server, QStringLiteral("/oauth/token")),
            form({{QStringLiteral("grant_type"), QStringLiteral("client_credentials")}}),
            {{"Authorization", basic("designer-app", "client-s3cret")}});
        const Headers bearer {
            {"Authorization",
             "Bearer " + token.json()[QStringLiteral("access_token")].toString().toLatin1()}};
        QCOMPARE(toolsStatus(*server, bearer), 200);
        QTRY_COMPARE_WITH_TIMEOUT(toolsStatus(*server, bearer), 401, 5000);
    }

    void unsupportedGrant()
    {
        auto server = startServer(withAuth(AuthConfig::Mode::OAuth2), demoCatalog(m_dir));
        const Response r
            = m_http.post(at(*server, QStringLiteral("/oauth/token")),
                          form({{QStringLiteral("grant_type"), QStringLiteral("password")}}));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.json()[QStringLiteral("error")].toString(),
                 QStringLiteral("unsupported_grant_type"));
    }
};

QTEST_GUILESS_MAIN(tst_ProviderAuth)
#include "tst_providerauth.moc"
