// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading the catalog's rows into the search index's file. The search
// domain reads the catalog's tables, never the other way round.

#include "search/searchindexreader.h"

#include "catalog/catalogdatabaseformat.h"

#include "search/searchindex.h"
#include "search/searchindexwriter.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace Toolshelf {

namespace {

// Qt registers connections by name process-wide; each build opens its own.
QString uniqueConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("toolshelf-search-index-%1").arg(counter.fetchAndAddRelaxed(1) + 1);
}

} // namespace

std::unique_ptr<SearchIndex> SearchIndexReader::read(const QString &path, const QString &indexFile,
                                                     const std::atomic<bool> *cancel,
                                                     QString *error, CatalogRevision *revision)
{
    const QString name = uniqueConnectionName();
    SearchIndexWriter writer(indexFile);
    CatalogRevision snapshot;
    bool added = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        // Read-only: a reader never blocks the catalog's writer under WAL.
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        db.setDatabaseName(path);
        if (db.open())
            added = read(db, &writer, cancel, error, &snapshot);
        else
            *error = QCoreApplication::translate("Toolshelf::CatalogDatabase",
                                                 "Cannot open the catalog %1: %2")
                         .arg(path, db.lastError().text());
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!added)
        return nullptr;
    std::unique_ptr<SearchIndex> index = writer.finish(snapshot, cancel, error);
    if (index && revision)
        *revision = snapshot;
    return index;
}

bool SearchIndexReader::read(const QSqlDatabase &connection, SearchIndexWriter *writer,
                             const std::atomic<bool> *cancel, QString *error,
                             CatalogRevision *revision)
{
    const auto failed = [error](const QString &message) {
        *error = QCoreApplication::translate("Toolshelf::CatalogDatabase",
                                             "Catalog database error: %1")
                     .arg(message);
        return false;
    };
    // Checked every few rows: a cancelled build of 100,000 tools stops at once.
    const auto cancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };
    // One read transaction, so the tools and their tags are one snapshot.
    // tools_fts holds exactly the text FTS5 indexed for each tool; tools
    // without it can match only queries without text, as with SQL.
    QSqlDatabase db = connection;
    if (!db.transaction())
        return failed(db.lastError().text());
    bool ok = true;
    QString message;
    {
        // Read in the same snapshot: the label is exactly the rows' revision.
        QSqlQuery state(db);
        ok = state.exec(QStringLiteral("SELECT catalog_id, revision FROM catalog_state"));
        if (!ok)
            message = state.lastError().text();
        else if (state.next())
            *revision = {state.value(0).toString(), state.value(1).toLongLong()};
        state.finish();
        QSqlQuery count(db);
        ok = ok
            && count.exec(QStringLiteral(
                "SELECT (SELECT COUNT(*) FROM tools), (SELECT COUNT(*) FROM tool_tags)"));
        if (ok && count.next())
            writer->reserve(count.value(0).toLongLong(), count.value(1).toLongLong());
        else if (message.isEmpty() && count.lastError().isValid())
            message = count.lastError().text();
        count.finish();
        QSqlQuery tools(db);
        tools.setForwardOnly(true);
        SearchIndexWriter::Tool tool;
        qsizetype rows = 0;
        ok = ok
            && tools.exec(QStringLiteral(
                "SELECT t.id, t.provider, t.listed, t.updated_at, f.name, f.description, f.tags,"
                " f.parameters, f.provider, t.group_path FROM tools t LEFT JOIN tools_fts f ON "
                "f.rowid = t.id"
                // In the order of CatalogDatabase::search() by name: the
                // shown name, which is the alias where there is one.
                " LEFT JOIN overrides n ON n.provider = t.provider AND n.tool_id = t.tool_id AND"
                " n.kind = 'tool-name' AND n.parameter = '' AND n.enum_value = ''"
                " ORDER BY COALESCE(NULLIF(n.text, ''), t.name) COLLATE NOCASE, t.provider,"
                " t.tool_id"));
        while (ok && tools.next()) {
            if (++rows % 1024 == 0 && cancelled()) {
                ok = false;
                break;
            }
            tool.rowId = tools.value(0).toLongLong();
            tool.provider = tools.value(1).toString();
            tool.listed = tools.value(2).toBool();
            tool.updatedAt = tools.value(3).toLongLong();
            for (int column = 0; column < SearchIndex::ColumnCount; ++column)
                tool.text[size_t(column)] = tools.value(4 + column).toString();
            // Most tools are in no group: no JSON to read for them.
            const QString group = tools.value(4 + SearchIndex::ColumnCount).toString();
            tool.groupPath = group == QLatin1String("[]")
                ? QStringList()
                : CatalogDatabaseFormat::tagsFromJson(group);
            writer->addTool(tool);
        }
        if (message.isEmpty() && tools.lastError().isValid())
            message = tools.lastError().text();
        QSqlQuery tags(db);
        tags.setForwardOnly(true);
        ok = ok && !cancelled() && tags.exec(QStringLiteral("SELECT tool, tag FROM tool_tags"));
        while (ok && tags.next())
            writer->addTag(tags.value(0).toLongLong(), tags.value(1).toString());
        if (tags.lastError().isValid())
            message = tags.lastError().text();
    }
    db.commit();
    if (!message.isEmpty())
        return failed(message);
    return ok && !cancelled();
}

} // namespace Toolshelf
