// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/schemavaluefield.h"

#include "toolpane/invocationform.h"
#include "toolpane/schematext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

namespace Toolshelf {

namespace {

using Kind = ValueSchema::Kind;

// The largest whole number a double holds exactly.
constexpr double MaxExact = 9007199254740992.0;

constexpr QLatin1StringView key(const char *name)
{
    return QLatin1StringView(name);
}

// A spin box for any number: "0.5", not "0.500000", whatever the decimals.
class NumberSpinBox final : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;

protected:
    QString textFromValue(double value) const override
    {
        QString text = QDoubleSpinBox::textFromValue(value);
        const QString point = locale().decimalPoint();
        if (decimals() > 0 && text.contains(point)) {
            while (text.endsWith(locale().zeroDigit()))
                text.chop(locale().zeroDigit().size());
            if (text.endsWith(point))
                text.chop(point.size());
        }
        return text;
    }
};

// The lowest (or highest) value the schema allows, as a spin box keeps to it:
// an exclusive bound is made the next value the box can hold.
std::optional<double> bound(const ValueSchema &schema, bool lower, bool integer)
{
    const QJsonObject object = schema.json().toObject();
    const QJsonValue inclusive = object.value(lower ? key("minimum") : key("maximum"));
    const QJsonValue exclusive
        = object.value(lower ? key("exclusiveMinimum") : key("exclusiveMaximum"));
    const double step = integer ? 1.0 : std::pow(10.0, -SchemaValueField::NumberDecimals);
    std::optional<double> found;
    const auto keep = [&](double value, bool isExclusive) {
        if (integer && lower)
            value = isExclusive ? std::floor(value) + 1 : std::ceil(value);
        else if (integer)
            value = isExclusive ? std::ceil(value) - 1 : std::floor(value);
        else if (isExclusive)
            value += lower ? step : -step;
        found = !found ? value : (lower ? std::max(*found, value) : std::min(*found, value));
    };
    // Draft 4 wrote an exclusive bound as a flag beside the bound.
    if (inclusive.isDouble() && std::isfinite(inclusive.toDouble()))
        keep(inclusive.toDouble(), exclusive.isBool() && exclusive.toBool());
    if (exclusive.isDouble() && std::isfinite(exclusive.toDouble()))
        keep(exclusive.toDouble(), true);
    if (found)
        found = std::clamp(*found, -MaxExact, MaxExact);
    return found;
}

bool fitsInt(const std::optional<double> &number)
{
    return !number
        || (*number >= std::numeric_limits<int>::min()
            && *number <= std::numeric_limits<int>::max());
}

} // namespace

SchemaValueField::SchemaValueField(const ValueSchema &schema,
                                   const std::shared_ptr<SchemaFormContext> &context, int depth)
    : SchemaField(schema, context, depth)
{
    m_editor = createEditor();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_editor);
    layout->addWidget(m_problem);
}

QWidget *SchemaValueField::createEditor()
{
    const QJsonValue defaultValue = schema().json().toObject().value(key("default"));
    switch (schema().kind()) {
    case Kind::Integer:
        return createNumberEditor(true);
    case Kind::Number:
        return createNumberEditor(false);
    case Kind::Boolean: {
        auto *box = new QCheckBox;
        box->setChecked(defaultValue.toBool());
        connect(box, &QCheckBox::toggled, this, &SchemaValueField::edited);
        return box;
    }
    case Kind::Enum:
        return createEnumEditor();
    case Kind::Null:
        return new QLabel(tr("null (the only value allowed)"));
    case Kind::Nothing:
        return new QLabel(tr("No value is allowed here."));
    default:
        break;
    }
    auto *text = new QLineEdit;
    text->setText(defaultValue.toString());
    const QString format = schema().json().toObject().value(key("format")).toString();
    if (!format.isEmpty())
        text->setPlaceholderText(tr("Format: %1").arg(shownName(format)));
    connect(text, &QLineEdit::textChanged, this, &SchemaValueField::edited);
    return text;
}

QWidget *SchemaValueField::createNumberEditor(bool integer)
{
    const std::optional<double> low = bound(schema(), true, integer);
    const std::optional<double> high = bound(schema(), false, integer);
    const QJsonValue defaultValue = schema().json().toObject().value(key("default"));
    const QJsonValue multipleOf = schema().json().toObject().value(key("multipleOf"));
    const auto start = [&](double lowest, double highest) {
        return defaultValue.isDouble() ? defaultValue.toDouble()
                                       : qBound(lowest, 0.0, std::max(lowest, highest));
    };
    // A spin box keeps to the bounds: what it shows is always a value the
    // schema allows, and its tooltip says the range.
    if (integer && fitsInt(low) && fitsInt(high)) {
        auto *spin = new QSpinBox;
        const int lowest = low ? int(*low) : std::numeric_limits<int>::min();
        const int highest = high ? int(*high) : std::numeric_limits<int>::max();
        spin->setRange(lowest, highest);
        if (multipleOf.isDouble() && multipleOf.toDouble() >= 1
            && multipleOf.toDouble() <= std::numeric_limits<int>::max())
            spin->setSingleStep(int(multipleOf.toDouble()));
        spin->setValue(int(std::clamp(start(lowest, highest), double(lowest), double(highest))));
        connect(spin, &QSpinBox::valueChanged, this, &SchemaValueField::edited);
        return spin;
    }
    auto *spin = new NumberSpinBox;
    spin->setDecimals(integer ? 0 : NumberDecimals);
    spin->setRange(low.value_or(-MaxExact), high.value_or(MaxExact));
    if (multipleOf.isDouble() && multipleOf.toDouble() > 0)
        spin->setSingleStep(multipleOf.toDouble());
    else if (!integer && low && high && *high - *low <= 2)
        spin->setSingleStep(0.1);
    spin->setValue(start(spin->minimum(), spin->maximum()));
    connect(spin, &QDoubleSpinBox::valueChanged, this, &SchemaValueField::edited);
    return spin;
}

QWidget *SchemaValueField::createEnumEditor()
{
    auto *combo = new QComboBox;
    combo->addItem(tr("Choose a value…"));
    m_values = schema().enumValues();
    const QJsonValue defaultValue = schema().json().toObject().value(key("default"));
    for (qsizetype i = 0; i < m_values.size(); ++i) {
        const ValueSchema::EnumValue &value = m_values.at(i);
        combo->addItem(shownName(SchemaText::valueText(value.value)), int(i));
        if (!value.description.isEmpty())
            combo->setItemData(combo->count() - 1, InvocationForm::tooltip(value.description),
                               Qt::ToolTipRole);
        if (value.value == defaultValue)
            combo->setCurrentIndex(combo->count() - 1);
    }
    connect(combo, &QComboBox::currentIndexChanged, this, &SchemaValueField::edited);
    return combo;
}

std::optional<QJsonValue> SchemaValueField::value() const
{
    if (auto *spin = qobject_cast<QSpinBox *>(m_editor))
        return QJsonValue(spin->value());
    if (auto *spin = qobject_cast<QDoubleSpinBox *>(m_editor))
        return QJsonValue(spin->value());
    if (auto *box = qobject_cast<QCheckBox *>(m_editor))
        return QJsonValue(box->isChecked());
    if (auto *combo = qobject_cast<QComboBox *>(m_editor)) {
        const QVariant chosen = combo->currentData();
        if (!chosen.isValid())
            return std::nullopt;
        return m_values.value(chosen.toInt()).value;
    }
    if (auto *text = qobject_cast<QLineEdit *>(m_editor)) {
        if (text->text().isEmpty() && m_emptyIsNothing)
            return std::nullopt;
        return QJsonValue(text->text());
    }
    if (schema().kind() == Kind::Null)
        return QJsonValue(QJsonValue::Null);
    return std::nullopt;
}

} // namespace Toolshelf
