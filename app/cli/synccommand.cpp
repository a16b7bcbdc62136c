// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/synccommand.h"

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "cli/application.h"
#include "cli/browsersignin.h"
#include "cli/commandparser.h"
#include "cli/writelock.h"
#include "core/textsafety.h"
#include "sync/syncengine.h"
#include "sync/syncsettings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace Toolshelf {

namespace {

// Progress lines at most this often per provider: a large sync has thousands of pages.
constexpr qint64 ProgressIntervalMs = 500;

QString size(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

SyncCommand::SyncCommand() = default;
SyncCommand::~SyncCommand() = default;

QString SyncCommand::name() const
{
    return QStringLiteral("sync");
}

QString SyncCommand::summary() const
{
    return tr("Pull the providers' tools into the offline catalog.");
}

int SyncCommand::run(const QStringList &arguments, CommandIo &io)
{
    CommandParser parser(name());
    parser.setDescription(
        tr("Pulls every tool of the named providers (default: all) into the offline catalog, every "
           "provider at once, and the whole version history of pinned tools. A provider whose sync "
           "fails keeps its previous catalog exactly as it was.\n"
           "\n"
           "Each provider's sync stops, keeping its previous catalog, when it runs past its "
           "deadline or receives more than its byte or page budget. The profile's settings.ini "
           "sets them too: [sync] deadlineSeconds, maxBytes, maxPages, maxTools.\n"
           "\n"
           "A provider of a2t capabilities that offers groups and search and holds more tools "
           "than --max-tools is a marketplace: a sync reads its group tree, its top-level tools "
           "and the groups read before. --group reads one group's tools (by its path of names, "
           "e.g. Billing/Billing vendor 3, or its id; repeatable) of the one provider named.\n"
           "\n"
           "Progress goes to stderr, one summary line per provider to stdout; with --json an array "
           "of {provider, ok, error, errorCode, toolsListed, newTools, newVersions, "
           "changedWithoutBump, withdrawn, conflicts, notes}; errorCode names what kind of failure "
           "is at the root (network, timeout, http, unauthorized, malformed, limit, storage, "
           "cancelled, other), empty when ok. Notes (a pinned tool withdrawn and kept, a pinned "
           "tool's history refused or gone) follow a provider's line.\n"
           "\n"
           "Exit status: 0 all providers synced, 1 one or more failed, 2 bad usage."));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print the results as JSON."));
    const QCommandLineOption timeoutOption(
        QStringLiteral("timeout"), tr("Each provider's deadline: seconds, or 90s, 10m, 1h (30m)."),
        QStringLiteral("T"));
    const QCommandLineOption maxBytesOption(QStringLiteral("max-bytes"),
                                            tr("Each provider's byte budget: 512M, 4G (4G)."),
                                            QStringLiteral("SIZE"));
    const QCommandLineOption maxPagesOption(QStringLiteral("max-pages"),
                                            tr("Each provider's page budget (250000)."),
                                            QStringLiteral("N"));
    const QCommandLineOption maxToolsOption(
        QStringLiteral("max-tools"),
        tr("Read a provider with groups and search in part above N tools (100000)."),
        QStringLiteral("N"));
    const QCommandLineOption groupOption(
        QStringLiteral("group"), tr("Read the tools of the group PATH (or id) of the provider."),
        QStringLiteral("PATH"));
    const QCommandLineOption signInOption = BrowserSignIn::option();
    parser.addOptions({jsonOption, timeoutOption, maxBytesOption, maxPagesOption, maxToolsOption,
                       groupOption, signInOption});
    parser.addPositionalArgument(QStringLiteral("NAME"), tr("Providers to sync (default: all)."),
                                 QStringLiteral("[NAME...]"));
    if (const std::optional<int> done = parser.parse(
            arguments, io, tr("Usage: toolshelf [--profile DIR] sync [options] [NAME...]")))
        return *done;
    m_json = parser.isSet(jsonOption);
    // Each limit as given, or nothing when it is not; a value that does not
    // read is said and ends the command (2).
    bool usable = true;
    const auto limit = [&]<typename T>(const QCommandLineOption &option,
                                       std::optional<T> (*read)(const QString &)) {
        std::optional<T> result;
        if (!usable || !parser.isSet(option))
            return result;
        const std::optional<QString> text = parser.requiredValue(option, io);
        if (!text) {
            usable = false;
        } else if (!(result = read(*text))) {
            parser.usageError(
                io,
                tr("--%1 does not take \"%2\"")
                    .arg(option.names().constLast(), TextSafety::escapeLine(*text).left(40)));
            usable = false;
        }
        return result;
    };
    const auto timeout = limit(timeoutOption, &SyncSettings::parseDuration);
    const auto maxBytes = limit(maxBytesOption, &SyncSettings::parseSize);
    const auto maxPages = limit(maxPagesOption, &SyncSettings::parseCount);
    const auto maxTools = limit(maxToolsOption, &SyncSettings::parseCount);
    if (!usable)
        return 2;
    const QStringList names = parser.positionalArguments();
    const QStringList groups = parser.values(groupOption);
    if (!groups.isEmpty() && names.size() != 1) {
        parser.usageError(io, tr("--group reads groups of one provider: name exactly one"));
        return 2;
    }

    m_application = std::make_unique<Application>(io.profile);
    QString error;
    if (!m_application->open(&error)) {
        io.err << QStringLiteral("toolshelf sync: ") << error << u'\n';
        return 2;
    }
    m_writeLock = WriteLock::take(io, name());
    if (!m_writeLock)
        return 2;
    if (parser.isSet(signInOption))
        BrowserSignIn::allow(*m_application, io);
    // Set aside, never synced: the user must know why their provider is silent.
    for (const Provider &own : m_application->providers().shadowed())
        io.err << QStringLiteral("toolshelf sync: ") << ProviderRegistry::shadowedReason(own)
               << u'\n';
    QList<Provider> providers;
    for (const QString &name : std::as_const(names)) {
        const auto provider = m_application->providers().find(name);
        if (!provider) {
            io.err << tr("toolshelf sync: no provider named \"%1\"; see toolshelf provider list")
                          .arg(TextSafety::escapeLine(name))
                   << u'\n';
            return 2;
        }
        providers.append(*provider);
    }
    if (names.isEmpty())
        providers = m_application->providers().providers();
    if (providers.isEmpty()) {
        io.err << tr("toolshelf sync: no providers; add one with toolshelf provider add") << u'\n';
        return 2;
    }
    for (const Provider &p : std::as_const(providers))
        m_order.append(p.name);

    for (const QString &warning : m_application->warnings())
        io.err << QStringLiteral("toolshelf sync: ") << warning << u'\n';
    SyncEngine &engine = m_application->syncEngine();
    SyncLimits limits = engine.limits();
    limits.deadline = timeout.value_or(limits.deadline);
    limits.maxBytes = maxBytes.value_or(limits.maxBytes);
    limits.maxPages = maxPages.value_or(limits.maxPages);
    limits.maxTools = maxTools.value_or(limits.maxTools);
    engine.setLimits(limits);
    QObject::connect(&engine, &SyncEngine::progressed, m_application.get(),
                     [this, &io](const QString &provider, const SyncProgress &progress) {
                         // The last line before a long silence says what the silence is.
                         if (progress.saving) {
                             io.err << tr("%1: every page is in; saving to the catalog (tools %2)")
                                           .arg(TextSafety::escapeLine(provider),
                                                QString::number(progress.tools))
                                    << u'\n';
                             io.err.flush();
                             return;
                         }
                         QElapsedTimer &last = m_lastProgress[provider];
                         if (last.isValid() && last.elapsed() < ProgressIntervalMs)
                             return;
                         last.start();
                         if (progress.toolsExpected)
                             io.err
                                 << tr("%1: tools %2 of %3, pages %4, %5")
                                        .arg(TextSafety::escapeLine(provider),
                                             QString::number(progress.tools),
                                             QString::number(*progress.toolsExpected),
                                             QString::number(progress.pages), size(progress.bytes))
                                 << u'\n';
                         else
                             io.err
                                 << tr("%1: pages %2, tools %3, %4")
                                        .arg(TextSafety::escapeLine(provider),
                                             QString::number(progress.pages),
                                             QString::number(progress.tools), size(progress.bytes))
                                 << u'\n';
                         io.err.flush();
                     });
    QObject::connect(&engine, &SyncEngine::providerFinished, m_application.get(),
                     [this](const QString &provider, const SyncSummary &summary,
                            const std::optional<Error> &why) {
                         m_results.insert(provider, {!why, summary, why});
                     });
    QObject::connect(&engine, &SyncEngine::idle, m_application.get(), [this, &io] { report(io); });
    if (groups.isEmpty()) {
        engine.sync(providers);
        return Pending;
    }
    // The groups by the tree the catalog keeps, read on its thread.
    m_application->catalog().run(
        [name = providers.first().name](CatalogDatabase &db) { return db.groups(name); },
        m_application.get(),
        [this, &io, groups, provider = providers.first()](const QList<CatalogGroup> &known) {
            QStringList ids;
            for (const QString &text : groups) {
                const std::optional<CatalogGroup> group = CatalogGroup::named(known, text);
                if (!group) {
                    io.err << tr("toolshelf sync: %1 has no group \"%2\" in the catalog; see "
                                 "toolshelf search --provider %1, or sync it first")
                                  .arg(TextSafety::escapeLine(provider.name),
                                       TextSafety::escapeLine(text))
                           << u'\n';
                    return io.finish(2);
                }
                ids.append(group->id);
            }
            m_application->syncEngine().loadGroups(provider, ids);
        });
    return Pending;
}

void SyncCommand::report(CommandIo &io)
{
    bool allOk = true;
    QJsonArray array;
    for (const QString &provider : std::as_const(m_order)) {
        const Result result = m_results.value(provider);
        allOk = allOk && result.ok;
        const SyncSummary &s = result.summary;
        const QString error = result.error ? result.error->text() : QString();
        if (m_json) {
            // The root's code: what the user acts on (a refused token under a
            // page is "unauthorized", a token endpoint out of reach "network").
            const QString code
                = result.error ? Error::codeName(result.error->rootCode()) : QString();
            array.append(
                QJsonObject {{QStringLiteral("provider"), provider},
                             {QStringLiteral("ok"), result.ok},
                             {QStringLiteral("error"), error},
                             {QStringLiteral("errorCode"), code},
                             {QStringLiteral("toolsListed"), qint64(s.toolsListed)},
                             {QStringLiteral("newTools"), qint64(s.newTools)},
                             {QStringLiteral("newVersions"), qint64(s.newVersions)},
                             {QStringLiteral("changedWithoutBump"), qint64(s.changedWithoutBump)},
                             {QStringLiteral("withdrawn"), qint64(s.withdrawn)},
                             {QStringLiteral("conflicts"), qint64(s.conflicts)},
                             {QStringLiteral("notes"), QJsonArray::fromStringList(s.notes)}});
        } else if (result.ok) {
            io.out << tr("%1: tools %2, new tools %3, new versions %4, changed without a new "
                         "version %5, "
                         "withdrawn %6, override conflicts %7")
                          .arg(TextSafety::escapeLine(provider), QString::number(s.toolsListed),
                               QString::number(s.newTools), QString::number(s.newVersions),
                               QString::number(s.changedWithoutBump), QString::number(s.withdrawn),
                               QString::number(s.conflicts))
                   << u'\n';
            for (const QString &note : s.notes)
                io.out << QStringLiteral("  ") << TextSafety::escapeLine(note) << u'\n';
        } else {
            io.out << tr("%1: failed: %2; the previous catalog is kept")
                          .arg(TextSafety::escapeLine(provider), TextSafety::escapeLine(error))
                   << u'\n';
        }
    }
    if (m_json)
        io.out << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
    io.out.flush();
    io.finish(allOk ? 0 : 1);
}

} // namespace Toolshelf
