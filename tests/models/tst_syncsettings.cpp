// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/profile.h"
#include "sync/syncsettings.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace std::chrono_literals;

class tst_SyncSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void duration_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("seconds"); // 0: refused
        QTest::newRow("seconds") << QStringLiteral("90") << qint64(90);
        QTest::newRow("s") << QStringLiteral("90s") << qint64(90);
        QTest::newRow("m") << QStringLiteral("10m") << qint64(600);
        QTest::newRow("h, spaces, capital") << QStringLiteral(" 2 H ") << qint64(7200);
        QTest::newRow("zero") << QStringLiteral("0") << qint64(0);
        QTest::newRow("negative") << QStringLiteral("-5") << qint64(0);
        QTest::newRow("unknown unit") << QStringLiteral("5d") << qint64(0);
        QTest::newRow("fraction") << QStringLiteral("1.5m") << qint64(0);
        QTest::newRow("empty") << QString() << qint64(0);
        // A QTimer waits at most 24.8 days.
        QTest::newRow("24 days") << QStringLiteral("576h") << qint64(576 * 3600);
        QTest::newRow("30 days") << QStringLiteral("720h") << qint64(0);
    }

    void duration()
    {
        QFETCH(QString, text);
        QFETCH(qint64, seconds);
        const auto parsed = SyncSettings::parseDuration(text);
        QCOMPARE(parsed.has_value(), seconds > 0);
        if (parsed)
            QCOMPARE(parsed->count(), seconds);
    }

    void size_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("bytes"); // 0: refused
        QTest::newRow("bytes") << QStringLiteral("1000") << qint64(1000);
        QTest::newRow("K") << QStringLiteral("4K") << qint64(4096);
        QTest::newRow("M") << QStringLiteral("512M") << qint64(512) * 1024 * 1024;
        QTest::newRow("g") << QStringLiteral("4g") << qint64(4) * 1024 * 1024 * 1024;
        QTest::newRow("T") << QStringLiteral("1T") << (qint64(1) << 40);
        QTest::newRow("overflow") << QStringLiteral("999999999999999T") << qint64(0);
        QTest::newRow("unit only") << QStringLiteral("G") << qint64(0);
        QTest::newRow("zero") << QStringLiteral("0M") << qint64(0);
    }

    void size()
    {
        QFETCH(QString, text);
        QFETCH(qint64, bytes);
        const auto parsed = SyncSettings::parseSize(text);
        QCOMPARE(parsed.has_value(), bytes > 0);
        if (parsed)
            QCOMPARE(*parsed, bytes);
    }

    void countTakesNoUnit()
    {
        QCOMPARE(SyncSettings::parseCount(QStringLiteral("40000")), std::optional<qint64>(40000));
        QVERIFY(!SyncSettings::parseCount(QStringLiteral("40k")));
        QVERIFY(!SyncSettings::parseCount(QStringLiteral("0")));
    }

    void loadsTheProfileSettings()
    {
        QTemporaryDir dir;
        const Profile profile = Profile::at(dir.path());
        QString error;
        QVERIFY(profile.ensureDirectories(&error));
        QStringList warnings;
        QCOMPARE(SyncSettings::load(profile, &warnings), SyncLimits());
        QVERIFY(warnings.isEmpty());
        {
            QSettings settings(profile.settingsFile(), QSettings::IniFormat);
            settings.setValue(QStringLiteral("sync/deadlineSeconds"), QStringLiteral("10m"));
            settings.setValue(QStringLiteral("sync/maxBytes"), QStringLiteral("1G"));
            settings.setValue(QStringLiteral("sync/maxPages"), QStringLiteral("lots"));
        }
        const SyncLimits limits = SyncSettings::load(profile, &warnings);
        QCOMPARE(limits.deadline, 600s);
        QCOMPARE(limits.maxBytes, qint64(1024) * 1024 * 1024);
        QCOMPARE(limits.maxPages, SyncLimits().maxPages);
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().contains(QLatin1String("sync/maxPages")),
                 qPrintable(warnings.first()));
    }
};

QTEST_GUILESS_MAIN(tst_SyncSettings)
#include "tst_syncsettings.moc"
