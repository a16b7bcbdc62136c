// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace Toolshelf {

class CatalogConnection;

// The `tools` rows: what the list shows for each tool (the displayed version,
// its tags, its search text, the state of its overrides), rebuilt whenever a
// sync, a pin or an override changes it.
class CatalogToolRows final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::CatalogDatabase)

public:
    // The columns of a `tools` row the write paths need.
    struct Row
    {
        qint64 id = 0;
        qint64 currentVersion = 0;
        QByteArray currentDigest;
        // Where the provider files the tool now (Tool::groupPath).
        QStringList groupPath;
        // The tool whose answer revealed it (ToolSummary::discoveredBy).
        QString discoveredBy;
    };

    explicit CatalogToolRows(CatalogConnection &connection);

    std::optional<Row> toolRow(const QString &provider, const QString &toolId) const;
    // `searchChanged` (may be null) is set when what a search finds or how it
    // sorts the tool changed: its name, tags or search text.
    bool refreshTool(qint64 toolRowId, qsizetype *newConflicts, QString *error,
                     bool *searchChanged = nullptr);
    bool refreshTool(const QString &provider, const QString &toolId, QString *error,
                     bool *searchChanged);

private:
    CatalogConnection &m_sql;
};

} // namespace Toolshelf
