#include "procedurecompleter.h"

#include "catalogdatabase.h"
#include "catalogstore.h"
#include "procedureeditor.h"
#include "procedurelinter.h"
#include "procedurereferences.h"
#include "textsafety.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QScrollBar>
#include <QStringListModel>
#include <QTextBlock>

#include <algorithm>

namespace Toolshelf {

namespace {

bool isIdentifierChar(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9')
        || c == u'_';
}

bool isReferenceName(const QString &name)
{
    return !name.isEmpty() && !name.front().isDigit()
        && std::all_of(name.cbegin(), name.cend(), isIdentifierChar);
}

// The identifier that ends at `end` in `line` starts here.
qsizetype identifierStart(const QString &line, qsizetype end)
{
    qsizetype start = end;
    while (start > 0 && isIdentifierChar(line.at(start - 1)))
        --start;
    return start;
}

} // namespace

ProcedureCompleter::ProcedureCompleter(ProcedureEditor *editor)
    : QObject(editor)
    , m_editor(editor)
    , m_completer(new QCompleter(this))
    , m_model(new QStringListModel(this))
{
    m_completer->setModel(m_model);
    m_completer->setWidget(editor);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setCaseSensitivity(Qt::CaseSensitive);
    m_completer->setModelSorting(QCompleter::CaseSensitivelySortedModel);
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this,
            &ProcedureCompleter::insertCompletion);
    connect(editor->document(), &QTextDocument::contentsChange, this,
            [this](int, int removed, int added) {
                // Typing, not loading a file or a drop replacing the text.
                if (!m_inserting && removed + added == 1)
                    textEdited();
            });
    // A pin or a sync may change what a name stands for.
    connect(editor->references(), &ProcedureReferences::resolved, this,
            [this] { m_parameters.clear(); });
}

void ProcedureCompleter::setCatalog(CatalogStore *catalog)
{
    m_catalog = catalog;
    m_parameters.clear();
}

ProcedureCompleter::Context ProcedureCompleter::contextOf(const QString &line)
{
    Context context;
    const qsizetype start = identifierStart(line, line.size());
    context.prefix = line.mid(start);
    if (start > 0 && line.at(start - 1) == u'.')
        return {};
    // Inside `name(` … with no ")" closing it yet: the innermost open call.
    int depth = 0;
    for (qsizetype i = start - 1; i >= 0; --i) {
        const QChar c = line.at(i);
        if (c == u')') {
            ++depth;
        } else if (c == u'(') {
            if (depth > 0) {
                --depth;
                continue;
            }
            const qsizetype nameStart = identifierStart(line, i);
            if (nameStart == i || line.at(nameStart).isDigit())
                break;
            context.kind = Context::Parameter;
            context.tool = line.mid(nameStart, i - nameStart);
            return context;
        }
    }
    if (context.prefix.size() < MinimumPrefix || context.prefix.front().isDigit())
        return {};
    context.kind = Context::ToolName;
    return context;
}

ProcedureCompleter::Context ProcedureCompleter::currentContext() const
{
    const QTextCursor cursor = m_editor->textCursor();
    if (cursor.hasSelection())
        return {};
    const QString line = cursor.block().text().left(cursor.positionInBlock());
    return contextOf(line);
}

void ProcedureCompleter::textEdited()
{
    const Context context = currentContext();
    if (context.kind == Context::None) {
        m_completer->popup()->hide();
        return;
    }
    if (context.kind == Context::Parameter && m_parameters.contains(context.tool)) {
        show(context, m_parameters.value(context.tool));
        return;
    }
    lookUp(context);
}

void ProcedureCompleter::lookUp(const Context &context)
{
    if (!m_catalog)
        return;
    m_catalog->run(
        [context](CatalogDatabase &database) {
            QStringList candidates;
            if (context.kind == Context::Parameter) {
                const QList<ProcedureTool> tools
                    = ProcedureTools::resolve(database, {context.tool});
                // The popup shows names as they are: one with control or
                // invisible characters is not offered, nor typed in for the user.
                for (const QString &name :
                     ProcedureLinter::inputNames(database, tools).value(context.tool)) {
                    if (!TextSafety::containsUnsafeInLine(name))
                        candidates.append(name);
                }
            } else {
                CatalogQuery query;
                query.text = context.prefix;
                query.limit = SearchLimit;
                for (const ToolSummary &tool : database.search(query)) {
                    // Only a name a procedure can refer to: the same
                    // characters the references are read with.
                    const QString &name = tool.shownName();
                    if (name.startsWith(context.prefix) && isReferenceName(name)
                        && !candidates.contains(name))
                        candidates.append(name);
                }
            }
            return candidates;
        },
        this,
        [this, context](const QStringList &candidates) {
            if (context.kind == Context::Parameter)
                m_parameters.insert(context.tool, candidates);
            const Context now = currentContext();
            // The user typed on: an answer for the word as it is now follows.
            if (now.kind != context.kind || now.tool != context.tool
                || !now.prefix.startsWith(context.prefix))
                return;
            show(now, candidates);
        });
}

void ProcedureCompleter::show(const Context &context, const QStringList &candidates)
{
    QStringList sorted = candidates;
    sorted.sort(Qt::CaseSensitive);
    m_model->setStringList(sorted);
    m_shown = context;
    m_completer->setCompletionPrefix(context.prefix);
    if (m_completer->completionCount() == 0
        || (m_completer->completionCount() == 1
            && m_completer->currentCompletion() == context.prefix)) {
        m_completer->popup()->hide();
        return;
    }
    m_completer->popup()->setCurrentIndex(m_completer->completionModel()->index(0, 0));
    QRect rect = m_editor->cursorRect();
    rect.setWidth(m_completer->popup()->sizeHintForColumn(0)
                  + m_completer->popup()->verticalScrollBar()->sizeHint().width());
    m_completer->complete(rect);
    Q_EMIT completionsShown();
}

void ProcedureCompleter::insertCompletion(const QString &completion)
{
    QTextCursor cursor = m_editor->textCursor();
    const QString line = cursor.block().text().left(cursor.positionInBlock());
    const qsizetype start = identifierStart(line, line.size());
    cursor.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, int(line.size() - start));
    QString text = completion;
    // A tool name becomes a reference, unless the "()" is there already.
    const QString after = cursor.block().text().mid(cursor.positionInBlock());
    if (m_shown.kind == Context::ToolName && !after.startsWith(QStringLiteral("()")))
        text += QStringLiteral("()");
    m_inserting = true;
    cursor.insertText(text);
    m_inserting = false;
    m_editor->setTextCursor(cursor);
}

bool ProcedureCompleter::popupWantsKey(const QKeyEvent *event) const
{
    if (!m_completer->popup()->isVisible())
        return false;
    switch (event->key()) {
    case Qt::Key_Enter:
    case Qt::Key_Return:
    case Qt::Key_Escape:
    case Qt::Key_Tab:
    case Qt::Key_Backtab:
        return true;
    default:
        return false;
    }
}

} // namespace Toolshelf
