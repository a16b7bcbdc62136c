// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Versions tab on a real SQLite catalog, with the reference provider over
// loopback where the history has to be fetched.

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "client/providerclients.h"
#include "itemmodels/versionlistmodel.h"
#include "net/networkservice.h"
#include "providerfixture.h"
#include "providers/credentialstore.h"
#include "providers/providerregistry.h"
#include "signaturefixtures.h"
#include "silentserver.h"
#include "syntheticcatalog.h"
#include "toolpane/versiondiffview.h"
#include "toolpane/versionspanel.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTreeView>

using namespace Toolshelf;

namespace {

const QString Skycast = QStringLiteral("Skycast");
const QString WeatherId = QStringLiteral("0479a45d-ad0a-49d4-94db-75edf00d2ca4");
const QString Hostile = QStringLiteral("<script>alert(1)</script><b>loud</b>");

// Version 2 adds an optional input and an enum value (compatible); version 3
// removes the City input (breaking) and changes the description to markup.
QList<QJsonObject> weatherVersions()
{
    using namespace Fixtures;
    const QJsonObject v1 = version(validTool(), 1, 3);
    QJsonObject v2 = appendParameter(
        version(v1, 2, 3), QStringLiteral("input_parameters"),
        QJsonObject {{QStringLiteral("id"), QStringLiteral("lang")},
                     {QStringLiteral("name"), QStringLiteral("Language")},
                     {QStringLiteral("required"), false},
                     {QStringLiteral("description"), QStringLiteral("Answer language.")}});
    v2 = withInput(
        v2, 1, QStringLiteral("allowed-values"),
        QJsonArray {allowedValue(QStringLiteral("CELSIUS"), QStringLiteral("Metric.")),
                    allowedValue(QStringLiteral("FAHRENHEIT"), QStringLiteral("Imperial.")),
                    allowedValue(QStringLiteral("KELVIN"), QStringLiteral("SI."))});
    QJsonObject v3 = removeParameter(version(v2, 3, 3), QStringLiteral("input_parameters"), 0);
    v3 = with(v3, QStringLiteral("description"), Hostile);
    return {v1, v2, v3};
}

QList<ParsedSignature> parsed(const QList<QJsonObject> &objects)
{
    QJsonArray array;
    for (const QJsonObject &object : objects)
        array.append(object);
    return SignatureParser::parseDocument(Fixtures::json(array)).signatures;
}

// The listing a sync would write (current versions only), then `history`.
bool writeCatalog(const QString &path, const QString &provider, const QList<QJsonObject> &listing,
                  const QList<QJsonObject> &history = {})
{
    CatalogDatabase db;
    QString error;
    if (!db.open(path, &error))
        return false;
    const qint64 sync = db.beginSync(provider, QStringLiteral("a2t"), &error);
    if (!db.stage(sync, Staging::read(provider, parsed(listing)), StageKind::Listing, &error)
        || !db.commitSync(sync, nullptr, &error))
        return false;
    return history.isEmpty()
        || db.storeVersions(provider, history.first().value(QStringLiteral("toolId")).toString(),
                            Staging::read(provider, parsed(history)), &error);
}

QComboBox *chooseVersion(QComboBox *chooser, qint64 version)
{
    chooser->setCurrentIndex(chooser->findText(QStringLiteral("Version %1").arg(version)));
    return chooser;
}

} // namespace

class tst_VersionsPanel : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;
    Profile m_profile = Profile::at({});
    std::unique_ptr<CatalogStore> m_store;
    std::unique_ptr<ProviderRegistry> m_registry;
    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<ProviderClients> m_clients;

    CatalogServices services() const
    {
        return CatalogServices {m_registry.get(), m_store.get(), nullptr, m_credentials.get(),
                                m_network.get(),  nullptr,       nullptr, m_clients.get()};
    }

    void openStore()
    {
        m_store = std::make_unique<CatalogStore>();
        QString error;
        QVERIFY2(m_store->open(m_path, &error), qPrintable(error));
    }

    std::optional<Pin> pinOf(const QString &provider, const QString &toolId)
    {
        CatalogDatabase reader;
        QString error;
        if (!reader.open(m_path, &error))
            qFatal("cannot read the catalog: %s", qPrintable(error));
        return reader.pinOf(provider, toolId);
    }

    void addProvider(const QString &name, const QUrl &baseUrl)
    {
        Provider provider;
        provider.name = name;
        provider.baseUrl = baseUrl;
        const std::optional<QString> error
            = m_registry->find(name) ? m_registry->update(provider) : m_registry->add(provider);
        QVERIFY2(!error, qPrintable(error.value_or(QString())));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("none.json")).toUtf8());
        m_network = std::make_unique<NetworkService>(&m_manager);
        // Without a keychain: the providers here need no credentials.
        m_credentials
            = std::make_unique<CredentialStore>(QStringLiteral("Toolshelf tst_versionspanel"));
        m_clients = std::make_unique<ProviderClients>(m_credentials.get(), m_network.get());
    }

    void init()
    {
        static int counter = 0;
        m_profile = Profile::at(m_dir.filePath(QStringLiteral("p%1").arg(++counter)));
        QString error;
        QVERIFY(m_profile.ensureDirectories(&error));
        m_path = m_profile.catalogFile();
        m_registry = std::make_unique<ProviderRegistry>(m_profile);
        QVERIFY(m_registry->load(&error));
    }

    void cleanup()
    {
        m_store.reset();
        m_registry.reset();
    }

    void listsVersionsAndComparesThem()
    {
        const QList<QJsonObject> versions = weatherVersions();
        QVERIFY(writeCatalog(m_path, Skycast, {versions.last()}, versions.mid(0, 2)));
        openStore();
        VersionsPanel panel(services());
        QSignalSpy loaded(&panel, &VersionsPanel::versionsLoaded);
        panel.setTool(Skycast, WeatherId);
        QVERIFY(loaded.wait(5000));
        QCOMPARE(panel.versionModel()->rowCount(), 3);
        QVERIFY(!panel.isFetching());
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("3 version(s)")));
        QVERIFY(panel.versionModel()
                    ->index(0, VersionListModel::MarksColumn)
                    .data()
                    .toString()
                    .contains(QLatin1String("current")));

        // By default the newest against the one before it: City was removed.
        QCOMPARE(panel.toChooser()->currentText(), QStringLiteral("Version 3"));
        QCOMPARE(panel.fromChooser()->currentText(), QStringLiteral("Version 2"));
        VersionDiffView *diff = panel.diffView();
        QVERIFY(diff->hasDiff());
        QCOMPARE(diff->breakingCount(), 1);
        QCOMPARE(diff->verdict(), QStringLiteral("breaking: 1 change(s)"));
        const auto removed = std::find_if(
            diff->changes().cbegin(), diff->changes().cend(),
            [](const SignatureChange &c) { return c.kind == SignatureChange::Kind::InputRemoved; });
        QVERIFY(removed != diff->changes().cend());
        QVERIFY(removed->isBreaking());
        // The provider's markup is shown as text, never rendered.
        QVERIFY(diff->toPlainText().contains(Hostile));
        QVERIFY(!diff->toHtml().contains(QLatin1String("<script>")));
        QVERIFY(diff->toPlainText().contains(QLatin1String("Inputs")));

        // Any two: 1 -> 2 only added an optional input and an enum value.
        chooseVersion(panel.fromChooser(), 1);
        chooseVersion(panel.toChooser(), 2);
        QCOMPARE(diff->verdict(), QStringLiteral("backwards compatible"));
        QList<int> kinds;
        for (const SignatureChange &change : diff->changes())
            kinds << int(change.kind);
        std::sort(kinds.begin(), kinds.end());
        QCOMPARE(kinds,
                 (QList<int> {int(SignatureChange::Kind::InputAdded),
                              int(SignatureChange::Kind::EnumValueAdded)}));
        QVERIFY(diff->toPlainText().contains(QLatin1String("KELVIN")));
        QVERIFY(diff->toPlainText().contains(QLatin1String("compatible")));

        // The same version on both sides: nothing changed.
        chooseVersion(panel.fromChooser(), 2);
        QVERIFY(diff->changes().isEmpty());
        QCOMPARE(diff->verdict(), QStringLiteral("backwards compatible"));

        panel.clearTool();
        QCOMPARE(panel.versionModel()->rowCount(), 0);
        QVERIFY(!diff->hasDiff());
        QVERIFY(!panel.pinButton()->isEnabled());
    }

    void boundsProviderText()
    {
        ToolSignature older;
        older.version = 1;
        older.description = QStringLiteral("short");
        ToolSignature newer = older;
        newer.version = 2;
        newer.description = QStringLiteral("\u202Eevil") + QString(200000, u'x');
        VersionDiffView view;
        view.setVersions(older, newer);
        QCOMPARE(view.changes().size(), 1);
        const QString shown = view.toPlainText();
        QVERIFY(shown.size() < 3 * VersionDiffView::MaxTextLength);
        QVERIFY(shown.contains(QStringLiteral("…")));
        QVERIFY(!shown.contains(QChar(0x202E)));
        // Made visible instead of reordering the text around it.
        QVERIFY(shown.contains(QLatin1String("\\u202E"))
                || shown.contains(QLatin1String("\\u202e")));
    }

    void marksVersionsChangedWithoutANewNumber()
    {
        QList<QJsonObject> versions = weatherVersions();
        QVERIFY(writeCatalog(m_path, Skycast, {versions.last()}, versions.mid(0, 2)));
        // The provider later serves other content as version 2.
        QVERIFY(writeCatalog(m_path, Skycast, {versions.last()},
                             {Fixtures::with(versions.at(1), QStringLiteral("description"),
                                             QStringLiteral("Quietly changed."))}));
        openStore();
        VersionsPanel panel(services());
        QSignalSpy loaded(&panel, &VersionsPanel::versionsLoaded);
        panel.setTool(Skycast, WeatherId);
        QVERIFY(loaded.wait(5000));
        const int row = panel.versionModel()->rowOf(2);
        QCOMPARE(panel.versionModel()->index(row, 0).data(VersionListModel::RevisionsRole).toInt(),
                 2);
        QVERIFY(panel.versionModel()
                    ->index(row, VersionListModel::MarksColumn)
                    .data()
                    .toString()
                    .contains(QLatin1String("without a new version")));
    }

    void pinsUnpinsAndUpdatesToLatest()
    {
        const QList<QJsonObject> versions = weatherVersions();
        QVERIFY(writeCatalog(m_path, Skycast, {versions.last()}, versions.mid(0, 2)));
        openStore();
        VersionsPanel panel(services());
        QStringList questions;
        bool agree = false;
        panel.setConfirmPresenter(
            [&](QWidget *, const QString &, const QString &text, std::function<void(bool)> answer) {
                questions << text;
                answer(agree);
            });
        QSignalSpy loaded(&panel, &VersionsPanel::versionsLoaded);
        QSignalSpy pinChanged(&panel, &VersionsPanel::pinChanged);
        panel.setTool(Skycast, WeatherId);
        QVERIFY(loaded.wait(5000));
        QVERIFY(!panel.unpinButton()->isEnabled());
        QVERIFY(!panel.updateButton()->isEnabled());

        // Pin version 1, chosen in the list.
        panel.versionList()->setCurrentIndex(
            panel.versionModel()->index(panel.versionModel()->rowOf(1), 0));
        QCOMPARE(panel.pinButton()->text(), QStringLiteral("&Pin version 1"));
        QVERIFY(panel.pinButton()->isEnabled());
        panel.pinButton()->click();
        QTRY_COMPARE(pinChanged.size(), 1);
        QCOMPARE(pinChanged.first().at(0).toString(), Skycast);
        QCOMPARE(pinChanged.first().at(1).toString(), WeatherId);
        QCOMPARE(pinOf(Skycast, WeatherId)->version, 1);
        QTRY_VERIFY(panel.updateButton()->isEnabled());
        QVERIFY(panel.unpinButton()->isEnabled());
        QVERIFY(!panel.pinButton()->isEnabled());
        QVERIFY(panel.versionModel()
                    ->index(panel.versionModel()->rowOf(1), 0)
                    .data(VersionListModel::PinnedVersionRole)
                    .toBool());

        // Update to latest shows pinned -> current first; declining keeps the pin.
        chooseVersion(panel.fromChooser(), 2);
        panel.updateButton()->click();
        QCOMPARE(questions.size(), 1);
        QCOMPARE(panel.fromChooser()->currentText(), QStringLiteral("Version 1"));
        QCOMPARE(panel.toChooser()->currentText(), QStringLiteral("Version 3"));
        QCOMPARE(panel.diffView()->verdict(), QStringLiteral("breaking: 1 change(s)"));
        QVERIFY2(questions.first().contains(QLatin1String("breaking: 1 change(s)")),
                 qPrintable(questions.first()));
        QTest::qWait(100);
        QCOMPARE(pinChanged.size(), 1);
        QCOMPARE(pinOf(Skycast, WeatherId)->version, 1);

        agree = true;
        loaded.clear();
        panel.updateButton()->click();
        QTRY_COMPARE(pinChanged.size(), 2);
        QCOMPARE(pinOf(Skycast, WeatherId)->version, 3);
        // The list reads the new pin again.
        QTRY_COMPARE(loaded.size(), 1);
        QVERIFY(!panel.updateButton()->isEnabled());
        QVERIFY(panel.versionModel()
                    ->index(panel.versionModel()->rowOf(3), 0)
                    .data(VersionListModel::PinnedVersionRole)
                    .toBool());

        QVERIFY(panel.unpinButton()->isEnabled());
        panel.unpinButton()->click();
        QTRY_COMPARE(pinChanged.size(), 3);
        QVERIFY(!pinOf(Skycast, WeatherId));
        QTRY_VERIFY(!panel.unpinButton()->isEnabled());
    }

    void fetchesTheMissingHistoryAndRetriesAfterAFailure()
    {
        using namespace Fixture;
        auto catalogs = std::vector<std::unique_ptr<Catalog>> {};
        catalogs.push_back(std::make_unique<SyntheticCatalog>(3, 2, 4, 9));
        auto server = startServer({}, std::move(catalogs));
        const auto &synthetic = static_cast<const SyntheticCatalog &>(server->catalog(0));
        const QString toolId = synthetic.toolIdAt(1);
        // Only the current version is stored, as after a sync.
        QVERIFY(writeCatalog(m_path, QStringLiteral("Vendor"), {synthetic.currentAt(1)}));
        // First nobody listens where the provider is said to be.
        addProvider(QStringLiteral("Vendor"), QUrl(QStringLiteral("http://127.0.0.1:9/api")));
        openStore();

        VersionsPanel panel(services());
        panel.setTool(QStringLiteral("Vendor"), toolId);
        QTRY_VERIFY(panel.isFetching());
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("Fetching")));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isFetching(), 20000);
        QVERIFY2(panel.statusLabel()->text().startsWith(QLatin1String("Could not fetch")),
                 qPrintable(panel.statusLabel()->text()));
        QVERIFY(panel.retryButton()->isVisibleTo(&panel));
        QCOMPARE(panel.versionModel()->rowCount(), 1);

        // The provider moved; Retry fetches every version.
        addProvider(QStringLiteral("Vendor"), server->baseUrl(0));
        QSignalSpy loaded(&panel, &VersionsPanel::versionsLoaded);
        panel.retryButton()->click();
        QVERIFY(panel.isFetching());
        QVERIFY(!panel.retryButton()->isVisibleTo(&panel));
        QTRY_COMPARE_WITH_TIMEOUT(panel.versionModel()->rowCount(), 4, 20000);
        QVERIFY(!panel.isFetching());
        QVERIFY2(panel.statusLabel()->text().contains(QLatin1String("4 version(s)")),
                 qPrintable(panel.statusLabel()->text()));
        QVERIFY(!panel.retryButton()->isVisibleTo(&panel));
        QCOMPARE(panel.toChooser()->currentText(), QStringLiteral("Version 4"));
        QCOMPARE(panel.fromChooser()->currentText(), QStringLiteral("Version 3"));
        QVERIFY(panel.diffView()->hasDiff());
    }

    void switchingToolsCancelsTheFetch()
    {
        Fixture::SilentServer silent;
        const QString first = QStringLiteral("11111111-1111-4111-8111-111111111111");
        const QString second = QStringLiteral("22222222-2222-4222-8222-222222222222");
        QVERIFY(writeCatalog(
            m_path, silent.provider().name,
            {Fixtures::with(Fixtures::version(Fixtures::validTool(), 2, 2),
                            QStringLiteral("toolId"), first),
             Fixtures::with(Fixtures::with(Fixtures::version(Fixtures::validTool(), 2, 2),
                                           QStringLiteral("toolId"), second),
                            QStringLiteral("name"), QStringLiteral("other_tool"))}));
        addProvider(silent.provider().name, silent.provider().baseUrl);
        openStore();
        VersionsPanel panel(services());
        panel.setTool(silent.provider().name, first);
        QTRY_COMPARE(silent.connections(), 1);
        QVERIFY(panel.isFetching());
        // Another tool: the first fetch is aborted, the second one asked for.
        panel.setTool(silent.provider().name, second);
        QTRY_VERIFY(silent.closed(0));
        QTRY_COMPARE(silent.connections(), 2);
        // Asked, not merely connecting: a request aborted before it was
        // written may leave Qt's idle connection open for reuse, which is no
        // fetch in flight (the CI caught that race once).
        QTRY_VERIFY2(silent.received(1), silent.describe().constData());
        QVERIFY(panel.isFetching());
        QCOMPARE(panel.toolId(), second);
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("Fetching")));
        panel.clearTool();
        QVERIFY(!panel.isFetching());
        QTRY_VERIFY2(silent.allClosed(), silent.describe().constData());
    }
};

QTEST_MAIN(tst_VersionsPanel)
#include "tst_versionspanel.moc"
