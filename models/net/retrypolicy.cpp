// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "net/retrypolicy.h"

#include <QLocale>
#include <QRandomGenerator>
#include <QStringList>
#include <QTimeZone>

#include <algorithm>

namespace Toolshelf {

namespace {

// Delta-seconds beyond this are "effectively forever"; capping keeps the
// millisecond arithmetic clear of overflow.
constexpr qint64 MaxRetryAfterSeconds = qint64(1) << 32;

std::optional<QDateTime> parseHttpDate(const QByteArray &value)
{
    const QLocale c = QLocale::c();
    // The weekday is dropped rather than checked: a server that gets it wrong
    // still means the date it wrote. Date and time are read apart so that no
    // local-time rule (a daylight-saving gap) can touch what is UTC.
    const QStringList parts = QString::fromLatin1(value).simplified().split(u' ');
    const auto gmt = QLatin1String("GMT");
    QDate date;
    QString time;
    if (parts.size() == 6 && parts.at(0).endsWith(u',') && parts.at(5) == gmt) {
        // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
        date = c.toDate(QStringList(parts.mid(1, 3)).join(u' '), QStringLiteral("dd MMM yyyy"));
        time = parts.at(4);
    } else if (parts.size() == 4 && parts.at(0).endsWith(u',') && parts.at(3) == gmt) {
        // RFC 850: Sunday, 06-Nov-94 08:49:37 GMT
        date = c.toDate(parts.at(1), QStringLiteral("dd-MMM-yy"));
        if (date.isValid() && date.year() < 1970)
            date = date.addYears(100);
        time = parts.at(2);
    } else if (parts.size() == 5) {
        // asctime: Sun Nov  6 08:49:37 1994
        date = c.toDate(parts.at(1) + u' ' + parts.at(2) + u' ' + parts.at(4),
                        QStringLiteral("MMM d yyyy"));
        time = parts.at(3);
    }
    const QTime clock = QTime::fromString(time, QStringLiteral("HH:mm:ss"));
    if (!date.isValid() || !clock.isValid())
        return std::nullopt;
    return QDateTime(date, clock, QTimeZone::utc());
}

} // namespace

std::chrono::milliseconds RetryPolicy::backoff(int retry, QRandomGenerator &random) const
{
    using std::chrono::milliseconds;
    const qint64 cap = std::max<qint64>(0, maxDelay.count());
    qint64 delay = std::max<qint64>(0, baseDelay.count());
    // Doubling stops at the cap, so no shift can overflow.
    for (int i = 1; i < retry && delay < cap; ++i)
        delay *= 2;
    delay = std::min(delay, cap);
    const double fraction = std::clamp(jitter, 0.0, 1.0) * random.generateDouble();
    return milliseconds(delay - qint64(double(delay) * fraction));
}

std::optional<std::chrono::milliseconds> RetryPolicy::parseRetryAfter(const QByteArray &value,
                                                                      const QDateTime &now)
{
    using std::chrono::milliseconds;
    const QByteArray trimmed = value.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    if (std::all_of(trimmed.cbegin(), trimmed.cend(),
                    [](char c) { return c >= '0' && c <= '9'; })) {
        bool ok = false;
        qint64 seconds = trimmed.toLongLong(&ok);
        // Too many digits for qint64 is still a (very long) number of seconds.
        if (!ok || seconds > MaxRetryAfterSeconds)
            seconds = MaxRetryAfterSeconds;
        return milliseconds(seconds * 1000);
    }
    const auto date = parseHttpDate(trimmed);
    if (!date)
        return std::nullopt;
    return milliseconds(std::max<qint64>(0, now.msecsTo(*date)));
}

} // namespace Toolshelf
