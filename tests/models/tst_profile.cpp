// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Where a profile keeps what: configuration, data (the user's work) and
// caches (made again from the data), and the move of the caches an earlier
// version kept among the data.

#include "providers/profile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class tst_Profile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void explicitFolderHoldsAllThree()
    {
        QTemporaryDir dir;
        const Profile profile = Profile::at(dir.path());
        QCOMPARE(profile.configDirectory(), dir.filePath(QStringLiteral("config")));
        QCOMPARE(profile.dataDirectory(), dir.filePath(QStringLiteral("data")));
        QCOMPARE(profile.cacheDirectory(), dir.filePath(QStringLiteral("cache")));
        // The user's work among the data, what can be made again in the cache.
        QVERIFY(profile.catalogFile().startsWith(profile.dataDirectory() + u'/'));
        QVERIFY(profile.recoveryDirectory().startsWith(profile.dataDirectory() + u'/'));
        QVERIFY(profile.searchIndexCacheFile().startsWith(profile.cacheDirectory() + u'/'));
        QVERIFY(profile.imageCacheDirectory().startsWith(profile.cacheDirectory() + u'/'));
        QString error;
        QVERIFY2(profile.ensureDirectories(&error), qPrintable(error));
        for (const QString &folder :
             {profile.configDirectory(), profile.dataDirectory(), profile.cacheDirectory()}) {
            QVERIFY(QFileInfo(folder).isDir());
            QCOMPARE(QFileInfo(folder).permissions() & (QFile::ReadOther | QFile::ReadGroup),
                     QFileDevice::Permissions {});
        }
    }

    void standardPlacesAreTheXdgOnes()
    {
        qunsetenv("TOOLSHELF_HOME");
        const Profile profile = Profile::resolve();
        QCOMPARE(profile.configDirectory(),
                 QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation));
        QCOMPARE(profile.dataDirectory(),
                 QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
        QCOMPARE(profile.cacheDirectory(),
                 QStandardPaths::writableLocation(QStandardPaths::CacheLocation));
        QVERIFY(profile.cacheDirectory() != profile.dataDirectory());
    }

    void earlierCachesMoveOutOfTheData()
    {
        QTemporaryDir dir;
        const Profile profile = Profile::at(dir.path());
        const QString oldIndex = dir.filePath(QStringLiteral("data/search-index.cache"));
        const QString oldImage = dir.filePath(QStringLiteral("data/images/ab/cd.png"));
        QVERIFY(writeFile(oldIndex, "index"));
        QVERIFY(writeFile(oldImage, "image"));
        QVERIFY(writeFile(profile.catalogFile(), "catalog"));
        QString error;
        QVERIFY2(profile.ensureDirectories(&error), qPrintable(error));
        QVERIFY(!QFileInfo::exists(oldIndex));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("data/images"))));
        QCOMPARE(readFile(profile.searchIndexCacheFile()), QByteArray("index"));
        QCOMPARE(readFile(profile.imageCacheDirectory() + QStringLiteral("/ab/cd.png")),
                 QByteArray("image"));
        QCOMPARE(readFile(profile.catalogFile()), QByteArray("catalog"));
    }

    // A newer version already made its caches: the old ones only take space.
    void newerCachesWin()
    {
        QTemporaryDir dir;
        const Profile profile = Profile::at(dir.path());
        QVERIFY(writeFile(dir.filePath(QStringLiteral("data/search-index.cache")), "old"));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("data/images/a.png")), "old"));
        QVERIFY(writeFile(profile.searchIndexCacheFile(), "new"));
        QVERIFY(writeFile(profile.imageCacheDirectory() + QStringLiteral("/b.png"), "new"));
        QString error;
        QVERIFY2(profile.ensureDirectories(&error), qPrintable(error));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("data/search-index.cache"))));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("data/images"))));
        QCOMPARE(readFile(profile.searchIndexCacheFile()), QByteArray("new"));
        QVERIFY(!QFileInfo::exists(profile.imageCacheDirectory() + QStringLiteral("/a.png")));
        QCOMPARE(readFile(profile.imageCacheDirectory() + QStringLiteral("/b.png")),
                 QByteArray("new"));
    }

    // XDG_CACHE_HOME set to XDG_DATA_HOME makes both places one: the index
    // there is the live one, not a leftover.
    void onePlaceForBothKeepsTheIndex()
    {
        QTemporaryDir dir;
        qputenv("XDG_CACHE_HOME", dir.filePath(QStringLiteral("same")).toUtf8());
        qputenv("XDG_DATA_HOME", dir.filePath(QStringLiteral("same")).toUtf8());
        QStandardPaths::setTestModeEnabled(false);
        const Profile profile = Profile::resolve();
        QStandardPaths::setTestModeEnabled(true);
        qunsetenv("XDG_CACHE_HOME");
        qunsetenv("XDG_DATA_HOME");
        if (profile.cacheDirectory() != profile.dataDirectory())
            QSKIP("this platform's cache and data locations do not follow XDG_*_HOME");
        QVERIFY(writeFile(profile.searchIndexCacheFile(), "live"));
        QString error;
        QVERIFY2(profile.ensureDirectories(&error), qPrintable(error));
        QCOMPARE(readFile(profile.searchIndexCacheFile()), QByteArray("live"));
    }
};

QTEST_GUILESS_MAIN(tst_Profile)
#include "tst_profile.moc"
