// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QThread>

#include <functional>
#include <memory>

namespace Toolshelf {

// The one way work leaves the thread that asked for it: tasks run on the
// application's thread pool (QThreadPool::globalInstance()), one at a time
// and in the order posted, with no thread of their own. A task hands its
// result back with QMetaObject::invokeMethod(owner, ...), which Qt drops once
// the owner is gone. The owner keeps the queue as a member: destroying it
// drops the tasks not started and waits for the one running, so a task may
// use what the owner gave it until it returns.
class SerialQueue final
{
public:
    // Tasks run at `priority`: keystrokes and the catalog's writes come before
    // an index build.
    explicit SerialQueue(QThread::Priority priority = QThread::InheritPriority);
    ~SerialQueue();
    SerialQueue(const SerialQueue &) = delete;
    SerialQueue &operator=(const SerialQueue &) = delete;

    void post(std::function<void()> task);

private:
    struct State;
    static void schedule(std::shared_ptr<State> state);
    static void runNext(const std::shared_ptr<State> &state);

    // Shared with the pool's runnables, which may outlive a queue's last task.
    std::shared_ptr<State> m_state;
};

} // namespace Toolshelf
