// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "providers/profile.h"

#include <QLocalServer>
#include <QLockFile>
#include <QObject>
#include <QStringList>

#include <chrono>
#include <memory>

namespace Toolshelf {

// One window per profile. The first Toolshelf to open a profile listens on
// a local socket named after it; a later start on the same profile hands
// its files to that window (which opens them and comes to the front) and
// ends, instead of opening a second window that would take the first one's
// autosaves for a crash's. The socket lives in the user's runtime directory
// (XDG_RUNTIME_DIR, private to the user), and only the user may connect.
class ProfileInstance : public QObject
{
    Q_OBJECT

public:
    enum class Claim {
        // This process is the profile's window: it listens for later starts.
        First,
        // A window already had the profile and took the files.
        HandedOver,
        // A window has the profile but did not answer (it hangs): say so
        // rather than open a second window on it.
        Unanswered,
    };

    explicit ProfileInstance(const Profile &profile, QObject *parent = nullptr);
    ~ProfileInstance() override;

    // Hands `files` (made absolute against this process's folder) to the
    // profile's window, or becomes it. When listening fails (no runtime
    // directory, say), this process is still the first, only not findable:
    // `warning` says why.
    Claim claim(const QStringList &files, QString *warning = nullptr);

    QString socketName() const { return m_name; }

    // The longest hand-over accepted: the paths of a few thousand files.
    static constexpr qint64 MaxMessageBytes = 1 << 20;
    static constexpr std::chrono::milliseconds AnswerTimeout {5000};

Q_SIGNALS:
    // A later start on the profile asked for these files (absolute paths;
    // none: it only asked for the window).
    void activated(const QStringList &files);

private:
    bool handOver(const QStringList &files, bool *unanswered) const;
    void answer();

    QString m_name;
    QLockFile m_lock;
    QLocalServer m_server;
};

} // namespace Toolshelf
