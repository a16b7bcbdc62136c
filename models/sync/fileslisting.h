// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/serialqueue.h"
#include "sync/toollisting.h"

#include <QCoreApplication>
#include <QHash>
#include <QPointer>
#include <QStringList>
#include <QUrl>

namespace Toolshelf {

class NetworkService;
class ProviderAuthenticator;
class SignedCall;
class SyncBudget;
struct NetworkResult;

// Every tool of a declaration-files provider (FilesDialect): its file, every
// *.json file under its folder (FilesFolder: sorted by relative path, hidden
// ones and links out of the folder left out), or the one document at its
// https URL. One page a file, read, checked and parsed off the window's
// thread one file at a time and handed on in order; the next file is read
// only once the last page is handed on and the receiver does not hold.
// A file that cannot be read (too big, not JSON, duplicate keys) is a page
// without tools whose fatal finding names it, and a note; the other files
// are read all the same. A tool_id declared again in a later file is kept
// under TOOL_ID@relative/path.json with a tool-id-repeated warning. What
// fails the listing: a location that is missing, the sync's budgets, a
// document that cannot be fetched.
class FilesListing final : public ToolListing
{
    Q_OBJECT

public:
    // The largest file read: the largest page body any dialect's listing reads.
    static constexpr qint64 MaxFileBytes = 64 * 1024 * 1024;
    // Problems told one by one; the rest are counted.
    static constexpr qsizetype MaxNotes = 50;

    // `location` is a file:// URL of a file or folder, or the http(s) URL of
    // one document (the provider's settings refuse plain http).
    FilesListing(QString provider, QUrl location, ProviderAuthenticator *authenticator,
                 NetworkService *network, SyncBudget *budget, QObject *parent = nullptr);
    // Waits for the file being read, if any.
    ~FilesListing() override;

    void start() override;
    void cancel() override;
    void hold() override;
    void resume() override;
    int pagesRead() const override { return m_pages; }
    int failedStatus() const override { return m_failedStatus; }
    QStringList notes() const override;

    // A byte cap below MaxFileBytes, for tests.
    void setMaxFileBytes(qint64 bytes) { m_maxFileBytes = bytes; }

private:
    // What was read of one file, on the queue.
    struct FileRead
    {
        // The file relative to the folder, or the document's URL.
        QString name;
        DialectPage page;
        qint64 bytes = 0;
        // What the user should hear of it: why it was not read, what is
        // wrong with it as a whole, tool_ids it declares again.
        QStringList notes;
        bool overBudget = false;
    };

    // Parses one file's bytes into its page, on the queue: its BOM dropped,
    // checked, read by the dialect, paths and repeated tool_ids made its own.
    FileRead readDocument(const QString &name, QByteArray bytes);
    void listed(const QStringList &files, const QList<Diagnostic> &refused, const QString &root);
    void readNext();
    void fileRead(const FileRead &read);
    void fetch();
    void fetched(const NetworkResult &result, qint64 allowance);
    void note(const QString &text);
    void finish(const std::optional<Error> &error);
    QString where() const;

    QString m_provider;
    QUrl m_location;
    ProviderAuthenticator *m_authenticator;
    NetworkService *m_network;
    SyncBudget *m_budget;
    qint64 m_maxFileBytes = MaxFileBytes;
    QPointer<SignedCall> m_call;
    QString m_root;
    QStringList m_files;
    qsizetype m_next = 0;
    QStringList m_notes;
    qsizetype m_notesLeftOut = 0;
    int m_pages = 0;
    int m_failedStatus = 0;
    bool m_reading = false;
    bool m_held = false;
    bool m_due = false;
    bool m_done = false;
    // The file that declared each tool_id first. Used on the queue only.
    QHash<QString, QString> m_declaredIn;
    // Files are read and parsed there, one at a time and in order. Last, so
    // it is gone (its running read finished) before the rest of the listing.
    SerialQueue m_queue;
};

} // namespace Toolshelf
