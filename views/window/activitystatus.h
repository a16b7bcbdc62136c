// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sync/syncprogress.h"

#include <QHash>
#include <QLabel>

namespace Toolshelf {

class SyncEngine;

// The status bar's account of what Toolshelf is doing with the network: what
// is being fetched right now, and whether the machine is offline, in which
// case everything shown comes from the saved catalog.
class ActivityStatus final : public QLabel
{
    Q_OBJECT

public:
    // `sync` may be null; then only the offline state is shown.
    explicit ActivityStatus(SyncEngine *sync, QWidget *parent = nullptr);

    // Whether the network is reachable. Follows the system's network
    // information where Qt has a backend for it; tests set it directly.
    void setOnline(bool online);
    bool isOnline() const { return m_online; }

private:
    void update();

    QHash<QString, SyncProgress> m_syncing;
    bool m_online = true;
};

} // namespace Toolshelf
