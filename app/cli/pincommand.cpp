// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/pincommand.h"

#include "catalog/catalogdatabase.h"
#include "cli/commandparser.h"
#include "cli/toolformat.h"

namespace Toolshelf {

namespace {

struct Outcome
{
    bool ok = false;
    QString error;
    // Unpin: whether there was a pin to remove.
    std::optional<Pin> previous;
};

} // namespace

PinCommand::PinCommand(Mode mode)
    : m_mode(mode)
{ }

QString PinCommand::name() const
{
    return m_mode == Mode::Pin ? QStringLiteral("pin") : QStringLiteral("unpin");
}

QString PinCommand::summary() const
{
    return m_mode == Mode::Pin ? tr("Keep using one version of a tool.")
                               : tr("Follow a tool's current version again.");
}

int PinCommand::run(const QStringList &arguments, CommandIo &io)
{
    const bool pinning = m_mode == Mode::Pin;
    CommandParser parser(name());
    parser.setDescription(
        pinning ? tr("Pins a tool to VERSION: the catalog, search and show use that version "
                     "whatever the provider lists as current, and every sync also fetches the "
                     "tool's whole version history. TOOL is the tool's name or its toolId. A "
                     "version the catalog does not hold yet is fetched from the provider first. "
                     "Pins are yours: syncs never change them.\n"
                     "\n"
                     "Exit status: 0 pinned; 1 no such tool or version, or fetching it failed; "
                     "2 bad usage or an unreadable profile.")
                : tr("Removes a tool's pin, so the catalog follows its current version again. "
                     "TOOL is the tool's name or its toolId.\n"
                     "\n"
                     "Exit status: 0 unpinned (also when it was not pinned); 1 no such tool; 2 "
                     "bad usage or an unreadable profile."));
    parser.addPositionalArgument(QStringLiteral("PROVIDER/TOOL"),
                                 pinning ? tr("The tool to pin.") : tr("The tool to unpin."));
    if (pinning)
        parser.addPositionalArgument(QStringLiteral("VERSION"), tr("The version to keep."));

    if (const std::optional<int> done
        = parser.parse(arguments, io,
                       pinning ? tr("Usage: toolshelf pin PROVIDER/TOOL VERSION")
                               : tr("Usage: toolshelf unpin PROVIDER/TOOL")))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != (pinning ? 2 : 1))
        return usageError(io,
                          pinning ? tr("give the tool as PROVIDER/TOOL and a VERSION")
                                  : tr("name one tool as PROVIDER/TOOL"));
    const std::optional<ToolReference> reference = parseReference(positional.constFirst(), io);
    if (!reference)
        return 2;
    std::optional<qint64> version;
    if (pinning) {
        version = parseVersion(positional.at(1));
        if (!version)
            return usageError(io, tr("VERSION must be a positive whole number"));
    }
    if (!open(io, Access::Write))
        return 2;

    withTool(*reference, io, [this, &io, version](const ToolSummary &tool) {
        if (!version)
            return unpin(tool, io);
        withVersion(tool, *version, io, [this, &io, tool, version] { pin(tool, *version, io); });
    });
    return Pending;
}

void PinCommand::pin(const ToolSummary &tool, qint64 version, CommandIo &io)
{
    onUserData(
        [provider = tool.provider, toolId = tool.toolId, version](CatalogDatabase &,
                                                                  UserDataEditor &editor) {
            Outcome outcome;
            outcome.ok = editor.pin(provider, toolId, version, &outcome.error);
            return outcome;
        },
        [this, &io, tool, version](const Outcome &outcome) {
            const QString reference = ToolFormat::reference(tool.provider, tool.name);
            if (!outcome.ok)
                return fail(io, tr("cannot pin %1: %2").arg(reference, outcome.error));
            io.out << tr("Pinned %1 to version %2 (the current version is %3).")
                          .arg(reference, QString::number(version),
                               QString::number(tool.currentVersion))
                   << u'\n';
            finish(io, 0);
        });
}

void PinCommand::unpin(const ToolSummary &tool, CommandIo &io)
{
    onUserData(
        [provider = tool.provider, toolId = tool.toolId](CatalogDatabase &database,
                                                         UserDataEditor &editor) {
            Outcome outcome;
            outcome.previous = database.pinOf(provider, toolId);
            outcome.ok = !outcome.previous || editor.unpin(provider, toolId, &outcome.error);
            return outcome;
        },
        [this, &io, tool](const Outcome &outcome) {
            const QString reference = ToolFormat::reference(tool.provider, tool.name);
            if (!outcome.ok)
                return fail(io, tr("cannot unpin %1: %2").arg(reference, outcome.error));
            if (outcome.previous)
                io.out << tr("Unpinned %1 from version %2; it follows the current version %3.")
                              .arg(reference, QString::number(outcome.previous->version),
                                   QString::number(tool.currentVersion))
                       << u'\n';
            else
                io.out << tr("%1 was not pinned.").arg(reference) << u'\n';
            finish(io, 0);
        });
}

} // namespace Toolshelf
