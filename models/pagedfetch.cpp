#include "pagedfetch.h"

#include "networkresult.h"
#include "signedcall.h"
#include "textsafety.h"

#include <QUrlQuery>

namespace Toolshelf {

PagedFetch::PagedFetch(QUrl listUrl, ProviderAuthenticator *authenticator, NetworkService *network,
                       Limits limits, QObject *parent)
    : QObject(parent)
    , m_listUrl(std::move(listUrl))
    , m_authenticator(authenticator)
    , m_network(network)
    , m_limits(limits)
    , m_parser(new QObject)
{
    m_parseThread.setObjectName(QStringLiteral("page parser"));
    m_parser->moveToThread(&m_parseThread);
    connect(&m_parseThread, &QThread::finished, m_parser, &QObject::deleteLater);
    m_parseThread.start();
}

PagedFetch::~PagedFetch()
{
    // The parse in progress posts to this object, which stays whole until the
    // thread is done; QObject then drops what it posted.
    m_parseThread.quit();
    m_parseThread.wait();
}

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
    query.addQueryItem(QStringLiteral("pageLimit"), QString::number(m_limits.pageLimit));
    if (!m_cursor.isEmpty())
        query.addQueryItem(QStringLiteral("pageCursor"),
                           QString::fromLatin1(QUrl::toPercentEncoding(m_cursor)));
    url.setQuery(query);
    NetworkRequest request = NetworkRequest::get(url);
    request.addHeader("Accept", "application/json");
    m_call = new SignedCall(request, m_authenticator, m_network, this);
    connect(m_call, &SignedCall::answered, this, &PagedFetch::pageAnswered);
    connect(m_call, &SignedCall::authenticationFailed, this,
            [this](const QString &message) { finish(false, message); });
    m_call->start();
}

void PagedFetch::pageAnswered(const NetworkResult &result)
{
    m_call->deleteLater();
    m_call = nullptr;
    if (m_done)
        return;
    const int pageNumber = m_pages + 1;
    if (!result.ok())
        return finish(false,
                      tr("page %1 of %2: %3")
                          .arg(pageNumber)
                          .arg(m_listUrl.toDisplayString(), result.errorString));

    // Parsed on the parser's thread in two steps, each answered here: the
    // outline (is it a page, and its cursor), so the next page is asked for
    // at once, then the signatures.
    QMetaObject::invokeMethod(m_parser, [this, body = result.body] {
        DocumentOutline outline = SignatureParser::parseOutline(body);
        QMetaObject::invokeMethod(this, [this, head = outline.document] { outlineRead(head); });
        if (!outline.document.isReadable() || outline.document.shape != DocumentShape::Page)
            return;
        QMetaObject::invokeMethod(this,
                                  [this,
                                   document = SignatureParser::readSignatures(std::move(outline)),
                                   bytes = body.size()] { signaturesRead(document, bytes); });
    });
}

void PagedFetch::outlineRead(const ParsedDocument &outline)
{
    if (m_done)
        return;
    const int pageNumber = m_pages + 1;
    if (!outline.isReadable())
        return finish(false,
                      tr("page %1 of %2: %3")
                          .arg(pageNumber)
                          .arg(m_listUrl.toDisplayString(), outline.fatal->message));
    if (outline.shape != DocumentShape::Page)
        return finish(false,
                      tr("page %1 of %2 is not an {items, paging} page")
                          .arg(pageNumber)
                          .arg(m_listUrl.toDisplayString()));
    ++m_pages;

    const QString next = outline.paging ? outline.paging->next : QString();
    PendingPage pending;
    pending.last = next.isEmpty();
    if (!next.isEmpty() && m_seenCursors.contains(next)) {
        pending.stop
            = tr("%1 returned cursor \"%2\" a second time on page %3; stopped to avoid a loop")
                  .arg(m_listUrl.toDisplayString(), TextSafety::escapeUnsafe(next).left(60),
                       QString::number(pageNumber));
    } else if (!next.isEmpty() && m_pages >= m_limits.maxPages) {
        pending.stop = tr("%1 has more than %2 pages; stopped")
                           .arg(m_listUrl.toDisplayString(), QString::number(m_limits.maxPages));
    } else if (!next.isEmpty()) {
        m_seenCursors.insert(next);
        m_cursor = next;
        requestPage();
    }
    m_pending.append(pending);
}

void PagedFetch::signaturesRead(const ParsedDocument &document, qint64 bytes)
{
    if (m_done || m_pending.isEmpty())
        return;
    const PendingPage pending = m_pending.takeFirst();
    Q_EMIT page(document, bytes);
    if (m_done)
        return; // cancelled from a page() slot
    if (!pending.stop.isEmpty())
        return finish(false, pending.stop);
    if (pending.last)
        finish(true, {});
}

void PagedFetch::cancel()
{
    finish(false, tr("cancelled"));
}

void PagedFetch::finish(bool ok, const QString &error)
{
    if (m_done)
        return;
    m_done = true;
    if (m_call)
        m_call->cancel();
    Q_EMIT finished(ok, error);
}

} // namespace Toolshelf
