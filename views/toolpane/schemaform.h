// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/schemavalidator.h"
#include "tool/valueschema.h"

#include <QJsonObject>
#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QVBoxLayout;
QT_END_NAMESPACE

namespace Toolshelf {

class SchemaField;
struct SchemaFormContext;

// The inputs of a tool whose input schema is JSON Schema as its provider
// wrote it, as a form: nested objects as groups, arrays as rows to add and
// remove, enums and choices of forms as combo boxes, numbers within their
// bounds, and anything else as JSON text. Required members are marked and
// sent; optional ones only when ticked. check() holds the value against the
// schema (SchemaValidator) and shows each problem beside its field.
//
// Fields are found by JSON pointer, as the validator names them:
// "/customer/shipping/city", "/items/0/sku" (a choice of forms is no step).
class SchemaForm final : public QWidget
{
    Q_OBJECT

public:
    // Fields one form builds before the rest is asked for as JSON text.
    static constexpr int MaxFields = 2000;

    explicit SchemaForm(QWidget *parent = nullptr);
    ~SchemaForm() override;

    // Rebuilds the form for `schema`, an object schema (the tool's input
    // schema, which its references point into).
    void setSchema(const ValueSchema &schema);
    const ValueSchema &schema() const { return m_schema; }
    void clear();

    // The members given.
    QJsonObject value() const;
    // Clears what was shown, checks the value and shows each problem beside
    // its field: none when the value fits the schema.
    QList<SchemaValidator::Problem> check();
    void showProblems(const QList<SchemaValidator::Problem> &problems);
    void clearProblems();

    // By JSON pointer ("" is the form itself), for tests and focus; null where
    // the form has no such field (yet: an optional group is built when ticked).
    SchemaField *field(const QString &pointer) const;
    QWidget *editor(const QString &pointer) const;
    QLabel *problemLabel(const QString &pointer) const;
    // The "Send" box of an optional member.
    QCheckBox *includeBox(const QString &pointer) const;
    // An array's "Add item", and the "Remove" of the row a pointer names ("/items/0").
    QPushButton *addButton(const QString &pointer) const;
    QPushButton *removeButton(const QString &pointer) const;
    // The chooser of forms of a oneOf/anyOf.
    QComboBox *formChooser(const QString &pointer) const;

private:
    // Renews the tab order: fields added later (a row, a form, a member
    // ticked) are reached by Tab where they are shown, not at the end.
    void renewTabOrder();

    ValueSchema m_schema;
    std::shared_ptr<SchemaFormContext> m_context;
    QVBoxLayout *m_layout;
    SchemaField *m_root = nullptr;
};

} // namespace Toolshelf
