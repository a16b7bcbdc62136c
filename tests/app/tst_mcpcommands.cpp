// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The command line against a real MCP server, server-everything over
// streamable HTTP and started as a local server over stdio: added as an MCP
// provider, synced, searched, shown with its schema as served, pinned, and
// its tools called with checked inputs.

#include "catalogfixture.h"
#include "mcpeverything.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
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

    // Without --dialect the server is asked: it answers MCP's initialize.
    void dialectIsDetected()
    {
        const Run added = toolshelf(
            m_profile, {u"provider"_s, u"add"_s, u"Detected"_s, m_server->url().toString()});
        QVERIFY2(added.code == 0, qPrintable(added.err + added.out));
        QVERIFY2(added.out.contains(u"Detected MCP"_s), qPrintable(added.out));
        const Run listed = toolshelf(m_profile, {u"provider"_s, u"list"_s, u"--json"_s});
        QVERIFY(listed.out.contains(u"\"mcp\""_s));
        QVERIFY(toolshelf(m_profile, {u"provider"_s, u"remove"_s, u"Detected"_s}).code == 0);
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
        // name=value gives a number property a number, as its schema says.
        const Run typed
            = toolshelf(m_profile, {u"invoke"_s, u"Everything/get-sum"_s, u"a=2"_s, u"b=3.5"_s});
        QVERIFY2(typed.code == 0, qPrintable(typed.err));
        QVERIFY2(typed.out.contains(u"5.5"_s), qPrintable(typed.out));
        const Run text
            = toolshelf(m_profile, {u"invoke"_s, u"Everything/get-sum"_s, u"a=two"_s, u"b=3"_s});
        QVERIFY(text.code != 0);
        QVERIFY2(text.err.contains(u"/a"_s), qPrintable(text.err));
    }

    // `provider add --stdio`: the server is started for each sync and call;
    // a secret variable goes to the keychain and never to the file.
    void localServerOverStdio()
    {
        const Run added = toolshelf(
            m_profile,
            {u"provider"_s, u"add"_s, u"Local"_s, u"--stdio"_s, u"--env"_s, u"LOG_LEVEL=debug"_s,
             u"--env"_s, u"GITHUB_TOKEN=ghp_notreal"_s, u"--"_s, everythingCommand(), u"stdio"_s});
        QVERIFY2(added.code == 0 || added.err.contains(u"no keychain"_s),
                 qPrintable(added.err + added.out));
        QVERIFY2(added.out.contains(u"Added Local ("_s + everythingCommand() + u" stdio)"_s),
                 qPrintable(added.out));
        const Run listed = toolshelf(m_profile, {u"provider"_s, u"list"_s, u"--json"_s});
        QVERIFY(!listed.out.contains(u"ghp_notreal"_s));
        QVERIFY2(listed.out.contains(u"LOG_LEVEL=debug"_s), qPrintable(listed.out));
        if (added.code != 0)
            QSKIP("no keychain: the secret variable could not be stored");
        QVERIFY2(added.out.contains(u"Stored GITHUB_TOKEN in the keychain"_s),
                 qPrintable(added.out));
        const Run synced = toolshelf(m_profile, {u"sync"_s, u"Local"_s});
        QVERIFY2(synced.code == 0, qPrintable(synced.err + synced.out));
        QVERIFY2(synced.out.contains(u"Local: tools "_s), qPrintable(synced.out));
        const Run called = toolshelf(
            m_profile, {u"invoke"_s, u"Local/echo"_s, u"--input"_s, u"{\"message\": \"local\"}"_s});
        QVERIFY2(called.code == 0, qPrintable(called.err));
        QVERIFY2(called.out.contains(u"Echo: local"_s), qPrintable(called.out));
    }

    // A bundle of a local server's tool: another profile imports it only
    // once its user has added that server themselves.
    void bundleOfALocalServersTool()
    {
        if (toolshelf(m_profile, {u"show"_s, u"Local/echo"_s}).code != 0)
            QSKIP("needs the local provider of localServerOverStdio");
        const QString bundle = m_dir.filePath(u"local.zip"_s);
        const Run exported
            = toolshelf(m_profile, {u"export-bundle"_s, u"Local/echo"_s, u"--out"_s, bundle});
        QVERIFY2(exported.code == 0, qPrintable(exported.err));
        const QString other = m_dir.filePath(u"other"_s);
        const Run refused = toolshelf(other, {u"import-bundle"_s, bundle});
        QVERIFY(refused.code != 0);
        const QString said = refused.out + refused.err;
        QVERIFY2(said.contains(u"starts no program a file names"_s), qPrintable(said));
        QVERIFY(!toolshelf(other, {u"provider"_s, u"list"_s}).out.contains(u"Local"_s));
        const Run added = toolshelf(other,
                                    {u"provider"_s, u"add"_s, u"Local"_s, u"--stdio"_s, u"--"_s,
                                     everythingCommand(), u"stdio"_s});
        QVERIFY2(added.code == 0, qPrintable(added.err));
        const Run imported = toolshelf(other, {u"import-bundle"_s, bundle});
        QVERIFY2(imported.code == 0, qPrintable(imported.err + imported.out));
        const Run shown = toolshelf(other, {u"show"_s, u"Local/echo"_s, u"--json"_s});
        QVERIFY2(shown.code == 0, qPrintable(shown.err));
        QVERIFY(shown.object().value(u"pinned"_s).toBool() || shown.out.contains(u"pin"_s));
    }

    // A local server whose process fails: the cause, with what it said on
    // stderr, and the catalog kept.
    void localServerThatFailsKeepsTheCatalog()
    {
        const Run added = toolshelf(m_profile,
                                    {u"provider"_s, u"add"_s, u"Broken"_s, u"--stdio"_s, u"--"_s,
                                     u"sh"_s, u"-c"_s, u"echo 'missing API key' >&2; exit 2"_s});
        QVERIFY2(added.code == 0, qPrintable(added.err));
        const Run synced = toolshelf(m_profile, {u"sync"_s, u"Broken"_s});
        QVERIFY(synced.code != 0);
        QVERIFY2(synced.out.contains(u"exit code 2"_s), qPrintable(synced.out));
        QVERIFY2(synced.out.contains(u"missing API key"_s), qPrintable(synced.out));
        QVERIFY(!toolshelf(m_profile, {u"search"_s, u"echo"_s, u"--json"_s}).array().isEmpty());
    }

    // An agent host's configuration: its servers become providers, a secret
    // variable and a bearer token go to the keychain.
    void hostConfigIsImported()
    {
        const QString file = m_dir.filePath(u"claude_desktop_config.json"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(
                      QJsonObject {
                          {u"mcpServers"_s,
                           QJsonObject {{u"everything-local"_s,
                                         QJsonObject {{u"command"_s, everythingCommand()},
                                                      {u"args"_s, QJsonArray {u"stdio"_s}},
                                                      {u"env"_s,
                                                       QJsonObject {{u"API_TOKEN"_s, u"tok_env"_s},
                                                                    {u"LOG_LEVEL"_s, u"info"_s}}}}},
                                        {u"everything-remote"_s,
                                         QJsonObject {{u"url"_s, m_server->url().toString()},
                                                      {u"headers"_s,
                                                       QJsonObject {{u"Authorization"_s,
                                                                     u"Bearer tok_http"_s}}}}}}}})
                      .toJson());
        out.close();
        const Run imported = toolshelf(m_profile, {u"provider"_s, u"import"_s, file});
        if (imported.err.contains(u"no keychain"_s))
            QSKIP("no keychain: the secrets could not be stored");
        QVERIFY2(imported.code == 0, qPrintable(imported.err + imported.out));
        QVERIFY2(imported.out.contains(u"Stored API_TOKEN of everything-local in the keychain"_s),
                 qPrintable(imported.out));
        QVERIFY2(imported.out.contains(u"Stored Authorization of everything-remote"_s),
                 qPrintable(imported.out));
        const Run listed = toolshelf(m_profile, {u"provider"_s, u"list"_s, u"--json"_s});
        QVERIFY(!listed.out.contains(u"tok_"_s));
        QVERIFY2(listed.out.contains(u"\"bearer\""_s), qPrintable(listed.out));
        const Run synced = toolshelf(m_profile, {u"sync"_s, u"everything-local"_s});
        QVERIFY2(synced.code == 0, qPrintable(synced.err + synced.out));
        const Run remote = toolshelf(m_profile, {u"sync"_s, u"everything-remote"_s});
        QVERIFY2(remote.code == 0, qPrintable(remote.err + remote.out));
    }

    // A server whose cursor comes back: the sync says its list goes round.
    void cursorLoopFailsTheSync()
    {
        // Every answer repeats the id it was asked with and gives the same cursor.
        const QString script
            = QStringLiteral("read line\n"
                             "echo '{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":"
                             "\"2025-06-18\",\"capabilities\":{}}}'\n"
                             "read initialized\n"
                             "while read request; do\n"
                             "  id=$(echo \"$request\" | sed 's/.*\"id\":\\([0-9]*\\).*/\\1/')\n"
                             "  printf '{\"jsonrpc\":\"2.0\",\"id\":%s,\"result\":{\"tools\":[],"
                             "\"nextCursor\":\"again\"}}\\n' \"$id\"\n"
                             "done\n");
        const Run added = toolshelf(
            m_profile,
            {u"provider"_s, u"add"_s, u"Loop"_s, u"--stdio"_s, u"--"_s, u"sh"_s, u"-c"_s, script});
        QVERIFY2(added.code == 0, qPrintable(added.err));
        const Run synced = toolshelf(m_profile, {u"sync"_s, u"Loop"_s});
        QVERIFY(synced.code != 0);
        QVERIFY2(synced.out.contains(u"tools/list page 2"_s), qPrintable(synced.out));
        QVERIFY2(synced.out.contains(u"\"again\" a second time: its list goes round"_s),
                 qPrintable(synced.out));
    }

    // A provider file from elsewhere never makes Toolshelf start a program.
    void sharedFileWithACommandIsRefused()
    {
        const QString file = m_dir.filePath(u"shared.json"_s);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(R"({"version": 1, "providers": [{"name": "Trojan", "dialect": "mcp",
                     "command": ["sh", "-c", "touch pwned"]}]})");
        out.close();
        const Run imported = toolshelf(m_profile, {u"provider"_s, u"import"_s, file});
        QVERIFY(imported.code != 0);
        QVERIFY2(imported.err.contains(u"never makes Toolshelf run a program"_s),
                 qPrintable(imported.err));
        QVERIFY(!toolshelf(m_profile, {u"provider"_s, u"list"_s}).out.contains(u"Trojan"_s));
        // Nor does an export write one a later import would refuse.
        const QString exported = m_dir.filePath(u"exported.json"_s);
        const Run written = toolshelf(m_profile, {u"provider"_s, u"export"_s, exported});
        QVERIFY2(written.code == 0, qPrintable(written.err));
        QVERIFY2(written.out.contains(u"Left out the local servers"_s), qPrintable(written.out));
        const Run again
            = toolshelf(m_dir.filePath(u"elsewhere"_s), {u"provider"_s, u"import"_s, exported});
        QVERIFY2(again.code == 0, qPrintable(again.err));
    }

    // An MCP tool exported as MCP is the tool as its server sent it, with the
    // user's texts; for other APIs its JSON Schema goes whole.
    // A server of the 2024-11-05 revision refuses the streamable POST (404):
    // the session goes on over its GET event stream, detected, synced, called.
    void oldSseTransport()
    {
        EverythingServer old;
        QVERIFY(old.start(EverythingServer::Transport::Sse));
        const QString profile = m_dir.filePath(u"sse-profile"_s);
        const Run added
            = toolshelf(profile, {u"provider"_s, u"add"_s, u"Old"_s, old.url().toString()});
        QVERIFY2(added.code == 0 && added.out.contains(u"Detected MCP"_s),
                 qPrintable(added.err + added.out));
        const Run synced = toolshelf(profile, {u"sync"_s, u"Old"_s});
        QVERIFY2(synced.code == 0, qPrintable(synced.err + synced.out));
        QVERIFY2(synced.out.contains(u"new tools"_s), qPrintable(synced.out));
        const Run called
            = toolshelf(profile, {u"invoke"_s, u"Old/echo"_s, u"message=from the old transport"_s});
        QVERIFY2(called.code == 0, qPrintable(called.err));
        QVERIFY2(called.out.contains(u"Echo: from the old transport"_s), qPrintable(called.out));
    }

    void exportIsTheToolAsServed()
    {
        QVERIFY(toolshelf(m_profile,
                          {u"override"_s, u"Everything/get-structured-content"_s,
                           u"--description"_s, u"Today's weather in one city."_s})
                    .code
                == 0);
        const Run param
            = toolshelf(m_profile,
                        {u"override"_s, u"Everything/get-structured-content"_s, u"--param"_s,
                         u"location"_s, u"--description"_s, u"The city, as the user named it."_s});
        QVERIFY2(param.code == 0, qPrintable(param.err));
        const Run mcp = toolshelf(
            m_profile,
            {u"export-tools"_s, u"--format"_s, u"mcp"_s, u"Everything/get-structured-content"_s});
        QVERIFY2(mcp.code == 0, qPrintable(mcp.err));
        const QJsonObject tool
            = QJsonDocument::fromJson(mcp.out.toUtf8()).object().value(u"tools"_s)[0].toObject();
        QCOMPARE(tool.value(u"description"_s).toString(), u"Today's weather in one city."_s);
        QCOMPARE(tool.value(u"annotations"_s)[u"readOnlyHint"_s].toBool(), true);
        QVERIFY(tool.value(u"outputSchema"_s).isObject());
        const QJsonObject location
            = tool.value(u"inputSchema"_s)[u"properties"_s][u"location"_s].toObject();
        QCOMPARE(location.value(u"description"_s).toString(), u"The city, as the user named it."_s);
        QCOMPARE(location.value(u"enum"_s).toArray().size(), 3);
        const Run openai = toolshelf(m_profile,
                                     {u"export-tools"_s, u"--format"_s, u"openai"_s,
                                      u"Everything/get-structured-content"_s});
        QVERIFY2(openai.code == 0, qPrintable(openai.err));
        const QJsonObject parameters = QJsonDocument::fromJson(openai.out.toUtf8())
                                           .array()[0][u"function"_s][u"parameters"_s]
                                           .toObject();
        QVERIFY(!parameters.contains(u"$schema"_s));
        QCOMPARE(parameters[u"properties"_s][u"location"_s][u"description"_s].toString(),
                 u"The city, as the user named it."_s);
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
