// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "provideroptions.h"

#include <QTest>

using namespace Toolshelf;

class tst_ProviderOptions : public QObject
{
    Q_OBJECT

    static ProviderOptions parsed(const QStringList &arguments)
    {
        auto result = ProviderOptions::parse(arguments);
        if (auto *error = std::get_if<QString>(&result))
            qFatal("unexpected error: %s", qPrintable(*error));
        return std::get<ProviderOptions>(result);
    }

private Q_SLOTS:
    void defaults()
    {
        const ProviderOptions o = parsed({});
        QCOMPARE(o.port, 0);
        QVERIFY(o.catalogDirectories.isEmpty());
        QVERIFY(!o.synthetic);
        QCOMPARE(o.config.auth.mode, AuthConfig::Mode::None);
        QCOMPARE(o.config.maxPageLimit, 100);
        QCOMPARE(o.config.defaultPageLimit, 50);
        QCOMPARE(o.config.faults.errorRate, 0.0);
        QVERIFY(!o.config.faults.redirectTo.isValid());
        QCOMPARE(o.config.dialect, ProviderConfig::Dialect::A2t);
        QCOMPARE(o.config.capabilities.toolsPath, QStringLiteral("/tools"));
        QVERIFY(o.config.capabilities.groups);
        QVERIFY(o.config.capabilities.search);
    }

    void capabilitiesDialect()
    {
        const ProviderOptions o
            = parsed({QStringLiteral("--dialect"), QStringLiteral("a2t-capabilities"),
                      QStringLiteral("--tools-path"), QStringLiteral("/api/v2/tool-list"),
                      QStringLiteral("--groups-path"), QStringLiteral("/api/v2/groups"),
                      QStringLiteral("--no-groups"), QStringLiteral("--no-search")});
        QCOMPARE(o.config.dialect, ProviderConfig::Dialect::A2tCapabilities);
        QCOMPARE(o.config.capabilities.toolsPath, QStringLiteral("/api/v2/tool-list"));
        QCOMPARE(o.config.capabilities.groupsPath, QStringLiteral("/api/v2/groups"));
        QVERIFY(!o.config.capabilities.groups);
        QVERIFY(!o.config.capabilities.search);
    }

    void everyFlag()
    {
        const ProviderOptions o = parsed({QStringLiteral("--catalog"),
                                          QStringLiteral("/a"),
                                          QStringLiteral("--catalog"),
                                          QStringLiteral("/b"),
                                          QStringLiteral("--port"),
                                          QStringLiteral("8080"),
                                          QStringLiteral("--root"),
                                          QStringLiteral("v1/"),
                                          QStringLiteral("--page-limit"),
                                          QStringLiteral("20"),
                                          QStringLiteral("--max-page-limit"),
                                          QStringLiteral("40"),
                                          QStringLiteral("--auth"),
                                          QStringLiteral("api-key"),
                                          QStringLiteral("--api-key-header"),
                                          QStringLiteral("X-Key"),
                                          QStringLiteral("--secret"),
                                          QStringLiteral("k"),
                                          QStringLiteral("--latency"),
                                          QStringLiteral("15"),
                                          QStringLiteral("--error-rate"),
                                          QStringLiteral("0.25"),
                                          QStringLiteral("--seed"),
                                          QStringLiteral("9"),
                                          QStringLiteral("--rate-limit"),
                                          QStringLiteral("3"),
                                          QStringLiteral("--retry-after"),
                                          QStringLiteral("4"),
                                          QStringLiteral("--malformed-page"),
                                          QStringLiteral("2"),
                                          QStringLiteral("--cursor-loop"),
                                          QStringLiteral("--stall-page"),
                                          QStringLiteral("5"),
                                          QStringLiteral("--redirect-to"),
                                          QStringLiteral("http://127.0.0.2:81")});
        QCOMPARE(o.catalogDirectories, (QStringList {QStringLiteral("/a"), QStringLiteral("/b")}));
        QCOMPARE(o.port, 8080);
        QCOMPARE(o.config.root, QStringLiteral("/v1"));
        QCOMPARE(o.config.defaultPageLimit, 20);
        QCOMPARE(o.config.maxPageLimit, 40);
        QCOMPARE(o.config.auth.mode, AuthConfig::Mode::ApiKey);
        QCOMPARE(o.config.auth.apiKeyHeader, QByteArray("X-Key"));
        QCOMPARE(o.config.auth.secret, QByteArray("k"));
        const FaultConfig &f = o.config.faults;
        QCOMPARE(f.latencyMs, 15);
        QCOMPARE(f.errorRate, 0.25);
        QCOMPARE(f.seed, quint64(9));
        QCOMPARE(f.rateLimitEvery, 3);
        QCOMPARE(f.retryAfterSeconds, 4);
        QCOMPARE(f.malformedPage, 2);
        QVERIFY(f.cursorLoop);
        QCOMPARE(f.stallPage, 5);
        QCOMPARE(f.redirectTo, QUrl(QStringLiteral("http://127.0.0.2:81")));
    }

    void oauthAndSynthetic()
    {
        const ProviderOptions o = parsed(
            {QStringLiteral("--auth"), QStringLiteral("oauth2"), QStringLiteral("--client-id"),
             QStringLiteral("app"), QStringLiteral("--client-secret"), QStringLiteral("cs"),
             QStringLiteral("--token-lifetime"), QStringLiteral("60"),
             QStringLiteral("--synthetic"), QStringLiteral("100000:50:3:7")});
        QCOMPARE(o.config.auth.mode, AuthConfig::Mode::OAuth2);
        QCOMPARE(o.config.auth.clientId, QStringLiteral("app"));
        QCOMPARE(o.config.auth.clientSecret, QByteArray("cs"));
        QCOMPARE(o.config.auth.tokenLifetimeSeconds, 60);
        QVERIFY(o.synthetic);
        QCOMPARE(o.synthetic->tools, 100000);
        QCOMPARE(o.synthetic->tags, 50);
        QCOMPARE(o.synthetic->versions, 3);
        QCOMPARE(o.synthetic->seed, quint64(7));
    }

    void syntheticGroups()
    {
        const QStringList marketplace {QStringLiteral("--synthetic"), QStringLiteral("2000000"),
                                       QStringLiteral("--dialect"),
                                       QStringLiteral("a2t-capabilities")};
        // By default the marketplace chooses from the catalog's size.
        QCOMPARE(parsed(marketplace).config.capabilities.syntheticGroups, 0);
        const ProviderOptions o
            = parsed(marketplace
                     + QStringList {QStringLiteral("--synthetic-groups"), QStringLiteral("5000")});
        QCOMPARE(o.config.capabilities.syntheticGroups, 5000);
        QCOMPARE(o.synthetic->tools, 2000000);
    }

    void secretFromTheEnvironment()
    {
        qputenv("TOOLSHELF_PROVIDER_SECRET", "from-env");
        const ProviderOptions o = parsed({QStringLiteral("--auth"), QStringLiteral("bearer")});
        qunsetenv("TOOLSHELF_PROVIDER_SECRET");
        QCOMPARE(o.config.auth.secret, QByteArray("from-env"));
    }

    void rejects_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown flag")
            << QStringList {QStringLiteral("--frob")} << QStringLiteral("frob");
        QTest::newRow("positional")
            << QStringList {QStringLiteral("serve")} << QStringLiteral("unexpected argument");
        QTest::newRow("port range")
            << QStringList {QStringLiteral("--port"), QStringLiteral("70000")}
            << QStringLiteral("--port");
        QTest::newRow("port word") << QStringList {QStringLiteral("--port"), QStringLiteral("http")}
                                   << QStringLiteral("--port");
        QTest::newRow("error rate")
            << QStringList {QStringLiteral("--error-rate"), QStringLiteral("2")}
            << QStringLiteral("--error-rate");
        QTest::newRow("auth mode")
            << QStringList {QStringLiteral("--auth"), QStringLiteral("kerberos")}
            << QStringLiteral("--auth");
        QTest::newRow("bearer without secret")
            << QStringList {QStringLiteral("--auth"), QStringLiteral("bearer")}
            << QStringLiteral("--secret");
        QTest::newRow("oauth without secret")
            << QStringList {QStringLiteral("--auth"), QStringLiteral("oauth2")}
            << QStringLiteral("--client-secret");
        QTest::newRow("synthetic spec")
            << QStringList {QStringLiteral("--synthetic"), QStringLiteral("many")}
            << QStringLiteral("--synthetic");
        QTest::newRow("synthetic with catalog")
            << QStringList {QStringLiteral("--synthetic"), QStringLiteral("10"),
                            QStringLiteral("--catalog"), QStringLiteral("/x")}
            << QStringLiteral("cannot be combined");
        const QStringList marketplace {QStringLiteral("--synthetic"), QStringLiteral("100000"),
                                       QStringLiteral("--dialect"),
                                       QStringLiteral("a2t-capabilities")};
        QTest::newRow("synthetic groups without synthetic")
            << QStringList {QStringLiteral("--dialect"), QStringLiteral("a2t-capabilities"),
                            QStringLiteral("--synthetic-groups"), QStringLiteral("100")}
            << QStringLiteral("--synthetic-groups needs --synthetic");
        QTest::newRow("synthetic groups zero")
            << marketplace + QStringList {QStringLiteral("--synthetic-groups"), QStringLiteral("0")}
            << QStringLiteral("--synthetic-groups must be a whole number");
        QTest::newRow("synthetic groups word")
            << marketplace
                + QStringList {QStringLiteral("--synthetic-groups"), QStringLiteral("many")}
            << QStringLiteral("--synthetic-groups must be a whole number");
        QTest::newRow("synthetic groups too many")
            << marketplace
                + QStringList {QStringLiteral("--synthetic-groups"), QStringLiteral("1000001")}
            << QStringLiteral("--synthetic-groups must be a whole number");
        QTest::newRow("synthetic groups in the draft's a2t")
            << QStringList {QStringLiteral("--synthetic"), QStringLiteral("100"),
                            QStringLiteral("--synthetic-groups"), QStringLiteral("10")}
            << QStringLiteral("needs --dialect a2t-capabilities");
        QTest::newRow("synthetic groups without groups")
            << marketplace
                + QStringList {QStringLiteral("--no-groups"), QStringLiteral("--synthetic-groups"),
                               QStringLiteral("10")}
            << QStringLiteral("needs --dialect a2t-capabilities with groups");
        QTest::newRow("write without synthetic")
            << QStringList {QStringLiteral("--write-catalog"), QStringLiteral("/x")}
            << QStringLiteral("--synthetic");
        QTest::newRow("unknown dialect")
            << QStringList {QStringLiteral("--dialect"), QStringLiteral("grpc")}
            << QStringLiteral("--dialect");
        QTest::newRow("relative tools path")
            << QStringList {QStringLiteral("--tools-path"), QStringLiteral("tools")}
            << QStringLiteral("--tools-path");
        QTest::newRow("one path for both")
            << QStringList {QStringLiteral("--groups-path"), QStringLiteral("/tools")}
            << QStringLiteral("must differ");
        QTest::newRow("relative redirect")
            << QStringList {QStringLiteral("--redirect-to"), QStringLiteral("/elsewhere")}
            << QStringLiteral("--redirect-to");
    }

    void rejects()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        auto result = ProviderOptions::parse(arguments);
        QVERIFY(std::holds_alternative<QString>(result));
        QVERIFY2(std::get<QString>(result).contains(message),
                 qPrintable(std::get<QString>(result)));
    }

    void helpDocumentsEveryFlag()
    {
        const QString help = ProviderOptions::helpText();
        for (const char *flag :
             {"--catalog",        "--synthetic",       "--write-catalog",  "--port",
              "--root",           "--page-limit",      "--max-page-limit", "--auth",
              "--api-key-header", "--secret",          "--client-id",      "--client-secret",
              "--token-lifetime", "--latency",         "--error-rate",     "--seed",
              "--rate-limit",     "--retry-after",     "--malformed-page", "--cursor-loop",
              "--stall-page",     "--redirect-to",     "--help",           "--version",
              "--dialect",        "--tools-path",      "--groups-path",    "--no-groups",
              "--no-search",      "--synthetic-groups"})
            QVERIFY2(help.contains(QLatin1String(flag)), flag);
        QVERIFY(help.startsWith(QLatin1String("Usage: toolshelf-provider")));
    }
};

QTEST_GUILESS_MAIN(tst_ProviderOptions)
#include "tst_provideroptions.moc"
