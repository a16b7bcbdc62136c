// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "toolpane/schemafield.h"

QT_BEGIN_NAMESPACE
class QComboBox;
class QStackedWidget;
QT_END_NAMESPACE

namespace Toolshelf {

// A value of one of several forms (`oneOf`, `anyOf`): a combo box of the
// forms, by their titles, and the chosen form's field below it. Each form is
// built when it is first chosen, and keeps what was typed into it.
class SchemaChoiceField final : public SchemaField
{
    Q_OBJECT

public:
    SchemaChoiceField(const ValueSchema &schema, const std::shared_ptr<SchemaFormContext> &context,
                      int depth);

    std::optional<QJsonValue> value() const override;
    void inputProblems(const QString &path, QList<SchemaValidator::Problem> &out) const override;
    // A problem inside the value goes to the chosen form's field.
    void showProblem(const QStringList &steps, const QString &message) override;
    void clearProblems() override;
    // The chosen form's field one step below: the choice is no step of the path.
    SchemaField *child(const QString &step) const override;

    QComboBox *chooser() const { return m_chooser; }
    // The chosen form's field.
    SchemaField *chosen() const;

protected:
    void nameChanged() override;

private:
    void choose(int index);
    QString formName(const ValueSchema &form, qsizetype index) const;

    QComboBox *m_chooser;
    QStackedWidget *m_stack;
    QList<ValueSchema> m_forms;
    // Null until the form is first chosen.
    QList<SchemaField *> m_fields;
};

} // namespace Toolshelf
