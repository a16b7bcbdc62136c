// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/schemaobjectfield.h"

#include "toolpane/invocationform.h"
#include "toolpane/schematext.h"
#include "toolpane/schemavaluefield.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QVBoxLayout>

namespace Toolshelf {

SchemaObjectField::SchemaObjectField(const ValueSchema &schema,
                                     const std::shared_ptr<SchemaFormContext> &context, int depth)
    : SchemaField(schema, context, depth)
    , m_layout(new QFormLayout(this))
{
    m_layout->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    // A nested object sits in its parent's frame, which has margins of its own.
    if (depth > 0)
        m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addRow(m_problem);
    const QList<ValueSchema::Property> properties = schema.properties();
    m_members.reserve(size_t(properties.size()));
    for (const ValueSchema::Property &property : properties)
        addMember(property);
    if (properties.isEmpty()) {
        auto *none
            = new QLabel(depth == 0 ? tr("The tool takes no inputs.") : tr("No members."), this);
        none->setEnabled(false);
        m_layout->addRow(none);
    }
}

void SchemaObjectField::addMember(const ValueSchema::Property &property)
{
    const size_t index = m_members.size();
    m_members.push_back({property, {}, nullptr, nullptr, nullptr, nullptr, nullptr, {}});
    Member &member = m_members.back();
    const ValueSchema declared = property.schema();
    const ValueSchema target = resolved(declared, m_context->root);
    // A reference's own title and description say what it means here; the
    // schema it leads to says what it is in general.
    const QString title = declared.title().isEmpty() ? target.title() : declared.title();
    const QString name = shownName(title.isEmpty() ? property.name : title);
    const QString shown = property.required ? tr("%1 *").arg(name) : name;
    const QString description
        = declared.description().isEmpty() ? target.description() : declared.description();
    const QString bounds = SchemaText::constraints(target);
    const QString about = bounds.isEmpty() ? description
        : description.isEmpty()            ? bounds
                                           : tr("%1\n(%2)").arg(description, bounds);
    member.tooltip = InvocationForm::tooltip(about);
    member.name = name;

    if (!property.required) {
        member.include = new QCheckBox(tr("Send"));
        member.include->setToolTip(tr("Optional: tick to send a value, or leave it out."));
        member.include->setAccessibleName(tr("Send %1").arg(name));
        connect(member.include, &QCheckBox::toggled, this,
                [this, index](bool sent) { setSent(index, sent); });
    }
    if (isGroup(declared, *m_context, depth() + 1)) {
        member.frame = new QGroupBox(shown);
        member.frame->setToolTip(member.tooltip);
        auto *inside = new QVBoxLayout(member.frame);
        if (member.include)
            inside->addWidget(member.include);
        member.place = inside;
        m_layout->addRow(member.frame);
        // An optional group is built when it is first sent.
        if (property.required)
            build(member);
        return;
    }
    member.label = new QLabel(shown);
    member.label->setTextFormat(Qt::PlainText);
    member.label->setToolTip(InvocationForm::tooltip(
        property.required ? tr("Required. %1").arg(about) : tr("Optional. %1").arg(about)));
    auto *row = new QWidget;
    auto *line = new QHBoxLayout(row);
    line->setContentsMargins(0, 0, 0, 0);
    if (member.include)
        line->addWidget(member.include, 0, Qt::AlignTop);
    member.place = line;
    m_layout->addRow(member.label, row);
    // A plain value is cheap: shown at once, usable once it is ticked.
    build(member);
    if (member.include)
        member.field->setEnabled(false);
}

void SchemaObjectField::build(Member &member)
{
    SchemaField *field = create(member.property.schema(), m_context, depth() + 1);
    field->setName(member.property.name);
    // An empty text field of a required member is one not filled in yet.
    if (auto *plain = qobject_cast<SchemaValueField *>(field))
        plain->setEmptyIsNothing(member.property.required);
    if (QWidget *editor = field->editor()) {
        editor->setToolTip(member.tooltip);
        // The label is the editor's buddy but not its sibling, so Qt cannot
        // take the name from it.
        editor->setAccessibleName(member.name);
        if (member.label)
            member.label->setBuddy(editor);
    }
    member.place->addWidget(field, 1);
    connect(field, &SchemaField::structureChanged, this, &SchemaField::structureChanged);
    member.field = field;
}

void SchemaObjectField::setSent(size_t index, bool sent)
{
    Member &member = m_members.at(index);
    if (sent && !member.field) {
        build(member);
        Q_EMIT structureChanged();
    }
    if (member.field) {
        member.field->setEnabled(sent);
        if (!sent)
            member.field->clearProblems();
    }
    edited();
}

bool SchemaObjectField::isSent(const Member &member) const
{
    return member.field && (!member.include || member.include->isChecked());
}

std::optional<QJsonValue> SchemaObjectField::value() const
{
    QJsonObject object;
    for (const Member &member : m_members) {
        if (!isSent(member))
            continue;
        if (const std::optional<QJsonValue> value = member.field->value())
            object.insert(member.property.name, *value);
    }
    return object;
}

void SchemaObjectField::inputProblems(const QString &path,
                                      QList<SchemaValidator::Problem> &out) const
{
    for (const Member &member : m_members) {
        if (isSent(member))
            member.field->inputProblems(SchemaValidator::childPath(path, member.property.name),
                                        out);
    }
}

void SchemaObjectField::showProblem(const QStringList &steps, const QString &message)
{
    const Member *found = steps.isEmpty() ? nullptr : member(steps.first());
    if (found && found->field)
        return found->field->showProblem(steps.mid(1), message);
    SchemaField::showProblem(steps, message);
}

void SchemaObjectField::clearProblems()
{
    SchemaField::clearProblems();
    for (const Member &member : m_members) {
        if (member.field)
            member.field->clearProblems();
    }
}

SchemaField *SchemaObjectField::child(const QString &step) const
{
    const Member *found = member(step);
    return found ? found->field : nullptr;
}

QCheckBox *SchemaObjectField::includeBox(const QString &name) const
{
    const Member *found = member(name);
    return found ? found->include : nullptr;
}

QGroupBox *SchemaObjectField::frame(const QString &name) const
{
    const Member *found = member(name);
    return found ? found->frame : nullptr;
}

const SchemaObjectField::Member *SchemaObjectField::member(const QString &name) const
{
    const auto it = std::find_if(m_members.cbegin(), m_members.cend(),
                                 [&](const Member &m) { return m.property.name == name; });
    return it == m_members.cend() ? nullptr : &*it;
}

} // namespace Toolshelf
