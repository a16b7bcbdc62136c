// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sharing/skillreadback.h"

#include "core/jsonpreflight.h"
#include "core/textsafety.h"
#include "dialects/a2t/signatureparser.h"
#include "tool/canonicaljson.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

namespace Toolshelf {

namespace {

const QString SkillFile = QStringLiteral("SKILL.md");

QString shown(const QString &text)
{
    return TextSafety::shortened(text, 120);
}

std::optional<QByteArray> readFile(const QString &folder, const QString &path, QString *error)
{
    QFile file(QDir(folder).filePath(path));
    if (!file.open(QIODevice::ReadOnly)) {
        *error
            = SkillReadBack::tr("%1 cannot be read back: %2").arg(shown(path), file.errorString());
        return std::nullopt;
    }
    return file.readAll();
}

// Which field of the frontmatter was changed by writing and reading it.
QString differingField(const SkillFrontmatter &written, const SkillFrontmatter &read)
{
    if (written.name != read.name)
        return QStringLiteral("name");
    if (written.description != read.description)
        return QStringLiteral("description");
    if (written.license != read.license)
        return QStringLiteral("license");
    if (written.compatibility != read.compatibility)
        return QStringLiteral("compatibility");
    if (written.allowedTools != read.allowedTools)
        return QStringLiteral("allowed-tools");
    for (qsizetype i = 0; i < written.metadata.size(); ++i) {
        if (i >= read.metadata.size() || written.metadata.at(i) != read.metadata.at(i))
            return QStringLiteral("metadata %1").arg(shown(written.metadata.at(i).first));
    }
    return QStringLiteral("metadata");
}

} // namespace

SkillReadBack::SkillReadBack(SkillFrontmatter frontmatter, QByteArray body)
    : m_frontmatter(std::move(frontmatter))
    , m_body(std::move(body))
{ }

void SkillReadBack::expectSignature(const QString &path, const ToolSignature &signature)
{
    m_signatures.append({path, signature});
}

void SkillReadBack::expectJson(const QString &path, const QJsonObject &object)
{
    m_objects.append({path, object});
}

std::optional<QString> SkillReadBack::check(const QString &folder) const
{
    if (const std::optional<QString> problem = checkSkill(folder))
        return problem;
    QString error;
    for (const auto &[path, signature] : m_signatures) {
        const std::optional<QByteArray> bytes = readFile(folder, path, &error);
        if (!bytes)
            return error;
        const ParsedDocument document = SignatureParser::parseDocument(*bytes);
        if (!document.isReadable())
            return tr("%1 cannot be read back: %2").arg(shown(path), document.fatal->message);
        if (document.shape != DocumentShape::Single || document.signatures.size() != 1)
            return tr("%1 does not read back as one signature.").arg(shown(path));
        const ToolSignature &read = document.signatures.constFirst().signature;
        if (CanonicalJson::versionDigest(read) != CanonicalJson::versionDigest(signature)
            || read.currentVersion != signature.currentVersion)
            return tr("%1 reads back as another signature than was written.").arg(shown(path));
    }
    for (const auto &[path, object] : m_objects) {
        const std::optional<QByteArray> bytes = readFile(folder, path, &error);
        if (!bytes)
            return error;
        if (const std::optional<QString> problem = JsonPreflight::check(*bytes))
            return tr("%1 cannot be read back: %2").arg(shown(path), *problem);
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(*bytes, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            return tr("%1 cannot be read back: %2").arg(shown(path), parseError.errorString());
        if (!document.isObject() || document.object() != object)
            return tr("%1 reads back with other values than were written.").arg(shown(path));
    }
    return std::nullopt;
}

std::optional<QString> SkillReadBack::checkSkill(const QString &folder) const
{
    QString error;
    const std::optional<QByteArray> skill = readFile(folder, SkillFile, &error);
    if (!skill)
        return error;
    qsizetype bodyStart = 0;
    const auto parsed = SkillFrontmatter::fromYaml(*skill, &bodyStart);
    if (const auto *problem = std::get_if<QString>(&parsed))
        return tr("SKILL.md cannot be read back: %1").arg(*problem);
    const SkillFrontmatter &read = std::get<SkillFrontmatter>(parsed);
    if (read != m_frontmatter)
        return tr("SKILL.md reads back with another %1 than was written: YAML cannot carry "
                  "what it holds.")
            .arg(differingField(m_frontmatter, read));
    if (QByteArrayView(*skill).sliced(bodyStart) != m_body)
        return tr("The procedure in SKILL.md reads back differently from the one written.");
    return std::nullopt;
}

} // namespace Toolshelf
