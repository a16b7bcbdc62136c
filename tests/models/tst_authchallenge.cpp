// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// WWW-Authenticate headers as MCP servers send them (the conformance suite's
// captures among them), malformed ones, and the parser's bounds.

#include "oauth/authchallenge.h"

#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

// "Scheme(name=value;...) | Scheme(...)": a whole parse in one comparable line.
QString describe(const QList<AuthChallenge> &challenges)
{
    QStringList described;
    for (const AuthChallenge &challenge : challenges) {
        QStringList parameters;
        for (const auto &[name, value] : challenge.parameters)
            parameters.append(name + u'=' + value);
        described.append(challenge.scheme + u'(' + parameters.join(u';') + u')');
    }
    return described.join(u" | "_s);
}

} // namespace

class tst_AuthChallenge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<QString>("expected");
        // @modelcontextprotocol/conformance 0.1.9, auth scenarios.
        QTest::newRow("conformance: no token")
            << QByteArray("Bearer error=\"invalid_token\", error_description=\"Missing "
                          "Authorization header\", "
                          "resource_metadata=\"http://localhost:40123/.well-known/"
                          "oauth-protected-resource/mcp\"")
            << u"Bearer(error=invalid_token;error_description=Missing Authorization header;"
               "resource_metadata=http://localhost:40123/.well-known/oauth-protected-resource/mcp)"_s;
        QTest::newRow("conformance: step-up")
            << QByteArray("Bearer scope=\"mcp:basic mcp:write\", "
                          "resource_metadata=\"http://localhost:4/.well-known/"
                          "oauth-protected-resource/mcp\", error=\"insufficient_scope\"")
            << u"Bearer(scope=mcp:basic mcp:write;"
               "resource_metadata=http://localhost:4/.well-known/"
               "oauth-protected-resource/mcp;"
               "error=insufficient_scope)"_s;
        QTest::newRow("two challenges") << QByteArray("Basic realm=\"x\", Bearer scope=\"a\"")
                                        << u"Basic(realm=x) | Bearer(scope=a)"_s;
        // RFC 9110 11.6.1's own example.
        QTest::newRow("rfc 9110")
            << QByteArray("Newauth realm=\"apps\", type=1, title=\"Login to \\\"apps\\\"\", Basic "
                          "realm=\"simple\"")
            << u"Newauth(realm=apps;type=1;title=Login to \"apps\") | Basic(realm=simple)"_s;
        QTest::newRow("token68 skipped") << QByteArray("Negotiate YIIB+w/x==, Bearer realm=\"r\"")
                                         << u"Negotiate() | Bearer(realm=r)"_s;
        QTest::newRow("token68 alone") << QByteArray("Basic dXNlcjpw") << u"Basic()"_s;
        QTest::newRow("bare schemes") << QByteArray("Basic, Bearer") << u"Basic() | Bearer()"_s;
        QTest::newRow("escapes") << QByteArray(
            "Bearer realm=\"a \\\"q\\\" \\\\ \\b\", scope=\"x,y\"")
                                 << u"Bearer(realm=a \"q\" \\ b;scope=x,y)"_s;
        QTest::newRow("token values") << QByteArray("Bearer error=invalid_token, scope=read")
                                      << u"Bearer(error=invalid_token;scope=read)"_s;
        QTest::newRow("names lower-cased")
            << QByteArray("bearer Error=\"x\", SCOPE=\"y\"") << u"bearer(error=x;scope=y)"_s;
        QTest::newRow("whitespace around =")
            << QByteArray("Bearer realm = \"x\" ,\tscope= y ") << u"Bearer(realm=x;scope=y)"_s;
        QTest::newRow("empty commas")
            << QByteArray(" ,, Bearer ,, realm=\"x\" ,") << u"Bearer(realm=x)"_s;
        QTest::newRow("utf-8 value")
            << QByteArray("Bearer error_description=\"Zugriff verweigert – Äpfel\"")
            << u"Bearer(error_description=Zugriff verweigert – Äpfel)"_s;
        QTest::newRow("quoted comma does not split")
            << QByteArray("Bearer realm=\"a, Basic b\", scope=\"s\"")
            << u"Bearer(realm=a, Basic b;scope=s)"_s;
        QTest::newRow("empty") << QByteArray() << QString();
        QTest::newRow("commas only") << QByteArray(" , ,") << QString();
        // Malformed: skipped to the next comma, never guessed at.
        QTest::newRow("garbage parameter")
            << QByteArray("Bearer @@@, realm=\"x\"") << u"Bearer(realm=x)"_s;
        QTest::newRow("junk after a value")
            << QByteArray("Bearer realm=\"x\" junk here, scope=\"y\"")
            << u"Bearer(realm=x;scope=y)"_s;
        QTest::newRow("missing comma")
            << QByteArray("Bearer realm=\"x\" scope=\"y\"") << u"Bearer(realm=x)"_s;
        QTest::newRow("two words after a scheme")
            << QByteArray("Bearer abc def, scope=\"a\"") << u"Bearer(scope=a)"_s;
        QTest::newRow("unterminated quote")
            << QByteArray("Bearer realm=\"r\", scope=\"a b") << u"Bearer(realm=r)"_s;
        QTest::newRow("backslash at the end") << QByteArray("Bearer scope=\"a\\") << u"Bearer()"_s;
        QTest::newRow("no value") << QByteArray("Bearer a=\"1\", realm=, scope=\"s\"")
                                  << u"Bearer(a=1;scope=s)"_s;
        QTest::newRow("parameter before any scheme")
            << QByteArray("realm=\"x\", Bearer scope=\"a\"") << u"Bearer(scope=a)"_s;
        QTest::newRow("double equals")
            << QByteArray("Bearer a=\"1\", b==2, c=\"3\"") << u"Bearer(a=1;c=3)"_s;
        QTest::newRow("control bytes")
            << QByteArray("Bearer \x01\x02, realm=\"x\"") << u"Bearer(realm=x)"_s;
    }

    void parse()
    {
        QFETCH(QByteArray, header);
        QFETCH(QString, expected);
        QCOMPARE(describe(AuthChallenge::parse(header)), expected);
    }

    void accessors()
    {
        const AuthChallenge challenge = AuthChallenge::bearer(
            "Bearer scope=\"mcp:basic mcp:write\", "
            "resource_metadata=\"http://localhost:4/.well-known/oauth-protected-resource/mcp\", "
            "error=\"insufficient_scope\", Scope=\"second\"");
        QCOMPARE(challenge.scheme, u"Bearer"_s);
        QVERIFY(challenge.isInsufficientScope());
        QCOMPARE(challenge.error(), u"insufficient_scope"_s);
        // The first of two wins.
        QCOMPARE(challenge.scope(), u"mcp:basic mcp:write"_s);
        QCOMPARE(challenge.parameter(u"ERROR"_s), u"insufficient_scope"_s);
        QCOMPARE(challenge.parameter(u"realm"_s), QString());
        QCOMPARE(challenge.resourceMetadata(),
                 QUrl(u"http://localhost:4/.well-known/oauth-protected-resource/mcp"_s));
        QVERIFY(!AuthChallenge::bearer("Bearer error=\"invalid_token\"").isInsufficientScope());
    }

    void bearer_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<QString>("scheme");
        QTest::addColumn<QString>("realm");
        QTest::newRow("after basic")
            << QByteArray("Basic realm=\"b\", Bearer realm=\"t\"") << u"Bearer"_s << u"t"_s;
        QTest::newRow("upper case") << QByteArray("BEARER realm=\"t\"") << u"BEARER"_s << u"t"_s;
        QTest::newRow("the first")
            << QByteArray("Bearer realm=\"1\", Bearer realm=\"2\"") << u"Bearer"_s << u"1"_s;
        QTest::newRow("none") << QByteArray("Basic realm=\"b\"") << QString() << QString();
        QTest::newRow("a longer name is another scheme")
            << QByteArray("BearerX realm=\"b\"") << QString() << QString();
        QTest::newRow("empty") << QByteArray() << QString() << QString();
    }

    void bearer()
    {
        QFETCH(QByteArray, header);
        QFETCH(QString, scheme);
        QFETCH(QString, realm);
        const AuthChallenge challenge = AuthChallenge::bearer(header);
        QCOMPARE(challenge.scheme, scheme);
        QCOMPARE(challenge.parameter(u"realm"_s), realm);
    }

    void resourceMetadata_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QUrl>("expected");
        const QUrl https(u"https://mcp.example.com/.well-known/oauth-protected-resource"_s);
        QTest::newRow("https") << https.toString() << https;
        QTest::newRow("loopback http")
            << u"http://127.0.0.1:8080/prm"_s << QUrl(u"http://127.0.0.1:8080/prm"_s);
        QTest::newRow("relative") << u"/.well-known/oauth-protected-resource"_s << QUrl();
        QTest::newRow("no host") << u"http:///prm"_s << QUrl();
        QTest::newRow("file") << u"file:///etc/passwd"_s << QUrl();
        QTest::newRow("javascript") << u"javascript:alert(1)"_s << QUrl();
        QTest::newRow("not strict") << u"https://exa mple.com/prm"_s << QUrl();
        QTest::newRow("absent") << QString() << QUrl();
    }

    void resourceMetadata()
    {
        QFETCH(QString, value);
        QFETCH(QUrl, expected);
        AuthChallenge challenge;
        challenge.scheme = u"Bearer"_s;
        if (!value.isNull())
            challenge.parameters.append({u"resource_metadata"_s, value});
        QCOMPARE(challenge.resourceMetadata(), expected);
    }

    void boundedChallenges()
    {
        QByteArray header;
        for (int i = 0; i < 20; ++i)
            header += "S" + QByteArray::number(i) + " a=\"" + QByteArray::number(i) + "\", ";
        const QList<AuthChallenge> challenges = AuthChallenge::parse(header);
        QCOMPARE(challenges.size(), 16);
        QCOMPARE(challenges.constLast().scheme, u"S15"_s);
        QCOMPARE(challenges.constLast().parameter(u"a"_s), u"15"_s);
    }

    void boundedParameters()
    {
        QByteArray header = "Bearer ";
        for (int i = 0; i < 40; ++i)
            header += "p" + QByteArray::number(i) + "=v, ";
        header += "Basic realm=\"after\"";
        const QList<AuthChallenge> challenges = AuthChallenge::parse(header);
        QCOMPARE(challenges.size(), 2);
        QCOMPARE(challenges.at(0).parameters.size(), 32);
        QCOMPARE(challenges.at(0).parameters.constLast().first, u"p31"_s);
        QCOMPARE(challenges.at(1).parameter(u"realm"_s), u"after"_s);
    }

    // A value cut short would be another value (a shorter URL): it is left out.
    void boundedValues()
    {
        const QByteArray longest(4096, 'a');
        const QList<AuthChallenge> challenges = AuthChallenge::parse(
            "Bearer realm=\"" + longest + "\", scope=\"" + longest + "a\", error=x");
        QCOMPARE(challenges.size(), 1);
        QCOMPARE(challenges.at(0).parameter(u"realm"_s).size(), 4096);
        QCOMPARE(challenges.at(0).parameter(u"scope"_s), QString());
        QCOMPARE(challenges.at(0).error(), u"x"_s);
    }

    void boundedHeader()
    {
        const QByteArray padding(16 * 1024, 'x');
        QCOMPARE(
            AuthChallenge::bearer("Basic realm=\"" + padding + "\", Bearer realm=\"r\"").scheme,
            QString());
        QCOMPARE(AuthChallenge::bearer("Bearer realm=\"r\", Basic realm=\"" + padding + "\"")
                     .parameter(u"realm"_s),
                 u"r"_s);
        // Only the first 16 KiB are read, whatever follows.
        AuthChallenge::parse("Bearer " + QByteArray("a=\"\\").repeated(300000));
        AuthChallenge::parse(QByteArray(1024 * 1024, ','));
    }
};

QTEST_GUILESS_MAIN(tst_AuthChallenge)
#include "tst_authchallenge.moc"
