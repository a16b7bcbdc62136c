// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Export Procedure as Skill…: the dialog's rules for the name and the
// description, and a real export (and a refusal) over a real catalog.

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "editor/procedureeditor.h"
#include "editor/procedureworkspace.h"
#include "providers/providerregistry.h"
#include "share/skillexportdialog.h"
#include "userdataedits.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace Toolshelf;

class tst_SkillExportDialog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogStore> m_store;
    std::unique_ptr<ProviderRegistry> m_registry;

    CatalogServices services() const { return {m_registry.get(), m_store.get()}; }

    // A dialog whose folder question answers `folder` at once.
    static void answerFolder(SkillExportDialog &dialog, const QString &folder)
    {
        dialog.setFileDialogPresenter([folder](QWidget *, const FileDialogRequest &request,
                                               std::function<void(const QString &)> chosen) {
            QCOMPARE(request.mode, FileDialogRequest::Mode::Folder);
            chosen(folder);
        });
    }

    // Pins get_air_quality_by_city too, on the catalog's thread.
    void pinAirQuality()
    {
        bool pinned = false;
        m_store->run(
            [](CatalogDatabase &db) {
                const QList<ToolSummary> air
                    = db.toolsNamed({QStringLiteral("get_air_quality_by_city")});
                QString error;
                return air.size() == 1
                    && userData(db).pin(QStringLiteral("Skycast"), air.constFirst().toolId,
                                        air.constFirst().version, &error);
            },
            this, [&pinned](bool done) { pinned = done; });
        QTRY_VERIFY(pinned);
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
            // lookup_weather_by_city pinned, get_air_quality_by_city not.
            CatalogDatabase db;
            QVERIFY2(db.open(profile.catalogFile(), &error), qPrintable(error));
            QVERIFY(Staging::syncSkycast(db));
            const QList<ToolSummary> weather
                = db.toolsNamed({QStringLiteral("lookup_weather_by_city")});
            QCOMPARE(weather.size(), 1);
            QVERIFY2(userData(db).pin(QStringLiteral("Skycast"), weather.constFirst().toolId,
                                      weather.constFirst().version, &error),
                     qPrintable(error));
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

    void nameFromFile()
    {
        QCOMPARE(SkillExportDialog::nameFromFile(QStringLiteral("/x/Prescription Refill.md")),
                 QStringLiteral("prescription-refill"));
        QCOMPARE(SkillExportDialog::nameFromFile(QStringLiteral("--Weird__Name!.md")),
                 QStringLiteral("weird-name"));
    }

    // The format's rules are checked as the user types; Export waits for them.
    void validatesNameAndDescription()
    {
        SkillExportDialog dialog(services(), QStringLiteral("Use lookup_weather_by_city()."),
                                 QStringLiteral("weather"));
        QVERIFY(!dialog.exportButton()->isEnabled());
        QVERIFY(dialog.statusLabel()->text().contains(QLatin1String("Describe")));
        dialog.descriptionField()->setPlainText(QStringLiteral("Answers weather questions."));
        QVERIFY(dialog.exportButton()->isEnabled());
        QVERIFY(dialog.statusLabel()->text().isEmpty());

        dialog.nameField()->setText(QStringLiteral("Bad--Name"));
        QVERIFY(!dialog.exportButton()->isEnabled());
        QVERIFY(!dialog.statusLabel()->text().isEmpty());
        dialog.nameField()->setText(QStringLiteral("weather"));
        QVERIFY(dialog.exportButton()->isEnabled());

        dialog.descriptionField()->setPlainText(QString(1025, u'x'));
        QVERIFY(!dialog.exportButton()->isEnabled());
        QVERIFY(dialog.statusLabel()->text().contains(QLatin1String("1025")));
        dialog.descriptionField()->setPlainText(QString(1024, u'x'));
        QVERIFY(dialog.exportButton()->isEnabled());
    }

    void exportsIntoTheChosenFolder()
    {
        SkillExportDialog dialog(services(),
                                 QStringLiteral("# Weather\nUse lookup_weather_by_city().\n"),
                                 QStringLiteral("weather"));
        dialog.descriptionField()->setPlainText(QStringLiteral("Answers weather questions."));
        dialog.licenseField()->setText(QStringLiteral("Apache-2.0"));
        const QString out = m_dir.filePath(QStringLiteral("skills%1").arg(qintptr(this)));
        QVERIFY(QDir().mkpath(out));
        answerFolder(dialog, out);
        QSignalSpy exported(&dialog, &SkillExportDialog::exported);
        QTest::mouseClick(dialog.exportButton(), Qt::LeftButton);
        QVERIFY(exported.wait());
        QCOMPARE(exported.first().first().toString(), out + QStringLiteral("/weather"));
        QFile skill(out + QStringLiteral("/weather/SKILL.md"));
        QVERIFY(skill.open(QIODevice::ReadOnly));
        const QByteArray text = skill.readAll();
        QVERIFY(text.contains("Apache-2.0"));
        QVERIFY(text.contains("Use lookup_weather_by_city()."));
        QVERIFY2(dialog.statusLabel()->text().contains(QLatin1String("Wrote the skill")),
                 qPrintable(dialog.statusLabel()->text()));
        QVERIFY(dialog.exportButton()->isEnabled());
    }

    // An unpinned tool: the dialog says so before asking for a folder, naming
    // the tool and its provider as the window shows them (no toolId, no
    // command line), and nothing is written.
    void showsWhyItRefusesBeforeAskingForAFolder()
    {
        SkillExportDialog dialog(services(), QStringLiteral("Use get_air_quality_by_city()."),
                                 QStringLiteral("air"));
        dialog.descriptionField()->setPlainText(QStringLiteral("Air quality."));
        int asked = 0;
        dialog.setFileDialogPresenter([&asked](QWidget *, const FileDialogRequest &,
                                               std::function<void(const QString &)>) { ++asked; });
        QTest::mouseClick(dialog.exportButton(), Qt::LeftButton);
        QTRY_VERIFY(dialog.statusLabel()->text().contains(QLatin1String("cannot be written")));
        QTRY_VERIFY(dialog.exportButton()->isEnabled());
        const QString text = dialog.statusLabel()->text();
        QCOMPARE(asked, 0);
        QVERIFY2(text.contains(QLatin1String("get_air_quality_by_city() (Skycast) is not pinned")),
                 qPrintable(text));
        static const QRegularExpression uuid(QStringLiteral("[0-9a-f]{8}-[0-9a-f]{4}-"));
        QVERIFY2(!text.contains(uuid), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("toolshelf ")), qPrintable(text));

        // Pinned now, the folder is asked for.
        pinAirQuality();
        QTest::mouseClick(dialog.exportButton(), Qt::LeftButton);
        QTRY_COMPARE(asked, 1);
    }

    // Only pinned tools the procedure does not call are offered, unchecked.
    void offersPinnedToolsTheProcedureDoesNotCall()
    {
        {
            // lookup_weather_by_city is called; get_air_quality_by_city is not pinned.
            SkillExportDialog dialog(services(), QStringLiteral("Use lookup_weather_by_city()."),
                                     QStringLiteral("weather"));
            // Disabled once the catalog answered with nothing to offer.
            QTRY_VERIFY(!dialog.extraToolsList()->isEnabled());
            QCOMPARE(dialog.extraToolsList()->count(), 0);
        }
        pinAirQuality();
        SkillExportDialog dialog(services(), QStringLiteral("Use lookup_weather_by_city()."),
                                 QStringLiteral("weather"));
        QTRY_COMPARE(dialog.extraToolsList()->count(), 1);
        QListWidgetItem *item = dialog.extraToolsList()->item(0);
        QCOMPARE(item->data(Qt::UserRole).toString(), QStringLiteral("get_air_quality_by_city"));
        QVERIFY(item->text().contains(QLatin1String("Skycast")));
        QCOMPARE(item->checkState(), Qt::Unchecked);
        QVERIFY(dialog.extraTools().isEmpty());
        item->setCheckState(Qt::Checked);
        QCOMPARE(dialog.extraTools(), QStringList {QStringLiteral("get_air_quality_by_city")});

        SkillExportDialog both(
            services(),
            QStringLiteral("Use lookup_weather_by_city() and get_air_quality_by_city()."),
            QStringLiteral("weather"));
        QTRY_VERIFY(!both.extraToolsList()->isEnabled());
        QCOMPARE(both.extraToolsList()->count(), 0);
    }

    // The compatibility note's limit is checked as the user types, like the others.
    void validatesCompatibility()
    {
        SkillExportDialog dialog(services(), QStringLiteral("Use lookup_weather_by_city()."),
                                 QStringLiteral("weather"));
        dialog.descriptionField()->setPlainText(QStringLiteral("Answers weather questions."));
        QVERIFY(dialog.exportButton()->isEnabled());
        dialog.compatibilityField()->setText(QString(501, u'c'));
        QCOMPARE(dialog.compatibilityField()->text().size(), 501);
        QVERIFY(!dialog.exportButton()->isEnabled());
        QVERIFY2(dialog.statusLabel()->text().contains(QLatin1String("compatibility note is 501")),
                 qPrintable(dialog.statusLabel()->text()));
        dialog.compatibilityField()->setText(QString(500, u'c'));
        QVERIFY(dialog.exportButton()->isEnabled());
        QVERIFY(dialog.statusLabel()->text().isEmpty());
    }

    // The CLI's --compatibility and --tool, through the dialog: both reach SKILL.md
    // and the extra tool's signature is shipped.
    void exportsCompatibilityAndExtraTools()
    {
        pinAirQuality();
        SkillExportDialog dialog(services(),
                                 QStringLiteral("# Weather\nUse lookup_weather_by_city().\n"),
                                 QStringLiteral("weather-plus"));
        dialog.descriptionField()->setPlainText(QStringLiteral("Answers weather questions."));
        dialog.compatibilityField()->setText(QStringLiteral("Needs network access: yes"));
        QTRY_COMPARE(dialog.extraToolsList()->count(), 1);
        dialog.extraToolsList()->item(0)->setCheckState(Qt::Checked);
        QTemporaryDir out;
        QVERIFY(out.isValid());
        answerFolder(dialog, out.path());
        QSignalSpy exported(&dialog, &SkillExportDialog::exported);
        QTest::mouseClick(dialog.exportButton(), Qt::LeftButton);
        QVERIFY2(exported.wait(), qPrintable(dialog.statusLabel()->text()));
        const QString folder = out.filePath(QStringLiteral("weather-plus"));
        QVERIFY2(dialog.statusLabel()->text().contains(QLatin1String("with 2 tool")),
                 qPrintable(dialog.statusLabel()->text()));

        QFile skill(folder + QStringLiteral("/SKILL.md"));
        QVERIFY(skill.open(QIODevice::ReadOnly));
        const QByteArray text = skill.readAll();
        QVERIFY(text.startsWith("---\n"));
        const qsizetype end = text.indexOf("\n---\n", 4);
        QVERIFY(end > 0);
        const YAML::Node frontmatter = YAML::Load(text.mid(4, end - 4).toStdString());
        QCOMPARE(QString::fromStdString(frontmatter["compatibility"].as<std::string>()),
                 QStringLiteral("Needs network access: yes"));
        const QString allowed
            = QString::fromStdString(frontmatter["allowed-tools"].as<std::string>());
        QVERIFY2(allowed.split(u' ').contains(QStringLiteral("get_air_quality_by_city")),
                 qPrintable(allowed));
        QVERIFY(frontmatter["metadata"]["toolshelf.tool.get_air_quality_by_city"]);
        QVERIFY(QFile::exists(folder
                              + QStringLiteral("/references/tools/get_air_quality_by_city.json")));
        QVERIFY(QFile::exists(folder
                              + QStringLiteral("/references/tools/lookup_weather_by_city.json")));
    }

    // Every field is reached by its label's accelerator, none used twice, and
    // Tab walks the form top to bottom.
    void keyboardAccessible()
    {
        SkillExportDialog dialog(services(), QStringLiteral("Use lookup_weather_by_city()."),
                                 QStringLiteral("weather"));
        const QList<QWidget *> fields {dialog.nameField(), dialog.descriptionField(),
                                       dialog.licenseField(), dialog.compatibilityField(),
                                       dialog.extraToolsList()};
        QStringList mnemonics;
        const auto mnemonic = [](const QString &text) {
            const qsizetype amp = text.indexOf(u'&');
            return amp >= 0 && amp + 1 < text.size() ? text.at(amp + 1).toLower() : QChar();
        };
        for (QWidget *field : fields) {
            QLabel *label = nullptr;
            for (QLabel *candidate : dialog.findChildren<QLabel *>()) {
                if (candidate->buddy() == field)
                    label = candidate;
            }
            QVERIFY2(label, qPrintable(field->objectName()));
            QVERIFY2(!mnemonic(label->text()).isNull(), qPrintable(label->text()));
            mnemonics.append(mnemonic(label->text()));
        }
        for (QAbstractButton *button : dialog.findChildren<QAbstractButton *>()) {
            if (!mnemonic(button->text()).isNull())
                mnemonics.append(mnemonic(button->text()));
        }
        QCOMPARE(QSet<QString>(mnemonics.cbegin(), mnemonics.cend()).size(), mnemonics.size());

        QWidget *previous = fields.constFirst();
        for (QWidget *field : fields.mid(1) + QList<QWidget *> {dialog.exportButton()}) {
            QWidget *next = previous->nextInFocusChain();
            while (next && next->focusPolicy() == Qt::NoFocus)
                next = next->nextInFocusChain();
            QCOMPARE(next, field);
            previous = field;
        }
    }

    // The window's action exports the current procedure, and says when there is none.
    void windowActionOpensTheDialog()
    {
        MainWindow window(services());
        auto *action = window.findChild<QAction *>(QStringLiteral("exportSkillAction"));
        QVERIFY(action);
        QVERIFY(action->isEnabled());
        QCOMPARE(window.procedures()->count(), 0);
        action->trigger();
        QVERIFY(window.statusBar()->currentMessage().contains(QLatin1String("Open the procedure")));
        QVERIFY(!window.findChild<SkillExportDialog *>());

        ProcedureEditor *editor = window.procedures()->newProcedure();
        editor->setPlainText(QStringLiteral("Use lookup_weather_by_city()."));
        action->trigger();
        auto *dialog = window.findChild<SkillExportDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(!dialog->nameField()->text().isEmpty());
        dialog->close();
    }
};

QTEST_MAIN(tst_SkillExportDialog)
#include "tst_skillexportdialog.moc"
