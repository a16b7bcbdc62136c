#pragma once

#include <QObject>
#include <QString>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace Toolshelf {

class SearchIndex;

// Builds SearchIndex on a thread of its own, over a read-only connection of
// its own, so neither keystrokes nor catalog writes wait for a build. At most
// one build runs and one waits: a request for a newer revision cancels the
// running build and replaces the waiting one.
class SearchIndexBuilder final : public QObject
{
    Q_OBJECT

public:
    // CatalogDatabase::catalogRevision(): the catalog an index describes.
    using Revision = std::pair<quint64, qint64>;

    explicit SearchIndexBuilder(QObject *parent = nullptr);
    // Cancels the running build and waits for its thread.
    ~SearchIndexBuilder() override;

    // Builds an index of the catalog file `path` as it is at `revision`,
    // which must have been read before this call: the build reads a snapshot
    // at least that new. Nothing happens if that revision is being built.
    void request(const QString &path, Revision revision);
    bool isBuilding() const { return m_running.has_value(); }
    // Builds started so far.
    int builds() const { return m_builds; }

    // Tests slow builds down with it; runs on the builder's thread before a build reads.
    void setBeforeBuildHook(std::function<void()> hook) { m_beforeBuild = std::move(hook); }

Q_SIGNALS:
    // A requested build finished and no newer one is waiting. `index` is null
    // when it failed (`error` says why).
    void finished(std::shared_ptr<const Toolshelf::SearchIndex> index,
                  std::pair<quint64, qint64> revision, const QString &error);

private:
    struct Job
    {
        QString path;
        Revision revision;
    };

    void start(const Job &job);
    void done(std::shared_ptr<const SearchIndex> index, bool cancelled, const QString &error);

    QThread m_thread;
    // Lives on m_thread; only ever a context for invokeMethod.
    QObject *m_worker;
    std::optional<Job> m_running;
    std::optional<Job> m_waiting;
    // Set to stop the running build; each build has its own.
    std::shared_ptr<std::atomic<bool>> m_cancel;
    int m_builds = 0;
    std::function<void()> m_beforeBuild;
};

} // namespace Toolshelf
