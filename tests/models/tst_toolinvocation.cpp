// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ToolInvocation against the reference provider over loopback: the addressed
// version runs, inputs that do not fit the signature are never sent, the
// provider's refusal is reported with its cause, and the exchange shown to the
// user never holds a credential.

#include "client/providerclients.h"
#include "client/toolinvocation.h"
#include "dialects/a2t/signatureparser.h"
#include "dialects/files/filesdialect.h"
#include "errorarguments.h"
#include "net/networkservice.h"
#include "providerfixture.h"
#include "providers/credentialstore.h"

#include <QTcpServer>

using namespace Toolshelf;
using namespace Fixture;

namespace {

// The fixture catalog's signatures: weather v1, weather v2, search_flights.
ToolSignature fixtureSignature(int index)
{
    const QJsonArray all = QJsonDocument::fromJson(catalogJson()).array();
    return SignatureParser::parseSignature(all.at(index).toObject(), QStringLiteral("$")).signature;
}

Provider providerAt(const QUrl &baseUrl, const QString &name = QStringLiteral("Demo"))
{
    Provider provider;
    provider.id = QString(QStringLiteral("id-") + name);
    provider.name = name;
    provider.baseUrl = baseUrl;
    return provider;
}

QHash<QString, QJsonValue> hashOf(const QJsonObject &object)
{
    QHash<QString, QJsonValue> hash;
    for (auto it = object.begin(); it != object.end(); ++it)
        hash.insert(it.key(), it.value());
    return hash;
}

QHash<QString, QJsonValue> boston()
{
    return {{QStringLiteral("City"), QStringLiteral("Boston")}};
}

} // namespace

class tst_ToolInvocation : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    // Without a keychain: secrets stay in this process, which is all the test needs.
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<ProviderClients> m_clients;

    // Starts the invocation and waits for its one signal; true when it finished.
    static bool run(ToolInvocation &invocation, const QHash<QString, QJsonValue> &values,
                    QString *error = nullptr, std::optional<Error> *failure = nullptr)
    {
        QSignalSpy finished(&invocation, &ToolInvocation::finished);
        QSignalSpy failed(&invocation, &ToolInvocation::failed);
        if (const auto problem = invocation.start(values))
            qFatal("refused: %s", qPrintable(problem->message));
        if (!QTest::qWaitFor([&] { return finished.size() + failed.size() > 0; }, 10000))
            qFatal("no answer");
        QTest::qWait(50);
        if (finished.size() + failed.size() != 1)
            qFatal("more than one signal");
        if (error && !failed.isEmpty())
            *error = ErrorArguments::text(failed.first(), 0);
        if (failure && !failed.isEmpty())
            *failure = ErrorArguments::error(failed.first(), 0);
        return finished.size() == 1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<NetworkResult>();
        m_network = std::make_unique<NetworkService>(&m_manager);
        m_credentials
            = std::make_unique<CredentialStore>(QStringLiteral("Toolshelf tst_toolinvocation"));
        m_clients = std::make_unique<ProviderClients>(m_credentials.get(), m_network.get());
    }

    // Each version runs its own signature: v1 answers one output, v2 two.
    void callsTheAddressedVersion()
    {
        auto server = startServer({}, demoCatalog(m_dir));
        ToolInvocation first(providerAt(server->baseUrl(0)), fixtureSignature(0), m_clients.get());
        QVERIFY(run(first, boston()));
        QCOMPARE(first.exchange().method, QByteArray("POST"));
        QVERIFY(first.exchange().url.path().endsWith(
            QStringLiteral("/tools/%1/versions/1:invoke").arg(WeatherId)));
        QCOMPARE(first.exchange().statusCode, 200);
        QCOMPARE(first.exchange().requestBody,
                 QByteArray(R"({"input_parameters":[{"name":"City","value":"Boston"}],)"
                            R"("name":"lookup_weather_by_city"})"));
        QCOMPARE(first.outputs().size(), 1);
        QCOMPARE(first.outputs().at(0).name, QStringLiteral("Temperature"));
        QCOMPARE(first.outputs().at(0).value, QJsonValue(21));
        QVERIFY(first.outputs().at(0).declared);
        QVERIFY(first.exchange().responseBody.contains("output_parameters"));

        ToolInvocation second(providerAt(server->baseUrl(0)), fixtureSignature(1), m_clients.get());
        QVERIFY(run(second,
                    {{QStringLiteral("City"), QStringLiteral("Omaha")},
                     {QStringLiteral("Units"), QStringLiteral("CELSIUS")}}));
        QVERIFY(second.exchange().url.path().endsWith(QStringLiteral("/versions/2:invoke")));
        QCOMPARE(second.outputs().size(), 2);
        QCOMPARE(second.outputs().at(1).value, QJsonValue(QStringLiteral("Cloudy in Omaha")));
    }

    // Addressing the tool runs the provider's current version (here 2).
    void toolAddressingCallsTheCurrentVersion()
    {
        auto server = startServer({}, demoCatalog(m_dir));
        ToolInvocation invocation(providerAt(server->baseUrl(0)), fixtureSignature(0),
                                  m_clients.get());
        invocation.setAddressing(ToolInvocation::Addressing::Tool);
        QVERIFY(run(invocation, boston()));
        QVERIFY(invocation.exchange().url.path().endsWith(WeatherId + QStringLiteral(":invoke")));
        QCOMPARE(invocation.outputs().size(), 2);
        // v1's signature knows no Summary; the answer is shown anyway.
        QVERIFY(!invocation.outputs().at(1).declared);
    }

    void invalidInputsAreNeverSent_data()
    {
        QTest::addColumn<int>("signature");
        QTest::addColumn<QJsonObject>("values");
        QTest::addColumn<QString>("code");
        QTest::newRow("missing") << 0 << QJsonObject {} << QStringLiteral("missing_input");
        QTest::newRow("unknown") << 0
                                 << QJsonObject {{QStringLiteral("City"), QStringLiteral("X")},
                                                 {QStringLiteral("Units"), QStringLiteral("K")}}
                                 << QStringLiteral("unknown_input");
        QTest::newRow("type") << 0 << QJsonObject {{QStringLiteral("City"), 7}}
                              << QStringLiteral("invalid_type");
        const QJsonObject flights {{QStringLiteral("Flight Class"), QStringLiteral("ECONOMY")},
                                   {QStringLiteral("Passengers"), 10}};
        QTest::newRow("above max") << 2 << flights << QStringLiteral("out_of_range");
        QJsonObject first = flights;
        first.insert(QStringLiteral("Passengers"), 9);
        first.insert(QStringLiteral("Flight Class"), QStringLiteral("FIRST"));
        QTest::newRow("not allowed") << 2 << first << QStringLiteral("value_not_allowed");
        QJsonObject fraction = flights;
        fraction.insert(QStringLiteral("Passengers"), 1.5);
        QTest::newRow("fraction") << 2 << fraction << QStringLiteral("invalid_type");
    }

    // Checked before anything goes out: a listening socket sees no connection.
    void invalidInputsAreNeverSent()
    {
        QFETCH(int, signature);
        QFETCH(QJsonObject, values);
        QFETCH(QString, code);
        QTcpServer listener;
        QVERIFY(listener.listen(QHostAddress::LocalHost));
        const QUrl base(QStringLiteral("http://127.0.0.1:%1/").arg(listener.serverPort()));
        ToolInvocation invocation(providerAt(base), fixtureSignature(signature), m_clients.get());
        QSignalSpy finished(&invocation, &ToolInvocation::finished);
        QSignalSpy failed(&invocation, &ToolInvocation::failed);
        const auto problem = invocation.start(hashOf(values));
        QVERIFY(problem);
        QCOMPARE(problem->code, code);
        QTest::qWait(200);
        QVERIFY(!listener.hasPendingConnections());
        QCOMPARE(finished.size() + failed.size(), 0);
        QVERIFY(!invocation.isRunning());
        QVERIFY(invocation.exchange().url.isEmpty());
    }

    // The client thinks Units exists in v1 (its copy of v2 says version 1);
    // the provider refuses, and its reason and the status reach the user.
    void reportsTheProvidersRefusal()
    {
        auto server = startServer({}, demoCatalog(m_dir));
        ToolSignature stale = fixtureSignature(1);
        stale.version = 1;
        ToolInvocation invocation(providerAt(server->baseUrl(0)), stale, m_clients.get());
        QString error;
        std::optional<Error> failure;
        QVERIFY(!run(invocation,
                     {{QStringLiteral("City"), QStringLiteral("Boston")},
                      {QStringLiteral("Units"), QStringLiteral("CELSIUS")}},
                     &error, &failure));
        QCOMPARE(invocation.exchange().statusCode, 400);
        QCOMPARE(failure->code(), Error::Code::Http);
        QVERIFY2(error.contains(QLatin1String("the tool has no input \"Units\"")),
                 qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("400")), qPrintable(error));
        QVERIFY(invocation.outputs().isEmpty());
    }

    // A 5xx is the provider's, reported with its text: a tool call is never repeated.
    void serverErrorIsReportedNotRetried()
    {
        ProviderConfig config;
        config.faults.errorRate = 1.0;
        auto server = startServer(config, demoCatalog(m_dir));
        ToolInvocation invocation(providerAt(server->baseUrl(0)), fixtureSignature(0),
                                  m_clients.get());
        QString error;
        QElapsedTimer timer;
        timer.start();
        QVERIFY(!run(invocation, boston(), &error));
        QCOMPARE(invocation.exchange().statusCode, 500);
        QVERIFY2(error.contains(QLatin1String("injected server error")), qPrintable(error));
        // The default policy would wait between attempts.
        QVERIFY(timer.elapsed() < 1000);
    }

    // The bearer token signs the request but never shows in the exchange.
    void exchangeHoldsNoCredential()
    {
        ProviderConfig config;
        config.auth.mode = AuthConfig::Mode::Bearer;
        config.auth.secret = "t0ken-never-shown";
        auto server = startServer(config, demoCatalog(m_dir));
        Provider provider = providerAt(server->baseUrl(0), QStringLiteral("Signed"));
        provider.auth = AuthMethod::Bearer;
        QSignalSpy written(m_credentials.get(), &CredentialStore::writeFinished);
        m_credentials->write(provider, SecretKind::Secret, "t0ken-never-shown");
        QVERIFY(written.wait(10000));
        ToolInvocation invocation(provider, fixtureSignature(0), m_clients.get());
        QVERIFY(run(invocation, boston()));
        QCOMPARE(invocation.exchange().statusCode, 200);
        for (const auto &[name, value] : invocation.exchange().requestHeaders) {
            QVERIFY(!value.contains("t0ken"));
            QVERIFY(name.compare("Authorization", Qt::CaseInsensitive) != 0);
        }
        QVERIFY(!invocation.exchange().requestBody.contains("t0ken"));
    }

    void missingCredentialsFailWithTheCause()
    {
        Provider provider = providerAt(QUrl(QStringLiteral("http://127.0.0.1:9/x")),
                                       QStringLiteral("Nobody logged in"));
        provider.auth = AuthMethod::ApiKey;
        ToolInvocation invocation(provider, fixtureSignature(0), m_clients.get());
        QString error;
        std::optional<Error> failure;
        QVERIFY(!run(invocation, boston(), &error, &failure));
        // "run: toolshelf login" with a keychain, its failure without one.
        QVERIFY2(error.contains(QLatin1String("Nobody logged in")), qPrintable(error));
        QCOMPARE(failure->code(), Error::Code::Unauthorized);
        QCOMPARE(invocation.exchange().statusCode, 0);
    }

    // Declarations read from files name no endpoint: the call fails with
    // that reason, later, whatever the inputs, and nothing is sent.
    void declarationsAreNotCalled()
    {
        Provider team = providerAt(QUrl::fromLocalFile(QStringLiteral("/srv/team-tools")),
                                   QStringLiteral("Team"));
        team.dialect = FilesDialect::DialectId;
        ToolInvocation invocation(team, fixtureSignature(0), m_clients.get());
        QString error;
        std::optional<Error> failure;
        QVERIFY(!run(invocation, {}, &error, &failure));
        QCOMPARE(error,
                 QStringLiteral("Team's tools are declarations read from files; they name "
                                "no endpoint to call"));
        QVERIFY(invocation.exchange().url.isEmpty());
        QVERIFY(ToolInvocation::uncallable(QStringLiteral("Team"), FilesDialect::DialectId));
        QVERIFY(!ToolInvocation::uncallable(QStringLiteral("Demo"), QStringLiteral("a2t")));
    }

    // A listener that takes the call and never answers, as a slow tool would.
    void cancelStopsWaiting()
    {
        QTcpServer listener;
        QVERIFY(listener.listen(QHostAddress::LocalHost));
        const QUrl base(QStringLiteral("http://127.0.0.1:%1/").arg(listener.serverPort()));
        ToolInvocation invocation(providerAt(base), fixtureSignature(0), m_clients.get());
        QSignalSpy finished(&invocation, &ToolInvocation::finished);
        QSignalSpy failed(&invocation, &ToolInvocation::failed);
        QVERIFY(!invocation.start(boston()));
        QVERIFY(invocation.isRunning());
        QTRY_VERIFY(listener.hasPendingConnections());
        invocation.cancel();
        QVERIFY(!invocation.isRunning());
        QTest::qWait(200);
        QCOMPARE(finished.size() + failed.size(), 0);
    }

    void valuesAsText()
    {
        QCOMPARE(ToolInvocation::valueText(QStringLiteral("a b")), QStringLiteral("a b"));
        QCOMPARE(ToolInvocation::valueText(21), QStringLiteral("21"));
        QCOMPARE(ToolInvocation::valueText(true), QStringLiteral("true"));
        QCOMPARE(ToolInvocation::valueText(QJsonValue::Null), QStringLiteral("null"));
        QCOMPARE(ToolInvocation::valueText(QJsonObject {{QStringLiteral("k"), 1}}),
                 QStringLiteral("{\"k\":1}"));
    }
};

QTEST_GUILESS_MAIN(tst_ToolInvocation)
#include "tst_toolinvocation.moc"
