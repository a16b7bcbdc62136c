// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tool/schemavalidator.h"

#include "core/textsafety.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Toolshelf {

namespace {

using Problem = SchemaValidator::Problem;

constexpr QLatin1StringView key(const char *name)
{
    return QLatin1StringView(name);
}

// Provider text inside a message: one line, bounded.
QString quoted(const QString &text)
{
    return TextSafety::shortened(text, 80);
}

// A number as JSON writes it: whole numbers without a fraction, whatever the locale.
QString numberText(double number)
{
    if (std::isfinite(number) && number == std::floor(number) && std::fabs(number) < 1e15)
        return QString::number(qint64(number));
    return QString::number(number, 'g', 15);
}

QString valueText(const QJsonValue &value)
{
    if (value.isString())
        return quoted(value.toString());
    if (value.isDouble())
        return numberText(value.toDouble());
    const QByteArray json = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
    return quoted(QString::fromUtf8(json.mid(1).chopped(1)));
}

QString kindOf(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return SchemaValidator::tr("null");
    case QJsonValue::Bool:
        return SchemaValidator::tr("a boolean");
    case QJsonValue::Double:
        return value.toDouble() == std::floor(value.toDouble()) ? SchemaValidator::tr("an integer")
                                                                : SchemaValidator::tr("a number");
    case QJsonValue::String:
        return SchemaValidator::tr("a string");
    case QJsonValue::Array:
        return SchemaValidator::tr("an array");
    case QJsonValue::Object:
        return SchemaValidator::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return SchemaValidator::tr("nothing");
}

bool isInteger(const QJsonValue &value)
{
    const double number = value.toDouble();
    return value.isDouble() && std::isfinite(number) && number == std::floor(number);
}

bool hasType(const QJsonValue &value, const QString &type)
{
    if (type == key("string"))
        return value.isString();
    if (type == key("integer"))
        return isInteger(value);
    if (type == key("number"))
        return value.isDouble();
    if (type == key("boolean"))
        return value.isBool();
    if (type == key("null"))
        return value.isNull();
    if (type == key("object"))
        return value.isObject();
    if (type == key("array"))
        return value.isArray();
    // A type JSON Schema does not have ("float"): nothing to check it by.
    return true;
}

// Characters as JSON Schema counts them: code points, not UTF-16 units.
qsizetype codePoints(const QString &text)
{
    qsizetype count = text.size();
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i).isHighSurrogate() && text.at(i + 1).isLowSurrogate())
            --count;
    }
    return count;
}

int clampedCount(double count)
{
    return int(std::clamp(count, 0.0, double(std::numeric_limits<int>::max())));
}

// One check: the references' document, the work done so far, and the
// patterns compiled (a pattern of an array's items is compiled once).
class Check
{
public:
    explicit Check(const ValueSchema &root)
        : m_root(root)
    { }

    void run(const QJsonValue &value, const QJsonValue &schema, const QString &path, int depth,
             QList<Problem> &out);
    // Whether the work bound was met: what was found then is not the whole story.
    bool exhausted() const { return m_exhausted; }
    static QString tooMuchWork()
    {
        return SchemaValidator::tr("the schema takes too much work to check; the value was not "
                                   "checked in full");
    }

private:
    void add(QList<Problem> &out, const QString &path, const QString &message) const
    {
        if (out.size() < SchemaValidator::MaxProblems)
            out.append({path, message});
    }
    bool full(const QList<Problem> &out) const
    {
        return m_exhausted || out.size() >= SchemaValidator::MaxProblems;
    }

    void checkReference(const QJsonValue &value, const QJsonObject &schema, const QString &path,
                        int depth, QList<Problem> &out);
    void checkType(const QJsonValue &value, const QJsonObject &schema, const QString &path,
                   QList<Problem> &out);
    void checkValues(const QJsonValue &value, const QJsonObject &schema, const QString &path,
                     QList<Problem> &out);
    void checkNumber(double number, const QJsonObject &schema, const QString &path,
                     QList<Problem> &out);
    void checkString(const QString &text, const QJsonObject &schema, const QString &path,
                     QList<Problem> &out);
    void checkArray(const QJsonArray &array, const QJsonObject &schema, const QString &path,
                    int depth, QList<Problem> &out);
    void checkObject(const QJsonObject &object, const QJsonObject &schema, const QString &path,
                     int depth, QList<Problem> &out);
    void checkCombinations(const QJsonValue &value, const QJsonObject &schema, const QString &path,
                           int depth, QList<Problem> &out);
    // The problems of each branch; how many fit.
    int tryBranches(const QJsonValue &value, const QJsonArray &branches, const QString &path,
                    int depth, QList<QList<Problem>> &found);
    // The problems of the branch the value comes closest to, where one fits its type.
    static QList<Problem> closest(const QList<QList<Problem>> &found, const QString &path);
    const QRegularExpression *pattern(const QString &text);

    const ValueSchema &m_root;
    int m_steps = 0;
    bool m_exhausted = false;
    QHash<QString, QRegularExpression> m_patterns;
};

void Check::run(const QJsonValue &value, const QJsonValue &schema, const QString &path, int depth,
                QList<Problem> &out)
{
    if (full(out))
        return;
    if (++m_steps > SchemaValidator::MaxSteps) {
        m_exhausted = true;
        out.append({path, tooMuchWork()});
        return;
    }
    if (depth > SchemaValidator::MaxDepth) {
        add(out, path,
            SchemaValidator::tr("the schema nests deeper than %1 levels here; the value was not "
                                "checked further")
                .arg(SchemaValidator::MaxDepth));
        return;
    }
    if (schema.isBool()) {
        if (!schema.toBool())
            add(out, path, SchemaValidator::tr("no value is allowed here"));
        return;
    }
    // Not a schema: nothing it says can be held against the value.
    if (!schema.isObject())
        return;
    const QJsonObject object = schema.toObject();
    if (object.contains(key("$ref")))
        checkReference(value, object, path, depth, out);
    checkType(value, object, path, out);
    checkValues(value, object, path, out);
    if (value.isDouble())
        checkNumber(value.toDouble(), object, path, out);
    else if (value.isString())
        checkString(value.toString(), object, path, out);
    else if (value.isArray())
        checkArray(value.toArray(), object, path, depth, out);
    else if (value.isObject())
        checkObject(value.toObject(), object, path, depth, out);
    checkCombinations(value, object, path, depth, out);
}

void Check::checkReference(const QJsonValue &value, const QJsonObject &schema, const QString &path,
                           int depth, QList<Problem> &out)
{
    // ValueSchema follows a chain of references a bounded number of steps;
    // a reference that comes back to itself is followed through the value,
    // which is finite, and the depth bound above.
    const ValueSchema reference(schema);
    const std::optional<ValueSchema> target = reference.resolved(m_root);
    if (!target) {
        add(out, path,
            SchemaValidator::tr("the schema's reference \"%1\" leads to no schema (or only in a "
                                "circle); the value cannot be checked")
                .arg(quoted(schema.value(key("$ref")).toString())));
        return;
    }
    run(value, target->json(), path, depth + 1, out);
}

void Check::checkType(const QJsonValue &value, const QJsonObject &schema, const QString &path,
                      QList<Problem> &out)
{
    const QJsonValue type = schema.value(key("type"));
    QStringList types;
    if (type.isString())
        types.append(type.toString());
    else if (type.isArray())
        for (const QJsonValue &name : type.toArray())
            types.append(name.toString());
    if (types.isEmpty())
        return;
    for (const QString &name : std::as_const(types)) {
        if (hasType(value, name))
            return;
    }
    QStringList shown;
    for (const QString &name : std::as_const(types))
        shown.append(quoted(name));
    add(out, path,
        SchemaValidator::tr("must be %1, not %2")
            .arg(shown.join(SchemaValidator::tr(" or ")), kindOf(value)));
}

void Check::checkValues(const QJsonValue &value, const QJsonObject &schema, const QString &path,
                        QList<Problem> &out)
{
    if (schema.contains(key("const")) && schema.value(key("const")) != value)
        add(out, path,
            SchemaValidator::tr("must be %1").arg(valueText(schema.value(key("const")))));
    const QJsonValue allowed = schema.value(key("enum"));
    if (!allowed.isArray())
        return;
    const QJsonArray values = allowed.toArray();
    if (values.contains(value))
        return;
    // The first few are enough to see what is meant.
    constexpr qsizetype Shown = 10;
    QStringList shown;
    for (qsizetype i = 0; i < values.size() && i < Shown; ++i)
        shown.append(valueText(values.at(i)));
    if (values.size() > Shown)
        shown.append(QStringLiteral("…"));
    add(out, path, SchemaValidator::tr("must be one of: %1").arg(shown.join(QStringLiteral(", "))));
}

void Check::checkNumber(double number, const QJsonObject &schema, const QString &path,
                        QList<Problem> &out)
{
    const QJsonValue minimum = schema.value(key("minimum"));
    const QJsonValue maximum = schema.value(key("maximum"));
    const QJsonValue exclusiveMinimum = schema.value(key("exclusiveMinimum"));
    const QJsonValue exclusiveMaximum = schema.value(key("exclusiveMaximum"));
    // Draft 4 wrote an exclusive bound as a flag beside the bound.
    const bool minimumExclusive = exclusiveMinimum.isBool() && exclusiveMinimum.toBool();
    const bool maximumExclusive = exclusiveMaximum.isBool() && exclusiveMaximum.toBool();
    if (minimum.isDouble()) {
        const double bound = minimum.toDouble();
        if (minimumExclusive ? number <= bound : number < bound)
            add(out, path,
                minimumExclusive
                    ? SchemaValidator::tr("must be more than %1").arg(numberText(bound))
                    : SchemaValidator::tr("must be at least %1").arg(numberText(bound)));
    }
    if (maximum.isDouble()) {
        const double bound = maximum.toDouble();
        if (maximumExclusive ? number >= bound : number > bound)
            add(out, path,
                maximumExclusive
                    ? SchemaValidator::tr("must be less than %1").arg(numberText(bound))
                    : SchemaValidator::tr("must be at most %1").arg(numberText(bound)));
    }
    if (exclusiveMinimum.isDouble() && number <= exclusiveMinimum.toDouble())
        add(out, path,
            SchemaValidator::tr("must be more than %1")
                .arg(numberText(exclusiveMinimum.toDouble())));
    if (exclusiveMaximum.isDouble() && number >= exclusiveMaximum.toDouble())
        add(out, path,
            SchemaValidator::tr("must be less than %1")
                .arg(numberText(exclusiveMaximum.toDouble())));
    const QJsonValue multipleOf = schema.value(key("multipleOf"));
    if (multipleOf.isDouble() && multipleOf.toDouble() > 0) {
        const double quotient = number / multipleOf.toDouble();
        // 0.3 is a multiple of 0.1, though not in binary floating point.
        if (std::isfinite(quotient)
            && std::fabs(quotient - std::round(quotient))
                > 1e-9 * std::max(1.0, std::fabs(quotient)))
            add(out, path,
                SchemaValidator::tr("must be a multiple of %1")
                    .arg(numberText(multipleOf.toDouble())));
    }
}

void Check::checkString(const QString &text, const QJsonObject &schema, const QString &path,
                        QList<Problem> &out)
{
    const QJsonValue minLength = schema.value(key("minLength"));
    const QJsonValue maxLength = schema.value(key("maxLength"));
    if (minLength.isDouble() || maxLength.isDouble()) {
        const qsizetype length = codePoints(text);
        if (minLength.isDouble() && double(length) < minLength.toDouble())
            add(out, path,
                SchemaValidator::tr("must be at least %n character(s) long", nullptr,
                                    clampedCount(minLength.toDouble())));
        if (maxLength.isDouble() && double(length) > maxLength.toDouble())
            add(out, path,
                SchemaValidator::tr("must be at most %n character(s) long", nullptr,
                                    clampedCount(maxLength.toDouble())));
    }
    const QJsonValue patternText = schema.value(key("pattern"));
    if (!patternText.isString())
        return;
    const QRegularExpression *expression = pattern(patternText.toString());
    // A pattern that cannot be read (or is absurdly long) is the schema's
    // fault, not the value's: the server will judge the value itself.
    if (!expression)
        return;
    if (text.size() > SchemaValidator::MaxPatternSubject) {
        add(out, path,
            SchemaValidator::tr("is too long to be checked against its pattern (at most %n "
                                "characters)",
                                nullptr, int(SchemaValidator::MaxPatternSubject)));
        return;
    }
    if (!expression->match(text).hasMatch())
        add(out, path,
            SchemaValidator::tr("does not match the pattern %1")
                .arg(quoted(patternText.toString())));
}

const QRegularExpression *Check::pattern(const QString &text)
{
    if (text.size() > SchemaValidator::MaxPatternLength)
        return nullptr;
    auto found = m_patterns.find(text);
    if (found == m_patterns.end())
        found = m_patterns.insert(text, QRegularExpression(text));
    return found->isValid() ? &*found : nullptr;
}

void Check::checkArray(const QJsonArray &array, const QJsonObject &schema, const QString &path,
                       int depth, QList<Problem> &out)
{
    const QJsonValue minItems = schema.value(key("minItems"));
    const QJsonValue maxItems = schema.value(key("maxItems"));
    if (minItems.isDouble() && double(array.size()) < minItems.toDouble())
        add(out, path,
            SchemaValidator::tr("needs at least %n item(s)", nullptr,
                                clampedCount(minItems.toDouble())));
    if (maxItems.isDouble() && double(array.size()) > maxItems.toDouble())
        add(out, path,
            SchemaValidator::tr("may have at most %n item(s)", nullptr,
                                clampedCount(maxItems.toDouble())));
    // The schemas of the first items by position: `prefixItems`, or draft
    // 4's array form of `items`; then one schema for every item after them.
    QJsonArray positional = schema.value(key("prefixItems")).toArray();
    QJsonValue rest = schema.value(key("items"));
    if (rest.isArray()) {
        positional = rest.toArray();
        rest = schema.value(key("additionalItems"));
    }
    for (qsizetype i = 0; i < array.size() && !full(out); ++i) {
        const QJsonValue itemSchema = i < positional.size() ? positional.at(i) : rest;
        if (!itemSchema.isUndefined())
            run(array.at(i), itemSchema, SchemaValidator::childPath(path, i), depth + 1, out);
    }
    if (schema.value(key("uniqueItems")).toBool()) {
        // Compact JSON of each item: QJsonObject sorts its keys, so equal
        // values are equal bytes, and the check stays linear.
        QSet<QByteArray> seen;
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QByteArray item
                = QJsonDocument(QJsonArray {array.at(i)}).toJson(QJsonDocument::Compact);
            if (seen.contains(item)) {
                add(out, SchemaValidator::childPath(path, i),
                    SchemaValidator::tr("repeats an earlier item; the items must differ"));
                break;
            }
            seen.insert(item);
        }
    }
}

void Check::checkObject(const QJsonObject &object, const QJsonObject &schema, const QString &path,
                        int depth, QList<Problem> &out)
{
    for (const QJsonValue &name : schema.value(key("required")).toArray()) {
        if (name.isString() && !object.contains(name.toString()))
            add(out, SchemaValidator::childPath(path, name.toString()),
                SchemaValidator::tr("required, but not given"));
    }
    const QJsonValue minProperties = schema.value(key("minProperties"));
    const QJsonValue maxProperties = schema.value(key("maxProperties"));
    if (minProperties.isDouble() && double(object.size()) < minProperties.toDouble())
        add(out, path,
            SchemaValidator::tr("needs at least %n member(s)", nullptr,
                                clampedCount(minProperties.toDouble())));
    if (maxProperties.isDouble() && double(object.size()) > maxProperties.toDouble())
        add(out, path,
            SchemaValidator::tr("may have at most %n member(s)", nullptr,
                                clampedCount(maxProperties.toDouble())));
    const QJsonObject properties = schema.value(key("properties")).toObject();
    const QJsonObject patternProperties = schema.value(key("patternProperties")).toObject();
    const QJsonValue other = schema.value(key("additionalProperties"));
    for (auto member = object.begin(); member != object.end() && !full(out); ++member) {
        const QString memberPath = SchemaValidator::childPath(path, member.key());
        bool described = false;
        if (const auto property = properties.constFind(member.key());
            property != properties.constEnd()) {
            described = true;
            run(member.value(), property.value(), memberPath, depth + 1, out);
        }
        for (auto p = patternProperties.begin(); p != patternProperties.end() && !full(out); ++p) {
            const QRegularExpression *expression = pattern(p.key());
            if (expression && expression->match(member.key()).hasMatch()) {
                described = true;
                run(member.value(), p.value(), memberPath, depth + 1, out);
            }
        }
        if (described || other.isUndefined())
            continue;
        if (other.isBool() && !other.toBool())
            add(out, memberPath, SchemaValidator::tr("is not one of this object's properties"));
        else
            run(member.value(), other, memberPath, depth + 1, out);
    }
}

void Check::checkCombinations(const QJsonValue &value, const QJsonObject &schema,
                              const QString &path, int depth, QList<Problem> &out)
{
    for (const QJsonValue &branch : schema.value(key("allOf")).toArray()) {
        if (full(out))
            return;
        run(value, branch, path, depth + 1, out);
    }
    for (const char *keyword : {"anyOf", "oneOf"}) {
        const QJsonValue branches = schema.value(key(keyword));
        if (!branches.isArray() || branches.toArray().isEmpty() || full(out))
            continue;
        QList<QList<Problem>> found;
        const int fitting = tryBranches(value, branches.toArray(), path, depth, found);
        const bool exactlyOne = qstrcmp(keyword, "oneOf") == 0;
        if (fitting == 0) {
            add(out, path,
                SchemaValidator::tr("fits none of the %n allowed form(s)", nullptr,
                                    int(found.size())));
            for (const Problem &problem : closest(found, path))
                add(out, problem.path, problem.message);
        } else if (exactlyOne && fitting > 1) {
            add(out, path,
                SchemaValidator::tr("fits %1 of the allowed forms, but must fit exactly one")
                    .arg(fitting));
        }
    }
    const QJsonValue negated = schema.value(key("not"));
    if (!negated.isUndefined() && !full(out)) {
        QList<Problem> found;
        run(value, negated, path, depth + 1, found);
        if (m_exhausted)
            add(out, path, found.value(0).message);
        else if (found.isEmpty())
            add(out, path, SchemaValidator::tr("has a form this value must not have"));
    }
    const QJsonValue condition = schema.value(key("if"));
    if (!condition.isUndefined() && !full(out)) {
        QList<Problem> found;
        run(value, condition, path, depth + 1, found);
        const QJsonValue then = schema.value(found.isEmpty() ? key("then") : key("else"));
        if (!then.isUndefined())
            run(value, then, path, depth + 1, out);
    }
}

int Check::tryBranches(const QJsonValue &value, const QJsonArray &branches, const QString &path,
                       int depth, QList<QList<Problem>> &found)
{
    int fitting = 0;
    for (const QJsonValue &branch : branches) {
        QList<Problem> problems;
        run(value, branch, path, depth + 1, problems);
        if (problems.isEmpty())
            ++fitting;
        found.append(problems);
        if (m_exhausted)
            break;
    }
    return fitting;
}

QList<Problem> Check::closest(const QList<QList<Problem>> &found, const QString &path)
{
    // A branch whose problems all lie inside the value fits its shape (an
    // object of the right type, say) and shows what is missing in it; one
    // with a problem at the value itself is another kind of value.
    const QList<Problem> *best = nullptr;
    for (const QList<Problem> &problems : found) {
        const bool shapeFits = std::none_of(problems.cbegin(), problems.cend(),
                                            [&](const Problem &p) { return p.path == path; });
        if (shapeFits && (!best || problems.size() < best->size()))
            best = &problems;
    }
    return best ? *best : QList<Problem>();
}

QString escapedStep(QString step)
{
    return step.replace(u'~', QStringLiteral("~0")).replace(u'/', QStringLiteral("~1"));
}

} // namespace

QString SchemaValidator::Problem::text() const
{
    if (path.isEmpty())
        return message;
    return SchemaValidator::tr("%1: %2").arg(TextSafety::shortened(path, 200), message);
}

QList<SchemaValidator::Problem> SchemaValidator::validate(const QJsonValue &value,
                                                          const ValueSchema &schema,
                                                          const ValueSchema &root)
{
    QList<Problem> problems;
    Check check(root);
    check.run(value, schema.json(), QString(), 0, problems);
    // Branches cut short say nothing true about the value ("fits none of
    // the forms"): the bound met is the one thing to say.
    if (check.exhausted())
        return {{QString(), Check::tooMuchWork()}};
    return problems;
}

QString SchemaValidator::childPath(const QString &path, const QString &name)
{
    return path + u'/' + escapedStep(name);
}

QString SchemaValidator::childPath(const QString &path, qsizetype index)
{
    return path + u'/' + QString::number(index);
}

QStringList SchemaValidator::steps(const QString &path)
{
    QStringList steps = path.split(u'/');
    // A pointer starts with "/": what stands before it is no step.
    steps.removeFirst();
    for (QString &step : steps)
        step.replace(QStringLiteral("~1"), QStringLiteral("/"))
            .replace(QStringLiteral("~0"), QStringLiteral("~"));
    return steps;
}

} // namespace Toolshelf
