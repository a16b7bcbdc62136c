// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The group tree beside the search results: built from counts sorted by
// path, the chosen group kept when no match is in it, counts updated in
// place while the groups stay the same, checked by Qt's model tester.

#include "itemmodels/groupfacetmodel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

class tst_GroupFacetModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tree()
    {
        GroupFacetModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.isEmpty());
        model.setCounts({{{u"Travel"_s}, 3},
                         {{u"Travel"_s, u"Flights"_s}, 2},
                         {{u"Weather"_s}, 1},
                         // A name with "%2" shows as it is, not with the count in it.
                         {{u"Odd %2"_s}, 4}});
        QVERIFY(!model.isEmpty());
        QCOMPARE(model.rowCount(), 3);
        const QModelIndex travel = model.indexOf({u"Travel"_s});
        QCOMPARE(travel.data().toString(), u"Travel (3)"_s);
        QCOMPARE(model.rowCount(travel), 1);
        const QModelIndex flights = model.index(0, 0, travel);
        QCOMPARE(flights.data(GroupFacetModel::PathRole).toStringList(),
                 (QStringList {u"Travel"_s, u"Flights"_s}));
        QCOMPARE(model.parent(flights), travel);
        QCOMPARE(model.indexOf({u"Odd %2"_s}).data().toString(), u"Odd %2 (4)"_s);
        // Numbers in names in the order people count.
        model.setCounts({{{u"Vendor 10"_s}, 1}, {{u"Vendor 2"_s}, 1}, {{u"Vendor 1"_s}, 1}});
        QCOMPARE(model.index(0, 0).data(GroupFacetModel::PathRole).toStringList(),
                 QStringList {u"Vendor 1"_s});
        QCOMPARE(model.index(1, 0).data(GroupFacetModel::PathRole).toStringList(),
                 QStringList {u"Vendor 2"_s});
        QCOMPARE(model.index(2, 0).data(GroupFacetModel::PathRole).toStringList(),
                 QStringList {u"Vendor 10"_s});
        QVERIFY(!model.indexOf({u"Flights"_s}).isValid());
    }

    // Groups whose tools are not read yet: listed with their server's count,
    // in italics, as what the catalog found in them takes over.
    void unreadGroups()
    {
        GroupFacetModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCounts({{{u"Travel"_s}, 3}});
        const auto unread = [](const QString &provider, const QStringList &path, qint64 tools) {
            CatalogGroup group;
            group.id = path.join(u'-');
            group.path = path;
            group.name = path.constLast();
            group.toolCount = tools;
            return GroupFacetModel::UnreadGroup {provider, group, false};
        };
        model.setUnread({unread(u"A"_s, {u"Travel"_s, u"Rail"_s}, 1200),
                         unread(u"A"_s, {u"Mail"_s}, 5), unread(u"B"_s, {u"Mail"_s}, 7)});
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex rail = model.indexOf({u"Travel"_s, u"Rail"_s});
        QCOMPARE(rail.data().toString(),
                 QStringLiteral("Rail (%1 not read)").arg(QLocale().toString(1200)));
        QVERIFY(rail.data(GroupFacetModel::UnreadRole).toBool());
        QVERIFY(rail.data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(!model.indexOf({u"Travel"_s}).data(GroupFacetModel::UnreadRole).toBool());
        // A group holding none itself counts what is unread below it.
        model.setUnread({unread(u"A"_s, {u"Rail"_s}, 0), unread(u"A"_s, {u"Rail"_s, u"East"_s}, 20),
                         unread(u"A"_s, {u"Rail"_s, u"West"_s}, 22)});
        QCOMPARE(model.indexOf({u"Rail"_s}).data().toString(), u"Rail (42 not read)"_s);
        model.setUnread({unread(u"A"_s, {u"Travel"_s, u"Rail"_s}, 1200),
                         unread(u"A"_s, {u"Mail"_s}, 5), unread(u"B"_s, {u"Mail"_s}, 7)});
        // Two providers' groups of one path: both read when it is chosen.
        const QModelIndex mail = model.indexOf({u"Mail"_s});
        QCOMPARE(mail.data().toString(), u"Mail (12 not read)"_s);
        QCOMPARE(model.unreadAt(mail).size(), 2);
        // Being read.
        GroupFacetModel::UnreadGroup reading = unread(u"A"_s, {u"Mail"_s}, 5);
        reading.reading = true;
        model.setUnread({reading});
        QCOMPARE(model.indexOf({u"Mail"_s}).data().toString(), u"Mail (reading…)"_s);
        QVERIFY(!model.indexOf({u"Travel"_s, u"Rail"_s}).isValid());
        // Read, the count of what was found stands.
        model.setCounts({{{u"Travel"_s}, 3}, {{u"Mail"_s}, 4}});
        QCOMPARE(model.indexOf({u"Mail"_s}).data().toString(), u"Mail (4)"_s);
        model.setUnread({});
        QVERIFY(!model.indexOf({u"Mail"_s}).data(GroupFacetModel::UnreadRole).toBool());
    }

    // Groups a provider's search found: marked among the unread ones, and
    // listed when the catalog's tree lacks them.
    void foundGroups()
    {
        GroupFacetModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto group = [](const QString &id, const QStringList &path, qint64 tools) {
            CatalogGroup read;
            read.id = id;
            read.path = path;
            read.name = path.constLast();
            read.toolCount = tools;
            return GroupFacetModel::UnreadGroup {u"A"_s, read, false};
        };
        model.setCounts({{{u"Travel"_s}, 3}});
        model.setUnread({group(u"rail"_s, {u"Travel"_s, u"Rail"_s}, 12)});
        model.setFound({group(u"rail"_s, {u"Travel"_s, u"Rail"_s}, 12),
                        group(u"new"_s, {u"Travel"_s, u"Ferry"_s}, 4)});
        QCOMPARE(model.rowCount(model.indexOf({u"Travel"_s})), 2);
        const QModelIndex rail = model.indexOf({u"Travel"_s, u"Rail"_s});
        QVERIFY(rail.data(GroupFacetModel::FoundRole).toBool());
        QCOMPARE(rail.data().toString(), u"Rail (12 not read, found by the provider)"_s);
        QVERIFY(rail.data(Qt::FontRole).value<QFont>().bold());
        // Listed once, though both lists name it.
        QCOMPARE(model.unreadAt(rail).size(), 1);
        const QModelIndex ferry = model.indexOf({u"Travel"_s, u"Ferry"_s});
        QVERIFY(ferry.data(GroupFacetModel::UnreadRole).toBool());
        QVERIFY(ferry.data(GroupFacetModel::FoundRole).toBool());
        QVERIFY(!model.indexOf({u"Travel"_s}).data(GroupFacetModel::FoundRole).toBool());
        QCOMPARE(model.foundPaths().size(), 2);
        // Forgotten with the query: the one never synced goes, the unread one stays.
        model.setFound({});
        QVERIFY(!model.indexOf({u"Travel"_s, u"Ferry"_s}).isValid());
        QVERIFY(!model.indexOf({u"Travel"_s, u"Rail"_s}).data(GroupFacetModel::FoundRole).toBool());
        QCOMPARE(model.indexOf({u"Travel"_s, u"Rail"_s}).data().toString(),
                 u"Rail (12 not read)"_s);
    }

    void chosenGroupStays()
    {
        GroupFacetModel model;
        QSignalSpy chosen(&model, &GroupFacetModel::selectionChanged);
        model.setCounts({{{u"Travel"_s}, 3}, {{u"Travel"_s, u"Flights"_s}, 2}});
        model.setSelectedPath({u"Travel"_s, u"Flights"_s});
        QCOMPARE(chosen.size(), 1);
        QVERIFY(model.indexOf({u"Travel"_s, u"Flights"_s})
                    .data(GroupFacetModel::SelectedRole)
                    .toBool());
        model.setSelectedPath({u"Travel"_s, u"Flights"_s});
        QCOMPARE(chosen.size(), 1);
        // No match in it any more: still listed, with nothing in it.
        model.setCounts({{{u"Weather"_s}, 1}});
        QCOMPARE(model.indexOf({u"Travel"_s, u"Flights"_s}).data().toString(), u"Flights (0)"_s);
        QCOMPARE(model.indexOf({u"Travel"_s}).data().toString(), u"Travel (0)"_s);
        model.setSelectedPath({});
        QCOMPARE(chosen.size(), 2);
        model.setCounts({{{u"Weather"_s}, 1}});
        QVERIFY(!model.indexOf({u"Travel"_s}).isValid());
    }

    void sameGroupsUpdateInPlace()
    {
        GroupFacetModel model;
        model.setCounts({{{u"Travel"_s}, 3}, {{u"Weather"_s}, 1}});
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setCounts({{{u"Travel"_s}, 2}, {{u"Weather"_s}, 1}});
        QCOMPARE(reset.size(), 0);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.indexOf({u"Travel"_s}).data().toString(), u"Travel (2)"_s);
        model.setCounts({{{u"Travel"_s}, 2}});
        QCOMPARE(reset.size(), 1);
        QCOMPARE(model.rowCount(), 1);
    }
};

QTEST_MAIN(tst_GroupFacetModel)
#include "tst_groupfacetmodel.moc"
