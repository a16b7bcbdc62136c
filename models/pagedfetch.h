#pragma once

#include "signatureparser.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QThread>
#include <QUrl>

namespace Toolshelf {

class NetworkService;
class ProviderAuthenticator;
class SignedCall;
struct NetworkResult;

// Reads every page of an A2T list (GET /tools or GET /tools/{id}/versions,
// draft 6.4) by following paging.next, with the guards a hostile or broken
// provider needs: a page-count cap, a stop on a repeated cursor, and a parse
// of each page that refuses what is not an {items, paging} page.
class PagedFetch final : public QObject
{
    Q_OBJECT

public:
    struct Limits
    {
        int pageLimit = 100;
        int maxPages = 5000;
    };

    PagedFetch(QUrl listUrl, ProviderAuthenticator *authenticator, NetworkService *network,
               Limits limits, QObject *parent = nullptr);
    // Waits for the page being parsed, if any.
    ~PagedFetch() override;

    void start();
    // Effective at once: the request in flight is aborted, finished() follows.
    void cancel();
    // While held, the next page is not asked for; resume() asks for it if it
    // is due. A receiver holds the fetch while its pages pile up unstored.
    void hold();
    void resume();
    int pagesRead() const { return m_pages; }

Q_SIGNALS:
    // One parsed page; `bytes` is the size of its body.
    void page(const Toolshelf::ParsedDocument &document, qint64 bytes);
    // Once. `error` is translated and names the page and the cause.
    void finished(bool ok, const QString &error);

private:
    void requestPage();
    void pageAnswered(const NetworkResult &result);
    void outlineRead(const ParsedDocument &outline);
    void signaturesRead(const ParsedDocument &document, qint64 bytes);
    void finish(bool ok, const QString &error);

    // What outlineRead() decided about a page whose signatures are still
    // being read.
    struct PendingPage
    {
        QString stop; // why the fetch ends after this page; empty to go on
        bool last = false;
    };

    QUrl m_listUrl;
    ProviderAuthenticator *m_authenticator;
    NetworkService *m_network;
    Limits m_limits;
    QPointer<SignedCall> m_call;
    QString m_cursor;
    QSet<QString> m_seenCursors;
    int m_pages = 0;
    bool m_done = false;
    bool m_held = false;
    // The next page was due while the fetch was held.
    bool m_requestDue = false;
    QList<PendingPage> m_pending;
    // Pages are parsed there, one at a time and in order: a page of a
    // hundred signatures is a couple of milliseconds the window's thread
    // would otherwise not be answering.
    QThread m_parseThread;
    QObject *m_parser;
};

} // namespace Toolshelf
