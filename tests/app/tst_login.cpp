// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `toolshelf login` as a user runs it: after storing the secret it asks the
// provider for one page of tools, signed with it, and says whether the
// provider accepted it. The reference provider on loopback checks an API key.

#include "providerfixture.h"
#include "toolshelfprocess.h"

#include <QProcess>
#include <QTcpServer>

using namespace Toolshelf;
using namespace Fixture;
using ToolshelfProcess::Result;

namespace {

const QByteArray Key = "the-right-k3y-7c1e";

} // namespace

class tst_Login : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_profile;
    std::unique_ptr<ProviderServer> m_server;

    Result toolshelf(const QStringList &arguments, const QByteArray &input = {})
    {
        return ToolshelfProcess::run(m_profile, m_dir.filePath(QStringLiteral("none.json")),
                                     arguments, input);
    }

    void addVendor(const QUrl &baseUrl)
    {
        const Result added = toolshelf({QStringLiteral("provider"), QStringLiteral("add"),
                                        QStringLiteral("Vendor"), baseUrl.toString(),
                                        QStringLiteral("--dialect"), QStringLiteral("a2t"),
                                        QStringLiteral("--auth"), QStringLiteral("api-key")});
        QVERIFY2(added.code == 0, added.err.constData());
    }

    // What a sync makes of the stored secret: whether it is the one kept.
    bool syncs() { return toolshelf({QStringLiteral("sync"), QStringLiteral("Vendor")}).code == 0; }

private Q_SLOTS:
    void initTestCase()
    {
        ProviderConfig config;
        config.auth.mode = AuthConfig::Mode::ApiKey;
        config.auth.secret = Key;
        m_server = startServer(config, demoCatalog(m_dir));
    }

    void init()
    {
        static int counter = 0;
        m_profile = m_dir.filePath(QStringLiteral("profile%1").arg(++counter));
    }

    void acceptedSecret()
    {
        addVendor(m_server->baseUrl(0));
        const Result login = toolshelf({QStringLiteral("login"), QStringLiteral("Vendor")}, Key);
        QVERIFY2(login.code == 0, login.err.constData());
        QVERIFY2(login.out.contains("Stored the credentials for Vendor"), login.out.constData());
        QVERIFY2(login.out.contains("Vendor accepted them"), login.out.constData());
        QVERIFY2(login.out.contains("lists tools"), login.out.constData());
    }

    // Refused: said, exit 1, and the secret stays stored (as the message says).
    void refusedSecret()
    {
        addVendor(m_server->baseUrl(0));
        const Result login
            = toolshelf({QStringLiteral("login"), QStringLiteral("Vendor")}, "a-typo");
        QCOMPARE(login.code, 1);
        QVERIFY2(login.err.contains("refused the credentials (HTTP 401)"), login.err.constData());
        QVERIFY2(login.err.contains("stay stored in the keychain"), login.err.constData());
        QVERIFY(!login.out.contains("accepted"));
        // Stored indeed: the sync signs with it and is refused the same way.
        QVERIFY(!syncs());
        const Result fixed = toolshelf({QStringLiteral("login"), QStringLiteral("Vendor")}, Key);
        QVERIFY2(fixed.code == 0, fixed.err.constData());
        QVERIFY(syncs());
    }

    // Nothing to ask: stored, and said that it could not be checked, with the cause.
    void unreachableProvider()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close();
        addVendor(QUrl(QStringLiteral("http://127.0.0.1:%1/a2t").arg(port)));
        const Result login = toolshelf({QStringLiteral("login"), QStringLiteral("Vendor")}, Key);
        QCOMPARE(login.code, 1);
        QVERIFY2(login.out.contains("Stored the credentials for Vendor"), login.out.constData());
        QVERIFY2(login.err.contains("are stored, but could not be checked"), login.err.constData());
        QVERIFY2(login.err.contains("refused"), login.err.constData()); // "Connection refused"
    }

    // --no-verify stores and asks nothing, as before.
    // A local MCP server's secret variables: NAME=value lines, stored in the
    // keychain, then checked by starting the server with them.
    void localServerEnvironment()
    {
        // Answers only when started with the right token.
        const QString script = m_dir.filePath(QStringLiteral("needs-token.sh"));
        QVERIFY(writeFile(script, R"(read line
[ "$API_TOKEN" = "tok-42" ] || { echo "API_TOKEN is wrong or not set" >&2; exit 1; }
echo '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"needs-token"}}}'
read initialized
read request
echo '{"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"t","inputSchema":{"type":"object"}}]}}'
exec cat >/dev/null
)"));
        const Result added = toolshelf({QStringLiteral("provider"), QStringLiteral("add"),
                                        QStringLiteral("Local"), QStringLiteral("--stdio"),
                                        QStringLiteral("--env"), QStringLiteral("API_TOKEN=wrong"),
                                        QStringLiteral("--"), QStringLiteral("sh"), script});
        QVERIFY2(added.code == 0, added.err.constData());
        QVERIFY(toolshelf({QStringLiteral("sync"), QStringLiteral("Local")}).code != 0);
        const Result login
            = toolshelf({QStringLiteral("login"), QStringLiteral("Local")}, "API_TOKEN=tok-42\n");
        QVERIFY2(login.code == 0, QByteArray(login.err + login.out).constData());
        QVERIFY2(login.out.contains("Local accepted them"), login.out.constData());
        QVERIFY(toolshelf({QStringLiteral("sync"), QStringLiteral("Local")}).code == 0);
        const Result bad
            = toolshelf({QStringLiteral("login"), QStringLiteral("Local")}, "not a variable\n");
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains("line 1 is not NAME=value"), bad.err.constData());
    }

    void noVerify()
    {
        addVendor(m_server->baseUrl(0));
        const Result login = toolshelf(
            {QStringLiteral("login"), QStringLiteral("--no-verify"), QStringLiteral("Vendor")},
            "a-typo");
        QVERIFY2(login.code == 0, login.err.constData());
        QVERIFY(login.out.contains("Stored the credentials for Vendor"));
        QVERIFY(!login.out.contains("accepted"));
        QVERIFY(login.err.isEmpty());
        QVERIFY(!syncs());
    }
};

QTEST_GUILESS_MAIN(tst_Login)
#include "tst_login.moc"
