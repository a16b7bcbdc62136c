// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalogdatabase.h"
#include "catalog/catalogdatabaseformat.h"
#include "catalogstaging.h"
#include "dialects/a2t/descriptionlimits.h"
#include "dialects/a2t/signatureparser.h"
#include "signaturefixtures.h"
#include "tool/canonicaljson.h"
#include "userdataedits.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimeZone>

#include <cstdio>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

const QString Acme = QStringLiteral("acme");
const char CrashEnv[] = "TOOLSHELF_CATALOG_CRASH_DB";
const char InCommitMarker[] = "TOOLSHELF-CHILD-IN-COMMIT";

QString toolId(int n)
{
    return QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
}

// Tool n of the fixtures' valid signature, with its own id, name and text.
QJsonObject tool(int n, int version = 1, const QString &description = {})
{
    QJsonObject object = Fixtures::version(Fixtures::validTool(), version, version);
    object.insert(QStringLiteral("toolId"), toolId(n));
    object.insert(QStringLiteral("name"), QStringLiteral("tool_number_%1").arg(n));
    object.insert(QStringLiteral("description"),
                  description.isEmpty() ? QStringLiteral("Tool %1, version %2.").arg(n).arg(version)
                                        : description);
    return object;
}

QList<ParsedSignature> parsed(const QList<QJsonObject> &objects)
{
    QList<ParsedSignature> result;
    for (qsizetype i = 0; i < objects.size(); ++i) {
        result.append(
            SignatureParser::parseSignature(objects.at(i), QStringLiteral("$.items[%1]").arg(i)));
    }
    return result;
}

// As a sync stages them: in the tool model, with their findings.
QList<DialectTool> read(const QList<QJsonObject> &objects)
{
    return Staging::read(Acme, parsed(objects));
}

QByteArray digestOf(const QJsonObject &object)
{
    return CanonicalJson::versionDigest(parsed({object}).constFirst().signature);
}

// Every row of every catalog and user table, so two states compare as text.
// Sync bookkeeping (syncs, staging, provider errors) is left out.
QString dumpCatalog(const QString &path)
{
    static int connections = 0;
    const QString name = QStringLiteral("dump-%1").arg(++connections);
    QString out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open())
            return QStringLiteral("cannot open");
        const char *const queries[] = {
            "SELECT name, last_success_at, tool_count FROM providers ORDER BY name",
            "SELECT * FROM versions ORDER BY id",
            "SELECT * FROM version_documents ORDER BY version_id",
            "SELECT * FROM tools ORDER BY id",
            "SELECT * FROM tool_tags ORDER BY tag, tool",
            "SELECT rowid, * FROM tools_fts ORDER BY rowid",
            "SELECT * FROM pins ORDER BY provider, tool_id",
            "SELECT * FROM overrides ORDER BY provider, tool_id, kind, parameter, enum_value",
        };
        for (const char *sql : queries) {
            QSqlQuery query(db);
            if (!query.exec(QString::fromLatin1(sql)))
                return QStringLiteral("failed: %1").arg(QString::fromLatin1(sql));
            out += QString::fromLatin1(sql) + u'\n';
            while (query.next()) {
                QStringList cells;
                for (int i = 0; i < query.record().count(); ++i) {
                    const QVariant value = query.value(i);
                    cells.append(value.isNull() ? QStringLiteral("NULL") : value.toString());
                }
                out += cells.join(u'|') + u'\n';
            }
        }
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

qint64 scalar(const QString &path, const QString &sql)
{
    static int connections = 0;
    const QString name = QStringLiteral("scalar-%1").arg(++connections);
    qint64 value = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QSqlQuery query(db);
        if (db.open() && query.exec(sql) && query.next())
            value = query.value(0).toLongLong();
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// One sighting of tool 1's content under a version number.
struct Sighting
{
    enum How {
        Listed, // a sync lists it as the current version
        InHistory, // a sync of a pinned tool reads it from the version history
        FetchedOnDemand, // the Versions tab or `toolshelf pin` fetched it
    };
    How how;
    int version;
    QString description;
};

} // namespace

Q_DECLARE_METATYPE(Sighting)

class tst_CatalogDatabase : public QObject
{
    Q_OBJECT

private:
    QString path() const { return m_dir.filePath(QStringLiteral("catalog.sqlite")); }

    bool openDb(CatalogDatabase &db)
    {
        QString error;
        // Each call a second later, so "recently updated" and times are predictable.
        db.setClock([this] { return m_epoch.addSecs(++m_ticks); });
        if (!db.open(path(), &error)) {
            qWarning("open: %s", qPrintable(error));
            return false;
        }
        return true;
    }

    // Gives the file the staging table schema versions 1 to 3 kept in it
    // (with the text columns from version 3 on), holding one staged row.
    void addFileStagingTable(bool withTextColumns)
    {
        QString columns = QStringLiteral(
            "seq INTEGER PRIMARY KEY, sync_id INTEGER NOT NULL, kind INTEGER NOT NULL,"
            " tool_id TEXT NOT NULL, version INTEGER NOT NULL, digest TEXT NOT NULL,"
            " has_errors INTEGER NOT NULL, has_warnings INTEGER NOT NULL,"
            " parameters_text TEXT NOT NULL, diagnostics TEXT NOT NULL, signature TEXT NOT NULL");
        if (withTextColumns)
            columns += QStringLiteral(", name TEXT NOT NULL DEFAULT '',"
                                      " description TEXT NOT NULL DEFAULT '',"
                                      " tags TEXT NOT NULL DEFAULT '[]'");
        scalar(path(), QStringLiteral("CREATE TABLE staging (%1)").arg(columns));
        scalar(path(), QStringLiteral("CREATE INDEX staging_sync ON staging (sync_id)"));
        scalar(path(),
               QStringLiteral("INSERT INTO staging (sync_id, kind, tool_id, version, digest,"
                              " has_errors, has_warnings, parameters_text, diagnostics, signature)"
                              " VALUES (99, 0, 'crashed', 1, '', 0, 0, '', '[]', '{}')"));
        QCOMPARE(scalar(path(), QStringLiteral("SELECT COUNT(*) FROM staging")), 1);
    }

    // Makes the file look as the schema `version` left it: drops what later
    // migrations added (the dialect columns of version 5, the group paths of
    // version 6, ..., the groups of version 8) and labels it.
    void rollBackSchemaTo(int version)
    {
        if (version < 8) {
            QCOMPARE(scalar(path(), QStringLiteral("DROP TABLE tool_groups")), -1);
            QCOMPARE(scalar(path(), QStringLiteral("ALTER TABLE tools DROP COLUMN group_id")), -1);
        }
        if (version < 7) {
            QCOMPARE(scalar(path(), QStringLiteral("ALTER TABLE tools DROP COLUMN discovered_by")),
                     -1);
            QCOMPARE(scalar(path(), QStringLiteral("ALTER TABLE syncs DROP COLUMN revealed_by")),
                     -1);
        }
        if (version < 6)
            QCOMPARE(scalar(path(), QStringLiteral("ALTER TABLE tools DROP COLUMN group_path")),
                     -1);
        if (version < 5) {
            for (const char *table : {"syncs", "versions", "pins"})
                QCOMPARE(scalar(path(),
                                QStringLiteral("ALTER TABLE %1 DROP COLUMN dialect")
                                    .arg(QLatin1String(table))),
                         -1);
        }
        QCOMPARE(scalar(path(), QStringLiteral("PRAGMA user_version = %1").arg(version)), -1);
        QCOMPARE(scalar(path(), QStringLiteral("PRAGMA user_version")), version);
    }

    bool fileHasStagingTable()
    {
        return scalar(path(),
                      QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE name = 'staging'"))
            != 0;
    }

    // One whole sync: the listing, then the history pages, then commit.
    bool sync(CatalogDatabase &db, const QString &provider, const QList<QJsonObject> &listing,
              const QList<QJsonObject> &history = {}, SyncSummary *summary = nullptr)
    {
        QString error;
        const qint64 id = db.beginSync(provider, QStringLiteral("a2t"), &error);
        const bool ok = id != 0 && db.stage(id, read(listing), StageKind::Listing, &error)
            && db.stage(id, read(history), StageKind::History, &error)
            && db.commitSync(id, summary, &error);
        if (!ok)
            qWarning("sync: %s", qPrintable(error));
        return ok;
    }

    QTemporaryDir m_dir;
    QDateTime m_epoch = QDateTime(QDate(2025, 11, 1), QTime(12, 0), QTimeZone::utc());
    qint64 m_ticks = 0;

private Q_SLOTS:
    void init()
    {
        QFile::remove(path());
        QFile::remove(path() + QStringLiteral("-wal"));
        QFile::remove(path() + QStringLiteral("-shm"));
    }

    void createsSchemaAndReopens()
    {
        {
            CatalogDatabase db;
            QVERIFY(openDb(db));
            QVERIFY(db.isOpen());
            QVERIFY(sync(db, Acme, {tool(1)}));
        }
        QCOMPARE(scalar(path(), QStringLiteral("PRAGMA user_version")),
                 CatalogDatabase::schemaVersion());
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QCOMPARE(db.toolCount(), 1);
        QCOMPARE(db.signature(Acme, toolId(1))->signature.name, QStringLiteral("tool_number_1"));
        QVERIFY(db.syncState(Acme).lastSuccess.isValid());
    }

    void usesWriteAheadLog()
    {
        CatalogDatabase db;
        QVERIFY(openDb(db));
        db.close();
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), u"wal"_s);
        raw.setDatabaseName(path());
        QVERIFY(raw.open());
        QSqlQuery query(raw);
        QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode")) && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("wal"));
        query = QSqlQuery();
        raw = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"wal"_s);
    }

    void refusesNewerSchemaWithoutTouchingIt()
    {
        {
            CatalogDatabase db;
            QVERIFY(openDb(db));
        }
        QCOMPARE(scalar(path(), QStringLiteral("PRAGMA user_version = 99")), -1);
        QCOMPARE(scalar(path(), QStringLiteral("PRAGMA user_version")), 99);
        const QByteArray before = fileHash(path());
        CatalogDatabase db;
        QString error;
        QVERIFY(!db.open(path(), &error));
        QVERIFY2(error.contains(u"99"_s), qPrintable(error));
        QVERIFY(!db.isOpen());
        QCOMPARE(fileHash(path()), before);
    }

    void refusesAFileThatIsNoDatabase()
    {
        QFile file(path());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
        file.close();
        CatalogDatabase db;
        QString error;
        QVERIFY(!db.open(path(), &error));
        QVERIFY(!error.isEmpty());
    }

    // A version 1 file (before the catalog revision) gets the revision table
    // on open, with its catalog data untouched.
    void migratesFromVersion1()
    {
        {
            CatalogDatabase db;
            QVERIFY(openDb(db));
            QVERIFY(sync(db, Acme, {tool(1), tool(2)}));
        }
        QCOMPARE(scalar(path(), QStringLiteral("DROP TABLE catalog_state")), -1);
        addFileStagingTable(false);
        rollBackSchemaTo(1);
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QCOMPARE(scalar(path(), QStringLiteral("PRAGMA user_version")),
                 CatalogDatabase::schemaVersion());
        QCOMPARE(db.toolCount(), 2);
        const CatalogRevision revision = db.catalogRevision();
        QCOMPARE(revision.number, 1);
        QCOMPARE(revision.catalog.size(), 32);
        QVERIFY(!fileHasStagingTable());
        QVERIFY(sync(db, Acme, {tool(1), tool(2), tool(3)}));
        QCOMPARE(db.catalogRevision().number, 2);
    }

    // Version 2 and 3 files lose the staging table they kept (with a crashed
    // sync's row in it): staging is a temporary table now. A sync then fills
    // the tools' names, descriptions and tags from its columns.
    void migratesFromVersion2And3_data()
    {
        QTest::addColumn<int>("version");
        QTest::newRow("2") << 2;
        QTest::newRow("3") << 3;
    }

    void migratesFromVersion2And3()
    {
        QFETCH(int, version);
        {
            CatalogDatabase db;
            QVERIFY(openDb(db));
            QVERIFY(sync(db, Acme, {tool(1)}));
        }
        addFileStagingTable(version >= 3);
        rollBackSchemaTo(version);
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QCOMPARE(scalar(path(), QStringLiteral("PRAGMA user_version")),
                 CatalogDatabase::schemaVersion());
        QVERIFY(!fileHasStagingTable());
        QCOMPARE(db.toolCount(), 1);
        QVERIFY(sync(db, Acme, {tool(1), tool(2)}));
        QCOMPARE(db.toolCount(), 2);
        const QList<ToolSummary> tools = db.search({});
        QCOMPARE(tools.size(), 2);
        for (const ToolSummary &summary : tools) {
            QVERIFY(!summary.name.isEmpty());
            QVERIFY(!summary.description.isEmpty());
        }
    }

    // Version 4 files knew one dialect: every version, pin and sync record is
    // A2T's, read back through that dialect; later syncs record theirs.
    void migratesFromVersion4()
    {
        QString error;
        {
            CatalogDatabase db;
            QVERIFY(openDb(db));
            QVERIFY(sync(db, Acme, {tool(1), tool(2)}));
            QVERIFY2(userData(db).pin(Acme, toolId(1), 1, &error), qPrintable(error));
        }
        rollBackSchemaTo(4);
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QCOMPARE(scalar(path(), QStringLiteral("PRAGMA user_version")),
                 CatalogDatabase::schemaVersion());
        for (const char *table : {"syncs", "versions", "pins"})
            QCOMPARE(scalar(path(),
                            QStringLiteral("SELECT COUNT(*) FROM %1 WHERE dialect <> 'a2t'")
                                .arg(QLatin1String(table))),
                     0);
        const auto pinned = db.signature(Acme, toolId(1));
        QVERIFY(pinned);
        QCOMPARE(pinned->dialect, u"a2t"_s);
        QCOMPARE(pinned->signature.name, tool(1).value(u"name"_s).toString());
        QVERIFY(db.signature(Acme, toolId(2)));
    }

    // The catalog stores only what a dialect of this build can read back.
    void refusesAnUnknownDialect()
    {
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QString error;
        QCOMPARE(db.beginSync(Acme, u"smoke-signals"_s, &error), 0);
        QVERIFY2(error.contains(u"smoke-signals"_s), qPrintable(error));
        error.clear();
        QList<DialectTool> smoke = read({tool(1)});
        smoke.first().tool.dialect = u"smoke-signals"_s;
        QVERIFY(!db.storeVersions(Acme, toolId(1), smoke, &error));
        QVERIFY2(error.contains(u"smoke-signals"_s), qPrintable(error));
        // Versions of one tool that came by two protocols are not stored as one history.
        error.clear();
        QList<DialectTool> mixed = read({tool(1, 1), tool(1, 2)});
        mixed.last().tool.dialect = u"smoke-signals"_s;
        QVERIFY(!db.storeVersions(Acme, toolId(1), mixed, &error));
        QVERIFY2(error.contains(u"smoke-signals"_s), qPrintable(error));
        QVERIFY(db.versionNumbers(Acme, toolId(1)).isEmpty());
        // A former name is a name for people, not what the catalog stores.
        QCOMPARE(db.beginSync(Acme, u"n-act"_s, &error), 0);
        QCOMPARE(db.toolCount(), 0);
    }

    // The revision is stored in the file: it survives a reopen, moves with
    // commits that change what searches find (from any connection) and only
    // with those; each catalog file has its own id.
    void catalogRevisionPersists()
    {
        CatalogRevision first;
        {
            CatalogDatabase db;
            QVERIFY(openDb(db));
            first = db.catalogRevision();
            QCOMPARE(first.number, 1);
            QVERIFY(sync(db, Acme, {tool(1)}));
            QCOMPARE(db.catalogRevision().number, 2);
            // Pinning the version shown changes no search.
            QVERIFY(userData(db).pin(Acme, toolId(1), 1, nullptr));
            QCOMPARE(db.catalogRevision().number, 2);
        }
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QCOMPARE(db.catalogRevision(), (CatalogRevision {first.catalog, 2}));
        CatalogDatabase other;
        QVERIFY(openDb(other));
        QString error;
        QVERIFY2(
            userData(other).setOverride({Acme, toolId(1), OverrideKind::ToolDescription, {}, {}},
                                        u"Finds quokkas."_s, &error),
            qPrintable(error));
        QCOMPARE(db.catalogRevision().number, 3);
        other.close();
        db.close();

        init();
        QVERIFY(openDb(db));
        QCOMPARE(db.catalogRevision().number, 1);
        QVERIFY(db.catalogRevision().catalog != first.catalog);
    }

    void syncSummary_data()
    {
        QTest::addColumn<QList<QJsonObject>>("first");
        QTest::addColumn<QList<QJsonObject>>("listing");
        QTest::addColumn<QList<QJsonObject>>("history");
        QTest::addColumn<SyncSummary>("expected");

        const QList<QJsonObject> base {tool(1), tool(2), tool(3)};
        QTest::newRow("first sync") << QList<QJsonObject>() << base << QList<QJsonObject>()
                                    << SyncSummary {3, 3, 3, 0, 0, 0, 0, {}};
        QTest::newRow("unchanged")
            << base << base << QList<QJsonObject>() << SyncSummary {3, 0, 0, 0, 0, 0, 0, {}};
        QTest::newRow("new version")
            << base << QList<QJsonObject> {tool(1, 2), tool(2), tool(3)} << QList<QJsonObject>()
            << SyncSummary {3, 0, 1, 0, 0, 0, 0, {}};
        QTest::newRow("new tool, one withdrawn")
            << base << QList<QJsonObject> {tool(1), tool(2), tool(4)} << QList<QJsonObject>()
            << SyncSummary {3, 1, 1, 0, 1, 0, 0, {}};
        QTest::newRow("history") << QList<QJsonObject>() << QList<QJsonObject> {tool(1, 3)}
                                 << QList<QJsonObject> {tool(1, 2), tool(1, 1)}
                                 << SyncSummary {1, 1, 3, 0, 0, 0, 0, {}};
        QTest::newRow("changed without bump")
            << base << QList<QJsonObject> {tool(1, 1, u"Changed in place."_s), tool(2), tool(3)}
            << QList<QJsonObject>() << SyncSummary {3, 0, 0, 1, 0, 0, 0, {}};
        QTest::newRow("listed twice")
            << QList<QJsonObject>() << QList<QJsonObject> {tool(1), tool(1)} << QList<QJsonObject>()
            << SyncSummary {1, 1, 1, 0, 0, 0, 0, {}};
        QJsonObject anonymous = tool(5);
        anonymous.remove(QStringLiteral("toolId"));
        QTest::newRow("no toolId")
            << QList<QJsonObject>() << QList<QJsonObject> {anonymous, tool(1)}
            << QList<QJsonObject>() << SyncSummary {1, 1, 1, 0, 0, 0, 1, {}};
    }

    void syncSummary()
    {
        QFETCH(QList<QJsonObject>, first);
        QFETCH(QList<QJsonObject>, listing);
        QFETCH(QList<QJsonObject>, history);
        QFETCH(SyncSummary, expected);
        CatalogDatabase db;
        QVERIFY(openDb(db));
        if (!first.isEmpty())
            QVERIFY(sync(db, Acme, first));
        SyncSummary summary;
        QVERIFY(sync(db, Acme, listing, history, &summary));
        QCOMPARE(summary.toolsListed, expected.toolsListed);
        QCOMPARE(summary.newTools, expected.newTools);
        QCOMPARE(summary.newVersions, expected.newVersions);
        QCOMPARE(summary.changedWithoutBump, expected.changedWithoutBump);
        QCOMPARE(summary.withdrawn, expected.withdrawn);
        QCOMPARE(summary.conflicts, expected.conflicts);
        QCOMPARE(summary.skipped, expected.skipped);
        QCOMPARE(db.syncState(Acme).toolCount, expected.toolsListed);
    }

    void resyncKeepsHistoryAndWithdrawnTools()
    {
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QVERIFY(sync(db, Acme, {tool(1), tool(2), tool(3)}));
        QVERIFY(sync(db, Acme, {tool(1, 2), tool(2), tool(4)}));

        QCOMPARE(db.versionNumbers(Acme, toolId(1)), (QList<qint64> {1, 2}));
        QCOMPARE(db.signature(Acme, toolId(1))->signature.version, 2);
        QCOMPARE(db.signature(Acme, toolId(1), 1)->signature.description, u"Tool 1, version 1."_s);
        QCOMPARE(db.signature(Acme, toolId(1), 1)->signature.currentVersion, 2);
        QVERIFY(!db.signature(Acme, toolId(1), 7));
        QCOMPARE(db.toolCount(), 4);

        const std::optional<StoredSignature> withdrawn = db.signature(Acme, toolId(3));
        QVERIFY(withdrawn);
        QVERIFY(withdrawn->flags.withdrawn);
        CatalogQuery listedOnly;
        listedOnly.includeWithdrawn = false;
        QCOMPARE(db.count(listedOnly), 3);
        QCOMPARE(db.count({}), 4);

        // Listed again: no longer withdrawn, still one row.
        QVERIFY(sync(db, Acme, {tool(1, 2), tool(2), tool(3), tool(4)}));
        QVERIFY(!db.signature(Acme, toolId(3))->flags.withdrawn);
        QCOMPARE(db.toolCount(), 4);
        QCOMPARE(db.providers(), QStringList {Acme});
    }

    void storedSignatureRoundTrips()
    {
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QJsonObject object = tool(1);
        object.insert(QStringLiteral("name"), QStringLiteral("Not Snake Case"));
        object.remove(QStringLiteral("description"));
        QVERIFY(sync(db, Acme, {object}));
        const ParsedSignature original = parsed({object}).constFirst();
        const std::optional<StoredSignature> stored = db.signature(Acme, toolId(1));
        QVERIFY(stored);
        QCOMPARE(stored->signature, original.signature);
        QCOMPARE(stored->digest, digestOf(object));
        QCOMPARE(stored->revision, 1);
        QVERIFY(stored->firstSeen.isValid());
        QCOMPARE(stored->diagnostics.size(), original.diagnostics.size());
        for (qsizetype i = 0; i < original.diagnostics.size(); ++i) {
            QCOMPARE(stored->diagnostics.at(i).rule, original.diagnostics.at(i).rule);
            // Relative to the signature, not to the page it came in.
            QVERIFY(stored->diagnostics.at(i).path.startsWith(u"$."_s));
        }
    }

    // Two providers syncing at once share the connection's staging table:
    // committing or discarding one leaves the other's pages alone.
    void syncsStagingTogetherKeepTheirPages()
    {
        const QString beta = QStringLiteral("beta");
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QString error;
        const qint64 acme = db.beginSync(Acme, QStringLiteral("a2t"), &error);
        const qint64 second = db.beginSync(beta, QStringLiteral("a2t"), &error);
        QVERIFY2(acme != 0 && second != 0, qPrintable(error));
        QVERIFY(db.stage(acme, read({tool(1), tool(2)}), StageKind::Listing, &error));
        QVERIFY(db.stage(second, read({tool(3)}), StageKind::Listing, &error));
        QVERIFY2(db.commitSync(acme, nullptr, &error), qPrintable(error));
        QVERIFY(db.stage(second, read({tool(4)}), StageKind::Listing, &error));
        SyncSummary summary;
        QVERIFY2(db.commitSync(second, &summary, &error), qPrintable(error));
        QCOMPARE(summary.toolsListed, 2);
        QCOMPARE(db.toolCount(), 4);

        const qint64 failing = db.beginSync(Acme, QStringLiteral("a2t"), &error);
        const qint64 third = db.beginSync(beta, QStringLiteral("a2t"), &error);
        QVERIFY(db.stage(failing, read({tool(5)}), StageKind::Listing, &error));
        QVERIFY(db.stage(third, read({tool(3), tool(4), tool(6)}), StageKind::Listing, &error));
        db.discardSync(failing, QStringLiteral("HTTP 503"));
        QVERIFY2(db.commitSync(third, &summary, &error), qPrintable(error));
        QCOMPARE(summary.toolsListed, 3);
        QCOMPARE(db.toolCount(), 5);
    }

    void discardedSyncChangesNothing()
    {
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QVERIFY(sync(db, Acme, {tool(1), tool(2)}));
        QVERIFY(userData(db).pin(Acme, toolId(1), 1, nullptr));
        const QString before = dumpCatalog(path());

        QString error;
        const qint64 id = db.beginSync(Acme, QStringLiteral("a2t"), &error);
        QVERIFY2(id != 0, qPrintable(error));
        QVERIFY(db.stage(id, read({tool(1, 2), tool(3)}), StageKind::Listing, &error));
        const QString cause = u"GET /tools?pageCursor=abc: HTTP 503 Service Unavailable"_s;
        db.discardSync(id, cause);

        QCOMPARE(dumpCatalog(path()), before);
        const ProviderSyncState state = db.syncState(Acme);
        QCOMPARE(state.lastError, cause);
        QVERIFY(state.lastErrorAt.isValid());
        QVERIFY(state.isFailing());
        QVERIFY(!state.syncInProgress);
        // The discarded sync is over.
        QVERIFY(!db.stage(id, read({tool(4)}), StageKind::Listing, &error));
        QVERIFY(!db.commitSync(id, nullptr, &error));
        QVERIFY(sync(db, Acme, {tool(1), tool(2)}));
        QVERIFY(!db.syncState(Acme).isFailing());
    }

    void crashBeforeCommitLeavesPreviousCatalog()
    {
        qint64 crashed = 0;
        QString before;
        {
            CatalogDatabase db;
            QVERIFY(openDb(db));
            QVERIFY(sync(db, Acme, {tool(1), tool(2)}));
            before = dumpCatalog(path());
            crashed = db.beginSync(Acme, QStringLiteral("a2t"));
            QVERIFY(db.stage(crashed, read({tool(1, 2), tool(3)}), StageKind::Listing, nullptr));
        } // closed without commit, as if the process had died
        QCOMPARE(dumpCatalog(path()), before);

        CatalogDatabase db;
        QVERIFY(openDb(db));
        QVERIFY(db.syncState(Acme).syncInProgress);
        // The staged pages went with the connection: the file never held them.
        QVERIFY(!fileHasStagingTable());
        const qint64 next = db.beginSync(Acme, QStringLiteral("a2t"));
        QVERIFY(next > crashed);
        QCOMPARE(
            scalar(
                path(),
                QStringLiteral("SELECT state = 'abandoned' FROM syncs WHERE id = %1").arg(crashed)),
            1);
        QString error;
        QVERIFY(!db.stage(crashed, read({tool(5)}), StageKind::Listing, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(db.stage(next, read({tool(1), tool(2), tool(3)}), StageKind::Listing, &error));
        SyncSummary summary;
        QVERIFY(db.commitSync(next, &summary, &error));
        QCOMPARE(summary.newTools, 1);
    }

    void changedWithoutBumpKeepsBothAndThePin()
    {
        CatalogDatabase db;
        QVERIFY(openDb(db));
        const QJsonObject original = tool(1, 1, u"The original text."_s);
        const QJsonObject changed = tool(1, 1, u"Silently changed text."_s);
        QVERIFY(sync(db, Acme, {original, tool(2, 1, u"Two, first."_s)}));
        QVERIFY(userData(db).pin(Acme, toolId(1), 1, nullptr));

        SyncSummary summary;
        QVERIFY(sync(db, Acme, {changed, tool(2, 1, u"Two, second."_s)}, {}, &summary));
        QCOMPARE(summary.changedWithoutBump, 2);
        QCOMPARE(summary.newVersions, 0);
        QCOMPARE(scalar(path(), u"SELECT COUNT(*) FROM versions WHERE version = 1"_s), 4);

        // The pin still resolves to the content that was pinned.
        const std::optional<StoredSignature> pinned = db.signature(Acme, toolId(1));
        QVERIFY(pinned);
        QCOMPARE(pinned->digest, digestOf(original));
        QCOMPARE(pinned->signature.description, u"The original text."_s);
        QCOMPARE(pinned->revisions, 2);
        QVERIFY(pinned->flags.changedWithoutBump);
        QCOMPARE(db.signature(Acme, toolId(1), 1)->digest, digestOf(original));
        QCOMPARE(db.pinOf(Acme, toolId(1))->digest, digestOf(original));
        const std::optional<StoredSignature> served
            = db.signatureByDigest(Acme, toolId(1), digestOf(changed));
        QVERIFY(served);
        QCOMPARE(served->revision, 2);
        QCOMPARE(served->signature.description, u"Silently changed text."_s);

        CatalogQuery query;
        query.text = QStringLiteral("original");
        QCOMPARE(db.search(query).size(), 1);
        QCOMPARE(db.search(query).constFirst().description, u"The original text."_s);
        // Unpinned, the tool shows what the provider serves now.
        QCOMPARE(db.signature(Acme, toolId(2))->signature.description, u"Two, second."_s);
        QVERIFY(db.signature(Acme, toolId(2))->flags.changedWithoutBump);
        // Seen again: nothing new.
        QVERIFY(sync(db, Acme, {changed, tool(2, 1, u"Two, second."_s)}, {}, &summary));
        QCOMPARE(summary.changedWithoutBump, 0);
    }

    // Pinning a version number whose content the provider changed without a
    // new number pins the content the user was shown for it: the details pane
    // shows the current content of the current version, the Versions tab the
    // newest seen of an older one. The pane and `toolshelf pin` pass only the
    // number, so pin() must choose as signature() does.
    void pinningAChangedVersionPinsWhatIsShown_data()
    {
        QTest::addColumn<QList<Sighting>>("sightings");
        QTest::addColumn<int>("version");
        QTest::addColumn<QString>("shown");

        const QString first = u"The first words."_s;
        const QString second = u"The changed words."_s;
        QTest::newRow("the current version changed")
            << QList<Sighting> {{Sighting::Listed, 1, first}, {Sighting::Listed, 1, second}} << 1
            << second;
        QTest::newRow("the current version changed back")
            << QList<Sighting> {{Sighting::Listed, 1, first},
                                {Sighting::Listed, 1, second},
                                {Sighting::Listed, 1, first}}
            << 1 << first;
        QTest::newRow("the current version, its old content fetched again since")
            << QList<Sighting> {{Sighting::Listed, 1, first},
                                {Sighting::Listed, 1, second},
                                {Sighting::FetchedOnDemand, 1, first}}
            << 1 << second;
        QTest::newRow("an older version changed")
            << QList<Sighting> {{Sighting::InHistory, 1, first}, {Sighting::InHistory, 1, second}}
            << 1 << second;
        QTest::newRow("an older version changed back")
            << QList<Sighting> {{Sighting::InHistory, 1, first},
                                {Sighting::InHistory, 1, second},
                                {Sighting::InHistory, 1, first}}
            << 1 << first;
        QTest::newRow("an older version changed, fetched on demand")
            << QList<Sighting> {{Sighting::InHistory, 1, first},
                                {Sighting::FetchedOnDemand, 1, second}}
            << 1 << second;
    }

    void pinningAChangedVersionPinsWhatIsShown()
    {
        QFETCH(QList<Sighting>, sightings);
        QFETCH(int, version);
        QFETCH(QString, shown);
        CatalogDatabase db;
        QVERIFY(openDb(db));
        const QJsonObject current = tool(1, 2, u"The current version."_s);
        for (const Sighting &seen : sightings) {
            const QJsonObject object = tool(1, seen.version, seen.description);
            QString error;
            switch (seen.how) {
            case Sighting::Listed:
                QVERIFY(sync(db, Acme, {object}));
                break;
            case Sighting::InHistory:
                QVERIFY(sync(db, Acme, {current}, {object}));
                break;
            case Sighting::FetchedOnDemand:
                QVERIFY2(db.storeVersions(Acme, toolId(1), read({object}), &error),
                         qPrintable(error));
                break;
            }
        }
        const std::optional<StoredSignature> before = db.signature(Acme, toolId(1), version);
        QVERIFY(before);
        QCOMPARE(before->signature.description, shown);
        QCOMPARE(before->revisions, 2);

        QString error;
        QVERIFY2(userData(db).pin(Acme, toolId(1), version, &error), qPrintable(error));
        const std::optional<Pin> pin = db.pinOf(Acme, toolId(1));
        QVERIFY(pin);
        QCOMPARE(pin->version, qint64(version));
        QCOMPARE(pin->digest, before->digest);
        QCOMPARE(pin->digest, digestOf(tool(1, version, shown)));
        // The pinned tool shows, and is found by, what was pinned.
        QCOMPARE(db.signature(Acme, toolId(1))->signature.description, shown);
        QCOMPARE(db.search({}).constFirst().description, shown);
    }

    void pinning()
    {
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QVERIFY(sync(db, Acme, {tool(1, 2)}, {tool(1, 1)}));
        QString error;
        QVERIFY(!userData(db).pin(Acme, toolId(1), 5, &error));
        QVERIFY2(error.contains(u'5'), qPrintable(error));
        QVERIFY(!userData(db).pin(Acme, toolId(9), 1, &error));
        QVERIFY(db.pins().isEmpty());

        QVERIFY(userData(db).pin(Acme, toolId(1), 1, &error));
        const ToolSummary summary = db.search({}).constFirst();
        QCOMPARE(summary.version, 1);
        QCOMPARE(summary.currentVersion, 2);
        QVERIFY(summary.flags.pinned);
        QVERIFY(summary.flags.updateAvailable);
        QCOMPARE(summary.description, u"Tool 1, version 1."_s);
        QCOMPARE(db.pins().size(), 1);
        QCOMPARE(db.pins(Acme).constFirst().version, 1);
        QVERIFY(db.pinOf(Acme, toolId(1))->pinnedAt.isValid());

        QVERIFY(userData(db).pin(Acme, toolId(1), 2, &error));
        QVERIFY(!db.search({}).constFirst().flags.updateAvailable);
        QVERIFY(userData(db).unpin(Acme, toolId(1), &error));
        QVERIFY(!db.search({}).constFirst().flags.pinned);
        QCOMPARE(db.search({}).constFirst().version, 2);
    }

    void toolsNamed()
    {
        CatalogDatabase db;
        QVERIFY(openDb(db));
        // Tool 2 of beta shares tool 1's name; tool 3 is withdrawn by the second sync.
        QJsonObject twin = tool(2);
        twin.insert(QStringLiteral("name"), QStringLiteral("tool_number_1"));
        QVERIFY(sync(db, Acme, {tool(1), tool(3), tool(4)}));
        QVERIFY(sync(db, QStringLiteral("beta"), {twin}));
        QVERIFY(sync(db, Acme, {tool(1), tool(4, 2)}));
        QVERIFY(userData(db).pin(Acme, toolId(4), 1, nullptr));

        const QList<ToolSummary> found
            = db.toolsNamed({QStringLiteral("tool_number_3"), QStringLiteral("tool_number_1"),
                             QStringLiteral("TOOL_NUMBER_4"), QStringLiteral("tool_number_4"),
                             QStringLiteral("missing"), QStringLiteral("tool_number_%")});
        QVERIFY2(db.lastError().isEmpty(), qPrintable(db.lastError()));
        QStringList rows;
        for (const ToolSummary &summary : found)
            rows.append(QStringLiteral("%1 %2 %3 v%4 pinned=%5 withdrawn=%6")
                            .arg(summary.name, summary.provider, summary.toolId.right(1))
                            .arg(summary.version)
                            .arg(summary.flags.pinned)
                            .arg(summary.flags.withdrawn));
        // Exact, case-sensitive names, no LIKE patterns; by name, then provider.
        QCOMPARE(rows,
                 (QStringList {QStringLiteral("tool_number_1 acme 1 v1 pinned=0 withdrawn=0"),
                               QStringLiteral("tool_number_1 beta 2 v1 pinned=0 withdrawn=0"),
                               QStringLiteral("tool_number_3 acme 3 v1 pinned=0 withdrawn=1"),
                               QStringLiteral("tool_number_4 acme 4 v1 pinned=1 withdrawn=0")}));
        QVERIFY(db.toolsNamed({}).isEmpty());
        QVERIFY(db.toolsNamed({QStringLiteral("x")}).isEmpty());
        QVERIFY(db.lastError().isEmpty());
    }

    void storeVersionsOnDemand()
    {
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QVERIFY(sync(db, Acme, {tool(1, 3)}));
        QString error;
        QVERIFY(db.storeVersions(Acme, toolId(1), read({tool(1, 2), tool(1, 1)}), &error));
        QCOMPARE(db.versionNumbers(Acme, toolId(1)), (QList<qint64> {1, 2, 3}));
        // The same rule as a sync: different content under a known number is kept beside.
        QVERIFY(db.storeVersions(Acme, toolId(1), read({tool(1, 1, u"Rewritten."_s)}), &error));
        QCOMPARE(scalar(path(), u"SELECT COUNT(*) FROM versions WHERE version = 1"_s), 2);
        QVERIFY(db.search({}).constFirst().flags.changedWithoutBump);
        // Another tool's signature is refused, and nothing of the call is stored.
        const QString before = dumpCatalog(path());
        QVERIFY(!db.storeVersions(Acme, toolId(1), read({tool(1, 4), tool(2, 1)}), &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(dumpCatalog(path()), before);
    }

    void userDataSurvivesResyncRemovalAndWipe()
    {
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QVERIFY(sync(db, Acme, {tool(1, 2), tool(2)}, {tool(1, 1)}));
        QVERIFY(sync(db, u"other"_s, {tool(7)}));
        QVERIFY(userData(db).pin(Acme, toolId(1), 1, nullptr));
        const OverrideTarget target {Acme, toolId(2), OverrideKind::ToolDescription, {}, {}};
        QVERIFY(userData(db).setOverride(target, u"My better words."_s, nullptr));

        QVERIFY(sync(db, Acme, {tool(1, 3), tool(2)}));
        QCOMPARE(db.pins().size(), 1);
        QCOMPARE(db.overrides(Acme).size(), 1);

        // A wiped catalog keeps them: the same providers sync it again.
        QString error;
        QVERIFY(db.clearCatalog(&error));
        QCOMPARE(db.toolCount(), 0);
        QCOMPARE(db.pins().size(), 1);
        QCOMPARE(db.overrides().size(), 1);
        // What was pinned can still be read from the pin's own copy.
        const std::optional<StoredSignature> pinned = db.signature(Acme, toolId(1));
        QVERIFY(pinned);
        QCOMPARE(pinned->signature.version, 1);
        QVERIFY(pinned->flags.pinned);

        // Synced again without history, the list still shows the pinned version.
        QVERIFY(sync(db, Acme, {tool(1, 3), tool(2)}));
        QVERIFY(sync(db, u"other"_s, {tool(7)}));
        const QList<ToolSummary> tools = db.search({});
        QCOMPARE(tools.size(), 3);
        QCOMPARE(tools.at(0).version, 1);
        QVERIFY(tools.at(0).flags.updateAvailable);
        QCOMPARE(tools.at(1).description, u"My better words."_s);
        QVERIFY(tools.at(1).flags.overridden);
    }

    // Removing a provider takes the user's data filed under its name too: a
    // later provider of that name (perhaps another server) starts clean.
    // Every provider with tools, once, in order, however many tools each
    // has: the catalog skips through its index a provider at a time.
    void providersAreListedOnce()
    {
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QVERIFY(sync(db, u"zeta"_s, {tool(1), tool(2), tool(3)}));
        QVERIFY(sync(db, Acme, {tool(1), tool(2)}));
        QVERIFY(sync(db, u"beta"_s, {tool(4)}));
        QVERIFY(sync(db, u"Beta"_s, {tool(5), tool(6)}));
        QCOMPARE(db.providers(), QStringList({u"Beta"_s, Acme, u"beta"_s, u"zeta"_s}));
    }

    void removedProviderLeavesNothingToReattach()
    {
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QVERIFY(sync(db, Acme, {tool(1, 2), tool(2)}, {tool(1, 1)}));
        QVERIFY(sync(db, u"other"_s, {tool(7)}));
        QVERIFY(userData(db).pin(Acme, toolId(1), 1, nullptr));
        QVERIFY(userData(db).pin(u"other"_s, toolId(7), 1, nullptr));
        const OverrideTarget target {Acme, toolId(2), OverrideKind::ToolDescription, {}, {}};
        QVERIFY(userData(db).setOverride(target, u"My better words."_s, nullptr));
        QCOMPARE(db.footprint(Acme), (ProviderFootprint {2, 1, 1}));

        QString error;
        QVERIFY(db.removeProvider(Acme, &error));
        QCOMPARE(db.footprint(Acme), ProviderFootprint {});
        QCOMPARE(db.toolCount(), 1);
        QCOMPARE(db.providers(), QStringList {u"other"_s});
        QCOMPARE(db.syncState(Acme).lastSuccess, QDateTime());
        QCOMPARE(db.pins(), db.pins(u"other"_s));
        QCOMPARE(db.pins().size(), 1);
        QVERIFY(!db.signature(Acme, toolId(1)));

        // A provider of the same name lists the same ids: nothing of the old one's shows.
        QVERIFY(sync(db, Acme, {tool(1, 3), tool(2)}));
        const QList<ToolSummary> tools = db.search({});
        QCOMPARE(tools.size(), 3);
        for (const ToolSummary &summary : tools) {
            if (summary.provider != Acme)
                continue;
            QVERIFY(!summary.flags.pinned);
            QVERIFY(!summary.flags.overridden);
        }
    }

    void overrideConflict_data()
    {
        QTest::addColumn<OverrideTarget>("target");
        QTest::addColumn<QString>("field");
        const QString input = QStringLiteral("input_parameters");
        const QString output = QStringLiteral("output_parameters");
        QTest::newRow("tool description")
            << OverrideTarget {Acme, toolId(1), OverrideKind::ToolDescription, {}, {}} << QString();
        QTest::newRow("input")
            << OverrideTarget {Acme, toolId(1), OverrideKind::InputDescription, u"City"_s, {}}
            << input;
        QTest::newRow("output")
            << OverrideTarget {Acme, toolId(1), OverrideKind::OutputDescription, u"Details"_s, {}}
            << output;
        QTest::newRow("enum value")
            << OverrideTarget {Acme, toolId(1), OverrideKind::InputEnumValueDescription, u"Units"_s,
                               u"CELSIUS"_s}
            << input;
        // A2T says nothing of when to use a tool but its description, which
        // is then the vendor's text the user replaced.
        QTest::newRow("when to use")
            << OverrideTarget {Acme, toolId(1), OverrideKind::WhenToUse, {}, {}} << QString();
    }

    void overrideConflict()
    {
        QFETCH(OverrideTarget, target);
        QFETCH(QString, field);
        // Version n of tool 1 with the target's vendor text set to `text`.
        const auto vendorVersion = [&](int n, const QString &text) {
            QJsonObject object = tool(1, n, field.isEmpty() ? text : QString());
            if (field.isEmpty())
                return object;
            QJsonArray params = object.value(field).toArray();
            for (qsizetype i = 0; i < params.size(); ++i) {
                QJsonObject param = params.at(i).toObject();
                if (param.value(u"name"_s).toString() != target.parameter)
                    continue;
                if (target.enumValue.isEmpty()) {
                    param.insert(u"description"_s, text);
                } else {
                    QJsonArray values = param.value(u"allowed-values"_s).toArray();
                    values.replace(0, Fixtures::allowedValue(target.enumValue, text));
                    param.insert(u"allowed-values"_s, values);
                }
                params.replace(i, param);
            }
            object.insert(field, params);
            return object;
        };

        CatalogDatabase db;
        QVERIFY(openDb(db));
        QVERIFY(sync(db, Acme, {vendorVersion(1, u"Vendor one."_s)}));
        QString error;
        QVERIFY2(userData(db).setOverride(target, u"Mine."_s, &error), qPrintable(error));
        QCOMPARE(db.overrides(Acme, toolId(1)).constFirst().vendorOriginal, u"Vendor one."_s);
        QVERIFY(!db.search({}).constFirst().flags.conflict);
        std::optional<EditedSignature> edited = db.editedSignature(Acme, toolId(1));
        QCOMPARE(CatalogDatabase::vendorText(edited->edited, target), u"Mine."_s);
        QCOMPARE(CatalogDatabase::vendorText(edited->vendor.signature, target), u"Vendor one."_s);

        // An unchanged resync and an unrelated change raise nothing.
        SyncSummary summary;
        QVERIFY(sync(db, Acme, {vendorVersion(1, u"Vendor one."_s)}, {}, &summary));
        QCOMPARE(summary.conflicts, 0);

        QVERIFY(sync(db, Acme, {vendorVersion(2, u"Vendor two."_s)}, {}, &summary));
        QCOMPARE(summary.conflicts, 1);
        QVERIFY(db.search({}).constFirst().flags.conflict);
        Override entry = db.overrides(Acme, toolId(1)).constFirst();
        QVERIFY(entry.isConflict());
        QCOMPARE(*entry.vendorLatest, u"Vendor two."_s);
        QCOMPARE(entry.text, u"Mine."_s);

        QVERIFY(userData(db).resolveConflict(target, ConflictChoice::KeepMine, &error));
        entry = db.overrides(Acme, toolId(1)).constFirst();
        QVERIFY(!entry.isConflict());
        QCOMPARE(entry.vendorOriginal, u"Vendor two."_s);
        QCOMPARE(entry.text, u"Mine."_s);
        QVERIFY(!db.search({}).constFirst().flags.conflict);

        QVERIFY(sync(db, Acme, {vendorVersion(3, u"Vendor three."_s)}, {}, &summary));
        QCOMPARE(summary.conflicts, 1);
        QVERIFY(userData(db).resolveConflict(target, ConflictChoice::TakeVendor, &error));
        QVERIFY(db.overrides(Acme, toolId(1)).isEmpty());
        edited = db.editedSignature(Acme, toolId(1));
        QCOMPARE(CatalogDatabase::vendorText(edited->edited, target), u"Vendor three."_s);
        QVERIFY(!db.search({}).constFirst().flags.overridden);
    }

    // When not to use a tool: A2T has no such text, so the user's replaces an
    // empty one, which no vendor change moves. Both new texts are the tool's,
    // stored by name, and what is not the tool's use is not searched.
    void whenToUseAndWhenNotAreStored()
    {
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QVERIFY(sync(db, Acme, {tool(1, 1, u"Vendor one."_s)}));
        QString error;
        // A parameter given with a tool's text is dropped, as for the description.
        const OverrideTarget whenNot {Acme, toolId(1), OverrideKind::WhenNotToUse, u"City"_s, {}};
        QVERIFY2(userData(db).setOverride(whenNot, u"Not for tidal charts."_s, &error),
                 qPrintable(error));
        const OverrideTarget when {Acme, toolId(1), OverrideKind::WhenToUse, {}, {}};
        QVERIFY2(userData(db).setOverride(when, u"For barometric outlooks."_s, &error),
                 qPrintable(error));
        const QList<Override> stored = db.overrides(Acme, toolId(1));
        QCOMPARE(stored.size(), 2);
        for (const Override &entry : stored) {
            QVERIFY(entry.target.parameter.isEmpty());
            QCOMPARE(entry.vendorOriginal,
                     entry.target.kind == OverrideKind::WhenToUse ? u"Vendor one."_s : QString());
        }
        QCOMPARE(CatalogDatabaseFormat::overrideKindName(OverrideKind::WhenToUse),
                 u"when-to-use"_s);
        QVERIFY(CatalogDatabaseFormat::overrideKindFromName(u"when-not-to-use"_s)
                == OverrideKind::WhenNotToUse);
        const std::optional<EditedSignature> edited = db.editedSignature(Acme, toolId(1));
        QCOMPARE(edited->edited.whenToUse, u"For barometric outlooks."_s);
        QCOMPARE(edited->edited.whenNotToUse, u"Not for tidal charts."_s);
        QCOMPARE(edited->edited.description, u"Vendor one."_s);
        QCOMPARE(edited->vendor.signature.whenToUse, u"Vendor one."_s);
        QVERIFY(edited->vendor.signature.whenNotToUse.isEmpty());

        CatalogQuery query;
        query.text = u"barometric"_s;
        QCOMPARE(db.search(query).size(), 1);
        query.text = u"tidal"_s;
        QVERIFY(db.search(query).isEmpty());

        SyncSummary summary;
        QVERIFY(sync(db, Acme, {tool(1, 2, u"Vendor two."_s)}, {}, &summary));
        QCOMPARE(summary.conflicts, 1);
        for (const Override &entry : db.overrides(Acme, toolId(1)))
            QCOMPARE(entry.isConflict(), entry.target.kind == OverrideKind::WhenToUse);

        // The draft's rules for the tool description hold for them too.
        QVERIFY(DescriptionLimits::problem(OverrideKind::WhenToUse, QString(2000, u'a')));
        QVERIFY(DescriptionLimits::problem(OverrideKind::WhenNotToUse, QString(2000, u'a')));
        QVERIFY(!DescriptionLimits::problem(OverrideKind::WhenNotToUse, QString(1999, u'a')));
        QVERIFY(DescriptionLimits::problem(OverrideKind::WhenToUse, u"a\u202Eb"_s));
        QVERIFY(DescriptionLimits::maxCharacters(OverrideKind::WhenNotToUse) == 1999);
    }

    void overrideNeedsAnExistingTarget()
    {
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QVERIFY(sync(db, Acme, {tool(1)}));
        QString error;
        QVERIFY(!userData(db).setOverride({Acme, toolId(2), OverrideKind::ToolDescription, {}, {}},
                                          u"x"_s, &error));
        QVERIFY(!userData(db).setOverride(
            {Acme, toolId(1), OverrideKind::InputDescription, u"Nope"_s, {}}, u"x"_s, &error));
        QVERIFY(!userData(db).setOverride(
            {Acme, toolId(1), OverrideKind::InputEnumValueDescription, u"Units"_s, u"KELVIN"_s},
            u"x"_s, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(db.overrides().isEmpty());
        QVERIFY(
            !userData(db).resolveConflict({Acme, toolId(1), OverrideKind::ToolDescription, {}, {}},
                                          ConflictChoice::KeepMine, &error));
        // Clearing restores the vendor's text everywhere.
        const OverrideTarget days {Acme, toolId(1), OverrideKind::InputDescription, u"Days"_s, {}};
        QVERIFY(userData(db).setOverride(days, u"How many days ahead."_s, &error));
        QCOMPARE(db.editedSignature(Acme, toolId(1))->edited.inputs.at(2).description,
                 u"How many days ahead."_s);
        QVERIFY(userData(db).clearOverride(days, &error));
        QCOMPARE(db.editedSignature(Acme, toolId(1))->edited.inputs.at(2).description,
                 u"Forecast length in days."_s);
    }

    void killedDuringCommitKeepsCatalog()
    {
        {
            CatalogDatabase db;
            QVERIFY(openDb(db));
            QList<QJsonObject> tools;
            for (int i = 0; i < 50; ++i)
                tools.append(tool(i));
            QVERIFY(sync(db, Acme, tools));
            QVERIFY(userData(db).pin(Acme, toolId(3), 1, nullptr));
        }
        const QString before = dumpCatalog(path());

        QProcess child;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QString::fromLatin1(CrashEnv), path());
        child.setProcessEnvironment(environment);
        child.setProgram(QCoreApplication::applicationFilePath());
        child.setArguments({QStringLiteral("crashChild")});
        child.setProcessChannelMode(QProcess::MergedChannels);
        child.start();
        QVERIFY(child.waitForStarted());
        QByteArray output;
        while (!output.contains(InCommitMarker)) {
            QVERIFY2(child.state() == QProcess::Running, output.constData());
            child.waitForReadyRead(1000);
            output += child.readAll();
        }
        // SIGKILL: no destructor, no rollback, the transaction is cut off.
        child.kill();
        QVERIFY(child.waitForFinished());
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        QCOMPARE(dumpCatalog(path()), before);
        CatalogDatabase db;
        QVERIFY(openDb(db));
        QCOMPARE(db.toolCount(), 50);
        QVERIFY(db.syncState(Acme).syncInProgress);
        QVERIFY(db.beginSync(Acme, QStringLiteral("a2t")) != 0);
        QVERIFY(!fileHasStagingTable());
    }

    // Runs only in the child of killedDuringCommitKeepsCatalog: a big commit
    // that stops inside its transaction and waits to be killed.
    void crashChild()
    {
        const QString file = qEnvironmentVariable(CrashEnv);
        if (file.isEmpty())
            QSKIP("helper process of killedDuringCommitKeepsCatalog");
        CatalogDatabase db;
        QString error;
        QVERIFY2(db.open(file, &error), qPrintable(error));
        const qint64 id = db.beginSync(Acme, QStringLiteral("a2t"), &error);
        QVERIFY(id != 0);
        // Enough changed tools that SQLite spills uncommitted pages to the WAL.
        for (int page = 0; page < 40; ++page) {
            QList<QJsonObject> tools;
            for (int i = page * 100; i < page * 100 + 100; ++i)
                tools.append(tool(i, 2, QString(u"Rewritten "_s).repeated(50)));
            QVERIFY(db.stage(id, read(tools), StageKind::Listing, &error));
        }
        db.setBeforeCommitHook([] {
            std::fputs(InCommitMarker, stdout);
            std::fputs("\n", stdout);
            std::fflush(stdout);
            for (;;)
                QThread::sleep(1);
        });
        db.commitSync(id, nullptr, &error);
        QFAIL("the parent should have killed this process");
    }
};

QTEST_GUILESS_MAIN(tst_CatalogDatabase)
#include "tst_catalogdatabase.moc"
