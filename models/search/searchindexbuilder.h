// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"
#include "core/serialqueue.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace Toolshelf {

class SearchIndex;

// Builds SearchIndex off the caller's thread (a SerialQueue at low
// priority), over a read-only connection of its own, so neither keystrokes nor catalog writes wait
// for a build. At most one build runs and one waits: a request for a newer revision cancels the
// running build and replaces the waiting one. A build writes its index to the
// cache file (a temporary one without it) and answers with that file mapped;
// load() reads it back at the next start (SearchIndexCache), in the same queue.
class SearchIndexBuilder final : public QObject
{
    Q_OBJECT

public:
    // CatalogDatabase::catalogRevision(): the catalog an index describes.
    using Revision = CatalogRevision;

    explicit SearchIndexBuilder(QObject *parent = nullptr);
    // Cancels the running build and waits for it.
    ~SearchIndexBuilder() override;

    // Builds an index of the catalog file `path` as it is at `revision`,
    // which must have been read before this call: the build reads a snapshot
    // at least that new. Nothing happens if that revision is being built.
    void request(const QString &path, Revision revision);
    bool isBuilding() const { return m_running.has_value(); }
    // Builds started so far.
    int builds() const { return m_builds; }

    // Where builds are written and load() reads; empty (the default) for
    // none: builds then go to temporary files, removed once mapped.
    void setCacheFile(const QString &file) { m_cacheFile = file; }
    QString cacheFile() const { return m_cacheFile; }
    // Reads the cache file, accepting an index of the catalog `current`
    // names, at its revision or older; emits loaded(). Builds requested
    // meanwhile wait for it. Loading checks what searches could crash on,
    // not every byte: verify() does.
    void load(const Revision &current);
    // Checks every byte of the file `index` was loaded from (its digest);
    // emits damaged() if it is not as saved.
    void verify(const std::shared_ptr<const SearchIndex> &index);

    // Tests slow builds down with it; runs in the builder's queue before a build reads.
    void setBeforeBuildHook(std::function<void()> hook) { m_beforeBuild = std::move(hook); }

Q_SIGNALS:
    // A requested build finished and no newer one is waiting. `revision` is
    // that of the rows the build read, at least the requested one. `index`
    // reads the file written in place; it is null when the build failed
    // (`error` says why; `revision` is the requested one).
    void finished(std::shared_ptr<const Toolshelf::SearchIndex> index,
                  const Toolshelf::CatalogRevision &revision, const QString &error);
    // verify() found the index's file not as saved: its answers may be wrong.
    void damaged(std::shared_ptr<const Toolshelf::SearchIndex> index);
    // load() is done; `index` is null when the file was missing or refused.
    void loaded(std::shared_ptr<const Toolshelf::SearchIndex> index,
                const Toolshelf::CatalogRevision &revision);

private:
    struct Job
    {
        QString path;
        Revision revision;
    };

    void start(const Job &job);
    void done(std::shared_ptr<const SearchIndex> index, const Revision &revision, bool cancelled,
              const QString &error);

    std::optional<Job> m_running;
    std::optional<Job> m_waiting;
    // Set to stop the running build; each build has its own.
    std::shared_ptr<std::atomic<bool>> m_cancel;
    int m_builds = 0;
    QString m_cacheFile;
    std::function<void()> m_beforeBuild;
    // Keystrokes and the catalog's own work come first. Last, so it is gone
    // (its running build finished) before the rest of the builder.
    SerialQueue m_queue {QThread::LowPriority};
};

} // namespace Toolshelf
