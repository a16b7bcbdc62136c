// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QCompleter;
class QKeyEvent;
class QModelIndex;
class QStandardItemModel;
QT_END_NAMESPACE

namespace Toolshelf {

class CatalogStore;
class ProcedureEditor;

// Offers completions while a procedure is typed: catalog tool names once a
// few identifier characters are typed (accepted as `name()`; a name several
// tools show is offered once per tool with its provider, and choosing one has
// it given an alias), and inside `name(` … `)` on one line the input
// parameter names of that tool (accepted as `name(`Param`)`, which stays a
// reference).
class ProcedureCompleter final : public QObject
{
    Q_OBJECT

public:
    // Fewer characters would match most of a large catalog.
    static constexpr int MinimumPrefix = 3;
    // Catalog rows a tool-name look-up reads at most.
    static constexpr int SearchLimit = 1000;

    // A child of `editor`, completing what is typed into it.
    explicit ProcedureCompleter(ProcedureEditor *editor);

    void setCatalog(CatalogStore *catalog);
    QCompleter *completer() const { return m_completer; }

    // What the cursor is in, for the completer and tests.
    struct Context
    {
        enum Kind { None, ToolName, Parameter } kind = None;
        // The identifier characters before the cursor.
        QString prefix;
        // Parameter: the tool whose `name(` encloses the cursor.
        QString tool;
        friend bool operator==(const Context &, const Context &) = default;
    };
    // While the popup is open, Enter, Tab and Escape choose or dismiss: the
    // editor must leave them to the completer (QCompleter hands them to the
    // editor's event() first, past any event filter).
    bool popupWantsKey(const QKeyEvent *event) const;

    // Pure: `line` is the text of the cursor's line up to the cursor.
    static Context contextOf(const QString &line);

Q_SIGNALS:
    // Candidates arrived and the popup was shown (or refreshed).
    void completionsShown();

private:
    // One row of the popup.
    struct Candidate
    {
        QString name;
        // Tool names only: which tool the row stands for.
        QString provider;
        QString toolId;
        qint64 version = 0;
    };

    void textEdited();
    void lookUp(const Context &context);
    void setCandidates(const QList<Candidate> &candidates);
    void show(const Context &context);
    void insertCompletion(const QModelIndex &index);
    Context currentContext() const;

    ProcedureEditor *m_editor;
    QPointer<CatalogStore> m_catalog;
    QCompleter *m_completer;
    QStandardItemModel *m_model;
    Context m_shown;
    // Inputs of tools already looked up, by name; forgotten when the catalog changes.
    QHash<QString, QStringList> m_parameters;
    bool m_inserting = false;
};

} // namespace Toolshelf
