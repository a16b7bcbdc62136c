// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sharing/skillexporter.h"

#include "catalog/catalogdatabase.h"
#include "core/atomicfolder.h"
#include "core/filenames.h"
#include "core/textsafety.h"
#include "procedures/toolreferencescanner.h"
#include "sharing/skillfrontmatter.h"
#include "sharing/skillreadback.h"
#include "tool/canonicaljson.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <utility>

namespace Toolshelf {

namespace {

const QString LockPath = QStringLiteral("assets/toolshelf.lock.json");
const QString ToolsFolder = QStringLiteral("references/tools/");

// A tool the skill ships, with what its files need.
struct ExportedTool
{
    ToolSummary tool;
    ToolSignature edited;
    bool overridden = false;
    QByteArray vendorDigest;
    QUrl baseUrl;
    // A local server's command line instead of the base URL.
    QStringList command;
    QString file;
};

qsizetype lineCount(const QString &text)
{
    if (text.isEmpty())
        return 0;
    return text.count(u'\n') + (text.endsWith(u'\n') ? 0 : 1);
}

QString call(const QString &name)
{
    return TextSafety::escapeLine(QString(name + u"()"));
}

QString where(const ToolSummary &tool, SkillOptions::Wording wording)
{
    // A window shows the provider: a toolId is a UUID nobody recognises there.
    if (wording == SkillOptions::Wording::Window)
        return TextSafety::escapeLine(tool.provider);
    return TextSafety::escapeLine(QString(tool.provider + u'/' + tool.toolId));
}

bool exists(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

// references/tools/<name>.json, unique even on a case-insensitive file system.
QString toolFile(const QString &name, QSet<QString> &taken)
{
    return QString(ToolsFolder + FileNames::unique(name, taken) + u".json");
}

QJsonObject lockFile(const QString &skill, const QList<ExportedTool> &tools)
{
    QJsonArray entries;
    for (const ExportedTool &tool : tools) {
        QJsonObject entry {
            {QStringLiteral("name"), tool.tool.shownName()},
            {QStringLiteral("provider"), tool.tool.provider},
            {QStringLiteral("toolId"), tool.tool.toolId},
            {QStringLiteral("version"), tool.tool.version},
            {QStringLiteral("sha256"), QString::fromLatin1(tool.vendorDigest)},
            {QStringLiteral("overridden"), tool.overridden},
            {QStringLiteral("file"), tool.file},
        };
        // Where a runtime reaches the provider: its URL, or the command that
        // starts a local server (its secret variables are not exported).
        if (tool.command.isEmpty())
            entry.insert(QStringLiteral("baseUrl"),
                         tool.baseUrl.toString(QUrl::RemoveUserInfo | QUrl::RemoveFragment));
        else
            entry.insert(QStringLiteral("command"), QJsonArray::fromStringList(tool.command));
        // Under an alias, the vendor's name is what its provider answers to.
        if (!tool.tool.alias.isEmpty())
            entry.insert(QStringLiteral("vendorName"), tool.tool.name);
        // Withdrawn by its provider and kept because it is pinned: a runtime
        // must not count on calling it (the lifecycle word of Agent Tool).
        if (tool.tool.flags.withdrawn)
            entry.insert(QStringLiteral("lifecycle"), QStringLiteral("retired"));
        entries.append(entry);
    }
    return {{QStringLiteral("format"), QStringLiteral("toolshelf-skill-lock")},
            {QStringLiteral("formatVersion"), 1},
            {QStringLiteral("skill"), skill},
            {QStringLiteral("tools"), entries}};
}

} // namespace

SkillExporter::SkillExporter(QHash<QString, QUrl> providerUrls,
                             QHash<QString, QStringList> providerCommands)
    : m_providerUrls(std::move(providerUrls))
    , m_providerCommands(std::move(providerCommands))
{ }

SkillExporter SkillExporter::forProviders(const QList<Provider> &providers)
{
    QHash<QString, QUrl> urls;
    QHash<QString, QStringList> commands;
    for (const Provider &provider : providers) {
        if (isLocal(provider))
            commands.insert(provider.name, provider.command);
        else
            urls.insert(provider.name, provider.baseUrl);
    }
    return SkillExporter(urls, commands);
}

QString SkillExporter::metadataKey(const QString &toolName)
{
    return QString(u"toolshelf.tool." + toolName);
}

QStringList SkillExporter::check(const CatalogDatabase &database, const QString &procedure,
                                 const QString &name, const QString &description,
                                 SkillOptions options) const
{
    options.checkOnly = true;
    return exportSkill(database, procedure, name, description, options, QString()).problems;
}

QString SkillExporter::metadataValue(const QString &provider, const QString &toolId, qint64 version)
{
    return QString(QString::fromLatin1(QUrl::toPercentEncoding(provider)) + u'/'
                   + QString::fromLatin1(QUrl::toPercentEncoding(toolId)) + u'@'
                   + QString::number(version));
}

SkillExportResult SkillExporter::exportSkill(const CatalogDatabase &database,
                                             const QString &procedure, const QString &name,
                                             const QString &description,
                                             const SkillOptions &options,
                                             const QString &outputDir) const
{
    SkillExportResult result;
    result.folder = QDir::cleanPath(QDir(outputDir).absoluteFilePath(name));

    QStringList names = ToolReferenceScanner::names(ToolReferenceScanner::scan(procedure));
    for (const QString &extra : options.tools) {
        if (!names.contains(extra))
            names.append(extra);
    }
    SkillFrontmatter frontmatter;
    frontmatter.name = name;
    frontmatter.description = description;
    frontmatter.license = options.license;
    frontmatter.compatibility = options.compatibility;
    frontmatter.allowedTools = names;
    result.problems = frontmatter.problems();
    if (FileNames::isReservedOnWindows(name))
        result.problems.append(
            tr("The skill's name \"%1\" is a device name on Windows, where its folder could not "
               "be opened.")
                .arg(name));
    if (procedure.trimmed().isEmpty())
        result.problems.append(tr("The procedure is empty."));
    if (const qsizetype lines = lineCount(procedure); lines >= AdvisedMaxBodyLines)
        result.warnings.append(tr("The procedure has %1 lines; the skill format advises fewer "
                                  "than %2 and moving details into references.")
                                   .arg(lines)
                                   .arg(AdvisedMaxBodyLines));
    if (names.isEmpty())
        result.warnings.append(tr("The procedure refers to no tool; write a tool's name followed "
                                  "by () where the agent should call it."));

    QString error;
    result.tools = ProcedureTools::resolve(database, names, &error);
    if (!error.isEmpty()) {
        result.status = SkillExportResult::Status::Failed;
        result.problems.append(tr("The catalog cannot be read: %1").arg(error));
        return result;
    }

    QList<ExportedTool> exported;
    QSet<QString> takenFiles;
    for (const ProcedureTool &reference : std::as_const(result.tools)) {
        QStringList places;
        for (const ToolSummary &match : reference.matches)
            places.append(where(match, options.wording));
        switch (reference.state) {
        case ProcedureToolState::Unknown:
            result.problems.append(
                tr("%1 is not a tool in the catalog.").arg(call(reference.name)));
            continue;
        case ProcedureToolState::Ambiguous:
            result.problems.append(
                (options.wording == SkillOptions::Wording::Window
                     ? tr("%1 names %2 tools (from %3); a skill can use only one tool of a "
                          "name. Give all but one an alias with Give an Alias… beside the "
                          "procedure's findings.")
                     : tr("%1 names %2 tools (%3); a skill can use only one tool of "
                          "a name. Give all but one an alias (toolshelf override "
                          "--alias, or Give an Alias… beside the procedure's "
                          "findings)."))
                    .arg(call(reference.name), QString::number(reference.matches.size()),
                         places.join(QStringLiteral(", "))));
            continue;
        case ProcedureToolState::Unpinned:
            result.problems.append(tr("%1 (%2) is not pinned; pin the version the procedure was "
                                      "tested with.")
                                       .arg(call(reference.name), places.value(0)));
            continue;
        case ProcedureToolState::Pinned:
            break;
        }
        const ToolSummary &tool = reference.matches.constFirst();
        const std::optional<EditedSignature> signature
            = database.editedSignature(tool.provider, tool.toolId);
        const std::optional<Pin> pin = database.pinOf(tool.provider, tool.toolId);
        const QByteArray digest
            = signature ? CanonicalJson::versionDigest(signature->vendor.signature) : QByteArray();
        if (!signature || !pin || pin->digest != digest) {
            result.problems.append(tr("The pinned version of %1 (%2) cannot be read from the "
                                      "catalog.")
                                       .arg(call(reference.name), places.value(0)));
            continue;
        }
        const QUrl baseUrl = m_providerUrls.value(tool.provider);
        const QStringList command = m_providerCommands.value(tool.provider);
        if (command.isEmpty() && (!baseUrl.isValid() || baseUrl.isEmpty())) {
            result.problems.append(
                tr("%1 comes from the provider \"%2\", which is no longer "
                   "configured; the lock file needs its address.")
                    .arg(call(reference.name), TextSafety::escapeLine(tool.provider)));
            continue;
        }
        if (tool.flags.updateAvailable)
            result.warnings.append(tr("%1 is pinned to version %2; version %3 is current.")
                                       .arg(call(reference.name), QString::number(tool.version),
                                            QString::number(tool.currentVersion)));
        if (tool.flags.withdrawn)
            result.warnings.append(
                tr("%1 is no longer listed by its provider \"%2\".")
                    .arg(call(reference.name), TextSafety::escapeLine(tool.provider)));
        if (tool.flags.conflict)
            result.warnings.append(tr("The vendor changed text of %1 that you replaced; your "
                                      "text is exported.")
                                       .arg(call(reference.name)));
        exported.append({tool, signature->edited, !signature->overrides.isEmpty(), digest, baseUrl,
                         command, toolFile(tool.shownName(), takenFiles)});
        frontmatter.metadata.append({metadataKey(tool.shownName()),
                                     metadataValue(tool.provider, tool.toolId, tool.version)});
    }
    frontmatter.metadata.append({QStringLiteral("toolshelf.lock"), LockPath});
    if (options.checkOnly)
        return result;

    // With a broken name the folder's path means nothing yet (an empty name
    // would be the output folder itself).
    if (SkillFrontmatter::nameProblems(name).isEmpty() && exists(result.folder)) {
        const QFileInfo existing(result.folder);
        if (!options.replace)
            result.problems.append(tr("%1 exists already; choose another name or folder, or "
                                      "replace it.")
                                       .arg(result.folder));
        else if (!existing.isDir() || existing.isSymLink()
                 || !QFileInfo(QDir(result.folder).filePath(QStringLiteral("SKILL.md"))).isFile())
            result.problems.append(tr("%1 exists and holds no SKILL.md; only a skill folder is "
                                      "replaced.")
                                       .arg(result.folder));
    }
    if (!result.problems.isEmpty()) {
        result.status = SkillExportResult::Status::Refused;
        return result;
    }

    QByteArray body = procedure.toUtf8();
    if (!body.endsWith('\n'))
        body += '\n';
    QList<AtomicFolder::File> files {{QStringLiteral("SKILL.md"), frontmatter.toYaml() + body}};
    // Every file is read back from disk with its own parser before the
    // folder is moved into place; what does not read back refuses the export.
    SkillReadBack readBack(frontmatter, body);
    for (const ExportedTool &tool : std::as_const(exported)) {
        files.append(
            {tool.file,
             QJsonDocument(CanonicalJson::toJson(tool.edited)).toJson(QJsonDocument::Indented)});
        readBack.expectSignature(tool.file, tool.edited);
    }
    const QJsonObject lock = lockFile(name, exported);
    files.append({LockPath, QJsonDocument(lock).toJson(QJsonDocument::Indented)});
    readBack.expectJson(LockPath, lock);
    std::optional<QString> unreadable;
    const auto check = [&readBack, &unreadable](const QString &folder) {
        unreadable = readBack.check(folder);
        return unreadable;
    };
    if (!AtomicFolder::write(result.folder, files, options.replace, &error, check)) {
        result.status
            = unreadable ? SkillExportResult::Status::Refused : SkillExportResult::Status::Failed;
        result.problems.append(error);
        return result;
    }
    result.status = SkillExportResult::Status::Written;
    return result;
}

} // namespace Toolshelf
