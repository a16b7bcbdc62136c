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
    QUrl url = m_listUrl;
    QUrlQuery query(url);
    query.addQueryItem(QStringLiteral("pageLimit"), QString::number(m_budget->limits().pageLimit));
    if (!m_cursor.isEmpty())
        query.addQueryItem(QStringLiteral("pageCursor"),
                           QString::fromLatin1(QUrl::toPercentEncoding(m_cursor)));
    url.setQuery(query);
    NetworkRequest request = NetworkRequest::get(url);
    request.addHeader("Accept", "application/json");
    if (const std::optional<Error> spent = m_budget->bound(request))
        return finish(*spent);
    const qint64 allowance = request.maxBodyBytes;
    m_call = new SignedCall(request, m_authenticator, m_network, this);
    connect(m_call, &SignedCall::answered, this,
            [this, allowance](const NetworkResult &result) { pageAnswered(result, allowance); });
    connect(m_call, &SignedCall::failed, this, [this](const Error &error) { finish(error); });
    m_call->start();
}

Error PagedFetch::pageError(int page, const Error &cause) const
{
    return Error(cause.code(),
                 tr("page %1 of %2").arg(QString::number(page), m_listUrl.toDisplayString()),
                 cause);
}

void PagedFetch::pageAnswered(const NetworkResult &result, qint64 allowance)
{
    m_call->deleteLater();
    m_call = nullptr;
    if (m_done)
        return;
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

    // Parsed off this thread in two steps, each answered here: the outline
    // (is it a page of tools, and its cursor), so the next page is asked for
    // at once, then the signatures, checked there too.
    m_parsing.post([this, body = result.body, limits = m_budget->limits(), check = m_pageCheck,
                    provider = m_provider]() mutable {
        DocumentOutline outline = SignatureParser::parseOutline(body);
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
        requestPage();
    }
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
        finish(std::nullopt);
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
