// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/error.h"
#include "dialects/a2tcapabilities/capabilitiesfile.h"
#include "dialects/a2tcapabilities/capabilitiesgroups.h"
#include "dialects/tooldialect.h"
#include "providers/provider.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>

#include <optional>

namespace Toolshelf {

class NetworkService;
class ProviderAuthenticator;
class SignedCall;
struct NetworkResult;

// What one provider of seed 003's a2t finds for a query itself (its `q`
// search): a page of its top-level tools and a page of its groups, which is
// what a marketplace holds beyond the catalog. The capabilities file is read
// once per instance, so a search typed letter by letter costs two requests a
// query. A new search cancels the one running.
class RemoteSearch final : public QObject
{
    Q_OBJECT

public:
    struct Result
    {
        QString provider;
        QString query;
        // Top-level tools (seed 003 searches the list it was asked for).
        QList<DialectTool> tools;
        qint64 toolTotal = 0;
        // Groups at any level, where the server searches every level.
        QList<CapabilitiesGroup> groups;
        qint64 groupTotal = 0;
        // Why nothing could be asked, or an answer was unusable.
        std::optional<Error> error;
    };

    RemoteSearch(Provider provider, ProviderAuthenticator *authenticator, NetworkService *network,
                 QObject *parent = nullptr);
    ~RemoteSearch() override;

    const Provider &provider() const { return m_provider; }
    // Asks for at most `limit` of each. finished() follows, later, once.
    void start(const QString &query, int limit);
    // No finished() for the search running.
    void cancel();

Q_SIGNALS:
    void finished(const Toolshelf::RemoteSearch::Result &result);

private:
    void capabilitiesAnswered(const NetworkResult &answer);
    void ask();
    SignedCall *get(const QUrl &url);
    void toolsAnswered(const NetworkResult &answer);
    void groupsAnswered(const NetworkResult &answer);
    void fail(const Error &error);
    void finishIfDone();

    Provider m_provider;
    ProviderAuthenticator *m_authenticator;
    NetworkService *m_network;
    std::optional<CapabilitiesFile> m_capabilities;
    QPointer<SignedCall> m_tools;
    QPointer<SignedCall> m_groups;
    QPointer<SignedCall> m_file;
    int m_limit = 0;
    int m_waiting = 0;
    bool m_running = false;
    Result m_result;
};

} // namespace Toolshelf
