// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A link with a round-trip time, made in user space where tc netem is not
// available: a TCP forwarder on 127.0.0.1 that holds every chunk it reads,
// in either direction, for a fixed time before it passes it on.

#include <QThread>

#include <atomic>
#include <chrono>

namespace Toolshelf::Bench {

class DelayingLink final
{
public:
    // What the link saw of a client: how long its chunks were really held
    // (the event loop and the machine's load add to the delay asked for),
    // and how long the client took from the last byte of an answer, as the
    // link wrote it, to its next request reaching the link: the client's own
    // part of every round trip, measured alike for any client.
    struct Measured
    {
        qint64 chunks = 0;
        double meanHeldMs = 0;
        double maxHeldMs = 0;
        qint64 turnarounds = 0;
        double meanTurnaroundMs = 0;
        double maxTurnaroundMs = 0;
    };

    // Forwards to 127.0.0.1:`targetPort`, holding each chunk `oneWay`.
    DelayingLink(quint16 targetPort, std::chrono::nanoseconds oneWay);
    // Closes every connection and stops the link's thread.
    ~DelayingLink();
    DelayingLink(const DelayingLink &) = delete;
    DelayingLink &operator=(const DelayingLink &) = delete;

    // Listens on 127.0.0.1 from a thread of its own, so that neither the
    // measured client's event loop delays the forwarding nor the forwarding
    // costs that loop time; the port, or 0 when it could not listen.
    quint16 start();
    // Since start() or the last take(); called between two clients, while
    // no bytes flow.
    Measured take();

    // Durations the link's thread adds up and any thread reads.
    struct Sum
    {
        std::atomic<qint64> count {0};
        std::atomic<qint64> totalNs {0};
        std::atomic<qint64> maxNs {0};
        void add(qint64 ns);
    };
    struct Tally
    {
        Sum held;
        Sum turnaround;
    };

private:
    quint16 m_targetPort;
    std::chrono::nanoseconds m_oneWay;
    Tally m_tally;
    QThread m_thread;
};

} // namespace Toolshelf::Bench
