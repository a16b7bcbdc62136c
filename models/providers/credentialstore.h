// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "providers/provider.h"

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <chrono>
#include <deque>
#include <functional>
#include <optional>

namespace QKeychain {
class Job;
}

namespace Toolshelf {

// Which of a provider's secrets. An access token is never stored: it is
// short-lived and fetched again with the secret or the refresh token.
enum class SecretKind {
    Secret, // API key, bearer token or OAuth client secret
    RefreshToken,
};

// How a credential operation ended.
enum class SecretStatus {
    Keychain, // done in the keychain: written, read, or removed
    SessionOnly, // no keychain: done in memory only, lost when the application ends
    NotFound, // read: nothing is stored
    // Read: a secret is stored, but it was given for other settings (another
    // origin or sign-in method): it is not handed out, and the message tells
    // the user to log in again.
    Unbound,
    Failed, // nothing was done; the message names the cause
};

// Whether the keychain has answered; known only once an operation reached it.
enum class KeychainState { Unknown, Available, Unavailable };

// The only place provider secrets are read or written: the operating system's
// keychain (QtKeychain), or, when there is none, memory for this session only.
// A secret never reaches the disk in clear and is never logged.
//
// Secrets are filed under the provider's id, never its name, and sealed with
// the SecretBinding they were given for: a read hands a secret out only to a
// provider that still has that identity, method and those origins. Secrets
// that earlier versions filed under a name are adopted (re-filed and sealed)
// only by a provider whose Provider::legacyBinding still applies.
//
// Operations are queued and run one at a time, so a read issued after a write
// sees what the write left. Every call is answered by exactly one signal,
// always later (never from within the call), and within the timeout: a
// keychain that never answers (a hung Secret Service, or no GLib event loop
// for libsecret's callbacks) counts as no keychain.
class CredentialStore final : public QObject
{
    Q_OBJECT

public:
    // `keychainService` is Profile::keychainService(): workspaces never share secrets.
    explicit CredentialStore(const QString &keychainService, QObject *parent = nullptr);
    // Wipes the session-only secrets.
    ~CredentialStore() override;

    QString keychainService() const { return m_service; }
    // "provider/<id>/secret", "provider/<id>/refresh-token"; earlier versions
    // filed secrets under the same keys with the provider's name in place of the id.
    static QString keychainKey(const QString &providerKey, SecretKind kind);
    // Keychain and SessionOnly are successes.
    static bool succeeded(SecretStatus status);

    // Each needs the provider's id; the answers name the provider by it.
    // A write seals the secret with the provider's binding as it is now.
    void write(const Provider &provider, SecretKind kind, const QByteArray &secret);
    void read(const Provider &provider, SecretKind kind);
    // Also removes what an earlier version filed under the provider's name.
    void remove(const Provider &provider, SecretKind kind);
    // Removes every kind of secret of a provider that is being removed or
    // whose binding changed.
    void removeProvider(const Provider &provider);

    // The secret is held in memory only (the keychain refused it).
    bool isSessionOnly(const Provider &provider, SecretKind kind) const;
    KeychainState keychainState() const { return m_state; }
    bool keychainAvailable() const { return m_state == KeychainState::Available; }
    // No operation is queued or running.
    bool isIdle() const { return m_queue.empty() && !m_current; }

    // Writes and removals not yet answered, over every store of the process.
    // A process that ends before the keychain answers loses them: a refresh
    // token the provider rotated during the last request, and with it the
    // sign-in. Whoever ends the process asks whenChangesSettled() first.
    static int pendingChanges();
    // Calls `done` once no change is pending, or after `bound` (a keychain
    // that never answers must not keep the process alive); never from
    // within this call. `context` ends the wait when it is deleted.
    static void whenChangesSettled(QObject *context, std::chrono::milliseconds bound,
                                   std::function<void()> done);

    // How long one keychain operation may take, unlocking prompt included.
    std::chrono::milliseconds timeout() const { return m_timer.intervalAsDuration(); }
    void setTimeout(std::chrono::milliseconds timeout) { m_timer.setInterval(timeout); }

Q_SIGNALS:
    // `providerId` is the Provider::id the call was made for. `message` is
    // translated and empty on Keychain; for SessionOnly it tells the user that
    // the secret is kept for this session only, and why.
    void writeFinished(const QString &providerId, Toolshelf::SecretKind kind,
                       Toolshelf::SecretStatus status, const QString &message);
    void readFinished(const QString &providerId, Toolshelf::SecretKind kind,
                      Toolshelf::SecretStatus status, const QByteArray &secret,
                      const QString &message);
    void removeFinished(const QString &providerId, Toolshelf::SecretKind kind,
                        Toolshelf::SecretStatus status, const QString &message);
    void keychainStateChanged(Toolshelf::KeychainState state);

private:
    enum class Action { Write, Read, Remove };
    // Writes and removals change the keychain; pendingChanges() counts them.
    static bool isChange(Action action);
    // Which keychain entry an operation is at. A read that finds nothing
    // under the id goes on to the name an earlier version used (Legacy) and
    // adopts what it finds (Adopt, then ForgetLegacy); a write or a removal
    // ends by removing that name's entry (ForgetLegacy).
    enum class Step { Main, Legacy, Adopt, ForgetLegacy };
    struct Operation
    {
        Action action;
        Provider provider;
        SecretKind kind;
        // The secret to write, or the one being adopted; a buffer no one else
        // shares, so wiping it wipes the secret.
        QByteArray secret;
        // Remove only: a session-only copy was wiped when the removal started.
        bool hadSessionCopy = false;
        Step step = Step::Main;
        // Remove only: how removing the id's entry ended (a QKeychain::Error).
        int error = 0;
        QString cause {};
    };

    void enqueue(Operation operation);
    void scheduleNext();
    void runNext();
    // Answers an operation without the keychain; false when it needs the keychain.
    bool answerLocally(Operation &operation);
    void startJob(const Operation &operation);
    void jobFinished(QKeychain::Job *job);
    void jobTimedOut();
    // `error` is a QKeychain::Error; `cause` the translated reason for one.
    void finish(int error, const QString &cause, const QByteArray &data);
    // The current operation goes on with its next step; false when it has none.
    bool advance(int error, const QString &cause, const QByteArray &data);
    // Starts the current operation's next step; always true.
    bool continueWith(Step step);
    void finishWrite(Operation &operation, int error, const QString &cause);
    void finishRead(Operation &operation, int error, const QString &cause, const QByteArray &data);
    void finishRemove(Operation &operation);
    // Answers a read of a sealed value: the secret if its binding still applies.
    void answerSealed(Operation &operation, SecretStatus found, const QByteArray &sealed);
    void emitUnbound(const Operation &operation, const QString &storedFor);
    void setState(KeychainState state);
    void wipeSessionCopy(const QString &key);
    static QString keyOf(const Operation &operation);
    static QString cause(QKeychain::Job *job);

    QString m_service;
    // keychainKey() -> sealed secret kept for this session only.
    QHash<QString, QByteArray> m_session;
    std::deque<Operation> m_queue;
    std::optional<Operation> m_current;
    // The running job; never deleted by us (it deletes itself when it ends).
    QPointer<QKeychain::Job> m_job;
    QTimer m_timer;
    bool m_scheduled = false;
    KeychainState m_state = KeychainState::Unknown;
};

} // namespace Toolshelf
