// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"

#include <QDialog>
#include <QList>
#include <QPointer>

QT_BEGIN_NAMESPACE
class QDialogButtonBox;
class QLabel;
class QLineEdit;
QT_END_NAMESPACE

namespace Toolshelf {

class CatalogStore;

// The fix for a name several providers share: the draft leaves it to the
// platform to show the LLM unique names, so the user gives all but at most
// one of the tools an alias (an override of the tool's name). All aliases are
// stored in one transaction, or none.
class AliasDialog final : public QDialog
{
    Q_OBJECT

public:
    // `tools`: the catalog's tools known by `name`, as ProcedureTools found them.
    AliasDialog(CatalogStore *catalog, const QString &name, const QList<ToolSummary> &tools,
                QWidget *parent = nullptr);

    // One field per tool, in the order given; empty keeps the vendor's name.
    const QList<QLineEdit *> &aliasFields() const { return m_fields; }
    QPushButton *saveButton() const;
    // Why the names cannot be saved, or what the catalog answered.
    QLabel *statusLabel() const { return m_status; }

    // The user chose this one of the tools (a drop, a completion): it gets
    // the suggested alias, the others keep the names they have.
    void suggestFor(const QString &provider, const QString &toolId);
    // The name the tool has once the dialog is accepted; empty for a tool not shown.
    QString nameOf(const QString &provider, const QString &toolId) const;

    // "Acme Health" and "get_weather" -> "acme_health_get_weather": a snake_case
    // name that says where the tool comes from.
    static QString suggestedAlias(const QString &provider, const QString &name);

    void accept() override;

Q_SIGNALS:
    // Stored; the catalog answers to the new names from now on.
    void aliasesGiven();

private:
    // The first problem with the names as typed, or empty.
    QString problem() const;
    void validate();

    QPointer<CatalogStore> m_catalog;
    QString m_name;
    QList<ToolSummary> m_tools;
    QList<QLineEdit *> m_fields;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    bool m_saving = false;
};

} // namespace Toolshelf
