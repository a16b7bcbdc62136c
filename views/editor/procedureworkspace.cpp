// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/procedureworkspace.h"

#include "catalog/catalogstore.h"
#include "editor/markdownpreview.h"
#include "editor/pinnotice.h"
#include "editor/procedureeditor.h"
#include "editor/procedurelintpanel.h"
#include "editor/procedurereferences.h"
#include "procedures/procedurefile.h"
#include "procedures/recoverystore.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QVBoxLayout>

namespace Toolshelf {

namespace {

constexpr QLatin1String RecentFilesKey("Procedures/recentFiles");

// Menus and tabs read '&' as a mnemonic marker.
QString escapeMnemonic(QString text)
{
    return text.replace(u'&', QStringLiteral("&&"));
}

QString normalized(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

} // namespace

ProcedureWorkspace::ProcedureWorkspace(CatalogStore *catalog, RecoveryStore *recovery,
                                       QWidget *parent)
    : QWidget(parent)
    , m_catalog(catalog)
    , m_recovery(recovery)
    , m_confirm(messageBoxConfirm(true))
    , m_fileDialog(markdownFileDialog())
    , m_tabs(new QTabWidget(this))
    , m_error(new QLabel(this))
    , m_pinNotice(new PinNotice(catalog, this))
{
    m_tabs->setObjectName(QStringLiteral("procedureTabs"));
    m_tabs->setAccessibleName(tr("Open procedures"));
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    m_error->setObjectName(QStringLiteral("procedureError"));
    m_error->setTextFormat(Qt::PlainText);
    m_error->setWordWrap(true);
    m_error->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_error);
    layout->addWidget(m_pinNotice);
    layout->addWidget(m_tabs, 1);
    m_pinNotice->setObjectName(QStringLiteral("pinNotice"));

    m_autosave.setSingleShot(true);
    m_autosave.setInterval(DefaultAutosaveDelay);
    connect(&m_autosave, &QTimer::timeout, this, &ProcedureWorkspace::flushRecovery);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &ProcedureWorkspace::closeTab);
    connect(m_tabs, &QTabWidget::currentChanged, this, &ProcedureWorkspace::updateActions);
    createActions();
    updateActions();
}

ProcedureWorkspace::~ProcedureWorkspace()
{
    // Quitting without the window's question (a logout, a signal) still keeps the text.
    flushRecovery();
}

void ProcedureWorkspace::setConfirmPresenter(ConfirmPresenter presenter)
{
    m_confirm = std::move(presenter);
}

void ProcedureWorkspace::setFileDialogPresenter(FileDialogPresenter presenter)
{
    m_fileDialog = std::move(presenter);
}

void ProcedureWorkspace::setTemporaryFolder(const QString &folder)
{
    m_temporaryFolder = folder.isEmpty() ? QString() : normalized(folder);
    if (m_recovery && isTemporary(m_recovery->directory())) {
        m_autosave.stop();
        m_autosaveDue.clear();
        m_recovery = nullptr;
    }
}

bool ProcedureWorkspace::isTemporary(const QString &path) const
{
    if (m_temporaryFolder.isEmpty() || path.isEmpty())
        return false;
    const QString file = normalized(path);
    return file == m_temporaryFolder || file.startsWith(m_temporaryFolder + u'/');
}

void ProcedureWorkspace::setAutosaveDelay(int milliseconds)
{
    m_autosave.setInterval(milliseconds);
}

void ProcedureWorkspace::createActions()
{
    m_newAction
        = new QAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New Procedure"), this);
    m_newAction->setObjectName(QStringLiteral("newProcedureAction"));
    m_newAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
    m_newAction->setStatusTip(tr("Start a new operating procedure"));
    connect(m_newAction, &QAction::triggered, this, &ProcedureWorkspace::newProcedure);

    m_openAction = new QAction(QIcon::fromTheme(QStringLiteral("document-open")),
                               tr("&Open Procedure…"), this);
    m_openAction->setObjectName(QStringLiteral("openProcedureAction"));
    m_openAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
    m_openAction->setStatusTip(tr("Open an operating procedure from a Markdown file"));
    connect(m_openAction, &QAction::triggered, this, &ProcedureWorkspace::open);

    m_saveAction = new QAction(QIcon::fromTheme(QStringLiteral("document-save")),
                               tr("&Save Procedure"), this);
    m_saveAction->setObjectName(QStringLiteral("saveProcedureAction"));
    m_saveAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
    m_saveAction->setStatusTip(tr("Save the procedure to its Markdown file"));
    connect(m_saveAction, &QAction::triggered, this, &ProcedureWorkspace::save);

    m_saveAsAction = new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")),
                                 tr("Save Procedure &As…"), this);
    m_saveAsAction->setObjectName(QStringLiteral("saveProcedureAsAction"));
    m_saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_saveAsAction->setStatusTip(tr("Save the procedure to a new Markdown file"));
    connect(m_saveAsAction, &QAction::triggered, this, &ProcedureWorkspace::saveAs);

    m_closeAction = new QAction(QIcon::fromTheme(QStringLiteral("document-close")),
                                tr("&Close Procedure"), this);
    m_closeAction->setObjectName(QStringLiteral("closeProcedureAction"));
    m_closeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_W));
    m_closeAction->setStatusTip(tr("Close the procedure"));
    connect(m_closeAction, &QAction::triggered, this, &ProcedureWorkspace::closeCurrent);

    m_recentMenu = new QMenu(tr("Open &Recent"), this);
    m_recentMenu->setObjectName(QStringLiteral("recentProceduresMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &ProcedureWorkspace::updateRecentMenu);
    updateRecentMenu();
}

int ProcedureWorkspace::count() const
{
    return m_tabs->count();
}

ProcedureEditor *ProcedureWorkspace::editor(int index) const
{
    const QWidget *page = m_tabs->widget(index);
    return page ? page->findChild<ProcedureEditor *>() : nullptr;
}

MarkdownPreview *ProcedureWorkspace::preview(int index) const
{
    const QWidget *page = m_tabs->widget(index);
    return page ? page->findChild<MarkdownPreview *>() : nullptr;
}

ProcedureEditor *ProcedureWorkspace::currentEditor() const
{
    return editor(m_tabs->currentIndex());
}

int ProcedureWorkspace::indexOf(const ProcedureEditor *wanted) const
{
    for (int index = 0; index < m_tabs->count(); ++index) {
        if (editor(index) == wanted)
            return index;
    }
    return -1;
}

ProcedureEditor *ProcedureWorkspace::addEditor()
{
    auto *page = new QSplitter(Qt::Horizontal, m_tabs);
    auto *editor = new ProcedureEditor(page);
    editor->setObjectName(QStringLiteral("procedureEditor"));
    editor->setAccessibleName(tr("Procedure text"));
    editor->setCatalog(m_catalog);
    editor->setRecoveryId(RecoveryStore::newId());
    editor->setUntitledName(tr("Untitled %1").arg(++m_untitledCount));
    auto *preview = new MarkdownPreview(page);
    preview->setObjectName(QStringLiteral("procedurePreview"));
    preview->setAccessibleName(tr("Procedure preview"));
    preview->setSourceDocument(editor->document());
    auto *lints = new ProcedureLintPanel(editor, page);
    lints->setObjectName(QStringLiteral("procedureLints"));
    page->addWidget(editor);
    page->addWidget(preview);
    page->addWidget(lints);
    page->setStretchFactor(0, 3);
    page->setStretchFactor(1, 2);
    page->setStretchFactor(2, 1);

    connect(editor, &ProcedureEditor::filePathChanged, this, [this, editor] { updateTab(editor); });
    connect(editor, &QPlainTextEdit::modificationChanged, this, [this, editor] {
        updateTab(editor);
        autosaveLater(editor);
    });
    connect(editor, &QPlainTextEdit::textChanged, this, [this, editor] { autosaveLater(editor); });
    connect(editor, &ProcedureEditor::pinFailed, this, &ProcedureWorkspace::showError);
    connect(editor, &ProcedureEditor::toolsPinned, m_pinNotice, &PinNotice::showPins);
    connect(editor, &ProcedureEditor::toolActivated, this, &ProcedureWorkspace::toolActivated);

    const int index = m_tabs->addTab(page, QString());
    updateTab(editor);
    m_tabs->setCurrentIndex(index);
    updateActions();
    return editor;
}

void ProcedureWorkspace::refreshReferences()
{
    for (int index = 0; index < count(); ++index) {
        editor(index)->settleStored();
        editor(index)->references()->refresh();
    }
}

ProcedureEditor *ProcedureWorkspace::newProcedure()
{
    ProcedureEditor *editor = addEditor();
    editor->setFocus();
    return editor;
}

void ProcedureWorkspace::open()
{
    const ProcedureEditor *current = currentEditor();
    const QStringList recent = recentFiles();
    QString start = current && !current->filePath().isEmpty() ? current->filePath()
        : recent.isEmpty()                                    ? QDir::homePath()
                                                              : recent.first();
    start = QFileInfo(start).isDir() ? start : QFileInfo(start).absolutePath();
    m_fileDialog(this, {FileDialogRequest::Mode::Open, tr("Open Procedure"), start},
                 [workspace = QPointer<ProcedureWorkspace>(this)](const QString &path) {
                     if (workspace)
                         workspace->openFile(path);
                 });
}

ProcedureEditor *ProcedureWorkspace::openFile(const QString &path)
{
    const QString wanted = normalized(path);
    for (int index = 0; index < m_tabs->count(); ++index) {
        ProcedureEditor *open = editor(index);
        if (!open->filePath().isEmpty() && normalized(open->filePath()) == wanted) {
            m_tabs->setCurrentIndex(index);
            return open;
        }
    }
    QString error;
    const std::optional<QString> text = ProcedureFile::read(wanted, &error);
    if (!text) {
        showError(tr("The procedure was not opened: %1").arg(error));
        return nullptr;
    }
    ProcedureEditor *editor = addEditor();
    editor->setPlainText(*text);
    editor->document()->setModified(false);
    editor->setFilePath(wanted);
    addRecentFile(wanted);
    editor->setFocus();
    return editor;
}

void ProcedureWorkspace::save()
{
    ProcedureEditor *editor = currentEditor();
    if (!editor)
        return;
    if (editor->filePath().isEmpty() || isTemporary(editor->filePath()))
        saveAsFor(editor);
    else
        saveTo(editor, editor->filePath());
}

void ProcedureWorkspace::saveAs()
{
    if (ProcedureEditor *editor = currentEditor())
        saveAsFor(editor);
}

void ProcedureWorkspace::saveAsFor(ProcedureEditor *editor)
{
    QString start = editor->filePath();
    if (isTemporary(start)) {
        // Kept where the user keeps documents, under the name it had.
        QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        if (documents.isEmpty())
            documents = QDir::homePath();
        start = documents + u'/' + QFileInfo(start).fileName();
        Q_EMIT message(tr("“%1” is in the demo's temporary folder, deleted when Toolshelf "
                          "closes: choose where to keep it.")
                           .arg(editor->displayName()));
    } else if (start.isEmpty()) {
        const QStringList recent = recentFiles();
        const QString folder
            = recent.isEmpty() ? QDir::homePath() : QFileInfo(recent.first()).absolutePath();
        start = folder + u'/' + editor->displayName() + QStringLiteral(".md");
    }
    m_fileDialog(this, {FileDialogRequest::Mode::Save, tr("Save Procedure"), start},
                 [workspace = QPointer<ProcedureWorkspace>(this),
                  editor = QPointer<ProcedureEditor>(editor)](const QString &path) {
                     if (workspace && editor)
                         workspace->saveTo(editor, path);
                 });
}

bool ProcedureWorkspace::saveTo(ProcedureEditor *editor, const QString &path)
{
    if (isTemporary(path)) {
        showError(tr("The procedure was not saved: %1 is deleted when the demo closes; choose "
                     "another folder.")
                      .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    QString error;
    if (!ProcedureFile::write(path, editor->toPlainText(), &error)) {
        // The text stays modified, and its recovery copy stays too.
        showError(tr("The procedure was not saved: %1").arg(error));
        return false;
    }
    const QString saved = normalized(path);
    editor->setFilePath(saved);
    editor->document()->setModified(false);
    if (m_recovery)
        m_recovery->remove(editor->recoveryId());
    m_autosaveDue.removeAll(editor);
    addRecentFile(saved);
    m_error->hide();
    Q_EMIT message(tr("Saved %1").arg(saved));
    return true;
}

void ProcedureWorkspace::closeCurrent()
{
    if (m_tabs->currentIndex() >= 0)
        closeTab(m_tabs->currentIndex());
}

void ProcedureWorkspace::closeTab(int index)
{
    ProcedureEditor *editor = this->editor(index);
    if (!editor)
        return;
    if (!editor->document()->isModified()) {
        removeTab(index);
        return;
    }
    m_confirm(this, tr("Close without saving?"),
              tr("“%1” has changes that were not saved. Close it and lose them?")
                  .arg(editor->displayName()),
              [workspace = QPointer<ProcedureWorkspace>(this),
               editor = QPointer<ProcedureEditor>(editor)](bool yes) {
                  // The tab may have moved or closed while the question was open.
                  if (yes && workspace && editor)
                      workspace->removeTab(workspace->indexOf(editor));
              });
}

void ProcedureWorkspace::removeTab(int index)
{
    ProcedureEditor *editor = this->editor(index);
    if (!editor)
        return;
    m_autosaveDue.removeAll(editor);
    if (m_recovery)
        m_recovery->remove(editor->recoveryId());
    QWidget *page = m_tabs->widget(index);
    m_tabs->removeTab(index);
    page->deleteLater();
    updateActions();
}

void ProcedureWorkspace::updateTab(ProcedureEditor *editor)
{
    const int index = indexOf(editor);
    if (index < 0)
        return;
    QString title = escapeMnemonic(editor->displayName());
    if (editor->document()->isModified())
        title += u'*';
    m_tabs->setTabText(index, title);
    m_tabs->setTabToolTip(index,
                          editor->filePath().isEmpty()
                              ? tr("Not saved yet")
                              : QDir::toNativeSeparators(editor->filePath()));
}

void ProcedureWorkspace::updateActions()
{
    const bool hasEditor = m_tabs->count() > 0;
    m_saveAction->setEnabled(hasEditor);
    m_saveAsAction->setEnabled(hasEditor);
    m_closeAction->setEnabled(hasEditor);
}

bool ProcedureWorkspace::hasUnsavedChanges() const
{
    return !unsavedNames().isEmpty();
}

QStringList ProcedureWorkspace::unsavedNames() const
{
    QStringList names;
    for (int index = 0; index < m_tabs->count(); ++index) {
        if (editor(index)->document()->isModified())
            names.append(editor(index)->displayName());
    }
    return names;
}

void ProcedureWorkspace::autosaveLater(ProcedureEditor *editor)
{
    if (!m_recovery || m_recoveryDiscarded)
        return;
    if (!m_autosaveDue.contains(editor))
        m_autosaveDue.append(editor);
    // Restarted on every keystroke: the copy is written once typing pauses.
    m_autosave.start();
}

void ProcedureWorkspace::flushRecovery()
{
    m_autosave.stop();
    const QList<QPointer<ProcedureEditor>> due = std::exchange(m_autosaveDue, {});
    if (!m_recovery || m_recoveryDiscarded)
        return;
    for (const QPointer<ProcedureEditor> &editor : due) {
        if (!editor)
            continue;
        if (!editor->document()->isModified()) {
            m_recovery->remove(editor->recoveryId());
            continue;
        }
        QString error;
        if (!m_recovery->save({editor->recoveryId(), editor->filePath(), editor->toPlainText(), {}},
                              &error))
            showError(tr("The recovery copy of “%1” was not written: %2")
                          .arg(editor->displayName(), error));
    }
}

void ProcedureWorkspace::discardRecovery()
{
    m_recoveryDiscarded = true;
    m_autosave.stop();
    m_autosaveDue.clear();
    if (!m_recovery)
        return;
    for (int index = 0; index < m_tabs->count(); ++index)
        m_recovery->remove(editor(index)->recoveryId());
}

void ProcedureWorkspace::offerRecovery()
{
    if (!m_recovery)
        return;
    QList<RecoveryEntry> entries = m_recovery->entries();
    // Copies of procedures open here are this session's own.
    entries.removeIf([this](const RecoveryEntry &entry) {
        for (int index = 0; index < m_tabs->count(); ++index) {
            if (editor(index)->recoveryId() == entry.id)
                return true;
        }
        return false;
    });
    if (entries.isEmpty())
        return;
    QStringList names;
    for (const RecoveryEntry &entry : std::as_const(entries)) {
        names.append(entry.filePath.isEmpty() ? tr("an unsaved procedure")
                                              : QDir::toNativeSeparators(entry.filePath));
    }
    m_confirm(this, tr("Restore unsaved procedures?"),
              tr("Toolshelf ended before these procedures were saved:\n\n%1\n\nRestore them?")
                  .arg(names.join(u'\n')),
              [workspace = QPointer<ProcedureWorkspace>(this), entries](bool yes) {
                  if (!workspace)
                      return;
                  for (const RecoveryEntry &entry : entries) {
                      if (!yes) {
                          workspace->m_recovery->remove(entry.id);
                          continue;
                      }
                      ProcedureEditor *editor = workspace->addEditor();
                      editor->setRecoveryId(entry.id);
                      editor->setPlainText(entry.text);
                      editor->setFilePath(entry.filePath);
                      // Restored, not saved: the file (if any) still has the old text.
                      editor->document()->setModified(true);
                      workspace->updateTab(editor);
                  }
              });
}

QStringList ProcedureWorkspace::recentFiles() const
{
    QStringList files = QSettings().value(RecentFilesKey).toStringList();
    files.removeIf([](const QString &path) { return !QFileInfo(path).isFile(); });
    if (files.size() > MaxRecentFiles)
        files.resize(MaxRecentFiles);
    return files;
}

void ProcedureWorkspace::addRecentFile(const QString &path)
{
    // Gone after this session, it would only push a lasting file off the list.
    if (isTemporary(path))
        return;
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    if (files.size() > MaxRecentFiles)
        files.resize(MaxRecentFiles);
    QSettings().setValue(RecentFilesKey, files);
    updateRecentMenu();
}

void ProcedureWorkspace::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    // Missing files were left out: keep the setting as the menu shows it.
    QSettings().setValue(RecentFilesKey, files);
    for (qsizetype n = 0; n < files.size(); ++n) {
        const QString &path = files.at(n);
        QAction *action = m_recentMenu->addAction(
            QStringLiteral("&%1 %2").arg(n + 1).arg(escapeMnemonic(QFileInfo(path).fileName())));
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void ProcedureWorkspace::showError(const QString &text)
{
    m_error->setText(text);
    m_error->show();
    Q_EMIT message(text);
}

} // namespace Toolshelf
