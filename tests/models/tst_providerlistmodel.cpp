// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The providers pane's model against the real registry, sync engine (talking
// to the reference provider over loopback), catalog and credential store.

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "client/providerclients.h"
#include "core/textsafety.h"
#include "errorarguments.h"
#include "itemmodels/providerlistmodel.h"
#include "net/networkservice.h"
#include "providerfixture.h"
#include "providers/credentialstore.h"
#include "providers/providerregistry.h"
#include "sync/syncengine.h"
#include "syntheticcatalog.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QPersistentModelIndex>

#include <memory>

using namespace Toolshelf;
using namespace Toolshelf::ProviderRoles;
using namespace Fixture;

Q_DECLARE_METATYPE(Toolshelf::SyncSummary)

namespace {

Provider named(const QString &name)
{
    Provider p;
    p.name = name;
    p.baseUrl = QUrl(QString(QStringLiteral("http://127.0.0.1:9/") + name));
    return p;
}

QList<Provider> providersNamed(const QStringList &names)
{
    QList<Provider> providers;
    for (const QString &name : names)
        providers.append(named(name));
    return providers;
}

QStringList namesOf(const QAbstractItemModel &model)
{
    QStringList names;
    for (int row = 0; row < model.rowCount(); ++row)
        names.append(model.index(row, 0).data(NameRole).toString());
    return names;
}

std::vector<std::unique_ptr<Catalog>> synthetic(qsizetype tools, quint64 seed = 11)
{
    std::vector<std::unique_ptr<Catalog>> catalogs;
    catalogs.push_back(std::make_unique<SyntheticCatalog>(tools, 4, 1, seed));
    return catalogs;
}

// What a view would see of one row when it is told the row changed.
struct Sample
{
    bool syncing = false;
    int pages = 0;
    qsizetype toolsFetched = 0;
    qint64 bytes = 0;
    QVariant toolCount;
    QDateTime lastSync;
    QString toolTip;
    bool saving = false;
};

Sample sample(const QModelIndex &index)
{
    return {index.data(SyncingRole).toBool(),
            index.data(PagesRole).toInt(),
            index.data(ToolsFetchedRole).value<qsizetype>(),
            index.data(BytesRole).value<qint64>(),
            index.data(ToolCountRole),
            index.data(LastSyncRole).toDateTime(),
            index.data(Qt::ToolTipRole).toString(),
            index.data(SavingRole).toBool()};
}

// The tooltip's own markup, so that what is left can be checked for any other.
QString withoutOwnMarkup(QString html)
{
    for (const char *tag : {"<qt>", "</qt>", "<b>", "</b>", "<br/>"})
        html.remove(QLatin1String(tag));
    return html;
}

} // namespace

class tst_ProviderListModel : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<ProviderClients> m_clients;
    std::unique_ptr<CatalogStore> m_store;
    std::unique_ptr<SyncEngine> m_engine;
    std::unique_ptr<ProviderRegistry> m_registry;
    CatalogDatabase m_reader;
    QString m_path;

    std::unique_ptr<ProviderListModel> makeModel()
    {
        return std::make_unique<ProviderListModel>(m_registry.get(), m_engine.get(), m_store.get(),
                                                   m_credentials.get());
    }

    // Syncs one provider through the engine; the model sees it only through
    // the engine's signals and the catalog.
    bool sync(const Provider &provider, QString *error = nullptr)
    {
        QSignalSpy finished(m_engine.get(), &SyncEngine::providerFinished);
        m_engine->sync({provider});
        if (!finished.wait(20000))
            qFatal("the sync of %s never finished", qPrintable(provider.name));
        if (error)
            *error = ErrorArguments::text(finished.first(), 2);
        return !ErrorArguments::error(finished.first(), 2);
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<SyncSummary>();
        // No keychain, as on a desktop without a Secret Service: every secret
        // is then kept for the session only, which is what the pane must show.
        // Nothing else here needs the keychain (the providers use no auth).
        qputenv("DBUS_SESSION_BUS_ADDRESS",
                QString(QStringLiteral("unix:path=") + m_dir.filePath(QStringLiteral("no-bus")))
                    .toUtf8());
        m_network = std::make_unique<NetworkService>(&m_manager);
        m_credentials
            = std::make_unique<CredentialStore>(QStringLiteral("Toolshelf tst_providerlistmodel"));
        m_clients = std::make_unique<ProviderClients>(m_credentials.get(), m_network.get());
    }

    void init()
    {
        static int counter = 0;
        ++counter;
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("managed%1.json").arg(counter)).toUtf8());
        m_registry = std::make_unique<ProviderRegistry>(
            Profile::at(m_dir.filePath(QStringLiteral("profile%1").arg(counter))));
        QString error;
        QVERIFY2(m_registry->load(&error), qPrintable(error));

        m_path = m_dir.filePath(QStringLiteral("catalog%1.sqlite").arg(counter));
        m_store = std::make_unique<CatalogStore>();
        QVERIFY2(m_store->open(m_path, &error), qPrintable(error));
        m_engine = std::make_unique<SyncEngine>(m_clients.get(), m_store.get());
        SyncLimits limits;
        limits.pageLimit = 10;
        m_engine->setLimits(limits);
        QVERIFY2(m_reader.open(m_path, &error), qPrintable(error));
    }

    void cleanup()
    {
        m_reader.close();
        m_engine.reset();
        m_store.reset();
        m_registry.reset();
        qunsetenv("TOOLSHELF_MANAGED_PROVIDERS");
    }

    // Any change of the provider list becomes removes, moves and inserts, so
    // a row whose provider stays keeps its persistent index (and a view its
    // selection); the tester fails on any inconsistent change.
    void rowsFollowTheProviders_data()
    {
        QTest::addColumn<QStringList>("before");
        QTest::addColumn<QStringList>("after");
        const auto list = [](const char *names) {
            return QString::fromLatin1(names).split(u' ', Qt::SkipEmptyParts);
        };
        QTest::newRow("unchanged") << list("a b c") << list("a b c");
        QTest::newRow("added at the end") << list("a b") << list("a b c");
        QTest::newRow("added at the start") << list("b c") << list("a b c");
        QTest::newRow("added in runs") << list("a d") << list("a b c d e f");
        QTest::newRow("removed") << list("a b c d e") << list("b d");
        QTest::newRow("all removed") << list("a b") << list("");
        QTest::newRow("from nothing") << list("") << list("a b");
        QTest::newRow("replaced") << list("a b") << list("c d");
        QTest::newRow("moved") << list("a b c") << list("c a b");
        QTest::newRow("reversed with additions") << list("a b c") << list("c x b y a");
        QTest::newRow("duplicates ignored") << list("a") << list("a b a b");
    }

    void rowsFollowTheProviders()
    {
        QFETCH(QStringList, before);
        QFETCH(QStringList, after);
        ProviderListModel model(nullptr, m_engine.get(), m_store.get(), m_credentials.get());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProviders(providersNamed(before));
        QCOMPARE(namesOf(model), before);
        QList<QPersistentModelIndex> kept;
        for (int row = 0; row < model.rowCount(); ++row)
            kept.append(QPersistentModelIndex(model.index(row, 0)));

        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        model.setProviders(providersNamed(after));

        after.removeDuplicates();
        QCOMPARE(namesOf(model), after);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(layout.size(), 0);
        const auto rowsIn = [](const QSignalSpy &spy) {
            int rows = 0;
            for (const QList<QVariant> &arguments : spy)
                rows += arguments.at(2).toInt() - arguments.at(1).toInt() + 1;
            return rows;
        };
        int added = 0;
        for (const QString &name : std::as_const(after))
            added += before.contains(name) ? 0 : 1;
        int gone = 0;
        for (const QString &name : std::as_const(before))
            gone += after.contains(name) ? 0 : 1;
        QCOMPARE(rowsIn(inserted), added);
        QCOMPARE(rowsIn(removed), gone);
        for (qsizetype i = 0; i < before.size(); ++i) {
            const QString &name = before.at(i);
            if (after.contains(name)) {
                QVERIFY2(kept.at(i).isValid(), qPrintable(name));
                QCOMPARE(kept.at(i).data(NameRole).toString(), name);
                QCOMPARE(kept.at(i).row(), int(after.indexOf(name)));
            } else {
                QVERIFY(!kept.at(i).isValid());
            }
        }
        // The catalog's answers arrive as dataChanged, under the tester's eyes.
        for (int row = 0; row < model.rowCount(); ++row) {
            QTRY_VERIFY(model.index(row, 0).data(ToolCountRole).isValid());
            QCOMPARE(model.index(row, 0).data(ToolCountRole).value<qsizetype>(), 0);
            QVERIFY(!model.index(row, 0).data(LastSyncRole).toDateTime().isValid());
        }
        QCOMPARE(reset.size(), 0);
    }

    // reload() re-reads the registry after the user added, edited or removed providers.
    void reloadFollowsTheRegistry()
    {
        QVERIFY(!m_registry->add(named(QStringLiteral("Alpha"))));
        QVERIFY(!m_registry->add(named(QStringLiteral("Beta"))));
        auto model = makeModel();
        QAbstractItemModelTester tester(model.get(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), 0);
        model->reload();
        QCOMPARE(namesOf(*model), (QStringList {QStringLiteral("Alpha"), QStringLiteral("Beta")}));
        QTRY_VERIFY(model->index(1, 0).data(ToolCountRole).isValid());
        const QPersistentModelIndex beta(model->index(1, 0));

        QVERIFY(!m_registry->remove(QStringLiteral("Alpha")));
        QVERIFY(!m_registry->add(named(QStringLiteral("Gamma"))));
        Provider edited = named(QStringLiteral("Beta"));
        edited.baseUrl = QUrl(QStringLiteral("https://beta.example/v2"));
        QVERIFY(!m_registry->update(edited));
        QSignalSpy reset(model.get(), &QAbstractItemModel::modelReset);
        QSignalSpy changed(model.get(), &QAbstractItemModel::dataChanged);
        model->reload();

        QCOMPARE(namesOf(*model), (QStringList {QStringLiteral("Beta"), QStringLiteral("Gamma")}));
        QVERIFY(beta.isValid());
        QCOMPARE(beta.row(), 0);
        QCOMPARE(beta.data(BaseUrlRole).toUrl(), edited.baseUrl);
        QVERIFY(!changed.isEmpty());
        QCOMPARE(changed.first().at(0).toModelIndex(), QModelIndex(beta));
        QVERIFY(changed.first().at(2).value<QList<int>>().contains(BaseUrlRole));
        QVERIFY(beta.data(Qt::ToolTipRole).toString().contains(QStringLiteral("beta.example/v2")));
        // As the registry has it: the settings edited, the identity kept.
        QCOMPARE(model->provider(beta), m_registry->find(edited.name));
        QCOMPARE(model->provider(beta)->baseUrl, edited.baseUrl);
        QCOMPARE(model->indexOf(QStringLiteral("Gamma")), model->index(1, 0));
        QVERIFY(!model->indexOf(QStringLiteral("Alpha")).isValid());
        QTRY_VERIFY(model->index(1, 0).data(ToolCountRole).isValid());
        QCOMPARE(reset.size(), 0);
    }

    // A real sync: the row shows it running with its progress, then, in the
    // same change that ends it, the new tool count and sync time.
    void syncUpdatesTheRow()
    {
        auto server = startServer({}, synthetic(35));
        Provider vendor = named(QStringLiteral("Vendor"));
        vendor.baseUrl = server->baseUrl(0);
        QVERIFY(!m_registry->add(vendor));
        auto model = makeModel();
        QAbstractItemModelTester tester(model.get(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model->reload();
        const QModelIndex row = model->index(0, 0);
        QTRY_VERIFY(row.data(ToolCountRole).isValid());
        QCOMPARE(row.data(SyncingRole).toBool(), false);
        QVERIFY(row.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Never synced")));

        QList<Sample> samples;
        connect(model.get(), &QAbstractItemModel::dataChanged, model.get(),
                [&](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                    if (topLeft.row() <= row.row() && row.row() <= bottomRight.row())
                        samples.append(sample(row));
                });
        QSignalSpy reset(model.get(), &QAbstractItemModel::modelReset);
        QString error;
        QVERIFY2(sync(vendor, &error), qPrintable(error));
        QTRY_VERIFY(!row.data(SyncingRole).toBool());

        QVERIFY(!samples.isEmpty());
        QVERIFY(samples.first().syncing);
        QCOMPARE(samples.first().pages, 0);
        // 35 tools, 10 a page: four pages, each shown while it ran.
        int pages = 0;
        qsizetype tools = 0;
        bool toolTipShowsProgress = false;
        qsizetype ended = -1;
        for (qsizetype i = 0; i < samples.size(); ++i) {
            const Sample &s = samples.at(i);
            if (!s.syncing) {
                ended = i;
                break;
            }
            QVERIFY(s.pages >= pages);
            QVERIFY(s.toolsFetched >= tools);
            pages = s.pages;
            tools = s.toolsFetched;
            if (s.pages > 0)
                QVERIFY(s.bytes > 0);
            toolTipShowsProgress
                = toolTipShowsProgress || s.toolTip.contains(QStringLiteral("Syncing: pages "));
        }
        QCOMPARE(pages, 4);
        QCOMPARE(tools, 35);
        QVERIFY(toolTipShowsProgress);
        // Before it ended, the row said the catalog was being written.
        QVERIFY(ended > 1);
        QVERIFY(samples.at(ended - 1).saving);
        QVERIFY(samples.at(ended - 1).toolTip.contains(
            QStringLiteral("Saving to the catalog: tools 35")));
        // The change that ends the sync already carries its results.
        QVERIFY(ended > 0);
        const Sample &done = samples.at(ended);
        QCOMPARE(done.pages, 0);
        QCOMPARE(done.toolsFetched, 0);
        QCOMPARE(done.bytes, 0);
        QCOMPARE(done.toolCount.value<qsizetype>(), 35);
        QVERIFY(done.lastSync.isValid());

        QCOMPARE(row.data(ToolCountRole).value<qsizetype>(),
                 m_reader.toolCount(QStringLiteral("Vendor")));
        const QDateTime lastSync = row.data(LastSyncRole).toDateTime();
        QCOMPARE(lastSync, m_reader.syncState(QStringLiteral("Vendor")).lastSuccess);
        QCOMPARE(row.data(LastErrorRole).toString(), QString());
        QVERIFY(!row.data(LastErrorTimeRole).toDateTime().isValid());
        const QString toolTip = row.data(Qt::ToolTipRole).toString();
        QVERIFY2(toolTip.contains(
                     QString(QStringLiteral("Tools in the catalog: ") + QLocale().toString(35))),
                 qPrintable(toolTip));
        const QString shownTime
            = QLocale().toString(lastSync.toLocalTime(), QLocale::ShortFormat).toHtmlEscaped();
        QVERIFY2(toolTip.contains(QString(QStringLiteral("Last synced: ") + shownTime)),
                 qPrintable(toolTip));
        QVERIFY(toolTip.contains(vendor.baseUrl.toDisplayString().toHtmlEscaped()));
        QVERIFY(toolTip.contains(QStringLiteral("Sign-in: none")));
        QVERIFY2(toolTip.contains(QStringLiteral("Protocol: A2T (IETF draft)")),
                 qPrintable(toolTip));
        QCOMPARE(row.data(DialectRole).toString(), QStringLiteral("a2t"));
        QVERIFY(!toolTip.contains(QStringLiteral("failed")));
        QCOMPARE(reset.size(), 0);

        // A model made later reads the same state from the catalog.
        auto later = makeModel();
        QAbstractItemModelTester laterTester(
            later.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        later->reload();
        QTRY_COMPARE(later->index(0, 0).data(ToolCountRole).value<qsizetype>(), 35);
        QCOMPARE(later->index(0, 0).data(LastSyncRole).toDateTime(), lastSync);
        QCOMPARE(later->index(0, 0).data(SyncingRole).toBool(), false);
    }

    // A failed sync names its cause and leaves the previous catalog, and so
    // the tool count and last sync time, as they were; a retry clears it.
    void failedSyncKeepsThePreviousState_data()
    {
        QTest::addColumn<bool>("stall");
        QTest::addColumn<QString>("cause");
        QTest::addColumn<Error::Code>("code");
        QTest::newRow("malformed page")
            << false << QStringLiteral("malformed JSON") << Error::Code::Malformed;
        QTest::newRow("stalled page, cancelled")
            << true << QStringLiteral("cancelled") << Error::Code::Cancelled;
    }

    void failedSyncKeepsThePreviousState()
    {
        QFETCH(bool, stall);
        QFETCH(QString, cause);
        QFETCH(Error::Code, code);
        auto good = startServer({}, synthetic(30));
        Provider vendor = named(QStringLiteral("Vendor"));
        vendor.baseUrl = good->baseUrl(0);
        QVERIFY(!m_registry->add(vendor));
        auto model = makeModel();
        QAbstractItemModelTester tester(model.get(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model->reload();
        const QPersistentModelIndex row(model->index(0, 0));
        QVERIFY(sync(vendor));
        QTRY_VERIFY(!row.data(SyncingRole).toBool());
        QCOMPARE(row.data(ToolCountRole).value<qsizetype>(), 30);
        const QDateTime lastSync = row.data(LastSyncRole).toDateTime();
        QVERIFY(lastSync.isValid());

        ProviderConfig config;
        if (stall)
            config.faults.stallPage = 2;
        else
            config.faults.malformedPage = 2;
        auto bad = startServer(config, synthetic(30, 99));
        Provider moved = vendor;
        moved.baseUrl = bad->baseUrl(0);
        QVERIFY(!m_registry->update(moved));
        model->reload();
        QCOMPARE(row.data(BaseUrlRole).toUrl(), moved.baseUrl);
        QMetaObject::Connection canceller;
        if (stall) {
            // Cancelled as soon as the row shows the first page: the second never comes.
            canceller = connect(model.get(), &QAbstractItemModel::dataChanged, this, [&] {
                if (row.data(PagesRole).toInt() >= 1 && m_engine->isSyncing(vendor.name))
                    QMetaObject::invokeMethod(
                        m_engine.get(), [this] { m_engine->cancel(QStringLiteral("Vendor")); },
                        Qt::QueuedConnection);
            });
        }
        QString error;
        QVERIFY(!sync(moved, &error));
        QVERIFY2(error.contains(cause), qPrintable(error));
        QTRY_VERIFY(!row.data(SyncingRole).toBool());
        disconnect(canceller);

        QCOMPARE(row.data(LastErrorRole).toString(), error);
        QCOMPARE(row.data(LastErrorCodeRole).toInt(), int(code));
        QVERIFY(row.data(LastErrorTimeRole).toDateTime().isValid());
        QVERIFY(row.data(LastErrorTimeRole).toDateTime() >= lastSync);
        QCOMPARE(row.data(ToolCountRole).value<qsizetype>(), 30);
        QCOMPARE(row.data(ToolCountRole).value<qsizetype>(), m_reader.toolCount(vendor.name));
        QCOMPARE(row.data(LastSyncRole).toDateTime(), lastSync);
        QCOMPARE(row.data(PagesRole).toInt(), 0);
        QString toolTip = row.data(Qt::ToolTipRole).toString();
        QVERIFY2(toolTip.contains(QStringLiteral("The last sync failed")), qPrintable(toolTip));
        QVERIFY2(toolTip.contains(TextSafety::escapeUnsafe(error).toHtmlEscaped()),
                 qPrintable(toolTip));
        QVERIFY(toolTip.contains(
            QString(QStringLiteral("Tools in the catalog: ") + QLocale().toString(30))));

        // The catalog recorded the failure: a fresh model shows it too.
        {
            auto later = makeModel();
            QAbstractItemModelTester laterTester(
                later.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
            later->reload();
            QTRY_VERIFY(later->index(0, 0).data(ToolCountRole).isValid());
            QCOMPARE(later->index(0, 0).data(LastErrorRole).toString(), error);
            // The catalog keeps the text alone: the code was this model's news.
            QVERIFY(!later->index(0, 0).data(LastErrorCodeRole).isValid());
        }

        // Retry against the working provider.
        QVERIFY(!m_registry->update(vendor));
        model->reload();
        QVERIFY(sync(vendor));
        QTRY_VERIFY(!row.data(SyncingRole).toBool());
        QCOMPARE(row.data(LastErrorRole).toString(), QString());
        QVERIFY(!row.data(LastErrorCodeRole).isValid());
        QVERIFY(!row.data(LastErrorTimeRole).toDateTime().isValid());
        QVERIFY(row.data(LastSyncRole).toDateTime() >= lastSync);
        toolTip = row.data(Qt::ToolTipRole).toString();
        QVERIFY2(!toolTip.contains(QStringLiteral("failed")), qPrintable(toolTip));
    }

    // Providers from the administrator's managed file are locked.
    void managedProvidersAreLocked()
    {
        Provider managed = named(QStringLiteral("Company tools"));
        managed.baseUrl = QUrl(QStringLiteral("https://tools.corp.example/a2t"));
        managed.auth = AuthMethod::Bearer;
        QVERIFY(writeFile(qEnvironmentVariable("TOOLSHELF_MANAGED_PROVIDERS"),
                          ProviderRegistry::toJson({managed})));
        QString error;
        QVERIFY2(m_registry->load(&error), qPrintable(error));
        QVERIFY(!m_registry->add(named(QStringLiteral("Mine"))));

        auto model = makeModel();
        QAbstractItemModelTester tester(model.get(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model->reload();
        QCOMPARE(namesOf(*model),
                 (QStringList {QStringLiteral("Company tools"), QStringLiteral("Mine")}));
        const QModelIndex company = model->index(0, 0);
        const QModelIndex mine = model->index(1, 0);
        QCOMPARE(company.data(LockedRole).toBool(), true);
        QCOMPARE(mine.data(LockedRole).toBool(), false);
        QCOMPARE(AuthMethod(company.data(AuthRole).toInt()), AuthMethod::Bearer);
        QCOMPARE(company.data(Qt::DisplayRole).toString(), QStringLiteral("Company tools"));
        const QString lockNote = QStringLiteral("managed by your administrator");
        QVERIFY(company.data(Qt::ToolTipRole).toString().contains(lockNote));
        QVERIFY(company.data(Qt::ToolTipRole).toString().contains(QStringLiteral("bearer token")));
        QVERIFY(!mine.data(Qt::ToolTipRole).toString().contains(lockNote));
    }

    // A managed provider that sets aside the user's own of its name says so,
    // with what to do, until the user removes theirs.
    void managedProviderShowsTheOneItShadows()
    {
        Provider mine = named(QStringLiteral("Company tools"));
        mine.baseUrl = QUrl(QStringLiteral("https://mine.example/a2t"));
        QVERIFY(!m_registry->add(mine));
        QVERIFY(!m_registry->add(named(QStringLiteral("Other"))));
        QString error;
        QVERIFY(m_registry->save(&error));
        Provider managed = named(QStringLiteral("Company tools"));
        managed.baseUrl = QUrl(QStringLiteral("https://tools.corp.example/a2t"));
        QVERIFY(writeFile(qEnvironmentVariable("TOOLSHELF_MANAGED_PROVIDERS"),
                          ProviderRegistry::toJson({managed})));
        QVERIFY2(m_registry->load(&error), qPrintable(error));

        auto model = makeModel();
        QAbstractItemModelTester tester(model.get(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model->reload();
        QCOMPARE(namesOf(*model),
                 (QStringList {QStringLiteral("Company tools"), QStringLiteral("Other")}));
        const QModelIndex company = model->index(0, 0);
        QCOMPARE(company.data(ShadowsOwnRole).toBool(), true);
        QCOMPARE(company.data(BaseUrlRole).toUrl(), managed.baseUrl);
        const QString toolTip = company.data(Qt::ToolTipRole).toString();
        QVERIFY2(toolTip.contains(QStringLiteral("Your own provider Company tools")),
                 qPrintable(toolTip));
        QVERIFY(toolTip.contains(QStringLiteral("https://mine.example/a2t")));
        QVERIFY(toolTip.contains(QStringLiteral("toolshelf provider remove")));
        QCOMPARE(model->index(1, 0).data(ShadowsOwnRole).toBool(), false);

        QSignalSpy changed(model.get(), &QAbstractItemModel::dataChanged);
        QVERIFY(!m_registry->removeShadowed(QStringLiteral("Company tools")));
        model->reload();
        QCOMPARE(company.data(ShadowsOwnRole).toBool(), false);
        QVERIFY(!company.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Your own")));
        QVERIFY(std::any_of(changed.cbegin(), changed.cend(), [&](const QList<QVariant> &args) {
            return args.at(0).toModelIndex() == company
                && args.at(2).value<QList<int>>().contains(ShadowsOwnRole);
        }));
    }

    // With no keychain a secret lives in memory only; the row warns about it
    // for as long as it does.
    void sessionOnlySecretIsShown()
    {
        Provider keyed = named(QStringLiteral("Keyed"));
        keyed.auth = AuthMethod::ApiKey;
        QVERIFY(!m_registry->add(keyed));
        QVERIFY(!m_registry->add(named(QStringLiteral("Other"))));
        // Its secrets are filed under the id the registry gave it.
        keyed = m_registry->find(keyed.name).value();
        auto model = makeModel();
        QAbstractItemModelTester tester(model.get(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model->reload();
        const QModelIndex row = model->index(0, 0);
        const QString note = QStringLiteral("kept for this session only");
        QCOMPARE(row.data(SessionOnlySecretRole).toBool(), false);
        QVERIFY(!row.data(Qt::ToolTipRole).toString().contains(note));

        QSignalSpy changed(model.get(), &QAbstractItemModel::dataChanged);
        QSignalSpy written(m_credentials.get(), &CredentialStore::writeFinished);
        m_credentials->write(keyed, SecretKind::Secret, "s3cret");
        QVERIFY(written.wait(20000));
        QCOMPARE(written.first().at(2).value<SecretStatus>(), SecretStatus::SessionOnly);
        QCOMPARE(row.data(SessionOnlySecretRole).toBool(), true);
        QVERIFY(row.data(Qt::ToolTipRole).toString().contains(note));
        QCOMPARE(model->index(1, 0).data(SessionOnlySecretRole).toBool(), false);
        const auto announced = [&] {
            for (const QList<QVariant> &arguments : std::as_const(changed)) {
                if (arguments.at(0).toModelIndex() == row
                    && arguments.at(2).value<QList<int>>().contains(SessionOnlySecretRole))
                    return true;
            }
            return false;
        };
        QVERIFY(announced());

        // A model made now sees the secret at once.
        {
            auto later = makeModel();
            QAbstractItemModelTester laterTester(
                later.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
            later->reload();
            QCOMPARE(later->index(0, 0).data(SessionOnlySecretRole).toBool(), true);
        }

        changed.clear();
        QSignalSpy removed(m_credentials.get(), &CredentialStore::removeFinished);
        m_credentials->remove(keyed, SecretKind::Secret);
        QVERIFY(removed.wait(20000));
        QCOMPARE(row.data(SessionOnlySecretRole).toBool(), false);
        QVERIFY(!row.data(Qt::ToolTipRole).toString().contains(note));
        QVERIFY(announced());
    }

    // A provider list may come from anywhere: names and URLs reach the
    // tooltip (rich text) escaped, so they can neither add markup nor reorder
    // what is shown with bidi controls.
    void hostileNamesAreEscaped_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("markup") << QStringLiteral(
            "Evil <img src=x onerror=alert(1)> & <a href=\"http://x\">");
        QTest::newRow("bidi override")
            << QString(QStringLiteral("invoice") + QChar(0x202e) + QStringLiteral("fdp.exe"));
        QTest::newRow("control characters")
            << QString(QStringLiteral("bell") + QChar(0x07) + QStringLiteral("esc") + QChar(0x1b)
                       + QStringLiteral("[31m"));
        QTest::newRow("all at once") << QString(QStringLiteral("<b>") + QChar(0x2066)
                                                + QStringLiteral("x</b>") + QChar(0x9b));
    }

    void hostileNamesAreEscaped()
    {
        QFETCH(QString, name);
        Provider hostile = named(QStringLiteral("placeholder"));
        hostile.name = name;
        hostile.baseUrl = QUrl(QStringLiteral("https://evil.example/<script>?q=\"&x=<b>"));
        ProviderListModel model(nullptr, m_engine.get(), m_store.get(), m_credentials.get());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProviders({hostile, named(QStringLiteral("plain"))});
        const QModelIndex row = model.index(0, 0);
        QTRY_VERIFY(row.data(ToolCountRole).isValid());

        QCOMPARE(row.data(NameRole).toString(), name);
        const QString display = row.data(Qt::DisplayRole).toString();
        QCOMPARE(display, TextSafety::escapeUnsafe(name));
        QVERIFY(!TextSafety::containsUnsafe(display));

        const QString toolTip = row.data(Qt::ToolTipRole).toString();
        QVERIFY2(toolTip.startsWith(QStringLiteral("<qt>")), qPrintable(toolTip));
        QVERIFY(!TextSafety::containsUnsafe(toolTip));
        QVERIFY2(toolTip.contains(TextSafety::escapeUnsafe(name).toHtmlEscaped()),
                 qPrintable(toolTip));
        const QString rest = withoutOwnMarkup(toolTip);
        QVERIFY2(!rest.contains(u'<') && !rest.contains(u'>'), qPrintable(rest));
        QVERIFY2(!rest.contains(u'"'), qPrintable(rest));
    }
};

QTEST_GUILESS_MAIN(tst_ProviderListModel)
#include "tst_providerlistmodel.moc"
