// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sharing/skillfrontmatter.h"

#include "core/textsafety.h"

#include <QStringDecoder>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <optional>
#include <string>

namespace Toolshelf {

namespace {

std::string utf8(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    return std::string(bytes.constData(), std::size_t(bytes.size()));
}

qsizetype characters(const QString &text)
{
    return text.toUcs4().size();
}

bool isNameChar(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-';
}

// The value of a message about the user's or a provider's text, made safe to print.
QString quoted(const QString &text)
{
    return QString(u'"' + TextSafety::escapeLine(text) + u'"');
}

// YAML allows an implicit key of at most 1024 characters; yaml-cpp writes a
// longer one all the same, which no parser reads back. An escape takes at
// most 6 characters per UTF-16 unit, so a key this short always fits.
constexpr qsizetype MaxImplicitKeyUnits = (1024 - 2) / 6;

const QByteArray Opening("---\n");
const QByteArray Closing("\n---\n");

// A double-quoted scalar. Text with control, bidi or invisible characters is
// written in escapes (every non-ASCII character then is): yaml-cpp writes
// DEL, U+2028 and bidi controls raw otherwise, which some parsers refuse or
// fold and which an editor shows as nothing or reordered text.
void writeString(YAML::Emitter &out, const QString &text)
{
    // Tabs and line breaks need no switch: yaml-cpp escapes them itself.
    if (TextSafety::containsUnsafe(text))
        out << YAML::EscapeNonAscii;
    out << YAML::DoubleQuoted << utf8(text);
}

// A field of the format: a plain key, as the format's examples write it.
void writeField(YAML::Emitter &out, const char *name)
{
    out << YAML::Key << name << YAML::Value;
}

// A metadata key: from provider data, so double-quoted and, when long, an
// explicit "? " key.
void writeKey(YAML::Emitter &out, const QString &key)
{
    if (key.size() > MaxImplicitKeyUnits)
        out << YAML::LongKey;
    out << YAML::Key;
    writeString(out, key);
    out << YAML::Value;
}

// UTF-8 as it is: QString::fromUtf8() drops a byte order mark at the start,
// which is a character of the value here.
QString decoded(const std::string &utf8)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    return decoder(QByteArrayView(utf8.data(), qsizetype(utf8.size())));
}

// A double-quoted scalar's text; a plain one could be a number or a boolean
// to another parser.
std::optional<QString> quotedString(const YAML::Node &node)
{
    if (!node.IsScalar() || node.Tag() != "!")
        return std::nullopt;
    return decoded(node.Scalar());
}

} // namespace

QStringList SkillFrontmatter::nameProblems(const QString &name)
{
    QStringList problems;
    if (name.isEmpty())
        return {tr("The skill's name is empty; give 1 to %1 lowercase letters, digits and "
                   "hyphens.")
                    .arg(MaxNameLength)};
    if (characters(name) > MaxNameLength)
        problems.append(tr("The skill's name has %1 characters; at most %2 are allowed.")
                            .arg(characters(name))
                            .arg(MaxNameLength));
    if (!std::all_of(name.cbegin(), name.cend(), isNameChar))
        problems.append(tr("The skill's name %1 may only hold lowercase letters a-z, digits and "
                           "hyphens.")
                            .arg(quoted(name)));
    if (name.startsWith(u'-') || name.endsWith(u'-'))
        problems.append(
            tr("The skill's name %1 must not start or end with a hyphen.").arg(quoted(name)));
    if (name.contains(QLatin1String("--")))
        problems.append(
            tr("The skill's name %1 must not hold two hyphens in a row.").arg(quoted(name)));
    return problems;
}

QStringList SkillFrontmatter::problems() const
{
    QStringList problems = nameProblems(name);
    if (description.trimmed().isEmpty())
        problems.append(tr("The description is empty; say what the skill does and when to use "
                           "it."));
    else if (characters(description) > MaxDescriptionLength)
        problems.append(tr("The description has %1 characters; at most %2 are allowed.")
                            .arg(characters(description))
                            .arg(MaxDescriptionLength));
    if (characters(compatibility) > MaxCompatibilityLength)
        problems.append(tr("The compatibility note has %1 characters; at most %2 are allowed.")
                            .arg(characters(compatibility))
                            .arg(MaxCompatibilityLength));
    for (const QString &tool : allowedTools) {
        const bool spaced = tool.isEmpty()
            || std::any_of(tool.cbegin(), tool.cend(), [](QChar c) { return c.isSpace(); });
        if (spaced)
            problems.append(tr("The tool name %1 cannot be listed in allowed-tools, which "
                               "separates names by spaces.")
                                .arg(quoted(tool)));
    }
    return problems;
}

QByteArray SkillFrontmatter::toYaml() const
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    writeField(out, "name");
    writeString(out, name);
    writeField(out, "description");
    writeString(out, description);
    if (!license.isEmpty()) {
        writeField(out, "license");
        writeString(out, license);
    }
    if (!compatibility.isEmpty()) {
        writeField(out, "compatibility");
        writeString(out, compatibility);
    }
    if (!metadata.isEmpty()) {
        writeField(out, "metadata");
        out << YAML::BeginMap;
        for (const auto &[key, value] : metadata) {
            writeKey(out, key);
            writeString(out, value);
        }
        out << YAML::EndMap;
    }
    if (!allowedTools.isEmpty()) {
        writeField(out, "allowed-tools");
        writeString(out, allowedTools.join(u' '));
    }
    out << YAML::EndMap;
    return Opening + QByteArray(out.c_str(), qsizetype(out.size())) + Closing;
}

std::variant<SkillFrontmatter, QString> SkillFrontmatter::fromYaml(const QByteArray &skill,
                                                                   qsizetype *bodyStart)
{
    if (!skill.startsWith(Opening))
        return tr("SKILL.md does not start with a \"---\" line.");
    const qsizetype end = skill.indexOf(Closing, Opening.size() - 1);
    if (end < 0)
        return tr("SKILL.md has no \"---\" line ending its frontmatter.");
    YAML::Node root;
    try {
        root = YAML::Load(
            std::string(skill.constData() + Opening.size(), std::size_t(end - Opening.size())));
    } catch (const YAML::Exception &e) {
        return tr("The frontmatter of SKILL.md is not valid YAML: %1")
            .arg(TextSafety::escapeLine(QString::fromUtf8(e.what())));
    }
    if (!root.IsMap())
        return tr("The frontmatter of SKILL.md is not a map of fields.");

    SkillFrontmatter read;
    QStringList seen;
    for (const auto &field : root) {
        if (!field.first.IsScalar())
            return tr("A field name of the frontmatter is not a string.");
        const QString key = decoded(field.first.Scalar());
        if (seen.contains(key))
            return tr("The frontmatter has the field %1 twice.").arg(quoted(key));
        seen.append(key);
        if (key == u"metadata") {
            if (!field.second.IsMap())
                return tr("The frontmatter's metadata is not a map.");
            for (const auto &entry : field.second) {
                const std::optional<QString> name = quotedString(entry.first);
                const std::optional<QString> value = quotedString(entry.second);
                if (!name || !value)
                    return tr("A metadata entry of the frontmatter is not a pair of "
                              "double-quoted strings.");
                read.metadata.append({*name, *value});
            }
            continue;
        }
        const std::optional<QString> value = quotedString(field.second);
        if (!value)
            return tr("The frontmatter's field %1 is not a double-quoted string.").arg(quoted(key));
        if (key == u"name")
            read.name = *value;
        else if (key == u"description")
            read.description = *value;
        else if (key == u"license")
            read.license = *value;
        else if (key == u"compatibility")
            read.compatibility = *value;
        else if (key == u"allowed-tools")
            read.allowedTools = value->split(u' ');
        else
            return tr("The frontmatter has an unknown field %1.").arg(quoted(key));
    }
    if (!seen.contains(QStringLiteral("name")) || !seen.contains(QStringLiteral("description")))
        return tr("The frontmatter lacks the name or the description.");
    if (bodyStart)
        *bodyStart = end + Closing.size();
    return read;
}

} // namespace Toolshelf
