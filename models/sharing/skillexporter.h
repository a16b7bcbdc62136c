// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "procedures/proceduretools.h"
#include "providers/provider.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace Toolshelf {

class CatalogDatabase;

// What an export may add to the procedure, its name and its description.
struct SkillOptions
{
    // Written to the frontmatter when not empty.
    QString license;
    QString compatibility;
    // Tools the skill uses although the procedure never writes `name()`
    // (the editor's selection); exported like the referenced ones.
    QStringList tools;
    // Replace an existing skill folder of the same name.
    bool replace = false;
    // Who reads the problems: the command line's name tools by provider/toolId
    // and give commands; the window's name them by provider and point at its menus.
    enum class Wording { CommandLine, Window };
    Wording wording = Wording::CommandLine;
    // Stop before the output folder (SkillExporter::check()): nothing is written.
    bool checkOnly = false;
};

struct SkillExportResult
{
    enum class Status {
        Written,
        // Something the user must fix; nothing was written.
        Refused,
        // The files could not be written; nothing was left behind.
        Failed,
    };

    Status status = Status::Refused;
    // OUTPUT/NAME.
    QString folder;
    // Each a whole sentence, ready to show.
    QStringList problems;
    // Worth knowing, but no reason to refuse (a long body, an old pin).
    QStringList warnings;
    // Every referenced name and how it resolved, in the procedure's order.
    QList<ProcedureTool> tools;
};

// Exports an operating procedure as an Agent Skill (agentskills.io):
//   NAME/SKILL.md                      frontmatter + the procedure as the body
//   NAME/references/tools/<tool>.json  the pinned signature, overrides applied
//   NAME/assets/toolshelf.lock.json    per tool: provider, base URL, toolId,
//                                      version, SHA-256 of the vendor's version
// Every tool the skill uses must be pinned, so it ships exactly the versions
// it was tested with. The frontmatter's `metadata` holds, per tool, the key
// "toolshelf.tool.NAME" with the value "PROVIDER/TOOLID@VERSION" (provider
// and toolId percent-encoded, so '/' and '@' separate), and "toolshelf.lock"
// names the lock file; `allowed-tools` lists the tools' names.
// Runs on the catalog's thread (CatalogStore::run).
class SkillExporter final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SkillExporter)

public:
    // A body this long is one the format advises to split.
    static constexpr qsizetype AdvisedMaxBodyLines = 500;

    // Base URLs of the configured providers by name, for the lock file, and
    // the command lines of the local ones (which have no URL).
    explicit SkillExporter(QHash<QString, QUrl> providerUrls,
                           QHash<QString, QStringList> providerCommands = {});
    // The exporter for these providers.
    static SkillExporter forProviders(const QList<Provider> &providers);

    SkillExportResult exportSkill(const CatalogDatabase &database, const QString &procedure,
                                  const QString &name, const QString &description,
                                  const SkillOptions &options, const QString &outputDir) const;
    // What would refuse exportSkill() whatever the output folder, so the
    // window can say it before asking for one; empty when nothing would.
    QStringList check(const CatalogDatabase &database, const QString &procedure,
                      const QString &name, const QString &description, SkillOptions options) const;

    // The metadata entry of one tool (see above).
    static QString metadataKey(const QString &toolName);
    static QString metadataValue(const QString &provider, const QString &toolId, qint64 version);

private:
    QHash<QString, QUrl> m_providerUrls;
    QHash<QString, QStringList> m_providerCommands;
};

} // namespace Toolshelf
