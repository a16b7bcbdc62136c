// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tool/schemadiff.h"

#include "core/textsafety.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <optional>

namespace Toolshelf {

namespace {

using Kind = SignatureChange::Kind;

// The member's pointer, shown in messages: "" is the arguments themselves.
QString shownPath(const QString &path)
{
    return path.isEmpty() ? SchemaDiff::tr("the arguments") : TextSafety::shortened(path, 200);
}

// The JSON types a schema takes; empty for any (no `type` given).
QSet<QString> typesOf(const QJsonObject &schema)
{
    QSet<QString> types;
    const QJsonValue type = schema.value(QLatin1String("type"));
    if (type.isString())
        types.insert(type.toString());
    for (const QJsonValue &each : type.toArray())
        types.insert(each.toString());
    // An integer is a number: a schema of "number" takes every integer too.
    if (types.contains(QStringLiteral("number")))
        types.insert(QStringLiteral("integer"));
    return types;
}

QString typesText(const QJsonObject &schema)
{
    const QJsonValue type = schema.value(QLatin1String("type"));
    if (type.isUndefined())
        return SchemaDiff::tr("any");
    return QString::fromUtf8(QJsonDocument(QJsonArray {type}).toJson(QJsonDocument::Compact))
        .mid(1)
        .chopped(1);
}

std::optional<double> number(const QJsonObject &schema, const char *key)
{
    const QJsonValue value = schema.value(QLatin1String(key));
    return value.isDouble() ? std::optional(value.toDouble()) : std::nullopt;
}

class Comparer
{
public:
    Comparer(const ValueSchema &olderRoot, const ValueSchema &newerRoot)
        : m_olderRoot(olderRoot)
        , m_newerRoot(newerRoot)
    { }

    QList<SignatureChange> changes;

    void compare(ValueSchema older, ValueSchema newer, const QString &path, int depth)
    {
        if (depth > SchemaDiff::MaxDepth || full())
            return;
        older = followed(older, m_olderRoot);
        newer = followed(newer, m_newerRoot);
        if (older == newer)
            return;
        const QJsonObject was = older.json().toObject();
        const QJsonObject now = newer.json().toObject();
        compareTypes(was, now, path);
        compareEnums(older, newer, path);
        compareBounds(was, now, path);
        if (was.value(QLatin1String("description")) != now.value(QLatin1String("description")))
            add(Kind::InputDescriptionChanged, path, older.description(), newer.description(),
                std::nullopt, SchemaDiff::tr("%1: the description changed").arg(shownPath(path)));
        compareMembers(older, newer, path, depth);
        if (was.contains(QLatin1String("items")) || now.contains(QLatin1String("items")))
            compare(older.items(), newer.items(), path + QStringLiteral("/*"), depth + 1);
    }

private:
    bool full() const { return changes.size() >= SchemaDiff::MaxChanges; }

    void add(Kind kind, const QString &path, const QString &before, const QString &after,
             std::optional<Rule> breaks, const QString &summary)
    {
        if (!full())
            changes.append({kind, path, before, after, breaks, summary});
    }

    // A reference, followed to what it names (a cycle or a reference out of
    // the document stays the reference, compared as written).
    static ValueSchema followed(const ValueSchema &schema, const ValueSchema &root)
    {
        if (schema.kind() != ValueSchema::Kind::Ref)
            return schema;
        return schema.resolved(root).value_or(schema);
    }

    void compareTypes(const QJsonObject &was, const QJsonObject &now, const QString &path)
    {
        const QSet<QString> before = typesOf(was);
        const QSet<QString> after = typesOf(now);
        if (before == after)
            return;
        // Any type before and some now, or a type taken before and not now.
        const bool narrowed = !after.isEmpty() && (before.isEmpty() || !after.contains(before));
        add(Kind::InputTypeChanged, path, typesText(was), typesText(now),
            narrowed ? std::optional(Rule::CompatInputTypeChanged) : std::nullopt,
            SchemaDiff::tr("%1: the type changed from %2 to %3")
                .arg(shownPath(path), typesText(was), typesText(now)));
    }

    void compareEnums(const ValueSchema &older, const ValueSchema &newer, const QString &path)
    {
        const bool wasEnum = older.kind() == ValueSchema::Kind::Enum;
        const bool isEnum = newer.kind() == ValueSchema::Kind::Enum;
        if (!wasEnum && !isEnum)
            return;
        QList<QJsonValue> before;
        QList<QJsonValue> after;
        for (const ValueSchema::EnumValue &value : older.enumValues())
            before.append(value.value);
        for (const ValueSchema::EnumValue &value : newer.enumValues())
            after.append(value.value);
        const auto text = [](const QJsonValue &value) {
            return TextSafety::shortened(
                QString::fromUtf8(QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact))
                    .mid(1)
                    .chopped(1),
                120);
        };
        // Values of a closed list that it no longer takes; a list where
        // there was none takes fewer values than before.
        for (const QJsonValue &value : std::as_const(before)) {
            if (isEnum && !after.contains(value))
                add(Kind::EnumValueRemoved, path, text(value), {}, Rule::CompatInputNarrowed,
                    SchemaDiff::tr("%1: the value %2 is no longer allowed")
                        .arg(shownPath(path), text(value)));
        }
        if (isEnum && !wasEnum)
            add(Kind::EnumValueRemoved, path, {}, {}, Rule::CompatInputNarrowed,
                SchemaDiff::tr("%1: only a list of values is allowed now").arg(shownPath(path)));
        for (const QJsonValue &value : std::as_const(after)) {
            if (wasEnum && !before.contains(value))
                add(Kind::EnumValueAdded, path, {}, text(value), std::nullopt,
                    SchemaDiff::tr("%1: the value %2 is allowed now")
                        .arg(shownPath(path), text(value)));
        }
    }

    void compareBounds(const QJsonObject &was, const QJsonObject &now, const QString &path)
    {
        // A lower bound that rose or appeared narrows; so does an upper one
        // that fell or appeared.
        static const struct
        {
            const char *key;
            bool lower;
        } bounds[] = {{"minimum", true},    {"exclusiveMinimum", true}, {"minLength", true},
                      {"minItems", true},   {"maximum", false},         {"exclusiveMaximum", false},
                      {"maxLength", false}, {"maxItems", false}};
        for (const auto &bound : bounds) {
            const std::optional<double> before = number(was, bound.key);
            const std::optional<double> after = number(now, bound.key);
            if (before == after)
                continue;
            const bool narrowed
                = after && (!before || (bound.lower ? *after > *before : *after < *before));
            const auto text = [](const std::optional<double> &value) {
                return value ? QString::number(*value) : SchemaDiff::tr("none");
            };
            add(Kind::InputMaxChanged, path, text(before), text(after),
                narrowed ? std::optional(Rule::CompatInputNarrowed) : std::nullopt,
                SchemaDiff::tr("%1: %2 changed from %3 to %4")
                    .arg(shownPath(path), QLatin1String(bound.key), text(before), text(after)));
        }
    }

    void compareMembers(const ValueSchema &older, const ValueSchema &newer, const QString &path,
                        int depth)
    {
        if (older.kind() != ValueSchema::Kind::Object && newer.kind() != ValueSchema::Kind::Object)
            return;
        const QList<ValueSchema::Property> before = older.properties();
        const QList<ValueSchema::Property> after = newer.properties();
        const auto find = [](const QList<ValueSchema::Property> &list, const QString &name) {
            return std::find_if(list.cbegin(), list.cend(),
                                [&](const ValueSchema::Property &p) { return p.name == name; });
        };
        for (const ValueSchema::Property &was : before) {
            const QString member = path + u'/' + was.name;
            const auto now = find(after, was.name);
            if (now == after.cend()) {
                add(Kind::InputRemoved, member, was.name, {}, Rule::CompatInputRemoved,
                    SchemaDiff::tr("%1 was removed").arg(shownPath(member)));
                continue;
            }
            if (was.required != now->required)
                add(Kind::InputRequiredChanged, member, {}, {},
                    now->required ? std::optional(Rule::CompatInputRequired) : std::nullopt,
                    now->required ? SchemaDiff::tr("%1 became required").arg(shownPath(member))
                                  : SchemaDiff::tr("%1 became optional").arg(shownPath(member)));
            compare(was.schema(), now->schema(), member, depth + 1);
        }
        for (const ValueSchema::Property &now : after) {
            if (find(before, now.name) != before.cend())
                continue;
            const QString member = path + u'/' + now.name;
            add(Kind::InputAdded, member, {}, now.name,
                now.required ? std::optional(Rule::CompatInputRequired) : std::nullopt,
                now.required ? SchemaDiff::tr("%1 was added, required").arg(shownPath(member))
                             : SchemaDiff::tr("%1 was added, optional").arg(shownPath(member)));
        }
        if (older.allowsOtherProperties() && !newer.allowsOtherProperties())
            add(Kind::InputTypeChanged, path, {}, {}, Rule::CompatInputNarrowed,
                SchemaDiff::tr("%1: members beyond those listed are no longer allowed")
                    .arg(shownPath(path)));
    }

    const ValueSchema &m_olderRoot;
    const ValueSchema &m_newerRoot;
};

} // namespace

QList<SignatureChange> SchemaDiff::compare(const ValueSchema &older, const ValueSchema &newer)
{
    Comparer comparer(older, newer);
    comparer.compare(older, newer, {}, 0);
    return comparer.changes;
}

} // namespace Toolshelf
