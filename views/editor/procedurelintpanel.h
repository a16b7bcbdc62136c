// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "procedures/procedurelinter.h"

#include <QList>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QTreeWidget;
QT_END_NAMESPACE

namespace Toolshelf {

class AliasDialog;
class ProcedureEditor;

// Beside a procedure editor: the tools the procedure refers to with their
// state and pin, and what ProcedureLinter finds; activating a finding puts
// the editor's cursor on its place, and a name several tools share can be
// settled with an alias from here.
class ProcedureLintPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit ProcedureLintPanel(ProcedureEditor *editor, QWidget *parent = nullptr);

    QTreeWidget *toolList() const { return m_tools; }
    QListWidget *findingList() const { return m_findingList; }
    // Enabled while the current finding is a name several tools share.
    QPushButton *aliasButton() const { return m_alias; }
    const QList<ProcedureLintFinding> &findings() const { return m_findings; }

    // Moves the editor's cursor to finding `row`'s place and focuses it.
    void goToFinding(int row);

    // Opens the dialog that gives the current finding's tools aliases; null
    // when the current finding is not about a shared name.
    AliasDialog *giveAlias();

private:
    void update();
    // The finding at `row` says several tools share a name, and there is a
    // catalog to give them aliases in.
    bool offersAlias(int row) const;
    void goToItem(QListWidgetItem *item);

    ProcedureEditor *m_editor;
    QTreeWidget *m_tools;
    QListWidget *m_findingList;
    QPushButton *m_alias;
    QList<ProcedureLintFinding> m_findings;
};

} // namespace Toolshelf
