// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>

namespace Toolshelf {

class CatalogConnection;

// The schema of the catalog file: connection settings, the ordered list of
// migrations PRAGMA user_version counts, and the connection's temporary
// tables (staging).
class CatalogSchema final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::CatalogDatabase)

public:
    // The newest schema this code knows.
    static int version();
    // Creates or migrates the file just opened and makes the temporary
    // tables. Refuses, without writing to it, a file whose schema is newer.
    static bool prepare(CatalogConnection &connection, QString *error);

private:
    static bool configure(CatalogConnection &connection, QString *error);
    static bool migrate(CatalogConnection &connection, QString *error);
    static bool createTempTables(CatalogConnection &connection, QString *error);
};

} // namespace Toolshelf
