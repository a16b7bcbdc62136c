// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// OAuth clients and grants: which client authentication a token endpoint
// gets, a grant's trip through the keychain, token requests as they are sent
// and token answers as they are read, refusals included.

#include "net/networkresult.h"
#include "oauth/oauthgrant.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTimeZone>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

const QString None = u"none"_s;
const QString Basic = u"client_secret_basic"_s;
const QString Post = u"client_secret_post"_s;

OAuthGrant fullGrant()
{
    OAuthGrant grant;
    grant.issuer = QUrl(u"https://auth.example.com"_s);
    grant.tokenEndpoint = QUrl(u"https://auth.example.com/token"_s);
    grant.resource = QUrl(u"https://mcp.example.com/mcp"_s);
    grant.client = {u"client-1"_s, "s3cr\"et", Post};
    grant.scope = u"mcp:basic mcp:write"_s;
    grant.refreshToken = "rt-1";
    grant.accessToken = "at-1";
    grant.expires = QDateTime(QDate(2030, 1, 2), QTime(3, 4, 5, 678), QTimeZone::utc());
    return grant;
}

NetworkResult answered(const QByteArray &body)
{
    NetworkResult result;
    result.statusCode = 200;
    result.body = body;
    return result;
}

NetworkResult failed(NetworkResult::Error error, int status, const QByteArray &body)
{
    NetworkResult result;
    result.statusCode = status;
    result.body = body;
    result.error = error;
    result.errorString = u"auth.example.com answered %1"_s.arg(status);
    return result;
}

QByteArray header(const NetworkRequest &request, const QByteArray &name, bool *credential = nullptr)
{
    for (const NetworkRequest::Header &header : request.headers) {
        if (header.name.compare(name, Qt::CaseInsensitive) == 0) {
            if (credential)
                *credential = header.credential;
            return header.value;
        }
    }
    return {};
}

const TokenRequests::Form RefreshForm {{u"grant_type"_s, u"refresh_token"_s},
                                       {u"refresh_token"_s, u"a+b c&d=e"_s}};

} // namespace

class tst_OAuthGrant : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chooseAuthMethod_data()
    {
        QTest::addColumn<QStringList>("supported");
        QTest::addColumn<bool>("hasSecret");
        QTest::addColumn<QString>("expected");
        QTest::newRow("public client") << QStringList() << false << None;
        QTest::newRow("public client, basic only") << QStringList {Basic} << false << None;
        QTest::newRow("not said: RFC 8414's default") << QStringList() << true << Basic;
        QTest::newRow("basic preferred") << QStringList {Post, Basic} << true << Basic;
        QTest::newRow("post only") << QStringList {Post} << true << Post;
        QTest::newRow("post before none") << QStringList {None, Post} << true << Post;
        QTest::newRow("none only") << QStringList {None} << true << None;
        QTest::newRow("nothing known") << QStringList {u"private_key_jwt"_s} << true << Basic;
    }

    void chooseAuthMethod()
    {
        QFETCH(QStringList, supported);
        QFETCH(bool, hasSecret);
        QFETCH(QString, expected);
        QCOMPARE(OAuthClient::chooseAuthMethod(supported, hasSecret), expected);
    }

    void jsonRoundTrip()
    {
        const OAuthGrant grant = fullGrant();
        const QByteArray json = grant.toJson();
        const QJsonObject object = QJsonDocument::fromJson(json).object();
        QCOMPARE(object.value(u"issuer"_s).toString(), u"https://auth.example.com"_s);
        QCOMPARE(object.value(u"token_endpoint"_s).toString(), u"https://auth.example.com/token"_s);
        QCOMPARE(object.value(u"resource"_s).toString(), u"https://mcp.example.com/mcp"_s);
        QCOMPARE(object.value(u"client_id"_s).toString(), u"client-1"_s);
        QCOMPARE(object.value(u"client_secret"_s).toString(), u"s3cr\"et"_s);
        QCOMPARE(object.value(u"token_endpoint_auth_method"_s).toString(), Post);
        QCOMPARE(object.value(u"scope"_s).toString(), u"mcp:basic mcp:write"_s);
        QCOMPARE(object.value(u"refresh_token"_s).toString(), u"rt-1"_s);
        QCOMPARE(object.value(u"access_token"_s).toString(), u"at-1"_s);
        QCOMPARE(object.value(u"expires"_s).toString(), u"2030-01-02T03:04:05.678Z"_s);
        const std::optional<OAuthGrant> read = OAuthGrant::fromJson(json);
        QVERIFY(read);
        QCOMPARE(*read, grant);
        QCOMPARE(OAuthGrant::fromJson(read->toJson()), read);
    }

    // What QUrl keeps as given but writes encoded is read as it will be
    // written: a grant does not change on its way through the keychain.
    void jsonRoundTripOfOddUrls()
    {
        const std::optional<OAuthGrant> read = OAuthGrant::fromJson(
            "{\"token_endpoint\": \"https://a.example/t?x=a%20b#c#d\", \"client_id\": \"c\", "
            "\"resource\": \"https://mcp.##example.com/mcp\"}");
        QVERIFY(read);
        QCOMPARE(OAuthGrant::fromJson(read->toJson()), read);
    }

    // What discovery and a first sign-in know before any token arrives.
    void minimalGrant()
    {
        const std::optional<OAuthGrant> read = OAuthGrant::fromJson(
            "{\"token_endpoint\": \"http://localhost:5/tenant1/token\", \"client_id\": \"c\"}");
        QVERIFY(read);
        QCOMPARE(read->client.authMethod, None);
        QVERIFY(read->issuer.isEmpty());
        QVERIFY(read->resource.isEmpty());
        QVERIFY(read->client.secret.isEmpty());
        QVERIFY(!read->expires.isValid());
        QVERIFY(!read->hasFreshAccessToken(0));
        QCOMPARE(OAuthGrant::fromJson(read->toJson()), read);
    }

    void fromJsonRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("an older secret") << QByteArray("tok_plain_bearer");
        QTest::newRow("array") << QByteArray("[{\"token_endpoint\": \"https://a.example/t\"}]");
        QTest::newRow("no token endpoint") << QByteArray("{\"client_id\": \"c\"}");
        QTest::newRow("relative token endpoint")
            << QByteArray("{\"token_endpoint\": \"/token\", \"client_id\": \"c\"}");
        QTest::newRow("ftp token endpoint")
            << QByteArray("{\"token_endpoint\": \"ftp://a.example/t\", \"client_id\": \"c\"}");
        QTest::newRow("token endpoint no string")
            << QByteArray("{\"token_endpoint\": 1, \"client_id\": \"c\"}");
        QTest::newRow("no client id")
            << QByteArray("{\"token_endpoint\": \"https://a.example/t\"}");
        QTest::newRow("empty client id")
            << QByteArray("{\"token_endpoint\": \"https://a.example/t\", \"client_id\": \"\"}");
        QTest::newRow("client id no string")
            << QByteArray("{\"token_endpoint\": \"https://a.example/t\", \"client_id\": 7}");
        QTest::newRow("damaged issuer")
            << QByteArray("{\"token_endpoint\": \"https://a.example/t\", \"client_id\": \"c\", "
                          "\"issuer\": \"a example\"}");
        QTest::newRow("damaged resource")
            << QByteArray("{\"token_endpoint\": \"https://a.example/t\", \"client_id\": \"c\", "
                          "\"resource\": \"file:///x\"}");
        QTest::newRow("duplicate key")
            << QByteArray("{\"token_endpoint\": \"https://a.example/t\", \"client_id\": \"c\", "
                          "\"client_id\": \"d\"}");
    }

    void fromJsonRefused()
    {
        QFETCH(QByteArray, json);
        QVERIFY(!OAuthGrant::fromJson(json));
    }

    void freshAccessToken()
    {
        OAuthGrant grant = fullGrant();
        grant.expires = QDateTime::currentDateTimeUtc().addSecs(3600);
        QVERIFY(grant.hasFreshAccessToken(60));
        QVERIFY(!grant.hasFreshAccessToken(7200));
        grant.expires = QDateTime::currentDateTimeUtc().addSecs(30);
        QVERIFY(!grant.hasFreshAccessToken(60));
        QVERIFY(grant.hasFreshAccessToken(0));
        grant.expires = QDateTime::currentDateTimeUtc().addSecs(-1);
        QVERIFY(!grant.hasFreshAccessToken(0));
        grant.expires = {};
        QVERIFY(!grant.hasFreshAccessToken(0));
        grant.expires = QDateTime::currentDateTimeUtc().addSecs(3600);
        grant.accessToken.clear();
        QVERIFY(!grant.hasFreshAccessToken(0));
    }

    // RFC 6749 2.3.1: id and secret are form-encoded, then joined by ':'.
    void basicRequest()
    {
        const QUrl endpoint(u"https://auth.example.com/token"_s);
        const OAuthClient client {u"my:id"_s, "p%ss+w rd", Basic};
        const NetworkRequest request = TokenRequests::make(endpoint, client, RefreshForm);
        QCOMPARE(request.url, endpoint);
        QCOMPARE(request.method, QByteArray("POST"));
        bool credential = false;
        QCOMPARE(header(request, "Authorization", &credential),
                 "Basic " + QByteArray("my%3Aid:p%25ss%2Bw%20rd").toBase64());
        QVERIFY(credential);
        QCOMPARE(request.body,
                 QByteArray("grant_type=refresh_token&refresh_token=a%2Bb%20c%26d%3De"));
        QCOMPARE(header(request, "Content-Type"), QByteArray("application/x-www-form-urlencoded"));
        QCOMPARE(header(request, "Accept"), QByteArray("application/json"));
        QCOMPARE(request.retryable, std::optional<bool>(false));
        QVERIFY(!request.isRetryable());
        QCOMPARE(request.maxBodyBytes, qint64(64 * 1024));
        QVERIFY(request.credentialBody);
    }

    void formRequests_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QByteArray>("body");
        const QByteArray form = "grant_type=refresh_token&refresh_token=a%2Bb%20c%26d%3De";
        QTest::newRow("post") << Post
                              << QByteArray(form
                                            + "&client_id=my%3Aid&client_secret=p%25ss%2Bw%20rd");
        // A client with a secret that the server takes as public sends none.
        QTest::newRow("none") << None << QByteArray(form + "&client_id=my%3Aid");
        QTest::newRow("unknown method")
            << u"private_key_jwt"_s << QByteArray(form + "&client_id=my%3Aid");
    }

    void formRequests()
    {
        QFETCH(QString, method);
        QFETCH(QByteArray, body);
        const OAuthClient client {u"my:id"_s, "p%ss+w rd", method};
        const NetworkRequest request
            = TokenRequests::make(QUrl(u"https://auth.example.com/token"_s), client, RefreshForm);
        QCOMPARE(request.body, body);
        QCOMPARE(header(request, "Authorization"), QByteArray());
        QVERIFY(request.credentialBody);
        QVERIFY(!request.isRetryable());
    }

    void readAnswer_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("expiresIn");
        QTest::newRow("full") << QByteArray(
            "{\"access_token\": \"at\", \"token_type\": \"Bearer\", \"expires_in\": 120, "
            "\"refresh_token\": \"rt\", \"scope\": \"a b\"}")
                              << 120;
        QTest::newRow("lower-case type, no expiry")
            << QByteArray("{\"access_token\": \"at\", \"token_type\": \"bearer\", "
                          "\"refresh_token\": \"rt\", \"scope\": \"a b\"}")
            << 3600;
        QTest::newRow("expires_in as a string")
            << QByteArray("{\"access_token\": \"at\", \"expires_in\": \"7200\", \"refresh_token\": "
                          "\"rt\", \"scope\": \"a b\"}")
            << 7200;
        QTest::newRow("fraction") << QByteArray("{\"access_token\": \"at\", \"expires_in\": 12.7, "
                                                "\"refresh_token\": \"rt\", \"scope\": \"a b\"}")
                                  << 12;
        QTest::newRow("zero") << QByteArray("{\"access_token\": \"at\", \"expires_in\": 0, "
                                            "\"refresh_token\": \"rt\", \"scope\": \"a b\"}")
                              << 1;
        QTest::newRow("negative") << QByteArray("{\"access_token\": \"at\", \"expires_in\": -5, "
                                                "\"refresh_token\": \"rt\", \"scope\": \"a b\"}")
                                  << 1;
        QTest::newRow("centuries")
            << QByteArray("{\"access_token\": \"at\", \"expires_in\": 1e300, \"refresh_token\": "
                          "\"rt\", \"scope\": \"a b\"}")
            << 315360000;
        QTest::newRow("nonsense") << QByteArray(
            "{\"access_token\": \"at\", \"expires_in\": \"soon\", \"refresh_token\": \"rt\", "
            "\"scope\": \"a b\"}") << 3600;
    }

    void readAnswer()
    {
        QFETCH(QByteArray, body);
        QFETCH(int, expiresIn);
        const auto read = TokenRequests::read(answered(body));
        if (const auto *refusal = std::get_if<TokenRequests::Refusal>(&read))
            QFAIL(qPrintable(refusal->message));
        const TokenAnswer answer = std::get<TokenAnswer>(read);
        QCOMPARE(answer.accessToken, QByteArray("at"));
        QCOMPARE(answer.refreshToken, QByteArray("rt"));
        QCOMPARE(answer.scope, u"a b"_s);
        QCOMPARE(answer.expiresIn, expiresIn);
    }

    void readMinimalAnswer()
    {
        const auto answer
            = std::get<TokenAnswer>(TokenRequests::read(answered("{\"access_token\": \"at\"}")));
        QCOMPARE(answer.accessToken, QByteArray("at"));
        QVERIFY(answer.refreshToken.isEmpty());
        QVERIFY(answer.scope.isEmpty());
        QCOMPARE(answer.expiresIn, 3600);
    }

    void readRefusal_data()
    {
        using Error = NetworkResult::Error;
        QTest::addColumn<NetworkResult>("result");
        QTest::addColumn<QString>("message");
        QTest::addColumn<bool>("refused");
        QTest::newRow("described") << failed(
            Error::HttpError, 400,
            "{\"error\": \"invalid_grant\", \"error_description\": \"The refresh token expired\"}")
                                   << u"The refresh token expired"_s << true;
        QTest::newRow("code only")
            << failed(Error::HttpError, 401, "{\"error\": \"invalid_client\"}")
            << u"invalid_client"_s << true;
        QTest::newRow("blank description") << failed(
            Error::HttpError, 400, "{\"error\": \"invalid_grant\", \"error_description\": \" \"}")
                                           << u"invalid_grant"_s << true;
        QTest::newRow("4xx without json") << failed(Error::HttpError, 404, "<html>Not Found</html>")
                                          << u"auth.example.com answered 404"_s << true;
        QTest::newRow("server error")
            << failed(Error::HttpError, 503, "{\"error\": \"temporarily_unavailable\"}")
            << u"temporarily_unavailable"_s << false;
        QTest::newRow("network") << failed(Error::Network, 0, {})
                                 << u"auth.example.com answered 0"_s << false;
        QTest::newRow("timeout") << failed(Error::Timeout, 0, {})
                                 << u"auth.example.com answered 0"_s << false;
        QTest::newRow("hostile description") << failed(
            Error::HttpError, 400,
            "{\"error_description\": \"\\u001b[2Jgone\\u202e" + QByteArray(500, 'x') + "\"}")
                                             << u"\\u001b[2Jgone\\u202e"_s << true;
        QTest::newRow("malformed")
            << answered("{\"access_token\": ") << u"no JSON object"_s << false;
        QTest::newRow("html") << answered("<html>ok</html>") << u"no JSON object"_s << false;
        QTest::newRow("array") << answered("[{\"access_token\": \"at\"}]") << u"no JSON object"_s
                               << false;
        QTest::newRow("too large")
            << answered("{\"access_token\": \"at\", \"x\": \"" + QByteArray(64 * 1024, 'x') + "\"}")
            << u"no JSON object"_s << false;
        QTest::newRow("no access token")
            << answered("{\"token_type\": \"Bearer\"}") << u"has no access_token"_s << false;
        QTest::newRow("empty access token")
            << answered("{\"access_token\": \"\"}") << u"has no access_token"_s << false;
        QTest::newRow("access token no string")
            << answered("{\"access_token\": 12345}") << u"has no access_token"_s << false;
        QTest::newRow("blank error")
            << answered("{\"error\": \" \"}") << u"has no access_token"_s << false;
        // GitHub answers a bad code with 200.
        QTest::newRow("refusal with 200")
            << answered("{\"error\": \"bad_verification_code\", \"error_description\": \"The code "
                        "passed is incorrect or expired.\"}")
            << u"The code passed is incorrect or expired."_s << true;
        QTest::newRow("DPoP token")
            << answered("{\"access_token\": \"at\", \"token_type\": \"DPoP\"}")
            << u"the token endpoint gave a DPoP token, not a Bearer token"_s << false;
        QTest::newRow("long token type") << answered("{\"access_token\": \"at\", \"token_type\": \""
                                                     + QByteArray(300, 'T') + "\"}")
                                         << u"gave a TTTT"_s << false;
        QTest::newRow("type no string") << answered("{\"access_token\": \"at\", \"token_type\": 5}")
                                        << u"gave a 5 token, not a Bearer token"_s << false;
    }

    void readRefusal()
    {
        QFETCH(NetworkResult, result);
        QFETCH(QString, message);
        QFETCH(bool, refused);
        const auto read = TokenRequests::read(result);
        const auto *refusal = std::get_if<TokenRequests::Refusal>(&read);
        QVERIFY(refusal);
        QVERIFY2(refusal->message.contains(message), qPrintable(refusal->message));
        QVERIFY2(refusal->message.size() <= 200, qPrintable(refusal->message));
        QCOMPARE(refusal->refused, refused);
    }

    void apply()
    {
        OAuthGrant grant = fullGrant();
        TokenAnswer answer;
        answer.accessToken = "at-2";
        answer.expiresIn = 600;
        const QDateTime before = QDateTime::currentDateTimeUtc();
        TokenRequests::apply(answer, grant);
        QCOMPARE(grant.accessToken, QByteArray("at-2"));
        QVERIFY(grant.expires >= before.addSecs(600));
        QVERIFY(grant.expires <= QDateTime::currentDateTimeUtc().addSecs(600));
        // A server that does not rotate keeps the refresh token it gave.
        QCOMPARE(grant.refreshToken, QByteArray("rt-1"));
        QCOMPARE(grant.scope, u"mcp:basic mcp:write"_s);
        QVERIFY(grant.hasFreshAccessToken(60));

        answer.refreshToken = "rt-2";
        answer.scope = u"mcp:basic"_s;
        TokenRequests::apply(answer, grant);
        QCOMPARE(grant.refreshToken, QByteArray("rt-2"));
        QCOMPARE(grant.scope, u"mcp:basic"_s);
        QCOMPARE(OAuthGrant::fromJson(grant.toJson()), grant);
    }
};

QTEST_GUILESS_MAIN(tst_OAuthGrant)
#include "tst_oauthgrant.moc"
