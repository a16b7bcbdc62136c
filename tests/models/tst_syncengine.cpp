// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sync engine end to end: the real reference provider over loopback HTTP,
// the real network service, keychain and SQLite catalog.

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "catalogstorefixture.h"
#include "client/providerclients.h"
#include "errorarguments.h"
#include "net/networkservice.h"
#include "providerfixture.h"
#include "providers/credentialstore.h"
#include "providers/profilewritelock.h"
#include "sync/syncengine.h"
#include "syntheticcatalog.h"
#include "userdataedits.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QMutex>
#include <QScopeGuard>
#include <QSemaphore>
#include <QUrlQuery>

using namespace Toolshelf;
using namespace Fixture;

Q_DECLARE_METATYPE(Toolshelf::SyncSummary)

namespace {

struct Outcome
{
    bool ok = false;
    SyncSummary summary;
    QString error;
    // The error itself, with its code and causes; nothing on success.
    std::optional<Error> failure;
};

// What the sync area logged, while a test listens (other threads may log
// in other areas meanwhile).
QMutex loggedLock;
QStringList syncLog;

void captureSyncLog(QtMsgType, const QMessageLogContext &context, const QString &message)
{
    if (qstrcmp(context.category, "toolshelf.sync") != 0)
        return;
    const QMutexLocker lock(&loggedLock);
    syncLog.append(message);
}

std::vector<std::unique_ptr<Catalog>> synthetic(qsizetype tools, int versions = 2,
                                                quint64 seed = 11)
{
    std::vector<std::unique_ptr<Catalog>> catalogs;
    catalogs.push_back(std::make_unique<SyntheticCatalog>(tools, 4, versions, seed));
    return catalogs;
}

} // namespace

class tst_SyncEngine : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<ProviderClients> m_clients;
    std::unique_ptr<CatalogStore> m_store;
    std::unique_ptr<SyncEngine> m_engine;
    CatalogDatabase m_reader;
    QString m_path;
    int m_profiles = 0;

    Provider providerFor(const ProviderServer &server, AuthMethod auth = AuthMethod::None)
    {
        Provider p;
        p.id = QStringLiteral("id-vendor");
        p.name = QStringLiteral("Vendor");
        p.baseUrl = server.baseUrl(0);
        p.auth = auth;
        p.apiKeyHeader = QStringLiteral("X-Vendor-Key");
        p.clientId = QStringLiteral("designer-app");
        p.tokenUrl = server.baseUrl(0).resolved(
            QUrl(server.baseUrl(0).path() + QStringLiteral("/oauth/token")));
        return p;
    }

    Outcome sync(const Provider &provider, int timeoutMs = 20000)
    {
        QSignalSpy finished(m_engine.get(), &SyncEngine::providerFinished);
        m_engine->sync({provider});
        if (!finished.wait(timeoutMs))
            return {false, {}, QStringLiteral("no answer"), std::nullopt};
        const QList<QVariant> args = finished.takeFirst();
        const std::optional<Error> failure = ErrorArguments::error(args, 2);
        return {!failure, args.at(1).value<SyncSummary>(), ErrorArguments::text(args, 2), failure};
    }

    void storeSecret(const Provider &provider, SecretKind kind, const QByteArray &secret)
    {
        QSignalSpy written(m_credentials.get(), &CredentialStore::writeFinished);
        m_credentials->write(provider, kind, secret);
        QVERIFY(written.wait(10000));
    }

    // A profile of its own whose write lock the engine holds while it syncs.
    Profile lockedProfile()
    {
        const Profile profile
            = Profile::at(m_dir.filePath(QStringLiteral("profile%1").arg(++m_profiles)));
        QString error;
        if (!profile.ensureDirectories(&error))
            qFatal("%s", qPrintable(error));
        m_engine->holdWriteLock(profile);
        return profile;
    }

    // A command's write lock on `profile`, held (as `toolshelf sync` holds it).
    static std::unique_ptr<ProfileWriteLock> commandHolding(const Profile &profile)
    {
        auto command = std::make_unique<ProfileWriteLock>(profile);
        if (command->tryAcquire() != ProfileWriteLock::Attempt::Taken)
            qFatal("the profile's write lock is not free");
        return command;
    }

    // Everything the catalog holds for the provider, to compare before and after.
    QString snapshot()
    {
        QStringList rows;
        for (const ToolSummary &t : m_reader.search(CatalogQuery {}))
            rows << t.toolId + u' ' + t.name + u' ' + QString::number(t.version) + u' '
                    + t.description;
        rows << QString::number(m_reader.toolCount());
        return rows.join(u'\n');
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<SyncSummary>();
        RetryPolicy fast;
        fast.baseDelay = std::chrono::milliseconds(10);
        fast.maxDelay = std::chrono::milliseconds(50);
        fast.seed = 7;
        m_network = std::make_unique<NetworkService>(&m_manager, fast);
        m_credentials
            = std::make_unique<CredentialStore>(QStringLiteral("Toolshelf tst_syncengine"));
        m_clients = std::make_unique<ProviderClients>(m_credentials.get(), m_network.get());
    }

    void init()
    {
        static int counter = 0;
        m_path = m_dir.filePath(QStringLiteral("catalog%1.sqlite").arg(++counter));
        m_store = std::make_unique<CatalogStore>();
        const QString opened = CatalogStoreFixture::open(*m_store, m_path);
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        m_engine = std::make_unique<SyncEngine>(m_clients.get(), m_store.get());
        SyncLimits limits;
        limits.pageLimit = 10;
        m_engine->setLimits(limits);
        QString error;
        QVERIFY2(m_reader.open(m_path, &error), qPrintable(error));
    }

    void cleanup()
    {
        m_reader.close();
        m_engine.reset();
        m_store.reset();
    }

    void fullSync()
    {
        auto server = startServer({}, synthetic(35));
        QSignalSpy progressed(m_engine.get(), &SyncEngine::progressed);
        const Outcome outcome = sync(providerFor(*server));
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.summary.toolsListed, 35);
        QCOMPARE(outcome.summary.newTools, 35);
        QCOMPARE(m_reader.toolCount(), 35);
        QCOMPARE(progressed.last().at(1).value<SyncProgress>().pages, 4);
        QCOMPARE(progressed.last().at(1).value<SyncProgress>().tools, 35);
        QVERIFY(progressed.last().at(1).value<SyncProgress>().bytes > 1000);
        // The last word before the commit: every page is in, the catalog is being written.
        QVERIFY(progressed.last().at(1).value<SyncProgress>().saving);
        QVERIFY(!progressed.at(progressed.size() - 2).at(1).value<SyncProgress>().saving);
        QVERIFY(m_reader.syncState(QStringLiteral("Vendor")).lastSuccess.isValid());
    }

    // Support turns the area on and reads where each sync went and how it
    // ended; nothing by default, and never a secret.
    void logsWhatSupportNeeds()
    {
        ProviderConfig config;
        config.auth.mode = AuthConfig::Mode::Bearer;
        config.auth.secret = "vendor-s3cret";
        auto server = startServer(config, synthetic(12));
        const Provider provider = providerFor(*server, AuthMethod::Bearer);
        const QtMessageHandler previous = qInstallMessageHandler(captureSyncLog);
        const auto restore = qScopeGuard([previous] {
            qInstallMessageHandler(previous);
            QLoggingCategory::setFilterRules(QString());
        });
        syncLog.clear();
        storeSecret(provider, SecretKind::Secret, "wrong-s3cret");
        QVERIFY(!sync(provider).ok);
        QVERIFY2(syncLog.isEmpty(), qPrintable(syncLog.join(u'\n')));

        QLoggingCategory::setFilterRules(QStringLiteral("toolshelf.sync.info=true"));
        QVERIFY(!sync(provider).ok);
        storeSecret(provider, SecretKind::Secret, "vendor-s3cret");
        QVERIFY(sync(provider).ok);
        const QString all = syncLog.join(u'\n');
        QCOMPARE(syncLog.size(), 4);
        QVERIFY2(syncLog.at(0).startsWith(QStringLiteral("Vendor (a2t, 127.0.0.1")),
                 qPrintable(all));
        QVERIFY2(syncLog.at(0).endsWith(QStringLiteral("sync started")), qPrintable(all));
        QVERIFY2(syncLog.at(1).contains(QStringLiteral("Vendor: sync failed after")),
                 qPrintable(all));
        QVERIFY2(syncLog.at(1).contains(QStringLiteral("401")), qPrintable(all));
        QVERIFY2(syncLog.at(3).contains(QStringLiteral("12 tools listed, 12 new")),
                 qPrintable(all));
        QVERIFY2(!all.contains(QStringLiteral("s3cret")), qPrintable(all));
    }

    void resyncWithChanges()
    {
        auto first = startServer({}, synthetic(20, 1));
        const Provider provider = providerFor(*first);
        QVERIFY(sync(provider).ok);
        // The provider now has version 2 of every tool and 5 more tools.
        auto second = startServer({}, synthetic(25, 2));
        Provider moved = provider;
        moved.baseUrl = second->baseUrl(0);
        const Outcome outcome = sync(moved);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.summary.newTools, 5);
        QCOMPARE(outcome.summary.newVersions, 25);
        const QString toolId
            = static_cast<const SyntheticCatalog &>(second->catalog(0)).toolIdAt(0);
        QCOMPARE(m_reader.versionNumbers(QStringLiteral("Vendor"), toolId), (QList<qint64> {1, 2}));
    }

    // Each failure leaves the previous catalog exactly as it was, and says why.
    void faultsLeaveThePreviousCatalog_data()
    {
        QTest::addColumn<int>("fault");
        QTest::addColumn<QString>("cause");
        QTest::newRow("malformed page") << 0 << QStringLiteral("malformed JSON");
        QTest::newRow("5xx") << 1 << QStringLiteral("500");
        QTest::newRow("cursor loop") << 2 << QStringLiteral("second time");
        QTest::newRow("stalled page") << 3 << QStringLiteral("");
        QTest::newRow("redirect to another origin") << 4 << QStringLiteral("");
    }

    void faultsLeaveThePreviousCatalog()
    {
        QFETCH(int, fault);
        QFETCH(QString, cause);
        auto good = startServer({}, synthetic(30));
        Provider provider = providerFor(*good);
        QVERIFY(sync(provider).ok);
        const QString before = snapshot();

        ProviderConfig config;
        switch (fault) {
        case 0:
            config.faults.malformedPage = 2;
            break;
        case 1:
            config.faults.errorRate = 1.0;
            break;
        case 2:
            config.faults.cursorLoop = true;
            break;
        case 3:
            config.faults.stallPage = 2;
            break;
        case 4:
            config.faults.redirectTo = QUrl(QStringLiteral("http://127.0.0.1:9"));
            break;
        }
        auto bad = startServer(config, synthetic(30, 2, 99));
        provider.baseUrl = bad->baseUrl(0);
        if (fault == 3) {
            // A short transfer timeout for the stalled page: cancel it instead.
            QTimer::singleShot(700, m_engine.get(), [this] { m_engine->cancel(); });
        }
        const Outcome outcome = sync(provider);
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(cause), qPrintable(outcome.error));
        QTRY_VERIFY(!m_reader.syncState(QStringLiteral("Vendor")).lastError.isEmpty());
        QCOMPARE(snapshot(), before);
    }

    // A page the database could not stage loses the sync, though the
    // database works again by the commit: committing without the page would
    // withdraw its tools. The database refuses the page because its
    // connection is closed for it, which is what the one catalog thread
    // sees of a disk that failed for a moment.
    void pageTheDatabaseRefusedFailsTheSync()
    {
        auto good = startServer({}, synthetic(30));
        Provider provider = providerFor(*good);
        QVERIFY(sync(provider).ok);
        const QString before = snapshot();

        auto changed = startServer({}, synthetic(30, 2, 99));
        provider.baseUrl = changed->baseUrl(0);
        // Work posted to the store runs in order with the sync's: closed
        // around the first page's staging, open again for what follows.
        auto context = std::make_unique<QObject>();
        connect(m_engine.get(), &SyncEngine::progressed, context.get(),
                [this](const QString &, const SyncProgress &progress) {
                    if (progress.pages == 1)
                        m_store->post([](CatalogDatabase &db) { db.close(); });
                    if (progress.pages == 2)
                        m_store->post([path = m_path](CatalogDatabase &db) {
                            QString error;
                            if (!db.open(path, &error))
                                qWarning("reopen: %s", qPrintable(error));
                        });
                });
        const Outcome outcome = sync(provider);
        QVERIFY2(!outcome.ok, "committed without a page");
        QVERIFY2(outcome.error.contains(QLatin1String("could not store a page")),
                 qPrintable(outcome.error));
        // The catalog's failure, caused by what the database said.
        QCOMPARE(outcome.failure->code(), Error::Code::Storage);
        QCOMPARE(outcome.failure->message(), QStringLiteral("the catalog could not store a page"));
        QVERIFY(outcome.failure->cause());
        QCOMPARE(outcome.failure->rootCode(), Error::Code::Storage);
        QTRY_COMPARE(m_reader.syncState(QStringLiteral("Vendor")).lastError, outcome.error);
        QCOMPARE(snapshot(), before);
        // The database itself is fine again: the next sync commits.
        context.reset();
        const Outcome retried = sync(provider);
        QVERIFY2(retried.ok, qPrintable(retried.error));
        QVERIFY(snapshot() != before);
    }

    void honours429()
    {
        ProviderConfig config;
        config.faults.rateLimitEvery = 2;
        config.faults.retryAfterSeconds = 1;
        auto server = startServer(config, synthetic(25));
        QElapsedTimer timer;
        timer.start();
        const Outcome outcome = sync(providerFor(*server));
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.summary.toolsListed, 25);
        QVERIFY(timer.elapsed() >= 900);
    }

    void cancelIsPrompt()
    {
        ProviderConfig config;
        config.faults.stallPage = 1;
        auto server = startServer(config, synthetic(5));
        QSignalSpy finished(m_engine.get(), &SyncEngine::providerFinished);
        m_engine->sync({providerFor(*server)});
        QTest::qWait(200);
        QElapsedTimer timer;
        timer.start();
        m_engine->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 500);
        QVERIFY(timer.elapsed() < 500);
        QCOMPARE(ErrorArguments::error(finished.first(), 2)->code(), Error::Code::Cancelled);
        QVERIFY(m_engine->isIdle());
        QCOMPARE(m_reader.toolCount(), 0);
    }

    // The window's syncs hold the profile's write lock (holdWriteLock). One
    // started while a command holds it waits: it counts as syncing, names
    // the holder, fetches nothing, and runs once the command is done. When
    // the engine is idle again, the next command takes the lock at once.
    void waitsForTheWriteLock()
    {
        const Profile profile = lockedProfile();
        auto command = commandHolding(profile);
        auto server = startServer({}, synthetic(12));
        QSignalSpy started(m_engine.get(), &SyncEngine::started);
        QSignalSpy progressed(m_engine.get(), &SyncEngine::progressed);
        QSignalSpy finished(m_engine.get(), &SyncEngine::providerFinished);
        QSignalSpy idle(m_engine.get(), &SyncEngine::idle);
        m_engine->sync({providerFor(*server)});
        QCOMPARE(started.size(), 1);
        QVERIFY(m_engine->isSyncing(QStringLiteral("Vendor")));
        QVERIFY(!m_engine->isIdle());
        QCOMPARE(progressed.size(), 1);
        const QString holder = progressed.first().at(1).value<SyncProgress>().waitingFor;
        QVERIFY2(
            holder.endsWith(QStringLiteral("(process %1)").arg(QCoreApplication::applicationPid())),
            qPrintable(holder));
        // A second sync of the same provider is the same wait, not another.
        m_engine->sync({providerFor(*server)});
        QCOMPARE(started.size(), 1);
        QTest::qWait(1200);
        QCOMPARE(finished.size(), 0);
        QCOMPARE(progressed.size(), 1);
        QCOMPARE(m_reader.toolCount(), 0);

        command.reset();
        QVERIFY(finished.wait(20000));
        QVERIFY2(!ErrorArguments::error(finished.first(), 2),
                 qPrintable(ErrorArguments::text(finished.first(), 2)));
        QCOMPARE(started.size(), 1);
        QVERIFY(progressed.last().at(1).value<SyncProgress>().waitingFor.isEmpty());
        QCOMPARE(m_reader.toolCount(), 12);
        QCOMPARE(idle.size(), 1);
        QVERIFY(ProfileWriteLock(profile).tryAcquire() == ProfileWriteLock::Attempt::Taken);
    }

    // While a sync runs the lock is the engine's, so a command waits for it.
    void holdsTheWriteLockWhileSyncing()
    {
        const Profile profile = lockedProfile();
        ProviderConfig config;
        config.faults.stallPage = 1;
        auto server = startServer(config, synthetic(5));
        QSignalSpy finished(m_engine.get(), &SyncEngine::providerFinished);
        m_engine->sync({providerFor(*server)});
        QTest::qWait(200);
        ProfileWriteLock command(profile);
        QVERIFY(command.tryAcquire() == ProfileWriteLock::Attempt::Held);
        m_engine->cancel();
        QTRY_COMPARE(finished.size(), 1);
        QVERIFY(command.tryAcquire() == ProfileWriteLock::Attempt::Taken);
    }

    // A sync that waits for the lock is cancelled at once, and never runs.
    void cancelWhileWaitingForTheWriteLock()
    {
        const Profile profile = lockedProfile();
        auto command = commandHolding(profile);
        auto server = startServer({}, synthetic(5));
        QSignalSpy finished(m_engine.get(), &SyncEngine::providerFinished);
        QSignalSpy idle(m_engine.get(), &SyncEngine::idle);
        m_engine->sync({providerFor(*server)});
        m_engine->cancel(QStringLiteral("Vendor"));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(ErrorArguments::error(finished.first(), 2)->code(), Error::Code::Cancelled);
        QCOMPARE(idle.size(), 1);
        QVERIFY(m_engine->isIdle());
        command.reset();
        QTest::qWait(1000);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(m_reader.toolCount(), 0);
    }

    // While the database thread is busy (a slow disk, another provider's
    // commit), the fetch waits instead of piling parsed pages up in memory;
    // once the database catches up, the sync completes.
    void fetchWaitsForTheDatabase()
    {
        auto server = startServer({}, synthetic(40));
        SyncLimits limits;
        limits.pageLimit = 2;
        m_engine->setLimits(limits);
        QSignalSpy progressed(m_engine.get(), &SyncEngine::progressed);
        QSignalSpy finished(m_engine.get(), &SyncEngine::providerFinished);
        m_engine->sync({providerFor(*server)});
        // Queued behind the sync's start, so the listing begins, then its
        // pages wait behind this.
        auto release = std::make_shared<QSemaphore>();
        m_store->post([release](CatalogDatabase &) { release->acquire(); });
        // Also when a check fails: the store waits for its thread's work.
        const auto unblock = qScopeGuard([release] { release->release(); });
        const auto pages = [&] {
            return progressed.isEmpty() ? 0 : progressed.last().at(1).value<SyncProgress>().pages;
        };
        QTRY_VERIFY_WITH_TIMEOUT(pages() >= 5, 10000);
        QTest::qWait(300);
        // Four waiting pages hold the fetch; the one in flight then arrives.
        QCOMPARE(pages(), 5);
        release->release();
        QVERIFY(finished.wait(20000));
        QVERIFY2(!ErrorArguments::error(finished.first(), 2),
                 qPrintable(ErrorArguments::text(finished.first(), 2)));
        QCOMPARE(pages(), 20);
        QCOMPARE(m_reader.toolCount(), 40);
    }

    // Several providers at once: a stalled one does not hold back the others.
    void providersAreIndependent()
    {
        ProviderConfig stalled;
        stalled.faults.stallPage = 1;
        auto slow = startServer(stalled, synthetic(5));
        auto fast = startServer({}, synthetic(12));
        Provider a = providerFor(*slow);
        a.name = QStringLiteral("Slow");
        Provider b = providerFor(*fast);
        b.name = QStringLiteral("Fast");
        QSignalSpy finished(m_engine.get(), &SyncEngine::providerFinished);
        m_engine->sync({a, b});
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().at(0).toString(), QStringLiteral("Fast"));
        QVERIFY(!ErrorArguments::error(finished.first(), 2));
        QVERIFY(m_engine->isSyncing(QStringLiteral("Slow")));
        m_engine->cancel(QStringLiteral("Slow"));
        QTRY_COMPARE(finished.size(), 2);
    }

    void fetchesHistoriesOfPinnedTools()
    {
        auto server = startServer({}, synthetic(15, 3));
        const Provider provider = providerFor(*server);
        QVERIFY(sync(provider).ok);
        const QString toolId
            = static_cast<const SyntheticCatalog &>(server->catalog(0)).toolIdAt(3);
        QCOMPARE(m_reader.versionNumbers(QStringLiteral("Vendor"), toolId), (QList<qint64> {3}));
        QString error;
        QVERIFY2(userData(m_reader).pin(QStringLiteral("Vendor"), toolId, 3, &error),
                 qPrintable(error));
        const Outcome outcome = sync(provider);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(m_reader.versionNumbers(QStringLiteral("Vendor"), toolId),
                 (QList<qint64> {1, 2, 3}));
    }

    void authenticates_data()
    {
        QTest::addColumn<int>("method");
        QTest::newRow("api key") << int(AuthMethod::ApiKey);
        QTest::newRow("bearer") << int(AuthMethod::Bearer);
        QTest::newRow("oauth2 client credentials") << int(AuthMethod::OAuth2ClientCredentials);
    }

    void authenticates()
    {
        QFETCH(int, method);
        const auto auth = AuthMethod(method);
        ProviderConfig config;
        config.auth.mode = auth == AuthMethod::ApiKey ? AuthConfig::Mode::ApiKey
            : auth == AuthMethod::Bearer              ? AuthConfig::Mode::Bearer
                                                      : AuthConfig::Mode::OAuth2;
        config.auth.apiKeyHeader = "X-Vendor-Key";
        config.auth.secret = "vendor-s3cret";
        config.auth.clientId = QStringLiteral("designer-app");
        config.auth.clientSecret = "client-s3cret";
        auto server = startServer(config, synthetic(12));
        const Provider provider = providerFor(*server, auth);

        storeSecret(provider, SecretKind::Secret, "wrong");
        const Outcome refused = sync(provider);
        QVERIFY(!refused.ok);
        QCOMPARE(refused.failure->code(), Error::Code::Unauthorized);
        QCOMPARE(refused.failure->rootCode(), Error::Code::Unauthorized);
        if (auth == AuthMethod::OAuth2ClientCredentials) {
            // No token, no page: the token endpoint's refusal says it all.
            QVERIFY2(refused.error.contains(QLatin1String("refused the token request")),
                     qPrintable(refused.error));
        } else {
            // A static secret refused stays refused: the 401, with the page as context.
            QVERIFY2(refused.failure->message().startsWith(QLatin1String("page 1 of ")),
                     qPrintable(refused.failure->message()));
            QVERIFY2(refused.failure->cause()->text().contains(QLatin1String("401")),
                     qPrintable(refused.error));
        }
        storeSecret(provider, SecretKind::Secret,
                    auth == AuthMethod::OAuth2ClientCredentials ? "client-s3cret"
                                                                : "vendor-s3cret");
        const Outcome outcome = sync(provider);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.summary.toolsListed, 12);
    }

    void missingSecretSaysHowToLogIn()
    {
        ProviderConfig config;
        config.auth.mode = AuthConfig::Mode::Bearer;
        config.auth.secret = "x";
        auto server = startServer(config, synthetic(3));
        Provider provider = providerFor(*server, AuthMethod::Bearer);
        provider.name = QStringLiteral("Nobody logged in");
        provider.id = QStringLiteral("id-Nobody logged in");
        const Outcome outcome = sync(provider);
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.error.contains(QLatin1String("toolshelf login")),
                 qPrintable(outcome.error));
        QCOMPARE(outcome.failure->rootCode(), Error::Code::Unauthorized);
    }

    // The refresh token a browser login left is exchanged, and the rotated one kept.
    void authorizationCodeRefreshToken()
    {
        ProviderConfig config;
        config.auth.mode = AuthConfig::Mode::OAuth2;
        config.auth.clientId = QStringLiteral("designer-app");
        config.auth.clientSecret = "client-s3cret";
        auto server = startServer(config, synthetic(7));
        const QByteArray refresh = loginRefreshToken(*server);
        QVERIFY(!refresh.isEmpty());

        Provider provider = providerFor(*server, AuthMethod::OAuth2AuthorizationCode);
        provider.name = QStringLiteral("Browser login");
        provider.id = QStringLiteral("id-Browser login");
        storeSecret(provider, SecretKind::RefreshToken, refresh);
        const Outcome outcome = sync(provider);
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        // The provider rotated the refresh token; the new one is what is stored.
        QSignalSpy read(m_credentials.get(), &CredentialStore::readFinished);
        QTRY_VERIFY(m_credentials->isIdle());
        m_credentials->read(provider, SecretKind::RefreshToken);
        QVERIFY(read.wait(5000));
        const QByteArray stored = read.first().at(3).toByteArray();
        QVERIFY(!stored.isEmpty());
        QVERIFY(stored != refresh);
    }
};

QTEST_GUILESS_MAIN(tst_SyncEngine)
#include "tst_syncengine.moc"
