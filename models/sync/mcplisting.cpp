#include "sync/mcplisting.h"

#include "core/jsonpath.h"
#include "core/textsafety.h"
#include "dialects/mcp/mcpdialect.h"
#include "dialects/mcp/mcpmessages.h"
#include "sync/syncbudget.h"

#include <QJsonObject>

namespace Toolshelf {

McpListing::McpListing(QString provider, McpSession *session, QString where, SyncBudget *budget,
                       QObject *parent)
    : ToolListing(parent)
    , m_provider(std::move(provider))
    , m_session(session)
    , m_where(std::move(where))
    , m_budget(budget)
{
    m_session->setParent(this);
    m_session->setBound([this](NetworkRequest &request) { return m_budget->bound(request); });
    connect(m_session, &McpSession::opened, this, &McpListing::askPage);
    connect(m_session, &McpSession::answered, this, &McpListing::answered);
    connect(m_session, &McpSession::failed, this,
            [this](const Error &error) { finish(pageError(error)); });
    // The list is read whole before the session is closed: the sync goes on.
    connect(m_session, &McpSession::closed, this, [this] { finish(std::nullopt); });
}

void McpListing::start()
{
    m_session->open();
}

void McpListing::cancel()
{
    finish(Error(Error::Code::Cancelled, tr("cancelled")));
}

void McpListing::hold()
{
    m_held = true;
}

void McpListing::resume()
{
    m_held = false;
    if (std::exchange(m_pageDue, false))
        askPage();
}

void McpListing::askPage()
{
    if (m_done)
        return;
    if (m_held) {
        m_pageDue = true;
        return;
    }
    QJsonObject params;
    if (!m_cursor.isEmpty())
        params.insert(QStringLiteral("cursor"), m_cursor);
    m_session->send(McpMessages::request(0, QStringLiteral("tools/list"), params));
}

void McpListing::answered(const McpAnswer &answer)
{
    if (m_done)
        return;
    const qint64 bytes = answer.body.size();
    if (const auto spent = m_budget->spend(bytes))
        return finish(pageError(Error(Error::Code::Limit, *spent)));
    m_parsing.post([this, answer, provider = m_provider, bytes] {
        QString error;
        DialectPage read;
        if (const std::optional<QJsonObject> response = McpMessages::response(answer, &error))
            read = McpDialect::page(provider, *response);
        else
            read.fatal = Diagnostic {Rule::JsonSyntax, JsonPath::root(), error};
        QMetaObject::invokeMethod(this, [this, read, bytes] { pageRead(read, bytes); });
    });
}

void McpListing::pageRead(const DialectPage &read, qint64 bytes)
{
    if (m_done)
        return;
    if (read.fatal)
        return finish(pageError(Error(Error::Code::Malformed, read.fatal->message)));
    ++m_pages;
    Q_EMIT page(read, bytes);
    if (m_done)
        return;
    if (read.nextCursor.isEmpty())
        return m_session->close();
    if (m_seenCursors.contains(read.nextCursor))
        return finish(pageError(
            Error(Error::Code::Malformed,
                  tr("the server gave the cursor \"%1\" a second time: its list goes round")
                      .arg(TextSafety::shortened(read.nextCursor, 80)))));
    m_seenCursors.insert(read.nextCursor);
    m_cursor = read.nextCursor;
    askPage();
}

Error McpListing::pageError(const Error &cause) const
{
    return Error(cause.code(),
                 tr("tools/list page %1 of %2").arg(QString::number(m_pages + 1), m_where), cause);
}

void McpListing::finish(const std::optional<Error> &error)
{
    if (m_done)
        return;
    m_done = true;
    m_session->cancel();
    Q_EMIT finished(error);
}

} // namespace Toolshelf
