// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/schemachoicefield.h"

#include "core/textsafety.h"
#include "toolpane/invocationform.h"
#include "toolpane/schematext.h"
#include "toolpane/schemavaluefield.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace Toolshelf {

SchemaChoiceField::SchemaChoiceField(const ValueSchema &schema,
                                     const std::shared_ptr<SchemaFormContext> &context, int depth)
    : SchemaField(schema, context, depth)
    , m_chooser(new QComboBox)
    , m_stack(new QStackedWidget)
    , m_forms(schema.alternatives())
{
    for (qsizetype i = 0; i < m_forms.size(); ++i) {
        const ValueSchema form = resolved(m_forms.at(i), m_context->root);
        m_chooser->addItem(formName(m_forms.at(i), i));
        const QString description = m_forms.at(i).description().isEmpty()
            ? form.description()
            : m_forms.at(i).description();
        if (!description.isEmpty())
            m_chooser->setItemData(int(i), InvocationForm::tooltip(description), Qt::ToolTipRole);
        // A page a form is built into when it is first chosen.
        m_stack->addWidget(new QWidget);
        m_fields.append(nullptr);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_problem);
    auto *line = new QHBoxLayout;
    auto *label = new QLabel(schema.kind() == ValueSchema::Kind::OneOf ? tr("Form:")
                                                                       : tr("Form (any of):"));
    label->setBuddy(m_chooser);
    line->addWidget(label);
    line->addWidget(m_chooser, 1);
    layout->addLayout(line);
    layout->addWidget(m_stack);
    nameChanged();
    connect(m_chooser, &QComboBox::currentIndexChanged, this, [this](int index) {
        choose(index);
        Q_EMIT structureChanged();
    });
    if (!m_forms.isEmpty())
        choose(0);
}

QString SchemaChoiceField::formName(const ValueSchema &form, qsizetype index) const
{
    const ValueSchema target = resolved(form, m_context->root);
    QString name = form.title().isEmpty() ? target.title() : form.title();
    if (name.isEmpty() && form.kind() == ValueSchema::Kind::Ref)
        name = SchemaText::referenceName(form.ref());
    if (name.isEmpty())
        name = SchemaText::typeText(target, m_context->root);
    return tr("%1. %2").arg(index + 1).arg(TextSafety::shortened(name, 80));
}

void SchemaChoiceField::choose(int index)
{
    if (index < 0 || index >= m_forms.size())
        return;
    if (!m_fields.at(index)) {
        SchemaField *field = create(m_forms.at(index), m_context, depth() + 1);
        field->setName(name());
        if (auto *plain = qobject_cast<SchemaValueField *>(field))
            plain->setEmptyIsNothing(false);
        if (QWidget *editor = field->editor())
            editor->setAccessibleName(shownName(name()));
        connect(field, &SchemaField::structureChanged, this, &SchemaField::structureChanged);
        QWidget *placeholder = m_stack->widget(index);
        m_stack->removeWidget(placeholder);
        delete placeholder;
        m_stack->insertWidget(index, field);
        m_fields[index] = field;
    }
    // The stack is as tall as the chosen form, not as the tallest one built.
    for (int i = 0; i < m_stack->count(); ++i)
        m_stack->widget(i)->setSizePolicy(
            i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored,
            i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    m_stack->setCurrentIndex(index);
    edited();
}

SchemaField *SchemaChoiceField::chosen() const
{
    const int index = m_chooser->currentIndex();
    return index >= 0 && index < m_fields.size() ? m_fields.at(index) : nullptr;
}

void SchemaChoiceField::nameChanged()
{
    m_chooser->setAccessibleName(name().isEmpty() ? tr("Form")
                                                  : tr("Form of %1").arg(shownName(name())));
}

std::optional<QJsonValue> SchemaChoiceField::value() const
{
    const SchemaField *field = chosen();
    return field ? field->value() : std::nullopt;
}

void SchemaChoiceField::inputProblems(const QString &path,
                                      QList<SchemaValidator::Problem> &out) const
{
    if (const SchemaField *field = chosen())
        field->inputProblems(path, out);
}

void SchemaChoiceField::showProblem(const QStringList &steps, const QString &message)
{
    SchemaField *field = chosen();
    if (field && !steps.isEmpty())
        return field->showProblem(steps, message);
    SchemaField::showProblem(steps, message);
}

void SchemaChoiceField::clearProblems()
{
    SchemaField::clearProblems();
    for (SchemaField *field : std::as_const(m_fields)) {
        if (field)
            field->clearProblems();
    }
}

SchemaField *SchemaChoiceField::child(const QString &step) const
{
    const SchemaField *field = chosen();
    return field ? field->child(step) : nullptr;
}

} // namespace Toolshelf
