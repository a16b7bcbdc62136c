// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "itemmodels/toollistmodel.h"
#include "itemmodels/toolmime.h"
#include "itemmodels/toolroles.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QMimeData>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

// A tool whose name, id and description derive from `key`.
ToolSummary tool(const QString &key, const QString &provider = u"vendor"_s)
{
    ToolSummary summary;
    summary.provider = provider;
    summary.toolId = QString(u"id-" + key);
    summary.name = key;
    summary.version = 1;
    summary.currentVersion = 1;
    summary.tags = QStringList {u"tag"_s};
    summary.description = QString(u"Does " + key + u'.');
    return summary;
}

// "a b c" -> three tools.
QList<ToolSummary> tools(const QStringList &keys)
{
    QList<ToolSummary> result;
    for (const QString &key : keys)
        result.append(tool(key));
    return result;
}

QStringList keys(const QString &spaced)
{
    return spaced.split(u' ', Qt::SkipEmptyParts);
}

QStringList names(const ToolListModel &model)
{
    QStringList result;
    for (int row = 0; row < model.rowCount(); ++row)
        result.append(model.index(row).data(NameRole).toString());
    return result;
}

QStringList numbered(int count, int step)
{
    QStringList result;
    for (int n = 0; n < count; n += step)
        result.append(QString::number(n));
    return result;
}

} // namespace

class tst_ToolListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void setTools_data()
    {
        QTest::addColumn<QStringList>("before");
        QTest::addColumn<QStringList>("after");
        QTest::addColumn<bool>("reset");
        QTest::addColumn<int>("removals");
        QTest::addColumn<int>("insertions");

        QTest::newRow("empty to some") << QStringList() << keys(u"a b c"_s) << false << 0 << 1;
        QTest::newRow("same") << keys(u"a b c"_s) << keys(u"a b c"_s) << false << 0 << 0;
        QTest::newRow("shrink middle")
            << keys(u"a b c d e f"_s) << keys(u"a b e f"_s) << false << 1 << 0;
        QTest::newRow("shrink scattered")
            << keys(u"a b c d e f"_s) << keys(u"b d f"_s) << false << 3 << 0;
        QTest::newRow("grow") << keys(u"b d f"_s) << keys(u"a b c d e f g"_s) << false << 0 << 4;
        QTest::newRow("shrink and grow")
            << keys(u"a b c d"_s) << keys(u"b c x y"_s) << false << 2 << 1;
        QTest::newRow("nothing kept") << keys(u"a b"_s) << keys(u"x y z"_s) << false << 1 << 1;
        QTest::newRow("to empty") << keys(u"a b c"_s) << QStringList() << false << 1 << 0;
        QTest::newRow("reordered") << keys(u"a b c"_s) << keys(u"c b a"_s) << true << 0 << 0;
        QTest::newRow("one moved") << keys(u"a b c d"_s) << keys(u"a c b d"_s) << true << 0 << 0;
        QTest::newRow("duplicate in new list")
            << keys(u"a b"_s) << keys(u"a b b"_s) << true << 0 << 0;
        QTest::newRow("duplicate in old list")
            << keys(u"a a b"_s) << keys(u"a b"_s) << true << 0 << 0;
        // Every other row gone: more separate removals than a view should follow.
        QTest::newRow("too many runs") << numbered(400, 1) << numbered(400, 2) << true << 0 << 0;
        QTest::newRow("many runs") << numbered(100, 1) << numbered(100, 2) << false << 50 << 0;
    }

    void setTools()
    {
        QFETCH(QStringList, before);
        QFETCH(QStringList, after);
        QFETCH(bool, reset);
        QFETCH(int, removals);
        QFETCH(int, insertions);

        ToolListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTools(tools(before));
        QCOMPARE(names(model), before);

        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setTools(tools(after));

        QCOMPARE(names(model), after);
        QCOMPARE(resets.size(), reset ? 1 : 0);
        QCOMPARE(removed.size(), removals);
        QCOMPARE(inserted.size(), insertions);
        // Kept tools have the same content.
        QCOMPARE(changed.size(), 0);
    }

    void changedToolsAreReported()
    {
        ToolListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTools(tools(keys(u"a b c d"_s)));
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        // A re-query after a pin: the same tools, one of them pinned now.
        QList<ToolSummary> requeried = tools(keys(u"a b c d"_s));
        requeried[2].flags.pinned = true;
        model.setTools(requeried);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), 2);
        QCOMPARE(changed.at(0).at(1).value<QModelIndex>().row(), 2);
        QCOMPARE(model.index(2).data(PinnedRole), QVariant(true));

        // Shrinking and changing at once: the changed row at its new position.
        changed.clear();
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QList<ToolSummary> shrunk = tools(keys(u"a c d"_s));
        shrunk[1].flags.pinned = true;
        shrunk[2].description = u"Rewritten."_s;
        model.setTools(shrunk);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), 2);
        QCOMPARE(changed.at(0).at(1).value<QModelIndex>().row(), 2);
        QCOMPARE(model.index(2).data(DescriptionRole), QVariant(u"Rewritten."_s));
    }

    // One model through typing, deleting, re-sorting and clearing, under the tester.
    void sequence()
    {
        const QList<QStringList> steps {
            {},
            keys(u"a b c d e f g h"_s),
            keys(u"a b c d e f g h"_s),
            keys(u"a c e g"_s),
            keys(u"c"_s),
            {},
            keys(u"c"_s),
            keys(u"a b c d e f g h"_s),
            keys(u"h g f"_s),
            keys(u"e f g h i j"_s),
            keys(u"x"_s),
            numbered(300, 1),
            numbered(300, 3),
            numbered(300, 2),
            {},
        };
        ToolListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (const QStringList &step : steps) {
            model.setTools(tools(step));
            QCOMPARE(names(model), step);
        }
    }

    // Rows past the first answer are asked for a page at a time as they are
    // read, shown empty until they come, and kept in place by a re-query.
    void fetchesRowsPastTheFirstAnswer()
    {
        ToolListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QStringList all = numbered(450, 1);
        const auto answer = [&](qsizetype offset, qsizetype count) {
            model.setRows(offset, tools(all.mid(offset, count)));
        };
        connect(&model, &ToolListModel::rowsWanted, this, answer);
        model.setTools(tools(all.first(10)), 450);
        QCOMPARE(model.rowCount(), 450);
        QCOMPARE(model.tools().size(), 10);
        QVERIFY(model.isLoaded(9));
        QVERIFY(!model.isLoaded(420));
        QCOMPARE(model.toolAt(420).name, QString());
        QCOMPARE(model.rowOf(u"vendor"_s, u"id-420"_s), -1);
        // Read (as a view paints it), the row is fetched.
        QCOMPARE(model.index(420).data(Qt::DisplayRole).toString(), u"\u2026"_s);
        QTRY_VERIFY(model.isLoaded(420));
        QCOMPARE(model.index(420).data(NameRole).toString(), u"420"_s);
        QCOMPARE(model.rowOf(u"vendor"_s, u"id-420"_s), 420);
        for (int row = 0; row < 450; ++row)
            model.index(row).data();
        QTRY_COMPARE(names(model), all);

        // The same answer again keeps every row where it is, no reset.
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.setTools(tools(all.first(10)), 450);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(model.index(420).data(NameRole).toString(), u"420"_s);
        // Fewer matches: the rows go from the end.
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        model.setTools(tools(all.first(10)), 300);
        QCOMPARE(model.rowCount(), 300);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(removed.size(), 1);
        // Other first rows: the fetched ones are at other rows now, and gone.
        model.setTools(tools(keys(u"x y"_s)), 1000);
        QCOMPARE(model.rowCount(), 1000);
        QVERIFY(!model.isLoaded(420));
        QCOMPARE(model.index(420).data(NameRole), QVariant());
    }

    // Each run costs a view a pass over all its rows: with a million matches
    // the first rows' runs are not followed, the model resets; with a few
    // hundred they are. The same first rows with another total still stay.
    void runsFollowedWithinABudgetOfRows()
    {
        ToolListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QStringList threeGone = numbered(500, 1);
        for (const QString &gone : {u"10"_s, u"20"_s, u"30"_s})
            threeGone.removeOne(gone);
        model.setTools(tools(numbered(500, 1)), 1'000'000);
        resets.clear();
        model.setTools(tools(numbered(500, 1)), 900'000);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(removed.size(), 1);
        model.setTools(tools(threeGone), 800'000);
        QCOMPARE(resets.size(), 1);
        QCOMPARE(model.rowCount(), 800'000);

        model.setTools(tools(numbered(500, 1)), 600);
        resets.clear();
        removed.clear();
        model.setTools(tools(threeGone), 580);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(removed.size(), 4);
        QCOMPARE(names(model).first(500 - 3), threeGone);
    }

    void updateTool()
    {
        ToolListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTools(tools(keys(u"a b c"_s)));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        ToolSummary b = tool(u"b"_s);
        b.version = 3;
        b.currentVersion = 4;
        b.flags.pinned = true;
        b.flags.updateAvailable = true;
        QVERIFY(model.updateTool(b));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>(), model.index(1));
        QCOMPARE(model.index(1).data(VersionRole), QVariant::fromValue(qint64(3)));
        QCOMPARE(model.index(1).data(UpdateAvailableRole), QVariant(true));

        // The same content again: nothing to report.
        QVERIFY(model.updateTool(b));
        QCOMPARE(changed.size(), 1);
        // Not listed, here under another provider.
        QVERIFY(!model.updateTool(tool(u"b"_s, u"other"_s)));
        QVERIFY(!model.updateTool(tool(u"z"_s)));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.rowCount(), 3);
    }

    void lookup()
    {
        ToolListModel model;
        model.setTools({tool(u"a"_s), tool(u"a"_s, u"other"_s), tool(u"b"_s)});
        QCOMPARE(model.rowOf(u"vendor"_s, u"id-a"_s), 0);
        QCOMPARE(model.rowOf(u"other"_s, u"id-a"_s), 1);
        QCOMPARE(model.rowOf(u"vendor"_s, u"id-b"_s), 2);
        QCOMPARE(model.rowOf(u"other"_s, u"id-b"_s), -1);
        QCOMPARE(model.toolAt(1).provider, u"other"_s);
        QCOMPARE(model.toolAt(2).name, u"b"_s);
        QVERIFY(model.toolAt(3).toolId.isEmpty());
        QVERIFY(model.toolAt(-1).toolId.isEmpty());
        QCOMPARE(model.tools().size(), 3);
    }

    void typedRoles_data()
    {
        QTest::addColumn<int>("role");
        QTest::addColumn<QVariant>("expected");

        QTest::newRow("display") << int(Qt::DisplayRole) << QVariant(u"search_docs"_s);
        QTest::newRow("provider") << int(ProviderRole) << QVariant(u"vendor"_s);
        QTest::newRow("tool id") << int(ToolIdRole) << QVariant(u"id-search_docs"_s);
        QTest::newRow("name") << int(NameRole) << QVariant(u"search_docs"_s);
        QTest::newRow("version") << int(VersionRole) << QVariant::fromValue(qint64(2));
        QTest::newRow("current version")
            << int(CurrentVersionRole) << QVariant::fromValue(qint64(5));
        QTest::newRow("tags") << int(TagsRole) << QVariant(QStringList {u"docs"_s, u"search"_s});
        QTest::newRow("description") << int(DescriptionRole) << QVariant(u"Does search_docs."_s);
        QTest::newRow("pinned") << int(PinnedRole) << QVariant(true);
        QTest::newRow("update available") << int(UpdateAvailableRole) << QVariant(true);
        QTest::newRow("errors") << int(HasErrorsRole) << QVariant(false);
        QTest::newRow("warnings") << int(HasWarningsRole) << QVariant(true);
        QTest::newRow("overridden") << int(OverriddenRole) << QVariant(false);
        QTest::newRow("conflict") << int(ConflictRole) << QVariant(true);
        QTest::newRow("changed without bump") << int(ChangedWithoutBumpRole) << QVariant(false);
        QTest::newRow("withdrawn") << int(WithdrawnRole) << QVariant(true);
        QTest::newRow("breaking update") << int(BreakingUpdateRole) << QVariant(true);
        QTest::newRow("unknown role") << int(Qt::UserRole + 500) << QVariant();
        QTest::newRow("decoration") << int(Qt::DecorationRole) << QVariant();
    }

    void typedRoles()
    {
        QFETCH(int, role);
        QFETCH(QVariant, expected);

        ToolSummary summary = tool(u"search_docs"_s);
        summary.version = 2;
        summary.currentVersion = 5;
        summary.tags = {u"docs"_s, u"search"_s};
        summary.flags.pinned = true;
        summary.flags.updateAvailable = true;
        summary.flags.hasWarnings = true;
        summary.flags.conflict = true;
        summary.flags.withdrawn = true;
        summary.flags.breakingUpdate = true;
        ToolListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTools({summary});

        const QVariant value = model.index(0).data(role);
        QCOMPARE(value.metaType(), expected.metaType());
        QCOMPARE(value, expected);
    }

    void roleNames()
    {
        ToolListModel model;
        const QHash<int, QByteArray> names = model.roleNames();
        QCOMPARE(names.value(Qt::DisplayRole), QByteArrayLiteral("display"));
        QCOMPARE(names.value(VersionRole), QByteArrayLiteral("version"));
        QCOMPARE(names.value(BreakingUpdateRole), QByteArrayLiteral("breakingUpdate"));
        QCOMPARE(names.value(DiscoveredByRole), QByteArrayLiteral("discoveredBy"));
        QCOMPARE(names.value(NotInCatalogRole), QByteArrayLiteral("notInCatalog"));
        // Every role from ProviderRole to the last has a name of its own.
        const QHash<int, QByteArray> own = toolRoleNames();
        QCOMPARE(own.size(), NotInCatalogRole - ProviderRole + 1);
        for (int role = ProviderRole; role <= NotInCatalogRole; ++role)
            QVERIFY2(own.contains(role), qPrintable(QString::number(role)));
        QCOMPARE(QSet<QByteArray>(own.cbegin(), own.cend()).size(), own.size());
    }

    void flags()
    {
        ToolListModel model;
        model.setTools(tools(keys(u"a"_s)));
        const Qt::ItemFlags flags = model.index(0).flags();
        QVERIFY(flags.testFlag(Qt::ItemIsSelectable));
        QVERIFY(flags.testFlag(Qt::ItemIsEnabled));
        QVERIFY(!flags.testFlag(Qt::ItemIsEditable));
        // Tools are dragged into procedures, never dropped onto the list.
        QVERIFY(flags.testFlag(Qt::ItemIsDragEnabled));
        QVERIFY(!flags.testFlag(Qt::ItemIsDropEnabled));
        QCOMPARE(model.supportedDragActions(), Qt::CopyAction);
    }

    void dragData()
    {
        ToolListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        ToolSummary pinned = tool(u"b"_s, u"other"_s);
        pinned.version = 2;
        pinned.currentVersion = 3;
        model.setTools({tool(u"a"_s), pinned, tool(u"c"_s)});
        QCOMPARE(model.mimeTypes(), (QStringList {ToolMime::mimeType(), u"text/plain"_s}));

        // Selected bottom-up, with a duplicate: the drag lists each tool once, in list order,
        // at the version the list shows.
        const std::unique_ptr<QMimeData> data(
            model.mimeData({model.index(1), model.index(0), model.index(1)}));
        QVERIFY(data);
        const auto dragged = ToolMime::fromMimeData(data.get());
        QVERIFY(dragged);
        const QList<DraggedTool> expected {
            {u"vendor"_s, u"id-a"_s, u"a"_s, 1},
            {u"other"_s, u"id-b"_s, u"b"_s, 2},
        };
        QCOMPARE(*dragged, expected);
        QCOMPARE(data->text(), u"a()\nb()"_s);

        QVERIFY(!model.mimeData({}));
        QVERIFY(!model.mimeData({QModelIndex()}));
    }

    // Tools a provider's search found follow the catalog's matches, marked,
    // through any change of those, and are dragged like the others.
    void remoteRowsFollowTheMatches()
    {
        ToolListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTools(tools(keys(u"a b"_s)), 500);
        model.setRemoteTools({tool(u"x"_s, u"market"_s), tool(u"y"_s, u"market"_s)});
        QCOMPARE(model.rowCount(), 502);
        QCOMPARE(model.total(), 500);
        QVERIFY(model.isRemote(500));
        QVERIFY(!model.isRemote(499));
        QVERIFY(model.isLoaded(501));
        QCOMPARE(model.index(500).data(NameRole).toString(), u"x"_s);
        QVERIFY(model.index(501).data(NotInCatalogRole).toBool());
        QVERIFY(!model.index(0).data(NotInCatalogRole).toBool());
        QVERIFY(model.index(501).data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(!model.index(0).data(Qt::FontRole).isValid());
        // Only the catalog's rows are found by rowOf().
        QCOMPARE(model.rowOf(u"market"_s, u"id-x"_s), -1);

        // Fewer matches, more, a reset: the remote rows stay behind them.
        model.setTools(tools(keys(u"b"_s)), 3);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.index(3).data(NameRole).toString(), u"x"_s);
        model.setTools(tools(keys(u"c d e f"_s)), 4);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.index(4).data(NameRole).toString(), u"x"_s);
        QCOMPARE(model.index(5).data(NameRole).toString(), u"y"_s);

        const std::unique_ptr<QMimeData> data(model.mimeData({model.index(5), model.index(0)}));
        const auto dragged = ToolMime::fromMimeData(data.get());
        QVERIFY(dragged);
        const QList<DraggedTool> expected {
            {u"vendor"_s, u"id-c"_s, u"c"_s, 1},
            {u"market"_s, u"id-y"_s, u"y"_s, 1},
        };
        QCOMPARE(*dragged, expected);

        model.setRemoteTools({});
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(!model.isRemote(4));
    }

    void hostileText_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("description");
        QTest::addColumn<QString>("display");
        QTest::addColumn<QString>("toolTipText");

        QTest::newRow("plain") << u"lookup"_s << u"Looks things up."_s << u"lookup"_s
                               << u"Looks things up."_s;
        QTest::newRow("bidi override in name")
            << u"evil\u202Etxt.exe"_s << u"x"_s << u"evil\\u202etxt.exe"_s << u"x"_s;
        QTest::newRow("terminal escape")
            << u"a"_s << u"\x1b[2Jcleared"_s << u"a"_s << u"\\u001b[2Jcleared"_s;
        QTest::newRow("isolate") << u"a"_s << u"\u2066hidden\u2069"_s << u"a"_s
                                 << u"\\u2066hidden\\u2069"_s;
        QTest::newRow("markup is shown, not interpreted")
            << u"a"_s << u"<img src=\"file:///etc/passwd\"><b>bold</b> & co"_s << u"a"_s
            << u"&lt;img src=&quot;file:///etc/passwd&quot;&gt;&lt;b&gt;bold&lt;/b&gt; &amp; co"_s;
        QTest::newRow("line breaks kept") << u"a"_s << u"one\ntwo"_s << u"a"_s << u"one\ntwo"_s;
        // A row is one line: a break in a name would show a second name under it.
        QTest::newRow("line break in name") << u"get_weather\nbook_hotel"_s << u"x"_s
                                            << u"get_weather\\u000abook_hotel"_s << u"x"_s;
        QTest::newRow("invisible characters in name")
            << u"get\u200Bweather\u200D\uFEFF\u200F\u2028"_s << u"x"_s
            << u"get\\u200bweather\\u200d\\ufeff\\u200f\\u2028"_s << u"x"_s;
        QTest::newRow("invisible characters in description")
            << u"a"_s << u"one\u2029two\rthree\U000E0041"_s << u"a"_s
            << u"one\\u2029two\\u000dthree\\U000e0041"_s;
        QTest::newRow("long text is cut")
            << u"a"_s << QString(350, u'x') << u"a"_s << QString(QString(300, u'x') + u'\u2026');
        QTest::newRow("exactly the limit")
            << u"a"_s << QString(300, u'y') << u"a"_s << QString(300, u'y');
        // 299 letters, then an emoji whose second half would be the 301st character.
        QTest::newRow("surrogate pair at the cut")
            << u"a"_s << QString(QString(299, u'z') + u"\U0001F600tail"_s) << u"a"_s
            << QString(QString(299, u'z') + u'\u2026');
        QTest::newRow("escape after the cut stays whole")
            << u"a"_s << QString(QString(299, u'w') + u"\u202Emore"_s) << u"a"_s
            << QString(QString(299, u'w') + u"\\u202e\u2026"_s);
    }

    void hostileText()
    {
        QFETCH(QString, name);
        QFETCH(QString, description);
        QFETCH(QString, display);
        QFETCH(QString, toolTipText);

        ToolSummary summary = tool(u"k"_s);
        summary.name = name;
        summary.description = description;
        ToolListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTools({summary});
        const QModelIndex index = model.index(0);
        QCOMPARE(index.data(Qt::DisplayRole).toString(), display);
        const QString prefix = u"<p style=\"white-space:pre-wrap\">"_s;
        const QString toolTip = index.data(Qt::ToolTipRole).toString();
        QVERIFY2(toolTip.startsWith(prefix) && toolTip.endsWith(u"</p>"_s), qPrintable(toolTip));
        QCOMPARE(toolTip.sliced(prefix.size()).chopped(4), toolTipText);
        // The raw roles stay raw: filters and the details pane need the real text.
        QCOMPARE(index.data(NameRole).toString(), name);
        QCOMPARE(index.data(DescriptionRole).toString(), description);
    }

    void noToolTipWithoutDescription()
    {
        ToolSummary summary = tool(u"a"_s);
        summary.description.clear();
        ToolListModel model;
        model.setTools({summary});
        QVERIFY(!model.index(0).data(Qt::ToolTipRole).isValid());
    }
};

QTEST_GUILESS_MAIN(tst_ToolListModel)
#include "tst_toollistmodel.moc"
