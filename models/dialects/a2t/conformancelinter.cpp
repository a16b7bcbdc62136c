// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/conformancelinter.h"

#include "core/jsonpath.h"
#include "core/textsafety.h"
#include "dialects/a2t/descriptionlimits.h"
#include "tool/canonicaljson.h"
#include "tool/signaturediff.h"

#include <QHash>
#include <QMap>
#include <QUrl>
#include <QVarLengthArray>

#include <algorithm>

#include <type_traits>

namespace Toolshelf {

namespace {

constexpr qsizetype ToolNameLimit = DescriptionLimits::ToolNameLimit;
constexpr qsizetype ToolDescriptionLimit = DescriptionLimits::ToolDescriptionLimit;
constexpr qsizetype EnumNameMax = 255; // "a maximum length of 255 characters"
constexpr qsizetype EnumDescriptionMax = DescriptionLimits::EnumDescriptionMax;

qsizetype characterCount(const QString &text)
{
    return DescriptionLimits::characterCount(text);
}

// The name checks run for every tool, parameter and enum value of every
// page, so they are plain loops rather than regular expressions.

bool isLower(QChar c)
{
    return c >= u'a' && c <= u'z';
}

bool isUpper(QChar c)
{
    return c >= u'A' && c <= u'Z';
}

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

// Words of `isWordChar` characters joined by single underscores, starting
// with a letter: snake_case or UPPER_SNAKE_CASE.
template<typename IsLetter> bool isSnake(const QString &name, IsLetter isLetter)
{
    if (name.isEmpty() || !isLetter(name.front()) || name.back() == u'_')
        return false;
    QChar previous;
    for (QChar c : name) {
        if (c == u'_') {
            if (previous == u'_')
                return false;
        } else if (!isLetter(c) && !isDigit(c)) {
            return false;
        }
        previous = c;
    }
    return true;
}

bool isSnakeCase(const QString &name)
{
    return isSnake(name, isLower);
}

bool isUpperSnakeCase(const QString &name)
{
    return isSnake(name, isUpper);
}

bool isUuid(const QString &id)
{
    if (id.size() != 36)
        return false;
    for (qsizetype i = 0; i < id.size(); ++i) {
        const QChar c = id.at(i);
        if (i == 8 || i == 13 || i == 18 || i == 23) {
            if (c != u'-')
                return false;
        } else if (!isDigit(c) && !(c >= u'a' && c <= u'f') && !(c >= u'A' && c <= u'F')) {
            return false;
        }
    }
    return true;
}

// Like text.trimmed().isEmpty(), without making the trimmed copy.
bool isBlank(const QString &text)
{
    return std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.isSpace(); });
}

// Finds repeated names among a tool's tags, parameters or enum values: a
// linear scan over the few a tool has, a hash once there are many (a
// hostile provider's 10,000 tags), and no allocation for the usual case.
template<typename Value> class RepeatFinder
{
public:
    // The value kept with an earlier equal name, or nullptr after keeping
    // `value` for this one. `name` must outlive the finder.
    const Value *seen(QStringView name, Value value)
    {
        if (m_hash.isEmpty()) {
            for (const auto &[earlier, earlierValue] : m_few) {
                if (earlier == name)
                    return &earlierValue;
            }
            if (m_few.size() < FewLimit) {
                m_few.append({name, value});
                return nullptr;
            }
            for (const auto &[earlier, earlierValue] : m_few)
                m_hash.insert(earlier, earlierValue);
        }
        if (const auto found = m_hash.constFind(name); found != m_hash.cend())
            return &found.value();
        m_hash.insert(name, value);
        return nullptr;
    }

private:
    static constexpr qsizetype FewLimit = 16;
    QVarLengthArray<std::pair<QStringView, Value>, FewLimit> m_few;
    QHash<QStringView, Value> m_hash;
};

// Collects the diagnostics of one signature.
class SignatureChecks
{
public:
    SignatureChecks(const QString &path, QList<Diagnostic> &out)
        : m_path(path)
        , m_out(out)
    { }

    void add(Rule rule, const QString &path, const QString &message)
    {
        m_out.append({rule, path, message});
    }

    QString at(const QString &key) const { return JsonPath::member(m_path, key); }

    // `message` is passed in whole (not a subject for a shared sentence) so
    // each reads naturally in translation. Both it and `path` (a string, or a
    // function giving one) are only built for a finding.
    template<typename Path, typename Message>
    void checkText(const Path &path, const QString &text, Message message)
    {
        if (!TextSafety::containsUnsafe(text))
            return;
        if constexpr (std::is_invocable_v<Path>)
            add(Rule::TextControlCharacter, path(), message());
        else
            add(Rule::TextControlCharacter, path, message());
    }

    void checkTool(const ToolSignature &s)
    {
        if (!s.toolId.isEmpty() && !isUuid(s.toolId))
            add(Rule::ToolIdUuid, at(QStringLiteral("toolId")),
                ConformanceLinter::tr("toolId \"%1\" is not a UUID").arg(s.toolId.left(80)));

        // Paths are made only for findings: most tools have none.
        const auto namePath = [&] { return at(QStringLiteral("name")); };
        if (!s.name.isEmpty()) {
            const qsizetype length = characterCount(s.name);
            if (length >= ToolNameLimit)
                add(Rule::ToolNameLength, namePath(),
                    ConformanceLinter::tr("the name has %1 characters; it must have fewer than %2")
                        .arg(length)
                        .arg(ToolNameLimit));
            if (!isSnakeCase(s.name))
                add(Rule::ToolNameSnakeCase, namePath(),
                    ConformanceLinter::tr("\"%1\" is not snake_case (for example "
                                          "lookup_weather_by_city)")
                        .arg(s.name.left(80)));
            else if (!s.name.contains(u'_'))
                add(Rule::ToolNameDescriptive, namePath(),
                    ConformanceLinter::tr("\"%1\" is a single word; a descriptive name such as "
                                          "lookup_weather_by_city also avoids collisions")
                        .arg(s.name));
            checkText(namePath, s.name, [] {
                return ConformanceLinter::tr(
                    "the name contains control, bidirectional or invisible characters");
            });
        }

        const auto descriptionPath = [&] { return at(QStringLiteral("description")); };
        const qsizetype descriptionLength = characterCount(s.description);
        if (descriptionLength >= ToolDescriptionLimit)
            add(Rule::ToolDescriptionLength, descriptionPath(),
                ConformanceLinter::tr("the description has %1 characters; it must have fewer "
                                      "than %2")
                    .arg(descriptionLength)
                    .arg(ToolDescriptionLimit));
        if (isBlank(s.description))
            add(Rule::ToolDescriptionEmpty, descriptionPath(),
                ConformanceLinter::tr("the tool has no description"));
        checkText(descriptionPath, s.description, [] {
            return ConformanceLinter::tr(
                "the description contains control, bidirectional or invisible characters");
        });

        if (!s.img.isEmpty()) {
            const QUrl url(s.img, QUrl::StrictMode);
            const QString scheme = url.scheme().toLower();
            if (!url.isValid() || url.host().isEmpty()
                || (scheme != QLatin1String("http") && scheme != QLatin1String("https")))
                add(Rule::ImgUrl, at(QStringLiteral("img")),
                    ConformanceLinter::tr("img \"%1\" is not an absolute http(s) URL")
                        .arg(s.img.left(120)));
        }

        RepeatFinder<bool> tags;
        for (qsizetype i = 0; i < s.tags.size(); ++i) {
            const QString &tag = s.tags.at(i);
            const auto path = [&] { return JsonPath::index(at(QStringLiteral("tags")), i); };
            if (isBlank(tag))
                add(Rule::TagInvalid, path(), ConformanceLinter::tr("the tag is empty"));
            else if (tags.seen(tag, true))
                add(Rule::TagInvalid, path(),
                    ConformanceLinter::tr("tag \"%1\" is listed twice").arg(tag.left(80)));
        }

        if (s.version > 0 && s.currentVersion > 0 && s.version > s.currentVersion)
            add(Rule::VersionAfterCurrent, at(QStringLiteral("version")),
                ConformanceLinter::tr("version %1 is newer than currentVersion %2")
                    .arg(s.version)
                    .arg(s.currentVersion));

        if (s.outputs.isEmpty())
            add(Rule::OutputsEmpty, at(QStringLiteral("output_parameters")),
                ConformanceLinter::tr("the tool declares no outputs"));
    }

    // Shared by inputs and outputs: unique ids and names, descriptions.
    // Paths are built only for findings: most parameters have none.
    template<typename Parameter>
    void checkParameters(const QList<Parameter> &parameters, const QString &key)
    {
        RepeatFinder<qsizetype> ids;
        RepeatFinder<qsizetype> names;
        const auto pathOf = [&](qsizetype index) { return JsonPath::index(at(key), index); };
        for (qsizetype i = 0; i < parameters.size(); ++i) {
            const Parameter &p = parameters.at(i);
            const auto field
                = [&](const QString &name) { return JsonPath::member(pathOf(i), name); };
            if (!p.id.isEmpty()) {
                if (const qsizetype *first = ids.seen(p.id, i))
                    add(Rule::ParamIdDuplicate, field(QStringLiteral("id")),
                        ConformanceLinter::tr("id \"%1\" is also used at %2")
                            .arg(p.id.left(80), pathOf(*first)));
            }
            if (!p.name.isEmpty()) {
                if (const qsizetype *first = names.seen(p.name, i))
                    add(Rule::ParamNameDuplicate, field(QStringLiteral("name")),
                        ConformanceLinter::tr("name \"%1\" is also used at %2")
                            .arg(p.name.left(80), pathOf(*first)));
                checkText([&] { return field(QStringLiteral("name")); }, p.name,
                          [] {
                              return ConformanceLinter::tr("the parameter name contains control, "
                                                           "bidirectional or invisible characters");
                          });
            }
            if (isBlank(p.description))
                add(Rule::ParamDescriptionEmpty, field(QStringLiteral("description")),
                    ConformanceLinter::tr("parameter \"%1\" has no description")
                        .arg(p.name.left(80)));
            checkText([&] { return field(QStringLiteral("description")); }, p.description,
                      [] {
                          return ConformanceLinter::tr(
                              "the parameter description contains control, "
                              "bidirectional or invisible characters");
                      });

            if (p.type == ParameterType::Enum) {
                if (p.allowedValues.isEmpty() && key == QLatin1String("input_parameters"))
                    add(Rule::EnumValuesMissing, pathOf(i),
                        ConformanceLinter::tr("enum parameter \"%1\" lists no allowed-values")
                            .arg(p.name.left(80)));
            } else if (!p.allowedValues.isEmpty()) {
                add(Rule::AllowedValuesIgnored, field(QStringLiteral("allowed-values")),
                    ConformanceLinter::tr("allowed-values is ignored on a parameter of type %1")
                        .arg(parameterTypeName(p.type)));
            }
            checkAllowedValues(p.allowedValues,
                               [&] { return field(QStringLiteral("allowed-values")); });
        }
    }

    template<typename ArrayPath>
    void checkAllowedValues(const QList<AllowedValue> &values, ArrayPath arrayPath)
    {
        RepeatFinder<bool> seen;
        for (qsizetype i = 0; i < values.size(); ++i) {
            const AllowedValue &v = values.at(i);
            const auto namePath = [&] {
                return JsonPath::member(JsonPath::index(arrayPath(), i), QStringLiteral("name"));
            };
            const auto descriptionPath = [&] {
                return JsonPath::member(JsonPath::index(arrayPath(), i),
                                        QStringLiteral("description"));
            };
            if (!isUpperSnakeCase(v.name))
                add(Rule::EnumValueNameCase, namePath(),
                    ConformanceLinter::tr("\"%1\" is not UPPER_SNAKE_CASE").arg(v.name.left(80)));
            if (const qsizetype n = characterCount(v.name); n > EnumNameMax)
                add(Rule::EnumValueNameLength, namePath(),
                    ConformanceLinter::tr(
                        "the value name has %1 characters; at most %2 are allowed")
                        .arg(n)
                        .arg(EnumNameMax));
            if (seen.seen(v.name, true))
                add(Rule::EnumValueDuplicate, namePath(),
                    ConformanceLinter::tr("value \"%1\" is listed twice").arg(v.name.left(80)));
            if (const qsizetype n = characterCount(v.description); n > EnumDescriptionMax)
                add(Rule::EnumValueDescriptionLength, descriptionPath(),
                    ConformanceLinter::tr(
                        "the value description has %1 characters; at most %2 are allowed")
                        .arg(n)
                        .arg(EnumDescriptionMax));
            if (isBlank(v.description))
                add(Rule::ParamDescriptionEmpty, descriptionPath(),
                    ConformanceLinter::tr("value \"%1\" has no description").arg(v.name.left(80)));
            checkText(namePath, v.name, [] {
                return ConformanceLinter::tr(
                    "the value name contains control, bidirectional or invisible characters");
            });
            checkText(descriptionPath, v.description, [] {
                return ConformanceLinter::tr("the value description contains control, "
                                             "bidirectional or invisible characters");
            });
        }
    }

private:
    const QString &m_path;
    QList<Diagnostic> &m_out;
};

// Rebases a change's path (relative to its signature, "$...") onto the
// signature's place in the document.
QString rebase(const QString &signaturePath, const QString &changePath)
{
    return signaturePath + changePath.mid(1);
}

void checkVersions(QList<ParsedSignature> &signatures, const QList<qsizetype> &group,
                   const ConformanceLinter::Options &options)
{
    // version -> first signature index with that version
    QMap<qint64, qsizetype> byVersion;
    for (qsizetype index : group) {
        ParsedSignature &item = signatures[index];
        const qint64 version = item.signature.version;
        if (version < 1)
            continue;
        const auto existing = byVersion.constFind(version);
        if (existing == byVersion.constEnd()) {
            byVersion.insert(version, index);
            continue;
        }
        const ParsedSignature &first = signatures.at(*existing);
        const QString versionPath = JsonPath::member(item.path, QStringLiteral("version"));
        if (CanonicalJson::versionDigest(first.signature)
            == CanonicalJson::versionDigest(item.signature)) {
            item.diagnostics.append({Rule::VersionDuplicate, versionPath,
                                     ConformanceLinter::tr("version %1 is also listed at %2")
                                         .arg(version)
                                         .arg(first.path)});
        } else {
            const auto changes = SignatureDiff::compare(first.signature, item.signature);
            //: %3 of "version %1 differs from the same version at %2 (%3)"
            const QString what = changes.isEmpty() ? ConformanceLinter::tr("its content")
                                                   : changes.first().summary;
            item.diagnostics.append(
                {Rule::VersionLocked, versionPath,
                 ConformanceLinter::tr("version %1 differs from the same version at %2 (%3)")
                     .arg(version)
                     .arg(first.path, what)});
        }
    }

    // Each version against the one before it.
    const QList<qint64> versions = byVersion.keys();
    for (qsizetype i = 1; i < versions.size(); ++i) {
        const ParsedSignature &older = signatures.at(byVersion.value(versions.at(i - 1)));
        ParsedSignature &newer = signatures[byVersion.value(versions.at(i))];
        for (const SignatureChange &change :
             SignatureDiff::compare(older.signature, newer.signature)) {
            if (!change.breaks)
                continue;
            newer.diagnostics.append({*change.breaks, rebase(newer.path, change.path),
                                      ConformanceLinter::tr("version %1 breaks version %2: %3")
                                          .arg(versions.at(i))
                                          .arg(versions.at(i - 1))
                                          .arg(change.summary)});
        }
    }

    if (options.latestMustBeCurrent && !byVersion.isEmpty()) {
        ParsedSignature &latest = signatures[byVersion.last()];
        const ToolSignature &s = latest.signature;
        if (s.currentVersion > 0 && s.version < s.currentVersion)
            latest.diagnostics.append(
                {Rule::VersionCurrentMismatch,
                 JsonPath::member(latest.path, QStringLiteral("version")),
                 ConformanceLinter::tr("the newest version listed is %1 but currentVersion is %2")
                     .arg(s.version)
                     .arg(s.currentVersion)});
    }
}

} // namespace

QList<Diagnostic> ConformanceLinter::lintSignature(const ToolSignature &signature,
                                                   const QString &path)
{
    QList<Diagnostic> diagnostics;
    SignatureChecks checks(path, diagnostics);
    checks.checkTool(signature);
    checks.checkParameters(signature.inputs, QStringLiteral("input_parameters"));
    checks.checkParameters(signature.outputs, QStringLiteral("output_parameters"));
    return diagnostics;
}

void ConformanceLinter::lintCatalog(QList<ParsedSignature> &signatures, const Options &options)
{
    QHash<QString, qsizetype> firstWithName;
    QHash<QString, QList<qsizetype>> byToolId;
    QList<QString> toolIdOrder;
    for (qsizetype i = 0; i < signatures.size(); ++i) {
        ParsedSignature &item = signatures[i];
        const ToolSignature &s = item.signature;
        if (!s.name.isEmpty()) {
            const auto first = firstWithName.constFind(s.name);
            if (first == firstWithName.constEnd()) {
                firstWithName.insert(s.name, i);
            } else if (signatures.at(*first).signature.toolId != s.toolId) {
                item.diagnostics.append(
                    {Rule::ToolNameDuplicate, JsonPath::member(item.path, QStringLiteral("name")),
                     tr("name \"%1\" is also used by tool %2 at %3")
                         .arg(s.name.left(80), signatures.at(*first).signature.toolId.left(80),
                              signatures.at(*first).path)});
            }
        }
        if (!s.toolId.isEmpty()) {
            if (!byToolId.contains(s.toolId))
                toolIdOrder.append(s.toolId);
            byToolId[s.toolId].append(i);
        }
    }
    for (const QString &toolId : std::as_const(toolIdOrder))
        checkVersions(signatures, byToolId.value(toolId), options);
}

void ConformanceLinter::lintVersionOrder(QList<ParsedSignature> &history)
{
    for (qsizetype i = 1; i < history.size(); ++i) {
        const qint64 previous = history.at(i - 1).signature.version;
        const qint64 version = history.at(i).signature.version;
        if (previous > 0 && version > 0 && version >= previous)
            history[i].diagnostics.append(
                {Rule::VersionOrder,
                 JsonPath::member(history.at(i).path, QStringLiteral("version")),
                 tr("version %1 follows version %2; a history runs from newest to oldest")
                     .arg(version)
                     .arg(previous)});
    }
}

void ConformanceLinter::lintDocument(ParsedDocument &document, const Options &options)
{
    for (ParsedSignature &item : document.signatures)
        item.diagnostics.append(lintSignature(item.signature, item.path));
    lintCatalog(document.signatures, options);

    const auto &items = document.signatures;
    // Only GET /tools/{id}/versions answers with one tool's versions, and it
    // answers with a page; a catalog file may list a tool oldest first.
    const bool isHistory = document.shape == DocumentShape::Page && items.size() > 1
        && !items.first().signature.toolId.isEmpty()
        && std::all_of(items.cbegin(), items.cend(), [&](const ParsedSignature &p) {
                               return p.signature.toolId == items.first().signature.toolId;
                           });
    if (isHistory)
        lintVersionOrder(document.signatures);
}

} // namespace Toolshelf
