// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The command line's write lock on a profile: taken at once when free,
// waited for with its holder named, taken over from a holder that is gone.

#include "providers/profilewritelock.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace Toolshelf;
using namespace std::chrono_literals;

class tst_ProfileWriteLock : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Profile m_profile = Profile::at(m_dir.path());

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_profile.ensureDirectories(&error), qPrintable(error));
    }

    void freeLockIsTakenAtOnce()
    {
        ProfileWriteLock lock(m_profile);
        int waited = 0;
        QString error;
        QVERIFY2(lock.acquire(
                     10min, [&](const QString &) { ++waited; }, &error),
                 qPrintable(error));
        QCOMPARE(waited, 0);
        QVERIFY(lock.fileName().startsWith(m_profile.dataDirectory() + u'/'));
        QVERIFY(QFile::exists(lock.fileName()));
    }

    // Another writer is named while this one waits, then refused in the end.
    void heldLockNamesItsHolder()
    {
        ProfileWriteLock holder(m_profile);
        QVERIFY(holder.acquire(0ms, {}, nullptr));
        ProfileWriteLock second(m_profile);
        QStringList said;
        QString error;
        QVERIFY(!second.acquire(
            300ms, [&](const QString &who) { said << who; }, &error));
        QCOMPARE(said.size(), 1);
        // This process: its program's name and its id, read from /proc.
        const QString self = QStringLiteral("(process %1)").arg(QCoreApplication::applicationPid());
        QVERIFY2(said.first().endsWith(self), qPrintable(said.first()));
        QVERIFY2(said.first().startsWith(QStringLiteral("tst_profilewritelock")),
                 qPrintable(said.first()));
        QVERIFY2(error.contains(self) && error.contains(QStringLiteral("still writing")),
                 qPrintable(error));

        // A sync holds it for many minutes: an old lock of a live holder stands.
        QFile file(holder.fileName());
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(-3600),
                                 QFileDevice::FileModificationTime));
        file.close();
        QVERIFY(!ProfileWriteLock(m_profile).acquire(0ms, {}, nullptr));
    }

    void commandShownSaysWhatItDoes_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("shown");
        QTest::newRow("sync") << QStringList {QStringLiteral("/usr/bin/toolshelf"),
                                              QStringLiteral("--profile"),
                                              QStringLiteral("/home/ada/work"),
                                              QStringLiteral("sync"),
                                              QStringLiteral("Vendor"),
                                              QStringLiteral("Other")}
                              << QStringLiteral("toolshelf sync Vendor");
        QTest::newRow("the window")
            << QStringList {QStringLiteral("toolshelf"), QStringLiteral("--profile=/tmp/p")}
            << QStringLiteral("toolshelf");
        QTest::newRow("nothing") << QStringList {} << QString();
    }

    void commandShownSaysWhatItDoes()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, shown);
        QCOMPARE(ProfileWriteLock::commandShown(arguments), shown);
    }

    // The holder finishes while the next one waits: the next one goes on.
    void waitEndsWhenTheHolderFinishes()
    {
        auto holder = std::make_unique<ProfileWriteLock>(m_profile);
        QVERIFY(holder->acquire(0ms, {}, nullptr));
        std::thread finisher([&holder] {
            std::this_thread::sleep_for(400ms);
            holder.reset();
        });
        ProfileWriteLock next(m_profile);
        int waited = 0;
        QString error;
        const bool taken = next.acquire(
            10s, [&](const QString &) { ++waited; }, &error);
        finisher.join();
        QVERIFY2(taken, qPrintable(error));
        QCOMPARE(waited, 1);
    }

    // The window's way: never waits; says held, and takes it once released.
    void tryAcquireNeverWaits()
    {
        ProfileWriteLock command(m_profile);
        QVERIFY(command.tryAcquire() == ProfileWriteLock::Attempt::Taken);
        QVERIFY(command.isHeld());
        // Taking what it holds already is no error.
        QVERIFY(command.tryAcquire() == ProfileWriteLock::Attempt::Taken);
        ProfileWriteLock window(m_profile);
        QVERIFY(window.tryAcquire() == ProfileWriteLock::Attempt::Held);
        QVERIFY2(window.holder().endsWith(
                     QStringLiteral("(process %1)").arg(QCoreApplication::applicationPid())),
                 qPrintable(window.holder()));
        command.release();
        QVERIFY(!command.isHeld());
        QVERIFY(window.tryAcquire() == ProfileWriteLock::Attempt::Taken);
        QVERIFY(command.tryAcquire() == ProfileWriteLock::Attempt::Held);
    }

    // Where no lock file can be made (the data directory is a file, say),
    // there is no holder to wait for: the caller is told it failed.
    void unmakeableLockFails()
    {
        QTemporaryDir dir;
        const Profile profile = Profile::at(dir.path());
        QDir().mkpath(QFileInfo(profile.dataDirectory()).path());
        QFile blocker(profile.dataDirectory());
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QVERIFY(ProfileWriteLock(profile).tryAcquire() == ProfileWriteLock::Attempt::Failed);
    }

    // A writer killed mid-sync leaves its lock file; its process is gone, so
    // the next writer takes the lock over at once, however old the file.
    void killedHoldersLockIsTakenOver()
    {
        QString lockFile;
        QByteArray content;
        {
            ProfileWriteLock holder(m_profile);
            QVERIFY(holder.acquire(0ms, {}, nullptr));
            lockFile = holder.fileName();
            QFile file(lockFile);
            QVERIFY(file.open(QIODevice::ReadOnly));
            content = file.readAll();
        }
        // The same file, naming a process that has ended.
        QProcess ended;
        ended.start(QStringLiteral("sleep"), {QStringLiteral("0.1")});
        QVERIFY(ended.waitForStarted(5000));
        const qint64 gone = ended.processId();
        QVERIFY(ended.waitForFinished(5000));
        QList<QByteArray> lines = content.split('\n');
        lines.first() = QByteArray::number(gone);
        QFile file(lockFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(lines.join('\n'));
        file.close();

        ProfileWriteLock next(m_profile);
        int waited = 0;
        QString error;
        QVERIFY2(next.acquire(
                     0ms, [&](const QString &) { ++waited; }, &error),
                 qPrintable(error));
        QCOMPARE(waited, 0);
    }
};

QTEST_GUILESS_MAIN(tst_ProfileWriteLock)
#include "tst_profilewritelock.moc"
