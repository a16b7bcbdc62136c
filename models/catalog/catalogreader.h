// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogsync.h"
#include "catalog/catalogtypes.h"
#include "catalog/cataloguserdata.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Toolshelf {

class CatalogConnection;
class CatalogToolRows;

// Every read of the catalog: search, tag counts, signatures and their
// versions, sync state, pins and overrides. On failure a read returns
// nothing and sets the connection's lastError(). CatalogDatabase documents
// each read.
class CatalogReader final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::CatalogDatabase)

public:
    CatalogReader(CatalogConnection &connection, const CatalogToolRows &rows);

    static QString matchExpression(const QString &text);

    QList<ToolSummary> search(const CatalogQuery &query) const;
    qsizetype count(const CatalogQuery &query) const;
    QList<TagCount> tagCounts(const CatalogQuery &query) const;
    QList<GroupCount> groupCounts(CatalogQuery query) const;
    std::optional<StoredSignature> signature(const QString &provider, const QString &toolId,
                                             std::optional<qint64> version = {}) const;
    std::optional<StoredSignature> signatureByDigest(const QString &provider, const QString &toolId,
                                                     const QByteArray &digest) const;
    QList<qint64> versionNumbers(const QString &provider, const QString &toolId) const;
    std::optional<BreakingUpdate> breakingUpdate(const QString &provider,
                                                 const QString &toolId) const;
    ProviderSyncState syncState(const QString &provider) const;
    QStringList providers() const;
    qsizetype toolCount(const QString &provider = {}) const;
    QList<CatalogGroup> groups(const QString &provider) const;
    ProviderFootprint footprint(const QString &provider) const;
    QList<ToolSummary> summaries(const QList<qint64> &rowIds) const;
    QList<ToolSummary> toolsNamed(const QStringList &names) const;
    CatalogRevision catalogRevision() const;

    QList<Pin> pins(const QString &provider = {}) const;
    std::optional<Pin> pinOf(const QString &provider, const QString &toolId) const;
    QList<Override> overrides(const QString &provider = {}, const QString &toolId = {}) const;
    std::optional<EditedSignature> editedSignature(const QString &provider, const QString &toolId,
                                                   std::optional<qint64> version = {}) const;

private:
    std::optional<StoredSignature> loadSignature(const QString &provider, const QString &toolId,
                                                 qint64 version, const QByteArray &digest) const;
    ToolFlags toolFlags(const QString &provider, const QString &toolId) const;

    CatalogConnection &m_sql;
    const CatalogToolRows &m_rows;
};

} // namespace Toolshelf
