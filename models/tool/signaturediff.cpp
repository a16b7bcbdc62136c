// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tool/signaturediff.h"

#include "core/jsonpath.h"
#include "tool/schemadiff.h"

#include <algorithm>

namespace Toolshelf {

namespace {

using Kind = SignatureChange::Kind;

QString inputsPath(qsizetype i)
{
    return JsonPath::index(JsonPath::member(JsonPath::root(), QStringLiteral("input_parameters")),
                           i);
}

QString outputsPath(qsizetype i)
{
    return JsonPath::index(JsonPath::member(JsonPath::root(), QStringLiteral("output_parameters")),
                           i);
}

template<typename Parameter, typename Same>
qsizetype findParameter(const QList<Parameter> &list, const Parameter &wanted, Same same)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (same(list.at(i), wanted))
            return i;
    }
    return -1;
}

// Pairs up the parameters of two versions: each older one is removed or
// matched (with its index in the newer list), each unmatched newer one added.
template<typename Parameter, typename Same, typename Removed, typename Matched, typename Added>
void matchParameters(const QList<Parameter> &older, const QList<Parameter> &newer, Same same,
                     Removed removed, Matched matched, Added added)
{
    for (qsizetype i = 0; i < older.size(); ++i) {
        const qsizetype j = findParameter(newer, older.at(i), same);
        if (j < 0)
            removed(older.at(i), i);
        else
            matched(older.at(i), newer.at(j), j);
    }
    for (qsizetype j = 0; j < newer.size(); ++j) {
        if (findParameter(older, newer.at(j), same) < 0)
            added(newer.at(j), j);
    }
}

bool sameInput(const InputParameter &a, const InputParameter &b)
{
    return !a.id.isEmpty() ? a.id == b.id : a.name == b.name;
}

bool sameOutput(const OutputParameter &a, const OutputParameter &b)
{
    return !a.id.isEmpty() && !b.id.isEmpty() ? a.id == b.id : a.name == b.name;
}

QString typeText(ParameterType type, const QString &unknownName)
{
    return type == ParameterType::Unknown ? unknownName : parameterTypeName(type);
}

class DiffBuilder
{
public:
    QList<SignatureChange> changes;

    void add(Kind kind, const QString &path, const QString &before, const QString &after,
             std::optional<Rule> breaks, const QString &summary)
    {
        changes.append({kind, path, before, after, breaks, summary});
    }

    void compareText(Kind kind, const QString &path, const QString &before, const QString &after,
                     const QString &summary)
    {
        if (before != after)
            add(kind, path, before, after, std::nullopt, summary);
    }

    void compareAllowedValues(const QString &path, const QString &parameter,
                              const QList<AllowedValue> &older, const QList<AllowedValue> &newer,
                              bool isInput)
    {
        const QString key = QStringLiteral("allowed-values");
        for (const AllowedValue &old : older) {
            const auto match
                = std::find_if(newer.cbegin(), newer.cend(),
                               [&](const AllowedValue &v) { return v.name == old.name; });
            if (match == newer.cend()) {
                // Removing a value an LLM may still send breaks callers.
                add(Kind::EnumValueRemoved, JsonPath::member(path, key), old.name, {},
                    isInput ? std::optional(Rule::CompatInputNarrowed) : std::nullopt,
                    SignatureDiff::tr("value %1 of \"%2\" was removed").arg(old.name, parameter));
            } else {
                compareText(Kind::EnumValueDescriptionChanged,
                            JsonPath::index(JsonPath::member(path, key), match - newer.cbegin()),
                            old.description, match->description,
                            SignatureDiff::tr("description of value %1 of \"%2\" changed")
                                .arg(old.name, parameter));
            }
        }
        for (qsizetype i = 0; i < newer.size(); ++i) {
            const QString &name = newer.at(i).name;
            if (std::none_of(older.cbegin(), older.cend(),
                             [&](const AllowedValue &v) { return v.name == name; })) {
                add(Kind::EnumValueAdded, JsonPath::index(JsonPath::member(path, key), i), {}, name,
                    std::nullopt,
                    SignatureDiff::tr("value %1 of \"%2\" was added").arg(name, parameter));
            }
        }
    }

    void compareInput(const InputParameter &old, const InputParameter &now, const QString &path)
    {
        const QString &label = old.name;
        if (old.name != now.name) {
            add(Kind::InputRenamed, JsonPath::member(path, QStringLiteral("name")), old.name,
                now.name, Rule::CompatInputRenamed,
                SignatureDiff::tr("input \"%1\" was renamed to \"%2\"").arg(old.name, now.name));
        }
        if (old.type != now.type || old.unknownTypeName != now.unknownTypeName) {
            const QString before = typeText(old.type, old.unknownTypeName);
            const QString after = typeText(now.type, now.unknownTypeName);
            add(Kind::InputTypeChanged, JsonPath::member(path, QStringLiteral("type")), before,
                after, Rule::CompatInputTypeChanged,
                SignatureDiff::tr("input \"%1\" changed type from %2 to %3")
                    .arg(label, before, after));
        }
        if (old.required != now.required) {
            add(Kind::InputRequiredChanged, JsonPath::member(path, QStringLiteral("required")),
                old.required ? QStringLiteral("true") : QStringLiteral("false"),
                now.required ? QStringLiteral("true") : QStringLiteral("false"),
                now.required ? std::optional(Rule::CompatInputRequired) : std::nullopt,
                now.required ? SignatureDiff::tr("input \"%1\" became required").arg(label)
                             : SignatureDiff::tr("input \"%1\" became optional").arg(label));
        }
        if (old.type == ParameterType::Int && now.type == ParameterType::Int
            && old.max != now.max) {
            add(Kind::InputMaxChanged, JsonPath::member(path, QStringLiteral("max")),
                QString::number(old.max), QString::number(now.max),
                now.max < old.max ? std::optional(Rule::CompatInputNarrowed) : std::nullopt,
                SignatureDiff::tr("maximum of input \"%1\" changed from %2 to %3")
                    .arg(label, QString::number(old.max), QString::number(now.max)));
        }
        compareText(Kind::InputDescriptionChanged,
                    JsonPath::member(path, QStringLiteral("description")), old.description,
                    now.description,
                    SignatureDiff::tr("description of input \"%1\" changed").arg(label));
        compareAllowedValues(path, label, old.allowedValues, now.allowedValues, true);
    }

    void compareOutput(const OutputParameter &old, const OutputParameter &now, const QString &path)
    {
        if (old.name != now.name) {
            add(Kind::OutputRenamed, JsonPath::member(path, QStringLiteral("name")), old.name,
                now.name, Rule::CompatOutputChanged,
                SignatureDiff::tr("output \"%1\" was renamed to \"%2\"").arg(old.name, now.name));
        }
        if (old.type != now.type || old.unknownTypeName != now.unknownTypeName) {
            const QString before = typeText(old.type, old.unknownTypeName);
            const QString after = typeText(now.type, now.unknownTypeName);
            add(Kind::OutputTypeChanged, JsonPath::member(path, QStringLiteral("type")), before,
                after, Rule::CompatOutputChanged,
                SignatureDiff::tr("output \"%1\" changed type from %2 to %3")
                    .arg(old.name, before, after));
        }
        compareText(Kind::OutputDescriptionChanged,
                    JsonPath::member(path, QStringLiteral("description")), old.description,
                    now.description,
                    SignatureDiff::tr("description of output \"%1\" changed").arg(old.name));
        compareAllowedValues(path, old.name, old.allowedValues, now.allowedValues, false);
    }
};

} // namespace

bool SignatureChange::isInputChange() const
{
    switch (kind) {
    case Kind::InputAdded:
    case Kind::InputRemoved:
    case Kind::InputRenamed:
    case Kind::InputTypeChanged:
    case Kind::InputRequiredChanged:
    case Kind::InputMaxChanged:
    case Kind::InputDescriptionChanged:
        return true;
    case Kind::EnumValueAdded:
    case Kind::EnumValueRemoved:
    case Kind::EnumValueDescriptionChanged:
        return !path.contains(QLatin1String("output_parameters"));
    default:
        return false;
    }
}

QList<SignatureChange> SignatureDiff::compare(const ToolSignature &older,
                                              const ToolSignature &newer,
                                              const ValueSchema *olderInput,
                                              const ValueSchema *newerInput)
{
    DiffBuilder diff;
    const QString root = JsonPath::root();
    if (older.name != newer.name) {
        diff.add(Kind::ToolRenamed, JsonPath::member(root, QStringLiteral("name")), older.name,
                 newer.name, Rule::CompatToolRenamed,
                 tr("the tool was renamed from \"%1\" to \"%2\"").arg(older.name, newer.name));
    }
    diff.compareText(Kind::DescriptionChanged,
                     JsonPath::member(root, QStringLiteral("description")), older.description,
                     newer.description, tr("the tool description changed"));
    diff.compareText(Kind::ImgChanged, JsonPath::member(root, QStringLiteral("img")), older.img,
                     newer.img, tr("the tool image changed"));
    diff.compareText(Kind::TagsChanged, JsonPath::member(root, QStringLiteral("tags")),
                     older.tags.join(QStringLiteral(", ")), newer.tags.join(QStringLiteral(", ")),
                     tr("the tags changed"));

    matchParameters(
        older.inputs, newer.inputs, sameInput,
        [&](const InputParameter &old, qsizetype i) {
            diff.add(Kind::InputRemoved, inputsPath(i), old.name, {}, Rule::CompatInputRemoved,
                     tr("input \"%1\" was removed").arg(old.name));
        },
        [&](const InputParameter &old, const InputParameter &now, qsizetype j) {
            diff.compareInput(old, now, inputsPath(j));
        },
        [&](const InputParameter &now, qsizetype j) {
            diff.add(Kind::InputAdded, inputsPath(j), {}, now.name,
                     now.required ? std::optional(Rule::CompatInputRequired) : std::nullopt,
                     now.required ? tr("required input \"%1\" was added").arg(now.name)
                                  : tr("optional input \"%1\" was added").arg(now.name));
        });
    matchParameters(
        older.outputs, newer.outputs, sameOutput,
        [&](const OutputParameter &old, qsizetype i) {
            diff.add(Kind::OutputRemoved, outputsPath(i), old.name, {}, Rule::CompatOutputRemoved,
                     tr("output \"%1\" was removed").arg(old.name));
        },
        [&](const OutputParameter &old, const OutputParameter &now, qsizetype j) {
            diff.compareOutput(old, now, outputsPath(j));
        },
        [&](const OutputParameter &now, qsizetype j) {
            diff.add(Kind::OutputAdded, outputsPath(j), {}, now.name, std::nullopt,
                     tr("output \"%1\" was added").arg(now.name));
        });
    if (!olderInput || !newerInput)
        return diff.changes;
    // The schemas say all the A2T view of the inputs says, and more.
    diff.changes.removeIf([](const SignatureChange &change) { return change.isInputChange(); });
    diff.changes += SchemaDiff::compare(*olderInput, *newerInput);
    return diff.changes;
}

QList<SignatureChange> SignatureDiff::breaking(const ToolSignature &older,
                                               const ToolSignature &newer,
                                               const ValueSchema *olderInput,
                                               const ValueSchema *newerInput)
{
    QList<SignatureChange> changes = compare(older, newer, olderInput, newerInput);
    changes.removeIf([](const SignatureChange &change) { return !change.isBreaking(); });
    return changes;
}

} // namespace Toolshelf
