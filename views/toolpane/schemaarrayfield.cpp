// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/schemaarrayfield.h"

#include "toolpane/invocationform.h"
#include "toolpane/schematext.h"
#include "toolpane/schemavaluefield.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace Toolshelf {

namespace {

std::optional<qsizetype> count(const QJsonObject &schema, const char *name)
{
    const QJsonValue value = schema.value(QLatin1StringView(name));
    if (!value.isDouble() || !std::isfinite(value.toDouble()) || value.toDouble() < 0)
        return std::nullopt;
    return qsizetype(std::min(value.toDouble(), 1e9));
}

} // namespace

SchemaArrayField::SchemaArrayField(const ValueSchema &schema,
                                   const std::shared_ptr<SchemaFormContext> &context, int depth)
    : SchemaField(schema, context, depth)
    , m_rowsLayout(new QVBoxLayout)
    , m_add(new QPushButton(tr("Add item")))
{
    const QJsonObject object = schema.json().toObject();
    m_maxItems = count(object, "maxItems");
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_problem);
    m_rowsLayout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_rowsLayout);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_add);
    actions->addStretch();
    layout->addLayout(actions);
    connect(m_add, &QPushButton::clicked, this, [this] {
        addRow();
        Q_EMIT structureChanged();
    });
    const qsizetype start
        = std::min<qsizetype>(count(object, "minItems").value_or(0), MaxStartRows);
    for (qsizetype i = 0; i < start; ++i)
        addRow();
    renumber();
}

void SchemaArrayField::addRow()
{
    if (m_maxItems && m_rows.size() >= *m_maxItems)
        return;
    const ValueSchema items = schema().items();
    const bool group = isGroup(items, *m_context, depth() + 1);
    Row row;
    row.field = create(items, m_context, depth() + 1);
    // An empty text in a row is the empty string: the row was added to be sent.
    if (auto *plain = qobject_cast<SchemaValueField *>(row.field))
        plain->setEmptyIsNothing(false);
    const ValueSchema target = resolved(items, m_context->root);
    const QString bounds = SchemaText::constraints(target);
    const QString about = bounds.isEmpty() ? target.description()
        : target.description().isEmpty()   ? bounds
                                           : tr("%1\n(%2)").arg(target.description(), bounds);
    if (QWidget *editor = row.field->editor())
        editor->setToolTip(InvocationForm::tooltip(about));
    row.remove = new QPushButton(tr("Remove"));
    if (group) {
        auto *box = new QGroupBox;
        box->setToolTip(InvocationForm::tooltip(about));
        auto *inside = new QVBoxLayout(box);
        inside->addWidget(row.field);
        auto *actions = new QHBoxLayout;
        actions->addWidget(row.remove);
        actions->addStretch();
        inside->addLayout(actions);
        row.frame = box;
    } else {
        row.frame = new QWidget;
        auto *line = new QHBoxLayout(row.frame);
        line->setContentsMargins(0, 0, 0, 0);
        line->addWidget(new QLabel, 0, Qt::AlignTop);
        line->addWidget(row.field, 1);
        line->addWidget(row.remove, 0, Qt::AlignTop);
    }
    connect(row.remove, &QPushButton::clicked, this, [this, frame = row.frame] {
        const auto it = std::find_if(m_rows.cbegin(), m_rows.cend(),
                                     [&](const Row &r) { return r.frame == frame; });
        if (it != m_rows.cend()) {
            removeRow(int(it - m_rows.cbegin()));
            Q_EMIT structureChanged();
        }
    });
    connect(row.field, &SchemaField::structureChanged, this, &SchemaField::structureChanged);
    m_rowsLayout->addWidget(row.frame);
    m_rows.append(row);
    renumber();
    edited();
}

void SchemaArrayField::removeRow(int index)
{
    if (index < 0 || index >= m_rows.size())
        return;
    const Row row = m_rows.takeAt(index);
    // Later: the click that asked for it is still being delivered to its button.
    row.frame->hide();
    row.frame->deleteLater();
    renumber();
    edited();
    // Focus stays in the list rather than falling back to the window.
    if (!m_rows.isEmpty())
        m_rows.at(std::min<int>(index, int(m_rows.size()) - 1)).remove->setFocus();
    else
        m_add->setFocus();
}

void SchemaArrayField::nameChanged()
{
    renumber();
}

void SchemaArrayField::renumber()
{
    const QString array = name().isEmpty() ? tr("the list") : shownName(name());
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        const int number = int(i + 1);
        row.remove->setAccessibleName(tr("Remove item %1 of %2").arg(number).arg(array));
        row.field->setName(tr("%1, item %2").arg(array).arg(number));
        if (auto *box = qobject_cast<QGroupBox *>(row.frame))
            box->setTitle(tr("Item %1").arg(number));
        else if (auto *label = qobject_cast<QLabel *>(row.frame->layout()->itemAt(0)->widget()))
            label->setText(tr("%1.").arg(number));
        if (QWidget *editor = row.field->editor())
            editor->setAccessibleName(tr("%1, item %2").arg(array).arg(number));
    }
    m_add->setAccessibleName(tr("Add an item to %1").arg(array));
    m_add->setEnabled(!m_maxItems || m_rows.size() < *m_maxItems);
}

QPushButton *SchemaArrayField::removeButton(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).remove : nullptr;
}

std::optional<QJsonValue> SchemaArrayField::value() const
{
    QJsonArray array;
    for (const Row &row : m_rows)
        array.append(row.field->value().value_or(QJsonValue(QJsonValue::Null)));
    return array;
}

void SchemaArrayField::inputProblems(const QString &path,
                                     QList<SchemaValidator::Problem> &out) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        m_rows.at(i).field->inputProblems(SchemaValidator::childPath(path, i), out);
}

void SchemaArrayField::showProblem(const QStringList &steps, const QString &message)
{
    if (SchemaField *row = steps.isEmpty() ? nullptr : child(steps.first()))
        return row->showProblem(steps.mid(1), message);
    SchemaField::showProblem(steps, message);
}

void SchemaArrayField::clearProblems()
{
    SchemaField::clearProblems();
    for (const Row &row : std::as_const(m_rows))
        row.field->clearProblems();
}

SchemaField *SchemaArrayField::child(const QString &step) const
{
    bool number = false;
    const int index = step.toInt(&number);
    return number && index >= 0 && index < m_rows.size() ? m_rows.at(index).field : nullptr;
}

} // namespace Toolshelf
