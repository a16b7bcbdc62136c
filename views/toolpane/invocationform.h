// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/inputparameter.h"

#include <QHash>
#include <QJsonValue>
#include <QWidget>

#include <optional>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QFormLayout;
class QLabel;
QT_END_NAMESPACE

namespace Toolshelf {

// The inputs of one tool version as a form: for each input the widget its
// type calls for (text field, spin box bounded by max, check box, combo box
// of allowed values), required ones marked, optional ones left out unless
// ticked, and each problem shown beside its field.
class InvocationForm final : public QWidget
{
    Q_OBJECT

public:
    explicit InvocationForm(QWidget *parent = nullptr);

    // Rebuilds the form; descriptions become tooltips (escaped, bounded).
    void setInputs(const QList<InputParameter> &inputs);
    const QList<InputParameter> &inputs() const { return m_inputs; }

    // The values given, typed as the signature says. Left out: an optional
    // input not ticked, an empty required text field, an enum not chosen.
    QHash<QString, QJsonValue> values() const;
    // Checks every input as the draft requires and shows each problem beside
    // its field; true when there is none.
    bool check();
    void showProblem(const QString &input, const QString &message);
    void clearProblems();

    // By input name, for tests and focus: null when there is no such input.
    QWidget *editor(const QString &input) const;
    // Null for a required input.
    QCheckBox *includeBox(const QString &input) const;
    QLabel *problemLabel(const QString &input) const;

    // Longest stretch of provider text shown in a tooltip.
    static constexpr qsizetype MaxTooltipLength = 2000;
    // Provider text as tooltip rich text: bounded, unsafe characters made
    // visible, escaped, and always read as rich text so escapes show right.
    static QString tooltip(const QString &text);

private:
    struct Field
    {
        InputParameter input;
        QWidget *editor = nullptr;
        QCheckBox *include = nullptr;
        QLabel *problem = nullptr;
    };

    QWidget *createEditor(const InputParameter &input);
    void checkLive(const QString &input);
    std::optional<QJsonValue> valueOf(const Field &field) const;
    const Field *field(const QString &input) const;

    QFormLayout *m_layout;
    QList<InputParameter> m_inputs;
    QList<Field> m_fields;
};

} // namespace Toolshelf
