// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "delayinglink.h"

#include <QHostAddress>
#include <QSocketNotifier>
#include <QTcpServer>
#include <QTcpSocket>

#include <deque>
#include <functional>
#include <tuple>
#include <utility>

#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

namespace Toolshelf::Bench {

namespace {

constexpr qint64 NsPerSecond = 1'000'000'000;

// The monotonic clock the timerfd below counts in.
qint64 nowNs()
{
    timespec now {};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return qint64(now.tv_sec) * NsPerSecond + now.tv_nsec;
}

// One direction of a forwarded connection: what `from` reads is written to
// `to` once it has been held for the delay, chunk by chunk in order. The wait
// is a timerfd at the chunk's due time: a QTimer counts whole milliseconds,
// and rounding every hold up to the next one would add about a millisecond
// to each round trip.
class DelayedPipe final : public QObject
{
public:
    // Told the time a chunk was read from `from` or written to `to`, and
    // that `to` was closed.
    struct Hooks
    {
        std::function<void(qint64)> taken;
        std::function<void(qint64)> released;
        std::function<void()> ended;
    };

    DelayedPipe(QTcpSocket *from, QTcpSocket *to, std::chrono::nanoseconds delay,
                DelayingLink::Sum *held, Hooks hooks, QObject *parent)
        : QObject(parent)
        , m_from(from)
        , m_to(to)
        , m_delayNs(delay.count())
        , m_held(held)
        , m_hooks(std::move(hooks))
        , m_timer(timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC))
    {
        auto *notifier = new QSocketNotifier(m_timer, QSocketNotifier::Read, this);
        connect(notifier, &QSocketNotifier::activated, this, &DelayedPipe::release);
    }
    ~DelayedPipe() override { ::close(m_timer); }

    // What `from` has read so far joins the queue.
    void take()
    {
        if (m_ending || m_from->bytesAvailable() <= 0)
            return;
        const qint64 now = nowNs();
        queue({now, m_from->readAll(), false});
        m_hooks.taken(now);
    }

    // `from` is closed: `to` is closed too, once what came before has gone
    // through.
    void end()
    {
        take();
        if (m_ending)
            return;
        m_ending = true;
        queue({nowNs(), {}, true});
    }

private:
    struct Chunk
    {
        qint64 readNs;
        QByteArray bytes;
        bool last;
    };

    void queue(Chunk chunk)
    {
        m_queue.push_back(std::move(chunk));
        if (m_queue.size() == 1)
            arm();
    }

    void arm()
    {
        const qint64 due = m_queue.front().readNs + m_delayNs;
        itimerspec when {};
        when.it_value.tv_sec = due / NsPerSecond;
        when.it_value.tv_nsec = due % NsPerSecond;
        timerfd_settime(m_timer, TFD_TIMER_ABSTIME, &when, nullptr);
    }

    void release()
    {
        quint64 expirations = 0;
        [[maybe_unused]] const ssize_t drained = ::read(m_timer, &expirations, sizeof expirations);
        const qint64 now = nowNs();
        while (!m_queue.empty() && m_queue.front().readNs + m_delayNs <= now) {
            Chunk chunk = std::move(m_queue.front());
            m_queue.pop_front();
            if (chunk.last) {
                m_to->disconnectFromHost();
                return m_hooks.ended();
            }
            m_held->add(now - chunk.readNs);
            if (!m_to->isOpen())
                continue; // the peer has gone, which only a failed run does
            m_to->write(chunk.bytes);
            m_hooks.released(now);
        }
        if (!m_queue.empty())
            arm();
    }

    QTcpSocket *m_from;
    QTcpSocket *m_to;
    qint64 m_delayNs;
    DelayingLink::Sum *m_held;
    Hooks m_hooks;
    int m_timer;
    std::deque<Chunk> m_queue;
    bool m_ending = false;
};

// A client's connection and the link's own one to the target, joined by a
// pipe each way; gone once both ways have closed. The client's turnaround
// is counted from the last chunk of an answer written to it to the first of
// its next request.
class LinkConnection final : public QObject
{
public:
    LinkConnection(QTcpSocket *client, quint16 targetPort, std::chrono::nanoseconds delay,
                   DelayingLink::Tally *tally, QObject *parent)
        : QObject(parent)
    {
        client->setParent(this);
        auto *target = new QTcpSocket(this);
        const auto ended = [this] {
            if (++m_ended == 2)
                deleteLater();
        };
        const auto asked = [this, tally](qint64 now) {
            if (m_answeredNs > 0)
                tally->turnaround.add(now - std::exchange(m_answeredNs, 0));
        };
        const auto answered = [this](qint64 now) { m_answeredNs = now; };
        auto *up = new DelayedPipe(client, target, delay, &tally->held,
                                   {asked, [](qint64) {}, ended}, this);
        auto *down = new DelayedPipe(target, client, delay, &tally->held,
                                     {[](qint64) {}, answered, ended}, this);
        connect(client, &QIODevice::readyRead, up, &DelayedPipe::take);
        connect(client, &QAbstractSocket::disconnected, up, &DelayedPipe::end);
        connect(target, &QIODevice::readyRead, down, &DelayedPipe::take);
        connect(target, &QAbstractSocket::disconnected, down, &DelayedPipe::end);
        // Held chunks are written whole when due; Nagle's algorithm would
        // hold a chunk's tail again for the peer's delayed acknowledgement.
        client->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(target, &QAbstractSocket::connected, this,
                [target] { target->setSocketOption(QAbstractSocket::LowDelayOption, 1); });
        connect(target, &QAbstractSocket::errorOccurred, this,
                [this, client, target](QAbstractSocket::SocketError error) {
                    if (error == QAbstractSocket::RemoteHostClosedError)
                        return; // disconnected() follows and closes the other way in turn
                    client->abort();
                    target->abort();
                    deleteLater();
                });
        target->connectToHost(QHostAddress::LocalHost, targetPort);
    }

private:
    int m_ended = 0;
    // When the link last wrote to the client, until its next request.
    qint64 m_answeredNs = 0;
};

// What `sum` holds, emptied.
std::tuple<qint64, double, double> takeSum(DelayingLink::Sum &sum)
{
    const qint64 count = sum.count.exchange(0);
    const qint64 totalNs = sum.totalNs.exchange(0);
    const double maxMs = double(sum.maxNs.exchange(0)) / 1e6;
    return {count, count > 0 ? double(totalNs) / double(count) / 1e6 : 0.0, maxMs};
}

} // namespace

DelayingLink::DelayingLink(quint16 targetPort, std::chrono::nanoseconds oneWay)
    : m_targetPort(targetPort)
    , m_oneWay(oneWay)
{
    m_thread.setObjectName(QStringLiteral("delaying link"));
}

// The server and its connections are deleted on the link's thread as it ends.
DelayingLink::~DelayingLink()
{
    m_thread.quit();
    m_thread.wait();
}

quint16 DelayingLink::start()
{
    auto *home = new QObject;
    home->moveToThread(&m_thread);
    QObject::connect(&m_thread, &QThread::finished, home, &QObject::deleteLater);
    m_thread.start();
    quint16 port = 0;
    QMetaObject::invokeMethod(
        home,
        [this, home, &port] {
            auto *server = new QTcpServer(home);
            QObject::connect(server, &QTcpServer::newConnection, server, [this, server] {
                while (QTcpSocket *client = server->nextPendingConnection())
                    new LinkConnection(client, m_targetPort, m_oneWay, &m_tally, server);
            });
            if (server->listen(QHostAddress::LocalHost))
                port = server->serverPort();
        },
        Qt::BlockingQueuedConnection);
    return port;
}

// Only the link's thread adds.
void DelayingLink::Sum::add(qint64 ns)
{
    ++count;
    totalNs += ns;
    if (ns > maxNs)
        maxNs = ns;
}

DelayingLink::Measured DelayingLink::take()
{
    Measured measured;
    std::tie(measured.chunks, measured.meanHeldMs, measured.maxHeldMs) = takeSum(m_tally.held);
    std::tie(measured.turnarounds, measured.meanTurnaroundMs, measured.maxTurnaroundMs)
        = takeSum(m_tally.turnaround);
    return measured;
}

} // namespace Toolshelf::Bench
