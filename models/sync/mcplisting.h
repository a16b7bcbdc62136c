// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "client/mcpsession.h"
#include "core/serialqueue.h"
#include "sync/toollisting.h"

#include <QCoreApplication>
#include <QSet>

namespace Toolshelf {

class SyncBudget;

// Every tool of an MCP server, however it is reached: a session is opened,
// `tools/list` is asked page by page with the cursor each page gives, and
// the session is closed. A cursor that comes back means the server goes
// round; it fails the listing (the sync's budgets bound it otherwise).
// Pages are read off the GUI thread, as the other listings read theirs,
// while the next page is fetched.
class McpListing final : public ToolListing
{
    Q_OBJECT

public:
    // Takes `session` over. `where` names the server in messages (its URL or command).
    McpListing(QString provider, McpSession *session, QString where, SyncBudget *budget,
               QObject *parent = nullptr);

    void start() override;
    void cancel() override;
    void hold() override;
    void resume() override;
    int pagesRead() const override { return m_pages; }
    int failedStatus() const override { return m_session->failedStatus(); }
    QStringList notes() const override { return m_notes; }

private:
    void askPage();
    void answered(const McpAnswer &answer);
    // The cursor of answer `number`, or why the answer is none.
    void cursorRead(const QString &next, const QString &error, int number);
    void pageRead(const DialectPage &read, qint64 bytes);
    Error pageError(const Error &cause) const;
    void finish(const std::optional<Error> &error);

    QString m_provider;
    McpSession *m_session;
    QString m_where;
    SyncBudget *m_budget;
    SerialQueue m_parsing;
    QString m_cursor;
    QSet<QString> m_seenCursors;
    QStringList m_notes;
    // Pages read (and handed on), and pages answered: the next page is asked
    // for as soon as an answer gives its cursor, before the answer is read.
    int m_pages = 0;
    int m_answers = 0;
    bool m_lastAnswered = false;
    bool m_held = false;
    bool m_pageDue = false;
    bool m_done = false;
};

} // namespace Toolshelf
