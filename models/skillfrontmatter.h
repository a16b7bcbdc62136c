#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace Toolshelf {

// The YAML frontmatter of an Agent Skill's SKILL.md (agentskills.io) and the
// format's rules for its fields.
class SkillFrontmatter final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SkillFrontmatter)

public:
    // The format's limits, in characters (Unicode code points).
    static constexpr qsizetype MaxNameLength = 64;
    static constexpr qsizetype MaxDescriptionLength = 1024;
    static constexpr qsizetype MaxCompatibilityLength = 500;

    QString name;
    QString description;
    // Optional: left out when empty.
    QString license;
    QString compatibility;
    // A string-to-string map, written in this order.
    QList<std::pair<QString, QString>> metadata;
    // Written as one space-separated string, as the format has it.
    QStringList allowedTools;

    // Every broken rule, one sentence each: `name` 1-64 lowercase letters,
    // digits and single hyphens, neither first nor last; `description`
    // 1-1024 characters; `compatibility` at most 500; names in
    // allowedTools without white space.
    QStringList problems() const;
    static QStringList nameProblems(const QString &name);

    // "---\n", the fields as YAML, "---\n". Every string is double-quoted, so
    // a description of `yes` or a version of `1.2` reads back as a string.
    QByteArray toYaml() const;
};

} // namespace Toolshelf
