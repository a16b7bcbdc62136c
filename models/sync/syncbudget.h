// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/error.h"
#include "net/networkrequest.h"
#include "sync/synclimits.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QString>

#include <optional>

namespace Toolshelf {

struct NetworkResult;

// What is left of one sync's SyncLimits as its pages arrive: the pages and
// bytes spent, and the deadline. Every fetch of the sync (the listing and each
// pinned tool's history) spends from the same budget.
class SyncBudget final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SyncBudget)

public:
    explicit SyncBudget(SyncLimits limits = {});

    const SyncLimits &limits() const { return m_limits; }
    // Starts the clock; until then the deadline is forever away.
    void start();
    QDeadlineTimer deadline() const { return m_deadline; }
    bool expired() const { return m_deadline.hasExpired(); }

    // The largest body the next page may have: what is left of the byte
    // budget, at most `cap` (the per-request limit).
    qint64 bodyAllowance(qint64 cap) const;
    // Bounds a page's request by what is left: its body by the byte budget
    // (a provider cannot overshoot it by one huge page), its wait by the
    // deadline. The Limit it meets when nothing is left.
    std::optional<Error> bound(NetworkRequest &request) const;
    // What failed a page asked for with `allowance` bytes (bound()'s): the
    // byte budget when it was its cap that cut the body, else the network's
    // account.
    Error failure(const NetworkResult &result, qint64 allowance) const;
    // Counts one page received; the reason, when the page budget is now used up.
    std::optional<QString> spend(qint64 bytes);
    qint64 pagesSpent() const { return m_pages; }
    qint64 bytesSpent() const { return m_bytes; }

    // Translated reasons, each naming the budget and how to raise it.
    QString deadlineMessage() const;
    QString bytesMessage() const;
    QString pagesMessage() const;
    // Static: a page's items are counted on its parser's thread.
    static QString itemsMessage(const SyncLimits &limits, qsizetype items);

private:
    SyncLimits m_limits;
    QDeadlineTimer m_deadline {QDeadlineTimer::Forever};
    qint64 m_pages = 0;
    qint64 m_bytes = 0;
};

} // namespace Toolshelf
