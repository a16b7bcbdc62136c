// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

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
    const int number = ++m_answers;
    // Off the GUI thread: the message is parsed and its cursor handed back
    // first, so the next page is on its way while this one's tools are read,
    // linted and hashed.
    m_parsing.post([this, answer, provider = m_provider, bytes, number] {
        QString error;
        const std::optional<QJsonObject> response = McpMessages::response(answer, &error);
        const QString next = response ? response->value(QStringLiteral("result"))
                                            .toObject()
                                            .value(QStringLiteral("nextCursor"))
                                            .toString()
                                      : QString();
        QMetaObject::invokeMethod(this,
                                  [this, next, error, number] { cursorRead(next, error, number); });
        if (!response)
            return;
        const DialectPage read = McpDialect::page(provider, *response);
        QMetaObject::invokeMethod(this, [this, read, bytes] { pageRead(read, bytes); });
    });
}

void McpListing::cursorRead(const QString &next, const QString &error, int number)
{
    if (m_done)
        return;
    const auto failed = [this, number](const QString &why) {
        finish(Error(Error::Code::Malformed,
                     tr("tools/list page %1 of %2").arg(QString::number(number), m_where),
                     Error(Error::Code::Malformed, why)));
    };
    if (!error.isEmpty())
        return failed(error);
    if (next.isEmpty()) {
        m_lastAnswered = true;
        return;
    }
    if (m_seenCursors.contains(next))
        return failed(tr("the server gave the cursor \"%1\" a second time: its list goes round")
                          .arg(TextSafety::shortened(next, 80)));
    m_seenCursors.insert(next);
    m_cursor = next;
    askPage();
}

void McpListing::pageRead(const DialectPage &read, qint64 bytes)
{
    if (m_done)
        return;
    if (read.fatal)
        return finish(
            Error(Error::Code::Malformed,
                  tr("tools/list page %1 of %2").arg(QString::number(m_pages + 1), m_where),
                  Error(Error::Code::Malformed, read.fatal->message)));
    ++m_pages;
    Q_EMIT page(read, bytes);
    if (m_done)
        return;
    // Every page answered has been read: the list is whole.
    if (m_lastAnswered && m_pages == m_answers)
        m_session->close();
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
