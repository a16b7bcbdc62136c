// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The catalog numbers the versions of a dialect whose wire has none
// (ToolDialect::countsVersions): each distinct native form of a tool is a
// version, 1, 2, 3 ... in the order the catalog met them.

#include "catalog/catalogdatabase.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "userdataedits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

const QString Acme = u"acme"_s;
const QString Dialect = A2tCapabilitiesDialect::DialectId;

QJsonObject tool(const QString &name, const QString &description,
                 const QJsonObject &properties = {})
{
    return QJsonObject {
        {u"name"_s, name},
        {u"description"_s, description},
        {u"input_schema"_s, QJsonObject {{u"type"_s, u"object"_s}, {u"properties"_s, properties}}},
    };
}

// The tools as a sync of the top-level list reads them.
QList<DialectTool> read(const QList<QJsonObject> &tools, const QString &group = {})
{
    QJsonArray array;
    for (const QJsonObject &object : tools)
        array.append(object);
    const QJsonObject page {{u"tools"_s, array}, {u"total"_s, array.size()}, {u"offset"_s, 0}};
    return A2tCapabilitiesDialect::page(Acme, QJsonDocument(page).toJson(), group).tools;
}

} // namespace

class tst_CountedVersions : public QObject
{
    Q_OBJECT

private:
    QString path() const { return m_dir.filePath(u"catalog.sqlite"_s); }

    bool sync(CatalogDatabase &db, const QList<DialectTool> &listing,
              SyncSummary *summary = nullptr)
    {
        QString error;
        const qint64 id = db.beginSync(Acme, Dialect, &error);
        const bool ok = id != 0 && db.stage(id, listing, StageKind::Listing, &error)
            && db.commitSync(id, summary, &error);
        if (!ok)
            qWarning("sync: %s", qPrintable(error));
        return ok;
    }

    qint64 currentVersion(CatalogDatabase &db, const QString &toolId)
    {
        const std::optional<StoredSignature> shown = db.signature(Acme, toolId);
        return shown ? shown->signature.currentVersion : -1;
    }

    QTemporaryDir m_dir;

private Q_SLOTS:
    void init() { QFile::remove(path()); }

    void eachNewFormIsTheNextVersion()
    {
        CatalogDatabase db;
        QString error;
        QVERIFY2(db.open(path(), &error), qPrintable(error));
        const QJsonObject one = tool(u"forecast"_s, u"Weather for a city."_s);
        const QJsonObject two = tool(u"forecast"_s, u"Weather for a city or a region."_s);
        const QJsonObject three
            = tool(u"forecast"_s, u"Weather for a city or a region."_s,
                   {{u"days"_s, QJsonObject {{u"type"_s, u"integer"_s}, {u"minimum"_s, 1}}}});
        const QJsonObject other = tool(u"alerts"_s, u"Weather alerts."_s);

        SyncSummary summary;
        QVERIFY(sync(db, read({one, other}), &summary));
        QCOMPARE(summary.newTools, 2);
        QCOMPARE(summary.newVersions, 2);
        QCOMPARE(db.versionNumbers(Acme, u"forecast"_s), QList<qint64> {1});
        QCOMPARE(currentVersion(db, u"forecast"_s), 1);
        QCOMPARE(db.signature(Acme, u"forecast"_s)->signature.version, 1);

        // Seen again unchanged: nothing new, and no number moves.
        QVERIFY(sync(db, read({one, other}), &summary));
        QCOMPARE(summary.newVersions, 0);
        QCOMPARE(summary.changedWithoutBump, 0);
        QCOMPARE(db.versionNumbers(Acme, u"forecast"_s), QList<qint64> {1});

        // Pinned, then changed on the server: version 2, the pin stays on 1.
        QVERIFY(userData(db).pin(Acme, u"forecast"_s, 1, &error));
        QVERIFY(sync(db, read({two, other}), &summary));
        QCOMPARE(summary.newVersions, 1);
        QCOMPARE(summary.changedWithoutBump, 0);
        QCOMPARE(db.versionNumbers(Acme, u"forecast"_s), (QList<qint64> {1, 2}));
        QCOMPARE(currentVersion(db, u"forecast"_s), 2);
        const std::optional<StoredSignature> pinned = db.signature(Acme, u"forecast"_s);
        QVERIFY(pinned);
        QCOMPARE(pinned->signature.version, 1);
        QCOMPARE(pinned->signature.description, u"Weather for a city."_s);
        QVERIFY(pinned->flags.updateAvailable);
        QCOMPARE(db.signature(Acme, u"forecast"_s, 2)->signature.description,
                 u"Weather for a city or a region."_s);
        // The other tool kept its number.
        QCOMPARE(db.versionNumbers(Acme, u"alerts"_s), QList<qint64> {1});

        // Two new forms in one sync (a server listing the tool twice) are
        // numbered in the order they came; the last listed is current.
        QVERIFY(sync(db, read({three, other, tool(u"forecast"_s, u"Fourth."_s)}), &summary));
        QCOMPARE(summary.newVersions, 2);
        QCOMPARE(db.versionNumbers(Acme, u"forecast"_s), (QList<qint64> {1, 2, 3, 4}));
        QCOMPARE(currentVersion(db, u"forecast"_s), 4);
        QCOMPARE(db.signature(Acme, u"forecast"_s, 3)->signature.version, 3);

        // Back to an earlier form: it is that version again, not a new one.
        QVERIFY(sync(db, read({two, other}), &summary));
        QCOMPARE(summary.newVersions, 0);
        QCOMPARE(db.versionNumbers(Acme, u"forecast"_s), (QList<qint64> {1, 2, 3, 4}));
        QCOMPARE(currentVersion(db, u"forecast"_s), 2);
    }

    // The verdict compares the two schemas: a new required property breaks
    // a caller of the pinned version, a new optional one does not.
    void schemaChangesGetAVerdict()
    {
        CatalogDatabase db;
        QString error;
        QVERIFY2(db.open(path(), &error), qPrintable(error));
        const QJsonObject city {{u"type"_s, u"string"_s}};
        QJsonObject one = tool(u"forecast"_s, u"Weather."_s, {{u"city"_s, city}});
        QVERIFY(sync(db, read({one})));
        QVERIFY(userData(db).pin(Acme, u"forecast"_s, 1, &error));

        QJsonObject optional
            = tool(u"forecast"_s, u"Weather."_s,
                   {{u"city"_s, city}, {u"days"_s, QJsonObject {{u"type"_s, u"integer"_s}}}});
        QVERIFY(sync(db, read({optional})));
        QVERIFY(!db.breakingUpdate(Acme, u"forecast"_s));

        QJsonObject required = optional;
        QJsonObject schema = required.value(u"input_schema"_s).toObject();
        schema.insert(u"required"_s, QJsonArray {u"city"_s, u"days"_s});
        required.insert(u"input_schema"_s, schema);
        QVERIFY(sync(db, read({required})));
        const std::optional<BreakingUpdate> update = db.breakingUpdate(Acme, u"forecast"_s);
        QVERIFY(update);
        QCOMPARE(update->pinnedVersion, 1);
        QCOMPARE(update->currentVersion, 3);
        QVERIFY(!update->changes.isEmpty());
        QVERIFY(db.signature(Acme, u"forecast"_s)->flags.pinned);
    }

    // A change deep in the schema, which the A2T view of it (one `json`
    // input) cannot see, is judged too: the list's badge and the pin's notice.
    void nestedChangesGetAVerdict()
    {
        CatalogDatabase db;
        QString error;
        QVERIFY2(db.open(path(), &error), qPrintable(error));
        const auto address = [](const QJsonArray &required) {
            return QJsonObject {{u"type"_s, u"object"_s},
                                {u"properties"_s,
                                 QJsonObject {{u"city"_s, QJsonObject {{u"type"_s, u"string"_s}}},
                                              {u"zip"_s, QJsonObject {{u"type"_s, u"string"_s}}}}},
                                {u"required"_s, required}};
        };
        QVERIFY(
            sync(db, read({tool(u"ship"_s, u"Ships."_s, {{u"address"_s, address({u"city"_s})}})})));
        QVERIFY(userData(db).pin(Acme, u"ship"_s, 1, &error));
        QVERIFY(sync(db,
                     read({tool(u"ship"_s, u"Ships."_s,
                                {{u"address"_s, address({u"city"_s, u"zip"_s})}})})));
        const std::optional<BreakingUpdate> update = db.breakingUpdate(Acme, u"ship"_s);
        QVERIFY(update);
        QCOMPARE(update->changes.size(), 1);
        QCOMPARE(update->changes.constFirst().path, u"/address/zip"_s);
        CatalogQuery query;
        query.text = u"ship"_s;
        const QList<ToolSummary> found = db.search(query);
        QCOMPARE(found.size(), 1);
        QVERIFY(found.constFirst().flags.breakingUpdate);
    }

    // The same name in two groups is two tools, each with its own count.
    void groupsCountApart()
    {
        CatalogDatabase db;
        QString error;
        QVERIFY2(db.open(path(), &error), qPrintable(error));
        const QJsonObject search = tool(u"search"_s, u"Search."_s);
        QList<DialectTool> listing = read({search}, u"web"_s);
        listing.append(read({search}, u"docs"_s));
        QVERIFY(sync(db, listing));
        QCOMPARE(db.versionNumbers(Acme, u"web/search"_s), QList<qint64> {1});
        QCOMPARE(db.versionNumbers(Acme, u"docs/search"_s), QList<qint64> {1});
        QCOMPARE(db.toolCount(), 2);
    }

    // A version a sync never staged (a bundle's) is numbered as it is stored.
    void storedVersionsAreNumberedToo()
    {
        CatalogDatabase db;
        QString error;
        QVERIFY2(db.open(path(), &error), qPrintable(error));
        QVERIFY(sync(db, read({tool(u"forecast"_s, u"One."_s)})));
        const QList<DialectTool> bundled = read({tool(u"forecast"_s, u"From a bundle."_s)});
        QVERIFY2(db.storeImportedVersion(Acme, bundled.constFirst(), &error), qPrintable(error));
        QCOMPARE(db.versionNumbers(Acme, u"forecast"_s), (QList<qint64> {1, 2}));
        QVERIFY2(
            db.storeImportedVersion(Acme, read({tool(u"new"_s, u"New."_s)}).constFirst(), &error),
            qPrintable(error));
        QCOMPARE(db.versionNumbers(Acme, u"new"_s), QList<qint64> {1});
        QCOMPARE(currentVersion(db, u"new"_s), 1);
    }

    // Tools a call revealed join the provider's tools without a listing of
    // their own: nothing is withdrawn for missing from them, a sync that does
    // not list them keeps them, and one that lists them makes them ordinary.
    void revealedToolsJoinTheListing()
    {
        CatalogDatabase db;
        QString error;
        QVERIFY2(db.open(path(), &error), qPrintable(error));
        QVERIFY(sync(db, read({tool(u"search"_s, u"Search."_s)})));
        SyncSummary summary;
        QVERIFY2(
            db.storeRevealed(Acme, u"search"_s,
                             read({tool(u"found"_s, u"Found."_s), tool(u"also"_s, u"Also."_s)}),
                             &summary, &error),
            qPrintable(error));
        QCOMPARE(summary.newTools, 2);
        QCOMPARE(summary.withdrawn, 0);
        QCOMPARE(db.toolCount(Acme), 3);
        const std::optional<StoredSignature> found = db.signature(Acme, u"found"_s);
        QVERIFY(found);
        QCOMPARE(found->discoveredBy, u"search"_s);
        QCOMPARE(found->signature.version, 1);
        QVERIFY(!found->flags.withdrawn);
        QCOMPARE(db.signature(Acme, u"search"_s)->discoveredBy, QString());

        // A sync of the listing alone keeps them; listing one makes it the provider's.
        QVERIFY(sync(db, read({tool(u"search"_s, u"Search."_s), tool(u"also"_s, u"Also."_s)}),
                     &summary));
        QCOMPARE(summary.withdrawn, 0);
        QVERIFY(!db.signature(Acme, u"found"_s)->flags.withdrawn);
        QCOMPARE(db.signature(Acme, u"found"_s)->discoveredBy, u"search"_s);
        QCOMPARE(db.signature(Acme, u"also"_s)->discoveredBy, QString());

        // Revealed again with another form: the next version, as a sync would count it.
        QVERIFY2(db.storeRevealed(Acme, u"search"_s, read({tool(u"found"_s, u"Found more."_s)}),
                                  &summary, &error),
                 qPrintable(error));
        QCOMPARE(summary.newTools, 0);
        QCOMPARE(db.versionNumbers(Acme, u"found"_s), (QList<qint64> {1, 2}));
        // And a sync that drops a listed tool still withdraws it.
        QVERIFY2(userData(db).pin(Acme, u"also"_s, 1, &error), qPrintable(error));
        QVERIFY(sync(db, read({tool(u"search"_s, u"Search."_s)}), &summary));
        QCOMPARE(summary.withdrawn, 1);
        QVERIFY(db.signature(Acme, u"also"_s)->flags.withdrawn);
        QCOMPARE(db.syncState(Acme).lastNotes.size(), 1);
        // What the provider's last sync said stands after tools are revealed.
        QVERIFY2(db.storeRevealed(Acme, u"search"_s, read({tool(u"more"_s, u"More."_s)}), &summary,
                                  &error),
                 qPrintable(error));
        QCOMPARE(db.syncState(Acme).lastNotes.size(), 1);
    }
};

QTEST_GUILESS_MAIN(tst_CountedVersions)
#include "tst_countedversions.moc"
