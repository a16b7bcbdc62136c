// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providerfixture.h"

using namespace Toolshelf;
using namespace Fixture;

class tst_FileCatalog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void loadsADirectory()
    {
        QString error;
        const auto catalog = FileCatalog::load(writeCatalog(m_dir), &error);
        QVERIFY2(catalog, qPrintable(error));
        QCOMPARE(catalog->slug(), QStringLiteral("demo"));
        QCOMPARE(catalog->displayName(), QStringLiteral("Demo Vendor"));
        QCOMPARE(catalog->toolCount(), 2);
        QCOMPARE(catalog->currentAt(0).value(QStringLiteral("name")).toString(),
                 QStringLiteral("lookup_weather_by_city"));
        const QList<QJsonObject> versions = catalog->versions(WeatherId);
        QCOMPARE(versions.size(), 2);
        QCOMPARE(versions.at(0).value(QStringLiteral("version")).toInt(), 2);
        QVERIFY(!versions.at(0).contains(QStringLiteral("x-behaviour")));
        QCOMPARE(catalog->behaviour(WeatherId, 1).value(QStringLiteral("summary")).toString(),
                 QStringLiteral("Boston is 21 degrees; elsewhere 15."));
        QVERIFY(catalog->behaviour(FlightsId, 1).isEmpty());
        QVERIFY(catalog->versions(QStringLiteral("nope")).isEmpty());
    }

    void refusesBrokenCatalogs_data()
    {
        QTest::addColumn<QByteArray>("tools");
        QTest::addColumn<QString>("message");
        QTest::newRow("malformed")
            << QByteArray("[{\"toolId\": ") << QStringLiteral("malformed JSON");
        QTest::newRow("duplicate key") << QByteArray("[{\"toolId\": \"a\", \"toolId\": \"b\"}]")
                                       << QStringLiteral("duplicate key");
        QTest::newRow("not an array")
            << QByteArray("{\"items\": []}") << QStringLiteral("expected an array");
        QTest::newRow("no toolId")
            << QByteArray("[{\"name\": \"x\"}]") << QStringLiteral("has no toolId");
    }

    void refusesBrokenCatalogs()
    {
        QFETCH(QByteArray, tools);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(QStringLiteral("tools.json")), tools));
        QString error;
        QVERIFY(!FileCatalog::load(dir.path(), &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(error.contains(QLatin1String("tools.json")));
    }

    void refusesAMissingDirectory()
    {
        QString error;
        QVERIFY(!FileCatalog::load(m_dir.filePath(QStringLiteral("absent")), &error));
        QVERIFY(error.contains(QLatin1String("no such catalog directory")));
    }

    // The samples are compiled in and served by default.
    void bundlesTheSampleCatalogs()
    {
        const QStringList directories = FileCatalog::bundledDirectories();
        QCOMPARE(directories.size(), 3);
        for (const QString &directory : directories) {
            QString error;
            const auto catalog = FileCatalog::load(directory, &error);
            QVERIFY2(catalog, qPrintable(error));
            QVERIFY(catalog->toolCount() >= 5);
            QVERIFY(catalog->displayName() != catalog->slug());
        }
    }
};

QTEST_GUILESS_MAIN(tst_FileCatalog)
#include "tst_filecatalog.moc"
