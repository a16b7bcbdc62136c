// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sharing/skillfrontmatter.h"
#include "tool/toolsignature.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace Toolshelf {

// Reads a written skill folder back, each file with its own format's parser
// (SKILL.md's frontmatter with yaml-cpp, tool files with the signature
// parser, the lock file as JSON), and compares the values with those meant:
// an export is only reported written when they all read back as written.
class SkillReadBack final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SkillReadBack)

public:
    // SKILL.md: this frontmatter followed by exactly `body`.
    SkillReadBack(SkillFrontmatter frontmatter, QByteArray body);

    // A file under the folder that must hold one signature with this
    // content (its version digest and currentVersion).
    void expectSignature(const QString &path, const ToolSignature &signature);
    // A file under the folder that must hold this JSON object.
    void expectJson(const QString &path, const QJsonObject &object);

    // The first file that cannot be read or reads back as something else,
    // said as a sentence; nothing when everything reads back as meant.
    std::optional<QString> check(const QString &folder) const;

private:
    std::optional<QString> checkSkill(const QString &folder) const;

    SkillFrontmatter m_frontmatter;
    QByteArray m_body;
    QList<std::pair<QString, ToolSignature>> m_signatures;
    QList<std::pair<QString, QJsonObject>> m_objects;
};

} // namespace Toolshelf
