// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QtGlobal>

namespace Toolshelf {

// Tells a current answer from a stale one where a question may be asked again
// before the answer to the last one arrives (from the catalog's thread, a
// search, a fetch): ask() hands out a ticket, and an answer is used only while
// its ticket is the latest. The one way of doing this, instead of a counter
// in each class.
class StaleAnswers
{
public:
    using Ticket = quint64;

    // A new question: every ticket handed out before is stale from now on.
    Ticket ask() { return ++m_latest; }
    // Nothing asked so far is wanted any more (the subject changed).
    void dropAll() { ++m_latest; }
    // The ticket of the question as it stands, for work that answers it.
    Ticket latest() const { return m_latest; }
    bool isCurrent(Ticket ticket) const { return ticket == m_latest; }

private:
    Ticket m_latest = 0;
};

} // namespace Toolshelf
