// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sync/pagedfetch.h"

#include "client/signedcall.h"
#include "core/sha256.h"
#include "core/textsafety.h"
#include "dialects/a2t/a2tdialect.h"
#include "net/networkresult.h"
#include "sync/syncbudget.h"

#include <QUrlQuery>

namespace Toolshelf {

namespace {

// A cursor travels back in the URL; a longer one is no cursor but a provider
// trying to make every request as large as it likes.
constexpr qsizetype MaxCursorLength = 16 * 1024;

} // namespace

PagedFetch::PagedFetch(QString provider, QUrl listUrl, ProviderAuthenticator *authenticator,
                       NetworkService *network, SyncBudget *budget, QObject *parent)
    : ToolListing(parent)
    , m_provider(std::move(provider))
    , m_listUrl(std::move(listUrl))
    , m_authenticator(authenticator)
    , m_network(network)
    , m_budget(budget)
{ }

// The parse in progress posts to this object, whose QObject part outlives
// m_parsing (which waits for it); QObject then drops what it posted.
PagedFetch::~PagedFetch() = default;

void PagedFetch::start()
{
    requestPage();
}

void PagedFetch::hold()
{
    m_held = true;
}

void PagedFetch::resume()
{
    m_held = false;
    if (!m_requestDue)
        return;
    m_requestDue = false;
    requestPage();
}

void PagedFetch::requestPage()
{
    if (m_done || m_call)
        return;
    if (m_held) {
        m_requestDue = true;
        return;
    }
    NetworkRequest request = pageRequest(m_cursor);
    if (const std::optional<Error> spent = m_budget->bound(request))
        return finish(*spent);
    send(request);
}

NetworkRequest PagedFetch::pageRequest(const QString &cursor) const
{
    QUrl url = m_listUrl;
    QUrlQuery query(url);
    query.addQueryItem(QStringLiteral("pageLimit"), QString::number(m_budget->limits().pageLimit));
    if (!cursor.isEmpty())
        query.addQueryItem(QStringLiteral("pageCursor"),
                           QString::fromLatin1(QUrl::toPercentEncoding(cursor)));
    url.setQuery(query);
    NetworkRequest request = NetworkRequest::get(url);
    request.addHeader("Accept", "application/json");
    return request;
}

// Here, on the fetch's thread: the network service and its
// QNetworkAccessManager are used from the thread they live on only.
void PagedFetch::send(const NetworkRequest &request)
{
    const qint64 allowance = request.maxBodyBytes;
    m_call = new SignedCall(request, m_authenticator, m_network, this);
    connect(m_call, &SignedCall::answered, this, [this, allowance](const NetworkResult &result) {
        callEnded([this, result, allowance] { pageAnswered(result, allowance); });
    });
    connect(m_call, &SignedCall::failed, this,
            [this](const Error &error) { callEnded([this, error] { finish(error); }); });
    m_call->start();
}

void PagedFetch::cursorSeen(const QString &next)
{
    // Only a request outlineRead() would make at once, and only the one:
    // not while held (hold() bounds what is read ahead), not for a cursor it
    // stops at (it says why), not past the budget (it says so, unless the
    // page itself is refused first). What the page turns out to be is known
    // only after the parse; until then the request is on approval.
    if (m_done || m_held || m_call || m_ahead || next.size() > MaxCursorLength
        || m_seenCursors.contains(Sha256::hash(next.toUtf8())))
        return;
    NetworkRequest request = pageRequest(next);
    if (m_budget->bound(request))
        return;
    m_ahead = Ahead {next, false, {}};
    send(request);
}

void PagedFetch::dropAhead()
{
    m_ahead.reset();
    if (!m_call)
        return; // it was answered: the answer went with m_ahead
    m_call->cancel();
    m_call->deleteLater();
    m_call = nullptr;
}

Error PagedFetch::pageError(int page, const Error &cause) const
{
    return Error(cause.code(),
                 tr("page %1 of %2").arg(QString::number(page), m_listUrl.toDisplayString()),
                 cause);
}

void PagedFetch::callEnded(std::function<void()> answer)
{
    m_call->deleteLater();
    m_call = nullptr;
    if (m_done)
        return;
    if (m_ahead) {
        m_ahead->answer = std::move(answer);
        return;
    }
    answer();
}

void PagedFetch::pageAnswered(const NetworkResult &result, qint64 allowance)
{
    const int pageNumber = m_pages + 1;
    if (!result.ok()) {
        if (result.error == NetworkResult::Error::HttpError)
            m_failedStatus = result.statusCode;
        // The network's account alone, as a sync has always said it (the
        // provider's reason, ProviderError::describe(), is not added here).
        return finish(pageError(pageNumber, m_budget->failure(result, allowance)));
    }
    if (const auto spent = m_budget->spend(result.body.size()))
        return finish(pageError(pageNumber, Error(Error::Code::Limit, *spent)));

    // Parsed off this thread in three steps, each answered here: the cursor
    // as soon as the checks found it, so the next page is asked for at once;
    // the outline (is it a page of tools, and is that its cursor); then the
    // signatures, checked there too.
    m_parsing.post([this, body = result.body, limits = m_budget->limits(), check = m_pageCheck,
                    provider = m_provider]() mutable {
        DocumentOutline outline
            = SignatureParser::parseOutline(body, JsonLimits(), [this](const QString &next) {
                  QMetaObject::invokeMethod(this, [this, next] { cursorSeen(next); });
              });
        // The parsed document holds copies of everything: the bytes go now,
        // before reading the signatures takes as much again.
        const qint64 bytes = std::exchange(body, QByteArray()).size();
        ParsedDocument &head = outline.document;
        if (head.isReadable() && head.shape == DocumentShape::Page) {
            // Counted before a single item is read: reading one costs far
            // more memory than the bytes it takes on the wire.
            if (outline.items.size() > limits.maxItemsPerPage)
                head.fatal = Diagnostic {Rule::JsonType, outline.itemsPath,
                                         SyncBudget::itemsMessage(limits, outline.items.size())};
            else if (auto junk = SignatureParser::firstNonSignature(outline))
                head.fatal = junk;
        }
        QMetaObject::invokeMethod(this, [this, head] { outlineRead(head); });
        if (!head.isReadable() || head.shape != DocumentShape::Page)
            return;
        ParsedDocument document = SignatureParser::readSignatures(std::move(outline));
        if (check)
            check(document);
        QMetaObject::invokeMethod(this, [this, page = A2tDialect::page(provider, document), bytes] {
            toolsRead(page, bytes);
        });
    });
}

void PagedFetch::outlineRead(const ParsedDocument &outline)
{
    if (m_done)
        return;
    const int pageNumber = m_pages + 1;
    // A page refused here ends the fetch as it always has; finish() drops
    // the request asked for ahead with the rest.
    if (!outline.isReadable())
        return finish(pageError(pageNumber, Error(Error::Code::Malformed, outline.fatal->message)));
    if (outline.shape != DocumentShape::Page)
        return finish(Error(Error::Code::Malformed,
                            tr("page %1 of %2 is not an {items, paging} page")
                                .arg(QString::number(pageNumber), m_listUrl.toDisplayString())));
    ++m_pages;

    const QString next = outline.paging ? outline.paging->next : QString();
    PendingPage pending;
    pending.last = next.isEmpty();
    bool followed = false;
    const QByteArray seen = next.isEmpty() ? QByteArray() : Sha256::hash(next.toUtf8());
    if (next.size() > MaxCursorLength) {
        pending.stop = pageError(
            pageNumber,
            Error(Error::Code::Malformed,
                  tr("its cursor is %1 characters long, more than the %2 a cursor "
                     "may have")
                      .arg(QString::number(next.size()), QString::number(MaxCursorLength))));
    } else if (!next.isEmpty() && m_seenCursors.contains(seen)) {
        pending.stop = Error(
            Error::Code::Malformed,
            tr("%1 returned cursor \"%2\" a second time on page %3; stopped to avoid a loop")
                .arg(m_listUrl.toDisplayString(), TextSafety::escapeUnsafe(next).left(60),
                     QString::number(pageNumber)));
    } else if (!next.isEmpty()) {
        m_seenCursors.insert(seen);
        m_cursor = next;
        followed = true;
    }
    // Asked for ahead with this very cursor, the request is this page's
    // next; any other is no request this page makes, and goes unread.
    if (m_ahead && !(followed && m_ahead->cursor == next))
        dropAhead();
    if (m_ahead)
        m_ahead->confirmed = true;
    else if (followed)
        requestPage();
    m_pending.append(pending);
}

void PagedFetch::toolsRead(const DialectPage &read, qint64 bytes)
{
    if (m_done || m_pending.isEmpty())
        return;
    const PendingPage pending = m_pending.takeFirst();
    Q_EMIT page(read, bytes);
    if (m_done)
        return; // cancelled from a page() slot
    if (pending.stop)
        return finish(pending.stop);
    if (pending.last)
        return finish(std::nullopt);
    // The next page, asked for ahead of this one's outline, is taken up now
    // that this one is delivered (or when its answer comes, if later).
    if (m_ahead && m_ahead->confirmed) {
        const std::function<void()> answer = std::move(m_ahead->answer);
        m_ahead.reset();
        if (answer)
            answer();
    }
}

void PagedFetch::cancel()
{
    finish(Error(Error::Code::Cancelled, tr("cancelled")));
}

void PagedFetch::finish(const std::optional<Error> &error)
{
    if (m_done)
        return;
    m_done = true;
    if (m_call)
        m_call->cancel();
    Q_EMIT finished(error);
}

} // namespace Toolshelf
