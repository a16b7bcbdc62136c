#include "sync/callmetaaction.h"

#include "catalog/catalogstore.h"
#include "core/textsafety.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "dialects/a2tcapabilities/capabilitiesmeta.h"
#include "sync/syncengine.h"

namespace Toolshelf {

CallMetaAction::CallMetaAction(Provider provider, CatalogStore *store, SyncEngine *engine,
                               QObject *parent)
    : QObject(parent)
    , m_provider(std::move(provider))
    , m_store(store)
    , m_engine(engine)
{ }

bool CallMetaAction::start(const Tool &called, const QJsonValue &meta)
{
    if (called.dialect != A2tCapabilitiesDialect::DialectId)
        return false;
    const CapabilitiesMeta read
        = CapabilitiesMeta::read(m_provider.name, meta, called.groupId, called.groupPath);
    if (read.kind == CapabilitiesMeta::Kind::None)
        return false;
    m_notes = read.problems;
    if (read.kind == CapabilitiesMeta::Kind::ToolsAdded) {
        QList<DialectTool> tools;
        for (const DialectTool &tool : read.tools) {
            if (tool.tool.key.nativeId.isEmpty()) {
                m_notes.append(tr("A revealed tool has no name; it was not stored."));
                continue;
            }
            if (containsError(tool.diagnostics))
                m_notes.append(tr("The revealed tool \"%1\" has errors; it was stored with them.")
                                   .arg(TextSafety::shortened(tool.tool.name, 120)));
            tools.append(tool);
        }
        if (tools.isEmpty()) {
            QMetaObject::invokeMethod(
                this, [this] { finish(std::nullopt); }, Qt::QueuedConnection);
            return true;
        }
        const qsizetype count = tools.size();
        m_store->run(
            [provider = m_provider.name, revealedBy = called.key.nativeId,
             tools = std::move(tools)](CatalogDatabase &db) {
                SyncSummary summary;
                QString error;
                db.storeRevealed(provider, revealedBy, tools, &summary, &error);
                return std::pair {summary, error};
            },
            this,
            [this, count](const std::pair<SyncSummary, QString> &result) {
                stored(result.first, count, result.second);
            });
        return true;
    }
    if (read.kind == CapabilitiesMeta::Kind::GroupRefresh && !read.groupIds.isEmpty() && m_engine) {
        m_groupIds = read.groupIds;
        connect(m_engine, &SyncEngine::providerFinished, this,
                [this](const QString &provider, const SyncSummary &,
                       const std::optional<Error> &error) {
                    if (provider != m_provider.name)
                        return;
                    if (m_syncAfterRunning) {
                        m_syncAfterRunning = false;
                        return syncNow();
                    }
                    synced(error);
                });
        m_syncAfterRunning = m_engine->isSyncing(m_provider.name);
        if (!m_syncAfterRunning)
            syncNow();
        return true;
    }
    // Only problems to tell.
    QMetaObject::invokeMethod(
        this, [this] { finish(std::nullopt); }, Qt::QueuedConnection);
    return true;
}

void CallMetaAction::stored(const SyncSummary &summary, qsizetype revealed, const QString &error)
{
    if (!error.isEmpty())
        return finish(
            Error(Error::Code::Storage,
                  tr("The tools the answer revealed could not be stored: %1").arg(error)));
    m_notes.prepend(summary.newTools > 0
                        ? tr("The answer revealed %n new tool(s); they are in the catalog now.",
                             nullptr, int(summary.newTools))
                        : tr("The answer revealed %n tool(s) the catalog already holds.", nullptr,
                             int(revealed)));
    m_notes.append(summary.notes);
    finish(std::nullopt);
}

void CallMetaAction::syncNow()
{
    m_engine->sync({m_provider});
}

void CallMetaAction::synced(const std::optional<Error> &error)
{
    if (error)
        return finish(Error(
            error->code(),
            tr("The groups the answer named could not be read again: %1").arg(error->text())));
    checkGroups();
}

void CallMetaAction::checkGroups()
{
    m_store->run(
        [provider = m_provider.name, groups = m_groupIds](CatalogDatabase &db) {
            // A tool listed in a group is keyed "<group id>/<name>".
            QStringList missing;
            for (const QString &group : groups) {
                if (!db.hasToolWithIdPrefix(provider, group + u'/'))
                    missing.append(group);
            }
            return missing;
        },
        this,
        [this](const QStringList &missing) {
            m_notes.prepend(tr("The provider was synced again: the answer said %n group(s) "
                               "changed.",
                               nullptr, int(m_groupIds.size())));
            for (const QString &group : missing)
                m_notes.append(tr("The answer named the group \"%1\", in which the provider "
                                  "lists no tools.")
                                   .arg(TextSafety::shortened(group, 120)));
            finish(std::nullopt);
        });
}

void CallMetaAction::finish(const std::optional<Error> &error)
{
    Q_EMIT finished(m_notes, error);
    deleteLater();
}

} // namespace Toolshelf
