// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/procedureeditor.h"

#include "catalog/catalogdatabase.h"
#include "catalog/catalogservice.h"
#include "catalog/catalogstore.h"
#include "core/textsafety.h"
#include "editor/aliasdialog.h"
#include "editor/markdownhighlighting.h"
#include "editor/procedurecompleter.h"
#include "editor/procedurereferences.h"

#include <QEvent>
#include <QFileInfo>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QSyntaxHighlighter>
#include <QTextBlock>
#include <QToolTip>

namespace Toolshelf {

namespace {

// The catalog's tools that show `tool`'s name, when `tool` is one of several.
QList<ToolSummary> sharing(const CatalogDatabase &database, const DraggedTool &tool)
{
    const QList<ToolSummary> named = database.toolsNamed({tool.name});
    const bool chosen = std::any_of(named.cbegin(), named.cend(), [&](const ToolSummary &t) {
        return t.provider == tool.provider && t.toolId == tool.toolId;
    });
    return named.size() > 1 && chosen ? named : QList<ToolSummary> {};
}

// A reference glued to a word would read as part of it.
bool needsSpaceBefore(QChar previous)
{
    return !previous.isNull() && !previous.isSpace() && previous != QChar::ParagraphSeparator
        && !QStringView(u"([{`'\"").contains(previous);
}

bool needsSpaceAfter(QChar next)
{
    return next.isLetterOrNumber() || next == u'_';
}

} // namespace

ProcedureEditor::ProcedureEditor(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_references(new ProcedureReferences(this))
    , m_completer(new ProcedureCompleter(this))
{
    setAcceptDrops(true);
    // Procedures are prose; wrapping keeps long instructions readable.
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setTabChangesFocus(false);
    attachHighlighter();
    // A pin made by a drop turns its reference from unpinned to pinned.
}

ProcedureEditor::~ProcedureEditor() = default;

CatalogStore *ProcedureEditor::catalog() const
{
    return m_catalog;
}

void ProcedureEditor::setCatalog(CatalogStore *catalog)
{
    m_catalog = catalog;
    m_references->setCatalog(catalog);
    m_completer->setCatalog(catalog);
}

void ProcedureEditor::setFilePath(const QString &path)
{
    if (m_filePath == path)
        return;
    m_filePath = path;
    Q_EMIT filePathChanged();
}

QString ProcedureEditor::displayName() const
{
    return m_filePath.isEmpty() ? m_untitledName : QFileInfo(m_filePath).fileName();
}

void ProcedureEditor::setUntitledName(const QString &name)
{
    m_untitledName = name;
    if (m_filePath.isEmpty())
        Q_EMIT filePathChanged();
}

bool ProcedureEditor::canInsertFromMimeData(const QMimeData *source) const
{
    return (source && source->hasFormat(ToolMime::mimeType()))
        || QPlainTextEdit::canInsertFromMimeData(source);
}

void ProcedureEditor::insertFromMimeData(const QMimeData *source)
{
    // QPlainTextEdit has put the cursor at the drop point already.
    if (const std::optional<QList<DraggedTool>> tools = ToolMime::fromMimeData(source)) {
        insertTools(*tools);
        return;
    }
    // Not ours, or a forged payload: whatever text it carries, like any other drop.
    QPlainTextEdit::insertFromMimeData(source);
}

void ProcedureEditor::insertTools(const QList<DraggedTool> &tools)
{
    const QList<PlacedReference> placed = insertReferences(tools);
    bool added = false;
    for (const DraggedTool &tool : tools) {
        if (!m_selectedTools.contains(tool.name)) {
            m_selectedTools.append(tool.name);
            added = true;
        }
    }
    if (added)
        Q_EMIT selectedToolsChanged();
    settle(placed);
}

void ProcedureEditor::settleName(const DraggedTool &tool, const QTextCursor &reference,
                                 const QString &fallback, bool pin)
{
    settle({{tool, reference, fallback, pin}});
}

QList<ProcedureEditor::PlacedReference>
ProcedureEditor::insertReferences(const QList<DraggedTool> &tools)
{
    // Each tool once; two tools of one name are two references, each settled on its own.
    QList<DraggedTool> distinct;
    for (const DraggedTool &tool : tools) {
        const bool known = std::any_of(distinct.cbegin(), distinct.cend(), [&](const auto &t) {
            return t.provider == tool.provider && t.toolId == tool.toolId;
        });
        if (!known)
            distinct.append(tool);
    }
    QTextCursor cursor = textCursor();
    const int start = cursor.selectionStart();
    const QChar previous = document()->characterAt(start - 1);
    const QChar next = document()->characterAt(cursor.selectionEnd());
    QString text = needsSpaceBefore(previous) ? QStringLiteral(" ") : QString();
    QList<int> offsets;
    for (const DraggedTool &tool : std::as_const(distinct)) {
        if (!offsets.isEmpty())
            text += QStringLiteral(", ");
        offsets.append(int(text.size()));
        text += ToolMime::reference(tool.name);
    }
    if (needsSpaceAfter(next))
        text.append(u' ');
    cursor.insertText(text);
    setTextCursor(cursor);

    QList<PlacedReference> placed;
    for (qsizetype i = 0; i < distinct.size(); ++i) {
        QTextCursor range(document());
        range.setPosition(start + offsets.at(i));
        range.setPosition(start + offsets.at(i)
                              + int(ToolMime::reference(distinct.at(i).name).size()),
                          QTextCursor::KeepAnchor);
        placed.append({distinct.at(i), range, QString(), true});
    }
    return placed;
}

void ProcedureEditor::settle(const QList<PlacedReference> &placed)
{
    if (!m_catalog || placed.isEmpty())
        return;
    // What the catalog says about a reference just put in.
    struct Placement
    {
        // Another tool shows the same name: the reference would be ambiguous.
        bool shared = false;
        PinOutcome pin;
    };
    m_catalog->userData().edit(
        [placed](CatalogDatabase &database, UserDataEditor &editor) {
            QList<Placement> result;
            for (const PlacedReference &reference : placed) {
                Placement placement;
                if (!database.signature(reference.tool.provider, reference.tool.toolId)) {
                    placement.pin.notStored = true;
                    result.append(placement);
                    continue;
                }
                placement.shared = !sharing(database, reference.tool).isEmpty();
                // A name that is not yet this tool's alone is pinned once it is.
                if (reference.pin && !placement.shared)
                    placement.pin = pinIfUnpinned(database, editor, reference.tool);
                else
                    placement.pin.alreadyPinned = true;
                result.append(placement);
            }
            return result;
        },
        this,
        [this, placed](const QList<Placement> &placements) {
            QList<DraggedTool> tools;
            QList<PinOutcome> pins;
            for (qsizetype i = 0; i < placed.size(); ++i) {
                if (placements.at(i).pin.notStored) {
                    m_awaitingStore.append(placed.at(i));
                    continue;
                }
                if (placements.at(i).shared)
                    m_unsettled.append(placed.at(i));
                tools.append(placed.at(i).tool);
                pins.append(placements.at(i).pin);
            }
            reportPins(tools, pins);
            askNextAlias();
        });
}

void ProcedureEditor::settleStored()
{
    if (m_awaitingStore.size() > MaxAwaitingStore)
        m_awaitingStore.remove(0, m_awaitingStore.size() - MaxAwaitingStore);
    // Those still missing come back to the list.
    settle(std::exchange(m_awaitingStore, {}));
}

void ProcedureEditor::askNextAlias()
{
    if (m_aliasDialog || m_askingAlias || m_unsettled.isEmpty() || !m_catalog)
        return;
    const PlacedReference placed = m_unsettled.takeFirst();
    m_askingAlias = true;
    // Asked again now: an alias given meanwhile may have settled the name.
    m_catalog->run(
        [tool = placed.tool](CatalogDatabase &database) { return sharing(database, tool); }, this,
        [this, placed](const QList<ToolSummary> &tools) {
            m_askingAlias = false;
            if (tools.isEmpty())
                return askNextAlias();
            askAlias(placed, tools);
        });
}

void ProcedureEditor::askAlias(const PlacedReference &placed, const QList<ToolSummary> &tools)
{
    auto *dialog = new AliasDialog(m_catalog, placed.tool.name, tools, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->suggestFor(placed.tool.provider, placed.tool.toolId);
    m_aliasDialog = dialog;
    connect(dialog, &QDialog::finished, this, [this, dialog, placed](int result) {
        if (result == QDialog::Accepted)
            rename(placed, dialog->nameOf(placed.tool.provider, placed.tool.toolId));
        else
            withdraw(placed);
        m_aliasDialog = nullptr;
        askNextAlias();
    });
    dialog->open();
    Q_EMIT aliasRequested(dialog);
}

void ProcedureEditor::rename(const PlacedReference &placed, const QString &name)
{
    QTextCursor range = placed.range;
    // Only the reference as it was put in: text the user changed meanwhile stays.
    if (range.selectedText() == ToolMime::reference(placed.tool.name))
        range.insertText(ToolMime::reference(name));
    const qsizetype selected = m_selectedTools.indexOf(placed.tool.name);
    if (placed.pin && selected >= 0) {
        m_selectedTools.replace(selected, name);
        Q_EMIT selectedToolsChanged();
    }
    if (!placed.pin || !m_catalog)
        return;
    DraggedTool tool = placed.tool;
    tool.name = name;
    m_catalog->userData().edit(
        [tool](CatalogDatabase &database, UserDataEditor &editor) {
            return pinIfUnpinned(database, editor, tool);
        },
        this, [this, tool](const PinOutcome &outcome) { reportPins({tool}, {outcome}); });
}

void ProcedureEditor::withdraw(const PlacedReference &placed)
{
    QTextCursor range = placed.range;
    if (range.selectedText() == ToolMime::reference(placed.tool.name)) {
        // A drop leaves nothing behind, not even the ", " that joined it to another.
        if (placed.fallback.isEmpty()) {
            const int start = range.selectionStart();
            const int end = range.selectionEnd();
            const QString separator = QStringLiteral(", ");
            if (document()->characterAt(end) == u',' && document()->characterAt(end + 1) == u' ')
                range.setPosition(end + int(separator.size()), QTextCursor::KeepAnchor);
            else if (start >= 2 && document()->characterAt(start - 2) == u','
                     && document()->characterAt(start - 1) == u' ') {
                range.setPosition(end);
                range.setPosition(start - int(separator.size()), QTextCursor::KeepAnchor);
            }
        }
        range.insertText(placed.fallback);
    }
    if (placed.pin && m_selectedTools.removeOne(placed.tool.name))
        Q_EMIT selectedToolsChanged();
}

void ProcedureEditor::reportPins(const QList<DraggedTool> &tools, const QList<PinOutcome> &outcomes)
{
    QList<DraggedTool> pinned;
    for (qsizetype i = 0; i < tools.size(); ++i) {
        const DraggedTool &tool = tools.at(i);
        const PinOutcome &outcome = outcomes.at(i);
        if (outcome.pinned) {
            pinned.append(tool);
            Q_EMIT toolPinned(tool.provider, tool.toolId, tool.version);
        } else if (!outcome.alreadyPinned) {
            Q_EMIT pinFailed(tr("%1 from %2 could not be pinned at version %3: %4")
                                 .arg(TextSafety::escapeLine(tool.name),
                                      TextSafety::escapeLine(tool.provider),
                                      QString::number(tool.version), outcome.error));
        }
    }
    if (!pinned.isEmpty())
        Q_EMIT toolsPinned(pinned);
}

ProcedureEditor::PinOutcome ProcedureEditor::pinIfUnpinned(CatalogDatabase &database,
                                                           UserDataEditor &editor,
                                                           const DraggedTool &tool)
{
    PinOutcome outcome;
    // A pin the user chose stays: the drop only fills in a missing one.
    if (database.pinOf(tool.provider, tool.toolId)) {
        outcome.alreadyPinned = true;
        return outcome;
    }
    outcome.pinned = editor.pin(tool.provider, tool.toolId, tool.version, &outcome.error);
    return outcome;
}

void ProcedureEditor::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    // Light and dark themes need their own colours.
    if (event->type() == QEvent::PaletteChange)
        attachHighlighter();
}

QString ProcedureEditor::toolTipAt(const QPoint &point) const
{
    const std::optional<ProcedureTool> tool
        = m_references->toolAt(cursorForPosition(point).position());
    return tool ? m_references->toolTip(*tool) : QString();
}

bool ProcedureEditor::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

void ProcedureEditor::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && event->modifiers() == Qt::ControlModifier) {
        const std::optional<ProcedureTool> tool
            = m_references->toolAt(cursorForPosition(event->position().toPoint()).position());
        // An unknown or ambiguous name does not say which tool to show.
        if (tool && tool->matches.size() == 1) {
            Q_EMIT toolActivated(tool->matches.constFirst().provider,
                                 tool->matches.constFirst().toolId);
            event->accept();
            return;
        }
    }
    QPlainTextEdit::mousePressEvent(event);
}

void ProcedureEditor::keyPressEvent(QKeyEvent *event)
{
    if (m_completer->popupWantsKey(event)) {
        event->ignore();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

void ProcedureEditor::attachHighlighter()
{
    delete m_highlighter;
    m_highlighter = attachMarkdownHighlighter(document(), palette());
}

} // namespace Toolshelf
