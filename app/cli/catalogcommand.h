// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogservice.h"
#include "catalog/catalogstore.h"
#include "cli/application.h"
#include "cli/command.h"
#include "cli/toolreference.h"
#include "providers/profilewritelock.h"

#include <QCoreApplication>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>

namespace Toolshelf {

class VersionFetch;

// What the commands on the offline catalog share: the profile's Application,
// PROVIDER/TOOL resolved on the catalog's thread, a missing version fetched
// on demand, and one way to report and finish.
class CatalogCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::CatalogCommand)

public:
    ~CatalogCommand() override;

protected:
    CatalogCommand();

    enum class Access { Read, Write };
    // Opens the profile; false after saying why (the command exits with 2).
    // For Access::Write it also takes the profile's write lock, waiting for
    // another command that writes (and saying whom it waits for).
    bool open(CommandIo &io, Access access = Access::Read);
    // The write lock, for a command that finds out only once open that it
    // writes (search reading a marketplace's group); false after saying why.
    bool takeWriteLock(CommandIo &io);
    Application &application() const { return *m_application; }

    // `work(CatalogDatabase &)` on the catalog's thread, then `then(result)` here.
    template<typename Work, typename Then> void onCatalog(Work work, Then then)
    {
        m_application->catalog().run(std::move(work), m_application.get(), std::move(then));
    }
    // The same for work that writes the user's data: `work(database, editor)`
    // runs through the catalog service, which announces the change.
    template<typename Work, typename Then> void onUserData(Work work, Then then)
    {
        m_application->catalog().userData().edit(std::move(work), m_application.get(),
                                                 std::move(then));
    }

    // Calls `then` with the tool, or says why there is none and finishes with 1.
    void withTool(const ToolReference &reference, CommandIo &io,
                  std::function<void(const ToolSummary &)> then);
    // Calls `then` once `version` of `tool` is in the catalog, fetching it from
    // the provider first when it is not; on failure says why and finishes with 1.
    void withVersion(const ToolSummary &tool, qint64 version, CommandIo &io,
                     std::function<void()> then);

    // "toolshelf COMMAND: MESSAGE" on stderr, then the command ends with `code`.
    void fail(CommandIo &io, const QString &message, int code = 1);
    // Ends a command that returned Pending.
    void finish(CommandIo &io, int code);

    // Usage problems, found before anything runs: said on stderr as
    // CommandParser says them, exit status 2.
    int usageError(CommandIo &io, const QString &message);
    // PROVIDER/TOOL, or nothing after a usage error was said.
    std::optional<ToolReference> parseReference(const QString &text, CommandIo &io);
    // Each of `texts` as PROVIDER/TOOL, or nothing after the first usage error.
    std::optional<QList<ToolReference>> parseReferences(const QStringList &texts, CommandIo &io);
    // The names of the profile's providers, which ToolReference::resolve and
    // ToolSelection use to tell "no such provider" from "not synced yet".
    QStringList configuredProviders() const;
    // A version number as the draft has them: a positive integer.
    static std::optional<qint64> parseVersion(const QString &text);

private:
    // Before the application: released after it has closed the catalog.
    std::unique_ptr<ProfileWriteLock> m_writeLock;
    std::unique_ptr<Application> m_application;
    QPointer<VersionFetch> m_fetch;
};

} // namespace Toolshelf
