// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/error.h"
#include "core/serialqueue.h"
#include "dialects/a2t/signatureparser.h"
#include "net/networkrequest.h"
#include "sync/toollisting.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QUrl>

#include <functional>
#include <optional>

namespace Toolshelf {

class NetworkService;
class ProviderAuthenticator;
class SignedCall;
class SyncBudget;
struct NetworkResult;

// Reads every page of an A2T list (GET /tools or GET /tools/{id}/versions,
// draft 6.4) by following paging.next, with the guards a hostile or broken
// provider needs: the sync's page and byte budgets and its deadline, a stop
// on any cursor seen before (a loop of any length), a cap on the items of a
// page, and a parse of each page that refuses what is not an {items, paging}
// page of tool signatures. Each page reaches its receiver in the tool model
// (a DialectPage), read and linted off the caller's thread. The next page is
// asked for as soon as the scan of a page has found its cursor, before the
// page is parsed: over a link of tens of milliseconds the time between an
// answer and the next request is what bounds the rate.
class PagedFetch final : public ToolListing
{
    Q_OBJECT

public:
    // `budget` is the sync's, shared by its fetches; it must outlive the fetch.
    // `provider` is the name the tools are keyed by.
    PagedFetch(QString provider, QUrl listUrl, ProviderAuthenticator *authenticator,
               NetworkService *network, SyncBudget *budget, QObject *parent = nullptr);
    // Waits for the page being parsed, if any.
    ~PagedFetch() override;

    // What else is done with each page where it is parsed, off the caller's
    // thread: the dialect's lint, which may take as long as the parse. Set
    // before start(); it must be safe to run on any thread.
    using PageCheck = std::function<void(ParsedDocument &)>;
    void setPageCheck(PageCheck check) { m_pageCheck = std::move(check); }

    void start() override;
    void cancel() override;
    void hold() override;
    void resume() override;
    int pagesRead() const override { return m_pages; }
    int failedStatus() const override { return m_failedStatus; }

private:
    void requestPage();
    NetworkRequest pageRequest(const QString &cursor) const;
    void send(const NetworkRequest &request);
    // The request in flight ended; `answer` is what its answer does.
    void callEnded(std::function<void()> answer);
    void pageAnswered(const NetworkResult &result, qint64 allowance);
    // The cursor of the page being parsed, from the scan before its parse.
    void cursorSeen(const QString &next);
    void dropAhead();
    void outlineRead(const ParsedDocument &outline);
    void toolsRead(const DialectPage &page, qint64 bytes);
    // `cause`, with the page and list it happened at.
    Error pageError(int page, const Error &cause) const;
    void finish(const std::optional<Error> &error);

    // What outlineRead() decided about a page whose signatures are still
    // being read.
    struct PendingPage
    {
        std::optional<Error> stop; // why the fetch ends after this page; nothing to go on
        bool last = false;
    };

    QString m_provider;
    QUrl m_listUrl;
    ProviderAuthenticator *m_authenticator;
    NetworkService *m_network;
    SyncBudget *m_budget;
    QPointer<SignedCall> m_call;
    QString m_cursor;
    // SHA-256 of every cursor followed: a provider choosing its cursors may
    // make each one long, and only whether it repeats matters.
    QSet<QByteArray> m_seenCursors;
    int m_pages = 0;
    int m_failedStatus = 0;
    bool m_done = false;
    bool m_held = false;
    // The next page was due while the fetch was held.
    bool m_requestDue = false;
    QList<PendingPage> m_pending;
    // The request for the next page, asked for by cursorSeen() while the page
    // whose cursor it follows is still being parsed. That page's outline has
    // the last word: it confirms the cursor (then this is the page's next
    // request), or refuses the page, or reads another cursor (then this
    // request is dropped, unread). An answer that comes early waits here
    // until that page has been delivered: a page is never lost to a failure
    // of the one after it, and its parse comes first.
    struct Ahead
    {
        QString cursor;
        bool confirmed = false;
        std::function<void()> answer;
    };
    std::optional<Ahead> m_ahead;
    PageCheck m_pageCheck;
    // Pages are parsed there, one at a time and in order: a page of a
    // hundred signatures is a couple of milliseconds the window's thread
    // would otherwise not be answering. Last, so it is gone (its running
    // parse finished) before the rest of the fetch.
    SerialQueue m_parsing;
};

} // namespace Toolshelf
