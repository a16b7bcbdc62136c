// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "client/connectiontest.h"
#include "client/providerclients.h"
#include "dialects/files/filesdialect.h"
#include "net/networkservice.h"
#include "providerfixture.h"
#include "providers/credentialstore.h"

#include <QHttpServer>
#include <QHttpServerResponse>
#include <QTcpServer>

using namespace Toolshelf;
using namespace Fixture;

class tst_ConnectionTest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    // The keychain of the session if there is one, else memory: either serves the test.
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<ProviderClients> m_clients;
    std::unique_ptr<ProviderServer> m_server;

    Provider provider(AuthMethod auth = AuthMethod::ApiKey) const
    {
        Provider p;
        p.id = QStringLiteral("id-reference");
        p.name = QStringLiteral("Reference");
        p.baseUrl = m_server->baseUrl(0);
        p.auth = auth;
        return p;
    }

    // Runs a test to its end: {connected, message}.
    static std::pair<bool, QString> run(ConnectionTest &test)
    {
        QSignalSpy finished(&test, &ConnectionTest::finished);
        test.start();
        if (!finished.wait(20000))
            return {false, QStringLiteral("no answer")};
        return {finished.first().at(0).toBool(), finished.first().at(1).toString()};
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<NetworkResult>();
        m_network = std::make_unique<NetworkService>(&m_manager);
        m_credentials
            = std::make_unique<CredentialStore>(QStringLiteral("Toolshelf tst_connectiontest"));
        m_clients = std::make_unique<ProviderClients>(m_credentials.get(), m_network.get());
        ProviderConfig config;
        config.auth.mode = AuthConfig::Mode::ApiKey;
        config.auth.secret = "k3y";
        m_server = startServer(config, demoCatalog(m_dir));
    }

    void cleanupTestCase()
    {
        QSignalSpy removed(m_credentials.get(), &CredentialStore::removeFinished);
        m_credentials->remove(provider(), SecretKind::Secret);
        QVERIFY(removed.wait(20000));
    }

    void connectsWithTheTypedSecret()
    {
        ConnectionTest test(provider(), "k3y", m_clients.get());
        const auto [connected, message] = run(test);
        QVERIFY2(connected, qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("lists tools")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("lookup_weather_by_city")), qPrintable(message));
        QVERIFY(!test.isRunning());
    }

    void wrongSecretSaysCheckTheSecret()
    {
        ConnectionTest test(provider(), "wrong", m_clients.get());
        const auto [connected, message] = run(test);
        QVERIFY(!connected);
        QVERIFY2(message.contains(QLatin1String("401")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("check the secret")), qPrintable(message));
    }

    void missingCredentialsAreNamed()
    {
        ConnectionTest test(provider(AuthMethod::None), {}, m_clients.get());
        const auto [connected, message] = run(test);
        QVERIFY(!connected);
        QVERIFY2(message.contains(QLatin1String("asks for credentials")), qPrintable(message));
    }

    // Nothing typed: the secret stored for the provider signs, as in a sync.
    void usesTheStoredSecret()
    {
        QSignalSpy written(m_credentials.get(), &CredentialStore::writeFinished);
        m_credentials->write(provider(), SecretKind::Secret, "k3y");
        QVERIFY(written.wait(20000));
        ConnectionTest test(provider(), {}, m_clients.get());
        const auto [connected, message] = run(test);
        QVERIFY2(connected, qPrintable(message));
    }

    void wrongBaseUrlIsNamed()
    {
        Provider p = provider();
        p.baseUrl.setPath(p.baseUrl.path() + QStringLiteral("/nowhere"));
        ConnectionTest test(p, "k3y", m_clients.get());
        const auto [connected, message] = run(test);
        QVERIFY(!connected);
        QVERIFY2(message.contains(QLatin1String("check the base URL")), qPrintable(message));
    }

    void refusedConnectionIsNamed()
    {
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost));
            port = probe.serverPort();
        }
        Provider p = provider(AuthMethod::None);
        p.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(port));
        ConnectionTest test(p, {}, m_clients.get());
        const auto [connected, message] = run(test);
        QVERIFY(!connected);
        QVERIFY2(message.contains(QLatin1String("refused")), qPrintable(message));
    }

    // Declaration files are read, not asked: a folder that can be read is
    // connected, with its *.json files counted; one that is gone is not.
    void declarationFilesAreRead()
    {
        const QString folder = m_dir.filePath(QStringLiteral("team"));
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/nested")));
        for (const QString &name : {QStringLiteral("a.json"), QStringLiteral("nested/b.json"),
                                    QStringLiteral("README.md")}) {
            QFile file(folder + u'/' + name);
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        Provider files;
        files.name = QStringLiteral("Team");
        files.dialect = FilesDialect::DialectId;
        files.baseUrl = QUrl::fromLocalFile(folder);
        ConnectionTest test(files, {}, m_clients.get());
        const auto [connected, message] = run(test);
        QVERIFY2(connected, qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("a folder of 2 *.json file")), qPrintable(message));
        QCOMPARE(test.detectedDialect(), FilesDialect::DialectId);

        files.baseUrl = QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("gone")));
        ConnectionTest gone(files, {}, m_clients.get());
        const auto [reached, why] = run(gone);
        QVERIFY(!reached);
        QVERIFY2(why.contains(QLatin1String("does not exist")), qPrintable(why));
    }

    // One document at a URL is read as a sync reads it.
    void declarationDocumentIsRead()
    {
        QHttpServer server;
        server.route(QStringLiteral("/team.json"), [] {
            return QHttpServerResponse(
                "application/json",
                R"({"tool_id": "drill", "description": "Drills.", "when_to_use": "Holes.",
                    "how_to_use": {"inputs": [], "outputs": {"success": "ok", "failure": []}}})");
        });
        server.route(QStringLiteral("/notes.json"),
                     [] { return QHttpServerResponse("text/plain", "not json"); });
        auto *tcp = new QTcpServer(&server);
        QVERIFY(tcp->listen(QHostAddress::LocalHost, 0));
        server.bind(tcp);
        Provider files;
        files.name = QStringLiteral("Team");
        files.dialect = FilesDialect::DialectId;
        files.baseUrl
            = QUrl(QStringLiteral("http://127.0.0.1:%1/team.json").arg(tcp->serverPort()));
        ConnectionTest test(files, {}, m_clients.get());
        const auto [connected, message] = run(test);
        QVERIFY2(connected, qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("\"drill\"")), qPrintable(message));

        files.baseUrl
            = QUrl(QStringLiteral("http://127.0.0.1:%1/notes.json").arg(tcp->serverPort()));
        ConnectionTest notes(files, {}, m_clients.get());
        const auto [read, why] = run(notes);
        QVERIFY(!read);
        QVERIFY2(why.contains(QLatin1String("not with declarations")), qPrintable(why));
    }

    void cancelEndsSilently()
    {
        ConnectionTest test(provider(), "k3y", m_clients.get());
        QSignalSpy finished(&test, &ConnectionTest::finished);
        test.start();
        QVERIFY(test.isRunning());
        test.cancel();
        QVERIFY(!test.isRunning());
        QTest::qWait(300);
        QCOMPARE(finished.size(), 0);
    }
};

QTEST_MAIN(tst_ConnectionTest)
#include "tst_connectiontest.moc"
