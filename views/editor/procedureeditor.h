// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"
#include "itemmodels/toolmime.h"

#include <QPlainTextEdit>
#include <QPointer>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QSyntaxHighlighter;
QT_END_NAMESPACE

namespace Toolshelf {

class AliasDialog;
class CatalogDatabase;
class UserDataEditor;
class CatalogStore;
class ProcedureCompleter;
class ProcedureReferences;

// One operating procedure being edited: Markdown with highlighting, into
// which tools dragged from the catalog drop as `name()` references, pinned
// at the version that was shown so the procedure keeps what it was tested with.
// A tool chosen from one provider whose name another tool shows too would
// make an ambiguous reference: the user is asked for an alias at once
// (AliasDialog), and the reference then uses it, or goes again if cancelled.
class ProcedureEditor final : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit ProcedureEditor(QWidget *parent = nullptr);
    // Out of line: QPointer<CatalogStore> needs the complete type.
    ~ProcedureEditor() override;

    // Where dropped tools are pinned; without one, drops only insert text.
    void setCatalog(CatalogStore *catalog);
    CatalogStore *catalog() const;

    // Empty until the procedure is first saved.
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);
    // Names the autosaved copy of this procedure (RecoveryStore).
    QString recoveryId() const { return m_recoveryId; }
    void setRecoveryId(const QString &id) { m_recoveryId = id; }
    // What tabs and questions call it: the file name, else e.g. "Untitled 2".
    QString displayName() const;
    void setUntitledName(const QString &name);

    // Inserts references to `tools` at the cursor and pins those not pinned.
    void insertTools(const QList<DraggedTool> &tools);
    // `reference` covers a reference to `tool` just typed in (completion):
    // when `tool` shares its name, asks for an alias and renames the
    // reference, or puts back `fallback` when the user cancels. `pin`: pin
    // `tool` at its version once its name is its own.
    void settleName(const DraggedTool &tool, const QTextCursor &reference, const QString &fallback,
                    bool pin);

    // The catalog changed: references dropped for tools it did not hold yet
    // (found on a provider's server, stored as they were dragged) are
    // settled now that it may hold them.
    void settleStored();
    // Drops waiting for their tools to be stored.
    qsizetype awaitingStore() const { return m_awaitingStore.size(); }

    // The references' states against the catalog, underlined in the text.
    ProcedureReferences *references() const { return m_references; }
    // Completion of tool and parameter names while typing.
    ProcedureCompleter *completer() const { return m_completer; }
    // The tools put into this procedure by drops, by name: those whose
    // references are all deleted again are flagged (ProcedureLinter).
    QStringList selectedTools() const { return m_selectedTools; }
    // The hover text for the reference under viewport point `point`; empty off references.
    QString toolTipAt(const QPoint &point) const;

Q_SIGNALS:
    void filePathChanged();
    // A dropped tool was not pinned and now is.
    void toolPinned(const QString &provider, const QString &toolId, qint64 version);
    // A message for the user, e.g. why a pin failed.
    void pinFailed(const QString &message);
    // What one drop pinned for the whole catalog, after the toolPinned() of each.
    void toolsPinned(const QList<DraggedTool> &tools);
    // A shared name is being settled; the dialog is open (window-modal).
    void aliasRequested(AliasDialog *dialog);
    void selectedToolsChanged();
    // Ctrl+click on a reference that names one catalog tool: show it in the catalog.
    void toolActivated(const QString &provider, const QString &toolId);

protected:
    bool canInsertFromMimeData(const QMimeData *source) const override;
    void insertFromMimeData(const QMimeData *source) override;
    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    // A reference just put in for a tool the user chose.
    struct PlacedReference
    {
        DraggedTool tool;
        // Follows later edits; covers the reference's text.
        QTextCursor range;
        // What the reference gives way to when no alias is given.
        QString fallback;
        // A drop: pin the tool, and it is one of selectedTools().
        bool pin = true;
    };
    struct PinOutcome
    {
        // The catalog does not hold the tool yet: settled once it does.
        bool notStored = false;
        bool alreadyPinned = false;
        bool pinned = false;
        QString error;
    };

    QList<PlacedReference> insertReferences(const QList<DraggedTool> &tools);
    // Pins what may be pinned and queues the shared names for an alias.
    void settle(const QList<PlacedReference> &placed);
    void askNextAlias();
    void askAlias(const PlacedReference &placed, const QList<ToolSummary> &tools);
    void rename(const PlacedReference &placed, const QString &name);
    void withdraw(const PlacedReference &placed);
    void reportPins(const QList<DraggedTool> &tools, const QList<PinOutcome> &outcomes);
    static PinOutcome pinIfUnpinned(CatalogDatabase &database, UserDataEditor &editor,
                                    const DraggedTool &tool);
    void attachHighlighter();

    QPointer<CatalogStore> m_catalog;
    QPointer<QSyntaxHighlighter> m_highlighter;
    ProcedureReferences *m_references;
    ProcedureCompleter *m_completer;
    QString m_filePath;
    QString m_recoveryId;
    QString m_untitledName;
    QStringList m_selectedTools;
    // Shared names waiting for the alias dialog, one dialog at a time.
    QList<PlacedReference> m_unsettled;
    // Drops of tools the catalog did not hold yet, newest last; the oldest
    // give way beyond MaxAwaitingStore, so drops of tools never stored cannot
    // pile up.
    QList<PlacedReference> m_awaitingStore;
    static constexpr qsizetype MaxAwaitingStore = 1000;
    QPointer<AliasDialog> m_aliasDialog;
    bool m_askingAlias = false;
};

} // namespace Toolshelf
