#include "procedureeditor.h"

#include "catalogdatabase.h"
#include "catalogstore.h"
#include "markdownhighlighting.h"
#include "procedurecompleter.h"
#include "procedurereferences.h"
#include "textsafety.h"

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

struct PinOutcome
{
    bool alreadyPinned = false;
    bool pinned = false;
    QString error;
};

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
    connect(this, &ProcedureEditor::toolPinned, m_references, &ProcedureReferences::refresh);
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
    insertReferences(tools);
    bool added = false;
    for (const DraggedTool &tool : tools) {
        if (!m_selectedTools.contains(tool.name)) {
            m_selectedTools.append(tool.name);
            added = true;
        }
    }
    if (added)
        Q_EMIT selectedToolsChanged();
    pinUnpinned(tools);
}

void ProcedureEditor::insertReferences(const QList<DraggedTool> &tools)
{
    QStringList references;
    for (const DraggedTool &tool : tools) {
        const QString reference = ToolMime::reference(tool.name);
        if (!references.contains(reference))
            references.append(reference);
    }
    QTextCursor cursor = textCursor();
    const QChar previous = document()->characterAt(cursor.selectionStart() - 1);
    const QChar next = document()->characterAt(cursor.selectionEnd());
    QString text = references.join(QStringLiteral(", "));
    if (needsSpaceBefore(previous))
        text.prepend(u' ');
    if (needsSpaceAfter(next))
        text.append(u' ');
    cursor.insertText(text);
    setTextCursor(cursor);
}

void ProcedureEditor::pinUnpinned(const QList<DraggedTool> &tools)
{
    if (!m_catalog)
        return;
    for (const DraggedTool &tool : tools) {
        m_catalog->run(
            [tool](CatalogDatabase &database) {
                PinOutcome outcome;
                // A pin the user chose stays: the drop only fills in a missing one.
                if (database.pinOf(tool.provider, tool.toolId)) {
                    outcome.alreadyPinned = true;
                    return outcome;
                }
                outcome.pinned
                    = database.pin(tool.provider, tool.toolId, tool.version, &outcome.error);
                return outcome;
            },
            this,
            [this, tool](const PinOutcome &outcome) {
                if (outcome.pinned)
                    Q_EMIT toolPinned(tool.provider, tool.toolId, tool.version);
                else if (!outcome.alreadyPinned)
                    Q_EMIT pinFailed(tr("%1 from %2 could not be pinned at version %3: %4")
                                         .arg(TextSafety::escapeLine(tool.name),
                                              TextSafety::escapeLine(tool.provider),
                                              QString::number(tool.version), outcome.error));
            });
    }
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
