// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Import Bundle… in the window: a bundle exported from one profile, previewed
// and imported into another through the dialog seams.

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "editor/procedureworkspace.h"
#include "providers/providerregistry.h"
#include "share/bundleimportflow.h"
#include "sharing/bundlewriter.h"
#include "userdataedits.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

class tst_BundleImportFlow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_bundle;
    // The same tools, with the colleague's text for lookup_weather_by_city.
    QString m_overridden;
    Profile m_profile = Profile::at(QString());
    std::unique_ptr<CatalogStore> m_store;
    std::unique_ptr<ProviderRegistry> m_registry;
    QWidget m_window;

    // The flow with a file dialog that picks `path` and a confirmation that answers `yes`.
    std::unique_ptr<BundleImportFlow> flow(const QString &path, bool yes, QString *asked)
    {
        auto result = std::make_unique<BundleImportFlow>(
            CatalogServices {m_registry.get(), m_store.get()}, &m_window);
        result->setParent(nullptr);
        result->setFileDialogPresenter([path](QWidget *, const FileDialogRequest &request,
                                              std::function<void(const QString &)> chosen) {
            QCOMPARE(request.mode, FileDialogRequest::Mode::Open);
            chosen(path);
        });
        result->setConfirmPresenter([yes, asked](QWidget *, const QString &, const QString &text,
                                                 std::function<void(bool)> answer) {
            *asked = text;
            answer(yes);
        });
        return result;
    }

    static OverrideTarget weatherDescription(const CatalogDatabase &db)
    {
        const QList<ToolSummary> weather
            = db.toolsNamed({QStringLiteral("lookup_weather_by_city")});
        OverrideTarget target;
        target.provider = QStringLiteral("Skycast");
        target.toolId = weather.value(0).toolId;
        target.kind = OverrideKind::ToolDescription;
        return target;
    }

    // The stored text of lookup_weather_by_city's description override, or "none".
    QString storedWeatherText()
    {
        std::optional<QString> text;
        m_store->run(
            [](CatalogDatabase &db) {
                const OverrideTarget target = weatherDescription(db);
                for (const Override &edit : db.overrides(target.provider, target.toolId)) {
                    if (edit.target == target)
                        return edit.text;
                }
                return QStringLiteral("none");
            },
            this, [&text](const QString &stored) { text = stored; });
        if (!QTest::qWaitFor([&text] { return text.has_value(); }))
            return QStringLiteral("timeout");
        return *text;
    }

    // The plain bundle imported, then the user's own text for the tool the
    // overridden bundle has text for: importing that one conflicts.
    void importThenWriteMyText()
    {
        QString asked;
        const auto import = flow(m_bundle, true, &asked);
        QSignalSpy imported(import.get(), &BundleImportFlow::imported);
        import->action()->trigger();
        QVERIFY(imported.wait());
        bool written = false;
        m_store->run(
            [](CatalogDatabase &db) {
                QString error;
                return userData(db).setOverride(weatherDescription(db),
                                                QStringLiteral("My own text."), &error);
            },
            this, [&written](bool done) { written = done; });
        QTRY_VERIFY(written);
        QCOMPARE(storedWeatherText(), QStringLiteral("My own text."));
    }

    // Imports the overridden bundle, answering the conflict question with `choice`.
    void importOverridden(int choice, ChoiceRequest *request, QStringList *messages)
    {
        QString confirmed;
        const auto import = flow(m_overridden, true, &confirmed);
        bool chosen = false;
        const auto choose = [&chosen, request, choice](QWidget *, const ChoiceRequest &asked,
                                                       std::function<void(int)> answer) {
            chosen = true;
            *request = asked;
            answer(choice);
        };
        import->setChoicePresenter(choose);
        QSignalSpy imported(import.get(), &BundleImportFlow::imported);
        QSignalSpy message(import.get(), &BundleImportFlow::message);
        import->action()->trigger();
        QTRY_VERIFY(chosen);
        // A conflict is a choice, never the yes/no confirmation.
        QVERIFY(confirmed.isEmpty());
        if (choice >= 0)
            QTRY_COMPARE(imported.size(), 1);
        else
            QTest::qWait(50);
        for (const QList<QVariant> &arguments : std::as_const(message))
            messages->append(arguments.first().toString());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("none.json")).toUtf8());
        // A colleague's catalog: two Skycast tools, bundled.
        QString error;
        CatalogDatabase db;
        QVERIFY2(db.open(m_dir.filePath(QStringLiteral("theirs.sqlite")), &error),
                 qPrintable(error));
        QVERIFY(Staging::syncSkycast(db));
        Provider skycast;
        skycast.name = QStringLiteral("Skycast");
        skycast.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/skycast"));
        CatalogQuery all;
        const auto collected
            = BundleWriter::collect(db, db.search(all), {skycast}, QStringLiteral("test"));
        QVERIFY(std::holds_alternative<Bundle>(collected));
        m_bundle = m_dir.filePath(QStringLiteral("shared.zip"));
        QVERIFY(BundleWriter::write(std::get<Bundle>(collected), m_bundle, &error));

        QVERIFY2(userData(db).setOverride(weatherDescription(db),
                                          QStringLiteral("The bundle's text."), &error),
                 qPrintable(error));
        const auto overridden
            = BundleWriter::collect(db, db.search(all), {skycast}, QStringLiteral("test"));
        QVERIFY(std::holds_alternative<Bundle>(overridden));
        m_overridden = m_dir.filePath(QStringLiteral("overridden.zip"));
        QVERIFY(BundleWriter::write(std::get<Bundle>(overridden), m_overridden, &error));
    }

    void init()
    {
        static int counter = 0;
        m_profile = Profile::at(m_dir.filePath(QStringLiteral("p%1").arg(++counter)));
        QString error;
        QVERIFY(m_profile.ensureDirectories(&error));
        m_store = std::make_unique<CatalogStore>();
        QVERIFY(m_store->open(m_profile.catalogFile(), &error));
        m_registry = std::make_unique<ProviderRegistry>(m_profile);
        QVERIFY(m_registry->load(&error));
    }

    void cleanup()
    {
        m_store.reset();
        m_registry.reset();
    }

    void inTheShareMenu()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get()});
        auto *import = window.findChild<QAction *>(QStringLiteral("importBundleAction"));
        QVERIFY(import);
        QVERIFY(import->isEnabled());
        auto *menu = window.findChild<QMenu *>(QStringLiteral("shareMenu"));
        QVERIFY(menu);
        QVERIFY(menu->actions().contains(import));
        QVERIFY(window.menuBar()->actions().contains(menu->menuAction()));
    }

    void previewThenDeclineChangesNothing()
    {
        QString asked;
        const auto import = flow(m_bundle, false, &asked);
        QSignalSpy imported(import.get(), &BundleImportFlow::imported);
        import->action()->trigger();
        QTRY_VERIFY(!asked.isEmpty());
        QVERIFY2(asked.contains(QLatin1String("Add provider Skycast (http://127.0.0.1:9/skycast)")),
                 qPrintable(asked));
        QVERIFY2(asked.contains(QLatin1String("Pin Skycast/lookup_weather_by_city at version 1")),
                 qPrintable(asked));
        QVERIFY(asked.contains(QLatin1String("Pin Skycast/get_air_quality_by_city at version 1")));
        QTest::qWait(50);
        QCOMPARE(imported.size(), 0);
        QVERIFY(m_registry->providers().isEmpty());
    }

    void confirmImportsAndPins()
    {
        QString asked;
        const auto import = flow(m_bundle, true, &asked);
        QSignalSpy imported(import.get(), &BundleImportFlow::imported);
        QSignalSpy message(import.get(), &BundleImportFlow::message);
        import->action()->trigger();
        QVERIFY(imported.wait());
        QVERIFY2(message.last().first().toString().contains(QLatin1String("Imported")),
                 qPrintable(message.last().first().toString()));
        QCOMPARE(m_registry->providers().size(), 1);
        QCOMPARE(m_registry->find(QStringLiteral("Skycast"))->baseUrl,
                 QUrl(QStringLiteral("http://127.0.0.1:9/skycast")));
        qsizetype pins = -1;
        m_store->run([](CatalogDatabase &db) { return db.pins().size(); }, this,
                     [&pins](qsizetype count) { pins = count; });
        QTRY_COMPARE(pins, qsizetype(2));

        // Again: nothing left to change, so nothing is asked.
        asked.clear();
        message.clear();
        import->importFile(m_bundle);
        QVERIFY(message.wait());
        QVERIFY(message.first().first().toString().contains(QLatin1String("changes nothing")));
        QVERIFY(asked.isEmpty());
    }

    // The default answer keeps the user's text and says how many are at stake.
    void conflictKeepsMyTexts()
    {
        importThenWriteMyText();
        ChoiceRequest request;
        QStringList messages;
        importOverridden(0, &request, &messages);
        QCOMPARE(request.choices.size(), 2);
        QCOMPARE(request.defaultChoice, 0);
        QVERIFY(request.choices.at(0).contains(QLatin1String("keep my texts")));
        QVERIFY(request.choices.at(1).contains(QLatin1String("bundle's texts")));
        QVERIFY2(request.text.contains(QLatin1String("1 of your texts would be replaced")),
                 qPrintable(request.text));
        QVERIFY2(request.text.contains(QLatin1String(
                     "Your text for Skycast/lookup_weather_by_city differs from the bundle's")),
                 qPrintable(request.text));
        QCOMPARE(storedWeatherText(), QStringLiteral("My own text."));
        QVERIFY2(messages.join(u'|').contains(QLatin1String("Kept 1 of your texts")),
                 qPrintable(messages.join(u'|')));
    }

    void conflictUsesTheBundlesTexts()
    {
        importThenWriteMyText();
        ChoiceRequest request;
        QStringList messages;
        importOverridden(1, &request, &messages);
        QCOMPARE(storedWeatherText(), QStringLiteral("The bundle's text."));
        QVERIFY2(messages.join(u'|').contains(QLatin1String("replaced 1 of yours")),
                 qPrintable(messages.join(u'|')));
    }

    void conflictCancelledChangesNothing()
    {
        importThenWriteMyText();
        ChoiceRequest request;
        QStringList messages;
        importOverridden(-1, &request, &messages);
        QCOMPARE(storedWeatherText(), QStringLiteral("My own text."));
        QVERIFY(messages.isEmpty());
    }

    // The window's real question box: its buttons, its default, and a click.
    void conflictMessageBox()
    {
        importThenWriteMyText();
        QString confirmed;
        const auto import = flow(m_overridden, true, &confirmed);
        import->setChoicePresenter(messageBoxChoice());
        QSignalSpy imported(import.get(), &BundleImportFlow::imported);
        import->action()->trigger();
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = m_window.findChild<QMessageBox *>()));
        QVERIFY(box->text().contains(QLatin1String("1 of your texts")));
        QPushButton *keep = nullptr;
        QPushButton *use = nullptr;
        for (QAbstractButton *button : box->buttons()) {
            if (button->text() == QLatin1String("Import, &keep my texts"))
                keep = qobject_cast<QPushButton *>(button);
            else if (button->text() == QLatin1String("Import, &use the bundle's texts"))
                use = qobject_cast<QPushButton *>(button);
        }
        QVERIFY(keep && use);
        QCOMPARE(box->defaultButton(), keep);
        QVERIFY(box->button(QMessageBox::Cancel));
        QCOMPARE(box->escapeButton(), box->button(QMessageBox::Cancel));
        use->click();
        QVERIFY(imported.wait());
        QCOMPARE(storedWeatherText(), QStringLiteral("The bundle's text."));
    }

    void unreadableBundleIsRefused()
    {
        const QString junk = m_dir.filePath(QStringLiteral("junk.zip"));
        QFile file(junk);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a zip");
        file.close();
        QString asked;
        const auto import = flow(junk, true, &asked);
        QSignalSpy message(import.get(), &BundleImportFlow::message);
        import->action()->trigger();
        QVERIFY(message.wait());
        QVERIFY2(message.first().first().toString().contains(QLatin1String("refused")),
                 qPrintable(message.first().first().toString()));
        QVERIFY(asked.isEmpty());
        QVERIFY(m_registry->providers().isEmpty());
    }

    // Bundles handed over together are previewed one after the other, so
    // the second plans against what the first imported.
    void bundlesOneAfterTheOther()
    {
        auto import = std::make_unique<BundleImportFlow>(
            CatalogServices {m_registry.get(), m_store.get()}, &m_window);
        import->setParent(nullptr);
        QStringList asked;
        std::function<void(bool)> pending;
        const auto confirm = [&asked, &pending](QWidget *, const QString &, const QString &text,
                                                std::function<void(bool)> answer) {
            asked.append(text);
            pending = std::move(answer);
        };
        const auto reply = [&pending](bool yes) {
            const std::function<void(bool)> answer = std::move(pending);
            pending = nullptr;
            answer(yes);
        };
        import->setConfirmPresenter(confirm);
        QSignalSpy imported(import.get(), &BundleImportFlow::imported);
        import->importFiles({m_bundle, m_overridden});
        QTRY_COMPARE(asked.size(), 1);
        QVERIFY(asked.first().contains(QLatin1String("Add provider Skycast")));
        QTest::qWait(100);
        QCOMPARE(asked.size(), 1);
        reply(true);
        QVERIFY(imported.wait());
        QTRY_COMPARE(asked.size(), 2);
        QVERIFY2(!asked.last().contains(QLatin1String("Add provider")), qPrintable(asked.last()));
        QVERIFY2(asked.last().contains(
                     QLatin1String("Add an override to Skycast/lookup_weather_by_city")),
                 qPrintable(asked.last()));
        reply(false);
        QCOMPARE(m_registry->providers().size(), 1);
        QCOMPARE(storedWeatherText(), QStringLiteral("none"));
    }

    // `toolshelf FILE...`: a procedure opens, a bundle (here without .zip,
    // as a file manager that knew it by its content hands it over) shows its
    // preview, and what is neither is named with the reason.
    void windowOpensWhatItIsHanded()
    {
        MainWindow window(CatalogServices {m_registry.get(), m_store.get()});
        QStringList asked;
        const auto confirm = [&asked](QWidget *, const QString &, const QString &text,
                                      std::function<void(bool)> answer) {
            asked.append(text);
            answer(false);
        };
        window.bundleImport()->setConfirmPresenter(confirm);
        const QString procedure = m_dir.filePath(QStringLiteral("refill.md"));
        const QString notes = m_dir.filePath(QStringLiteral("notes.txt"));
        for (const QString &path : {procedure, notes}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("# Refill\n");
        }
        const QString unnamed = m_dir.filePath(QStringLiteral("team-tools"));
        QFile::remove(unnamed);
        QVERIFY(QFile::copy(m_bundle, unnamed));
        const QString gone = m_dir.filePath(QStringLiteral("gone"));
        window.openFiles({procedure, notes, unnamed, gone});
        QCOMPARE(window.procedures()->count(), 1);
        const QString status = window.statusBar()->currentMessage();
        QVERIFY2(status.contains(notes
                                 + QLatin1String(" was not opened: Toolshelf opens procedures "
                                                 "(.md) and bundles of tools (.zip).")),
                 qPrintable(status));
        QVERIFY2(status.contains(gone + QLatin1String(" was not opened: it is not a file.")),
                 qPrintable(status));
        QTRY_COMPARE(asked.size(), 1);
        QVERIFY2(asked.first().contains(QLatin1String("Add provider Skycast")),
                 qPrintable(asked.first()));
        QTest::qWait(50);
        QVERIFY(m_registry->providers().isEmpty());
    }

    // Long lists are cut short, and provider text is escaped.
    void previewIsBounded()
    {
        BundlePlan plan;
        for (int i = 0; i < 40; ++i) {
            BundlePlan::ToolStep step;
            step.tool.provider = QStringLiteral("P");
            step.tool.name = QStringLiteral("tool\x1b[31m%1").arg(i);
            step.tool.version = 1;
            plan.tools.append(step);
        }
        const QString text = BundleImportFlow::previewText(plan);
        QVERIFY(!text.contains(QChar(0x1b)));
        QVERIFY(text.contains(QLatin1String("more change")));
        QVERIFY(!text.contains(QLatin1String("39 at version")));
    }
};

QTEST_MAIN(tst_BundleImportFlow)
#include "tst_bundleimportflow.moc"
