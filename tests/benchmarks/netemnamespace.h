// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A real link with a round-trip time, where the kernel has tc netem: a
// network namespace of the benchmark's own whose loopback delays every
// packet, made with ip and tc (so only as root) and removed again. The
// reference provider listens on 127.0.0.1 only, so the provider and both
// clients run inside it rather than on either end of a veth pair.

#include <QString>
#include <QStringList>

#include <chrono>

namespace Toolshelf::Bench {

class NetemNamespace final
{
public:
    NetemNamespace();
    // Removes the namespace, if it was made.
    ~NetemNamespace();
    NetemNamespace(const NetemNamespace &) = delete;
    NetemNamespace &operator=(const NetemNamespace &) = delete;

    // Makes the namespace with its loopback up, an Ethernet MTU (on a
    // 64 KiB one a page would be a couple of packets) and a netem delay of
    // `oneWay`: a packet passes the loopback once each way. False, with the
    // failing command and its message in `why` and nothing left behind, where
    // this machine cannot: not root, no ip or tc, no netem in the kernel.
    bool create(std::chrono::microseconds oneWay, QString *why);
    QString name() const { return m_name; }
    // The arguments for ip that run `program` with `arguments` inside it.
    QStringList exec(const QString &program, const QStringList &arguments) const;

private:
    void remove();

    QString m_name;
    bool m_created = false;
};

} // namespace Toolshelf::Bench
