// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/schematext.h"

#include "core/textsafety.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace Toolshelf {

namespace {

using Kind = ValueSchema::Kind;

constexpr QLatin1StringView key(const char *name)
{
    return QLatin1StringView(name);
}

// Enum values listed in a line before the rest is left to the tooltip.
constexpr qsizetype ShownValues = 8;

QString line(const QString &text)
{
    return TextSafety::shortened(text, 80);
}

std::optional<double> number(const QJsonObject &schema, const char *name)
{
    const QJsonValue value = schema.value(key(name));
    return value.isDouble() ? std::optional(value.toDouble()) : std::nullopt;
}

// A count a schema gives, as a plural form takes it.
int count(double number)
{
    return int(std::clamp(number, 0.0, 2147483647.0));
}

QString range(const QJsonObject &schema)
{
    std::optional<double> low = number(schema, "minimum");
    std::optional<double> high = number(schema, "maximum");
    bool lowExclusive = schema.value(key("exclusiveMinimum")).toBool();
    bool highExclusive = schema.value(key("exclusiveMaximum")).toBool();
    if (const auto exclusive = number(schema, "exclusiveMinimum")) {
        low = exclusive;
        lowExclusive = true;
    }
    if (const auto exclusive = number(schema, "exclusiveMaximum")) {
        high = exclusive;
        highExclusive = true;
    }
    if (low && high && !lowExclusive && !highExclusive)
        return SchemaText::tr("%1–%2").arg(SchemaText::numberText(*low),
                                           SchemaText::numberText(*high));
    QStringList parts;
    if (low)
        parts.append((lowExclusive ? QStringLiteral("> ") : QStringLiteral("≥ "))
                     + SchemaText::numberText(*low));
    if (high)
        parts.append((highExclusive ? QStringLiteral("< ") : QStringLiteral("≤ "))
                     + SchemaText::numberText(*high));
    return parts.join(QStringLiteral(", "));
}

} // namespace

QString SchemaText::valueText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return numberText(value.toDouble());
    const QByteArray json = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1).chopped(1));
}

QString SchemaText::numberText(double number)
{
    if (std::isfinite(number) && number == std::floor(number) && std::fabs(number) < 1e15)
        return QString::number(qint64(number));
    return QString::number(number, 'g', 15);
}

QString SchemaText::constraints(const ValueSchema &schema)
{
    const QJsonObject object = schema.json().toObject();
    QStringList parts;
    switch (schema.kind()) {
    case Kind::Integer:
    case Kind::Number:
        parts.append(range(object));
        if (const auto multiple = number(object, "multipleOf"))
            parts.append(tr("a multiple of %1").arg(numberText(*multiple)));
        break;
    case Kind::String:
        if (const auto low = number(object, "minLength"), high = number(object, "maxLength");
            low && high)
            parts.append(tr("%1 to %n character(s)", nullptr, count(*high)).arg(numberText(*low)));
        else if (low)
            parts.append(tr("at least %n character(s)", nullptr, count(*low)));
        else if (high)
            parts.append(tr("at most %n character(s)", nullptr, count(*high)));
        if (object.value(key("pattern")).isString())
            parts.append(tr("matching %1").arg(line(object.value(key("pattern")).toString())));
        if (object.value(key("format")).isString())
            parts.append(tr("format %1").arg(line(object.value(key("format")).toString())));
        break;
    case Kind::Array:
        if (const auto low = number(object, "minItems"), high = number(object, "maxItems");
            low && high)
            parts.append(tr("%1 to %n item(s)", nullptr, count(*high)).arg(numberText(*low)));
        else if (low)
            parts.append(tr("at least %n item(s)", nullptr, count(*low)));
        else if (high)
            parts.append(tr("at most %n item(s)", nullptr, count(*high)));
        if (object.value(key("uniqueItems")).toBool())
            parts.append(tr("no item twice"));
        break;
    case Kind::Object:
        if (!schema.allowsOtherProperties())
            parts.append(tr("no other members"));
        break;
    default:
        break;
    }
    if (object.contains(key("default")))
        parts.append(tr("default %1").arg(line(valueText(object.value(key("default"))))));
    parts.removeAll(QString());
    return parts.join(QStringLiteral(", "));
}

QString SchemaText::bareType(const ValueSchema &schema)
{
    QString type;
    switch (schema.kind()) {
    case Kind::Enum: {
        const QList<ValueSchema::EnumValue> values = schema.enumValues();
        QStringList shown;
        for (qsizetype i = 0; i < values.size() && i < ShownValues; ++i)
            shown.append(line(valueText(values.at(i).value)));
        if (values.size() > ShownValues)
            shown.append(tr("… (%n in all)", nullptr, int(values.size())));
        type = tr("one of: %1").arg(shown.join(QStringLiteral(", ")));
        break;
    }
    case Kind::OneOf:
        type = tr("exactly one of %n form(s)", nullptr, int(schema.alternatives().size()));
        break;
    case Kind::AnyOf:
        type = tr("any of %n form(s)", nullptr, int(schema.alternatives().size()));
        break;
    case Kind::Array: {
        const ValueSchema items = schema.items();
        const QString item = items.kind() == Kind::Ref
            ? referenceName(items.ref())
            : (items.kind() == Kind::Unknown ? line(items.unknownTypeName())
                                             : valueSchemaKindName(items.kind()));
        type = tr("array of %1").arg(item);
        break;
    }
    case Kind::Ref:
        type = tr("a reference to %1").arg(line(schema.ref()));
        break;
    case Kind::Unknown:
        type = schema.unknownTypeName().isEmpty() ? tr("unknown type")
                                                  : line(schema.unknownTypeName());
        break;
    case Kind::Any:
        type = tr("any value");
        break;
    case Kind::Nothing:
        type = tr("no value");
        break;
    default:
        type = valueSchemaKindName(schema.kind());
        break;
    }
    return schema.isNullable() ? tr("%1 or null").arg(type) : type;
}

QString SchemaText::typeText(const ValueSchema &schema, const ValueSchema &root)
{
    QString type = bareType(schema);
    ValueSchema bounded = schema;
    if (schema.kind() == Kind::Ref) {
        // What it leads to, named by where it is: "object from #/$defs/address".
        const std::optional<ValueSchema> target = schema.resolved(root);
        if (!target)
            return tr("%1, which leads nowhere").arg(line(schema.ref()));
        type = tr("%1 from %2").arg(bareType(*target), line(schema.ref()));
        bounded = *target;
    }
    const QString bounds = constraints(bounded);
    if (bounds.isEmpty())
        return type;
    // "integer 1–10" reads as one; "string, at most 200 characters" as two.
    const bool number = schema.kind() == Kind::Integer || schema.kind() == Kind::Number;
    return (number ? tr("%1 %2") : tr("%1, %2")).arg(type, bounds);
}

QString SchemaText::referenceName(const QString &reference)
{
    const qsizetype slash = reference.lastIndexOf(u'/');
    return line(slash >= 0 ? reference.mid(slash + 1) : reference);
}

} // namespace Toolshelf
