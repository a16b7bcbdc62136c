// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/catalogcommand.h"

#include "catalog/catalogdatabase.h"
#include "cli/commandparser.h"
#include "cli/toolformat.h"
#include "cli/writelock.h"
#include "core/textsafety.h"
#include "sync/versionfetch.h"

namespace Toolshelf {

CatalogCommand::CatalogCommand() = default;

CatalogCommand::~CatalogCommand()
{
    // As the application's child the fetch would be deleted after the
    // application's network service and catalog, which it still uses.
    delete m_fetch.data();
}

bool CatalogCommand::open(CommandIo &io, Access access)
{
    delete m_fetch.data();
    m_application = std::make_unique<Application>(io.profile);
    QString error;
    if (m_application->open(&error) && (access == Access::Read || takeWriteLock(io)))
        return true;
    if (!error.isEmpty())
        io.err << QStringLiteral("toolshelf %1: ").arg(name()) << error << u'\n';
    return false;
}

bool CatalogCommand::takeWriteLock(CommandIo &io)
{
    if (!m_writeLock)
        m_writeLock = WriteLock::take(io, name());
    return m_writeLock != nullptr;
}

void CatalogCommand::withTool(const ToolReference &reference, CommandIo &io,
                              std::function<void(const ToolSummary &)> then)
{
    const bool configured = m_application->providers().find(reference.provider()).has_value();
    onCatalog(
        [reference, configured](CatalogDatabase &database) {
            return reference.resolve(database, configured);
        },
        [this, &io, then = std::move(then)](const std::variant<ToolSummary, QString> &resolved) {
            if (const auto *error = std::get_if<QString>(&resolved))
                return fail(io, *error);
            then(std::get<ToolSummary>(resolved));
        });
}

void CatalogCommand::withVersion(const ToolSummary &tool, qint64 version, CommandIo &io,
                                 std::function<void()> then)
{
    onCatalog(
        [provider = tool.provider, toolId = tool.toolId](CatalogDatabase &database) {
            return database.versionNumbers(provider, toolId);
        },
        [this, &io, tool, version, then = std::move(then)](const QList<qint64> &stored) {
            if (stored.contains(version))
                return then();
            const QString reference = ToolFormat::reference(tool.provider, tool.name);
            const std::optional<Provider> provider = m_application->providers().find(tool.provider);
            if (!provider)
                return fail(io,
                            tr("version %1 of %2 is not in the catalog, and %3 is no longer a "
                               "configured provider to fetch it from")
                                .arg(version)
                                .arg(reference, TextSafety::escapeLine(tool.provider)));
            io.err << tr("Fetching version %1 of %2...").arg(version).arg(reference) << u'\n';
            io.err.flush();
            m_fetch = new VersionFetch(&m_application->clients(), &m_application->catalog(),
                                       *provider, tool.toolId, version, m_application.get());
            QObject::connect(
                m_fetch, &VersionFetch::finished, m_application.get(),
                [this, &io, reference, version, then](const std::optional<Error> &error) {
                    m_fetch->deleteLater();
                    if (error)
                        return fail(io,
                                    tr("cannot fetch version %1 of %2: %3")
                                        .arg(version)
                                        .arg(reference, TextSafety::escapeLine(error->text())));
                    then();
                });
            m_fetch->start();
        });
}

void CatalogCommand::fail(CommandIo &io, const QString &message, int code)
{
    // Messages carry provider text (names, ids, the catalog's errors); escaping
    // what was escaped already changes nothing.
    io.err << QStringLiteral("toolshelf %1: ").arg(name()) << TextSafety::escapeUnsafe(message)
           << u'\n';
    finish(io, code);
}

void CatalogCommand::finish(CommandIo &io, int code)
{
    io.out.flush();
    io.err.flush();
    io.finish(code);
}

int CatalogCommand::usageError(CommandIo &io, const QString &message)
{
    return CommandParser::usageError(io, name(), message);
}

std::optional<ToolReference> CatalogCommand::parseReference(const QString &text, CommandIo &io)
{
    std::optional<ToolReference> reference = ToolReference::parse(text);
    if (!reference)
        usageError(io,
                   tr("\"%1\" does not name a tool; write PROVIDER/TOOL, where TOOL is the "
                      "tool's name or toolId")
                       .arg(TextSafety::escapeLine(text)));
    return reference;
}

std::optional<QList<ToolReference>> CatalogCommand::parseReferences(const QStringList &texts,
                                                                    CommandIo &io)
{
    QList<ToolReference> references;
    for (const QString &text : texts) {
        const std::optional<ToolReference> reference = parseReference(text, io);
        if (!reference)
            return std::nullopt;
        references.append(*reference);
    }
    return references;
}

QStringList CatalogCommand::configuredProviders() const
{
    QStringList names;
    for (const Provider &provider : m_application->providers().providers())
        names.append(provider.name);
    return names;
}

std::optional<qint64> CatalogCommand::parseVersion(const QString &text)
{
    bool ok = false;
    const qint64 version = text.toLongLong(&ok);
    if (!ok || version < 1)
        return std::nullopt;
    return version;
}

} // namespace Toolshelf
