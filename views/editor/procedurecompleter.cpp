// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/procedurecompleter.h"

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "core/textsafety.h"
#include "editor/procedureeditor.h"
#include "editor/procedurereferences.h"
#include "procedures/procedurelinter.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QScrollBar>
#include <QStandardItemModel>
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

// Roles of a candidate row: the popup shows DisplayRole, the completer
// matches and inserts NameRole.
enum Role {
    NameRole = Qt::UserRole + 1,
    ProviderRole,
    ToolIdRole,
    VersionRole,
};

} // namespace

ProcedureCompleter::ProcedureCompleter(ProcedureEditor *editor)
    : QObject(editor)
    , m_editor(editor)
    , m_completer(new QCompleter(this))
    , m_model(new QStandardItemModel(this))
{
    m_completer->setModel(m_model);
    m_completer->setCompletionRole(NameRole);
    m_completer->setWidget(editor);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setCaseSensitivity(Qt::CaseSensitive);
    m_completer->setModelSorting(QCompleter::CaseSensitivelySortedModel);
    connect(m_completer, qOverload<const QModelIndex &>(&QCompleter::activated), this,
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
        QList<Candidate> candidates;
        for (const QString &name : m_parameters.value(context.tool))
            candidates.append({name, {}, {}, 0});
        setCandidates(candidates);
        show(context);
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
            QList<Candidate> candidates;
            if (context.kind == Context::Parameter) {
                const QList<ProcedureTool> tools
                    = ProcedureTools::resolve(database, {context.tool});
                // The popup shows names as they are: one with control or
                // invisible characters is not offered, nor typed in for the
                // user; one with a backtick cannot stand in a code span.
                for (const QString &name :
                     ProcedureLinter::inputNames(database, tools).value(context.tool)) {
                    if (!TextSafety::containsUnsafeInLine(name) && !name.contains(u'`'))
                        candidates.append({name, {}, {}, 0});
                }
            } else {
                CatalogQuery query;
                query.text = context.prefix;
                query.limit = SearchLimit;
                for (const ToolSummary &tool : database.search(query)) {
                    // Only a name a procedure can refer to: the same
                    // characters the references are read with. Every tool of
                    // a name several show, so the user picks the provider.
                    const QString &name = tool.shownName();
                    if (name.startsWith(context.prefix) && isReferenceName(name))
                        candidates.append({name, tool.provider, tool.toolId, tool.version});
                }
            }
            return candidates;
        },
        this,
        [this, context](const QList<Candidate> &candidates) {
            QStringList names;
            for (const Candidate &candidate : candidates)
                names.append(candidate.name);
            if (context.kind == Context::Parameter)
                m_parameters.insert(context.tool, names);
            const Context now = currentContext();
            // The user typed on: an answer for the word as it is now follows.
            if (now.kind != context.kind || now.tool != context.tool
                || !now.prefix.startsWith(context.prefix))
                return;
            setCandidates(candidates);
            show(now);
        });
}

void ProcedureCompleter::setCandidates(const QList<Candidate> &candidates)
{
    QHash<QString, int> tools;
    for (const Candidate &candidate : candidates)
        ++tools[candidate.name];
    QList<Candidate> sorted = candidates;
    std::stable_sort(sorted.begin(), sorted.end(), [](const Candidate &a, const Candidate &b) {
        return std::tie(a.name, a.provider) < std::tie(b.name, b.provider);
    });
    m_model->clear();
    for (const Candidate &candidate : std::as_const(sorted)) {
        auto *item = new QStandardItem;
        item->setEditable(false);
        item->setData(candidate.name, NameRole);
        // A name several tools show says whose each row is.
        item->setData(tools.value(candidate.name) > 1 ? tr("%1 (%2)").arg(
                          candidate.name, TextSafety::shortened(candidate.provider, 60))
                                                      : candidate.name,
                      Qt::DisplayRole);
        item->setData(candidate.provider, ProviderRole);
        item->setData(candidate.toolId, ToolIdRole);
        item->setData(candidate.version, VersionRole);
        m_model->appendRow(item);
    }
}

void ProcedureCompleter::show(const Context &context)
{
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

void ProcedureCompleter::insertCompletion(const QModelIndex &index)
{
    const QString completion = index.data(NameRole).toString();
    QTextCursor cursor = m_editor->textCursor();
    const QString line = cursor.block().text().left(cursor.positionInBlock());
    const QString after = cursor.block().text().mid(cursor.positionInBlock());
    const qsizetype start = identifierStart(line, line.size());
    const QString typed = line.mid(start);
    int begin = cursor.position() - int(typed.size());
    int end = cursor.position();
    QString text = completion;
    if (m_shown.kind == Context::ToolName) {
        // A tool name becomes a reference, unless the "()" is there already.
        if (after.startsWith(QStringLiteral("()")))
            end += 2;
        text += QStringLiteral("()");
    } else {
        // A parameter is written as a code span inside the parentheses, which
        // keeps `tool(`Param`)` a reference (ToolReferenceScanner) whose
        // parameter the lint checks; backticks typed already are reused.
        if (start > 0 && line.at(start - 1) == u'`')
            --begin;
        const bool closed = after.startsWith(u'`');
        if (closed)
            ++end;
        text = u'`' + completion + u'`';
        const QStringView following = QStringView(after).mid(closed ? 1 : 0).trimmed();
        if (!following.startsWith(u')') && !following.startsWith(u','))
            text += u')';
    }
    cursor.setPosition(begin);
    cursor.setPosition(end, QTextCursor::KeepAnchor);
    m_inserting = true;
    cursor.insertText(text);
    m_inserting = false;
    m_editor->setTextCursor(cursor);
    // Which tool the row stood for: a name other tools share is given an alias at once.
    if (m_shown.kind == Context::ToolName) {
        QTextCursor reference = cursor;
        reference.setPosition(cursor.position() - int(text.size()));
        reference.setPosition(cursor.position(), QTextCursor::KeepAnchor);
        m_editor->settleName({index.data(ProviderRole).toString(),
                              index.data(ToolIdRole).toString(), completion,
                              index.data(VersionRole).toLongLong()},
                             reference, typed, false);
    }
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
