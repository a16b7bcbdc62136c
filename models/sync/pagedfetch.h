#pragma once

#include "core/error.h"
#include "core/serialqueue.h"
#include "dialects/a2t/signatureparser.h"

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
// page of tool signatures.
class PagedFetch final : public QObject
{
    Q_OBJECT

public:
    // `budget` is the sync's, shared by its fetches; it must outlive the fetch.
    PagedFetch(QUrl listUrl, ProviderAuthenticator *authenticator, NetworkService *network,
               SyncBudget *budget, QObject *parent = nullptr);
    // Waits for the page being parsed, if any.
    ~PagedFetch() override;

    // What else is done with each page where it is parsed, off the caller's
    // thread: the dialect's lint, which may take as long as the parse. Set
    // before start(); it must be safe to run on any thread.
    using PageCheck = std::function<void(ParsedDocument &)>;
    void setPageCheck(PageCheck check) { m_pageCheck = std::move(check); }

    void start();
    // Effective at once: the request in flight is aborted, finished() follows.
    void cancel();
    // While held, the next page is not asked for; resume() asks for it if it
    // is due. A receiver holds the fetch while its pages pile up unstored.
    void hold();
    void resume();
    int pagesRead() const { return m_pages; }
    // The HTTP status of the answer that failed the fetch (404 for a list
    // that is gone); 0 when it failed otherwise or has not failed.
    int failedStatus() const { return m_failedStatus; }

Q_SIGNALS:
    // One parsed page; `bytes` is the size of its body.
    void page(const Toolshelf::ParsedDocument &document, qint64 bytes);
    // Once. `error` is translated and names the page and the cause.
    // Nothing on success; a budget or the deadline spent is Limit, a page
    // that is none (or a cursor loop) Malformed, a refused page its cause's.
    void finished(const std::optional<Toolshelf::Error> &error);

private:
    void requestPage();
    void pageAnswered(const NetworkResult &result, qint64 allowance);
    void outlineRead(const ParsedDocument &outline);
    void signaturesRead(const ParsedDocument &document, qint64 bytes);
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
    PageCheck m_pageCheck;
    // Pages are parsed there, one at a time and in order: a page of a
    // hundred signatures is a couple of milliseconds the window's thread
    // would otherwise not be answering. Last, so it is gone (its running
    // parse finished) before the rest of the fetch.
    SerialQueue m_parsing;
};

} // namespace Toolshelf
