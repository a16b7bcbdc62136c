// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/confirmpresenter.h"
#include "common/filedialogpresenter.h"

#include <QList>
#include <QPointer>
#include <QTimer>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QAction;
class QLabel;
class QMenu;
class QTabWidget;
QT_END_NAMESPACE

namespace Toolshelf {

class CatalogStore;
class MarkdownPreview;
class PinNotice;
class ProcedureEditor;
class RecoveryStore;

// The open operating procedures, one tab each (editor beside its preview):
// new, open, save, save as, close, recent files, questions before unsaved
// text is lost, and autosaved recovery copies offered back after a crash.
class ProcedureWorkspace final : public QWidget
{
    Q_OBJECT

public:
    static constexpr int MaxRecentFiles = 10;
    // "A few seconds after typing stops".
    static constexpr int DefaultAutosaveDelay = 3000;

    // Either may be null: then drops pin nothing, or nothing is autosaved.
    explicit ProcedureWorkspace(CatalogStore *catalog, RecoveryStore *recovery,
                                QWidget *parent = nullptr);
    // Writes the recovery copies still due.
    ~ProcedureWorkspace() override;

    // Tests replace the question box and the file dialog.
    void setConfirmPresenter(ConfirmPresenter presenter);
    void setFileDialogPresenter(FileDialogPresenter presenter);
    void setAutosaveDelay(int milliseconds);
    // Files under `folder` are deleted when Toolshelf quits (the demo's
    // profile): Save asks where to keep them instead, starting in the user's
    // documents, nothing is saved into it, and when the recovery copies would
    // be kept there too, none are written (they could not be offered back).
    void setTemporaryFolder(const QString &folder);
    bool isTemporary(const QString &path) const;

    // For the window's "Procedures" menu (they carry the shortcuts).
    QAction *newAction() const { return m_newAction; }
    QAction *openAction() const { return m_openAction; }
    QAction *saveAction() const { return m_saveAction; }
    QAction *saveAsAction() const { return m_saveAsAction; }
    QAction *closeAction() const { return m_closeAction; }
    QMenu *recentMenu() const { return m_recentMenu; }

    int count() const;
    ProcedureEditor *editor(int index) const;
    MarkdownPreview *preview(int index) const;
    ProcedureEditor *currentEditor() const;
    QTabWidget *tabs() const { return m_tabs; }
    // What the last drop pinned for the whole catalog, with Undo.
    PinNotice *pinNotice() const { return m_pinNotice; }

    ProcedureEditor *newProcedure();
    // Asks for a file, then opens it.
    void open();
    // Opens `path`, or shows the tab that has it already; null with a message on failure.
    ProcedureEditor *openFile(const QString &path);
    void save();
    void saveAs();
    bool saveTo(ProcedureEditor *editor, const QString &path);
    void closeCurrent();
    // Asks first when the procedure has unsaved changes.
    void closeTab(int index);

    bool hasUnsavedChanges() const;
    QStringList unsavedNames() const;
    // The user chose to quit without saving: no copy is kept for next time.
    void discardRecovery();
    // Writes the autosave copies due now rather than after the pause.
    void flushRecovery();
    // Offers back what an earlier session left unsaved (call once at start).
    void offerRecovery();

    // The catalog changed (a sync, a pin in the browser): every open
    // procedure's references are looked up again.
    void refreshReferences();

    // Most recent first, files that no longer exist left out.
    QStringList recentFiles() const;

Q_SIGNALS:
    // A status for the user: a result, or why something failed.
    void message(const QString &text);
    // Ctrl+click on a reference: the catalog browser should select the tool.
    void toolActivated(const QString &provider, const QString &toolId);

private:
    void createActions();
    ProcedureEditor *addEditor();
    void removeTab(int index);
    void updateTab(ProcedureEditor *editor);
    void updateActions();
    void updateRecentMenu();
    void addRecentFile(const QString &path);
    void saveAsFor(ProcedureEditor *editor);
    void autosaveLater(ProcedureEditor *editor);
    void showError(const QString &text);
    int indexOf(const ProcedureEditor *editor) const;

    QPointer<CatalogStore> m_catalog;
    RecoveryStore *m_recovery;
    ConfirmPresenter m_confirm;
    FileDialogPresenter m_fileDialog;
    QTabWidget *m_tabs;
    QLabel *m_error;
    PinNotice *m_pinNotice;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_closeAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    QTimer m_autosave;
    QList<QPointer<ProcedureEditor>> m_autosaveDue;
    int m_untitledCount = 0;
    // See setTemporaryFolder(); empty for none.
    QString m_temporaryFolder;
    // After discardRecovery(): the user does not want these texts back.
    bool m_recoveryDiscarded = false;
};

} // namespace Toolshelf
