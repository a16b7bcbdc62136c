// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/markdownpreview.h"
#include "editor/procedureeditor.h"
#include "editor/procedureworkspace.h"
#include "procedures/procedurefile.h"
#include "procedures/recoverystore.h"

#include <QAction>
#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

class tst_ProcedureWorkspace : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<RecoveryStore> m_recovery;
    // What the seams were asked, and what they answer.
    QList<FileDialogRequest> m_dialogs;
    QString m_chosenPath;
    QStringList m_questions;
    bool m_answer = false;

    std::unique_ptr<ProcedureWorkspace> workspace()
    {
        auto created = std::make_unique<ProcedureWorkspace>(nullptr, m_recovery.get());
        created->setFileDialogPresenter([this](QWidget *, const FileDialogRequest &request,
                                               std::function<void(const QString &)> chosen) {
            m_dialogs.append(request);
            if (!m_chosenPath.isEmpty())
                chosen(m_chosenPath);
        });
        created->setConfirmPresenter([this](QWidget *, const QString &, const QString &text,
                                            std::function<void(bool)> reply) {
            m_questions.append(text);
            reply(m_answer);
        });
        created->setAutosaveDelay(10);
        return created;
    }

    QString file(const QString &name) const { return m_dir.filePath(name); }

    static QString read(const QString &path)
    {
        QString error;
        return ProcedureFile::read(path, &error).value_or(u"<unreadable>"_s);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"Toolshelf"_s);
        QCoreApplication::setApplicationName(u"tst_procedureworkspace"_s);
    }

    void init()
    {
        QSettings().clear();
        static int counter = 0;
        m_recovery = std::make_unique<RecoveryStore>(file(u"recovery%1"_s.arg(++counter)));
        m_dialogs.clear();
        m_questions.clear();
        m_chosenPath.clear();
        m_answer = false;
    }

    void newSaveAndOpen()
    {
        const auto procedures = workspace();
        QVERIFY(!procedures->saveAction()->isEnabled());
        ProcedureEditor *editor = procedures->newProcedure();
        QCOMPARE(procedures->count(), 1);
        QVERIFY(procedures->saveAction()->isEnabled());
        QCOMPARE(procedures->tabs()->tabText(0), u"Untitled 1"_s);
        editor->insertPlainText(u"# Refill\n\nCall `lookup_patient()`."_s);
        QCOMPARE(procedures->tabs()->tabText(0), u"Untitled 1*"_s);
        QVERIFY(procedures->hasUnsavedChanges());

        // Saving a new procedure asks where, proposing a name.
        m_chosenPath = file(u"refill.md"_s);
        procedures->saveAction()->trigger();
        QCOMPARE(m_dialogs.size(), 1);
        QCOMPARE(m_dialogs.first().mode, FileDialogRequest::Mode::Save);
        QVERIFY(m_dialogs.first().start.endsWith(u"Untitled 1.md"_s));
        QCOMPARE(read(m_chosenPath), u"# Refill\n\nCall `lookup_patient()`."_s);
        QCOMPARE(procedures->tabs()->tabText(0), u"refill.md"_s);
        QVERIFY(!procedures->hasUnsavedChanges());
        QCOMPARE(procedures->recentFiles(), QStringList {m_chosenPath});

        // Saving again writes to the same file without asking.
        editor->appendPlainText(u"More."_s);
        procedures->save();
        QCOMPARE(m_dialogs.size(), 1);
        QVERIFY(read(m_chosenPath).endsWith(u"More."_s));

        // Save As writes a copy and continues with it.
        m_chosenPath = file(u"copy.md"_s);
        procedures->saveAs();
        QCOMPARE(m_dialogs.size(), 2);
        QCOMPARE(editor->filePath(), m_chosenPath);
        QCOMPARE(read(m_chosenPath), editor->toPlainText());

        // Closing a saved procedure asks nothing; opening brings it back.
        procedures->closeAction()->trigger();
        QCOMPARE(procedures->count(), 0);
        QVERIFY(m_questions.isEmpty());
        procedures->openAction()->trigger();
        QCOMPARE(m_dialogs.last().mode, FileDialogRequest::Mode::Open);
        QCOMPARE(procedures->count(), 1);
        QCOMPARE(procedures->currentEditor()->toPlainText(), read(m_chosenPath));
        QVERIFY(!procedures->hasUnsavedChanges());
        // A file already open is shown, not opened twice.
        QCOMPARE(procedures->openFile(m_chosenPath), procedures->currentEditor());
        QCOMPARE(procedures->count(), 1);
    }

    void cancelledDialogChangesNothing()
    {
        const auto procedures = workspace();
        procedures->newProcedure()->insertPlainText(u"draft"_s);
        procedures->save();
        QCOMPARE(m_dialogs.size(), 1);
        QVERIFY(procedures->hasUnsavedChanges());
        procedures->open();
        QCOMPARE(procedures->count(), 1);
    }

    void failuresAreShown()
    {
        const auto procedures = workspace();
        QSignalSpy messages(procedures.get(), &ProcedureWorkspace::message);
        ProcedureEditor *editor = procedures->newProcedure();
        editor->insertPlainText(u"draft"_s);
        QVERIFY(!procedures->saveTo(editor, file(u"missing/folder/p.md"_s)));
        QVERIFY(procedures->hasUnsavedChanges());
        QVERIFY(editor->filePath().isEmpty());
        auto *error = procedures->findChild<QLabel *>(u"procedureError"_s);
        QVERIFY(!error->isHidden());
        QVERIFY2(error->text().contains(u"not saved"_s), qPrintable(error->text()));
        QCOMPARE(messages.size(), 1);

        QFile binary(file(u"binary.md"_s));
        QVERIFY(binary.open(QIODevice::WriteOnly));
        binary.write("\xff\xfe\0\0", 4);
        binary.close();
        QVERIFY(!procedures->openFile(binary.fileName()));
        QCOMPARE(procedures->count(), 1);
        QVERIFY2(error->text().contains(u"not opened"_s), qPrintable(error->text()));
    }

    void recentFiles()
    {
        const auto procedures = workspace();
        QStringList paths;
        QString error;
        for (int n = 0; n < 12; ++n) {
            paths.prepend(file(u"recent%1.md"_s.arg(n)));
            QVERIFY(ProcedureFile::write(paths.first(), u"text %1"_s.arg(n), &error));
            QVERIFY(procedures->openFile(paths.first()));
        }
        // The ten most recent, newest first.
        QCOMPARE(procedures->recentFiles(), paths.first(ProcedureWorkspace::MaxRecentFiles));
        // The menu lists them, and an entry opens its file.
        QMenu *menu = procedures->recentMenu();
        Q_EMIT menu->aboutToShow();
        QCOMPARE(menu->actions().size(), ProcedureWorkspace::MaxRecentFiles);
        QVERIFY(menu->actions().first()->text().endsWith(u"recent11.md"_s));
        while (procedures->count() > 0)
            procedures->closeTab(0);
        menu->actions().at(1)->trigger();
        QCOMPARE(procedures->currentEditor()->toPlainText(), u"text 10"_s);

        // Files that went away are pruned; reopening moves a file to the top.
        QVERIFY(QFile::remove(paths.at(0)));
        QVERIFY(procedures->openFile(paths.at(5)));
        QStringList expected = paths.mid(1, ProcedureWorkspace::MaxRecentFiles - 1);
        expected.move(4, 0);
        QCOMPARE(procedures->recentFiles(), expected);
        Q_EMIT menu->aboutToShow();
        QCOMPARE(menu->actions().size(), ProcedureWorkspace::MaxRecentFiles - 1);
        QCOMPARE(QSettings().value(u"Procedures/recentFiles"_s).toStringList(), expected);
    }

    void closeAsksBeforeLosingChanges()
    {
        const auto procedures = workspace();
        ProcedureEditor *editor = procedures->newProcedure();
        editor->insertPlainText(u"unsaved"_s);
        QTRY_COMPARE(m_recovery->entries().size(), 1);

        procedures->closeTab(0);
        QCOMPARE(m_questions.size(), 1);
        QVERIFY2(m_questions.first().contains(u"Untitled 1"_s), qPrintable(m_questions.first()));
        QCOMPARE(procedures->count(), 1);
        QCOMPARE(m_recovery->entries().size(), 1);

        m_answer = true;
        procedures->closeAction()->trigger();
        QCOMPARE(m_questions.size(), 2);
        QCOMPARE(procedures->count(), 0);
        // Closed on purpose: nothing to recover.
        QVERIFY(m_recovery->entries().isEmpty());
    }

    void autosaveFollowsTheText()
    {
        const auto procedures = workspace();
        ProcedureEditor *editor = procedures->newProcedure();
        editor->insertPlainText(u"first"_s);
        QTRY_COMPARE(m_recovery->entries().size(), 1);
        QCOMPARE(m_recovery->entries().first().text, u"first"_s);
        editor->insertPlainText(u" second"_s);
        QTRY_COMPARE(m_recovery->entries().first().text, u"first second"_s);
        // Saved: the copy goes.
        QVERIFY(procedures->saveTo(editor, file(u"autosaved.md"_s)));
        QVERIFY(m_recovery->entries().isEmpty());
        // Modified again: a copy that knows the file.
        editor->insertPlainText(u"!"_s);
        QTRY_COMPARE(m_recovery->entries().size(), 1);
        QCOMPARE(m_recovery->entries().first().filePath, file(u"autosaved.md"_s));
        // Undone back to the saved text: nothing to recover.
        editor->undo();
        QVERIFY(!editor->document()->isModified());
        QTRY_VERIFY(m_recovery->entries().isEmpty());
    }

    void recoveryAfterACrash()
    {
        QString error;
        QVERIFY(ProcedureFile::write(file(u"saved.md"_s), u"old"_s, &error));
        {
            // A session that edits two procedures and never gets to close: its
            // recovery copies are what a crash would leave.
            const auto crashed = workspace();
            crashed->newProcedure()->insertPlainText(u"never saved"_s);
            ProcedureEditor *saved = crashed->openFile(file(u"saved.md"_s));
            saved->selectAll();
            saved->insertPlainText(u"edited"_s);
            QTRY_COMPARE(m_recovery->entries().size(), 2);
        }
        QCOMPARE(m_recovery->entries().size(), 2);

        // The next start offers them back.
        m_answer = true;
        const auto restarted = workspace();
        restarted->offerRecovery();
        QCOMPARE(m_questions.size(), 1);
        QVERIFY2(m_questions.first().contains(u"saved.md"_s), qPrintable(m_questions.first()));
        QCOMPARE(restarted->count(), 2);
        QStringList texts;
        for (int index = 0; index < restarted->count(); ++index) {
            texts.append(restarted->editor(index)->toPlainText());
            // Restored, not saved: the file still holds the old text.
            QVERIFY(restarted->editor(index)->document()->isModified());
        }
        texts.sort();
        QCOMPARE(texts, (QStringList {u"edited"_s, u"never saved"_s}));
        const int savedIndex = restarted->editor(0)->filePath().isEmpty() ? 1 : 0;
        ProcedureEditor *restored = restarted->editor(savedIndex);
        QCOMPARE(restored->filePath(), file(u"saved.md"_s));
        QCOMPARE(read(file(u"saved.md"_s)), u"old"_s);
        QVERIFY(restarted->tabs()->tabText(savedIndex).endsWith(u'*'));

        // Saving the restored text replaces the file and its copy goes.
        QVERIFY(restarted->saveTo(restored, restored->filePath()));
        QCOMPARE(read(file(u"saved.md"_s)), u"edited"_s);
        QCOMPARE(m_recovery->entries().size(), 1);

        // Offering again (another window) skips what is open already.
        restarted->offerRecovery();
        QCOMPARE(m_questions.size(), 1);
    }

    void declinedRecoveryIsDropped()
    {
        QString error;
        QVERIFY(m_recovery->save({RecoveryStore::newId(), QString(), u"left over"_s, {}}, &error));
        const auto procedures = workspace();
        m_answer = false;
        procedures->offerRecovery();
        QCOMPARE(m_questions.size(), 1);
        QCOMPARE(procedures->count(), 0);
        QVERIFY(m_recovery->entries().isEmpty());
        // Nothing left: no question next time.
        procedures->offerRecovery();
        QCOMPARE(m_questions.size(), 1);
    }

    void eachTabHasItsPreview()
    {
        const auto procedures = workspace();
        procedures->newProcedure()->setPlainText(u"# One"_s);
        procedures->newProcedure()->setPlainText(u"# Two"_s);
        QTRY_COMPARE(procedures->preview(0)->toPlainText(), u"One"_s);
        QTRY_COMPARE(procedures->preview(1)->toPlainText(), u"Two"_s);
    }
};

QTEST_MAIN(tst_ProcedureWorkspace)
#include "tst_procedureworkspace.moc"
