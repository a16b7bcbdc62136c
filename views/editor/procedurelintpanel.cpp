// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/procedurelintpanel.h"

#include "core/textsafety.h"
#include "editor/aliasdialog.h"
#include "editor/procedureeditor.h"
#include "editor/procedurereferences.h"
#include "procedures/procedurelintmessages.h"

#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Toolshelf {

namespace {

// Tool and provider names come from providers and the user: kept to a length
// a list row can show, with no characters that reorder or hide text.
QString bounded(const QString &text)
{
    return TextSafety::shortened(text, 80);
}

QString stateText(ProcedureToolState state)
{
    switch (state) {
    case ProcedureToolState::Pinned:
        return ProcedureLintPanel::tr("Pinned");
    case ProcedureToolState::Unpinned:
        return ProcedureLintPanel::tr("Not pinned");
    case ProcedureToolState::Unknown:
        break;
    case ProcedureToolState::Ambiguous:
        return ProcedureLintPanel::tr("Ambiguous");
    }
    return ProcedureLintPanel::tr("Unknown");
}

} // namespace

ProcedureLintPanel::ProcedureLintPanel(ProcedureEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_tools(new QTreeWidget(this))
    , m_findingList(new QListWidget(this))
    , m_alias(new QPushButton(tr("Give a&n Alias…"), this))
{
    m_tools->setObjectName(QStringLiteral("procedureTools"));
    m_tools->setAccessibleName(tr("Tools of the procedure"));
    m_tools->setRootIsDecorated(false);
    m_tools->setHeaderLabels({tr("Tool"), tr("State"), tr("Provider and pin")});
    m_tools->header()->setStretchLastSection(true);
    m_findingList->setObjectName(QStringLiteral("procedureFindings"));
    m_findingList->setAccessibleName(tr("Findings"));
    m_findingList->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Tools"), this));
    layout->addWidget(m_tools, 1);
    layout->addWidget(new QLabel(tr("Findings"), this));
    layout->addWidget(m_findingList, 1);
    m_alias->setObjectName(QStringLiteral("giveAlias"));
    m_alias->setToolTip(tr("Give the tools of the selected finding's name names of their own"));
    m_alias->setEnabled(false);
    layout->addWidget(m_alias, 0, Qt::AlignLeft);

    connect(editor->references(), &ProcedureReferences::resolved, this,
            &ProcedureLintPanel::update);
    connect(editor, &ProcedureEditor::selectedToolsChanged, this, &ProcedureLintPanel::update);
    connect(m_findingList, &QListWidget::itemActivated, this, &ProcedureLintPanel::goToItem);
    connect(m_findingList, &QListWidget::itemClicked, this, &ProcedureLintPanel::goToItem);
    connect(m_findingList, &QListWidget::currentRowChanged, this,
            [this](int row) { m_alias->setEnabled(offersAlias(row)); });
    connect(m_alias, &QPushButton::clicked, this, &ProcedureLintPanel::giveAlias);
    update();
}

void ProcedureLintPanel::update()
{
    const ProcedureReferences *references = m_editor->references();
    m_tools->clear();
    for (const ProcedureTool &tool : references->tools()) {
        QStringList where;
        for (const ToolSummary &match : tool.matches) {
            where.append(match.flags.pinned
                             ? tr("%1, version %2")
                                   .arg(bounded(match.provider), QString::number(match.version))
                             : bounded(match.provider));
        }
        auto *item = new QTreeWidgetItem(
            m_tools, {bounded(tool.name), stateText(tool.state), where.join(QStringLiteral("; "))});
        item->setToolTip(2, item->text(2));
    }
    m_findings = ProcedureLinter::lint(references->resolvedText(), references->references(),
                                       references->tools(), references->inputNames(),
                                       m_editor->selectedTools());
    m_findingList->clear();
    for (const ProcedureLintFinding &finding : m_findings) {
        QString text = ProcedureLintMessages::describe(finding);
        if (finding.offset >= 0)
            text = tr("Line %1: %2").arg(QString::number(finding.line), text);
        m_findingList->addItem(text);
    }
}

void ProcedureLintPanel::goToItem(QListWidgetItem *item)
{
    goToFinding(m_findingList->row(item));
}

void ProcedureLintPanel::goToFinding(int row)
{
    if (row < 0 || row >= m_findings.size() || m_findings.at(row).offset < 0)
        return;
    QTextCursor cursor(m_editor->document());
    // The text may have changed since the findings were made.
    cursor.setPosition(int(
        qMin<qsizetype>(m_findings.at(row).offset, m_editor->document()->characterCount() - 1)));
    m_editor->setTextCursor(cursor);
    m_editor->setFocus(Qt::OtherFocusReason);
}

bool ProcedureLintPanel::offersAlias(int row) const
{
    return row >= 0 && row < m_findings.size()
        && m_findings.at(row).kind == ProcedureLintKind::AmbiguousTool && m_editor->catalog();
}

AliasDialog *ProcedureLintPanel::giveAlias()
{
    const int row = m_findingList->currentRow();
    if (!offersAlias(row))
        return nullptr;
    const QString name = m_findings.at(row).tool;
    QList<ToolSummary> tools;
    for (const ProcedureTool &tool : m_editor->references()->tools()) {
        if (tool.name == name)
            tools = tool.matches;
    }
    if (tools.size() < 2)
        return nullptr;
    auto *dialog = new AliasDialog(m_editor->catalog(), name, tools, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

} // namespace Toolshelf
