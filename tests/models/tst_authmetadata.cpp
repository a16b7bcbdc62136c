// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Where OAuth metadata is looked for (RFC 9728, RFC 8414, OpenID Connect
// Discovery, MCP 2025-03-26's fallback) and reading it: captures of the MCP
// conformance suite and real servers, and every document that is refused.

#include "oauth/authmetadata.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

QByteArray capture(const QString &name)
{
    QFile file(u"" TOOLSHELF_SOURCE_DIR "/tests/data/oauth/"_s + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

QStringList texts(const QList<QUrl> &urls)
{
    QStringList result;
    for (const QUrl &url : urls)
        result.append(url.toString());
    return result;
}

QString problemOf(const std::variant<ProtectedResourceMetadata, QString> &read)
{
    const QString *problem = std::get_if<QString>(&read);
    return problem ? *problem : QString();
}

QString problemOf(const std::variant<AuthServerMetadata, QString> &read)
{
    const QString *problem = std::get_if<QString>(&read);
    return problem ? *problem : QString();
}

// A JSON array of `count` strings made by `entry`.
QByteArray arrayOf(int count, const std::function<QByteArray(int)> &entry)
{
    QByteArrayList entries;
    for (int i = 0; i < count; ++i)
        entries.append('"' + entry(i) + '"');
    return '[' + entries.join(',') + ']';
}

const QUrl Server(u"https://mcp.example.com/mcp"_s);
const QUrl Issuer(u"https://auth.example.com"_s);

// An authorization server document with the member `key` replaced (or added).
QByteArray authServer(const QByteArray &key, const QByteArray &value)
{
    QList<std::pair<QByteArray, QByteArray>> members {
        {"issuer", "\"https://auth.example.com\""},
        {"authorization_endpoint", "\"https://auth.example.com/authorize\""},
        {"token_endpoint", "\"https://auth.example.com/token\""},
        {"registration_endpoint", "\"https://auth.example.com/register\""},
    };
    const auto same = [&](const auto &member) { return member.first == key; };
    if (const auto it = std::find_if(members.begin(), members.end(), same); it != members.end())
        it->second = value;
    else
        members.append({key, value});
    QByteArrayList written;
    for (const auto &[name, json] : std::as_const(members))
        written.append('"' + name + "\": " + json);
    return '{' + written.join(", ") + '}';
}

} // namespace

class tst_AuthMetadata : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void protectedResourceUrls_data()
    {
        QTest::addColumn<QUrl>("resource");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("path")
            << QUrl(u"https://h.example:8443/mcp"_s)
            << QStringList {u"https://h.example:8443/.well-known/oauth-protected-resource/mcp"_s,
                            u"https://h.example:8443/.well-known/oauth-protected-resource"_s};
        QTest::newRow("deep path, trailing slash")
            << QUrl(u"https://h.example/a/b/"_s)
            << QStringList {u"https://h.example/.well-known/oauth-protected-resource/a/b"_s,
                            u"https://h.example/.well-known/oauth-protected-resource"_s};
        QTest::newRow("query, fragment and user dropped")
            << QUrl(u"https://me:pw@h.example/mcp?x=1#top"_s)
            << QStringList {u"https://h.example/.well-known/oauth-protected-resource/mcp"_s,
                            u"https://h.example/.well-known/oauth-protected-resource"_s};
        QTest::newRow("root") << QUrl(u"https://h.example/"_s)
                              << QStringList {
                                     u"https://h.example/.well-known/oauth-protected-resource"_s};
        QTest::newRow("no path")
            << QUrl(u"http://localhost:40123"_s)
            << QStringList {u"http://localhost:40123/.well-known/oauth-protected-resource"_s};
    }

    void protectedResourceUrls()
    {
        QFETCH(QUrl, resource);
        QFETCH(QStringList, expected);
        QCOMPARE(texts(AuthMetadata::protectedResourceUrls(resource)), expected);
    }

    void authServerUrls_data()
    {
        QTest::addColumn<QUrl>("issuer");
        QTest::addColumn<QStringList>("expected");
        const QStringList root {
            u"https://auth.example.com/.well-known/oauth-authorization-server"_s,
            u"https://auth.example.com/.well-known/openid-configuration"_s};
        QTest::newRow("no path") << QUrl(u"https://auth.example.com"_s) << root;
        QTest::newRow("slash") << QUrl(u"https://auth.example.com/"_s) << root;
        QTest::newRow("path")
            << QUrl(u"http://localhost:5/tenant1"_s)
            << QStringList {u"http://localhost:5/.well-known/oauth-authorization-server/tenant1"_s,
                            u"http://localhost:5/.well-known/openid-configuration/tenant1"_s,
                            u"http://localhost:5/tenant1/.well-known/openid-configuration"_s};
        QTest::newRow("path with trailing slash")
            << QUrl(u"https://login.example.com/realms/tools/"_s)
            << QStringList {
                   u"https://login.example.com/.well-known/oauth-authorization-server/realms/tools"_s,
                   u"https://login.example.com/.well-known/openid-configuration/realms/tools"_s,
                   u"https://login.example.com/realms/tools/.well-known/openid-configuration"_s};
    }

    void authServerUrls()
    {
        QFETCH(QUrl, issuer);
        QFETCH(QStringList, expected);
        QCOMPARE(texts(AuthMetadata::authServerUrls(issuer)), expected);
    }

    void fallback()
    {
        const AuthServerMetadata metadata
            = AuthMetadata::fallback(QUrl(u"https://mcp.example.com:8443/v1/mcp?x=1#f"_s));
        QCOMPARE(metadata.issuer, QUrl(u"https://mcp.example.com:8443"_s));
        QCOMPARE(metadata.authorizationEndpoint, QUrl(u"https://mcp.example.com:8443/authorize"_s));
        QCOMPARE(metadata.tokenEndpoint, QUrl(u"https://mcp.example.com:8443/token"_s));
        QCOMPARE(metadata.registrationEndpoint, QUrl(u"https://mcp.example.com:8443/register"_s));
        QCOMPARE(metadata.codeChallengeMethods, QStringList {u"S256"_s});
        QVERIFY(metadata.tokenEndpointAuthMethods.isEmpty());
        QCOMPARE(AuthMetadata::fallback(QUrl(u"http://localhost:3000/mcp"_s)).tokenEndpoint,
                 QUrl(u"http://localhost:3000/token"_s));
    }

    void readProtectedResourceCaptures()
    {
        // The conformance suite's path-based document, for its server at /mcp.
        const auto read = AuthMetadata::readProtectedResource(
            capture(u"prm-pathbased.json"_s), QUrl(u"http://localhost:40123/mcp"_s));
        QCOMPARE(problemOf(read), QString());
        const auto metadata = std::get<ProtectedResourceMetadata>(read);
        QCOMPARE(metadata.resource, QUrl(u"http://localhost:40123/mcp"_s));
        QCOMPARE(metadata.authorizationServers,
                 QList<QUrl> {QUrl(u"http://localhost:40124/tenant1"_s)});
        QCOMPARE(metadata.scopesSupported, (QStringList {u"mcp:basic"_s, u"mcp:write"_s}));
        // A whole-host document covers every path; members RFC 9728 adds are ignored.
        const auto root = AuthMetadata::readProtectedResource(capture(u"prm-root.json"_s), Server);
        QCOMPARE(problemOf(root), QString());
        QCOMPARE(std::get<ProtectedResourceMetadata>(root).authorizationServers.constFirst(),
                 Issuer);
    }

    void resourceCovers_data()
    {
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("lookedUp");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("same") << u"https://h.example/mcp"_s << u"https://h.example/mcp"_s << true;
        QTest::newRow("below") << u"https://h.example/mcp"_s << u"https://h.example/mcp/x"_s
                               << true;
        QTest::newRow("trailing slash")
            << u"https://h.example/mcp/"_s << u"https://h.example/mcp"_s << true;
        QTest::newRow("root") << u"https://h.example/"_s << u"https://h.example/a/b"_s << true;
        QTest::newRow("no path") << u"https://h.example"_s << u"https://h.example/mcp"_s << true;
        QTest::newRow("host case")
            << u"https://H.Example/mcp"_s << u"https://h.example/mcp"_s << true;
        QTest::newRow("default port")
            << u"https://h.example:443/mcp"_s << u"https://h.example/mcp"_s << true;
        QTest::newRow("query ignored")
            << u"https://h.example/mcp"_s << u"https://h.example/mcp?a=1"_s << true;
        QTest::newRow("not a segment")
            << u"https://h.example/mcp"_s << u"https://h.example/mcpx"_s << false;
        QTest::newRow("narrower") << u"https://h.example/mcp/x"_s << u"https://h.example/mcp"_s
                                  << false;
        QTest::newRow("sibling") << u"https://h.example/other"_s << u"https://h.example/mcp"_s
                                 << false;
        QTest::newRow("scheme") << u"http://h.example/mcp"_s << u"https://h.example/mcp"_s << false;
        QTest::newRow("port") << u"https://h.example:8443/mcp"_s << u"https://h.example/mcp"_s
                              << false;
        QTest::newRow("host") << u"https://evil.example/mcp"_s << u"https://h.example/mcp"_s
                              << false;
        QTest::newRow("subdomain")
            << u"https://a.h.example/mcp"_s << u"https://h.example/mcp"_s << false;
        QTest::newRow("loopback aliases")
            << u"http://127.0.0.1:4/mcp"_s << u"http://localhost:4/mcp"_s << false;
    }

    void resourceCovers()
    {
        QFETCH(QString, resource);
        QFETCH(QString, lookedUp);
        QFETCH(bool, accepted);
        const QByteArray json = "{\"resource\": \"" + resource.toUtf8()
            + "\", \"authorization_servers\": [\"https://auth.example.com\"]}";
        const QString problem
            = problemOf(AuthMetadata::readProtectedResource(json, QUrl(lookedUp)));
        QCOMPARE(problem.isEmpty(), accepted);
        if (!accepted)
            QVERIFY2(problem.contains(u"the metadata is for"_s), qPrintable(problem));
    }

    void readProtectedResourceRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("problem");
        const QByteArray resource = "\"resource\": \"https://mcp.example.com/mcp\"";
        const QByteArray servers = "\"authorization_servers\": [\"https://auth.example.com\"]";
        const auto document
            = [&](const QByteArray &members) -> QByteArray { return '{' + members + '}'; };
        QTest::newRow("malformed") << QByteArray("{\"resource\":") << u"malformed JSON at byte"_s;
        QTest::newRow("no object") << QByteArray("[]") << u"no JSON object"_s;
        QTest::newRow("too large") << QByteArray(
            document(resource + ',' + servers + ", \"x\": \"" + QByteArray(256 * 1024, 'a') + '"'))
                                   << u"larger than 256 KiB"_s;
        QTest::newRow("duplicate key")
            << document(resource + ',' + servers + ", \"resource\": \"https://evil.example/mcp\"")
            << u"duplicate key"_s;
        QTest::newRow("no resource") << document(servers) << u"the metadata has no resource"_s;
        QTest::newRow("resource no string")
            << document("\"resource\": 7, " + servers) << u"resource is no string"_s;
        QTest::newRow("resource relative")
            << document("\"resource\": \"/mcp\", " + servers) << u"resource is no absolute http"_s;
        QTest::newRow("resource too long") << document("\"resource\": \"https://mcp.example.com/"
                                                       + QByteArray(2048, 'a') + "\", " + servers)
                                           << u"resource is longer than 2048"_s;
        QTest::newRow("another resource")
            << document("\"resource\": \"https://evil.example/mcp\", " + servers)
            << u"the metadata is for https://evil.example/mcp, not for https://mcp.example.com/mcp"_s;
        QTest::newRow("no servers") << document(resource) << u"names no authorization server"_s;
        QTest::newRow("empty servers") << document(resource + ", \"authorization_servers\": []")
                                       << u"names no authorization server"_s;
        QTest::newRow("servers no list")
            << document(resource + ", \"authorization_servers\": \"https://auth.example.com\"")
            << u"authorization_servers is no list"_s;
        QTest::newRow("server no string")
            << document(resource + ", \"authorization_servers\": [{\"issuer\": \"x\"}]")
            << u"authorization_servers holds something other than strings"_s;
        QTest::newRow("server no url")
            << document(resource + ", \"authorization_servers\": [\"auth.example.com\"]")
            << u"the authorization server auth.example.com is no absolute"_s;
        QTest::newRow("server plain http")
            << document(resource + ", \"authorization_servers\": [\"http://auth.example.com\"]")
            << u"the authorization server http://auth.example.com is neither https nor on this computer"_s;
        QTest::newRow("65 servers") << document(
            resource + ", \"authorization_servers\": " + arrayOf(65, [](int i) -> QByteArray {
                return "https://a" + QByteArray::number(i) + ".example";
            })) << u"authorization_servers has more than 64 entries"_s;
        QTest::newRow("server too long")
            << document(resource + ", \"authorization_servers\": [\"https://a.example/"
                        + QByteArray(2048, 'a') + "\"]")
            << u"an entry of authorization_servers is longer than 2048"_s;
        QTest::newRow("scopes no list")
            << document(resource + ',' + servers + ", \"scopes_supported\": \"a b\"")
            << u"scopes_supported is no list"_s;
        QTest::newRow("scope no string")
            << document(resource + ',' + servers + ", \"scopes_supported\": [\"a\", 1]")
            << u"scopes_supported holds something other than strings"_s;
        QTest::newRow("257 scopes")
            << document(resource + ',' + servers + ", \"scopes_supported\": "
                        + arrayOf(257, [](int i) -> QByteArray { return QByteArray::number(i); }))
            << u"scopes_supported has more than 256 entries"_s;
    }

    void readProtectedResourceRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, problem);
        const QString read = problemOf(AuthMetadata::readProtectedResource(json, Server));
        QVERIFY2(read.contains(problem), qPrintable(read));
    }

    void readProtectedResourceBounds()
    {
        const QByteArray json
            = "{\"resource\": \"https://mcp.example.com/mcp\", \"authorization_servers\": "
            + arrayOf(64,
                      [](int i) -> QByteArray {
                          return "https://a" + QByteArray::number(i) + ".example";
                      })
            + ", \"scopes_supported\": "
            + arrayOf(256, [](int i) -> QByteArray { return QByteArray::number(i); }) + '}';
        const auto read = AuthMetadata::readProtectedResource(json, Server);
        QCOMPARE(problemOf(read), QString());
        QCOMPARE(std::get<ProtectedResourceMetadata>(read).authorizationServers.size(), 64);
        QCOMPARE(std::get<ProtectedResourceMetadata>(read).scopesSupported.size(), 256);
    }

    // The conformance suite's server gives its bare origin as the issuer,
    // its metadata and endpoints under /tenant1.
    void readAuthServerTenant()
    {
        const auto read = AuthMetadata::readAuthServer(capture(u"as-tenant.json"_s),
                                                       QUrl(u"http://localhost:5/tenant1"_s));
        QCOMPARE(problemOf(read), QString());
        const auto metadata = std::get<AuthServerMetadata>(read);
        QCOMPARE(metadata.issuer, QUrl(u"http://localhost:5"_s));
        QCOMPARE(metadata.authorizationEndpoint, QUrl(u"http://localhost:5/tenant1/authorize"_s));
        QCOMPARE(metadata.tokenEndpoint, QUrl(u"http://localhost:5/tenant1/token"_s));
        QCOMPARE(metadata.registrationEndpoint, QUrl(u"http://localhost:5/tenant1/register"_s));
        QCOMPARE(metadata.codeChallengeMethods, QStringList {u"S256"_s});
        QCOMPARE(metadata.tokenEndpointAuthMethods, QStringList {u"none"_s});
        QCOMPARE(metadata.grantTypes, (QStringList {u"authorization_code"_s, u"refresh_token"_s}));
        QVERIFY(metadata.scopesSupported.isEmpty());
        QVERIFY(!metadata.clientIdMetadataDocumentSupported);
    }

    void readAuthServerOpenId()
    {
        const QUrl issuer(u"https://login.example.com/realms/tools"_s);
        const auto read = AuthMetadata::readAuthServer(capture(u"as-openid.json"_s), issuer);
        QCOMPARE(problemOf(read), QString());
        const auto metadata = std::get<AuthServerMetadata>(read);
        QCOMPARE(metadata.issuer, issuer);
        QCOMPARE(metadata.registrationEndpoint, QUrl());
        QCOMPARE(metadata.tokenEndpointAuthMethods,
                 (QStringList {u"client_secret_basic"_s, u"client_secret_post"_s,
                               u"private_key_jwt"_s}));
        QCOMPARE(metadata.codeChallengeMethods, (QStringList {u"plain"_s, u"S256"_s}));
        QCOMPARE(metadata.scopesSupported.size(), 4);
        QVERIFY(metadata.clientIdMetadataDocumentSupported);
    }

    // Not said is not refused: the caller decides what a missing list means.
    void readAuthServerMinimal()
    {
        const auto read = AuthMetadata::readAuthServer(
            "{\"issuer\": \"https://auth.example.com\", \"authorization_endpoint\": "
            "\"https://auth.example.com/a\", \"token_endpoint\": \"https://auth.example.com/t\", "
            "\"client_id_metadata_document_supported\": \"yes\"}",
            Issuer);
        QCOMPARE(problemOf(read), QString());
        const auto metadata = std::get<AuthServerMetadata>(read);
        QVERIFY(metadata.codeChallengeMethods.isEmpty());
        QVERIFY(metadata.registrationEndpoint.isEmpty());
        QVERIFY(!metadata.clientIdMetadataDocumentSupported);
    }

    void readAuthServerRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QUrl>("issuer");
        QTest::addColumn<QString>("problem");
        QTest::newRow("foreign token endpoint")
            << capture(u"as-foreign-token.json"_s) << Issuer
            << u"the token endpoint https://tokens.attacker.example/token is on another origin "
               u"than "
               "the issuer https://auth.example.com"_s;
        QTest::newRow("plain http authorization endpoint")
            << capture(u"as-http-authorize.json"_s) << QUrl(u"http://auth.example.com"_s)
            << u"the authorization endpoint http://auth.example.com/authorize is neither https nor "
               "on this computer"_s;
        QTest::newRow("malformed") << QByteArray("{") << Issuer << u"malformed JSON"_s;
        QTest::newRow("no object") << QByteArray("[\"issuer\"]") << Issuer << u"no JSON object"_s;
        QTest::newRow("too large") << authServer("x", '"' + QByteArray(256 * 1024, 'a') + '"')
                                   << Issuer << u"larger than 256 KiB"_s;
        QTest::newRow("another issuer")
            << authServer("code_challenge_methods_supported", "[\"S256\"]")
            << QUrl(u"https://login.example.com"_s)
            << u"the metadata is for the issuer https://auth.example.com, not for https://login.example.com"_s;
        QTest::newRow("another port")
            << authServer("code_challenge_methods_supported", "[\"S256\"]")
            << QUrl(u"https://auth.example.com:444/tenant"_s) << u"is for the issuer"_s;
        QTest::newRow("no issuer")
            << QByteArray("{\"authorization_endpoint\": \"https://auth.example.com/a\", "
                          "\"token_endpoint\": \"https://auth.example.com/t\"}")
            << Issuer << u"the metadata has no issuer"_s;
        QTest::newRow("issuer relative")
            << QByteArray("{\"issuer\": \"/tenant1\"}") << Issuer << u"issuer is no absolute"_s;
        QTest::newRow("no authorization endpoint")
            << QByteArray("{\"issuer\": \"https://auth.example.com\", \"token_endpoint\": "
                          "\"https://auth.example.com/t\"}")
            << Issuer << u"the metadata has no authorization_endpoint"_s;
        QTest::newRow("no token endpoint")
            << QByteArray("{\"issuer\": \"https://auth.example.com\", \"authorization_endpoint\": "
                          "\"https://auth.example.com/a\"}")
            << Issuer << u"the metadata has no token_endpoint"_s;
        QTest::newRow("foreign authorization endpoint")
            << authServer("authorization_endpoint", "\"https://evil.example/authorize\"") << Issuer
            << u"the authorization endpoint https://evil.example/authorize is on another origin"_s;
        QTest::newRow("foreign registration endpoint")
            << authServer("registration_endpoint", "\"https://auth.example.com:8443/register\"")
            << Issuer
            << u"the registration endpoint https://auth.example.com:8443/register is on another origin"_s;
        QTest::newRow("downgraded token endpoint")
            << authServer("token_endpoint", "\"http://auth.example.com/token\"") << Issuer
            << u"token endpoint http://auth.example.com/token is on another origin"_s;
        QTest::newRow("endpoint no string")
            << authServer("token_endpoint", "[\"https://auth.example.com/t\"]") << Issuer
            << u"token_endpoint is no string"_s;
        QTest::newRow("endpoint relative")
            << authServer("token_endpoint", "\"/token\"") << Issuer
            << u"token_endpoint is no absolute http or https URL: /token"_s;
        QTest::newRow("endpoint javascript")
            << authServer("authorization_endpoint", "\"javascript:alert(1)\"") << Issuer
            << u"authorization_endpoint is no absolute"_s;
        QTest::newRow("plain pkce only")
            << authServer("code_challenge_methods_supported", "[\"plain\"]") << Issuer
            << u"does not support PKCE with S256"_s;
        QTest::newRow("no pkce method") << authServer("code_challenge_methods_supported", "[]")
                                        << Issuer << u"does not support PKCE with S256"_s;
        QTest::newRow("pkce no list") << authServer("code_challenge_methods_supported", "\"S256\"")
                                      << Issuer << u"code_challenge_methods_supported is no list"_s;
        QTest::newRow("auth method no string")
            << authServer("token_endpoint_auth_methods_supported", "[null]") << Issuer
            << u"token_endpoint_auth_methods_supported holds something other than strings"_s;
        QTest::newRow("257 grant types")
            << authServer("grant_types_supported",
                          arrayOf(257, [](int i) -> QByteArray { return QByteArray::number(i); }))
            << Issuer << u"grant_types_supported has more than 256 entries"_s;
        QTest::newRow("scope too long")
            << authServer("scopes_supported", "[\"" + QByteArray(2049, 's') + "\"]") << Issuer
            << u"an entry of scopes_supported is longer than 2048"_s;
    }

    void readAuthServerRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QUrl, issuer);
        QFETCH(QString, problem);
        const QString read = problemOf(AuthMetadata::readAuthServer(json, issuer));
        QVERIFY2(read.contains(problem), qPrintable(read));
    }

    // What the document says is shown escaped and cut short.
    void problemsAreSafeText()
    {
        const QString read = problemOf(AuthMetadata::readAuthServer(
            authServer("token_endpoint",
                       "\"https://evil\u202e.example/" + QByteArray(3000, 'a') + '"'),
            Issuer));
        QVERIFY(!read.isEmpty());
        QVERIFY2(!read.contains(QChar(0x202e)), qPrintable(read));
        QVERIFY2(read.size() < 500, qPrintable(read));
    }

    void isSecureEndpoint_data()
    {
        QTest::addColumn<QUrl>("url");
        QTest::addColumn<bool>("secure");
        QTest::newRow("https") << QUrl(u"https://auth.example.com/token"_s) << true;
        QTest::newRow("localhost") << QUrl(u"http://localhost:5/token"_s) << true;
        QTest::newRow("127/8") << QUrl(u"http://127.0.0.5:80/"_s) << true;
        QTest::newRow("::1") << QUrl(u"http://[::1]:8080/token"_s) << true;
        QTest::newRow("http elsewhere") << QUrl(u"http://auth.example.com/token"_s) << false;
        QTest::newRow("localhost lookalike") << QUrl(u"http://localhost.evil.example/"_s) << false;
        QTest::newRow("loopback lookalike") << QUrl(u"http://127.0.0.1.nip.io/"_s) << false;
        QTest::newRow("lan") << QUrl(u"http://192.168.1.2/"_s) << false;
        QTest::newRow("ftp") << QUrl(u"ftp://localhost/"_s) << false;
        QTest::newRow("relative") << QUrl(u"/token"_s) << false;
        QTest::newRow("empty") << QUrl() << false;
    }

    void isSecureEndpoint()
    {
        QFETCH(QUrl, url);
        QFETCH(bool, secure);
        QCOMPARE(AuthMetadata::isSecureEndpoint(url), secure);
    }

    void canonicalResource_data()
    {
        QTest::addColumn<QUrl>("url");
        QTest::addColumn<QString>("expected");
        QTest::newRow("lower case, no fragment")
            << QUrl(u"HTTPS://MCP.Example.COM/MCP#top"_s) << u"https://mcp.example.com/MCP"_s;
        QTest::newRow("root slash")
            << QUrl(u"https://mcp.example.com/"_s) << u"https://mcp.example.com"_s;
        QTest::newRow("query kept") << QUrl(u"https://mcp.example.com/mcp?tenant=a"_s)
                                    << u"https://mcp.example.com/mcp?tenant=a"_s;
        QTest::newRow("port and trailing slash kept")
            << QUrl(u"http://localhost:3000/mcp/"_s) << u"http://localhost:3000/mcp/"_s;
    }

    void canonicalResource()
    {
        QFETCH(QUrl, url);
        QFETCH(QString, expected);
        QCOMPARE(AuthMetadata::canonicalResource(url).toString(), expected);
    }
};

QTEST_GUILESS_MAIN(tst_AuthMetadata)
#include "tst_authmetadata.moc"
