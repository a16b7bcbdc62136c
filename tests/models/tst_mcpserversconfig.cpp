// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Agent hosts' MCP configurations (Claude Desktop and Cursor's mcpServers,
// VS Code's servers) read into providers whose files hold no secret.

#include "dialects/mcp/mcpdialect.h"
#include "providers/mcpserversconfig.h"
#include "providers/providerregistry.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

class tst_McpServersConfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void claudeDesktop()
    {
        const QByteArray json = R"({"mcpServers": {
            "github": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-github"],
                       "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_x", "LOG_LEVEL": "debug"}},
            "files/home": {"command": "mcp-files", "args": ["/home/me"]},
            "remote": {"url": "https://mcp.example.com/mcp",
                       "headers": {"Authorization": "Bearer tok_1"}}}})";
        QVERIFY(McpServersConfig::recognises(json));
        const auto read = McpServersConfig::read(json);
        if (const QString *problem = std::get_if<QString>(&read))
            QFAIL(qPrintable(*problem));
        const auto servers = std::get<QList<McpServersConfig::Server>>(read);
        QCOMPARE(servers.size(), 3);
        // QJsonObject orders keys.
        const McpServersConfig::Server &files = servers.at(0);
        QCOMPARE(files.provider.name, u"files-home"_s);
        QCOMPARE(files.provider.command, (QStringList {u"mcp-files"_s, u"/home/me"_s}));
        QCOMPARE(files.provider.auth, AuthMethod::None);
        const McpServersConfig::Server &github = servers.at(1);
        QCOMPARE(github.provider.dialect, McpDialect::DialectId);
        QCOMPARE(github.provider.command.constFirst(), u"npx"_s);
        QCOMPARE(github.provider.environment, QStringList {u"LOG_LEVEL=debug"_s});
        QCOMPARE(github.provider.auth, AuthMethod::Environment);
        QCOMPARE(github.secretNames, QStringList {u"GITHUB_PERSONAL_ACCESS_TOKEN"_s});
        QCOMPARE(QJsonDocument::fromJson(github.secret)
                     .object()
                     .value(u"GITHUB_PERSONAL_ACCESS_TOKEN"_s)
                     .toString(),
                 u"ghp_x"_s);
        const McpServersConfig::Server &remote = servers.at(2);
        QCOMPARE(remote.provider.baseUrl, QUrl(u"https://mcp.example.com/mcp"_s));
        QCOMPARE(remote.provider.auth, AuthMethod::Bearer);
        QCOMPARE(remote.secret, QByteArray("tok_1"));
        // What the profile's file would hold: no secret at all.
        QList<Provider> providers;
        for (const auto &server : servers)
            providers.append(server.provider);
        const QByteArray file = ProviderRegistry::toJson(providers);
        QVERIFY(!file.contains("ghp_x"));
        QVERIFY(!file.contains("tok_1"));
    }

    void vsCodeWithInputs()
    {
        const QByteArray json = R"({"inputs": [{"id": "key", "type": "promptString"}],
            "servers": {"search": {"type": "stdio", "command": "search-mcp",
                                   "env": {"SEARCH_API_KEY": "${input:key}"}},
                        "old": {"type": "sse", "url": "http://localhost:3001/sse",
                                "headers": {"X-Api-Key": "k"}}}})";
        QVERIFY(McpServersConfig::recognises(json));
        const auto servers
            = std::get<QList<McpServersConfig::Server>>(McpServersConfig::read(json));
        QCOMPARE(servers.size(), 2);
        const McpServersConfig::Server &old = servers.at(0);
        QCOMPARE(old.provider.auth, AuthMethod::ApiKey);
        QCOMPARE(old.provider.apiKeyHeader, u"X-Api-Key"_s);
        QVERIFY(old.notes.join(u' ').contains(u"HTTP+SSE"_s));
        // A value the host asks for when it starts the server cannot be taken over.
        const McpServersConfig::Server &search = servers.at(1);
        QCOMPARE(search.provider.auth, AuthMethod::None);
        QVERIFY(search.secret.isEmpty());
        QVERIFY2(search.notes.join(u' ').contains(u"SEARCH_API_KEY is filled in by the host"_s),
                 qPrintable(search.notes.join(u' ')));
    }

    void notAHostConfig_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("provider file")
            << QByteArray(R"({"version": 1, "providers": []})") << QString();
        QTest::newRow("not JSON") << QByteArray("{\"mcpServers\": ") << u"malformed JSON"_s;
        QTest::newRow("neither command nor url")
            << QByteArray(R"({"mcpServers": {"x": {"args": []}}})")
            << u"neither a command nor a url"_s;
        QTest::newRow("empty bearer token is no secret, so no sign-in") << QByteArray(
            R"({"mcpServers": {"x": {"url": "https://h/mcp", "headers": {"Authorization": "Bearer "}}}})")
                                                                        << QString();
        QTest::newRow("ftp url") << QByteArray(R"({"mcpServers": {"x": {"url": "ftp://host/x"}}})")
                                 << u"http or https"_s;
    }

    void notAHostConfig()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const auto read = McpServersConfig::read(json);
        if (error.isEmpty()) {
            // Read, but nothing that would be a secret of none is stored.
            if (const auto *servers = std::get_if<QList<McpServersConfig::Server>>(&read)) {
                for (const auto &server : *servers) {
                    QVERIFY(server.secret.isEmpty() && server.secretNames.isEmpty());
                    QCOMPARE(server.provider.auth, AuthMethod::None);
                }
            } else {
                QVERIFY(!McpServersConfig::recognises(json));
            }
            return;
        }
        QVERIFY(std::holds_alternative<QString>(read));
        QVERIFY2(std::get<QString>(read).contains(error), qPrintable(std::get<QString>(read)));
    }
};

QTEST_GUILESS_MAIN(tst_McpServersConfig)
#include "tst_mcpserversconfig.moc"
