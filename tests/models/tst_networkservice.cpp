// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "blockingserver.h"
#include "net/networkservice.h"
#include "net/originpolicy.h"
#include "net/retrypolicy.h"
#include "providerserver.h"
#include "rawserver.h"
#include "syntheticcatalog.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>
#include <QSet>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimeZone>

#include <functional>
#include <memory>

using namespace Toolshelf;
using namespace std::chrono_literals;

namespace {

const QByteArray Secret = "s3cr3t-t0ken-value";

std::unique_ptr<ProviderServer> startProvider(const ProviderConfig &config, qsizetype tools = 20)
{
    std::vector<std::unique_ptr<Catalog>> catalogs;
    catalogs.push_back(std::make_unique<SyntheticCatalog>(tools, 5, 1, 42));
    auto server = std::make_unique<ProviderServer>(config, std::move(catalogs));
    QString error;
    if (!server->start(0, &error))
        qFatal("cannot start the provider: %s", qPrintable(error));
    return server;
}

QUrl toolsUrl(const ProviderServer &server, const QString &query = {})
{
    QUrl url = server.baseUrl(0);
    url.setPath(url.path() + QStringLiteral("/tools"));
    if (!query.isEmpty())
        url.setQuery(query);
    return url;
}

// Retries fast and without jitter, so tests are quick and exact.
RetryPolicy fastPolicy()
{
    RetryPolicy policy;
    policy.maxAttempts = 3;
    policy.baseDelay = 20ms;
    policy.maxDelay = 100ms;
    policy.jitter = 0;
    policy.seed = 1;
    return policy;
}

NetworkRequest withBearer(const QUrl &url, const QByteArray &token = Secret)
{
    NetworkRequest request = NetworkRequest::get(url);
    request.addCredential("Authorization", "Bearer " + token);
    return request;
}

NetworkResult resultOf(const QSignalSpy &spy)
{
    return spy.isEmpty() ? NetworkResult() : spy.at(0).at(0).value<NetworkResult>();
}

// The errorRate fault draws from QRandomGenerator(seed) once per request;
// this finds a seed whose first request fails and second succeeds.
quint64 seedFailingOnce(double rate)
{
    for (quint64 seed = 1; seed < 1000; ++seed) {
        QRandomGenerator random {quint32(seed)};
        const double first = random.generateDouble();
        if (first < rate && random.generateDouble() >= rate)
            return seed;
    }
    qFatal("no seed fails once");
}

QStringList logged;

void captureMessage(QtMsgType, const QMessageLogContext &, const QString &message)
{
    logged.append(message);
}

} // namespace

class tst_NetworkService : public QObject
{
    Q_OBJECT

    QNetworkAccessManager *m_manager = nullptr;
    NetworkService *m_service = nullptr;

    // Sends and waits for finished(); the service itself never blocks.
    NetworkResult run(const NetworkRequest &request, int timeoutMs = 10000)
    {
        NetworkCall *call = m_service->send(request);
        QSignalSpy finished(call, &NetworkCall::finished);
        if (!finished.wait(timeoutMs))
            return {};
        return resultOf(finished);
    }

private Q_SLOTS:
    void init()
    {
        m_manager = new QNetworkAccessManager(this);
        m_service = new NetworkService(m_manager, fastPolicy(), this);
    }

    void cleanup()
    {
        delete m_service;
        delete m_manager;
    }

    // --- pure rules ----------------------------------------------------------

    void sameOrigin_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("same");
        QTest::newRow("path differs") << QStringLiteral("http://127.0.0.1:8080/a")
                                      << QStringLiteral("http://127.0.0.1:8080/b?x=1") << true;
        QTest::newRow("default port") << QStringLiteral("https://example.com/")
                                      << QStringLiteral("https://example.com:443/x") << true;
        QTest::newRow("case") << QStringLiteral("HTTPS://Example.COM/")
                              << QStringLiteral("https://example.com/") << true;
        QTest::newRow("ipv4 shorthand")
            << QStringLiteral("http://127.1:80/") << QStringLiteral("http://127.0.0.1/") << true;
        QTest::newRow("port differs") << QStringLiteral("http://127.0.0.1:8080/")
                                      << QStringLiteral("http://127.0.0.1:8081/") << false;
        QTest::newRow("scheme differs") << QStringLiteral("http://example.com/")
                                        << QStringLiteral("https://example.com/") << false;
        QTest::newRow("http 443 vs https") << QStringLiteral("http://example.com:443/")
                                           << QStringLiteral("https://example.com/") << false;
        QTest::newRow("host differs") << QStringLiteral("https://example.com/")
                                      << QStringLiteral("https://api.example.com/") << false;
        QTest::newRow("localhost vs ip") << QStringLiteral("http://localhost:80/")
                                         << QStringLiteral("http://127.0.0.1:80/") << false;
        QTest::newRow("user info ignored") << QStringLiteral("https://a:b@example.com/")
                                           << QStringLiteral("https://example.com/") << true;
    }

    void sameOrigin()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, same);
        QCOMPARE(OriginPolicy::sameOrigin(QUrl(a), QUrl(b)), same);
        QCOMPARE(OriginPolicy::sameOrigin(QUrl(b), QUrl(a)), same);
    }

    void allowsCredentials_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("https") << QStringLiteral("https://api.example.com/tools") << true;
        QTest::newRow("http loopback") << QStringLiteral("http://127.0.0.1:8080/") << true;
        QTest::newRow("http 127/8") << QStringLiteral("http://127.44.0.9/") << true;
        QTest::newRow("http ::1") << QStringLiteral("http://[::1]:8080/") << true;
        QTest::newRow("http mapped") << QStringLiteral("http://[::ffff:127.0.0.1]/") << true;
        QTest::newRow("http localhost") << QStringLiteral("http://LocalHost:9/") << true;
        QTest::newRow("http remote") << QStringLiteral("http://192.0.2.1/") << false;
        QTest::newRow("http private lan") << QStringLiteral("http://10.0.0.1/") << false;
        QTest::newRow("http name") << QStringLiteral("http://api.example.com/") << false;
        QTest::newRow("localhost suffix")
            << QStringLiteral("http://localhost.example.com/") << false;
        QTest::newRow("localhost as subdomain")
            << QStringLiteral("http://evil.localhost.attacker.com/") << false;
        QTest::newRow("file") << QStringLiteral("file:///etc/passwd") << false;
    }

    void allowsCredentials()
    {
        QFETCH(QString, url);
        QFETCH(bool, allowed);
        QCOMPARE(OriginPolicy::allowsCredentials(QUrl(url)), allowed);
    }

    void downgrade()
    {
        const QUrl https(QStringLiteral("https://example.com/"));
        const QUrl http(QStringLiteral("http://example.com/"));
        QVERIFY(OriginPolicy::isDowngrade(https, http));
        QVERIFY(!OriginPolicy::isDowngrade(http, https));
        QVERIFY(!OriginPolicy::isDowngrade(https, https));
        QVERIFY(!OriginPolicy::isDowngrade(http, http));
        QVERIFY(!OriginPolicy::isSupportedScheme(QUrl(QStringLiteral("file:///etc/passwd"))));
        QVERIFY(!OriginPolicy::isSupportedScheme(QUrl(QStringLiteral("qrc:/icons/x.png"))));
        QVERIFY(!OriginPolicy::isSupportedScheme(QUrl(QStringLiteral("http:///nohost"))));
        QCOMPARE(OriginPolicy::displayHost(QUrl(QStringLiteral("http://u:pw@[::1]:81/p?k=v"))),
                 QStringLiteral("[::1]:81"));
    }

    void retryAfter_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<qint64>("expectedMs"); // -1: not a Retry-After
        QTest::newRow("seconds") << QByteArray("120") << qint64(120000);
        QTest::newRow("zero") << QByteArray("0") << qint64(0);
        QTest::newRow("padded") << QByteArray(" 3 ") << qint64(3000);
        QTest::newRow("huge") << QByteArray("99999999999999999999999") << (qint64(1) << 32) * 1000;
        QTest::newRow("negative") << QByteArray("-5") << qint64(-1);
        QTest::newRow("fraction") << QByteArray("1.5") << qint64(-1);
        QTest::newRow("garbage") << QByteArray("soon") << qint64(-1);
        QTest::newRow("empty") << QByteArray() << qint64(-1);
        QTest::newRow("imf-fixdate")
            << QByteArray("Wed, 21 Oct 2015 07:28:30 GMT") << qint64(30000);
        QTest::newRow("wrong weekday")
            << QByteArray("Sun, 21 Oct 2015 07:28:30 GMT") << qint64(30000);
        QTest::newRow("rfc 850") << QByteArray("Wednesday, 21-Oct-15 07:29:00 GMT")
                                 << qint64(60000);
        QTest::newRow("asctime") << QByteArray("Wed Oct 21 07:28:10 2015") << qint64(10000);
        QTest::newRow("asctime day padded")
            << QByteArray("Sun Nov  1 07:28:00 2015") << qint64(11) * 86400000;
        QTest::newRow("past date") << QByteArray("Tue, 20 Oct 2015 07:28:00 GMT") << qint64(0);
        QTest::newRow("not gmt") << QByteArray("Wed, 21 Oct 2015 07:28:30 CET") << qint64(-1);
    }

    void retryAfter()
    {
        QFETCH(QByteArray, value);
        QFETCH(qint64, expectedMs);
        const QDateTime now(QDate(2015, 10, 21), QTime(7, 28), QTimeZone::utc());
        const auto parsed = RetryPolicy::parseRetryAfter(value, now);
        QCOMPARE(parsed.has_value(), expectedMs >= 0);
        if (parsed)
            QCOMPARE(qint64(parsed->count()), expectedMs);
    }

    void backoff()
    {
        RetryPolicy policy;
        policy.jitter = 0;
        QRandomGenerator random(7);
        QCOMPARE(policy.backoff(1, random), 500ms);
        QCOMPARE(policy.backoff(2, random), 1000ms);
        QCOMPARE(policy.backoff(4, random), 4000ms);
        QCOMPARE(policy.backoff(5, random), 8000ms);
        QCOMPARE(policy.backoff(1000, random), 8000ms);
        // With jitter each delay lies within [cap × (1 − jitter), cap] and
        // they are not all the same.
        policy.jitter = 0.5;
        QSet<qint64> seen;
        for (int i = 0; i < 50; ++i) {
            const auto delay = policy.backoff(3, random);
            QVERIFY(delay >= 1000ms && delay <= 2000ms);
            seen.insert(delay.count());
        }
        QVERIFY(seen.size() > 10);
        policy.jitter = 1;
        for (int i = 0; i < 50; ++i)
            QVERIFY(policy.backoff(2, random) <= 1000ms);
    }

    // --- over loopback HTTP ---------------------------------------------------

    void plainGet()
    {
        auto server = startProvider({});
        const QUrl url = toolsUrl(*server, QStringLiteral("pageLimit=5"));
        NetworkCall *call = m_service->send(NetworkRequest::get(url));
        QSignalSpy progress(call, &NetworkCall::progress);
        QSignalSpy finished(call, &NetworkCall::finished);
        QVERIFY(finished.wait());
        const NetworkResult r = resultOf(finished);
        QVERIFY2(r.ok(), qPrintable(r.errorString));
        QCOMPARE(r.error, NetworkResult::Error::None);
        QCOMPARE(r.statusCode, 200);
        QCOMPARE(r.attempts, 1);
        QCOMPARE(r.finalUrl, url);
        QCOMPARE(r.header("content-type"), QByteArray("application/json"));
        const QJsonObject page = QJsonDocument::fromJson(r.body).object();
        QCOMPARE(page.value(QStringLiteral("items")).toArray().size(), 5);
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().at(0).toLongLong(), qint64(r.body.size()));
    }

    void transferTimeout()
    {
        ProviderConfig config;
        config.faults.stallPage = 1;
        auto server = startProvider(config);
        NetworkRequest request = NetworkRequest::get(toolsUrl(*server));
        request.transferTimeout = 500ms;
        const NetworkResult r = run(request);
        QCOMPARE(r.error, NetworkResult::Error::Timeout);
        // A stalled server is not asked again: that would multiply the wait.
        QCOMPARE(r.attempts, 1);
        QVERIFY2(r.errorString.contains(QStringLiteral("127.0.0.1")), qPrintable(r.errorString));
        QVERIFY2(r.errorString.contains(QStringLiteral("0.5")), qPrintable(r.errorString));
    }

    void bodyCapFromDeclaredLength()
    {
        auto server = startProvider({}, 50);
        NetworkRequest request
            = NetworkRequest::get(toolsUrl(*server, QStringLiteral("pageLimit=50")));
        request.maxBodyBytes = 1024;
        const NetworkResult r = run(request);
        QCOMPARE(r.error, NetworkResult::Error::BodyTooLarge);
        QVERIFY(r.body.isEmpty());
        QCOMPARE(r.attempts, 1);
        QVERIFY2(r.errorString.contains(QStringLiteral("127.0.0.1")), qPrintable(r.errorString));
    }

    void bodyCapWhileDownloading()
    {
        // No Content-Length, and the body never ends: only a cap checked
        // while the data arrives can end this before the (long) timeout.
        RawServer server([](const RawRequest &) {
            return RawResponse {"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n"
                                    + QByteArray(64 * 1024, 'x'),
                                false};
        });
        NetworkRequest request = NetworkRequest::get(server.url(QStringLiteral("/big")));
        request.maxBodyBytes = 16 * 1024;
        request.transferTimeout = 20s;
        NetworkCall *call = m_service->send(request);
        QSignalSpy progress(call, &NetworkCall::progress);
        QSignalSpy finished(call, &NetworkCall::finished);
        QVERIFY(finished.wait(10000));
        const NetworkResult r = resultOf(finished);
        QCOMPARE(r.error, NetworkResult::Error::BodyTooLarge);
        for (const QList<QVariant> &signal : progress)
            QVERIFY(signal.at(0).toLongLong() <= request.maxBodyBytes);
    }

    void retriesServerErrorThenSucceeds()
    {
        ProviderConfig config;
        config.faults.errorRate = 0.5;
        config.faults.seed = seedFailingOnce(0.5);
        auto server = startProvider(config);
        NetworkCall *call = m_service->send(NetworkRequest::get(toolsUrl(*server)));
        QSignalSpy retrying(call, &NetworkCall::retrying);
        QSignalSpy finished(call, &NetworkCall::finished);
        QVERIFY(finished.wait());
        const NetworkResult r = resultOf(finished);
        QVERIFY2(r.ok(), qPrintable(r.errorString));
        QCOMPARE(r.statusCode, 200);
        QCOMPARE(r.attempts, 2);
        QCOMPARE(retrying.size(), 1);
        QCOMPARE(retrying.at(0).at(0).toInt(), 2);
        QCOMPARE(retrying.at(0).at(1).toLongLong(), qint64(20)); // baseDelay, no jitter
    }

    void givesUpAfterMaxAttempts()
    {
        ProviderConfig config;
        config.faults.errorRate = 1.0;
        auto server = startProvider(config);
        NetworkCall *call = m_service->send(NetworkRequest::get(toolsUrl(*server)));
        QSignalSpy retrying(call, &NetworkCall::retrying);
        QSignalSpy finished(call, &NetworkCall::finished);
        QVERIFY(finished.wait());
        const NetworkResult r = resultOf(finished);
        QCOMPARE(r.error, NetworkResult::Error::HttpError);
        QCOMPARE(r.statusCode, 500);
        QCOMPARE(r.attempts, 3);
        // Exponential: 20 ms, then 40 ms.
        QCOMPARE(retrying.size(), 2);
        QCOMPARE(retrying.at(1).at(1).toLongLong(), qint64(40));
        // The server's error document is kept for the caller to show.
        QVERIFY(r.body.contains("internal_error"));
        QVERIFY2(r.errorString.contains(QStringLiteral("500")), qPrintable(r.errorString));
        QVERIFY2(r.errorString.contains(QStringLiteral("3")), qPrintable(r.errorString));
    }

    void honoursRetryAfter()
    {
        ProviderConfig config;
        config.faults.rateLimitEvery = 2;
        config.faults.retryAfterSeconds = 1;
        auto server = startProvider(config);
        QVERIFY(run(NetworkRequest::get(toolsUrl(*server))).ok());

        QElapsedTimer timer;
        timer.start();
        NetworkCall *call = m_service->send(NetworkRequest::get(toolsUrl(*server)));
        QSignalSpy retrying(call, &NetworkCall::retrying);
        QSignalSpy finished(call, &NetworkCall::finished);
        QVERIFY(finished.wait());
        const NetworkResult r = resultOf(finished);
        QVERIFY2(r.ok(), qPrintable(r.errorString));
        QCOMPARE(r.attempts, 2);
        QCOMPARE(retrying.size(), 1);
        QCOMPARE(retrying.at(0).at(1).toLongLong(), qint64(1000));
        // The server's wait, not the policy's 20 ms backoff.
        QVERIFY2(timer.elapsed() >= 1000, qPrintable(QString::number(timer.elapsed())));
    }

    void retryAfterAboveCapFailsFast()
    {
        ProviderConfig config;
        config.faults.rateLimitEvery = 1;
        config.faults.retryAfterSeconds = 120;
        auto server = startProvider(config);
        RetryPolicy policy = fastPolicy();
        policy.maxRetryAfter = 60s;
        m_service->setRetryPolicy(policy);
        const NetworkResult r = run(NetworkRequest::get(toolsUrl(*server)), 5000);
        QCOMPARE(r.error, NetworkResult::Error::HttpError);
        QCOMPARE(r.statusCode, 429);
        QCOMPARE(r.attempts, 1);
        QCOMPARE(r.header("Retry-After"), QByteArray("120"));
        QVERIFY2(r.errorString.contains(QStringLiteral("120")), qPrintable(r.errorString));
        QVERIFY2(r.errorString.contains(QStringLiteral("60")), qPrintable(r.errorString));
    }

    void invocationIsSentOnce()
    {
        ProviderConfig config;
        config.faults.errorRate = 1.0;
        auto server = startProvider(config);
        const SyntheticCatalog catalog(20, 5, 1, 42);
        QUrl url = server->baseUrl(0);
        url.setPath(url.path() + QStringLiteral("/tools/") + catalog.toolIdAt(0)
                    + QStringLiteral(":invoke"));
        const NetworkRequest request = NetworkRequest::post(url, "{}");
        QVERIFY(!request.isRetryable());
        NetworkCall *call = m_service->send(request);
        QSignalSpy retrying(call, &NetworkCall::retrying);
        QSignalSpy finished(call, &NetworkCall::finished);
        QVERIFY(finished.wait());
        const NetworkResult r = resultOf(finished);
        QCOMPARE(r.error, NetworkResult::Error::HttpError);
        QCOMPARE(r.statusCode, 500);
        QCOMPARE(r.attempts, 1);
        QCOMPARE(retrying.size(), 0);
    }

    void connectionRefusedIsRetried_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<int>("attempts");
        QTest::newRow("GET retried") << QByteArray("GET") << 3;
        QTest::newRow("POST sent once") << QByteArray("POST") << 1;
    }

    void connectionRefusedIsRetried()
    {
        QFETCH(QByteArray, method);
        QFETCH(int, attempts);
        quint16 port = 0;
        {
            QTcpServer closed;
            QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
            port = closed.serverPort();
        }
        const QUrl url(QStringLiteral("http://127.0.0.1:%1/tools").arg(port));
        const NetworkResult r
            = run(method == "GET" ? NetworkRequest::get(url) : NetworkRequest::post(url, "{}"));
        QCOMPARE(r.error, NetworkResult::Error::Network);
        QCOMPARE(r.statusCode, 0);
        QCOMPARE(r.attempts, attempts);
        QVERIFY2(r.errorString.contains(QStringLiteral("127.0.0.1:%1").arg(port)),
                 qPrintable(r.errorString));
    }

    void crossOriginRedirectStripsCredentials_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<QByteArray>("value");
        QTest::newRow("bearer") << int(AuthConfig::Mode::Bearer) << QByteArray("Authorization")
                                << QByteArray("Bearer " + Secret);
        QTest::newRow("api key") << int(AuthConfig::Mode::ApiKey) << QByteArray("X-Api-Key")
                                 << Secret;
    }

    void crossOriginRedirectStripsCredentials()
    {
        QFETCH(int, mode);
        QFETCH(QByteArray, header);
        QFETCH(QByteArray, value);
        ProviderConfig protectedConfig;
        protectedConfig.auth.mode = AuthConfig::Mode(mode);
        protectedConfig.auth.secret = Secret;
        auto target = startProvider(protectedConfig);
        ProviderConfig redirecting;
        redirecting.faults.redirectTo = target->baseUrl(0);
        auto first = startProvider(redirecting);

        NetworkRequest request = NetworkRequest::get(toolsUrl(*target));
        request.addCredential(header, value);
        // The credential itself is good: straight to the target it works.
        QCOMPARE(run(request).statusCode, 200);

        // 127.0.0.1 on another port is another origin: the credential must
        // not arrive, so the target refuses.
        request.url = toolsUrl(*first);
        const NetworkResult r = run(request);
        QCOMPARE(r.error, NetworkResult::Error::HttpError);
        QCOMPARE(r.statusCode, 401);
        QCOMPARE(r.finalUrl.port(), target->port());
        QCOMPARE(r.attempts, 1);
        QVERIFY(!r.errorString.contains(QString::fromLatin1(Secret)));
    }

    void sameOriginRedirectKeepsCredentials()
    {
        RawServer server([](const RawRequest &request) {
            if (request.path == "/start")
                return RawResponse {redirect(302, "/end")};
            return RawResponse {httpResponse(200, "OK", {}, "done")};
        });
        NetworkRequest request = withBearer(server.url(QStringLiteral("/start")));
        request.addCredential("X-Api-Key", Secret);
        const NetworkResult r = run(request);
        QVERIFY2(r.ok(), qPrintable(r.errorString));
        QCOMPARE(r.body, QByteArray("done"));
        QCOMPARE(r.finalUrl, server.url(QStringLiteral("/end")));
        QCOMPARE(server.requests.size(), 2);
        QCOMPARE(server.requests.at(1).header("Authorization"), QByteArray("Bearer " + Secret));
        QCOMPARE(server.requests.at(1).header("X-Api-Key"), Secret);
    }

    void credentialsStayStrippedAfterLeavingOrigin()
    {
        // A → B → A: B chose the last hop, so it must not get to aim A's
        // credentials at an address of its choosing.
        std::unique_ptr<RawServer> a;
        RawServer b([&a](const RawRequest &) {
            return RawResponse {redirect(307, a->origin() + "/admin")};
        });
        a = std::make_unique<RawServer>([&b](const RawRequest &request) {
            if (request.path == "/start")
                return RawResponse {redirect(302, b.origin() + "/bounce")};
            return RawResponse {httpResponse(200, "OK")};
        });
        NetworkRequest request = withBearer(a->url(QStringLiteral("/start")));
        request.headers.append({"Cookie", "session=" + Secret, false}); // unmarked, still a secret
        request.addHeader("Accept", "application/json");
        const NetworkResult r = run(request);
        QVERIFY2(r.ok(), qPrintable(r.errorString));
        QCOMPARE(a->requests.size(), 2);
        QCOMPARE(b.requests.size(), 1);
        QVERIFY(!b.requests.at(0).hasHeader("Authorization"));
        QVERIFY(!b.requests.at(0).hasHeader("Cookie"));
        QCOMPARE(b.requests.at(0).header("Accept"), QByteArray("application/json"));
        QCOMPARE(a->requests.at(1).path, QByteArray("/admin"));
        QVERIFY(!a->requests.at(1).hasHeader("Authorization"));
        QVERIFY(!a->requests.at(1).hasHeader("Cookie"));
    }

    void redirectMethod_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<bool>("bodyKept");
        QTest::newRow("301") << 301 << QByteArray("GET") << false;
        QTest::newRow("302") << 302 << QByteArray("GET") << false;
        QTest::newRow("303") << 303 << QByteArray("GET") << false;
        QTest::newRow("307") << 307 << QByteArray("POST") << true;
        QTest::newRow("308") << 308 << QByteArray("POST") << true;
    }

    void redirectMethod()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, method);
        QFETCH(bool, bodyKept);
        RawServer server([status](const RawRequest &request) {
            if (request.path == "/submit")
                return RawResponse {redirect(status, "/result")};
            return RawResponse {httpResponse(200, "OK", {}, "{}")};
        });
        NetworkRequest request
            = NetworkRequest::post(server.url(QStringLiteral("/submit")), "{\"a\":1}");
        const NetworkResult r = run(request);
        QVERIFY2(r.ok(), qPrintable(r.errorString));
        QCOMPARE(server.requests.size(), 2);
        const RawRequest &second = server.requests.at(1);
        QCOMPARE(second.method, method);
        QCOMPARE(second.body, bodyKept ? QByteArray("{\"a\":1}") : QByteArray());
        QCOMPARE(second.hasHeader("Content-Type"), bodyKept);
    }

    void credentialBodyNeverLeavesItsOrigin_data()
    {
        QTest::addColumn<int>("status");
        for (int status : {301, 302, 303, 307, 308})
            QTest::newRow(QByteArray::number(status).constData()) << status;
    }

    void credentialBodyNeverLeavesItsOrigin()
    {
        // An OAuth2 token endpoint that answers with a redirect to another
        // origin: 307/308 would post the refresh token there again.
        const QByteArray form = "grant_type=refresh_token&refresh_token=" + Secret;
        RawServer elsewhere(
            [](const RawRequest &) { return RawResponse {httpResponse(200, "OK", {}, "{}")}; });
        QFETCH(int, status);
        RawServer token([&elsewhere, status](const RawRequest &) {
            return RawResponse {redirect(status, elsewhere.origin() + "/token")};
        });
        NetworkRequest request = NetworkRequest::post(token.url(QStringLiteral("/oauth/token")),
                                                      form, "application/x-www-form-urlencoded");
        request.credentialBody = true;
        const NetworkResult r = run(request);
        QCOMPARE(r.error, NetworkResult::Error::InsecureRedirect);
        QCOMPARE(token.requests.size(), 1);
        QCOMPARE(elsewhere.requests.size(), 0);
        QVERIFY2(r.errorString.contains(QStringLiteral("127.0.0.1:%1").arg(elsewhere.url().port())),
                 qPrintable(r.errorString));
    }

    void credentialBodyFollowsSameOriginRedirect()
    {
        RawServer token([](const RawRequest &request) {
            if (request.path == "/oauth/token")
                return RawResponse {redirect(307, "/oauth/v2/token")};
            return RawResponse {httpResponse(200, "OK", {}, request.body)};
        });
        NetworkRequest request
            = NetworkRequest::post(token.url(QStringLiteral("/oauth/token")),
                                   "refresh_token=" + Secret, "application/x-www-form-urlencoded");
        request.credentialBody = true;
        const NetworkResult r = run(request);
        QVERIFY2(r.ok(), qPrintable(r.errorString));
        QCOMPARE(r.body, QByteArray("refresh_token=" + Secret));
        QCOMPARE(token.requests.size(), 2);
    }

    void credentialBodyNotOverPlainHttpElsewhere()
    {
        NetworkRequest request = NetworkRequest::post(
            QUrl(QStringLiteral("http://192.0.2.1/token")), "refresh_token=" + Secret);
        request.credentialBody = true;
        const NetworkResult r = run(request);
        QCOMPARE(r.error, NetworkResult::Error::InsecureCredentials);
        QCOMPARE(r.attempts, 0);
    }

    void managerRequestsFollowNoCrossOriginRedirect()
    {
        // QtNetworkAuth's code exchange uses the manager directly, not
        // NetworkService: the manager's own policy must keep its body home.
        RawServer elsewhere(
            [](const RawRequest &) { return RawResponse {httpResponse(200, "OK", {}, "{}")}; });
        RawServer token([&elsewhere](const RawRequest &) {
            return RawResponse {redirect(307, elsewhere.origin() + "/token")};
        });
        QNetworkRequest request(token.url(QStringLiteral("/token")));
        request.setHeader(QNetworkRequest::ContentTypeHeader,
                          QByteArray("application/x-www-form-urlencoded"));
        QNetworkReply *reply = m_manager->post(request, "code=" + Secret);
        QSignalSpy finished(reply, &QNetworkReply::finished);
        QVERIFY(finished.wait());
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 307);
        QCOMPARE(token.requests.size(), 1);
        QCOMPARE(elsewhere.requests.size(), 0);
        reply->deleteLater();
    }

    void retryAfterPastTheDeadlineFailsFast()
    {
        ProviderConfig config;
        config.faults.rateLimitEvery = 1;
        config.faults.retryAfterSeconds = 30;
        auto server = startProvider(config);
        NetworkRequest request = NetworkRequest::get(toolsUrl(*server));
        request.deadline = QDeadlineTimer(5s);
        QElapsedTimer timer;
        timer.start();
        const NetworkResult r = run(request, 5000);
        QCOMPARE(r.error, NetworkResult::Error::HttpError);
        QCOMPARE(r.statusCode, 429);
        QCOMPARE(r.attempts, 1);
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY2(r.errorString.contains(QStringLiteral("deadline")), qPrintable(r.errorString));
    }

    void retryWithinTheDeadlineWaits()
    {
        ProviderConfig config;
        config.faults.rateLimitEvery = 2;
        config.faults.retryAfterSeconds = 1;
        auto server = startProvider(config);
        QVERIFY(run(NetworkRequest::get(toolsUrl(*server))).ok());
        NetworkRequest request = NetworkRequest::get(toolsUrl(*server));
        request.deadline = QDeadlineTimer(10s);
        const NetworkResult r = run(request);
        QVERIFY2(r.ok(), qPrintable(r.errorString));
        QCOMPARE(r.attempts, 2);
    }

    void tooManyRedirects()
    {
        RawServer server([](const RawRequest &) { return RawResponse {redirect(302, "/loop")}; });
        NetworkRequest request = NetworkRequest::get(server.url(QStringLiteral("/loop")));
        request.maxRedirects = 3;
        const NetworkResult r = run(request);
        QCOMPARE(r.error, NetworkResult::Error::TooManyRedirects);
        QCOMPARE(server.requests.size(), 4);
        QCOMPARE(r.attempts, 1);
        QVERIFY2(r.errorString.contains(QStringLiteral("3")), qPrintable(r.errorString));
    }

    void redirectToFileIsRefused()
    {
        RawServer server(
            [](const RawRequest &) { return RawResponse {redirect(302, "file:///etc/passwd")}; });
        const NetworkResult r = run(NetworkRequest::get(server.url()));
        QCOMPARE(r.error, NetworkResult::Error::UnsupportedUrl);
        QVERIFY(r.body.isEmpty());
        QCOMPARE(server.requests.size(), 1);
    }

    void unsupportedUrlIsNeverFetched_data()
    {
        QTest::addColumn<QString>("url");
        QTest::newRow("file") << QStringLiteral("file:///etc/passwd");
        QTest::newRow("data") << QStringLiteral("data:text/plain,hello");
        QTest::newRow("relative") << QStringLiteral("/tools");
    }

    void unsupportedUrlIsNeverFetched()
    {
        QFETCH(QString, url);
        const NetworkResult r = run(NetworkRequest::get(QUrl(url)));
        QCOMPARE(r.error, NetworkResult::Error::UnsupportedUrl);
        QCOMPARE(r.attempts, 0);
        QVERIFY(r.body.isEmpty());
    }

    void insecureCredentialsRefused_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<bool>("marked");
        // TEST-NET-1: refused before any packet could go there.
        QTest::newRow("bearer") << QStringLiteral("http://192.0.2.1/tools")
                                << QByteArray("Authorization") << true;
        QTest::newRow("custom key") << QStringLiteral("http://192.0.2.1:8080/v1/tools")
                                    << QByteArray("X-Vendor-Auth") << true;
        QTest::newRow("unmarked authorization")
            << QStringLiteral("http://192.0.2.1/tools") << QByteArray("Authorization") << false;
        QTest::newRow("user info")
            << QStringLiteral("http://user:pw@192.0.2.1/tools") << QByteArray() << false;
    }

    void insecureCredentialsRefused()
    {
        QFETCH(QString, url);
        QFETCH(QByteArray, header);
        QFETCH(bool, marked);
        NetworkRequest request = NetworkRequest::get(QUrl(url));
        if (!header.isEmpty())
            request.headers.append({header, Secret, marked});
        const NetworkResult r = run(request);
        QCOMPARE(r.error, NetworkResult::Error::InsecureCredentials);
        QCOMPARE(r.attempts, 0);
        QCOMPARE(r.statusCode, 0);
        QVERIFY2(r.errorString.contains(QStringLiteral("192.0.2.1")), qPrintable(r.errorString));
        QVERIFY(!r.errorString.contains(QString::fromLatin1(Secret)));
        QVERIFY(!r.errorString.contains(QStringLiteral("pw")));
    }

    void tlsFailureIsFatal()
    {
        // Plain text where a TLS handshake is expected.
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        int connections = 0;
        connect(&server, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket *socket = server.nextPendingConnection()) {
                ++connections;
                socket->write(httpResponse(400, "Bad Request"));
            }
        });
        const QUrl url(QStringLiteral("https://127.0.0.1:%1/tools").arg(server.serverPort()));
        const NetworkResult r = run(withBearer(url));
        QCOMPARE(r.error, NetworkResult::Error::TlsFailure);
        QCOMPARE(r.attempts, 1);
        QCOMPARE(connections, 1);
        QVERIFY2(r.errorString.contains(QStringLiteral("127.0.0.1")), qPrintable(r.errorString));
    }

    void cancelStalledRequest()
    {
        RawServer server([](const RawRequest &) { return RawResponse {{}, false}; });
        NetworkCall *call = m_service->send(NetworkRequest::get(server.url(QStringLiteral("/s"))));
        QPointer<NetworkCall> guard(call);
        QSignalSpy finished(call, &NetworkCall::finished);
        QTRY_COMPARE(server.requests.size(), 1);
        call->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 500);
        const NetworkResult r = resultOf(finished);
        QCOMPARE(r.error, NetworkResult::Error::Cancelled);
        QCOMPARE(r.attempts, 1);
        QVERIFY2(r.errorString.contains(QStringLiteral("127.0.0.1")), qPrintable(r.errorString));
        // The connection is really gone, and the call cleans itself up.
        QTRY_COMPARE_WITH_TIMEOUT(server.disconnects, 1, 500);
        QTRY_VERIFY(guard.isNull());
    }

    void cancelDuringBackoff()
    {
        ProviderConfig config;
        config.faults.errorRate = 1.0;
        auto server = startProvider(config);
        RetryPolicy policy = fastPolicy();
        policy.baseDelay = 5s;
        policy.maxDelay = 5s;
        m_service->setRetryPolicy(policy);
        NetworkCall *call = m_service->send(NetworkRequest::get(toolsUrl(*server)));
        QSignalSpy retrying(call, &NetworkCall::retrying);
        QSignalSpy finished(call, &NetworkCall::finished);
        QVERIFY(retrying.wait());
        QCOMPARE(retrying.at(0).at(1).toLongLong(), qint64(5000));
        call->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 500);
        const NetworkResult r = resultOf(finished);
        QCOMPARE(r.error, NetworkResult::Error::Cancelled);
        QCOMPARE(r.attempts, 1);
        // Cancelling twice, or after the end, is harmless.
        call->cancel();
        QCOMPARE(finished.size(), 1);
    }

    // The request leaves while the caller's slot is still running: a sync asks
    // for the next page, then parses the current one. Nothing here returns to
    // the event loop, so a call that waited for it would never connect.
    void sendStartsWithoutTheEventLoop()
    {
        BlockingServer server;
        QVERIFY(server.isListening());
        NetworkCall *call = m_service->send(NetworkRequest::get(
            QUrl(QStringLiteral("http://127.0.0.1:%1/tools").arg(server.port()))));
        const QByteArray head = server.requestHead();
        QVERIFY2(head.startsWith("GET /tools HTTP/1.1"), head.constData());
        call->cancel();
    }

    // send() starts the call; cancelling at once still ends it exactly once.
    void cancelRightAfterSend()
    {
        RawServer server([](const RawRequest &) { return RawResponse {httpResponse(200, "OK")}; });
        NetworkCall *call = m_service->send(NetworkRequest::get(server.url()));
        QSignalSpy finished(call, &NetworkCall::finished);
        call->cancel();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(resultOf(finished).error, NetworkResult::Error::Cancelled);
        QTest::qWait(50);
        QCOMPARE(finished.size(), 1);
    }

    // A request refused before it is sent (here: credentials over plain http
    // to another computer) is reported from the event loop, not from inside
    // send(), so the caller's connection made after send() still hears it.
    void refusalBeforeSendingComesLater()
    {
        NetworkRequest request
            = NetworkRequest::get(QUrl(QStringLiteral("http://192.0.2.1/tools")));
        request.addCredential("Authorization", "Bearer canary");
        NetworkCall *call = m_service->send(request);
        QVERIFY(call->isFinished()); // refused inside send()...
        QSignalSpy finished(call, &NetworkCall::finished);
        QCOMPARE(finished.size(), 0); // ...and says so from the event loop
        QVERIFY(finished.wait(1000));
        QCOMPARE(resultOf(finished).error, NetworkResult::Error::InsecureCredentials);
    }

    void deletingTheServiceAbortsCalls()
    {
        RawServer server([](const RawRequest &) { return RawResponse {{}, false}; });
        QPointer<NetworkCall> call = m_service->send(NetworkRequest::get(server.url()));
        QTRY_COMPARE(server.requests.size(), 1);
        delete m_service;
        m_service = nullptr;
        QVERIFY(call.isNull());
        QTRY_COMPARE_WITH_TIMEOUT(server.disconnects, 1, 500);
    }

    void deletingTheCallInsideItsSlots_data()
    {
        QTest::addColumn<bool>("inProgress");
        QTest::newRow("progress") << true;
        QTest::newRow("finished") << false;
    }

    void deletingTheCallInsideItsSlots()
    {
        QFETCH(bool, inProgress);
        RawServer server([](const RawRequest &) {
            return RawResponse {httpResponse(200, "OK", {}, QByteArray(4096, 'x'))};
        });
        NetworkCall *call = m_service->send(NetworkRequest::get(server.url()));
        QPointer<NetworkCall> guard(call);
        if (inProgress)
            connect(call, &NetworkCall::progress, this, [call] { delete call; });
        else
            connect(call, &NetworkCall::finished, this, [call] { delete call; });
        QTRY_VERIFY(guard.isNull());
        QTRY_COMPARE(server.disconnects, 1);
        // The event loop runs on with the reply's deferred deletion.
        QTest::qWait(20);
    }

    void secretsNeverLoggedNorReported()
    {
        ProviderConfig protectedConfig;
        protectedConfig.auth.mode = AuthConfig::Mode::Bearer;
        protectedConfig.auth.secret = "a-different-token";
        auto target = startProvider(protectedConfig);
        RawServer server([&target](const RawRequest &request) {
            if (request.path == "/start")
                return RawResponse {redirect(302, "/next?api_key=" + Secret)};
            return RawResponse {redirect(302, target->baseUrl(0).toEncoded() + "/tools")};
        });

        logged.clear();
        QLoggingCategory::setFilterRules(QStringLiteral("toolshelf.net.debug=true"));
        const QtMessageHandler previous = qInstallMessageHandler(captureMessage);
        NetworkRequest request = withBearer(server.url(QStringLiteral("/start")));
        request.addCredential("X-Api-Key", Secret);
        const NetworkResult r = run(request);
        qInstallMessageHandler(previous);
        QLoggingCategory::setFilterRules(QString());

        QCOMPARE(r.statusCode, 401);
        QVERIFY(!r.errorString.contains(QString::fromLatin1(Secret)));
        QVERIFY(!logged.isEmpty());
        const QString all = logged.join(u'\n');
        QVERIFY2(!all.contains(QString::fromLatin1(Secret)), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("Authorization: Bearer [redacted]")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("X-Api-Key: [redacted]")), qPrintable(all));
    }
};

QTEST_GUILESS_MAIN(tst_NetworkService)
#include "tst_networkservice.moc"
