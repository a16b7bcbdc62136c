// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tool/valueschema.h"

#include <QJsonArray>
#include <QSet>

#include <mutex>

namespace Toolshelf {

namespace {

// A keyword as a view: QJsonObject looks Latin-1 keys up without making a
// QString of each, and every listed tool of a sync is read and built here.
constexpr QLatin1StringView key(const char *name)
{
    return QLatin1StringView(name);
}

std::optional<double> number(const QJsonValue &json, const char *name)
{
    const QJsonValue value = json.toObject().value(key(name));
    return value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

ValueSchema::Kind kindOfType(const QString &type)
{
    using Kind = ValueSchema::Kind;
    static const QHash<QString, Kind> kinds {
        {key("string"), Kind::String}, {key("integer"), Kind::Integer},
        {key("number"), Kind::Number}, {key("boolean"), Kind::Boolean},
        {key("null"), Kind::Null},     {key("object"), Kind::Object},
        {key("array"), Kind::Array},
    };
    return kinds.value(type, Kind::Unknown);
}

// A `oneOf` whose every branch is a `const`: an enum with a description per value.
bool isDescribedEnum(const QJsonArray &branches)
{
    return !branches.isEmpty()
        && std::all_of(branches.cbegin(), branches.cend(), [](const QJsonValue &branch) {
               return branch.toObject().contains(key("const"));
           });
}

// One JSON pointer step (RFC 6901): "~1" is "/", "~0" is "~".
QString unescapedStep(QString step)
{
    return step.replace(key("~1"), key("/")).replace(key("~0"), key("~"));
}

} // namespace

ValueSchema ValueSchema::Property::schema() const
{
    return ValueSchema(json);
}

ValueSchema::ValueSchema(QJsonValue json)
    : m_json(std::move(json))
{
    if (m_json.isBool()) {
        m_kind = m_json.toBool() ? Kind::Any : Kind::Nothing;
        return;
    }
    if (!m_json.isObject()) {
        m_kind = Kind::Unknown;
        return;
    }
    const QJsonObject object = m_json.toObject();
    // The keywords that say most about the value win: a reference or a
    // choice of values describes it whatever `type` adds.
    if (object.contains(key("$ref"))) {
        m_kind = Kind::Ref;
        return;
    }
    if (object.contains(key("enum")) || object.contains(key("const"))
        || isDescribedEnum(object.value(key("oneOf")).toArray())) {
        m_kind = Kind::Enum;
        return;
    }
    if (object.contains(key("oneOf"))) {
        m_kind = Kind::OneOf;
        return;
    }
    if (object.contains(key("anyOf"))) {
        m_kind = Kind::AnyOf;
        return;
    }
    const QJsonValue type = object.value(key("type"));
    if (type.isString()) {
        m_kind = kindOfType(type.toString());
        return;
    }
    if (type.isArray()) {
        // ["string", "null"]: a string that may be null. Several other types
        // are a choice this view does not model: Unknown, kept whole.
        QStringList types;
        for (const QJsonValue &name : type.toArray())
            types.append(name.toString());
        m_nullable = types.removeAll(key("null")) > 0;
        m_kind = types.size() == 1 ? kindOfType(types.first())
                                   : (types.isEmpty() ? Kind::Null : Kind::Unknown);
        return;
    }
    if (!type.isUndefined()) {
        m_kind = Kind::Unknown;
        return;
    }
    // No type: what its keywords are about.
    if (object.contains(key("properties")) || object.contains(key("required")))
        m_kind = Kind::Object;
    else if (object.contains(key("items")))
        m_kind = Kind::Array;
    else
        m_kind = Kind::Any;
}

struct ValueSchema::Deferred
{
    std::once_flag once;
    std::function<QJsonValue()> make;
    ValueSchema schema;
};

ValueSchema ValueSchema::deferred(std::function<QJsonValue()> make)
{
    ValueSchema schema;
    schema.m_deferred = std::make_shared<Deferred>();
    schema.m_deferred->make = std::move(make);
    return schema;
}

const ValueSchema &ValueSchema::make() const
{
    Deferred &deferred = *m_deferred;
    std::call_once(deferred.once, [&deferred] {
        deferred.schema = ValueSchema(deferred.make());
        // What it captured (a tool's parameter list) is not needed any more.
        deferred.make = nullptr;
    });
    return deferred.schema;
}

QString ValueSchema::title() const
{
    return json().toObject().value(key("title")).toString();
}

QString ValueSchema::description() const
{
    return json().toObject().value(key("description")).toString();
}

QString ValueSchema::unknownTypeName() const
{
    if (kind() != Kind::Unknown)
        return {};
    const QJsonValue type = json().toObject().value(key("type"));
    return type.isString() ? type.toString() : QString();
}

std::optional<double> ValueSchema::minimum() const
{
    return number(json(), "minimum");
}

std::optional<double> ValueSchema::maximum() const
{
    return number(json(), "maximum");
}

std::optional<qint64> ValueSchema::maxLength() const
{
    const std::optional<double> length = number(json(), "maxLength");
    return length ? std::optional<qint64>(qint64(*length)) : std::nullopt;
}

QList<ValueSchema::EnumValue> ValueSchema::enumValues() const
{
    if (kind() != Kind::Enum)
        return {};
    const QJsonObject object = json().toObject();
    QList<EnumValue> values;
    if (object.contains(key("const"))) {
        values.append({object.value(key("const")), object.value(key("description")).toString()});
        return values;
    }
    if (object.contains(key("enum"))) {
        for (const QJsonValue &value : object.value(key("enum")).toArray())
            values.append({value, {}});
        return values;
    }
    for (const QJsonValue &branch : object.value(key("oneOf")).toArray()) {
        const QJsonObject described = branch.toObject();
        values.append(
            {described.value(key("const")), described.value(key("description")).toString()});
    }
    return values;
}

QList<ValueSchema::Property> ValueSchema::properties() const
{
    const QJsonObject object = json().toObject();
    QSet<QString> required;
    for (const QJsonValue &name : object.value(key("required")).toArray())
        required.insert(name.toString());
    QList<Property> result;
    // A QJsonObject keeps its keys sorted; OrderKeyword (written where a wire
    // orders its parameters, as A2T's input list does) restores the order.
    const QJsonObject properties = object.value(key("properties")).toObject();
    // A set beside the list: a provider may send thousands of properties.
    QSet<QString> ordered;
    for (const QJsonValue &name : object.value(ValueSchema::OrderKeyword).toArray()) {
        const QString text = name.toString();
        const auto property = properties.constFind(text);
        if (property == properties.constEnd() || ordered.contains(text))
            continue;
        ordered.insert(text);
        result.append({text, property.value(), required.contains(text)});
    }
    for (auto property = properties.constBegin(); property != properties.constEnd(); ++property) {
        if (!ordered.contains(property.key()))
            result.append({property.key(), property.value(), required.contains(property.key())});
    }
    for (const QJsonValue &name : object.value(key("required")).toArray()) {
        if (!properties.contains(name.toString()))
            result.append({name.toString(), QJsonObject(), true});
    }
    return result;
}

bool ValueSchema::allowsOtherProperties() const
{
    const QJsonValue other = json().toObject().value(key("additionalProperties"));
    return !(other.isBool() && !other.toBool());
}

ValueSchema ValueSchema::items() const
{
    const QJsonValue items = json().toObject().value(key("items"));
    return items.isUndefined() ? ValueSchema() : ValueSchema(items);
}

QList<ValueSchema> ValueSchema::alternatives() const
{
    const char *keyword = kind() == Kind::OneOf ? "oneOf"
        : kind() == Kind::AnyOf                 ? "anyOf"
                                                : nullptr;
    if (!keyword)
        return {};
    QList<ValueSchema> branches;
    for (const QJsonValue &branch : json().toObject().value(key(keyword)).toArray())
        branches.append(ValueSchema(branch));
    return branches;
}

QString ValueSchema::ref() const
{
    return kind() == Kind::Ref ? json().toObject().value(key("$ref")).toString() : QString();
}

std::optional<ValueSchema> ValueSchema::resolved(const ValueSchema &root) const
{
    // A reference to a reference is followed; a loop of them ends here.
    constexpr int MaxSteps = 32;
    ValueSchema current = *this;
    for (int step = 0; step < MaxSteps && current.kind() == Kind::Ref; ++step) {
        const QString reference = current.ref();
        if (!reference.startsWith(u'#'))
            return std::nullopt;
        QJsonValue target = root.json();
        const QStringList steps = reference.mid(1).split(u'/', Qt::SkipEmptyParts);
        for (const QString &pointerStep : steps) {
            const QString name = unescapedStep(pointerStep);
            if (target.isObject()) {
                target = target.toObject().value(name);
            } else if (target.isArray()) {
                bool number = false;
                const int index = name.toInt(&number);
                target = number ? target.toArray().at(index) : QJsonValue(QJsonValue::Undefined);
            } else {
                target = QJsonValue(QJsonValue::Undefined);
            }
            if (target.isUndefined())
                return std::nullopt;
        }
        current = ValueSchema(target);
    }
    if (current.kind() == Kind::Ref)
        return std::nullopt;
    return current;
}

QString valueSchemaKindName(ValueSchema::Kind kind)
{
    using Kind = ValueSchema::Kind;
    switch (kind) {
    case Kind::Any:
        return key("any");
    case Kind::Nothing:
        return key("nothing");
    case Kind::String:
        return key("string");
    case Kind::Integer:
        return key("integer");
    case Kind::Number:
        return key("number");
    case Kind::Boolean:
        return key("boolean");
    case Kind::Null:
        return key("null");
    case Kind::Enum:
        return key("enum");
    case Kind::Object:
        return key("object");
    case Kind::Array:
        return key("array");
    case Kind::OneOf:
        return key("oneOf");
    case Kind::AnyOf:
        return key("anyOf");
    case Kind::Ref:
        return key("$ref");
    case Kind::Unknown:
        break;
    }
    return key("unknown");
}

} // namespace Toolshelf
