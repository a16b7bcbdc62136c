// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogsync.h"
#include "core/error.h"
#include "itemmodels/providerroles.h"
#include "providers/provider.h"
#include "sync/syncprogress.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QList>
#include <QStringList>

#include <optional>

namespace Toolshelf {

class CatalogStore;
class CredentialStore;
class ProviderRegistry;
class SyncEngine;

// The providers pane: one row per configured provider, in the registry's
// order, with its sync state kept current while syncs run.
//
// Rows are keyed by provider name and change incrementally (inserts, removes,
// moves, dataChanged; never a reset), so a view's selection survives a reload.
// The catalog is only read on its worker thread; its answers arrive later as
// dataChanged, and until then ToolCountRole is an invalid QVariant.
class ProviderListModel final : public QAbstractListModel
{
    Q_OBJECT

public:
    // None is owned; each must outlive the model, and any may be null: without
    // a registry, setProviders() supplies the rows; without the others their
    // roles keep their defaults.
    ProviderListModel(const ProviderRegistry *registry, SyncEngine *engine, CatalogStore *catalog,
                      CredentialStore *credentials, QObject *parent = nullptr);

    // Re-reads the registry's providers (after add, edit, remove or load), then
    // asks the catalog again for every provider's sync state (only the latter
    // without a registry).
    void reload();
    // reload() from a list instead of the registry. Later duplicates of a name
    // are ignored: the name is the row's identity.
    void setProviders(const QList<Provider> &providers);

    // The row's provider, for "sync", "retry" and "edit"; nothing for an invalid index.
    std::optional<Provider> provider(const QModelIndex &index) const;
    QModelIndex indexOf(const QString &name) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The line a running sync shows, in the tooltip and in the row: its page
    // and tool counts, or that it is writing the catalog.
    static QString syncingLine(const SyncProgress &progress);

private:
    // A failure the engine reported, which the catalog may not have recorded
    // (a sync that could not begin, a commit that failed).
    struct Failure
    {
        QString message;
        QDateTime at;
    };

    // How a sync the engine finished ended; applied when the catalog's state
    // after it arrives, so the row changes once, with everything consistent.
    struct Outcome
    {
        bool ok = false;
        Failure failure;
        std::optional<Error> error;
    };

    struct Row
    {
        Provider provider;
        // From the catalog; meaningful once `known`.
        ProviderSyncState state;
        qsizetype toolCount = 0;
        bool known = false;
        // Between the engine's started and providerFinished.
        bool running = false;
        // Catalog reads asked for by providerFinished and not yet answered: the
        // row shows as syncing until the results are in, so a view never sees
        // "done" next to the old tool count.
        int finishing = 0;
        SyncProgress progress;
        std::optional<Failure> failure;
        // The last sync's error, for its code: the catalog keeps only the text.
        std::optional<Error> lastFailure;
        bool sessionOnly = false;
        // The user's own provider of this name, which this managed one shadows.
        std::optional<Provider> shadowedOwn;
    };

    // What the catalog says about one provider.
    struct CatalogAnswer
    {
        ProviderSyncState state;
        qsizetype toolCount = 0;
    };

    int rowOf(const QString &name) const;
    Row newRow(const Provider &provider) const;
    void updateProvider(int row, const Provider &provider);
    void requestStates(const QStringList &names, const std::optional<Outcome> &outcome = {});
    void applyStates(const QList<CatalogAnswer> &answers, const std::optional<Outcome> &outcome);
    void applyOutcome(Row &row, const Outcome &outcome) const;
    void syncStarted(const QString &name);
    void syncProgressed(const QString &name, const SyncProgress &progress);
    void syncFinished(const QString &name, const std::optional<Error> &error);
    void secretChanged(const QString &providerId);
    bool hasSessionOnlySecret(const Provider &provider) const;
    // Marks the managed rows that shadow one of the user's own providers.
    void updateShadowed();
    void rowChanged(int row, const QList<int> &roles);

    QString lastError(const Row &row) const;
    QDateTime lastErrorTime(const Row &row) const;
    QVariant lastErrorCode(const Row &row) const;
    QString toolTip(const Row &row) const;
    static QString authLabel(AuthMethod method);
    static bool isSyncing(const Row &row) { return row.running || row.finishing > 0; }

    const ProviderRegistry *m_registry;
    SyncEngine *m_engine;
    CatalogStore *m_catalog;
    CredentialStore *m_credentials;
    QList<Row> m_rows;
};

} // namespace Toolshelf
