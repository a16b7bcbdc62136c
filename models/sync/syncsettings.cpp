// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sync/syncsettings.h"

#include "providers/profile.h"

#include <QRegularExpression>
#include <QSettings>

namespace Toolshelf {

namespace {

// QTimer counts milliseconds in an int.
constexpr qint64 MaxSeconds = std::numeric_limits<int>::max() / 1000;

std::optional<std::pair<qint64, QChar>> numberWithUnit(const QString &text, const QString &units)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d{1,15})\\s*([A-Za-z]?)\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const QString unit = match.captured(2).toLower();
    if (!unit.isEmpty() && !units.contains(unit))
        return std::nullopt;
    const qint64 number = match.captured(1).toLongLong();
    if (number <= 0)
        return std::nullopt;
    return std::pair {number, unit.isEmpty() ? QChar() : unit.at(0)};
}

} // namespace

std::optional<std::chrono::seconds> SyncSettings::parseDuration(const QString &text)
{
    const auto parsed = numberWithUnit(text, QStringLiteral("smh"));
    if (!parsed)
        return std::nullopt;
    const qint64 factor = parsed->second == u'h' ? 3600 : parsed->second == u'm' ? 60 : 1;
    if (parsed->first > MaxSeconds / factor)
        return std::nullopt;
    return std::chrono::seconds(parsed->first * factor);
}

std::optional<qint64> SyncSettings::parseSize(const QString &text)
{
    const auto parsed = numberWithUnit(text, QStringLiteral("kmgt"));
    if (!parsed)
        return std::nullopt;
    const QString units = QStringLiteral("kmgt");
    const int power = parsed->second.isNull() ? 0 : int(units.indexOf(parsed->second)) + 1;
    qint64 size = parsed->first;
    for (int i = 0; i < power; ++i) {
        if (size > std::numeric_limits<qint64>::max() / 1024)
            return std::nullopt;
        size *= 1024;
    }
    return size;
}

std::optional<qint64> SyncSettings::parseCount(const QString &text)
{
    const auto parsed = numberWithUnit(text, {});
    return parsed ? std::optional<qint64>(parsed->first) : std::nullopt;
}

SyncLimits SyncSettings::load(const Profile &profile, QStringList *warnings)
{
    SyncLimits limits;
    QSettings settings(profile.settingsFile(), QSettings::IniFormat);
    settings.beginGroup(QStringLiteral("sync"));
    const auto read = [&](const QString &key, auto parse, auto apply) {
        if (!settings.contains(key))
            return;
        const QString text = settings.value(key).toString();
        if (const auto value = parse(text))
            return apply(*value);
        if (warnings)
            warnings->append(tr("%1: sync/%2 = \"%3\" is not usable; the default applies")
                                 .arg(profile.settingsFile(), key, text.left(40)));
    };
    read(QStringLiteral("deadlineSeconds"), parseDuration,
         [&](std::chrono::seconds value) { limits.deadline = value; });
    read(QStringLiteral("maxBytes"), parseSize, [&](qint64 value) { limits.maxBytes = value; });
    read(QStringLiteral("maxPages"), parseCount, [&](qint64 value) { limits.maxPages = value; });
    read(QStringLiteral("maxTools"), parseCount, [&](qint64 value) { limits.maxTools = value; });
    return limits;
}

} // namespace Toolshelf
