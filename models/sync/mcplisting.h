#pragma once

#include "client/mcpsession.h"
#include "core/serialqueue.h"
#include "sync/toollisting.h"

#include <QCoreApplication>
#include <QSet>
#include <QUrl>

namespace Toolshelf {

class NetworkService;
class ProviderAuthenticator;
class SyncBudget;

// Every tool of an MCP server over streamable HTTP: a session is opened,
// `tools/list` is asked page by page with the cursor each page gives, and
// the session is closed. A cursor that comes back means the server goes
// round; it fails the listing (the sync's budgets bound it otherwise).
// Pages are read off the GUI thread, as the other listings read theirs.
class McpListing final : public ToolListing
{
    Q_OBJECT

public:
    McpListing(QString provider, QUrl endpoint, ProviderAuthenticator *authenticator,
               NetworkService *network, SyncBudget *budget, QObject *parent = nullptr);

    void start() override;
    void cancel() override;
    void hold() override;
    void resume() override;
    int pagesRead() const override { return m_pages; }
    int failedStatus() const override { return m_session.failedStatus(); }
    QStringList notes() const override { return m_notes; }

private:
    void askPage();
    void answered(const McpAnswer &answer);
    void pageRead(const DialectPage &read, qint64 bytes);
    Error pageError(const Error &cause) const;
    void finish(const std::optional<Error> &error);

    QString m_provider;
    QUrl m_endpoint;
    SyncBudget *m_budget;
    McpSession m_session;
    SerialQueue m_parsing;
    QString m_cursor;
    QSet<QString> m_seenCursors;
    QStringList m_notes;
    int m_pages = 0;
    bool m_held = false;
    bool m_pageDue = false;
    bool m_done = false;
};

} // namespace Toolshelf
