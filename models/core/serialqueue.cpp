// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/serialqueue.h"

#include <QMutex>
#include <QThreadPool>
#include <QWaitCondition>

#include <deque>

namespace Toolshelf {

struct SerialQueue::State
{
    QMutex mutex;
    QWaitCondition idle;
    std::deque<std::function<void()>> tasks;
    // A runnable of this queue is in the pool, waiting for a thread or running.
    bool scheduled = false;
    // A task is running: the queue's owner waits for it to end.
    bool running = false;
    bool closed = false;
    QThread::Priority priority = QThread::InheritPriority;
};

SerialQueue::SerialQueue(QThread::Priority priority)
    : m_state(std::make_shared<State>())
{
    m_state->priority = priority;
}

SerialQueue::~SerialQueue()
{
    QMutexLocker lock(&m_state->mutex);
    m_state->closed = true;
    m_state->tasks.clear();
    // Only the running task: a runnable still waiting for a pool thread finds
    // the queue closed and ends without running anything.
    while (m_state->running)
        m_state->idle.wait(&m_state->mutex);
}

void SerialQueue::post(std::function<void()> task)
{
    {
        QMutexLocker lock(&m_state->mutex);
        if (m_state->closed)
            return;
        m_state->tasks.push_back(std::move(task));
        if (m_state->scheduled)
            return;
        m_state->scheduled = true;
    }
    schedule(m_state);
}

void SerialQueue::schedule(std::shared_ptr<State> state)
{
    QThreadPool::globalInstance()->start([state = std::move(state)] { runNext(state); });
}

// Runs the queue's next task, then hands the pool thread back and schedules
// the task after it: queues take turns on the pool's few threads, so one
// provider's long sync does not hold back another's.
void SerialQueue::runNext(const std::shared_ptr<State> &state)
{
    std::function<void()> task;
    {
        QMutexLocker lock(&state->mutex);
        if (state->closed || state->tasks.empty()) {
            state->scheduled = false;
            return;
        }
        task = std::move(state->tasks.front());
        state->tasks.pop_front();
        state->running = true;
    }
    QThread *thread = QThread::currentThread();
    const QThread::Priority before = thread->priority();
    if (state->priority != QThread::InheritPriority)
        thread->setPriority(state->priority);
    task();
    // Gone before the queue hears the task is done: what it captured may
    // belong to the queue's owner.
    task = nullptr;
    // A pool thread reports InheritPriority, which cannot be set back.
    if (state->priority != QThread::InheritPriority)
        thread->setPriority(before == QThread::InheritPriority ? QThread::NormalPriority : before);
    {
        QMutexLocker lock(&state->mutex);
        state->running = false;
        state->idle.wakeAll();
        if (state->closed || state->tasks.empty()) {
            state->scheduled = false;
            return;
        }
    }
    schedule(state);
}

} // namespace Toolshelf
