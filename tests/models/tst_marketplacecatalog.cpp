// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What a sync that covered part of a provider may change (ListingScope): a
// marketplace's sync reads its tree and top-level tools, a group opened reads
// that group alone; tools outside what was read stay as they were, and the
// provider's group tree is kept with when each group was last read.

#include "catalog/catalogdatabase.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "userdataedits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

const QString Acme = u"acme"_s;

// The tools of one list (a group's, or the top level's) as a sync reads them.
QList<DialectTool> read(const QStringList &names, const QString &group = {})
{
    QJsonArray array;
    for (const QString &name : names)
        array.append(QJsonObject {
            {u"name"_s, name},
            {u"description"_s, u"Does %1."_s.arg(name)},
            {u"input_schema"_s, QJsonObject {{u"type"_s, u"object"_s}}},
        });
    const QJsonObject page {{u"tools"_s, array}, {u"total"_s, array.size()}, {u"offset"_s, 0}};
    return A2tCapabilitiesDialect::page(Acme, QJsonDocument(page).toJson(), group).tools;
}

CatalogGroup group(const QString &id, const QString &name, qint64 tools)
{
    return {id, {}, name, u"About %1."_s.arg(name), {name}, tools, {}};
}

// Runs one statement on the file, outside the catalog's connection.
bool exec(const QString &path, const QString &sql)
{
    static int connections = 0;
    const QString name = u"exec-%1"_s.arg(++connections);
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        QSqlQuery query(db);
        ok = db.open() && query.exec(sql);
        if (!ok)
            qWarning("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

class tst_MarketplaceCatalog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    const QList<CatalogGroup> m_tree {group(u"g1"_s, u"Maps"_s, 1), group(u"g2"_s, u"Mail"_s, 1)};

    QString path() const { return m_dir.filePath(u"catalog.sqlite"_s); }

    // One sync of `tools` (staged as one listing) that covered `scope`.
    bool sync(CatalogDatabase &db, const QList<DialectTool> &tools, const ListingScope &scope,
              SyncSummary *summary = nullptr)
    {
        QString error;
        const qint64 id = db.beginSync(Acme, A2tCapabilitiesDialect::DialectId, &error);
        const bool ok = id != 0 && db.stage(id, tools, StageKind::Listing, &error)
            && db.commitSync(id, summary, &error, scope);
        if (!ok)
            qWarning("sync: %s", qPrintable(error));
        return ok;
    }

    // The tools of the provider the catalog lists, by id.
    QStringList listed(CatalogDatabase &db)
    {
        CatalogQuery query;
        query.providers = {Acme};
        QStringList ids;
        for (const ToolSummary &tool : db.search(query)) {
            if (!tool.flags.withdrawn)
                ids.append(tool.toolId);
        }
        ids.sort();
        return ids;
    }

    QHash<QString, CatalogGroup> groups(CatalogDatabase &db)
    {
        QHash<QString, CatalogGroup> byId;
        for (const CatalogGroup &group : db.groups(Acme))
            byId.insert(group.id, group);
        return byId;
    }

private Q_SLOTS:
    void init()
    {
        QFile::remove(path());
        QFile::remove(path() + u"-wal"_s);
        QFile::remove(path() + u"-shm"_s);
    }

    // Read whole: every group is read, and a tool missing is withdrawn
    // wherever it was filed.
    void aWholeSyncReadsEveryGroup()
    {
        CatalogDatabase db;
        QString error;
        QVERIFY2(db.open(path(), &error), qPrintable(error));
        QVERIFY(sync(db,
                     read({u"top"_s}) + read({u"route"_s}, u"g1"_s) + read({u"send"_s}, u"g2"_s),
                     {std::nullopt, m_tree}));
        QCOMPARE(listed(db), (QStringList {u"g1/route"_s, u"g2/send"_s, u"top"_s}));
        const auto stored = groups(db);
        QCOMPARE(stored.size(), 2);
        QCOMPARE(stored.value(u"g1"_s).name, u"Maps"_s);
        QCOMPARE(stored.value(u"g1"_s).path, QStringList {u"Maps"_s});
        QCOMPARE(stored.value(u"g1"_s).toolCount, std::optional<qint64>(1));
        QVERIFY(stored.value(u"g1"_s).loadedAt.isValid());
        QVERIFY(stored.value(u"g2"_s).loadedAt.isValid());

        QVERIFY(sync(db, read({u"top"_s}) + read({u"route"_s}, u"g1"_s), {std::nullopt, m_tree}));
        QCOMPARE(listed(db), (QStringList {u"g1/route"_s, u"top"_s}));
    }

    // A marketplace's sync, then its groups opened one by one: each listing
    // withdraws only what it could have seen.
    void aPartialSyncWithdrawsOnlyWhatItRead()
    {
        CatalogDatabase db;
        QString error;
        QVERIFY2(db.open(path(), &error), qPrintable(error));
        // The top level and the tree: no group's tools.
        QVERIFY(sync(db, read({u"top"_s, u"old"_s}), {QStringList {QString()}, m_tree}));
        QCOMPARE(listed(db), (QStringList {u"old"_s, u"top"_s}));
        auto stored = groups(db);
        QCOMPARE(stored.size(), 2);
        QVERIFY(!stored.value(u"g1"_s).loadedAt.isValid());
        QCOMPARE(db.syncState(Acme).toolCount, 2);

        // g1 opened: its tools join, nothing else moves.
        QVERIFY(sync(db, read({u"route"_s}, u"g1"_s), {QStringList {u"g1"_s}, std::nullopt}));
        QCOMPARE(listed(db), (QStringList {u"g1/route"_s, u"old"_s, u"top"_s}));
        stored = groups(db);
        QVERIFY(stored.value(u"g1"_s).loadedAt.isValid());
        QVERIFY(!stored.value(u"g2"_s).loadedAt.isValid());
        // The provider's count is what the catalog holds of it, not this read's.
        QCOMPARE(db.syncState(Acme).toolCount, 3);

        // The next sync reads the top level and g1 again: "old" is gone from
        // the top level, g1's tool stays listed, g2 still unread.
        QVERIFY(sync(db, read({u"top"_s}) + read({u"route"_s}, u"g1"_s),
                     {QStringList {QString(), u"g1"_s}, m_tree}));
        QCOMPARE(listed(db), (QStringList {u"g1/route"_s, u"top"_s}));
        QVERIFY(groups(db).value(u"g1"_s).loadedAt.isValid());

        // g1 read empty: its tool is withdrawn, the top level kept.
        SyncSummary summary;
        QVERIFY(sync(db, {}, {QStringList {u"g1"_s}, std::nullopt}, &summary));
        QCOMPARE(summary.withdrawn, 1);
        QCOMPARE(listed(db), (QStringList {u"top"_s}));
    }

    // A group gone from the tree takes its tools along, even unread; its
    // row goes too.
    void aGroupGoneFromTheTreeIsWithdrawn()
    {
        CatalogDatabase db;
        QString error;
        QVERIFY2(db.open(path(), &error), qPrintable(error));
        QVERIFY(sync(db,
                     read({u"top"_s}) + read({u"route"_s}, u"g1"_s) + read({u"send"_s}, u"g2"_s),
                     {std::nullopt, m_tree}));
        // g1 gone; only the top level read.
        QVERIFY(sync(db, read({u"top"_s}), {QStringList {QString()}, QList {m_tree.at(1)}}));
        QCOMPARE(listed(db), (QStringList {u"g2/send"_s, u"top"_s}));
        QCOMPARE(groups(db).keys(), QList {u"g2"_s});
        // A pinned tool is still kept with its versions, and the user told.
        QVERIFY2(userData(db).pin(Acme, u"g2/send"_s, 1, &error), qPrintable(error));
        SyncSummary summary;
        QVERIFY(sync(db, read({u"top"_s}), {QStringList {QString()}, QList<CatalogGroup> {}},
                     &summary));
        QCOMPARE(summary.withdrawn, 1);
        QCOMPARE(summary.notes.size(), 1);
        QVERIFY2(summary.notes.first().contains(u"send"_s), qPrintable(summary.notes.first()));
        QVERIFY(db.signature(Acme, u"g2/send"_s));
    }

    // Removing the provider takes its tree along.
    void removingTheProviderDropsItsGroups()
    {
        CatalogDatabase db;
        QString error;
        QVERIFY2(db.open(path(), &error), qPrintable(error));
        QVERIFY(sync(db, read({u"top"_s}), {QStringList {QString()}, m_tree}));
        QCOMPARE(db.groups(Acme).size(), 2);
        QVERIFY2(db.removeProvider(Acme, &error), qPrintable(error));
        QVERIFY(db.groups(Acme).isEmpty());
    }

    // A catalog of schema 7 gets each stored tool's group from its key.
    void migratesGroupIdsFromKeys()
    {
        QString error;
        {
            CatalogDatabase db;
            QVERIFY2(db.open(path(), &error), qPrintable(error));
            QVERIFY(sync(
                db, read({u"top"_s}) + read({u"route"_s}, u"a/b c"_s) + read({u"send"_s}, u"g2"_s),
                {std::nullopt, m_tree}));
        }
        QVERIFY(exec(path(), u"DROP TABLE tool_groups"_s));
        QVERIFY(exec(path(), u"ALTER TABLE tools DROP COLUMN group_id"_s));
        QVERIFY(exec(path(), u"PRAGMA user_version = 7"_s));
        CatalogDatabase db;
        QVERIFY2(db.open(path(), &error), qPrintable(error));
        // Opening "a/b c" alone withdraws its tool and no other.
        QVERIFY(sync(db, {}, {QStringList {u"a/b c"_s}, std::nullopt}));
        QCOMPARE(listed(db), (QStringList {u"g2/send"_s, u"top"_s}));
        QVERIFY(sync(db, {}, {QStringList {QString()}, std::nullopt}));
        QCOMPARE(listed(db), (QStringList {u"g2/send"_s}));
    }
};

QTEST_GUILESS_MAIN(tst_MarketplaceCatalog)
#include "tst_marketplacecatalog.moc"
