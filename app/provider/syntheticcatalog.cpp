// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "syntheticcatalog.h"

#include "tool/parametertype.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <array>
#include <numeric>
#include <span>

namespace Toolshelf {

namespace {

// splitmix64: tiny, fast and the same on every platform and Qt version, which
// QRandomGenerator's algorithms do not promise.
constexpr quint64 Golden = 0x9e3779b97f4a7c15ULL;

constexpr quint64 finalize(quint64 z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

class Random
{
public:
    explicit Random(quint64 seed)
        : m_state(seed)
    { }
    quint64 next() { return finalize(m_state += Golden); }
    int below(int bound) { return static_cast<int>(next() % static_cast<quint64>(bound)); }
    bool chance(int percent) { return below(100) < percent; }

private:
    quint64 m_state;
};

// Independent streams per purpose, so changing how one part of a tool is
// drawn leaves the others (above all the toolId) unchanged.
enum class Stream : quint64 { Id = 1, Shape = 2, Values = 3, Names = 4 };

quint64 streamSeed(quint64 seed, Stream stream, quint64 index)
{
    return finalize(finalize(seed + static_cast<quint64>(stream) * Golden) ^ finalize(index));
}

constexpr const char *TagWords[] = {
    "billing",   "crm",        "logistics",  "healthcare", "travel",      "weather",
    "hr",        "finance",    "support",    "inventory",  "marketing",   "analytics",
    "security",  "scheduling", "compliance", "sales",      "procurement", "insurance",
    "education", "retail",     "legal",      "energy",     "real-estate", "media",
};

// %1 is the plural object, %2 the tool's first tag.
constexpr const char *Hints[] = {
    "Use it when the user asks about %1 and the answer must come from the %2 system rather "
    "than from memory.",
    "It returns structured data you can quote to the user; never invent values it did not "
    "return.",
    "Call it before any decision that depends on the current state of %1.",
    "Prefer it over general web search whenever %1 from the %2 system are involved.",
    "Ask the user for any required input you cannot infer from the conversation before "
    "calling it.",
    "Results reflect the %2 system at the moment of the call and may change afterwards.",
};

struct Choice
{
    const char *name;
    const char *description;
};

constexpr Choice Priorities[] = {{"LOW", "Handle when convenient; there is no deadline."},
                                 {"NORMAL", "Handle within one business day."},
                                 {"HIGH", "Handle within four hours."},
                                 {"URGENT", "Handle immediately and page the on-call team."}};
constexpr Choice Currencies[]
    = {{"USD", "United States dollars."}, {"EUR", "Euros."}, {"GBP", "Pounds sterling."}};
constexpr Choice Regions[] = {{"NORTH_AMERICA", "The United States, Canada and Mexico."},
                              {"EUROPE", "The European Economic Area and the United Kingdom."},
                              {"ASIA_PACIFIC", "Asia, Australia and New Zealand."}};
constexpr Choice SortOrders[] = {{"NEWEST_FIRST", "Most recently changed records first."},
                                 {"OLDEST_FIRST", "Least recently changed records first."}};
constexpr Choice States[] = {{"ACTIVE", "The record is in use."},
                             {"SUSPENDED", "The record is temporarily on hold."},
                             {"CLOSED", "The record is closed and read-only."}};

using T = ParameterType;

struct Template
{
    const char *name;
    ParameterType type;
    const char *description;
    // 0 keeps the draft's default of 65535 (the field is left out).
    qint64 max = 0;
    std::span<const Choice> choices = {};
    // What a string output returns; %1 becomes a number drawn for the tool.
    const char *sample = nullptr;
};

constexpr Template InputPool[] = {
    {"account_id", T::String, "The customer account identifier, for example ACC-104233."},
    {"customer_email", T::String, "The customer's email address, e.g. jane@example.com."},
    {"city", T::String, "The city name, for example Boston or Los Angeles."},
    {"search_query", T::String, "Free-text search terms, matched against names and notes."},
    {"reference_code", T::String, "The reference code on the document, e.g. REF-2291."},
    {"notes", T::String, "A short note in plain English to store with the record."},
    {"postal_code", T::String, "The postal or ZIP code, for example 02139."},
    {"start_date", T::String, "The first day to include, as an ISO 8601 date."},
    {"limit", T::Int, "The maximum number of results to return.", 100},
    {"days_ahead", T::Int, "How many days into the future to look.", 30},
    {"page_size", T::Int, "How many records to return per page.", 500},
    {"minimum_amount", T::Int, "Only include records worth at least this many cents."},
    {"include_archived", T::Boolean, "Whether archived records are included."},
    {"dry_run", T::Boolean, "When true, validate the request without changing anything."},
    {"notify_customer", T::Boolean, "Whether to email the customer a confirmation."},
    {"priority", T::Enum, "How urgently the request should be handled.", 0, Priorities},
    {"currency", T::Enum, "The currency that amounts are expressed in.", 0, Currencies},
    {"region", T::Enum, "The geographic region to restrict results to.", 0, Regions},
    {"sort_order", T::Enum, "The order in which results are returned.", 0, SortOrders},
};

constexpr Template OutputPool[] = {
    {"summary",
     T::String,
     "A one-paragraph plain-English summary of the result.",
     0,
     {},
     "Completed successfully; %1 matching records were found."},
    {"confirmation_code", T::String, "A code the user can quote to support.", 0, {}, "CONF-%1"},
    {"record_url",
     T::String,
     "A link to the record in the web console.",
     0,
     {},
     "https://console.example.com/records/%1"},
    {"total_count", T::Int, "How many records matched the request."},
    {"amount_cents", T::Int, "The total amount in cents."},
    {"estimated_days", T::Int, "The estimated number of days until completion."},
    {"is_available", T::Boolean, "Whether the requested item is currently available."},
    {"was_updated", T::Boolean, "Whether the call changed any record."},
    {"details", T::Json, "The full record as a JSON object."},
    {"items", T::Json, "The matching records as a JSON object keyed by record id."},
    {"metadata", T::Json, "Paging and provenance information as a JSON object."},
    {"state", T::Enum, "The lifecycle state of the record.", 0, States},
};

constexpr int MaxBaseInputs = 4;
constexpr int MaxBaseOutputs = 3;
constexpr int MaxExtraTags = 2;
// The last 12 hex digits of a toolId hold the index.
constexpr qsizetype MaxTools = qsizetype(1) << 48;

QString latin(const char *text)
{
    return QString::fromLatin1(text);
}

void putHex(QChar *out, quint64 value, int digits)
{
    for (int i = digits - 1; i >= 0; --i, value >>= 4)
        out[i] = QLatin1Char("0123456789abcdef"[value & 0xf]);
}

// One input or output: a pool template or, once many versions have used the
// pool up, a numbered string extra.
struct Parameter
{
    const Template *pattern;
    int extra;
    bool required;

    QString name(bool input) const
    {
        if (pattern)
            return latin(pattern->name);
        return (input ? QStringLiteral("extra_filter_") : QStringLiteral("extra_field_"))
            + QString::number(extra);
    }
};

QJsonObject buildParameterJson(const Parameter &parameter, bool input)
{
    const QString name = parameter.name(input);
    const Template *pattern = parameter.pattern;
    const QString number = QString::number(parameter.extra);
    const QString description = pattern ? latin(pattern->description)
        : input ? QStringLiteral("Optional exact-match filter on record attribute ") + number
            + QStringLiteral("; leave it out to match every record.")
                : QStringLiteral("Record attribute ") + number
            + QStringLiteral(", returned to clients of newer versions.");
    QJsonObject object {
        {QStringLiteral("id"), QString(name).replace(QLatin1Char('_'), QLatin1Char('-'))},
        {QStringLiteral("name"), name},
        {QStringLiteral("type"), parameterTypeName(pattern ? pattern->type : T::String)},
        {QStringLiteral("description"), description}};
    if (input)
        object.insert(QStringLiteral("required"), parameter.required);
    if (pattern && pattern->max > 0)
        object.insert(QStringLiteral("max"), pattern->max);
    if (pattern && !pattern->choices.empty()) {
        QJsonArray values;
        for (const Choice &choice : pattern->choices)
            values.append(QJsonObject {{QStringLiteral("name"), latin(choice.name)},
                                       {QStringLiteral("description"), latin(choice.description)}});
        object.insert(QStringLiteral("allowed-values"), values);
    }
    return object;
}

// Pool parameters are the same in every tool: building each once and sharing
// it (QJsonObject is implicitly shared, also across threads) halves the cost
// of a signature.
QJsonObject parameterJson(const Parameter &parameter, bool input)
{
    struct Cache
    {
        std::array<std::array<QJsonObject, 2>, std::size(InputPool)> inputs;
        std::array<QJsonObject, std::size(OutputPool)> outputs;
    };
    static const Cache cache = [] {
        Cache built;
        for (std::size_t i = 0; i < std::size(InputPool); ++i) {
            built.inputs[i][0] = buildParameterJson({&InputPool[i], 0, false}, true);
            built.inputs[i][1] = buildParameterJson({&InputPool[i], 0, true}, true);
        }
        for (std::size_t i = 0; i < std::size(OutputPool); ++i)
            built.outputs[i] = buildParameterJson({&OutputPool[i], 0, false}, false);
        return built;
    }();
    if (!parameter.pattern)
        return buildParameterJson(parameter, input);
    if (input)
        return cache.inputs[static_cast<std::size_t>(parameter.pattern - std::begin(InputPool))]
                           [parameter.required ? 1 : 0];
    return cache.outputs[static_cast<std::size_t>(parameter.pattern - std::begin(OutputPool))];
}

// Draws one tool. The stream is consumed in a fixed order (tags, hint, pools,
// base sizes, required flags, then one draw per added version), so version k
// is always the base plus the first k-1 additions, whichever version is asked.
class ToolGenerator
{
public:
    ToolGenerator(const SyntheticCatalog &catalog, qsizetype index,
                  const SyntheticNames::Parts &parts, qint64 version)
        : m_catalog(catalog)
        , m_index(index)
        , m_parts(parts)
        , m_name(catalog.nameAt(index))
        , m_valueSeed(streamSeed(catalog.seed(), Stream::Values, static_cast<quint64>(index)))
    {
        Random random(streamSeed(catalog.seed(), Stream::Shape, static_cast<quint64>(index)));
        const int tags = catalog.tagCount();
        // The first tag cycles through all of them, so every tag is used.
        const int first = static_cast<int>(index % tags);
        m_tags.append(catalog.tagName(first));
        const int extraTags = std::min(random.below(MaxExtraTags + 1), tags - 1);
        int previous = 0;
        for (int i = 0; i < extraTags; ++i) {
            // Distinct offsets in 1..tags-1 keep the tags distinct.
            int offset = 1 + random.below(tags - 1 - i);
            if (i == 1 && offset >= previous)
                ++offset;
            previous = offset;
            m_tags.append(catalog.tagName((first + offset) % tags));
        }
        m_hint = random.below(static_cast<int>(std::size(Hints)));

        std::array<int, std::size(InputPool)> inputs {};
        std::array<int, std::size(OutputPool)> outputs {};
        shuffle(inputs, random);
        shuffle(outputs, random);
        m_baseInputs = 1 + random.below(MaxBaseInputs);
        m_baseOutputs = 1 + random.below(MaxBaseOutputs);
        std::array<bool, MaxBaseInputs> required {};
        for (bool &flag : required)
            flag = random.chance(60);
        for (int i = 0; i < m_baseInputs; ++i)
            m_inputs.append({&InputPool[inputs[i]], 0, i == 0 || required[i]});
        for (int i = 0; i < m_baseOutputs; ++i)
            m_outputs.append({&OutputPool[outputs[i]], 0, true});

        // A newer version only ever adds one optional input or one output.
        for (qint64 v = 2; v <= version; ++v) {
            const bool input = random.chance(50);
            m_addedInput.append(input);
            QList<Parameter> &list = input ? m_inputs : m_outputs;
            const qsizetype used = list.size();
            const qsizetype poolSize = input ? qsizetype(inputs.size()) : qsizetype(outputs.size());
            if (used < poolSize)
                list.append(
                    {input ? &InputPool[inputs[used]] : &OutputPool[outputs[used]], 0, false});
            else
                list.append({nullptr, static_cast<int>(used - poolSize + 1), false});
        }
    }

    QJsonObject signature(qint64 version) const
    {
        const auto [inputCount, outputCount] = sizes(version);
        QJsonArray inputs;
        for (qsizetype i = 0; i < inputCount; ++i)
            inputs.append(parameterJson(m_inputs.at(i), true));
        QJsonArray outputs;
        for (qsizetype i = 0; i < outputCount; ++i)
            outputs.append(parameterJson(m_outputs.at(i), false));
        return {{QStringLiteral("toolId"), m_catalog.toolIdAt(m_index)},
                {QStringLiteral("name"), m_name},
                {QStringLiteral("description"), description(version)},
                {QStringLiteral("version"), version},
                {QStringLiteral("currentVersion"), m_catalog.versionsPerTool()},
                {QStringLiteral("tags"), QJsonArray::fromStringList(m_tags)},
                {QStringLiteral("input_parameters"), inputs},
                {QStringLiteral("output_parameters"), outputs}};
    }

    QJsonObject behaviour(qint64 version) const
    {
        QJsonObject values;
        const qsizetype outputCount = sizes(version).second;
        for (qsizetype i = 0; i < outputCount; ++i)
            values.insert(m_outputs.at(i).name(false), sampleValue(m_outputs.at(i), i));
        const QString summary = QStringLiteral("Succeeds with fixed sample outputs for version ")
            + QString::number(version) + QStringLiteral(" of ") + m_name + QLatin1Char('.');
        return {{QStringLiteral("summary"), summary},
                {QStringLiteral("default"), QJsonObject {{QStringLiteral("outputs"), values}}}};
    }

    QString description(qint64 version) const
    {
        const QString words = latin(m_parts.noun).replace(QLatin1Char('_'), QLatin1Char(' '));
        const QString plural = words + QLatin1Char('s');
        const bool vowel = QStringView(u"aeiou").contains(words.front());
        const QString object = m_parts.pluralObject ? plural
            : vowel                                 ? QStringLiteral("an ") + words
                                                    : QStringLiteral("a ") + words;
        QString text = QStringLiteral("Invoke this tool to ") + latin(m_parts.verbPhrase)
            + QLatin1Char(' ') + object + QLatin1Char(' ') + latin(m_parts.qualifierPhrase)
            + QStringLiteral(". ");
        text += latin(Hints[m_hint])
                    .replace(QLatin1String("%1"), plural)
                    .replace(QLatin1String("%2"), m_tags.first());
        // Descriptions may change between versions; say what this one added.
        if (version > 1) {
            const auto [inputs, outputs] = sizes(version);
            const bool input = m_addedInput.at(version - 2);
            const Parameter &added = input ? m_inputs.at(inputs - 1) : m_outputs.at(outputs - 1);
            text += QStringLiteral(" Version ") + QString::number(version)
                + (input ? QStringLiteral(" adds the optional ") : QStringLiteral(" adds the "))
                + added.name(input)
                + (input ? QStringLiteral(" input.") : QStringLiteral(" output."));
        }
        return text;
    }

private:
    template<std::size_t Size> static void shuffle(std::array<int, Size> &order, Random &random)
    {
        std::iota(order.begin(), order.end(), 0);
        for (int i = static_cast<int>(Size) - 1; i > 0; --i)
            std::swap(order[i], order[random.below(i + 1)]);
    }

    std::pair<qsizetype, qsizetype> sizes(qint64 version) const
    {
        qsizetype inputs = m_baseInputs;
        qsizetype outputs = m_baseOutputs;
        for (qint64 v = 2; v <= version; ++v)
            ++(m_addedInput.at(v - 2) ? inputs : outputs);
        return {inputs, outputs};
    }

    // Drawn per output position, so a value stays the same in every version.
    QJsonValue sampleValue(const Parameter &output, qsizetype position) const
    {
        Random random(m_valueSeed + static_cast<quint64>(position) * Golden);
        const int number = 1 + random.below(999);
        if (!output.pattern)
            return QString(QStringLiteral("Sample value ") + QString::number(number));
        switch (output.pattern->type) {
        case T::Int:
            return number;
        case T::Boolean:
            return random.chance(50);
        case T::Enum:
            return latin(output.pattern
                             ->choices[static_cast<std::size_t>(
                                 random.below(static_cast<int>(output.pattern->choices.size())))]
                             .name);
        case T::Json:
            return QJsonObject {
                {QStringLiteral("reference"),
                 QString(latin(m_parts.noun) + QLatin1Char('-') + QString::number(number))},
                {QStringLiteral("count"), number % 20},
                {QStringLiteral("source"), m_tags.first()}};
        default:
            return latin(output.pattern->sample)
                .replace(QLatin1String("%1"), QString::number(number));
        }
    }

    const SyntheticCatalog &m_catalog;
    qsizetype m_index;
    SyntheticNames::Parts m_parts;
    QString m_name;
    quint64 m_valueSeed;
    QStringList m_tags;
    int m_hint = 0;
    int m_baseInputs = 0;
    int m_baseOutputs = 0;
    QList<Parameter> m_inputs;
    QList<Parameter> m_outputs;
    QList<bool> m_addedInput;
};

bool writeJson(QSaveFile &file, const QByteArray &bytes)
{
    return file.write(bytes) == bytes.size();
}

} // namespace

SyntheticCatalog::SyntheticCatalog(qsizetype tools, int tags, int versionsPerTool, quint64 seed)
    : m_tools(std::clamp<qsizetype>(tools, 0, MaxTools))
    , m_tags(std::max(tags, 1))
    , m_versions(std::max(versionsPerTool, 1))
    , m_seed(seed)
    , m_names(Random(streamSeed(seed, Stream::Names, 0)).next(),
              Random(streamSeed(seed, Stream::Names, 1)).next())
{ }

QString SyntheticCatalog::slug() const
{
    return QStringLiteral("synthetic");
}

QString SyntheticCatalog::displayName() const
{
    // Catalog data, like a vendor's name: the same whatever the user's language.
    return QStringLiteral("Synthetic catalog (%1 tools)").arg(m_tools);
}

qsizetype SyntheticCatalog::toolCount() const
{
    return m_tools;
}

QJsonObject SyntheticCatalog::currentAt(qsizetype index) const
{
    if (index < 0 || index >= m_tools)
        return {};
    const ToolGenerator tool(*this, index, m_names.parts(index), m_versions);
    return tool.signature(m_versions);
}

QList<QJsonObject> SyntheticCatalog::versions(const QString &toolId) const
{
    const qsizetype index = indexOf(toolId);
    if (index < 0)
        return {};
    const ToolGenerator tool(*this, index, m_names.parts(index), m_versions);
    QList<QJsonObject> history;
    history.reserve(m_versions);
    for (qint64 version = m_versions; version >= 1; --version)
        history.append(tool.signature(version));
    return history;
}

QJsonObject SyntheticCatalog::behaviour(const QString &toolId, qint64 version) const
{
    const qsizetype index = indexOf(toolId);
    if (index < 0 || version < 1 || version > m_versions)
        return {};
    const ToolGenerator tool(*this, index, m_names.parts(index), version);
    return tool.behaviour(version);
}

QString SyntheticCatalog::toolIdAt(qsizetype index) const
{
    Random random(streamSeed(m_seed, Stream::Id, static_cast<quint64>(index)));
    const quint64 high = random.next();
    const quint64 low = random.next();
    QString id(36, Qt::Uninitialized);
    QChar *out = id.data();
    putHex(out, high >> 16, 8);
    out[8] = QLatin1Char('-');
    putHex(out + 9, high & 0xffff, 4);
    out[13] = QLatin1Char('-');
    out[14] = QLatin1Char('4'); // version 4
    putHex(out + 15, low, 3);
    out[18] = QLatin1Char('-');
    putHex(out + 19, 0x8 | ((low >> 12) & 0x3), 1); // variant 10xx
    putHex(out + 20, low >> 14, 3);
    out[23] = QLatin1Char('-');
    putHex(out + 24, static_cast<quint64>(index), 12);
    return id;
}

qsizetype SyntheticCatalog::indexOf(const QString &toolId) const
{
    if (toolId.size() != 36)
        return -1;
    quint64 index = 0;
    for (qsizetype i = 24; i < 36; ++i) {
        const char16_t c = toolId.at(i).unicode();
        if (c >= u'0' && c <= u'9')
            index = index * 16 + (c - u'0');
        else if (c >= u'a' && c <= u'f')
            index = index * 16 + (c - u'a' + 10);
        else
            return -1;
    }
    if (index >= static_cast<quint64>(m_tools))
        return -1;
    // The other digits must be the ones this seed gives that index.
    const auto candidate = static_cast<qsizetype>(index);
    return toolIdAt(candidate) == toolId ? candidate : -1;
}

QString SyntheticCatalog::nameAt(qsizetype index) const
{
    return m_names.name(index);
}

qsizetype SyntheticCatalog::indexOfName(const QString &name) const
{
    const qsizetype index = m_names.indexOf(name);
    return index < m_tools ? index : -1;
}

QString SyntheticCatalog::descriptionAt(qsizetype index) const
{
    if (index < 0 || index >= m_tools)
        return {};
    return ToolGenerator(*this, index, m_names.parts(index), m_versions).description(m_versions);
}

QString SyntheticCatalog::tagName(int tag) const
{
    const QString word = latin(TagWords[tag % std::size(TagWords)]);
    const int round = tag / static_cast<int>(std::size(TagWords));
    return round == 0 ? word : word + QLatin1Char('-') + QString::number(round + 1);
}

int SyntheticCatalog::indexOfTag(QStringView name) const
{
    // "billing-3" is round 3 of "billing"; "real-estate" holds a dash but no round.
    int round = 0;
    QStringView word = name;
    const qsizetype dash = name.lastIndexOf(u'-');
    if (dash >= 0) {
        bool ok = false;
        const QStringView suffix = name.mid(dash + 1);
        const int number = suffix.toInt(&ok);
        if (ok && number >= 2 && suffix == QString::number(number)) {
            round = number - 1;
            word = name.first(dash);
        }
    }
    for (std::size_t i = 0; i < std::size(TagWords); ++i) {
        if (word != QLatin1StringView(TagWords[i]))
            continue;
        const qint64 tag = qint64(round) * qint64(std::size(TagWords)) + qint64(i);
        return tag < m_tags ? int(tag) : -1;
    }
    return -1;
}

bool SyntheticCatalog::writeCatalogDirectory(const SyntheticCatalog &catalog, const QString &dir,
                                             QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!QDir().mkpath(dir))
        return fail(tr("cannot create the directory %1").arg(QDir::toNativeSeparators(dir)));

    // Several files of a bounded size: one file of 100,000 tools would be far
    // larger than a catalog loader accepts as one JSON document.
    const qsizetype fileCount
        = std::max<qsizetype>(1, (catalog.m_tools + ToolsPerFile - 1) / ToolsPerFile);
    for (qsizetype file = 0; file < fileCount; ++file) {
        const QString name = QStringLiteral("tools-%1.json").arg(file + 1, 5, 10, QLatin1Char('0'));
        QSaveFile tools(QDir(dir).filePath(name));
        bool ok = tools.open(QIODevice::WriteOnly) && writeJson(tools, QByteArrayLiteral("[\n"));
        const qsizetype first = file * ToolsPerFile;
        const qsizetype end = std::min(catalog.m_tools, first + ToolsPerFile);
        for (qsizetype index = first; ok && index < end; ++index) {
            const ToolGenerator tool(catalog, index, catalog.m_names.parts(index),
                                     catalog.m_versions);
            for (qint64 version = 1; ok && version <= catalog.m_versions; ++version) {
                QJsonObject object = tool.signature(version);
                object.insert(QStringLiteral("x-behaviour"), tool.behaviour(version));
                if (index > first || version > 1)
                    ok = writeJson(tools, QByteArrayLiteral(",\n"));
                ok = ok && writeJson(tools, QJsonDocument(object).toJson(QJsonDocument::Compact));
            }
        }
        ok = ok && writeJson(tools, QByteArrayLiteral("\n]\n")) && tools.commit();
        if (!ok)
            return fail(QDir::toNativeSeparators(tools.fileName()) + QStringLiteral(": ")
                        + tools.errorString());
    }

    QSaveFile provider(QDir(dir).filePath(QStringLiteral("provider.json")));
    const QString description
        = QStringLiteral("Generated tools for tests and benchmarks: %1 tools across %2 tags, %3 "
                         "versions each, seed %4.")
              .arg(catalog.m_tools)
              .arg(catalog.m_tags)
              .arg(catalog.m_versions)
              .arg(catalog.m_seed);
    const QJsonObject about {{QStringLiteral("name"), catalog.displayName()},
                             {QStringLiteral("description"), description}};
    if (!provider.open(QIODevice::WriteOnly) || !writeJson(provider, QJsonDocument(about).toJson())
        || !provider.commit())
        return fail(QDir::toNativeSeparators(provider.fileName()) + QStringLiteral(": ")
                    + provider.errorString());
    return true;
}

} // namespace Toolshelf
