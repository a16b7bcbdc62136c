// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/staleanswers.h"
#include "procedures/procedurelinter.h"
#include "procedures/proceduretools.h"
#include "procedures/toolreferencescanner.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTextCursor>
#include <QTextEdit>
#include <QTimer>

#include <optional>

QT_BEGIN_NAMESPACE
class QPalette;
class QPlainTextEdit;
QT_END_NAMESPACE

namespace Toolshelf {

class CatalogStore;

// Keeps the tool references of one procedure editor resolved against the
// catalog (pinned, unpinned, unknown, ambiguous) and underlines each by its
// state, as extra selections on top of the Markdown highlighter's formats.
class ProcedureReferences final : public QObject
{
    Q_OBJECT

public:
    // "After typing stops": resolving on every key would queue catalog work
    // faster than it can answer.
    static constexpr int DefaultDelay = 400;

    // A child of `editor`; follows its text from now on.
    explicit ProcedureReferences(QPlainTextEdit *editor);
    ~ProcedureReferences() override;

    // Without a catalog every reference stays unresolved and nothing is underlined.
    void setCatalog(CatalogStore *catalog);
    void setDelay(int milliseconds);
    // Asks the catalog again now, e.g. after a pin changed.
    void refresh();

    // What the last answer said, for the text as it was then. The ranges of
    // `selections()` follow later edits; the rest waits for the next answer.
    const QList<ProcedureTool> &tools() const { return m_tools; }
    const QList<ToolReferenceMatch> &references() const { return m_references; }
    // Input parameter names of the tools each name stands for (ProcedureLinter).
    const QHash<QString, QStringList> &inputNames() const { return m_inputNames; }
    // The text the answer was for.
    const QString &resolvedText() const { return m_resolvedText; }
    QList<QTextEdit::ExtraSelection> selections() const;
    // True when the answer describes the editor's current text.
    bool isCurrent() const { return m_resolved == m_answers.latest(); }

    // The resolved tool whose reference covers `position`, if any.
    std::optional<ProcedureTool> toolAt(int position) const;

    // Rich text for a hover over `tool`: its state, providers, versions, pin,
    // description and inputs, provider text escaped and bounded.
    QString toolTip(const ProcedureTool &tool) const;

    // The underline a reference of `state` gets in `palette`.
    static QTextCharFormat format(ProcedureToolState state, const QPalette &palette);

Q_SIGNALS:
    // tools(), references() and selections() describe the current text.
    void resolved();
    // The catalog could not be read; the previous states stay shown.
    void failed(const QString &message);

private:
    void textChanged();
    void resolve();
    void apply(StaleAnswers::Ticket ticket, const QString &text,
               const QList<ToolReferenceMatch> &references, const QList<ProcedureTool> &tools,
               const QHash<QString, QStringList> &inputNames);
    void updateSelections();
    bool eventFilter(QObject *watched, QEvent *event) override;

    struct Span
    {
        QTextCursor cursor;
        qsizetype tool = 0;
    };

    QPlainTextEdit *m_editor;
    QPointer<CatalogStore> m_catalog;
    QTimer m_timer;
    // Bumped by every edit: an answer for an older text is dropped.
    StaleAnswers m_answers;
    StaleAnswers::Ticket m_resolved = 0;
    QList<ToolReferenceMatch> m_references;
    QList<ProcedureTool> m_tools;
    QHash<QString, QStringList> m_inputNames;
    QString m_resolvedText;
    QList<Span> m_spans;
};

} // namespace Toolshelf
