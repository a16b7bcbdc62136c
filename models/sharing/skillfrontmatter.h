// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>
#include <variant>

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
    // a description of `yes` or a version of `1.2` reads back as a string; one
    // holding control, bidi or invisible characters is written in escapes, so
    // the file shows them and every YAML parser reads them alike.
    QByteArray toYaml() const;
    // The frontmatter at the start of a SKILL.md, read with yaml-cpp: every
    // field a double-quoted string, metadata a map of them. `bodyStart` is
    // set to where the body begins. A message saying what is wrong, else the fields.
    static std::variant<SkillFrontmatter, QString> fromYaml(const QByteArray &skill,
                                                            qsizetype *bodyStart = nullptr);

    friend bool operator==(const SkillFrontmatter &, const SkillFrontmatter &) = default;
};

} // namespace Toolshelf
