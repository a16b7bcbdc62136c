// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/schemaform.h"

#include "toolpane/schemaarrayfield.h"
#include "toolpane/schemachoicefield.h"
#include "toolpane/schemafield.h"
#include "toolpane/schemaobjectfield.h"

#include <QLayout>
#include <QSet>
#include <QVBoxLayout>

namespace Toolshelf {

namespace {

// A choice of forms stands for its chosen form's field.
SchemaField *throughChoices(SchemaField *field)
{
    while (auto *choice = qobject_cast<SchemaChoiceField *>(field))
        field = choice->chosen();
    return field;
}

void focusChain(QLayout *layout, QList<QWidget *> &chain);

void focusChain(QWidget *widget, QList<QWidget *> &chain)
{
    if (widget->focusPolicy() & Qt::TabFocus)
        chain.append(widget);
    // A spin box's line edit is its own, reached through the spin box.
    if (widget->layout() && !widget->focusProxy())
        focusChain(widget->layout(), chain);
}

// The widgets of a layout in the order they are shown.
void focusChain(QLayout *layout, QList<QWidget *> &chain)
{
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (QWidget *widget = item->widget())
            focusChain(widget, chain);
        else if (QLayout *inner = item->layout())
            focusChain(inner, chain);
    }
}

} // namespace

SchemaForm::SchemaForm(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addStretch();
}

SchemaForm::~SchemaForm() = default;

void SchemaForm::setSchema(const ValueSchema &schema)
{
    clear();
    m_schema = schema;
    m_context = std::make_shared<SchemaFormContext>(SchemaFormContext {schema, MaxFields});
    m_root = SchemaField::create(schema, m_context, 0);
    m_layout->insertWidget(0, m_root);
    connect(m_root, &SchemaField::structureChanged, this, &SchemaForm::renewTabOrder);
    renewTabOrder();
}

void SchemaForm::clear()
{
    delete m_root;
    m_root = nullptr;
    m_context.reset();
    m_schema = ValueSchema();
}

QJsonObject SchemaForm::value() const
{
    if (!m_root)
        return {};
    return m_root->value().value_or(QJsonObject()).toObject();
}

QList<SchemaValidator::Problem> SchemaForm::check()
{
    clearProblems();
    if (!m_root)
        return {};
    // Text that is no JSON first: the schema would only say its value is missing.
    QList<SchemaValidator::Problem> problems;
    m_root->inputProblems(QString(), problems);
    QSet<QString> unreadable;
    for (const SchemaValidator::Problem &problem : std::as_const(problems))
        unreadable.insert(problem.path);
    for (const SchemaValidator::Problem &problem :
         SchemaValidator::validate(QJsonValue(value()), m_schema)) {
        if (!unreadable.contains(problem.path))
            problems.append(problem);
    }
    showProblems(problems);
    return problems;
}

void SchemaForm::showProblems(const QList<SchemaValidator::Problem> &problems)
{
    if (!m_root)
        return;
    for (const SchemaValidator::Problem &problem : problems)
        m_root->showProblem(SchemaValidator::steps(problem.path), problem.message);
}

void SchemaForm::clearProblems()
{
    if (m_root)
        m_root->clearProblems();
}

SchemaField *SchemaForm::field(const QString &pointer) const
{
    SchemaField *field = m_root;
    for (const QString &step : SchemaValidator::steps(pointer)) {
        if (!field)
            break;
        field = field->child(step);
    }
    return field;
}

QWidget *SchemaForm::editor(const QString &pointer) const
{
    SchemaField *found = throughChoices(field(pointer));
    return found ? found->editor() : nullptr;
}

QLabel *SchemaForm::problemLabel(const QString &pointer) const
{
    SchemaField *found = field(pointer);
    return found ? found->problemLabel() : nullptr;
}

QCheckBox *SchemaForm::includeBox(const QString &pointer) const
{
    QStringList steps = SchemaValidator::steps(pointer);
    if (steps.isEmpty())
        return nullptr;
    const QString member = steps.takeLast();
    QString parent;
    for (const QString &step : std::as_const(steps))
        parent = SchemaValidator::childPath(parent, step);
    auto *object = qobject_cast<SchemaObjectField *>(throughChoices(field(parent)));
    return object ? object->includeBox(member) : nullptr;
}

QPushButton *SchemaForm::addButton(const QString &pointer) const
{
    auto *array = qobject_cast<SchemaArrayField *>(throughChoices(field(pointer)));
    return array ? array->addButton() : nullptr;
}

QPushButton *SchemaForm::removeButton(const QString &pointer) const
{
    QStringList steps = SchemaValidator::steps(pointer);
    if (steps.isEmpty())
        return nullptr;
    bool number = false;
    const int row = steps.takeLast().toInt(&number);
    QString parent;
    for (const QString &step : std::as_const(steps))
        parent = SchemaValidator::childPath(parent, step);
    auto *array = qobject_cast<SchemaArrayField *>(throughChoices(field(parent)));
    return array && number ? array->removeButton(row) : nullptr;
}

QComboBox *SchemaForm::formChooser(const QString &pointer) const
{
    auto *choice = qobject_cast<SchemaChoiceField *>(field(pointer));
    return choice ? choice->chooser() : nullptr;
}

void SchemaForm::renewTabOrder()
{
    if (!m_root)
        return;
    QList<QWidget *> chain;
    focusChain(m_root, chain);
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain.at(i - 1), chain.at(i));
}

} // namespace Toolshelf
