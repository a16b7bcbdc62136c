// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One window per profile: a later start hands its files to the window that
// has the profile, and only to that one.

#include "providers/profileinstance.h"

#include <QFile>
#include <QLocalServer>
#include <QLocalSocket>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Toolshelf;

namespace {

// The first instance answers on a thread of its own, as the window's
// process would, while the test's thread plays the later start (which
// blocks while it waits for the answer).
struct FirstOnAThread
{
    QThread thread;
    std::unique_ptr<ProfileInstance> instance;
    ProfileInstance::Claim claim {};

    explicit FirstOnAThread(const Profile &profile)
        : instance(std::make_unique<ProfileInstance>(profile))
    {
        claim = instance->claim({});
        instance->moveToThread(&thread);
        thread.start();
    }
    ~FirstOnAThread()
    {
        QMetaObject::invokeMethod(
            instance.get(), [this] { instance.reset(); }, Qt::BlockingQueuedConnection);
        thread.quit();
        thread.wait();
    }
};

} // namespace

class tst_ProfileInstance : public QObject
{
    Q_OBJECT

    QTemporaryDir m_runtime;

private Q_SLOTS:
    void initTestCase()
    {
        // The sockets go to a runtime folder of the test's own (0700, as
        // XDG_RUNTIME_DIR must be).
        QFile::setPermissions(m_runtime.path(),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                  | QFileDevice::ExeOwner);
        qputenv("XDG_RUNTIME_DIR", m_runtime.path().toUtf8());
    }

    void laterStartHandsItsFilesOver()
    {
        QTemporaryDir dir;
        const Profile profile = Profile::at(dir.path());
        FirstOnAThread first(profile);
        QCOMPARE(first.claim, ProfileInstance::Claim::First);
        QVERIFY(first.instance->socketName().startsWith(m_runtime.path() + u'/'));
        QSignalSpy activated(first.instance.get(), &ProfileInstance::activated);

        ProfileInstance later(profile);
        const QString procedure = dir.filePath(QStringLiteral("notes.md"));
        QCOMPARE(later.claim({procedure, QStringLiteral("relative.md")}),
                 ProfileInstance::Claim::HandedOver);
        QTRY_COMPARE(activated.size(), 1);
        const QStringList files = activated.first().first().toStringList();
        // Made absolute by the start that had them, against its own folder.
        QCOMPARE(files,
                 (QStringList {procedure,
                               QDir::current().absoluteFilePath(QStringLiteral("relative.md"))}));

        // No files: the window is only brought to the front.
        QCOMPARE(ProfileInstance(profile).claim({}), ProfileInstance::Claim::HandedOver);
        QTRY_COMPARE(activated.size(), 2);
        QCOMPARE(activated.last().first().toStringList(), QStringList {});
    }

    void otherProfilesHaveTheirOwnWindow()
    {
        QTemporaryDir one;
        QTemporaryDir two;
        FirstOnAThread first(Profile::at(one.path()));
        ProfileInstance other(Profile::at(two.path()));
        QVERIFY(other.socketName() != first.instance->socketName());
        QCOMPARE(other.claim({}), ProfileInstance::Claim::First);
    }

    // A window killed without closing leaves its socket file: the next
    // start finds nobody there and becomes the window.
    void staleSocketIsTakenOver()
    {
        QTemporaryDir dir;
        const Profile profile = Profile::at(dir.path());
        const QString name = ProfileInstance(profile).socketName();
        QFile stale(name);
        QVERIFY(stale.open(QIODevice::WriteOnly));
        stale.close();
        ProfileInstance next(profile);
        QCOMPARE(next.claim({}), ProfileInstance::Claim::First);
        QLocalSocket socket;
        socket.connectToServer(name);
        QVERIFY(socket.waitForConnected(2000));
    }

    // Something that listens but never answers is not a window to hand to,
    // and no second window opens beside it.
    void silentListenerIsSaid()
    {
        QTemporaryDir dir;
        const Profile profile = Profile::at(dir.path());
        ProfileInstance probe(profile);
        QThread thread;
        QLocalServer silent;
        QVERIFY(silent.listen(probe.socketName()));
        silent.moveToThread(&thread);
        thread.start();
        QCOMPARE(probe.claim({}), ProfileInstance::Claim::Unanswered);
        QThread *const here = QThread::currentThread();
        QMetaObject::invokeMethod(
            &silent,
            [&silent, here] {
                silent.close();
                silent.moveToThread(here);
            },
            Qt::BlockingQueuedConnection);
        thread.quit();
        thread.wait();
    }

    // What reaches the window is only ever a list of absolute paths; other
    // messages are dropped without an answer.
    void malformedMessagesAreDropped()
    {
        QTemporaryDir dir;
        const Profile profile = Profile::at(dir.path());
        FirstOnAThread first(profile);
        QSignalSpy activated(first.instance.get(), &ProfileInstance::activated);
        for (const QByteArray &line :
             {QByteArray("not json\n"), QByteArray("{\"files\": \"/etc/passwd\"}\n"),
              QByteArray("[1, 2]\n")}) {
            QLocalSocket socket;
            socket.connectToServer(first.instance->socketName());
            QVERIFY(socket.waitForConnected(2000));
            socket.write(line);
            QVERIFY(socket.waitForDisconnected(2000));
            QVERIFY(!socket.readAll().contains("ok"));
        }
        QLocalSocket socket;
        socket.connectToServer(first.instance->socketName());
        QVERIFY(socket.waitForConnected(2000));
        socket.write("{\"files\": [\"relative/path.md\", 7, \"/abs/ok.md\"]}\n");
        QVERIFY(socket.waitForReadyRead(2000));
        QCOMPARE(socket.readAll(), QByteArray("ok\n"));
        QTRY_COMPARE(activated.size(), 1);
        QCOMPARE(activated.first().first().toStringList(),
                 QStringList {QStringLiteral("/abs/ok.md")});
    }
};

QTEST_GUILESS_MAIN(tst_ProfileInstance)
#include "tst_profileinstance.moc"
