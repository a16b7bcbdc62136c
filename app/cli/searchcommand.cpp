#include "cli/searchcommand.h"

#include "catalog/catalogdatabase.h"
#include "cli/commandparser.h"
#include "cli/toolformat.h"
#include "core/textsafety.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Toolshelf {

namespace {

// A line fits a wide terminal; the description gets what the reference and
// badges leave, but always enough to recognise the tool.
constexpr qsizetype LineWidth = 100;
constexpr qsizetype MinDescriptionWidth = 30;

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
           "separated by \"/\" (a2t capabilities providers)."),
        QStringLiteral("PATH"));
    const QCommandLineOption limitOption(QStringLiteral("limit"), tr("Show at most N tools."),
                                         QStringLiteral("N"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print the tools as JSON."));
    parser.addOptions({tagOption, providerOption, groupOption, limitOption, jsonOption});
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
    if (!open(io))
        return 2;

    onCatalog(
        [query](CatalogDatabase &database) {
            Found found;
            found.tools = database.search(query);
            found.error = database.lastError();
            found.matching = query.limit < 0 ? found.tools.size() : database.count(query);
            found.total = database.toolCount();
            return found;
        },
        [this, &io, json](const Found &found) {
            if (!found.error.isEmpty())
                return fail(io, tr("the catalog cannot be read: %1").arg(found.error), 2);
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
    return Pending;
}

} // namespace Toolshelf
