// Building the in-memory search index from the catalog's rows.

#include "catalogdatabase.h"
#include "searchindex.h"

#include <QSqlError>
#include <QSqlQuery>

namespace Toolshelf {

std::pair<quint64, qint64> CatalogDatabase::catalogRevision() const
{
    // data_version moves when another connection (the command line, a second
    // window) commits; this connection's own commits are counted here.
    QVariantList row;
    selectRow(QStringLiteral("PRAGMA data_version"), {}, &row, nullptr);
    return {m_catalogCommits, row.value(0).toLongLong()};
}

std::unique_ptr<SearchIndex> CatalogDatabase::buildSearchIndex() const
{
    m_lastError.clear();
    auto index = std::make_unique<SearchIndex>();
    // One read transaction, so the tools and their tags are one snapshot.
    // tools_fts holds exactly the text FTS5 indexed for each tool; tools
    // without it can match only queries without text, as with SQL.
    QSqlDatabase db = m_db;
    if (!db.transaction()) {
        m_lastError = tr("Catalog database error: %1").arg(db.lastError().text());
        return nullptr;
    }
    SearchIndex::Tool tool;
    const bool ok
        = selectRows(
              QStringLiteral("SELECT t.id, t.provider, t.listed, t.updated_at, f.name,"
                             " f.description, f.tags, f.parameters, f.provider FROM tools t"
                             " LEFT JOIN tools_fts f ON f.rowid = t.id"
                             " ORDER BY t.name COLLATE NOCASE, t.provider, t.tool_id"),
              {},
              [&](const QSqlQuery &row) {
                  tool.rowId = row.value(0).toLongLong();
                  tool.provider = row.value(1).toString();
                  tool.listed = row.value(2).toBool();
                  tool.updatedAt = row.value(3).toLongLong();
                  for (int column = 0; column < SearchIndex::ColumnCount; ++column)
                      tool.text[size_t(column)] = row.value(4 + column).toString();
                  index->addTool(tool);
              },
              nullptr)
        && selectRows(
              QStringLiteral("SELECT tool, tag FROM tool_tags"), {},
              [&](const QSqlQuery &row) {
                  index->addTag(row.value(0).toLongLong(), row.value(1).toString());
              },
              nullptr);
    db.commit();
    if (!ok)
        return nullptr;
    index->finish();
    return index;
}

} // namespace Toolshelf
