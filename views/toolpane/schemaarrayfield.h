// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "toolpane/schemafield.h"

QT_BEGIN_NAMESPACE
class QPushButton;
class QVBoxLayout;
QT_END_NAMESPACE

namespace Toolshelf {

// An array as rows the user adds and removes, each a field of the items'
// schema (an object's row is a framed form of its own). It starts with as
// many rows as `minItems` asks for, and offers no row past `maxItems`.
class SchemaArrayField final : public SchemaField
{
    Q_OBJECT

public:
    SchemaArrayField(const ValueSchema &schema, const std::shared_ptr<SchemaFormContext> &context,
                     int depth);

    // The rows' values in order; a row without one (an enum not chosen) is null.
    std::optional<QJsonValue> value() const override;
    void inputProblems(const QString &path, QList<SchemaValidator::Problem> &out) const override;
    void showProblem(const QStringList &steps, const QString &message) override;
    void clearProblems() override;
    // The row a step ("0", "1"...) names.
    SchemaField *child(const QString &step) const override;

    int rowCount() const { return int(m_rows.size()); }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton(int row) const;
    void addRow();
    void removeRow(int row);

    // Rows made at once for `minItems`; more are the user's to add.
    static constexpr int MaxStartRows = 100;

protected:
    void nameChanged() override;

private:
    struct Row
    {
        QWidget *frame = nullptr;
        SchemaField *field = nullptr;
        QPushButton *remove = nullptr;
    };

    // Numbers and names rows by their place, and offers Add while allowed.
    void renumber();

    QVBoxLayout *m_rowsLayout;
    QPushButton *m_add;
    QList<Row> m_rows;
    std::optional<qsizetype> m_maxItems;
};

} // namespace Toolshelf
