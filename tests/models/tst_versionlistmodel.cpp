// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "itemmodels/versionlistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Toolshelf;

namespace {

StoredSignature stored(qint64 version, qint64 current, int revisions = 1)
{
    StoredSignature s;
    s.provider = QStringLiteral("Vendor");
    s.signature.toolId = QStringLiteral("0479a45d-ad0a-49d4-94db-75edf00d2ca4");
    s.signature.name = QStringLiteral("lookup_weather");
    s.signature.version = version;
    s.signature.currentVersion = current;
    s.digest = QByteArray::number(version) + QByteArray::number(revisions);
    s.revisions = revisions;
    s.revision = revisions;
    s.firstSeen = QDateTime::fromSecsSinceEpoch(1700000000 + version * 1000);
    s.lastSeen = s.firstSeen.addSecs(500);
    return s;
}

} // namespace

class tst_VersionListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsNewestFirstWithMarks()
    {
        VersionListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        Pin pin;
        pin.provider = QStringLiteral("Vendor");
        pin.toolId = QStringLiteral("0479a45d-ad0a-49d4-94db-75edf00d2ca4");
        pin.version = 2;
        StoredSignature broken = stored(1, 3);
        broken.flags.hasErrors = true;
        model.setVersions({broken, stored(3, 3), stored(2, 3, 2)}, pin);

        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(VersionListModel::ColumnCount));
        QCOMPARE(model.index(0, 0).data(VersionListModel::VersionNumberRole).toLongLong(), 3);
        QCOMPARE(model.index(2, 0).data(VersionListModel::VersionNumberRole).toLongLong(), 1);
        QCOMPARE(model.currentVersion(), 3);
        QCOMPARE(model.rowOf(2), 1);
        QCOMPARE(model.rowOf(9), -1);

        QVERIFY(model.index(0, 0).data(VersionListModel::CurrentRole).toBool());
        QVERIFY(!model.index(0, 0).data(VersionListModel::PinnedVersionRole).toBool());
        QVERIFY(model.index(1, 3).data(VersionListModel::PinnedVersionRole).toBool());
        QCOMPARE(model.index(1, 0).data(VersionListModel::RevisionsRole).toInt(), 2);
        QVERIFY(model.index(2, 0).data(VersionListModel::VersionHasErrorsRole).toBool());
        QCOMPARE(model.index(0, 0).data(VersionListModel::FirstSeenRole).toDateTime(),
                 stored(3, 3).firstSeen);
        QCOMPARE(model.index(0, 0).data(VersionListModel::LastSeenRole).toDateTime(),
                 stored(3, 3).lastSeen);

        using Column = VersionListModel::Column;
        QCOMPARE(model.index(0, Column::VersionColumn).data().toString(),
                 QStringLiteral("Version 3"));
        QVERIFY(!model.index(0, Column::FirstSeenColumn).data().toString().isEmpty());
        QCOMPARE(model.index(0, Column::MarksColumn).data().toString(), QStringLiteral("current"));
        const QString pinnedMarks = model.index(1, Column::MarksColumn).data().toString();
        QVERIFY2(pinnedMarks.contains(QLatin1String("pinned")), qPrintable(pinnedMarks));
        QVERIFY2(pinnedMarks.contains(QLatin1String("without a new version")),
                 qPrintable(pinnedMarks));
        QVERIFY(model.index(2, Column::MarksColumn)
                    .data()
                    .toString()
                    .contains(QLatin1String("A2T draft")));
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Version"));
        QVERIFY(model.roleNames().contains(VersionListModel::PinnedVersionRole));

        QCOMPARE(model.version(1)->digest, stored(2, 3, 2).digest);
        QVERIFY(!model.version(3));
        QVERIFY(!model.version(-1));
    }

    void replacesAndClears()
    {
        VersionListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setVersions({stored(1, 2), stored(2, 2)}, std::nullopt);
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(!model.pin());
        QVERIFY(!model.index(0, 0).data(VersionListModel::PinnedVersionRole).toBool());
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.currentVersion(), 0);
        QCOMPARE(reset.size(), 2);
        QVERIFY(!model.data(model.index(0, 0)).isValid());
    }
};

QTEST_GUILESS_MAIN(tst_VersionListModel)
#include "tst_versionlistmodel.moc"
