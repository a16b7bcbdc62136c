// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogsync.h"
#include "dialects/tooldialect.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariantMap>

#include <utility>

namespace Toolshelf {

class CatalogConnection;
class CatalogToolRows;

// Every write of provider data: syncs staged page by page and committed in
// one transaction, versions fetched on demand or imported from a bundle,
// and the removal of a provider's catalog. CatalogDatabase documents each.
class CatalogSyncWriter final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::CatalogDatabase)

public:
    CatalogSyncWriter(CatalogConnection &connection, CatalogToolRows &rows);

    qint64 beginSync(const QString &provider, const QString &dialect, QString *error);
    bool stage(qint64 syncId, const QList<DialectTool> &tools, StageKind kind, QString *error);
    QList<std::pair<QString, QString>> listedPins(qint64 syncId, QString *error);
    bool commitSync(qint64 syncId, const ListingScope &scope, SyncSummary *summary, QString *error);
    void discardSync(qint64 syncId, const QString &errorMessage);
    bool storeVersions(const QString &provider, const QString &toolId,
                       const QList<DialectTool> &versions, QString *error);
    bool storeRevealed(const QString &provider, const QString &revealedBy,
                       const QList<DialectTool> &tools, SyncSummary *summary, QString *error);
    bool storeImportedVersion(const QString &provider, const DialectTool &version, QString *error);
    bool removeProvider(const QString &provider, QString *error);
    bool clearCatalog(QString *error);

private:
    // Returns the new sync's id, 0 on failure.
    qint64 insertSyncRecord(const QString &provider, const QString &dialect, const QString &kind,
                            QString *error);
    // Fails unless `dialect` is the id of one this build speaks.
    bool knowsDialect(const QString &dialect, QString *error) const;
    // The one dialect of `tools` (not empty), which this build must speak:
    // the record of their store carries it to each.
    bool oneKnownDialect(const QList<DialectTool> &tools, QString *dialect, QString *error) const;
    bool syncProvider(qint64 syncId, const QString &kind, QString *provider, QString *error);
    bool insertStaging(qint64 syncId, const QList<DialectTool> &tools, StageKind kind,
                       const QString &requiredToolId, QString *error);
    bool dropStaged(qint64 syncId, QString *error);
    // Gives the staged rows of a dialect that counts versions their numbers.
    bool numberCountedVersions(qint64 syncId, const QVariantMap &values, QString *error);
    // The documents of the versions this sync saw first.
    bool storeDocuments(const QString &provider, qint64 syncId, QString *error);
    bool mergeVersions(const QString &provider, qint64 syncId, SyncSummary *summary,
                       QString *error);
    bool mergeListing(const QString &provider, qint64 syncId, bool scoped, SyncSummary *summary,
                      QString *error);
    bool noteWithdrawnPins(const QString &provider, bool scoped, SyncSummary *summary,
                           QString *error);
    bool refreshSpecialTools(const QString &provider, SyncSummary *summary, QString *error);
    bool finishSync(qint64 syncId, const QString &provider, SyncSummary *summary, bool listing,
                    QString *error);

    CatalogConnection &m_sql;
    CatalogToolRows &m_rows;
};

} // namespace Toolshelf
