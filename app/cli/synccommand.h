// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogsync.h"
#include "cli/command.h"
#include "core/error.h"
#include "providers/profilewritelock.h"
#include "sync/syncprogress.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>

#include <memory>
#include <optional>

namespace Toolshelf {

class Application;

// `toolshelf sync [NAME...]`: pulls the providers' tools into the offline
// catalog, all providers at once; progress on stderr, summary on stdout.
class SyncCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SyncCommand)

public:
    SyncCommand();
    ~SyncCommand() override;

    QString name() const override;
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;

private:
    struct Result
    {
        bool ok = false;
        SyncSummary summary;
        std::optional<Error> error;
    };

    void report(CommandIo &io);

    // Before the application: released after it has closed the catalog.
    std::unique_ptr<ProfileWriteLock> m_writeLock;
    std::unique_ptr<Application> m_application;
    QStringList m_order;
    QHash<QString, Result> m_results;
    QHash<QString, QElapsedTimer> m_lastProgress;
    bool m_json = false;
};

} // namespace Toolshelf
