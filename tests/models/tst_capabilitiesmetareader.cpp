// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading seed 003's meta responses: both places the tools may be, the
// revealing tool's group, and bounds and problems for what a hostile server
// may send instead.

#include "dialects/a2tcapabilities/capabilitiesmeta.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

QJsonObject tool(const QString &name)
{
    return {{u"name"_s, name},
            {u"description"_s, u"A tool."_s},
            {u"input_schema"_s, QJsonObject {{u"type"_s, u"object"_s}}}};
}

} // namespace

class tst_CapabilitiesMetaReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void none()
    {
        const CapabilitiesMeta read
            = CapabilitiesMeta::read(u"P"_s, QJsonValue(QJsonValue::Undefined), {}, {});
        QCOMPARE(read.kind, CapabilitiesMeta::Kind::None);
        QVERIFY(read.problems.isEmpty());
        QCOMPARE(CapabilitiesMeta::read(u"P"_s, QJsonValue(), {}, {}).kind,
                 CapabilitiesMeta::Kind::None);
    }

    void toolsAddedInTheRevealingToolsGroup_data()
    {
        QTest::addColumn<QJsonObject>("meta");
        const QJsonArray tools {tool(u"a"_s), tool(u"b"_s)};
        QTest::newRow("tools") << QJsonObject {{u"type"_s, u"tools_added"_s}, {u"tools"_s, tools}};
        QTest::newRow("data.tools") << QJsonObject {{u"type"_s, u"tools_added"_s},
                                                    {u"data"_s, QJsonObject {{u"tools"_s, tools}}}};
    }

    void toolsAddedInTheRevealingToolsGroup()
    {
        QFETCH(QJsonObject, meta);
        const CapabilitiesMeta read
            = CapabilitiesMeta::read(u"P"_s, meta, u"g 1"_s, {u"Outer"_s, u"Inner"_s});
        QCOMPARE(read.kind, CapabilitiesMeta::Kind::ToolsAdded);
        QVERIFY(read.problems.isEmpty());
        QCOMPARE(read.tools.size(), 2);
        QCOMPARE(read.tools.at(0).tool.key.nativeId, u"g 1/a"_s);
        QCOMPARE(read.tools.at(1).tool.key.provider, u"P"_s);
        QCOMPARE(read.tools.at(1).tool.groupPath, (QStringList {u"Outer"_s, u"Inner"_s}));
    }

    void tooManyToolsAreCut()
    {
        QJsonArray tools;
        for (qsizetype i = 0; i <= CapabilitiesMeta::MaxTools; ++i)
            tools.append(tool(u"t%1"_s.arg(i)));
        const CapabilitiesMeta read = CapabilitiesMeta::read(
            u"P"_s, QJsonObject {{u"type"_s, u"tools_added"_s}, {u"tools"_s, tools}}, {}, {});
        QCOMPARE(read.tools.size(), CapabilitiesMeta::MaxTools);
        QCOMPARE(read.problems.size(), 1);
        QVERIFY2(read.problems.constFirst().contains(u"10001"_s),
                 qPrintable(read.problems.join(u'\n')));
    }

    void groupRefresh()
    {
        const CapabilitiesMeta read = CapabilitiesMeta::read(
            u"P"_s,
            QJsonObject {{u"type"_s, u"group_refresh"_s},
                         {u"group_ids"_s, QJsonArray {u"a"_s, 3, u"b"_s, u"a"_s, u""_s}}},
            {}, {});
        QCOMPARE(read.kind, CapabilitiesMeta::Kind::GroupRefresh);
        QCOMPARE(read.groupIds, (QStringList {u"a"_s, u"b"_s}));
        QCOMPARE(read.problems.size(), 2);
        QJsonArray many;
        for (qsizetype i = 0; i < CapabilitiesMeta::MaxGroups + 5; ++i)
            many.append(u"g%1"_s.arg(i));
        const CapabilitiesMeta bounded = CapabilitiesMeta::read(
            u"P"_s,
            QJsonObject {{u"type"_s, u"group_refresh"_s},
                         {u"data"_s, QJsonObject {{u"group_ids"_s, many}}}},
            {}, {});
        QCOMPARE(bounded.groupIds.size(), CapabilitiesMeta::MaxGroups);
        QCOMPARE(bounded.problems.size(), 1);
    }

    void problems_data()
    {
        QTest::addColumn<QJsonValue>("meta");
        QTest::addColumn<int>("kind");
        QTest::newRow("no object")
            << QJsonValue(u"tools_added"_s) << int(CapabilitiesMeta::Kind::Unknown);
        QTest::newRow("unknown type") << QJsonValue(QJsonObject {{u"type"_s, u"reboot"_s}})
                                      << int(CapabilitiesMeta::Kind::Unknown);
        QTest::newRow("tools no array")
            << QJsonValue(QJsonObject {{u"type"_s, u"tools_added"_s}, {u"tools"_s, 5}})
            << int(CapabilitiesMeta::Kind::ToolsAdded);
        QTest::newRow("groups no array")
            << QJsonValue(QJsonObject {{u"type"_s, u"group_refresh"_s}})
            << int(CapabilitiesMeta::Kind::GroupRefresh);
    }

    void problems()
    {
        QFETCH(QJsonValue, meta);
        QFETCH(int, kind);
        const CapabilitiesMeta read = CapabilitiesMeta::read(u"P"_s, meta, {}, {});
        QCOMPARE(int(read.kind), kind);
        QCOMPARE(read.problems.size(), 1);
        QVERIFY(read.tools.isEmpty());
        QVERIFY(read.groupIds.isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_CapabilitiesMetaReader)
#include "tst_capabilitiesmetareader.moc"
