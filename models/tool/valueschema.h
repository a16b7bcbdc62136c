// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace Toolshelf {

// The schema of a value a tool takes or gives, as JSON Schema, whatever wire
// it came from. The schema is kept whole (json(): exports, digests and the
// vendor's view use it as it was), and read through a typed view that forms,
// diffs, compatibility verdicts and search use. The view never drops what it
// does not understand: a keyword it does not read stays in json().
class ValueSchema
{
public:
    enum class Kind {
        // `{}` or `true`: any value.
        Any,
        // `false`: no value at all.
        Nothing,
        String,
        Integer,
        Number,
        Boolean,
        Null,
        // `enum`, `const`, or a `oneOf` whose every branch is a `const`
        // (the JSON Schema way to describe each value).
        Enum,
        Object,
        Array,
        // A value matching exactly one (`oneOf`) or at least one (`anyOf`) branch.
        OneOf,
        AnyOf,
        // `$ref`: another schema of the same document, see resolved().
        Ref,
        // A `type` this view does not know; json() still holds it.
        Unknown,
    };

    struct EnumValue
    {
        QJsonValue value;
        QString description;

        friend bool operator==(const EnumValue &, const EnumValue &) = default;
    };

    struct Property
    {
        QString name;
        // The property's schema as written ({} when only `required` names it).
        QJsonValue json;
        bool required = false;

        ValueSchema schema() const;
    };

    // Toolshelf's own keyword: the order of `properties` where the wire gave
    // one (a JSON object has none). Exports leave out keywords of this prefix.
    static inline const QString OrderKeyword = QStringLiteral("x-toolshelf-order");
    static inline const QString OwnKeywordPrefix = QStringLiteral("x-toolshelf-");

    // `{}`: any value.
    ValueSchema() = default;
    // A schema as the wire gave it: an object or a boolean. Anything else is
    // Unknown, kept as it was.
    explicit ValueSchema(QJsonValue json);
    // A schema made when it is first read. A sync reads every tool of a
    // provider, and a dialect whose wire is not JSON Schema (A2T) would
    // otherwise build thousands of schemas that only search text, staged
    // from the wire form, would have used. `make` runs once, on whichever
    // thread reads first; copies share what it made.
    static ValueSchema deferred(std::function<QJsonValue()> make);

    const QJsonValue &json() const { return made().m_json; }
    Kind kind() const { return made().m_kind; }
    // Whether `null` is also accepted (`"type": ["string", "null"]`).
    bool isNullable() const { return made().m_nullable; }

    QString title() const;
    QString description() const;
    // The `type` spelling of an Unknown kind, e.g. "float".
    QString unknownTypeName() const;

    // Integer and Number.
    std::optional<double> minimum() const;
    std::optional<double> maximum() const;
    // String.
    std::optional<qint64> maxLength() const;

    // Enum: the values in the schema's order, with their descriptions where
    // it gives them (`oneOf` of `const`s).
    QList<EnumValue> enumValues() const;

    // Object: the properties in the schema's order; the required ones are
    // marked, also when `required` names a property that has no schema.
    QList<Property> properties() const;
    // Whether properties beyond those listed are allowed (the default).
    bool allowsOtherProperties() const;

    // Array: the schema of every item; Any when the schema says nothing.
    ValueSchema items() const;

    // OneOf and AnyOf: the branches.
    QList<ValueSchema> alternatives() const;

    // Ref: the reference as written, and the schema it names in `root` (the
    // document's top schema: `#`, `#/$defs/...`, `#/definitions/...` and
    // further JSON pointer steps). Nothing for references outside the
    // document or that lead to another reference more than 32 times.
    QString ref() const;
    std::optional<ValueSchema> resolved(const ValueSchema &root) const;

    // Equal when the JSON is: the view is derived from it.
    friend bool operator==(const ValueSchema &a, const ValueSchema &b)
    {
        return a.json() == b.json();
    }

private:
    struct Deferred;

    // This schema, or the one a deferred schema made.
    const ValueSchema &made() const { return m_deferred ? make() : *this; }
    const ValueSchema &make() const;

    QJsonValue m_json = QJsonObject();
    Kind m_kind = Kind::Any;
    bool m_nullable = false;
    std::shared_ptr<Deferred> m_deferred;
};

QString valueSchemaKindName(ValueSchema::Kind kind);

} // namespace Toolshelf
