// Export Procedure as Skill…: the dialog's rules for the name and the
// description, and a real export (and a refusal) over a real catalog.

#include "catalogdatabase.h"
#include "catalogstore.h"
#include "mainwindow.h"
#include "procedureeditor.h"
#include "procedureworkspace.h"
#include "providerregistry.h"
#include "signaturefixtures.h"
#include "signatureparser.h"
#include "skillexportdialog.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Fixtures;

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
            const qint64 sync = db.beginSync(QStringLiteral("Skycast"), &error);
            const QJsonObject second
                = with(with(validTool(), QStringLiteral("toolId"),
                            QStringLiteral("6f1c1f5e-3f39-4a1b-9a55-2d1f1c0d8b11")),
                       QStringLiteral("name"), QStringLiteral("get_air_quality_by_city"));
            const ParsedDocument page
                = SignatureParser::parseDocument(json(QJsonArray {validTool(), second}));
            QVERIFY(db.stage(sync, page.signatures, StageKind::Listing, &error));
            QVERIFY(db.commitSync(sync, nullptr, &error));
            const QList<ToolSummary> weather
                = db.toolsNamed({QStringLiteral("lookup_weather_by_city")});
            QCOMPARE(weather.size(), 1);
            QVERIFY2(db.pin(QStringLiteral("Skycast"), weather.constFirst().toolId,
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

    // An unpinned tool: the exporter refuses, the dialog says why, nothing is written.
    void showsWhyItRefused()
    {
        SkillExportDialog dialog(services(), QStringLiteral("Use get_air_quality_by_city()."),
                                 QStringLiteral("air"));
        dialog.descriptionField()->setPlainText(QStringLiteral("Air quality."));
        const QString out = m_dir.filePath(QStringLiteral("refused"));
        QVERIFY(QDir().mkpath(out));
        answerFolder(dialog, out);
        QTest::mouseClick(dialog.exportButton(), Qt::LeftButton);
        QTRY_VERIFY(dialog.statusLabel()->text().contains(QLatin1String("not written")));
        QVERIFY2(dialog.statusLabel()->text().contains(QLatin1String("get_air_quality_by_city")),
                 qPrintable(dialog.statusLabel()->text()));
        QVERIFY(!QFile::exists(out + QStringLiteral("/air")));
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
