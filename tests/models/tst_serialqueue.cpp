// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/serialqueue.h"

#include <QMutex>
#include <QSemaphore>
#include <QTest>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <thread>

using namespace Toolshelf;

class tst_SerialQueue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Tasks run off the posting thread, in the order posted, never two at once.
    void runsInOrderOneAtATime()
    {
        QList<int> order;
        QMutex mutex;
        std::atomic<int> active = 0;
        std::atomic<bool> overlapped = false;
        std::atomic<bool> onPostingThread = false;
        QThread *posting = QThread::currentThread();
        QSemaphore done;
        {
            SerialQueue queue;
            for (int i = 0; i < 200; ++i)
                queue.post([&, i] {
                    if (++active > 1)
                        overlapped = true;
                    if (QThread::currentThread() == posting)
                        onPostingThread = true;
                    QThread::usleep(50);
                    {
                        QMutexLocker lock(&mutex);
                        order.append(i);
                    }
                    --active;
                    done.release();
                });
            QVERIFY(done.tryAcquire(200, 10000));
        }
        QVERIFY(!overlapped);
        QVERIFY(!onPostingThread);
        QCOMPARE(order.size(), 200);
        for (int i = 0; i < 200; ++i)
            QCOMPARE(order.at(i), i);
    }

    // Destroying the queue waits for the running task and drops the others.
    void destructionWaitsForTheRunningTaskOnly()
    {
        QSemaphore started;
        QSemaphore release;
        std::atomic<bool> finished = false;
        std::atomic<int> laterRan = 0;
        auto queue = std::make_unique<SerialQueue>();
        queue->post([&] {
            started.release();
            release.acquire();
            finished = true;
        });
        for (int i = 0; i < 10; ++i)
            queue->post([&] { ++laterRan; });
        QVERIFY(started.tryAcquire(1, 10000));
        // The running task is let go only well after the queue is being
        // destroyed, which must wait for it and must drop the ten behind it.
        std::thread releaser([&] {
            QThread::msleep(300);
            release.release();
        });
        queue.reset();
        releaser.join();
        QVERIFY(finished);
        QThreadPool::globalInstance()->waitForDone();
        QCOMPARE(laterRan.load(), 0);
    }

    // A queue destroyed while its next task waits for a busy pool does not
    // wait for the pool: nothing of it is running.
    void destructionDoesNotWaitForABusyPool()
    {
        QThreadPool *pool = QThreadPool::globalInstance();
        QSemaphore busy;
        QSemaphore release;
        for (int i = 0; i < pool->maxThreadCount(); ++i)
            pool->start([&] {
                busy.release();
                release.acquire();
            });
        QVERIFY(busy.tryAcquire(pool->maxThreadCount(), 10000));
        std::atomic<bool> ran = false;
        {
            SerialQueue queue;
            queue.post([&] { ran = true; });
        }
        release.release(pool->maxThreadCount());
        pool->waitForDone();
        QVERIFY(!ran);
    }
};

QTEST_GUILESS_MAIN(tst_SerialQueue)
#include "tst_serialqueue.moc"
