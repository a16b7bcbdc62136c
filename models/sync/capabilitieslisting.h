// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/error.h"
#include "core/serialqueue.h"
#include "dialects/a2tcapabilities/capabilitiesfile.h"
#include "sync/toollisting.h"

#include <QCoreApplication>
#include <QHash>
#include <QPointer>
#include <QSet>
#include <QStringList>
#include <QUrl>

#include <deque>

namespace Toolshelf {

class NetworkService;
class ProviderAuthenticator;
class SignedCall;
class SyncBudget;
struct NetworkResult;

// Every tool of a provider of seed 003's a2t: reads its capabilities file,
// then the top-level tools and, where it offers groups, the group tree level
// by level and then each group's tools, all by offset paging. A marketplace
// (groups, search, and more tools than SyncLimits::maxTools) is read in part:
// its tree, its top-level tools and the groups the catalog holds already; a
// listing of some groups alone reads just their tools. The guards a broken
// or hostile server needs: a total that changes during the listing, a page
// that repeats, an offset that does not advance, a group listed twice under
// different parents, a tree deeper than 64 levels, the sync's budgets.
class CapabilitiesListing final : public ToolListing
{
    Q_OBJECT

public:
    static constexpr int MaxGroupDepth = 64;

    CapabilitiesListing(QString provider, QUrl baseUrl, ProviderAuthenticator *authenticator,
                        NetworkService *network, SyncBudget *budget, QObject *parent = nullptr);
    ~CapabilitiesListing() override;

    void start() override;
    void cancel() override;
    void hold() override;
    void resume() override;
    int pagesRead() const override { return m_pages; }
    std::optional<qint64> toolsExpected() const override { return m_toolsExpected; }
    int failedStatus() const override { return m_failedStatus; }
    ListingScope scope() const override;
    QStringList notes() const override { return m_notes; }

    // Before start(): the provider's groups as the catalog keeps them (which
    // a marketplace's sync reads again, and where a group alone is filed),
    // and the ids of the groups to read alone (empty: the whole provider).
    void setGroups(QList<CatalogGroup> known, QStringList only);

private:
    // One list read by offset: a level of groups, or the tools of a group
    // (or of the top level).
    struct List
    {
        enum class Kind { Tools, Groups } kind = Kind::Tools;
        QUrl url;
        // Tools: the group they are in; groups: the parent asked for.
        QString groupId;
        qint64 offset = 0;
        std::optional<qint64> total;
        // The digests of its pages: one that comes back means the server
        // goes round (two empty groups may well answer the same bytes).
        QSet<QByteArray> seenPages;
    };

    void request(const QUrl &url);
    void answered(const NetworkResult &result, qint64 allowance);
    void capabilitiesRead(const QByteArray &body);
    void toolsRead(const DialectPage &page, qint64 bytes);
    void groupsRead(const QByteArray &body);
    // Checks a page's offset and total against what was asked; the problem.
    std::optional<QString> checkPage(std::optional<qint64> total, qint64 offset, qsizetype count,
                                     bool last);
    void next();
    // Once the tree is read: which groups' tools to read.
    void listGroupTools();
    void finish(const std::optional<Error> &error);
    Error listError(const QString &problem) const;
    QStringList groupPath(const QString &groupId) const;

    QString m_provider;
    QUrl m_baseUrl;
    ProviderAuthenticator *m_authenticator;
    NetworkService *m_network;
    SyncBudget *m_budget;
    CapabilitiesFile m_capabilities;
    // The request in flight or last answered, with its query.
    QUrl m_asked;
    bool m_haveCapabilities = false;
    std::deque<List> m_lists;
    // Each group once (its path is made when asked), and the order read.
    QHash<QString, CatalogGroup> m_groups;
    QStringList m_treeOrder;
    QList<CatalogGroup> m_known;
    QStringList m_only;
    bool m_treeRead = false;
    // The groups whose tools were read whole; nothing: all of them.
    std::optional<QStringList> m_covered;
    QStringList m_notes;
    QPointer<SignedCall> m_call;
    SerialQueue m_parsing;
    int m_pages = 0;
    // The totals of the tool lists met so far.
    std::optional<qint64> m_toolsExpected;
    int m_failedStatus = 0;
    bool m_held = false;
    bool m_requestDue = false;
    bool m_parsingPage = false;
    bool m_done = false;
};

} // namespace Toolshelf
