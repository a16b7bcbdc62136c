// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sync/synclimits.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <chrono>
#include <optional>

namespace Toolshelf {

class Profile;

// The sync budgets a profile sets in its settings file (Profile::settingsFile(),
// group [sync]: deadlineSeconds, maxBytes, maxPages, maxTools), and the forms the command
// line takes them in ("90s", "10m", "1h"; "512M", "4G").
class SyncSettings
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SyncSettings)

public:
    // The defaults, with what the file sets instead; a value that is not
    // usable keeps its default and adds a translated warning.
    static SyncLimits load(const Profile &profile, QStringList *warnings = nullptr);

    // Seconds, or a number with s, m or h; positive and at most 24 days (what
    // a timer can wait).
    static std::optional<std::chrono::seconds> parseDuration(const QString &text);
    // Bytes, or a number with K, M, G or T (powers of 1024); positive.
    static std::optional<qint64> parseSize(const QString &text);
    // A positive count.
    static std::optional<qint64> parseCount(const QString &text);
};

} // namespace Toolshelf
