// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/searchcommand.h"

#include "catalog/catalogdatabase.h"
#include "cli/commandparser.h"
#include "cli/toolformat.h"
#include "core/textsafety.h"
#include "providers/providerregistry.h"
#include "sync/syncengine.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Toolshelf {

namespace {

// A line fits a wide terminal; the description gets what the reference and
// badges leave, but always enough to recognise the tool.
constexpr qsizetype LineWidth = 100;
constexpr qsizetype MinDescriptionWidth = 30;
// Tools and groups asked of each provider's own search when no --limit is given.
constexpr int RemoteLimit = 20;

struct Found
{
    QList<ToolSummary> tools;
    // Matches without the limit, and tools in the whole catalog.
    qsizetype matching = 0;
    qsizetype total = 0;
    QString error;
};

QString toolLine(const ToolSummary &tool)
{
    QString line = ToolFormat::reference(tool.provider, tool.shownName());
    // Under an alias, the vendor's name too: it is what the provider answers to.
    if (!tool.alias.isEmpty())
        line += QStringLiteral(" (%1)").arg(TextSafety::escapeLine(tool.name));
    line += QStringLiteral(" v%1").arg(tool.version);
    const QString badges = ToolFormat::badges(tool.flags);
    if (!badges.isEmpty())
        line += QStringLiteral("  ") + badges;
    const QString description = ToolFormat::firstLine(
        tool.description, std::max(LineWidth - line.size() - 2, MinDescriptionWidth));
    if (!description.isEmpty())
        line += QStringLiteral("  ") + description;
    return line;
}

} // namespace

QString SearchCommand::name() const
{
    return QStringLiteral("search");
}

QString SearchCommand::summary() const
{
    return tr("Find tools in the offline catalog by text, tag and provider.");
}

int SearchCommand::run(const QStringList &arguments, CommandIo &io)
{
    CommandParser parser(name());
    parser.setDescription(
        tr("Finds tools in the offline catalog (no network; see toolshelf sync). Every word of "
           "QUERY must match the start of a word in a tool's name, description, tags or "
           "parameters. Without QUERY, lists every tool.\n"
           "\n"
           "Prints one line per tool: PROVIDER/NAME vVERSION  [BADGES]  DESCRIPTION, where NAME "
           "is your alias followed by the vendor's name in parentheses when you gave the tool "
           "one, VERSION is the pinned version, else the current one, and the badges are pinned, "
           "update (a newer version than the pinned one exists), errors, warnings, edited (you "
           "overrode some of its text), conflict (the vendor changed text you overrode), changed "
           "(a version changed without a new number) and withdrawn (no longer listed).\n"
           "With --json, prints an array of tools, each {provider, toolId, name, alias, version, "
           "currentVersion, tags, groupPath, description, discoveredBy (the tool whose answer "
           "revealed "
           "it, or empty), flags: {pinned, updateAvailable, "
           "breakingUpdate, "
           "hasErrors, hasWarnings, overridden, conflict, changedWithoutBump, withdrawn}}: name "
           "is the vendor's, alias yours (or empty), description has your override applied. "
           "show --json prints a tool in the same shape, with more.\n"
           "\n"
           "--remote also asks each a2t capabilities provider's own search (a marketplace holds "
           "more than the catalog) and lists what the catalog lacks below the matches: tools "
           "not in the catalog, and groups with their tool counts (read one with toolshelf sync "
           "PROVIDER --group PATH). With --json the answer is then {tools, remote: [{provider, "
           "tools, toolTotal, groups: [{id, name, path, toolCount, loaded}], groupTotal, "
           "error}]}.\n"
           "\n"
           "Exit status: 0 success, also when nothing matched; 2 bad usage or an unreadable "
           "profile."));
    const QCommandLineOption tagOption(QStringLiteral("tag"),
                                       tr("Only tools tagged TAG; repeat to require several."),
                                       QStringLiteral("TAG"));
    const QCommandLineOption providerOption(
        QStringLiteral("provider"), tr("Only tools of provider NAME; repeat for any of several."),
        QStringLiteral("NAME"));
    const QCommandLineOption groupOption(
        QStringLiteral("group"),
        tr("Only tools filed in the group PATH or below it: group names from the outermost, "
           "separated by \"/\" (a2t capabilities providers). A marketplace's group whose tools "
           "were not read yet is read first (network)."),
        QStringLiteral("PATH"));
    const QCommandLineOption limitOption(QStringLiteral("limit"), tr("Show at most N tools."),
                                         QStringLiteral("N"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print the tools as JSON."));
    const QCommandLineOption remoteOption(
        QStringLiteral("remote"),
        tr("Also ask the providers' own search for what the catalog lacks (network)."));
    parser.addOptions(
        {tagOption, providerOption, groupOption, limitOption, jsonOption, remoteOption});
    parser.addPositionalArgument(QStringLiteral("QUERY"), tr("Words to look for."),
                                 QStringLiteral("[QUERY...]"));

    if (const std::optional<int> done
        = parser.parse(arguments, io, tr("Usage: toolshelf search [options] [QUERY...]")))
        return *done;
    CatalogQuery query;
    query.text = parser.positionalArguments().join(u' ');
    query.tags = parser.values(tagOption);
    query.providers = parser.values(providerOption);
    if (parser.isSet(groupOption)) {
        query.groupPath = parser.value(groupOption).split(u'/', Qt::SkipEmptyParts);
        if (query.groupPath.isEmpty())
            return usageError(io, tr("--group needs a group's path, e.g. Weather/Forecast"));
    }
    query.sort
        = query.text.trimmed().isEmpty() ? CatalogQuery::Sort::Name : CatalogQuery::Sort::Relevance;
    if (parser.isSet(limitOption)) {
        bool ok = false;
        query.limit = parser.value(limitOption).toLongLong(&ok);
        if (!ok || query.limit < 1)
            return usageError(io, tr("--limit needs a positive number"));
    }
    const bool json = parser.isSet(jsonOption);
    const bool remote = parser.isSet(remoteOption);
    if (remote && query.text.trimmed().isEmpty())
        return usageError(io, tr("--remote needs words to look for"));
    if (!open(io))
        return 2;
    if (query.groupPath.isEmpty())
        searchCatalog(query, json, remote, io);
    else
        readGroupThenSearch(query, json, remote, io);
    return Pending;
}

void SearchCommand::readGroupThenSearch(const CatalogQuery &query, bool json, bool remote,
                                        CommandIo &io)
{
    // A marketplace's group not read yet is read first, as the window reads
    // a group when it is chosen: the search then covers its tools.
    onCatalog(
        [query](CatalogDatabase &database) {
            QList<std::pair<QString, QString>> unread;
            for (const QString &provider : database.providers()) {
                if (!query.providers.isEmpty() && !query.providers.contains(provider))
                    continue;
                for (const CatalogGroup &group : database.groups(provider)) {
                    if (group.path == query.groupPath && !group.loadedAt.isValid())
                        unread.append({provider, group.id});
                }
            }
            return unread;
        },
        [this, query, json, remote, &io](const QList<std::pair<QString, QString>> &unread) {
            // Reading a group writes the catalog: as a sync does, it waits
            // for another writer (the window's sync, say) to finish.
            if (!unread.isEmpty() && !takeWriteLock(io))
                return finish(io, 2);
            SyncEngine &engine = application().syncEngine();
            for (const auto &[name, id] : unread) {
                const std::optional<Provider> provider = application().providers().find(name);
                if (!provider)
                    continue;
                io.err << tr("Reading the tools of %1 from %2…")
                              .arg(TextSafety::escapeLine(query.groupPath.join(u'/')),
                                   TextSafety::escapeLine(name))
                       << u'\n';
                engine.loadGroups(*provider, {id});
            }
            if (engine.isIdle())
                return searchCatalog(query, json, remote, io);
            QObject::connect(
                &engine, &SyncEngine::providerFinished, &application(),
                [&io](const QString &name, const SyncSummary &, const std::optional<Error> &why) {
                    if (why)
                        io.err << tr("%1: the group could not be read: %2")
                                      .arg(TextSafety::escapeLine(name),
                                           TextSafety::escapeLine(why->text()))
                               << u'\n';
                });
            QObject::connect(
                &engine, &SyncEngine::idle, &application(),
                [this, query, json, remote, &io] { searchCatalog(query, json, remote, io); });
        });
}

void SearchCommand::searchCatalog(const CatalogQuery &query, bool json, bool remote, CommandIo &io)
{
    onCatalog(
        [query](CatalogDatabase &database) {
            Found found;
            found.tools = database.search(query);
            found.error = database.lastError();
            found.matching = query.limit < 0 ? found.tools.size() : database.count(query);
            found.total = database.toolCount();
            return found;
        },
        [this, &io, json, remote, query](const Found &found) {
            if (!found.error.isEmpty())
                return fail(io, tr("the catalog cannot be read: %1").arg(found.error), 2);
            if (remote)
                return searchRemotely(query, found.tools, json, io);
            if (json) {
                QJsonArray array;
                for (const ToolSummary &tool : found.tools)
                    array.append(ToolFormat::toolJson(tool));
                io.out << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
                return finish(io, 0);
            }
            for (const ToolSummary &tool : found.tools)
                io.out << toolLine(tool) << u'\n';
            if (found.total == 0)
                io.err << tr("The catalog is empty; add a provider with toolshelf provider add, "
                             "then run toolshelf sync.")
                       << u'\n';
            else if (found.tools.isEmpty())
                io.err << tr("No tool matches.") << u'\n';
            else if (found.matching > found.tools.size())
                io.err << tr("%1 of %2 matching tools shown.")
                              .arg(found.tools.size())
                              .arg(found.matching)
                       << u'\n';
            finish(io, 0);
        });
}

void SearchCommand::searchRemotely(const CatalogQuery &query, const QList<ToolSummary> &local,
                                   bool json, CommandIo &io)
{
    QList<Provider> asked;
    for (const Provider &provider : application().providers().providers()) {
        if (MarketplaceSearch::canAsk(provider)
            && (query.providers.isEmpty() || query.providers.contains(provider.name)))
            asked.append(provider);
    }
    m_remote
        = new MarketplaceSearch(&application().clients(), &application().catalog(), &application());
    QObject::connect(
        m_remote, &MarketplaceSearch::finished, &application(),
        [this, &io, local, json](const QString &, const QList<MarketplaceSearch::Finding> &found) {
            json ? printJson(local, found, io) : printText(local, found, io);
            bool failed = false;
            for (const MarketplaceSearch::Finding &finding : found)
                failed = failed || finding.error.has_value();
            finish(io, failed ? 1 : 0);
        });
    m_remote->start(asked, query.text,
                    query.limit > 0 ? int(std::min<qint64>(query.limit, 1000)) : RemoteLimit);
}

void SearchCommand::printText(const QList<ToolSummary> &local,
                              const QList<MarketplaceSearch::Finding> &found, CommandIo &io)
{
    for (const ToolSummary &tool : local)
        io.out << toolLine(tool) << u'\n';
    for (const MarketplaceSearch::Finding &finding : found) {
        const QString provider = TextSafety::escapeLine(finding.provider);
        if (finding.error) {
            io.err << tr("%1: the provider's search failed: %2")
                          .arg(provider, TextSafety::escapeLine(finding.error->text()))
                   << u'\n';
            continue;
        }
        for (const DialectTool &read : finding.tools) {
            const Tool &tool = read.tool;
            io.out << ToolFormat::reference(finding.provider, tool.name)
                   << tr("  [not in catalog]  ")
                   << ToolFormat::firstLine(tool.description, MinDescriptionWidth * 2) << u'\n';
        }
        for (const CatalogGroup &group : finding.groups) {
            const QString path = TextSafety::escapeLine(group.path.join(u'/'));
            const QString count = group.toolCount ? QString::number(*group.toolCount) : tr("?");
            io.out << (group.loadedAt.isValid()
                           ? tr("%1 group %2: %3 tools, in the catalog").arg(provider, path, count)
                           : tr("%1 group %2: %3 tools, not read; toolshelf sync %1 --group "
                                "\"%2\"")
                                 .arg(provider, path, count))
                   << u'\n';
        }
        if (finding.toolTotal > finding.tools.size() || finding.groupTotal > finding.groups.size())
            io.err << tr("%1 finds %2 tools and %3 groups in all.")
                          .arg(provider)
                          .arg(finding.toolTotal)
                          .arg(finding.groupTotal)
                   << u'\n';
    }
}

void SearchCommand::printJson(const QList<ToolSummary> &local,
                              const QList<MarketplaceSearch::Finding> &found, CommandIo &io)
{
    QJsonArray tools;
    for (const ToolSummary &tool : local)
        tools.append(ToolFormat::toolJson(tool));
    QJsonArray remote;
    for (const MarketplaceSearch::Finding &finding : found) {
        QJsonArray remoteTools;
        for (const DialectTool &read : finding.tools)
            remoteTools.append(QJsonObject {
                {QStringLiteral("toolId"), read.tool.key.nativeId},
                {QStringLiteral("name"), read.tool.name},
                {QStringLiteral("description"), read.tool.description},
                {QStringLiteral("inputSchema"), read.tool.input.json()},
            });
        QJsonArray groups;
        for (const CatalogGroup &group : finding.groups)
            groups.append(QJsonObject {
                {QStringLiteral("id"), group.id},
                {QStringLiteral("name"), group.name},
                {QStringLiteral("path"), QJsonArray::fromStringList(group.path)},
                {QStringLiteral("toolCount"),
                 group.toolCount ? QJsonValue(*group.toolCount) : QJsonValue()},
                {QStringLiteral("loaded"), group.loadedAt.isValid()},
            });
        remote.append(QJsonObject {
            {QStringLiteral("provider"), finding.provider},
            {QStringLiteral("tools"), remoteTools},
            {QStringLiteral("toolTotal"), finding.toolTotal},
            {QStringLiteral("groups"), groups},
            {QStringLiteral("groupTotal"), finding.groupTotal},
            {QStringLiteral("error"), finding.error ? finding.error->text() : QString()},
        });
    }
    io.out << QString::fromUtf8(QJsonDocument(QJsonObject {{QStringLiteral("tools"), tools},
                                                           {QStringLiteral("remote"), remote}})
                                    .toJson(QJsonDocument::Indented));
}

} // namespace Toolshelf
