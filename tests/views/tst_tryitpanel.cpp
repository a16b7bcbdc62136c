// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The try-it panel against a real catalog and the reference provider over
// loopback: the form follows the signature, nothing is sent before the inputs
// fit and the user confirms, and the chosen version is the one called.

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "client/providerclients.h"
#include "dialects/a2t/signatureparser.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "dialects/dialectregistry.h"
#include "dialects/files/filesdialect.h"
#include "dialects/mcp/mcpdialect.h"
#include "mcpeverything.h"
#include "net/networkservice.h"
#include "providerfixture.h"
#include "providers/credentialstore.h"
#include "providers/providerregistry.h"
#include "toolpane/elicitationdialog.h"
#include "toolpane/invocationform.h"
#include "toolpane/schemaform.h"
#include "toolpane/tryitpanel.h"
#include "userdataedits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTcpServer>
#include <QTemporaryDir>

using namespace Toolshelf;
using namespace Fixture;

class tst_TryItPanel : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<ProviderServer> m_server;
    std::unique_ptr<CatalogStore> m_store;
    std::unique_ptr<ProviderRegistry> m_registry;
    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<ProviderClients> m_clients;
    int m_confirmations = 0;
    QString m_confirmText;

    CatalogServices services() const
    {
        return {m_registry.get(), m_store.get(), nullptr, m_credentials.get(),
                m_network.get(),  nullptr,       nullptr, m_clients.get()};
    }

    // A panel whose confirmation answers `accept` and records what it was asked.
    std::unique_ptr<TryItPanel> panel(bool accept)
    {
        auto panel = std::make_unique<TryItPanel>(services());
        panel->setConfirmPresenter([this, accept](QWidget *, const QString &, const QString &text,
                                                  std::function<void(bool)> answer) {
            ++m_confirmations;
            m_confirmText = text;
            answer(accept);
        });
        return panel;
    }

    static void showTool(TryItPanel &panel, const QString &toolId, qint64 expectedVersion)
    {
        QSignalSpy shown(&panel, &TryItPanel::versionShown);
        panel.setTool(QStringLiteral("Demo"), toolId);
        QVERIFY(shown.wait(10000));
        QCOMPARE(shown.last().at(0).toLongLong(), expectedVersion);
        QCOMPARE(panel.version(), expectedVersion);
    }

    static bool invoke(TryItPanel &panel)
    {
        QSignalSpy finished(&panel, &TryItPanel::invocationFinished);
        QTest::mouseClick(panel.invokeButton(), Qt::LeftButton);
        if (!finished.wait(10000))
            qFatal("the call did not end");
        return finished.first().at(0).toBool();
    }

    // Points the configured provider somewhere else.
    void moveProvider(const QUrl &baseUrl)
    {
        Provider demo = *m_registry->find(QStringLiteral("Demo"));
        demo.baseUrl = baseUrl;
        QVERIFY(!m_registry->update(demo));
    }

    void fillFlights(TryItPanel &panel)
    {
        auto *cabin
            = qobject_cast<QComboBox *>(panel.form()->editor(QStringLiteral("Flight Class")));
        cabin->setCurrentIndex(cabin->findData(QStringLiteral("BUSINESS")));
        qobject_cast<QSpinBox *>(panel.form()->editor(QStringLiteral("Passengers")))->setValue(2);
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<NetworkResult>();
        m_network = std::make_unique<NetworkService>(&m_manager);
        m_credentials
            = std::make_unique<CredentialStore>(QStringLiteral("Toolshelf tst_tryitpanel"));
        m_clients = std::make_unique<ProviderClients>(m_credentials.get(), m_network.get());
    }

    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("none.json")).toUtf8());
        m_server = startServer({}, demoCatalog(m_dir));
        static int counter = 0;
        const Profile profile = Profile::at(m_dir.filePath(QStringLiteral("p%1").arg(++counter)));
        QString error;
        QVERIFY(profile.ensureDirectories(&error));
        {
            // What a sync and a version fetched on demand leave: weather v2
            // and v1, search_flights v1.
            const QJsonArray all = QJsonDocument::fromJson(catalogJson()).array();
            CatalogDatabase db;
            QVERIFY2(db.open(profile.catalogFile(), &error), qPrintable(error));
            const qint64 sync = db.beginSync(QStringLiteral("Demo"), QStringLiteral("a2t"), &error);
            const ParsedDocument listing = SignatureParser::parseDocument(
                QJsonDocument(QJsonArray {all[1], all[2]}).toJson());
            QVERIFY(db.stage(sync, Staging::read(QStringLiteral("Demo"), listing.signatures),
                             StageKind::Listing, &error));
            QVERIFY2(db.commitSync(sync, nullptr, &error), qPrintable(error));
            const ParsedDocument first
                = SignatureParser::parseDocument(QJsonDocument(all[0].toObject()).toJson());
            QVERIFY2(db.storeVersions(QStringLiteral("Demo"), WeatherId,
                                      Staging::read(QStringLiteral("Demo"), first.signatures),
                                      &error),
                     qPrintable(error));
            // And a provider of JSON Schema tools: create_order's nested objects,
            // array of objects, enum, bounds and choices.
            QFile capture(QStringLiteral(TOOLSHELF_SOURCE_DIR)
                          + QStringLiteral("/tests/data/a2tcapabilities/"
                                           "hand-written-json-schema-tools.json"));
            QVERIFY(capture.open(QIODevice::ReadOnly));
            const qint64 shop
                = db.beginSync(QStringLiteral("Shop"), A2tCapabilitiesDialect::DialectId, &error);
            const DialectPage page
                = A2tCapabilitiesDialect::page(QStringLiteral("Shop"), capture.readAll(), {});
            QVERIFY(db.stage(shop, page.tools, StageKind::Listing, &error));
            QVERIFY2(db.commitSync(shop, nullptr, &error), qPrintable(error));
            // An MCP server's tools: what it says they do to the world, or nothing.
            const auto mcpTool = [](const QString &name, const QJsonValue &hints) {
                QJsonObject tool {
                    {QStringLiteral("name"), name},
                    {QStringLiteral("inputSchema"),
                     QJsonObject {{QStringLiteral("type"), QStringLiteral("object")}}}};
                if (!hints.isUndefined())
                    tool.insert(QStringLiteral("annotations"), hints);
                return tool;
            };
            const QJsonObject listed {
                {QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                {QStringLiteral("id"), 2},
                {QStringLiteral("result"),
                 QJsonObject {
                     {QStringLiteral("tools"),
                      QJsonArray {mcpTool(QStringLiteral("read_file"),
                                          QJsonObject {{QStringLiteral("readOnlyHint"), true}}),
                                  mcpTool(QStringLiteral("wipe_disk"),
                                          QJsonObject {{QStringLiteral("destructiveHint"), true}}),
                                  mcpTool(QStringLiteral("mystery"), QJsonValue())}}}}};
            // server-everything's tools as captured, called over stdio where installed.
            QFile everything(QStringLiteral(TOOLSHELF_SOURCE_DIR)
                             + QStringLiteral("/tests/data/mcp/everything-tools-list.json"));
            QVERIFY(everything.open(QIODevice::ReadOnly));
            // And the tool it lists only to a client that answers elicitations.
            QJsonObject everythingListed = QJsonDocument::fromJson(everything.readAll()).object();
            QJsonObject everythingResult
                = everythingListed.value(QStringLiteral("result")).toObject();
            QJsonArray everythingTools = everythingResult.value(QStringLiteral("tools")).toArray();
            everythingTools.append(QJsonObject {
                {QStringLiteral("name"), QStringLiteral("trigger-elicitation-request")},
                {QStringLiteral("inputSchema"),
                 QJsonObject {{QStringLiteral("type"), QStringLiteral("object")},
                              {QStringLiteral("properties"), QJsonObject()}}},
                {QStringLiteral("annotations"),
                 QJsonObject {{QStringLiteral("readOnlyHint"), false},
                              {QStringLiteral("destructiveHint"), false}}}});
            everythingResult.insert(QStringLiteral("tools"), everythingTools);
            everythingListed.insert(QStringLiteral("result"), everythingResult);
            const qint64 served
                = db.beginSync(QStringLiteral("Everything"), McpDialect::DialectId, &error);
            QVERIFY(db.stage(served,
                             McpDialect()
                                 .readPage(QStringLiteral("Everything"),
                                           QJsonDocument(everythingListed).toJson())
                                 .tools,
                             StageKind::Listing, &error));
            QVERIFY2(db.commitSync(served, nullptr, &error), qPrintable(error));
            const qint64 files
                = db.beginSync(QStringLiteral("Files"), McpDialect::DialectId, &error);
            QVERIFY(db.stage(files, McpDialect::page(QStringLiteral("Files"), listed).tools,
                             StageKind::Listing, &error));
            QVERIFY2(db.commitSync(files, nullptr, &error), qPrintable(error));
            // A team's declaration files: read, never called.
            QFile hole(QStringLiteral(TOOLSHELF_SOURCE_DIR)
                       + QStringLiteral("/tests/data/files/team-tools/hole_maker.json"));
            QVERIFY(hole.open(QIODevice::ReadOnly));
            const qint64 team
                = db.beginSync(QStringLiteral("Team"), FilesDialect::DialectId, &error);
            QVERIFY(db.stage(team,
                             Dialects::find(FilesDialect::DialectId)
                                 ->readPage(QStringLiteral("Team"), hole.readAll())
                                 .tools,
                             StageKind::Listing, &error));
            QVERIFY2(db.commitSync(team, nullptr, &error), qPrintable(error));
        }
        m_store = std::make_unique<CatalogStore>();
        QVERIFY(m_store->open(profile.catalogFile(), &error));
        m_registry = std::make_unique<ProviderRegistry>(profile);
        QVERIFY(m_registry->load(&error));
        Provider demo;
        demo.name = QStringLiteral("Demo");
        demo.baseUrl = m_server->baseUrl(0);
        QVERIFY(!m_registry->add(demo));
        Provider shop;
        shop.name = QStringLiteral("Shop");
        shop.dialect = A2tCapabilitiesDialect::DialectId;
        // Nobody answers there: these tests send it nothing.
        shop.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/shop"));
        QVERIFY(!m_registry->add(shop));
        Provider files;
        files.name = QStringLiteral("Files");
        files.dialect = McpDialect::DialectId;
        files.command = {QStringLiteral("/nonexistent/files-mcp")};
        QVERIFY(!m_registry->add(files));
        Provider team;
        team.name = QStringLiteral("Team");
        team.dialect = FilesDialect::DialectId;
        team.baseUrl = QUrl::fromLocalFile(QStringLiteral(TOOLSHELF_SOURCE_DIR)
                                           + QStringLiteral("/tests/data/files/team-tools"));
        QVERIFY(!m_registry->add(team));
        if (!Fixture::everythingCommand().isEmpty()) {
            Provider everything = files;
            everything.name = QStringLiteral("Everything");
            everything.command = {Fixture::everythingCommand(), QStringLiteral("stdio")};
            QVERIFY(!m_registry->add(everything));
        }
        m_confirmations = 0;
        m_confirmText.clear();
    }

    void cleanup()
    {
        m_store.reset();
        m_registry.reset();
        m_server.reset();
    }

    // A declaration names no endpoint: the panel says so instead of a form
    // whose call could only fail, and nothing is asked or sent.
    void declarationsAreNotCalled()
    {
        auto tryIt = panel(true);
        QSignalSpy shown(tryIt.get(), &TryItPanel::versionShown);
        tryIt->setTool(QStringLiteral("Team"), QStringLiteral("hole_maker_v1"));
        QVERIFY(shown.wait(10000));
        QCOMPARE(tryIt->version(), 1);
        QVERIFY(tryIt->uncallable());
        QVERIFY(!tryIt->invokeButton()->isEnabled());
        QVERIFY(!tryIt->form()->isVisibleTo(tryIt.get()));
        QVERIFY(!tryIt->schemaForm()->isVisibleTo(tryIt.get()));
        QVERIFY2(tryIt->messageLabel()->text().contains(
                     QStringLiteral("Team's tools are declarations read from files; they name no "
                                    "endpoint to call")),
                 qPrintable(tryIt->messageLabel()->text()));
        QTest::mouseClick(tryIt->invokeButton(), Qt::LeftButton);
        QCOMPARE(m_confirmations, 0);
        // Another tool is callable again.
        showTool(*tryIt, FlightsId, 1);
        QVERIFY(!tryIt->uncallable());
        QVERIFY(tryIt->invokeButton()->isEnabled());
        QVERIFY(tryIt->form()->isVisibleTo(tryIt.get()));
    }

    void formFollowsTheSignature()
    {
        auto tryIt = panel(true);
        QVERIFY(!tryIt->invokeButton()->isEnabled());
        showTool(*tryIt, FlightsId, 1);
        InvocationForm *form = tryIt->form();
        auto *cabin = qobject_cast<QComboBox *>(form->editor(QStringLiteral("Flight Class")));
        QVERIFY(cabin);
        QCOMPARE(cabin->count(), 3);
        QVERIFY(!cabin->itemData(0).isValid());
        QCOMPARE(cabin->itemData(2).toString(), QStringLiteral("BUSINESS"));
        QVERIFY(
            cabin->itemData(2, Qt::ToolTipRole).toString().contains(QLatin1String("Lie-flat.")));
        QVERIFY(cabin->toolTip().contains(QLatin1String("Cabin.")));
        auto *passengers = qobject_cast<QSpinBox *>(form->editor(QStringLiteral("Passengers")));
        QVERIFY(passengers);
        auto *direct = qobject_cast<QCheckBox *>(form->editor(QStringLiteral("Direct Only")));
        QVERIFY(direct);
        // Required inputs are always sent; optional ones only when ticked.
        QVERIFY(!form->includeBox(QStringLiteral("Passengers")));
        QCheckBox *sendDirect = form->includeBox(QStringLiteral("Direct Only"));
        QVERIFY(sendDirect);
        QVERIFY(!direct->isEnabled());
        QVERIFY(!form->values().contains(QStringLiteral("Direct Only")));
        sendDirect->setChecked(true);
        QVERIFY(direct->isEnabled());
        QCOMPARE(form->values().value(QStringLiteral("Direct Only")), QJsonValue(false));
        auto *label = qobject_cast<QLabel *>(
            qobject_cast<QFormLayout *>(form->layout())->labelForField(passengers->parentWidget()));
        QVERIFY(label);
        QCOMPARE(label->text(), QStringLiteral("Passengers *"));

        auto *city = new InvocationForm;
        InputParameter hostile;
        hostile.name = QStringLiteral("City");
        hostile.description = QStringLiteral("<b>bold</b> \u202Eevil") + QString(5000, u'x');
        city->setInputs({hostile});
        const QString tip = city->editor(QStringLiteral("City"))->toolTip();
        QVERIFY(tip.contains(QLatin1String("&lt;b&gt;bold&lt;/b&gt;")));
        QVERIFY(!tip.contains(QChar(0x202e)));
        QVERIFY(tip.size() < InvocationForm::MaxTooltipLength + 100);
        delete city;
    }

    // A number past its input's max is kept as typed and the cap said beside
    // it; the spin box used to refuse the keystroke and leave "20" as "2".
    // A tool whose dialect serves JSON Schema gets the form its schema calls
    // for; what does not fit the schema is shown beside its field and
    // nothing is sent, not even the question whether to send it.
    void schemaToolsGetTheSchemaForm()
    {
        auto tryIt = panel(false);
        QSignalSpy shown(tryIt.get(), &TryItPanel::versionShown);
        tryIt->setTool(QStringLiteral("Shop"), QStringLiteral("create_order"));
        QVERIFY(shown.wait(10000));
        QVERIFY(tryIt->showsSchemaForm());
        QVERIFY(tryIt->form()->isHidden());
        QVERIFY(tryIt->form()->inputs().isEmpty());
        SchemaForm *form = tryIt->schemaForm();
        QVERIFY(!form->isHidden());
        // Nested object, array of objects with bounds, enum, bounded number.
        QVERIFY(qobject_cast<QLineEdit *>(form->editor(QStringLiteral("/customer/id"))));
        QTest::mouseClick(form->addButton(QStringLiteral("/items")), Qt::LeftButton);
        auto *quantity
            = qobject_cast<QSpinBox *>(form->editor(QStringLiteral("/items/1/quantity")));
        QVERIFY(quantity);
        QCOMPARE(quantity->maximum(), 99);
        quantity->setValue(5);
        QTest::mouseClick(form->removeButton(QStringLiteral("/items/0")), Qt::LeftButton);
        qobject_cast<QLineEdit *>(form->editor(QStringLiteral("/items/0/sku")))
            ->setText(QStringLiteral("SKU-1"));
        form->includeBox(QStringLiteral("/priority"))->setChecked(true);
        auto *priority = qobject_cast<QComboBox *>(form->editor(QStringLiteral("/priority")));
        priority->setCurrentIndex(priority->findText(QStringLiteral("express")));
        form->includeBox(QStringLiteral("/discount"))->setChecked(true);
        auto *discount = qobject_cast<QDoubleSpinBox *>(form->editor(QStringLiteral("/discount")));
        QCOMPARE(discount->maximum(), 0.5);
        discount->setValue(0.25);

        // The customer's id is required and missing.
        QTest::mouseClick(tryIt->invokeButton(), Qt::LeftButton);
        QCOMPARE(m_confirmations, 0);
        QVERIFY(!tryIt->isInvoking());
        QVERIFY(tryIt->messageLabel()->text().contains(QLatin1String("tool's schema")));
        QLabel *problem = form->problemLabel(QStringLiteral("/customer/id"));
        QVERIFY(!problem->isHidden());
        QVERIFY(problem->text().contains(QLatin1String("required")));

        // Filled in, it fits: the user is asked, and declines.
        qobject_cast<QLineEdit *>(form->editor(QStringLiteral("/customer/id")))
            ->setText(QStringLiteral("C-7"));
        QVERIFY(problem->isHidden());
        QTest::mouseClick(tryIt->invokeButton(), Qt::LeftButton);
        QCOMPARE(m_confirmations, 1);
        QVERIFY(m_confirmText.contains(QLatin1String("create_order")));
        QCOMPARE(tryIt->messageLabel()->text(), QStringLiteral("Not sent."));
        QCOMPARE(form->value(),
                 QJsonDocument::fromJson(
                     "{\"customer\": {\"id\": \"C-7\"}, \"items\": [{\"sku\": \"SKU-1\", "
                     "\"quantity\": 5}], \"priority\": \"express\", \"discount\": 0.25}")
                     .object());

        // An A2T tool gets its parameter form back.
        showTool(*tryIt, FlightsId, 1);
        QVERIFY(!tryIt->showsSchemaForm());
        QVERIFY(!tryIt->form()->isHidden());
        QVERIFY(tryIt->schemaForm()->isHidden());
        QVERIFY(!tryIt->schemaForm()->editor(QStringLiteral("/customer/id")));
    }

    // An MCP tool's confirmation says what its server claims it does; one
    // not said to be read-only is treated as destructive, as MCP says.
    void confirmationFollowsTheServersHints_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QString>("said");
        QTest::newRow("read-only") << QStringLiteral("read_file") << QStringLiteral("only reads");
        QTest::newRow("destructive")
            << QStringLiteral("wipe_disk") << QStringLiteral("marks this tool as destructive");
        QTest::newRow("no hints") << QStringLiteral("mystery")
                                  << QStringLiteral("does not say this tool only reads");
    }

    void confirmationFollowsTheServersHints()
    {
        QFETCH(QString, tool);
        QFETCH(QString, said);
        auto tryIt = panel(false);
        QSignalSpy shown(tryIt.get(), &TryItPanel::versionShown);
        tryIt->setTool(QStringLiteral("Files"), tool);
        QVERIFY(shown.wait(10000));
        QTest::mouseClick(tryIt->invokeButton(), Qt::LeftButton);
        QCOMPARE(m_confirmations, 1);
        QVERIFY2(m_confirmText.contains(said), qPrintable(m_confirmText));
        QCOMPARE(tryIt->messageLabel()->text(), QStringLiteral("Not sent."));
    }

    // An MCP answer's content blocks, each shown as what it is: the image as
    // a picture, the text as text. Against server-everything over stdio.
    void mcpContentIsShownByType()
    {
        TOOLSHELF_REQUIRE_EVERYTHING();
        auto tryIt = panel(true);
        QSignalSpy shown(tryIt.get(), &TryItPanel::versionShown);
        tryIt->setTool(QStringLiteral("Everything"), QStringLiteral("get-tiny-image"));
        QVERIFY(shown.wait(10000));
        QVERIFY(invoke(*tryIt));
        QVERIFY2(m_confirmText.contains(QLatin1String("only reads")), qPrintable(m_confirmText));
        auto *outputs = tryIt->findChild<QTableWidget *>();
        QVERIFY(outputs);
        bool image = false;
        bool text = false;
        for (int row = 0; row < outputs->rowCount(); ++row) {
            const QString kind = outputs->item(row, 0)->text();
            if (kind.startsWith(QLatin1String("image (image/png"))) {
                image = true;
                QVERIFY(!outputs->item(row, 1)->data(Qt::DecorationRole).value<QPixmap>().isNull());
            }
            text = text || kind == QLatin1String("text");
        }
        QVERIFY(image);
        QVERIFY(text);
    }

    // A long call shows how far it is, as server-everything's progress
    // notifications say, and the bar goes when the call ends.
    void mcpProgressIsShown()
    {
        TOOLSHELF_REQUIRE_EVERYTHING();
        auto tryIt = panel(true);
        QSignalSpy shown(tryIt.get(), &TryItPanel::versionShown);
        tryIt->setTool(QStringLiteral("Everything"),
                       QStringLiteral("trigger-long-running-operation"));
        QVERIFY(shown.wait(10000));
        SchemaForm *form = tryIt->schemaForm();
        form->includeBox(QStringLiteral("/duration"))->setChecked(true);
        qobject_cast<QDoubleSpinBox *>(form->editor(QStringLiteral("/duration")))->setValue(2);
        form->includeBox(QStringLiteral("/steps"))->setChecked(true);
        qobject_cast<QDoubleSpinBox *>(form->editor(QStringLiteral("/steps")))->setValue(4);
        QSignalSpy finished(tryIt.get(), &TryItPanel::invocationFinished);
        QTest::mouseClick(tryIt->invokeButton(), Qt::LeftButton);
        QProgressBar *bar = tryIt->progressBar();
        // Busy until the server says how far it is.
        QVERIFY(!bar->isHidden());
        QCOMPARE(bar->maximum(), 0);
        QSet<int> seen;
        bool hiddenWhileRunning = false;
        QVERIFY(QTest::qWaitFor(
            [&] {
                if (bar->maximum() > 0 && tryIt->isInvoking()) {
                    hiddenWhileRunning = hiddenWhileRunning || bar->isHidden();
                    seen.insert(bar->value() * 4 / bar->maximum());
                }
                return !finished.isEmpty();
            },
            20000));
        QVERIFY(!hiddenWhileRunning);
        QVERIFY(finished.first().at(0).toBool());
        // Steps 1 to 3 of 4 are seen while it runs (4 may come with the answer).
        QVERIFY2(seen.contains(1) && seen.contains(2) && seen.contains(3),
                 qPrintable(QStringLiteral("seen %1").arg(seen.size())));
        QVERIFY(bar->isHidden());
        QVERIFY(tryIt->progressLabel()->isHidden());
    }

    // server-everything asks for values during the call: the form opens over
    // Try It with the server's defaults, and accepting completes the call.
    void mcpElicitationIsAnswered()
    {
        TOOLSHELF_REQUIRE_EVERYTHING();
        auto tryIt = panel(true);
        tryIt->show();
        QVERIFY(QTest::qWaitForWindowExposed(tryIt.get()));
        QSignalSpy shown(tryIt.get(), &TryItPanel::versionShown);
        tryIt->setTool(QStringLiteral("Everything"), QStringLiteral("trigger-elicitation-request"));
        QVERIFY(shown.wait(10000));
        QSignalSpy finished(tryIt.get(), &TryItPanel::invocationFinished);
        QTest::mouseClick(tryIt->invokeButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(tryIt->openQuestion(), 20000);
        QPointer<ElicitationDialog> question = tryIt->openQuestion();
        QVERIFY(QTest::qWaitForWindowExposed(question));
        QCOMPARE(question->parentWidget(), tryIt.get());
        QCOMPARE(question->messageLabel()->text(),
                 QStringLiteral("Please provide inputs for the following fields:"));
        SchemaForm *form = question->form();
        QCOMPARE(qobject_cast<QSpinBox *>(form->editor(QStringLiteral("/integer")))->value(), 42);
        QCOMPARE(qobject_cast<QLineEdit *>(form->editor(QStringLiteral("/firstLine")))->text(),
                 QStringLiteral("It was a dark and stormy night."));
        // The server waits for the answer; the call runs on.
        QVERIFY(tryIt->isInvoking());
        QTest::keyClicks(form->editor(QStringLiteral("/name")), QStringLiteral("Ada Lovelace"));
        QTest::mouseClick(question->acceptButton(), Qt::LeftButton);
        QVERIFY(finished.wait(20000));
        QVERIFY(finished.first().at(0).toBool());
        QTRY_VERIFY(!question);
        QVERIFY(!tryIt->openQuestion());
        QString answer;
        for (int row = 0; row < tryIt->outputTable()->rowCount(); ++row)
            answer += tryIt->outputTable()->item(row, 1)->text() + u'\n';
        QVERIFY2(answer.contains(QLatin1String("Name: Ada Lovelace"))
                     && answer.contains(QLatin1String("Favorite Integer: 42"))
                     && answer.contains(QLatin1String("\"action\": \"accept\"")),
                 qPrintable(answer));
    }

    // Cancelling the call cancels its open question too.
    void cancellingTheCallClosesItsQuestion()
    {
        TOOLSHELF_REQUIRE_EVERYTHING();
        auto tryIt = panel(true);
        QSignalSpy shown(tryIt.get(), &TryItPanel::versionShown);
        tryIt->setTool(QStringLiteral("Everything"), QStringLiteral("trigger-elicitation-request"));
        QVERIFY(shown.wait(10000));
        QTest::mouseClick(tryIt->invokeButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(tryIt->openQuestion(), 20000);
        QPointer<ElicitationDialog> question = tryIt->openQuestion();
        tryIt->cancelButton()->click();
        QVERIFY(!tryIt->isInvoking());
        QVERIFY(question->isAnswered());
        QTRY_VERIFY(!question);
        QVERIFY(tryIt->messageLabel()->text().contains(QLatin1String("Cancelled")));
    }

    void cappedNumberSaysItsCap()
    {
        QTcpServer listener;
        QVERIFY(listener.listen(QHostAddress::LocalHost));
        moveProvider(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(listener.serverPort())));
        auto tryIt = panel(true);
        showTool(*tryIt, FlightsId, 1);
        tryIt->show();
        QVERIFY(QTest::qWaitForWindowExposed(tryIt.get()));
        auto *cabin
            = qobject_cast<QComboBox *>(tryIt->form()->editor(QStringLiteral("Flight Class")));
        cabin->setCurrentIndex(cabin->findData(QStringLiteral("BUSINESS")));
        auto *passengers
            = qobject_cast<QSpinBox *>(tryIt->form()->editor(QStringLiteral("Passengers")));
        QLabel *problem = tryIt->form()->problemLabel(QStringLiteral("Passengers"));
        passengers->setFocus();
        passengers->selectAll();
        QTest::keyClicks(passengers, QStringLiteral("12"));
        QCOMPARE(passengers->text(), QStringLiteral("12"));
        QCOMPARE(passengers->value(), 12);
        QVERIFY(problem->isVisible());
        QVERIFY2(problem->text().contains(QLatin1String("above its maximum 9")),
                 qPrintable(problem->text()));
        // Nothing is asked or sent with it.
        QTest::mouseClick(tryIt->invokeButton(), Qt::LeftButton);
        QCOMPARE(m_confirmations, 0);
        QVERIFY(tryIt->messageLabel()->text().contains(QLatin1String("nothing was sent")));
        QVERIFY(problem->isVisible());
        // Fixed as it is typed: the problem goes.
        QTest::keyClick(passengers, Qt::Key_Backspace);
        QCOMPARE(passengers->value(), 1);
        QVERIFY(problem->isHidden());
        QTest::qWait(100);
        QVERIFY(!listener.hasPendingConnections());
    }

    // Nothing is asked and nothing goes out while an input does not fit.
    void invalidInputSendsNothing()
    {
        QTcpServer listener;
        QVERIFY(listener.listen(QHostAddress::LocalHost));
        moveProvider(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(listener.serverPort())));
        auto tryIt = panel(true);
        showTool(*tryIt, FlightsId, 1);
        QTest::mouseClick(tryIt->invokeButton(), Qt::LeftButton);
        QLabel *problem = tryIt->form()->problemLabel(QStringLiteral("Flight Class"));
        QVERIFY(!problem->isHidden());
        QVERIFY(problem->text().contains(QLatin1String("Required")));
        QVERIFY(tryIt->form()->problemLabel(QStringLiteral("Passengers"))->isHidden());
        QVERIFY(tryIt->messageLabel()->text().contains(QLatin1String("nothing was sent")));
        QCOMPARE(m_confirmations, 0);
        QVERIFY(!tryIt->isInvoking());
        QTest::qWait(200);
        QVERIFY(!listener.hasPendingConnections());

        // Ticking an optional input and leaving it empty is a problem too.
        fillFlights(*tryIt);
        QVERIFY(tryIt->form()->check());
        showTool(*tryIt, WeatherId, 2);
        tryIt->form()->includeBox(QStringLiteral("Units"))->setChecked(true);
        qobject_cast<QLineEdit *>(tryIt->form()->editor(QStringLiteral("City")))
            ->setText(QStringLiteral("Boston"));
        QTest::mouseClick(tryIt->invokeButton(), Qt::LeftButton);
        QVERIFY(!tryIt->form()->problemLabel(QStringLiteral("Units"))->isHidden());
        QCOMPARE(m_confirmations, 0);
        QTest::qWait(100);
        QVERIFY(!listener.hasPendingConnections());
    }

    void declinedConfirmationSendsNothing()
    {
        QTcpServer listener;
        QVERIFY(listener.listen(QHostAddress::LocalHost));
        moveProvider(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(listener.serverPort())));
        auto tryIt = panel(false);
        showTool(*tryIt, FlightsId, 1);
        fillFlights(*tryIt);
        QTest::mouseClick(tryIt->invokeButton(), Qt::LeftButton);
        QCOMPARE(m_confirmations, 1);
        for (const char *expected : {"search_flights", "version 1", "Demo", "real world"})
            QVERIFY2(m_confirmText.contains(QLatin1String(expected)), expected);
        QVERIFY(!tryIt->isInvoking());
        QCOMPARE(tryIt->messageLabel()->text(), QStringLiteral("Not sent."));
        QTest::qWait(200);
        QVERIFY(!listener.hasPendingConnections());
        QVERIFY(tryIt->exchangeView()->toPlainText().isEmpty());
    }

    // The pinned version is shown and called; choosing another calls that one.
    void callsThePinnedThenTheChosenVersion()
    {
        std::optional<bool> pinned;
        m_store->run(
            [](CatalogDatabase &db) {
                QString error;
                return userData(db).pin(QStringLiteral("Demo"), WeatherId, 1, &error);
            },
            this, [&pinned](bool ok) { pinned = ok; });
        QTRY_VERIFY(pinned.has_value());
        QVERIFY(*pinned);

        auto tryIt = panel(true);
        showTool(*tryIt, WeatherId, 1);
        QCOMPARE(tryIt->versionChooser()->count(), 2);
        QCOMPARE(tryIt->versionChooser()->currentText(), QStringLiteral("Version 1 (pinned)"));
        QVERIFY(!tryIt->form()->editor(QStringLiteral("Units")));
        qobject_cast<QLineEdit *>(tryIt->form()->editor(QStringLiteral("City")))
            ->setText(QStringLiteral("Boston"));
        QVERIFY(invoke(*tryIt));
        QCOMPARE(m_confirmations, 1);
        QVERIFY(m_confirmText.contains(QLatin1String("lookup_weather_by_city, version 1")));
        QTableWidget *outputs = tryIt->outputTable();
        QCOMPARE(outputs->rowCount(), 1);
        QCOMPARE(outputs->item(0, 0)->text(), QStringLiteral("Temperature"));
        QCOMPARE(outputs->item(0, 1)->text(), QStringLiteral("21"));
        QString exchange = tryIt->exchangeView()->toPlainText();
        QVERIFY2(
            exchange.contains(QStringLiteral("POST http://127.0.0.1:%1/tools/%2/versions/1:invoke")
                                  .arg(m_server->port())
                                  .arg(WeatherId)),
            qPrintable(exchange));
        QVERIFY(exchange.contains(QLatin1String(R"({"name":"City","value":"Boston"})")));
        QVERIFY(exchange.contains(QLatin1String("HTTP 200")));
        QVERIFY(exchange.contains(QLatin1String(R"({"name":"Temperature","value":21})")));

        QSignalSpy shown(tryIt.get(), &TryItPanel::versionShown);
        tryIt->versionChooser()->setCurrentIndex(tryIt->versionChooser()->findData(2));
        QVERIFY(shown.wait(10000));
        QCOMPARE(tryIt->version(), 2);
        QCOMPARE(tryIt->versionChooser()->currentText(), QStringLiteral("Version 2 (current)"));
        QVERIFY(tryIt->outputTable()->rowCount() == 0);
        auto *units = qobject_cast<QComboBox *>(tryIt->form()->editor(QStringLiteral("Units")));
        QVERIFY(units);
        tryIt->form()->includeBox(QStringLiteral("Units"))->setChecked(true);
        units->setCurrentIndex(units->findData(QStringLiteral("FAHRENHEIT")));
        qobject_cast<QLineEdit *>(tryIt->form()->editor(QStringLiteral("City")))
            ->setText(QStringLiteral("Omaha"));
        QVERIFY(invoke(*tryIt));
        QCOMPARE(outputs->rowCount(), 2);
        QCOMPARE(outputs->item(1, 1)->text(), QStringLiteral("Cloudy in Omaha"));
        exchange = tryIt->exchangeView()->toPlainText();
        QVERIFY(exchange.contains(QLatin1String("/versions/2:invoke")));
        QVERIFY(exchange.contains(QLatin1String(R"({"name":"Units","value":"FAHRENHEIT"})")));
    }

    // An answer that reveals tools (seed 003's tools_added): they are
    // stored as the provider's, and the panel says so under the answer.
    void revealedToolsAreStored()
    {
        QJsonArray tools = QJsonDocument::fromJson(catalogJson()).array();
        for (qsizetype i = 0; i < tools.size(); ++i) {
            QJsonObject tool = tools.at(i).toObject();
            QJsonObject behaviour = tool.value(QStringLiteral("x-behaviour")).toObject();
            if (behaviour.isEmpty())
                continue;
            QJsonObject fallback = behaviour.value(QStringLiteral("default")).toObject();
            fallback.insert(
                QStringLiteral("meta"),
                QJsonObject {{QStringLiteral("type"), QStringLiteral("tools_added")},
                             {QStringLiteral("tools"),
                              QJsonArray {QJsonObject {
                                  {QStringLiteral("name"), QStringLiteral("pollen_count")},
                                  {QStringLiteral("description"), QStringLiteral("Pollen.")}}}}});
            behaviour.insert(QStringLiteral("default"), fallback);
            tool.insert(QStringLiteral("x-behaviour"), behaviour);
            tools.replace(i, tool);
        }
        QTemporaryDir dir;
        auto server
            = startServer(capabilitiesConfig(), demoCatalog(dir, QJsonDocument(tools).toJson()));
        // The weather tool as a sync of its group stores it.
        const QString weather = QStringLiteral("weather/lookup_weather_by_city");
        const Response listed = Http().get(at(*server, QStringLiteral("/groups/weather/tools")));
        QCOMPARE(listed.status, 200);
        std::optional<bool> synced;
        m_store->run(
            [body = listed.body](CatalogDatabase &db) {
                QString error;
                const qint64 sync = db.beginSync(QStringLiteral("Caps"),
                                                 A2tCapabilitiesDialect::DialectId, &error);
                DialectPage page = A2tCapabilitiesDialect::page(QStringLiteral("Caps"), body,
                                                                QStringLiteral("weather"));
                for (DialectTool &tool : page.tools)
                    tool.tool.groupPath = {QStringLiteral("Weather")};
                return db.stage(sync, page.tools, StageKind::Listing, &error)
                    && db.commitSync(sync, nullptr, &error);
            },
            this, [&synced](bool ok) { synced = ok; });
        QTRY_VERIFY(synced.has_value());
        QVERIFY(*synced);
        Provider caps;
        caps.name = QStringLiteral("Caps");
        caps.dialect = A2tCapabilitiesDialect::DialectId;
        caps.baseUrl = server->baseUrl(0);
        QVERIFY(!m_registry->add(caps));

        auto tryIt = panel(true);
        QSignalSpy shown(tryIt.get(), &TryItPanel::versionShown);
        tryIt->setTool(QStringLiteral("Caps"), weather);
        QVERIFY(shown.wait(10000));
        auto *city
            = qobject_cast<QLineEdit *>(tryIt->schemaForm()->editor(QStringLiteral("/City")));
        QVERIFY(city);
        city->setText(QStringLiteral("Oslo"));
        QVERIFY(invoke(*tryIt));
        QTRY_VERIFY2(tryIt->messageLabel()->text().contains(QLatin1String("revealed 1 new tool")),
                     qPrintable(tryIt->messageLabel()->text()));
        std::optional<QString> revealedBy;
        m_store->run(
            [](CatalogDatabase &db) {
                const auto stored
                    = db.signature(QStringLiteral("Caps"), QStringLiteral("weather/pollen_count"));
                return stored ? stored->discoveredBy : QString();
            },
            this, [&revealedBy](const QString &by) { revealedBy = by; });
        QTRY_VERIFY(revealedBy.has_value());
        QCOMPARE(*revealedBy, weather);
    }

    // Without a pin the current version is the default.
    void defaultsToTheCurrentVersion()
    {
        auto tryIt = panel(true);
        showTool(*tryIt, WeatherId, 2);
        QCOMPARE(tryIt->versionChooser()->currentText(), QStringLiteral("Version 2 (current)"));
        tryIt->clearTool();
        QVERIFY(!tryIt->hasTool());
        QVERIFY(!tryIt->invokeButton()->isEnabled());
    }

    void failureShowsItsCause()
    {
        ProviderConfig config;
        config.faults.errorRate = 1.0;
        auto failing = startServer(config, demoCatalog(m_dir));
        moveProvider(failing->baseUrl(0));
        auto tryIt = panel(true);
        showTool(*tryIt, FlightsId, 1);
        fillFlights(*tryIt);
        QVERIFY(!invoke(*tryIt));
        const QString message = tryIt->messageLabel()->text();
        QVERIFY2(message.contains(QLatin1String("injected server error")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("500")), qPrintable(message));
        QVERIFY(tryIt->exchangeView()->toPlainText().contains(QLatin1String("HTTP 500")));
        QCOMPARE(tryIt->outputTable()->rowCount(), 0);
        QVERIFY(tryIt->invokeButton()->isEnabled());
    }

    // Errors say what is wrong now: a problem beside a field goes once the
    // field is fixed, and a failed call's error once a later call succeeds.
    void staleErrorsGo()
    {
        ProviderConfig config;
        config.faults.errorRate = 1.0;
        auto failing = startServer(config, demoCatalog(m_dir));
        moveProvider(failing->baseUrl(0));
        auto tryIt = panel(true);
        showTool(*tryIt, FlightsId, 1);
        tryIt->show();
        QVERIFY(QTest::qWaitForWindowExposed(tryIt.get()));
        QTest::mouseClick(tryIt->invokeButton(), Qt::LeftButton);
        QLabel *cabinProblem = tryIt->form()->problemLabel(QStringLiteral("Flight Class"));
        QVERIFY(cabinProblem->isVisible());
        auto *cabin
            = qobject_cast<QComboBox *>(tryIt->form()->editor(QStringLiteral("Flight Class")));
        cabin->setFocus();
        // Down picks the first allowed value, as a user would with the keyboard.
        QTest::keyClick(cabin, Qt::Key_Down);
        QVERIFY(cabin->currentData().isValid());
        QVERIFY(cabinProblem->isHidden());

        QVERIFY(!invoke(*tryIt));
        QVERIFY(tryIt->messageLabel()->text().contains(QLatin1String("The call failed")));
        moveProvider(m_server->baseUrl(0));
        QVERIFY(invoke(*tryIt));
        const QString message = tryIt->messageLabel()->text();
        QVERIFY2(!message.contains(QLatin1String("failed")), qPrintable(message));
        QVERIFY(message.contains(QLatin1String("answered")));
        QVERIFY(tryIt->messageLabel()->styleSheet().isEmpty());
        for (const QString &input : {QStringLiteral("Flight Class"), QStringLiteral("Passengers"),
                                     QStringLiteral("Direct Only")})
            QVERIFY2(tryIt->form()->problemLabel(input)->isHidden(), qPrintable(input));
        QVERIFY(!tryIt->exchangeView()->toPlainText().contains(QLatin1String("HTTP 500")));
    }

    // A call that takes its time shows progress and can be cancelled.
    void cancelStopsWaiting()
    {
        QTcpServer listener;
        QVERIFY(listener.listen(QHostAddress::LocalHost));
        moveProvider(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(listener.serverPort())));
        auto tryIt = panel(true);
        showTool(*tryIt, FlightsId, 1);
        fillFlights(*tryIt);
        QSignalSpy finished(tryIt.get(), &TryItPanel::invocationFinished);
        QTest::mouseClick(tryIt->invokeButton(), Qt::LeftButton);
        QVERIFY(tryIt->isInvoking());
        QVERIFY(!tryIt->cancelButton()->isHidden());
        QVERIFY(!tryIt->invokeButton()->isEnabled());
        QVERIFY(tryIt->exchangeView()->toPlainText().contains(QLatin1String("waiting")));
        QTRY_VERIFY(listener.hasPendingConnections());
        QTest::mouseClick(tryIt->cancelButton(), Qt::LeftButton);
        QVERIFY(!tryIt->isInvoking());
        QVERIFY(tryIt->messageLabel()->text().contains(QLatin1String("Cancelled")));
        QVERIFY(tryIt->exchangeView()->toPlainText().contains(QLatin1String("(no answer)")));
        QVERIFY(tryIt->invokeButton()->isEnabled());
        QTest::qWait(200);
        QCOMPARE(finished.size(), 0);
    }
};

QTEST_MAIN(tst_TryItPanel)
#include "tst_tryitpanel.moc"
