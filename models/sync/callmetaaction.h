// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/error.h"
#include "providers/provider.h"
#include "tool/tool.h"

#include <QJsonValue>
#include <QObject>
#include <QStringList>

#include <optional>

namespace Toolshelf {

class CatalogStore;
class SyncEngine;
struct SyncSummary;

// Carries out what a tool's answer asks of the catalog besides its result
// (seed 003's meta responses, read by CapabilitiesMeta): the tools it
// reveals are stored as the provider's, marked with the tool that revealed
// them; groups it says changed are read again by syncing the provider, which
// reads the tree and every group read before and keeps the catalog whole if
// that fails. On a marketplace, whose sync leaves unopened groups unread, the
// named groups still unread are then read on their own. Deletes itself after
// finished().
class CallMetaAction final : public QObject
{
    Q_OBJECT

public:
    CallMetaAction(Provider provider, CatalogStore *store, SyncEngine *engine,
                   QObject *parent = nullptr);

    // `called`: the version whose answer carried `meta`. False when the meta
    // asks nothing of the catalog: no finished() follows, and the caller
    // deletes the action. Otherwise finished() follows once.
    bool start(const Tool &called, const QJsonValue &meta);

Q_SIGNALS:
    // What was done and what was wrong with the meta, one translated
    // sentence each (provider text in them is not escaped yet); `error` when
    // the catalog could not store the tools or the sync failed.
    void finished(const QStringList &notes, const std::optional<Toolshelf::Error> &error);

private:
    // Where a group refresh is: it waits for a sync already running (which
    // may have read the groups before they changed), syncs, then reads the
    // named groups that sync left unread.
    enum class Step { WaitingForRunningSync, Syncing, ReadingGroups };

    void stored(const SyncSummary &summary, qsizetype revealed, const QString &error);
    void providerFinished(const std::optional<Error> &error);
    void checkGroups();
    void groupsChecked(const QStringList &unread, const QStringList &missing);
    void finish(const std::optional<Error> &error);

    Provider m_provider;
    CatalogStore *m_store;
    SyncEngine *m_engine;
    QStringList m_groupIds;
    QStringList m_notes;
    Step m_step = Step::Syncing;
};

} // namespace Toolshelf
