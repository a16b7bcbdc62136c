#include "skillfrontmatter.h"

#include "textsafety.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
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
    return QString(u'"' + TextSafety::escapeUnsafe(text) + u'"');
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
    out << YAML::Key << "name" << YAML::Value << YAML::DoubleQuoted << utf8(name);
    out << YAML::Key << "description" << YAML::Value << YAML::DoubleQuoted << utf8(description);
    if (!license.isEmpty())
        out << YAML::Key << "license" << YAML::Value << YAML::DoubleQuoted << utf8(license);
    if (!compatibility.isEmpty())
        out << YAML::Key << "compatibility" << YAML::Value << YAML::DoubleQuoted
            << utf8(compatibility);
    if (!metadata.isEmpty()) {
        out << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
        for (const auto &[key, value] : metadata)
            out << YAML::Key << YAML::DoubleQuoted << utf8(key) << YAML::Value << YAML::DoubleQuoted
                << utf8(value);
        out << YAML::EndMap;
    }
    if (!allowedTools.isEmpty())
        out << YAML::Key << "allowed-tools" << YAML::Value << YAML::DoubleQuoted
            << utf8(allowedTools.join(u' '));
    out << YAML::EndMap;
    return QByteArray("---\n") + QByteArray(out.c_str(), qsizetype(out.size())) + "\n---\n";
}

} // namespace Toolshelf
