// The command line against a real MCP server, server-everything over
// streamable HTTP: added as an MCP provider, synced, searched, shown with
// its schema as served, pinned, and its tools called with checked inputs.

#include "catalogfixture.h"
#include "mcpeverything.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Fixture;
using namespace CatalogFixture;
using namespace Qt::StringLiterals;

class tst_McpCommands : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_profile;
    std::unique_ptr<EverythingServer> m_server;

private Q_SLOTS:
    void initTestCase()
    {
        TOOLSHELF_REQUIRE_EVERYTHING();
        m_server = std::make_unique<EverythingServer>();
        QVERIFY(m_server->start());
        m_profile = m_dir.filePath(u"profile"_s);
        const Run added = toolshelf(m_profile,
                                    {u"provider"_s, u"add"_s, u"Everything"_s,
                                     m_server->url().toString(), u"--dialect"_s, u"mcp"_s});
        QVERIFY2(added.code == 0, qPrintable(added.err));
        const Run synced = toolshelf(m_profile, {u"sync"_s});
        QVERIFY2(synced.code == 0, qPrintable(synced.err + synced.out));
    }

    void toolsAreListedAndShown()
    {
        const QJsonArray found
            = toolshelf(m_profile, {u"search"_s, u"echo"_s, u"--json"_s}).array();
        QVERIFY(!found.isEmpty());
        QCOMPARE(found.first().toObject().value(u"toolId"_s).toString(), u"echo"_s);
        QVERIFY(toolshelf(m_profile, {u"search"_s, u"--json"_s}).array().size() >= 10);
        const Run shown = toolshelf(m_profile, {u"show"_s, u"Everything/echo"_s, u"--json"_s});
        QVERIFY2(shown.code == 0, qPrintable(shown.err));
        const QJsonObject tool = shown.object();
        QCOMPARE(tool.value(u"version"_s).toInt(), 1);
        QCOMPARE(tool.value(u"inputSchema"_s)
                     .toObject()
                     .value(u"required"_s)
                     .toArray()
                     .first()
                     .toString(),
                 u"message"_s);
        // Synced again unchanged: the same version, nothing new.
        const Run again = toolshelf(m_profile, {u"sync"_s});
        QVERIFY2(again.out.contains(u"new versions 0"_s), qPrintable(again.out));
    }

    void pinAndCall()
    {
        const Run pinned = toolshelf(m_profile, {u"pin"_s, u"Everything/echo"_s, u"1"_s});
        QVERIFY2(pinned.code == 0, qPrintable(pinned.err));
        const Run called = toolshelf(
            m_profile,
            {u"invoke"_s, u"Everything/echo"_s, u"--input"_s, u"{\"message\": \"hello\"}"_s});
        QVERIFY2(called.code == 0, qPrintable(called.err));
        QVERIFY2(called.out.contains(u"Echo: hello"_s), qPrintable(called.out));
        // Checked against the schema before anything is sent.
        const Run missing = toolshelf(m_profile, {u"invoke"_s, u"Everything/echo"_s});
        QVERIFY(missing.code != 0);
        QVERIFY2(missing.err.contains(u"/message"_s), qPrintable(missing.err));
        const Run sum = toolshelf(m_profile,
                                  {u"invoke"_s, u"Everything/get-sum"_s, u"--input"_s,
                                   u"{\"a\": 2, \"b\": 3}"_s, u"--json"_s});
        QVERIFY2(sum.code == 0, qPrintable(sum.err));
        QVERIFY2(sum.out.contains(u"5"_s), qPrintable(sum.out));
    }

    // A server that is not there: the sync fails with the cause, the catalog stays.
    void unreachableServerKeepsTheCatalog()
    {
        const Run added = toolshelf(m_profile,
                                    {u"provider"_s, u"add"_s, u"Gone"_s,
                                     u"http://127.0.0.1:9/mcp"_s, u"--dialect"_s, u"mcp"_s});
        QVERIFY2(added.code == 0, qPrintable(added.err));
        const Run synced = toolshelf(m_profile, {u"sync"_s, u"Gone"_s});
        QVERIFY(synced.code != 0);
        QVERIFY2(synced.out.contains(u"the previous catalog is kept"_s), qPrintable(synced.out));
        QVERIFY2(synced.out.contains(u"127.0.0.1:9"_s), qPrintable(synced.out));
        QVERIFY(!toolshelf(m_profile, {u"search"_s, u"echo"_s, u"--json"_s}).array().isEmpty());
    }
};

QTEST_MAIN(tst_McpCommands)
#include "tst_mcpcommands.moc"
