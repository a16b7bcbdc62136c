// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/schemafield.h"

#include "core/textsafety.h"
#include "toolpane/schemaarrayfield.h"
#include "toolpane/schemachoicefield.h"
#include "toolpane/schemajsonfield.h"
#include "toolpane/schemaobjectfield.h"
#include "toolpane/schemavaluefield.h"

#include <QLabel>

namespace Toolshelf {

namespace {

using Kind = ValueSchema::Kind;

// Names are bounded like A2T's (< 255 characters); a provider may send more.
constexpr qsizetype MaxNameLength = 255;

} // namespace

SchemaField::SchemaField(ValueSchema schema, std::shared_ptr<SchemaFormContext> context, int depth)
    : m_context(std::move(context))
    , m_problem(new QLabel)
    , m_schema(std::move(schema))
    , m_depth(depth)
{
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_problem->hide();
}

ValueSchema SchemaField::resolved(const ValueSchema &schema, const ValueSchema &root)
{
    if (schema.kind() != Kind::Ref)
        return schema;
    return schema.resolved(root).value_or(schema);
}

bool SchemaField::isGroup(const ValueSchema &schema, const SchemaFormContext &context, int depth)
{
    if (depth > MaxDepth || context.fieldsLeft <= 0)
        return false;
    const ValueSchema shown = resolved(schema, context.root);
    switch (shown.kind()) {
    case Kind::Object: {
        // As create() decides it, one field later.
        const qsizetype members = shown.properties().size();
        return members > 0 && members <= context.fieldsLeft - 1;
    }
    case Kind::Array:
        return true;
    case Kind::OneOf:
    case Kind::AnyOf:
        return shown.alternatives().size() <= MaxChoices;
    default:
        return false;
    }
}

SchemaField *SchemaField::create(const ValueSchema &schema,
                                 const std::shared_ptr<SchemaFormContext> &context, int depth)
{
    const ValueSchema shown = resolved(schema, context->root);
    --context->fieldsLeft;
    if (shown.kind() == Kind::Ref)
        return new SchemaJsonField(shown, context, depth,
                                   tr("The schema's reference leads nowhere: give the value "
                                      "as JSON."));
    if (context->fieldsLeft < 0)
        return new SchemaJsonField(shown, context, depth,
                                   tr("Too many fields for one form: give this value as JSON."));
    if (depth > MaxDepth)
        return new SchemaJsonField(shown, context, depth,
                                   tr("Nested too deep for a form: give this value as JSON."));
    switch (shown.kind()) {
    case Kind::Object:
        // An object that names no property is a map of anything: JSON text;
        // one whose `properties` are listed and empty takes nothing (an MCP
        // tool without arguments).
        if (shown.properties().isEmpty()
            && !shown.json().toObject().value(QStringLiteral("properties")).isObject())
            return new SchemaJsonField(shown, context, depth, {});
        if (shown.properties().size() > context->fieldsLeft)
            return new SchemaJsonField(shown, context, depth,
                                       tr("Too many members for one form: give this value as "
                                          "JSON."));
        return new SchemaObjectField(shown, context, depth);
    case Kind::Array:
        return new SchemaArrayField(shown, context, depth);
    case Kind::OneOf:
    case Kind::AnyOf:
        if (shown.alternatives().size() > MaxChoices)
            return new SchemaJsonField(shown, context, depth,
                                       tr("Too many forms to choose from: give this value as "
                                          "JSON."));
        return new SchemaChoiceField(shown, context, depth);
    case Kind::Enum:
        if (shown.enumValues().size() > MaxChoices)
            return new SchemaJsonField(shown, context, depth,
                                       tr("Too many values to choose from: give this value as "
                                          "JSON."));
        return new SchemaValueField(shown, context, depth);
    case Kind::String:
    case Kind::Integer:
    case Kind::Number:
    case Kind::Boolean:
    case Kind::Null:
    case Kind::Nothing:
        return new SchemaValueField(shown, context, depth);
    case Kind::Any:
    case Kind::Ref:
    case Kind::Unknown:
        break;
    }
    return new SchemaJsonField(shown, context, depth, {});
}

QString SchemaField::shownName(const QString &name)
{
    return TextSafety::shortened(name, MaxNameLength);
}

void SchemaField::inputProblems(const QString &, QList<SchemaValidator::Problem> &) const { }

void SchemaField::showProblem(const QStringList &steps, const QString &message)
{
    // A problem below this field where it has no field of its own (a member
    // the form does not offer) says where it is.
    QString line = message;
    if (!steps.isEmpty()) {
        QString pointer;
        for (const QString &step : steps)
            pointer = SchemaValidator::childPath(pointer, step);
        line = tr("%1: %2").arg(pointer, message);
    }
    line = TextSafety::escapeLine(line);
    m_problem->setText(m_problem->text().isEmpty() ? line : m_problem->text() + u'\n' + line);
    m_problem->show();
}

void SchemaField::clearProblems()
{
    m_problem->clear();
    m_problem->hide();
}

SchemaField *SchemaField::child(const QString &) const
{
    return nullptr;
}

void SchemaField::setName(const QString &name)
{
    m_name = name;
    nameChanged();
}

void SchemaField::edited()
{
    // What was said was about the value before this change; what was said
    // about the fields inside it still stands.
    SchemaField::clearProblems();
}

} // namespace Toolshelf
