// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What the benchmark programs share: the reference provider started as its
// own process, curl's list of requests, peak memory and percentiles.

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <algorithm>

namespace Toolshelf::Bench {

// A "Name:   N kB" line of /proc/self/status, in KiB; 0 where there is none.
inline qint64 statusKiB(const QByteArray &name)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(QByteArray(name + ':')))
            return line.mid(name.size() + 1).trimmed().split(' ').value(0).toLongLong();
    }
    return 0;
}

// VmHWM, not getrusage(): Linux keeps ru_maxrss across fork and exec, so a
// child would report its parent's peak. It counts the pages of mapped files
// the process touched as well as its own.
inline qint64 peakMemoryKiB()
{
    return statusKiB("VmHWM");
}

// The value below which `fraction` of `values` lie (nearest rank); 0 for none.
inline double percentile(QList<double> values, double fraction)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto at = qsizetype(fraction * double(values.size() - 1) + 0.5);
    return values.at(std::min(at, values.size() - 1));
}

// Starts `binary` (toolshelf-provider) with `arguments` and reads the URL it
// serves at from the first line it prints; an invalid URL when it did not
// start (its stderr says why).
inline QUrl startProvider(QProcess &provider, const QString &binary, const QStringList &arguments)
{
    provider.start(binary, arguments);
    if (!provider.waitForReadyRead(30000))
        return {};
    const QByteArray line = provider.readLine().trimmed();
    return QUrl(QString::fromUtf8(line.mid(line.lastIndexOf(' ') + 1)));
}

// A curl config (-K) fetching `urls` in order, bodies thrown away.
// Each of `urls` answered into the file of the same index in `outputs`, or
// into /dev/null past its end.
inline bool writeCurlConfig(const QString &fileName, const QList<QUrl> &urls,
                            const QStringList &outputs = {})
{
    QFile config(fileName);
    if (!config.open(QIODevice::WriteOnly))
        return false;
    for (qsizetype i = 0; i < urls.size(); ++i) {
        const QByteArray output
            = i < outputs.size() ? QFile::encodeName(outputs.at(i)) : QByteArray("/dev/null");
        config.write("url = \"" + urls.at(i).toEncoded() + "\"\noutput = \"" + output + "\"\n");
    }
    return config.flush();
}

} // namespace Toolshelf::Bench
