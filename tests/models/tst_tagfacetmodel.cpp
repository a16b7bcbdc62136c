// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "itemmodels/tagfacetmodel.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

// "weather:3 finance:1" -> two counts.
QList<TagCount> tagCounts(const QString &spec)
{
    QList<TagCount> result;
    for (const QString &entry : spec.split(u' ', Qt::SkipEmptyParts)) {
        const qsizetype colon = entry.lastIndexOf(u':');
        result.append({entry.first(colon), entry.sliced(colon + 1).toLongLong()});
    }
    return result;
}

// The rows in the same notation, selected ones marked with a star.
QString rows(const TagFacetModel &model)
{
    QStringList result;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row);
        const bool checked = index.data(Qt::CheckStateRole).toInt() == Qt::Checked;
        result.append(QString(index.data(TagFacetModel::TagRole).toString() + u':'
                              + QString::number(index.data(TagFacetModel::CountRole).toLongLong())
                              + (checked ? u"*"_s : QString())));
    }
    return result.join(u' ');
}

bool check(TagFacetModel &model, const QString &tag, Qt::CheckState state)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row);
        if (index.data(TagFacetModel::TagRole).toString() == tag)
            // Views send an int.
            return model.setData(index, int(state), Qt::CheckStateRole);
    }
    return false;
}

} // namespace

class tst_TagFacetModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void display_data()
    {
        QTest::addColumn<QString>("tag");
        QTest::addColumn<qsizetype>("count");
        QTest::addColumn<QString>("display");

        QTest::newRow("plain") << u"weather"_s << qsizetype(3) << u"weather (3)"_s;
        QTest::newRow("thousands") << u"finance"_s << qsizetype(12345) << u"finance (12,345)"_s;
        QTest::newRow("zero") << u"gone"_s << qsizetype(0) << u"gone (0)"_s;
        // A tag must not receive the count meant for the second placeholder.
        QTest::newRow("placeholder in tag") << u"%2%1"_s << qsizetype(7) << u"%2%1 (7)"_s;
        QTest::newRow("bidi override") << u"a\u202Eb"_s << qsizetype(1) << u"a\\u202eb (1)"_s;
        QTest::newRow("control character") << u"a\x07"_s << qsizetype(1) << u"a\\u0007 (1)"_s;
        QTest::newRow("line break") << u"a\nb"_s << qsizetype(1) << u"a\\u000ab (1)"_s;
        QTest::newRow("zero width")
            << u"a\u200Bb\u2060"_s << qsizetype(1) << u"a\\u200bb\\u2060 (1)"_s;
    }

    void display()
    {
        QFETCH(QString, tag);
        QFETCH(qsizetype, count);
        QFETCH(QString, display);

        TagFacetModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCounts({{tag, count}});
        const QModelIndex index = model.index(0);
        QCOMPARE(index.data(Qt::DisplayRole).toString(), display);
        QCOMPARE(index.data(TagFacetModel::TagRole), QVariant(tag));
        QCOMPARE(index.data(TagFacetModel::CountRole), QVariant::fromValue(qint64(count)));
        QCOMPARE(index.data(TagFacetModel::SelectedRole), QVariant(false));
        QCOMPARE(index.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    }

    void checkAndUncheck()
    {
        TagFacetModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCounts(tagCounts(u"weather:3 finance:2 billing:1"_s));
        QSignalSpy selection(&model, &TagFacetModel::selectionChanged);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        QVERIFY(check(model, u"finance"_s, Qt::Checked));
        QCOMPARE(selection.size(), 1);
        QCOMPARE(selection.at(0).at(0).toStringList(), QStringList {u"finance"_s});
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), 1);
        QVERIFY(changed.at(0).at(2).value<QList<int>>().contains(Qt::CheckStateRole));
        QCOMPARE(rows(model), u"weather:3 finance:2* billing:1"_s);

        // Views may also send the enum itself.
        QVERIFY(
            model.setData(model.index(0), QVariant::fromValue(Qt::Checked), Qt::CheckStateRole));
        QCOMPARE(model.selectedTags(), (QStringList {u"finance"_s, u"weather"_s}));
        QCOMPARE(selection.size(), 2);
        QVERIFY(model.isSelected(u"weather"_s));

        // Checking a checked tag changes nothing.
        QVERIFY(check(model, u"weather"_s, Qt::Checked));
        QCOMPARE(selection.size(), 2);
        QCOMPARE(changed.size(), 2);

        QVERIFY(check(model, u"finance"_s, Qt::Unchecked));
        QCOMPARE(selection.size(), 3);
        QCOMPARE(selection.at(2).at(0).toStringList(), QStringList {u"weather"_s});
        QCOMPARE(rows(model), u"weather:3* finance:2 billing:1"_s);

        // Only the check state is settable.
        QVERIFY(!model.setData(model.index(2), u"x"_s, Qt::DisplayRole));
        QVERIFY(!model.setData(model.index(2), u"x"_s, Qt::EditRole));
        QVERIFY(!model.setData(QModelIndex(), int(Qt::Checked), Qt::CheckStateRole));
        QCOMPARE(selection.size(), 3);
    }

    void selectionOutlivesCounts()
    {
        TagFacetModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCounts(tagCounts(u"weather:3 finance:2 billing:1"_s));
        QVERIFY(check(model, u"billing"_s, Qt::Checked));
        QSignalSpy selection(&model, &TagFacetModel::selectionChanged);

        // New counts keep the selection and update its count.
        model.setCounts(tagCounts(u"finance:5 billing:4 weather:1"_s));
        QCOMPARE(rows(model), u"finance:5 billing:4* weather:1"_s);
        // A query without matches for it: still listed, with 0, so it can be unchecked.
        model.setCounts(tagCounts(u"weather:2"_s));
        QCOMPARE(rows(model), u"weather:2 billing:0*"_s);
        model.setCounts({});
        QCOMPARE(rows(model), u"billing:0*"_s);
        QCOMPARE(selection.size(), 0);
        QCOMPARE(model.selectedTags(), QStringList {u"billing"_s});

        // Unchecked, it stays until the next counts come in...
        QVERIFY(check(model, u"billing"_s, Qt::Unchecked));
        QCOMPARE(selection.size(), 1);
        QCOMPARE(selection.at(0).at(0).toStringList(), QStringList());
        QCOMPARE(rows(model), u"billing:0"_s);
        // ...which no longer list it.
        model.setCounts(tagCounts(u"weather:2"_s));
        QCOMPARE(rows(model), u"weather:2"_s);
    }

    void setSelectedTags()
    {
        TagFacetModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCounts(tagCounts(u"weather:3 finance:2"_s));
        QSignalSpy selection(&model, &TagFacetModel::selectionChanged);

        // A saved selection: duplicates dropped, unknown tags listed with 0.
        model.setSelectedTags({u"finance"_s, u"legacy"_s, u"finance"_s});
        QCOMPARE(selection.size(), 1);
        QCOMPARE(selection.at(0).at(0).toStringList(), (QStringList {u"finance"_s, u"legacy"_s}));
        QCOMPARE(rows(model), u"weather:3 finance:2* legacy:0*"_s);

        model.setSelectedTags({u"legacy"_s, u"finance"_s, u"legacy"_s});
        QCOMPARE(selection.size(), 2);
        model.setSelectedTags({u"legacy"_s, u"finance"_s});
        QCOMPARE(selection.size(), 2);

        // Clearing: tags only listed because they were selected leave.
        model.setSelectedTags({});
        QCOMPARE(selection.size(), 3);
        QCOMPARE(rows(model), u"weather:3 finance:2"_s);
    }

    void flagsAndRoleNames()
    {
        TagFacetModel model;
        model.setCounts(tagCounts(u"weather:3"_s));
        const Qt::ItemFlags flags = model.index(0).flags();
        QVERIFY(flags.testFlag(Qt::ItemIsUserCheckable));
        QVERIFY(flags.testFlag(Qt::ItemIsEnabled));
        QVERIFY(!flags.testFlag(Qt::ItemIsEditable));
        QCOMPARE(model.roleNames().value(TagFacetModel::CountRole), QByteArrayLiteral("count"));
        QCOMPARE(model.roleNames().value(Qt::CheckStateRole), QByteArrayLiteral("checkState"));
    }

    void counts_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<bool>("reset");
        QTest::addColumn<int>("removals");
        QTest::addColumn<int>("insertions");
        QTest::addColumn<int>("changes");

        QTest::newRow("same") << u"a:3 b:2"_s << u"a:3 b:2"_s << false << 0 << 0 << 0;
        QTest::newRow("new counts") << u"a:3 b:2 c:1"_s << u"a:2 b:2 c:0"_s << false << 0 << 0 << 1;
        QTest::newRow("narrowed") << u"a:3 b:2 c:1"_s << u"a:2 c:1"_s << false << 1 << 0 << 1;
        QTest::newRow("widened") << u"a:2 c:1"_s << u"a:5 b:3 c:1 d:1"_s << false << 0 << 2 << 1;
        QTest::newRow("reordered") << u"a:3 b:2"_s << u"b:4 a:3"_s << true << 0 << 0 << 0;
    }

    void counts()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(bool, reset);
        QFETCH(int, removals);
        QFETCH(int, insertions);
        QFETCH(int, changes);

        TagFacetModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCounts(tagCounts(before));
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setCounts(tagCounts(after));
        QCOMPARE(rows(model), after);
        QCOMPARE(model.rows(), tagCounts(after));
        QCOMPARE(resets.size(), reset ? 1 : 0);
        QCOMPARE(removed.size(), removals);
        QCOMPARE(inserted.size(), insertions);
        QCOMPARE(changed.size(), changes);
    }

    // Typing with facets checked and unchecked in between, under the tester.
    void sequence()
    {
        TagFacetModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCounts(tagCounts(u"a:9 b:8 c:7 d:6 e:5"_s));
        QVERIFY(check(model, u"c"_s, Qt::Checked));
        model.setCounts(tagCounts(u"a:7 c:7 e:2"_s));
        QVERIFY(check(model, u"e"_s, Qt::Checked));
        model.setCounts(tagCounts(u"c:2 e:2 a:1"_s));
        model.setCounts({});
        QCOMPARE(rows(model), u"c:0* e:0*"_s);
        QVERIFY(check(model, u"c"_s, Qt::Unchecked));
        model.setCounts(tagCounts(u"a:1 e:1"_s));
        QCOMPARE(rows(model), u"a:1 e:1*"_s);
        model.setSelectedTags({u"a"_s, u"z"_s});
        QCOMPARE(rows(model), u"a:1* e:1 z:0*"_s);
        model.setCounts(tagCounts(u"z:1 a:1"_s));
        QCOMPARE(rows(model), u"z:1* a:1*"_s);
    }
};

QTEST_GUILESS_MAIN(tst_TagFacetModel)
#include "tst_tagfacetmodel.moc"
