// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/schemavalidator.h"
#include "tool/valueschema.h"

#include <QJsonValue>
#include <QWidget>

#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QLabel;
QT_END_NAMESPACE

namespace Toolshelf {

// What every field of one schema form shares: the document its references
// point into, and how many more fields it may build (a provider's schema can
// ask for thousands; past the budget a field is a JSON text field).
struct SchemaFormContext
{
    ValueSchema root;
    int fieldsLeft = 0;
};

// One value of a schema form (SchemaForm): the editor its schema calls for,
// and the problems found in it, shown beside it. Objects, arrays and choices
// hold fields of their own; a field is found by its JSON pointer from the form.
class SchemaField : public QWidget
{
    Q_OBJECT

public:
    // Fields nested in fields before the rest is asked for as JSON text.
    static constexpr int MaxDepth = 16;
    // Values of an enum, or forms of a choice, offered in a combo box; a
    // schema with more asks for its value as JSON text.
    static constexpr qsizetype MaxChoices = 1000;

    // The field `schema` calls for, its reference resolved against the
    // context's root; `depth` counts the fields it is nested in.
    static SchemaField *create(const ValueSchema &schema,
                               const std::shared_ptr<SchemaFormContext> &context, int depth);
    // Whether create() makes a field shown as a group of fields (an object
    // with properties, an array, a choice): its parent frames it with its name.
    static bool isGroup(const ValueSchema &schema, const SchemaFormContext &context, int depth);
    // `schema` with its reference followed; `schema` itself when it has none
    // or it leads nowhere.
    static ValueSchema resolved(const ValueSchema &schema, const ValueSchema &root);
    // Provider text as a label or list entry: one line, bounded.
    static QString shownName(const QString &name);

    // The value given; nothing when none is (an empty required text field,
    // an enum not chosen, JSON text that does not parse).
    virtual std::optional<QJsonValue> value() const = 0;
    // What was typed that is no value at all (JSON text that does not parse),
    // at `path` and below: the schema cannot say it.
    virtual void inputProblems(const QString &path, QList<SchemaValidator::Problem> &out) const;
    // Shows a problem at `steps` below this field, or beside this field
    // when no field of it stands there.
    virtual void showProblem(const QStringList &steps, const QString &message);
    virtual void clearProblems();
    // The field one step below: an object's property, an array's row, and for
    // a choice the chosen form's (a choice is no step of the value's path).
    virtual SchemaField *child(const QString &step) const;
    // The widget that takes the value (line edit, spin box, check box, combo
    // box, text field); null for a group.
    virtual QWidget *editor() const { return nullptr; }
    // The name it is sent as, for accessible names ("Remove item 2 of items").
    void setName(const QString &name);
    QString name() const { return m_name; }

    QLabel *problemLabel() const { return m_problem; }
    const ValueSchema &schema() const { return m_schema; }
    int depth() const { return m_depth; }

Q_SIGNALS:
    // Fields were added or removed (a row, a form chosen, an optional member
    // ticked): the form renews its tab order.
    void structureChanged();

protected:
    SchemaField(ValueSchema schema, std::shared_ptr<SchemaFormContext> context, int depth);
    // The user changed the value: what was said about it may no longer hold.
    void edited();
    virtual void nameChanged() { }

    const std::shared_ptr<SchemaFormContext> m_context;
    // Placed by each field where it belongs in its layout.
    QLabel *const m_problem;

private:
    const ValueSchema m_schema;
    const int m_depth;
    QString m_name;
};

} // namespace Toolshelf
