// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sync/callmetaaction.h"

#include "catalog/catalogstore.h"
#include "core/textsafety.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "dialects/a2tcapabilities/capabilitiesmeta.h"
#include "sync/syncengine.h"

#include <QHash>

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
                    if (provider == m_provider.name)
                        providerFinished(error);
                });
        m_step = m_engine->isSyncing(m_provider.name) ? Step::WaitingForRunningSync : Step::Syncing;
        if (m_step == Step::Syncing)
            m_engine->sync({m_provider});
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

void CallMetaAction::providerFinished(const std::optional<Error> &error)
{
    switch (m_step) {
    case Step::WaitingForRunningSync:
        m_step = Step::Syncing;
        return m_engine->sync({m_provider});
    case Step::Syncing:
        if (error)
            return finish(Error(
                error->code(),
                tr("The groups the answer named could not be read again: %1").arg(error->text())));
        m_notes.prepend(tr("The provider was synced again: the answer said %n group(s) "
                           "changed.",
                           nullptr, int(m_groupIds.size())));
        return checkGroups();
    case Step::ReadingGroups:
        // A sync someone else started may finish first; the groups wait behind it.
        for (const QString &id : m_engine->groupsLoading(m_provider.name)) {
            if (m_groupIds.contains(id))
                return;
        }
        if (error)
            return finish(
                Error(error->code(),
                      tr("The groups the answer named could not be read: %1").arg(error->text())));
        return finish(std::nullopt);
    }
}

// The sync read the tree: each named group is in it or is not, and its
// tools are read or are not (a marketplace's unopened group).
void CallMetaAction::checkGroups()
{
    m_store->run(
        [provider = m_provider.name, named = m_groupIds](CatalogDatabase &db) {
            QHash<QString, bool> read;
            for (const CatalogGroup &group : db.groups(provider))
                read.insert(group.id, group.loadedAt.isValid());
            QStringList unread;
            QStringList missing;
            for (const QString &id : named) {
                if (const auto found = read.constFind(id); found == read.cend())
                    missing.append(id);
                else if (!*found)
                    unread.append(id);
            }
            return std::pair {unread, missing};
        },
        this,
        [this](const std::pair<QStringList, QStringList> &groups) {
            groupsChecked(groups.first, groups.second);
        });
}

void CallMetaAction::groupsChecked(const QStringList &unread, const QStringList &missing)
{
    for (const QString &group : missing)
        m_notes.append(tr("The answer named the group \"%1\", which the provider does not list.")
                           .arg(TextSafety::shortened(group, 120)));
    if (unread.isEmpty())
        return finish(std::nullopt);
    m_notes.append(tr("The catalog read %n group(s) it named that had not been read before.",
                      nullptr, int(unread.size())));
    m_step = Step::ReadingGroups;
    m_engine->loadGroups(m_provider, unread);
}

void CallMetaAction::finish(const std::optional<Error> &error)
{
    Q_EMIT finished(m_notes, error);
    deleteLater();
}

} // namespace Toolshelf
