// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/invocationform.h"

#include "core/textsafety.h"
#include "dialects/a2t/invocationvalidator.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace Toolshelf {

namespace {

// Names are < 255 characters by the draft; a provider may send more.
constexpr qsizetype MaxNameLength = 255;

QString shownName(const QString &name)
{
    return TextSafety::escapeLine(name.left(MaxNameLength));
}

} // namespace

InvocationForm::InvocationForm(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QFormLayout(this))
{
    m_layout->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
}

QString InvocationForm::tooltip(const QString &text)
{
    QString bounded = text.left(MaxTooltipLength);
    if (text.size() > MaxTooltipLength)
        bounded += QStringLiteral(" …");
    // <qt> makes Qt read the tooltip as rich text, so the escapes are shown
    // as the characters they stand for and no provider markup is ever read.
    return QStringLiteral("<qt>")
        + TextSafety::escapeUnsafe(bounded).toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"))
        + QStringLiteral("</qt>");
}

void InvocationForm::setInputs(const QList<InputParameter> &inputs)
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_fields.clear();
    m_inputs = inputs;
    for (const InputParameter &input : inputs) {
        Field field;
        field.input = input;
        field.editor = createEditor(input);
        field.editor->setToolTip(tooltip(input.description));
        // The label is the editor's buddy but not its sibling (the editor
        // sits in the row below), so Qt cannot take the name from it.
        field.editor->setAccessibleName(shownName(input.name));

        auto *label = new QLabel(input.required ? tr("%1 *").arg(shownName(input.name))
                                                : shownName(input.name));
        label->setTextFormat(Qt::PlainText);
        label->setToolTip(tooltip(input.required ? tr("Required. %1").arg(input.description)
                                                 : tr("Optional. %1").arg(input.description)));

        auto *row = new QWidget;
        auto *rowLayout = new QVBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        auto *line = new QHBoxLayout;
        if (!input.required) {
            field.include = new QCheckBox(tr("Send"));
            field.include->setToolTip(tr("Optional input: tick to send a value, or leave it out."));
            field.include->setAccessibleName(tr("Send %1").arg(shownName(input.name)));
            field.editor->setEnabled(false);
            connect(field.include, &QCheckBox::toggled, field.editor, &QWidget::setEnabled);
            line->addWidget(field.include);
        }
        line->addWidget(field.editor, 1);
        rowLayout->addLayout(line);
        field.problem = new QLabel;
        field.problem->setTextFormat(Qt::PlainText);
        field.problem->setWordWrap(true);
        field.problem->setStyleSheet(QStringLiteral("color: #b00020;"));
        field.problem->hide();
        rowLayout->addWidget(field.problem);
        m_layout->addRow(label, row);
        label->setBuddy(field.editor);
        // A problem shown beside a field goes as soon as the field is fixed,
        // and a number past its cap is said as it is typed.
        const auto recheck = [this, name = input.name] { checkLive(name); };
        if (auto *spin = qobject_cast<QSpinBox *>(field.editor))
            connect(spin, &QSpinBox::valueChanged, this, recheck);
        else if (auto *box = qobject_cast<QCheckBox *>(field.editor))
            connect(box, &QCheckBox::toggled, this, recheck);
        else if (auto *combo = qobject_cast<QComboBox *>(field.editor))
            connect(combo, &QComboBox::currentIndexChanged, this, recheck);
        else if (auto *text = qobject_cast<QLineEdit *>(field.editor))
            connect(text, &QLineEdit::textChanged, this, recheck);
        if (field.include)
            connect(field.include, &QCheckBox::toggled, this, recheck);
        m_fields.append(field);
    }
}

QWidget *InvocationForm::createEditor(const InputParameter &input)
{
    switch (input.type) {
    case ParameterType::Int: {
        auto *spin = new QSpinBox;
        // The draft sets no minimum. The spin box takes any number and the cap
        // is said beside it as it is typed: bounded by max, it would refuse
        // the keystroke that passes it, silently keeping "2" of "20".
        const int max = int(std::clamp<qint64>(input.max, std::numeric_limits<int>::min(),
                                               std::numeric_limits<int>::max()));
        spin->setRange(std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
        spin->setValue(std::min(0, max));
        return spin;
    }
    case ParameterType::Boolean:
        return new QCheckBox;
    case ParameterType::Enum: {
        auto *combo = new QComboBox;
        combo->addItem(tr("Choose a value…"));
        for (const AllowedValue &value : input.allowedValues) {
            combo->addItem(shownName(value.name), value.name);
            combo->setItemData(combo->count() - 1, tooltip(value.description), Qt::ToolTipRole);
        }
        return combo;
    }
    case ParameterType::String:
        return new QLineEdit;
    case ParameterType::Json:
    case ParameterType::Unknown:
        break;
    }
    auto *unsupported = new QLineEdit;
    unsupported->setPlaceholderText(tr("This input's type cannot be sent"));
    return unsupported;
}

std::optional<QJsonValue> InvocationForm::valueOf(const Field &field) const
{
    if (auto *spin = qobject_cast<QSpinBox *>(field.editor))
        return QJsonValue(spin->value());
    if (auto *box = qobject_cast<QCheckBox *>(field.editor))
        return QJsonValue(box->isChecked());
    if (auto *combo = qobject_cast<QComboBox *>(field.editor)) {
        const QVariant chosen = combo->currentData();
        return chosen.isValid() ? std::optional(QJsonValue(chosen.toString())) : std::nullopt;
    }
    const QString text = qobject_cast<QLineEdit *>(field.editor)->text();
    // An empty field of a required input is one not filled in yet.
    if (text.isEmpty() && field.input.required)
        return std::nullopt;
    return QJsonValue(text);
}

QHash<QString, QJsonValue> InvocationForm::values() const
{
    QHash<QString, QJsonValue> values;
    for (const Field &field : m_fields) {
        if (field.include && !field.include->isChecked())
            continue;
        if (const auto value = valueOf(field))
            values.insert(field.input.name, *value);
    }
    return values;
}

bool InvocationForm::check()
{
    clearProblems();
    bool ok = true;
    for (const Field &field : std::as_const(m_fields)) {
        if (field.include && !field.include->isChecked())
            continue;
        const auto value = valueOf(field);
        QString problem;
        if (!value)
            problem = field.include ? tr("Give a value, or untick Send to leave the input out.")
                                    : tr("Required: give a value.");
        else if (const auto invalid = InvocationValidator::checkValue(field.input, *value))
            problem = invalid->message;
        if (!problem.isEmpty()) {
            showProblem(field.input.name, problem);
            ok = false;
        }
    }
    return ok;
}

// The problem of one field as it is edited: said at once, gone once fixed.
void InvocationForm::checkLive(const QString &input)
{
    const Field *f = field(input);
    if (!f)
        return;
    const auto value = valueOf(*f);
    const bool sent = !f->include || f->include->isChecked();
    // A value not given yet is said at Invoke, not while the user types.
    const auto invalid
        = sent && value ? InvocationValidator::checkValue(f->input, *value) : std::nullopt;
    if (invalid) {
        showProblem(input, invalid->message);
    } else if (!sent || value) {
        f->problem->clear();
        f->problem->hide();
    }
}

void InvocationForm::showProblem(const QString &input, const QString &message)
{
    if (const Field *f = field(input)) {
        f->problem->setText(TextSafety::escapeLine(message));
        f->problem->show();
    }
}

void InvocationForm::clearProblems()
{
    for (const Field &field : std::as_const(m_fields)) {
        field.problem->clear();
        field.problem->hide();
    }
}

const InvocationForm::Field *InvocationForm::field(const QString &input) const
{
    const auto it = std::find_if(m_fields.cbegin(), m_fields.cend(),
                                 [&](const Field &f) { return f.input.name == input; });
    return it == m_fields.cend() ? nullptr : &*it;
}

QWidget *InvocationForm::editor(const QString &input) const
{
    const Field *f = field(input);
    return f ? f->editor : nullptr;
}

QCheckBox *InvocationForm::includeBox(const QString &input) const
{
    const Field *f = field(input);
    return f ? f->include : nullptr;
}

QLabel *InvocationForm::problemLabel(const QString &input) const
{
    const Field *f = field(input);
    return f ? f->problem : nullptr;
}

} // namespace Toolshelf
