// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The window's Share menu: the selected tools or the current procedure's as
// a bundle file, and LLM tool definitions on the clipboard, over a real catalog.

#include "browser/catalogbrowser.h"
#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "catalogwait.h"
#include "editor/procedureeditor.h"
#include "editor/procedureworkspace.h"
#include "itemmodels/toolroles.h"
#include "providers/providerregistry.h"
#include "share/toolshareactions.h"
#include "sharing/bundlereader.h"
#include "userdataedits.h"
#include "window/mainwindow.h"

#include <QAbstractItemView>
#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QGuiApplication>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

class tst_ToolShareActions : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogStore> m_store;
    std::unique_ptr<ProviderRegistry> m_registry;

    static ToolShareActions *share(const MainWindow &window)
    {
        return window.findChild<ToolShareActions *>();
    }

    // Both tools of the list selected, as a user's shift-click does.
    static void selectAll(QAbstractItemView *list)
    {
        QTRY_COMPARE(list->model()->rowCount(), 2);
        list->selectionModel()->select(
            QItemSelection(list->model()->index(0, 0), list->model()->index(1, 0)),
            QItemSelectionModel::ClearAndSelect);
    }

private Q_SLOTS:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("none.json")).toUtf8());
        static int counter = 0;
        const Profile profile = Profile::at(m_dir.filePath(QStringLiteral("p%1").arg(++counter)));
        QString error;
        QVERIFY(profile.ensureDirectories(&error));
        {
            CatalogDatabase db;
            QVERIFY2(db.open(profile.catalogFile(), &error), qPrintable(error));
            QVERIFY(Staging::syncSkycast(db));
        }
        m_store = std::make_unique<CatalogStore>();
        QVERIFY(m_store->open(profile.catalogFile(), &error));
        m_registry = std::make_unique<ProviderRegistry>(profile);
        QVERIFY(m_registry->load(&error));
        Provider skycast;
        skycast.name = QStringLiteral("Skycast");
        skycast.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/skycast"));
        QVERIFY(!m_registry->add(skycast));
    }

    void cleanup()
    {
        m_store.reset();
        m_registry.reset();
    }

    void inTheWindowsMenuBar()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get()});
        QVERIFY(share(window));
        QVERIFY(window.menuBar()->actions().contains(share(window)->menu()->menuAction()));
        QVERIFY(share(window)->exportBundleAction()->isEnabled());
        // Without a catalog there is nothing to share.
        MainWindow empty;
        QVERIFY(!share(empty)->exportBundleAction()->isEnabled());
        QVERIFY(!share(empty)->copyDefinitionsAction(ToolDefinitions::Format::Mcp)->isEnabled());
    }

    void nothingSelectedSaysSo()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get()});
        bool asked = false;
        share(window)->setFileDialogPresenter(
            [&asked](QWidget *, const FileDialogRequest &, std::function<void(const QString &)>) {
                asked = true;
            });
        QSignalSpy message(share(window), &ToolShareActions::message);
        share(window)->exportBundleAction()->trigger();
        QCOMPARE(message.size(), 1);
        QVERIFY(message.first().first().toString().contains(QLatin1String("Select")));
        QVERIFY(!asked);
    }

    void copiesDefinitionsOfTheSelectedTools()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get()});
        selectAll(window.browser()->toolList());
        QGuiApplication::clipboard()->setText(QStringLiteral("before"));
        QSignalSpy message(share(window), &ToolShareActions::message);
        share(window)->copyDefinitionsAction(ToolDefinitions::Format::Anthropic)->trigger();
        QVERIFY(message.wait());
        QVERIFY2(message.first().first().toString().contains(QLatin1String("2")),
                 qPrintable(message.first().first().toString()));
        const QJsonArray tools
            = QJsonDocument::fromJson(QGuiApplication::clipboard()->text().toUtf8()).array();
        QCOMPARE(tools.size(), 2);
        QStringList names;
        for (const QJsonValue &tool : tools) {
            names.append(tool[QStringLiteral("name")].toString());
            QVERIFY(tool[QStringLiteral("input_schema")].isObject());
        }
        names.sort();
        QCOMPARE(names,
                 (QStringList {QStringLiteral("get_air_quality_by_city"),
                               QStringLiteral("lookup_weather_by_city")}));

        // MCP wraps the list.
        message.clear();
        share(window)->copyDefinitionsAction(ToolDefinitions::Format::Mcp)->trigger();
        QVERIFY(message.wait());
        const QJsonObject mcp
            = QJsonDocument::fromJson(QGuiApplication::clipboard()->text().toUtf8()).object();
        QCOMPARE(mcp[QStringLiteral("tools")].toArray().size(), 2);
    }

    // Definitions are checked against the API's published rules before they
    // reach the clipboard: an input id Anthropic cannot take as a property
    // key leaves the clipboard as it was, and the status bar says why.
    void copyingDefinitionsTheApiRefusesSaysWhy()
    {
        {
            QJsonObject odd = Fixtures::withInput(Fixtures::validTool(), 0, QStringLiteral("id"),
                                                  QStringLiteral("the city"));
            odd = Fixtures::with(odd, QStringLiteral("toolId"),
                                 QStringLiteral("6f1c1f5e-3f39-4a1b-9a55-2d1f1c0d8b12"));
            odd = Fixtures::with(odd, QStringLiteral("name"), QStringLiteral("odd_weather"));
            QVERIFY(CatalogWait::run(*m_store, [odd](CatalogDatabase &db) {
                return Staging::sync(db, QStringLiteral("Odd"), {odd});
            }));
        }
        Provider provider;
        provider.name = QStringLiteral("Odd");
        provider.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/odd"));
        QVERIFY(!m_registry->add(provider));
        MainWindow window(CatalogServices {m_registry.get(), m_store.get()});
        QAbstractItemView *list = window.browser()->toolList();
        QTRY_COMPARE(list->model()->rowCount(), 3);
        QModelIndex oddRow;
        for (int row = 0; row < list->model()->rowCount(); ++row) {
            if (list->model()->index(row, 0).data(NameRole).toString()
                == QLatin1String("odd_weather"))
                oddRow = list->model()->index(row, 0);
        }
        QVERIFY(oddRow.isValid());
        list->selectionModel()->select(oddRow, QItemSelectionModel::ClearAndSelect);
        QGuiApplication::clipboard()->setText(QStringLiteral("before"));
        QSignalSpy message(share(window), &ToolShareActions::message);
        share(window)->copyDefinitionsAction(ToolDefinitions::Format::Anthropic)->trigger();
        QVERIFY(message.wait());
        const QString said = message.first().first().toString();
        for (const char *expected :
             {"Nothing was copied", "the city", "^[a-zA-Z0-9_.-]{1,64}$", "odd_weather"})
            QVERIFY2(said.contains(QLatin1String(expected)), qPrintable(said));
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("before"));
        // The status bar shows it.
        QTRY_COMPARE(window.statusBar()->currentMessage(), said);

        // A tool whose ids fit is copied with its ids as keys.
        const QModelIndex first = list->model()->index(oddRow.row() == 0 ? 1 : 0, 0);
        list->selectionModel()->select(first, QItemSelectionModel::ClearAndSelect);
        message.clear();
        share(window)->copyDefinitionsAction(ToolDefinitions::Format::Anthropic)->trigger();
        QVERIFY(message.wait());
        const QJsonArray tools
            = QJsonDocument::fromJson(QGuiApplication::clipboard()->text().toUtf8()).array();
        QCOMPARE(tools.size(), 1);
        QCOMPARE(tools.at(0)[QStringLiteral("input_schema")][QStringLiteral("properties")]
                     .toObject()
                     .keys(),
                 (QStringList {QStringLiteral("city"), QStringLiteral("days"),
                               QStringLiteral("units")}));
    }

    void exportsTheSelectedToolsAsABundle()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get()});
        selectAll(window.browser()->toolList());
        const QString out = m_dir.filePath(QStringLiteral("shared.zip"));
        FileDialogRequest asked;
        share(window)->setFileDialogPresenter(
            [&asked, out](QWidget *, const FileDialogRequest &request,
                          std::function<void(const QString &)> chosen) {
                asked = request;
                chosen(out);
            });
        QSignalSpy message(share(window), &ToolShareActions::message);
        share(window)->exportBundleAction()->trigger();
        QCOMPARE(asked.mode, FileDialogRequest::Mode::Save);
        QVERIFY(message.wait());
        QVERIFY2(message.first().first().toString().contains(QLatin1String("shared.zip")),
                 qPrintable(message.first().first().toString()));
        const auto bundle = BundleReader::read(out);
        QVERIFY(std::holds_alternative<Bundle>(bundle));
        QStringList names;
        for (const BundleTool &tool : std::get<Bundle>(bundle).manifest.tools)
            names.append(tool.provider + u'/' + tool.name);
        names.sort();
        QCOMPARE(names,
                 (QStringList {QStringLiteral("Skycast/get_air_quality_by_city"),
                               QStringLiteral("Skycast/lookup_weather_by_city")}));
    }

    // The current procedure's tools: every name must mean one tool, else the
    // names are given and nothing is asked or written.
    void exportsTheProceduresToolsAsABundle()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get()});
        const QString out = m_dir.filePath(QStringLiteral("procedure.zip"));
        int asked = 0;
        share(window)->setFileDialogPresenter(
            [&asked, out](QWidget *, const FileDialogRequest &,
                          std::function<void(const QString &)> chosen) {
                ++asked;
                chosen(out);
            });
        QSignalSpy message(share(window), &ToolShareActions::message);
        QAction *action = share(window)->exportProcedureBundleAction();
        QVERIFY(action->isEnabled());
        action->trigger();
        QCOMPARE(message.size(), 1);
        const QString first = message.takeFirst().first().toString();
        QVERIFY2(first.startsWith(QLatin1String("Open the procedure")), qPrintable(first));

        auto *procedures = window.findChild<ProcedureWorkspace *>();
        QVERIFY(procedures);
        ProcedureEditor *editor = procedures->newProcedure();
        editor->setPlainText(QStringLiteral("Call get_air_quality_by_city(), then tell_a_joke()."));
        action->trigger();
        QVERIFY(message.wait());
        QVERIFY2(message.first().first().toString().contains(
                     QLatin1String("no provider has: tell_a_joke")),
                 qPrintable(message.first().first().toString()));
        QCOMPARE(asked, 0);
        message.clear();

        editor->setPlainText(QStringLiteral("Call get_air_quality_by_city() twice: "
                                            "get_air_quality_by_city()."));
        action->trigger();
        QTRY_COMPARE(message.size(), 1);
        QCOMPARE(asked, 1);
        QVERIFY2(message.first().first().toString().contains(QLatin1String("procedure.zip")),
                 qPrintable(message.first().first().toString()));
        const auto bundle = BundleReader::read(out);
        QVERIFY(std::holds_alternative<Bundle>(bundle));
        const QList<BundleTool> tools = std::get<Bundle>(bundle).manifest.tools;
        QCOMPARE(tools.size(), 1);
        QCOMPARE(tools.constFirst().name, QStringLiteral("get_air_quality_by_city"));
    }

    // Several tools are a folder of declarations, a file each; one tool a file.
    void exportsTheSelectedToolsAsDeclarations()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get()});
        const QString folder = m_dir.filePath(QStringLiteral("declarations"));
        QVERIFY(QDir().mkpath(folder));
        FileDialogRequest asked;
        QString answer = folder;
        share(window)->setFileDialogPresenter(
            [&asked, &answer](QWidget *, const FileDialogRequest &request,
                              std::function<void(const QString &)> chosen) {
                asked = request;
                chosen(answer);
            });
        QSignalSpy message(share(window), &ToolShareActions::message);
        QAction *action = share(window)->exportDeclarationsAction(ToolDeclarations::Format::Atdf);
        QVERIFY(action && action->isEnabled());
        // Nothing selected: nothing asked.
        action->trigger();
        QCOMPARE(message.size(), 1);
        QVERIFY(message.takeFirst().first().toString().contains(QLatin1String("Select")));
        QCOMPARE(asked.title, QString());

        selectAll(window.browser()->toolList());
        action->trigger();
        QCOMPARE(asked.mode, FileDialogRequest::Mode::Folder);
        QVERIFY(message.wait());
        QVERIFY2(message.first().first().toString().contains(QLatin1String("Exported 2 tool")),
                 qPrintable(message.first().first().toString()));
        QStringList files = QDir(folder).entryList(QDir::Files);
        QCOMPARE(files,
                 (QStringList {QStringLiteral("get_air_quality_by_city.json"),
                               QStringLiteral("lookup_weather_by_city.json")}));
        QFile written(QDir(folder).filePath(files.first()));
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(QJsonDocument::fromJson(written.readAll())
                    .object()
                    .contains(QStringLiteral("how_to_use")));

        // One tool: a file, its name proposed.
        QAbstractItemView *list = window.browser()->toolList();
        list->selectionModel()->select(list->model()->index(0, 0),
                                       QItemSelectionModel::ClearAndSelect);
        answer = m_dir.filePath(QStringLiteral("one.json"));
        message.clear();
        share(window)->exportDeclarationsAction(ToolDeclarations::Format::AgentTool)->trigger();
        QCOMPARE(asked.mode, FileDialogRequest::Mode::Save);
        QVERIFY2(asked.start.endsWith(QLatin1String("get_air_quality_by_city.json")),
                 qPrintable(asked.start));
        QVERIFY(message.wait());
        QFile one(answer);
        QVERIFY(one.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(one.readAll())
                     .object()
                     .value(QStringLiteral("schema_version"))
                     .toString(),
                 QStringLiteral("0.2.0"));

        // A stranger's file in the way: said, and kept.
        QFile stranger(QDir(folder).filePath(QStringLiteral("lookup_weather_by_city.json")));
        QVERIFY(stranger.open(QIODevice::WriteOnly));
        stranger.write("mine");
        stranger.close();
        selectAll(list);
        answer = folder;
        message.clear();
        action->trigger();
        QVERIFY(message.wait());
        QVERIFY2(message.first().first().toString().startsWith(QLatin1String("Nothing was")),
                 qPrintable(message.first().first().toString()));
        QVERIFY(stranger.open(QIODevice::ReadOnly));
        QCOMPARE(stranger.readAll(), QByteArray("mine"));
    }

    // The open procedure as a tool surface: its pinned tool loaded, the
    // unpinned one deferred, an unknown name blocked.
    void exportsTheProcedureAsAToolSurface()
    {
        QVERIFY(CatalogWait::run(*m_store, [](CatalogDatabase &db) {
            QString error;
            return userData(db).pin(QStringLiteral("Skycast"),
                                    QStringLiteral("0479a45d-ad0a-49d4-94db-75edf00d2ca4"), 1,
                                    &error);
        }));
        MainWindow window(CatalogServices {m_registry.get(), m_store.get()});
        const QString out = m_dir.filePath(QStringLiteral("surface.json"));
        FileDialogRequest asked;
        share(window)->setFileDialogPresenter(
            [&asked, out](QWidget *, const FileDialogRequest &request,
                          std::function<void(const QString &)> chosen) {
                asked = request;
                chosen(out);
            });
        QSignalSpy message(share(window), &ToolShareActions::message);
        QAction *action = share(window)->exportSurfaceAction();
        QVERIFY(action->isEnabled());
        action->trigger();
        QCOMPARE(message.size(), 1);
        QVERIFY(message.takeFirst().first().toString().startsWith(QLatin1String("Open the")));

        auto *procedures = window.findChild<ProcedureWorkspace *>();
        ProcedureEditor *editor = procedures->newProcedure();
        editor->setPlainText(QStringLiteral("Call lookup_weather_by_city(), then "
                                            "get_air_quality_by_city() and tell_a_joke()."));
        action->trigger();
        QCOMPARE(asked.mode, FileDialogRequest::Mode::Save);
        QVERIFY(message.wait());
        const QString said = message.first().first().toString();
        for (const char *expected : {"surface.json", "1 tool", "1 deferred", "1 blocked"})
            QVERIFY2(said.contains(QLatin1String(expected)), qPrintable(said));
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject surface = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(surface[QStringLiteral("loaded_tools")][0][QStringLiteral("name")].toString(),
                 QStringLiteral("lookup_weather_by_city"));
        QCOMPARE(surface[QStringLiteral("blocked_tools")][0][QStringLiteral("reason")].toString(),
                 QStringLiteral("unknown_tool"));
        QVERIFY(surface.value(QStringLiteral("surface_id"))
                    .toString()
                    .startsWith(QLatin1String("toolshelf:procedure:")));
    }

    // A bundle that cannot be written says why and leaves nothing behind.
    void unwritableBundleSaysWhy()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get()});
        selectAll(window.browser()->toolList());
        const QString out = m_dir.filePath(QStringLiteral("no/such/folder/x.zip"));
        share(window)->setFileDialogPresenter(
            [out](QWidget *, const FileDialogRequest &,
                  std::function<void(const QString &)> chosen) { chosen(out); });
        QSignalSpy message(share(window), &ToolShareActions::message);
        share(window)->exportBundleAction()->trigger();
        QVERIFY(message.wait());
        QVERIFY2(message.first().first().toString().contains(QLatin1String("not written")),
                 qPrintable(message.first().first().toString()));
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_MAIN(tst_ToolShareActions)
#include "tst_toolshareactions.moc"
