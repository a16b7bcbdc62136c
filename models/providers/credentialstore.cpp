// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/credentialstore.h"

#include "providers/secretbinding.h"

#include <qt6keychain/keychain.h>

#include <QElapsedTimer>
#include <QMetaObject>

#include <atomic>

namespace Toolshelf {

namespace {

// CredentialStore::pendingChanges(): stores live on the GUI thread, but the
// count is read by whoever ends the process.
std::atomic<int> pendingChangeCount {0};

} // namespace

namespace {

// A copy that shares its buffer with no one, so that wiping it later really
// overwrites the bytes instead of detaching and zeroing a fresh copy.
QByteArray privateCopy(const QByteArray &bytes)
{
    return QByteArray(bytes.constData(), bytes.size());
}

// Overwrites the secret's bytes before the memory is released. The volatile
// pointer keeps the compiler from dropping stores to memory about to be freed.
void wipe(QByteArray &bytes)
{
    if (!bytes.isEmpty()) {
        volatile char *p = bytes.data();
        for (qsizetype i = 0; i < bytes.size(); ++i)
            p[i] = 0;
    }
    bytes.clear();
}

} // namespace

CredentialStore::CredentialStore(const QString &keychainService, QObject *parent)
    : QObject(parent)
    , m_service(keychainService)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(std::chrono::minutes(1));
    connect(&m_timer, &QTimer::timeout, this, &CredentialStore::jobTimedOut);
}

CredentialStore::~CredentialStore()
{
    // A job still running is not ours to delete: QtKeychain's libsecret
    // callback would then touch freed memory. It was created without a parent
    // and deletes itself when it ends; its connection to us ends here.
    for (auto it = m_session.begin(); it != m_session.end(); ++it)
        wipe(it.value());
    // What was never answered will not be: no longer pending.
    for (Operation &operation : m_queue) {
        wipe(operation.secret);
        if (isChange(operation.action))
            --pendingChangeCount;
    }
    if (m_current) {
        wipe(m_current->secret);
        if (isChange(m_current->action))
            --pendingChangeCount;
    }
}

QString CredentialStore::keychainKey(const QString &providerKey, SecretKind kind)
{
    switch (kind) {
    case SecretKind::RefreshToken:
        return QString(QStringLiteral("provider/") + providerKey
                       + QStringLiteral("/refresh-token"));
    case SecretKind::Secret:
        break;
    }
    return QString(QStringLiteral("provider/") + providerKey + QStringLiteral("/secret"));
}

bool CredentialStore::succeeded(SecretStatus status)
{
    return status == SecretStatus::Keychain || status == SecretStatus::SessionOnly;
}

void CredentialStore::write(const Provider &provider, SecretKind kind, const QByteArray &secret)
{
    enqueue({Action::Write, provider, kind, privateCopy(secret)});
}

void CredentialStore::read(const Provider &provider, SecretKind kind)
{
    enqueue({Action::Read, provider, kind, {}});
}

void CredentialStore::remove(const Provider &provider, SecretKind kind)
{
    enqueue({Action::Remove, provider, kind, {}});
}

void CredentialStore::removeProvider(const Provider &provider)
{
    for (SecretKind kind : {SecretKind::Secret, SecretKind::RefreshToken})
        remove(provider, kind);
}

bool CredentialStore::isSessionOnly(const Provider &provider, SecretKind kind) const
{
    return !provider.id.isEmpty() && m_session.contains(keychainKey(provider.id, kind));
}

bool CredentialStore::isChange(Action action)
{
    return action != Action::Read;
}

int CredentialStore::pendingChanges()
{
    return pendingChangeCount.load();
}

void CredentialStore::whenChangesSettled(QObject *context, std::chrono::milliseconds bound,
                                         std::function<void()> done)
{
    // Polled: the answer comes within a keychain round trip, and the wait
    // ends the process, so a few milliseconds of latency cost nothing.
    auto *poll = new QTimer(context);
    poll->setInterval(std::chrono::milliseconds(10));
    QElapsedTimer waited;
    waited.start();
    QObject::connect(
        poll, &QTimer::timeout, context, [poll, waited, bound, done = std::move(done)] {
            if (pendingChanges() > 0 && std::chrono::milliseconds(waited.elapsed()) < bound)
                return;
            poll->deleteLater();
            done();
        });
    poll->start();
}

void CredentialStore::enqueue(Operation operation)
{
    if (isChange(operation.action))
        ++pendingChangeCount;
    m_queue.push_back(std::move(operation));
    scheduleNext();
}

void CredentialStore::scheduleNext()
{
    if (m_scheduled || m_current || m_queue.empty())
        return;
    m_scheduled = true;
    // Queued, so no signal is ever emitted from within write()/read()/remove()
    // and a receiver may start the next operation from its slot.
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_scheduled = false;
            runNext();
        },
        Qt::QueuedConnection);
}

void CredentialStore::runNext()
{
    if (m_current || m_queue.empty())
        return;
    Operation operation = std::move(m_queue.front());
    m_queue.pop_front();
    // Before answering: a receiver may delete us (deleteLater) or queue more.
    scheduleNext();
    if (answerLocally(operation))
        return;
    m_current = std::move(operation);
    startJob(*m_current);
}

bool CredentialStore::answerLocally(Operation &operation)
{
    const QString &id = operation.provider.id;
    if (id.isEmpty()) {
        // Filed under nothing, a secret could be found by any other provider.
        const QString message = tr("The provider has no identity to file its secret under.");
        wipe(operation.secret);
        switch (operation.action) {
        case Action::Write:
            Q_EMIT writeFinished(id, operation.kind, SecretStatus::Failed, message);
            break;
        case Action::Read:
            Q_EMIT readFinished(id, operation.kind, SecretStatus::Failed, {}, message);
            break;
        case Action::Remove:
            Q_EMIT removeFinished(id, operation.kind, SecretStatus::Failed, message);
            break;
        }
        return true;
    }
    const QString key = keychainKey(id, operation.kind);
    switch (operation.action) {
    case Action::Write:
        if (operation.secret.isEmpty()) {
            Q_EMIT writeFinished(id, operation.kind, SecretStatus::Failed,
                                 tr("The secret for %1 is empty.").arg(operation.provider.name));
            return true;
        }
        return false;
    case Action::Read: {
        // The session copy is what the last write left: the keychain refused it.
        const auto it = m_session.constFind(key);
        if (it == m_session.constEnd())
            return false;
        answerSealed(operation, SecretStatus::SessionOnly, it.value());
        return true;
    }
    case Action::Remove:
        // Gone from memory at once; the keychain entry (perhaps from an
        // earlier session) is removed too.
        operation.hadSessionCopy = m_session.contains(key);
        wipeSessionCopy(key);
        return false;
    }
    return false;
}

QString CredentialStore::keyOf(const Operation &operation)
{
    const bool legacy = operation.step == Step::Legacy || operation.step == Step::ForgetLegacy;
    return keychainKey(legacy ? operation.provider.name : operation.provider.id, operation.kind);
}

void CredentialStore::startJob(const Operation &operation)
{
    QKeychain::Job *job = nullptr;
    const bool writes = operation.step == Step::Adopt
        || (operation.action == Action::Write && operation.step == Step::Main);
    const bool reads = operation.action == Action::Read
        && (operation.step == Step::Main || operation.step == Step::Legacy);
    if (writes) {
        auto *writeJob = new QKeychain::WritePasswordJob(m_service);
        // Binary: any byte sequence round-trips unchanged.
        QByteArray sealed = SecretBinding::of(operation.provider).seal(operation.secret);
        writeJob->setBinaryData(privateCopy(sealed));
        wipe(sealed);
        job = writeJob;
    } else if (reads) {
        job = new QKeychain::ReadPasswordJob(m_service);
    } else {
        job = new QKeychain::DeletePasswordJob(m_service);
    }
    // Without a keychain QtKeychain can keep secrets in a plain-text settings
    // file; that is exactly what must never happen.
    job->setInsecureFallback(false);
    job->setAutoDelete(true);
    job->setKey(keyOf(operation));
    connect(job, &QKeychain::Job::finished, this, &CredentialStore::jobFinished);
    m_job = job;
    m_timer.start();
    job->start();
}

void CredentialStore::jobFinished(QKeychain::Job *job)
{
    if (job != m_job)
        return;
    m_timer.stop();
    m_job.clear();
    QByteArray data;
    if (auto *readJob = qobject_cast<QKeychain::ReadPasswordJob *>(job))
        data = readJob->binaryData();
    finish(job->error(), job->error() == QKeychain::NoError ? QString() : cause(job), data);
}

void CredentialStore::jobTimedOut()
{
    // The job cannot be cancelled, and deleting it would leave libsecret a
    // dangling callback: abandon it, it deletes itself if it ever ends.
    if (m_job)
        disconnect(m_job, nullptr, this, nullptr);
    m_job.clear();
    finish(QKeychain::OtherError, tr("the keychain did not answer in time"), {});
}

void CredentialStore::finish(int error, const QString &cause, const QByteArray &data)
{
    if (!m_current || advance(error, cause, data))
        return;
    Operation operation = std::move(*m_current);
    m_current.reset();
    if (isChange(operation.action))
        --pendingChangeCount;
    // Before answering: a receiver may delete us (deleteLater) or queue more.
    scheduleNext();
    switch (operation.action) {
    case Action::Write:
        finishWrite(operation, error, cause);
        break;
    case Action::Read:
        finishRead(operation, error, cause, data);
        break;
    case Action::Remove:
        finishRemove(operation);
        break;
    }
}

bool CredentialStore::advance(int error, const QString &cause, const QByteArray &data)
{
    Operation &operation = *m_current;
    // Only what an earlier version filed under the name has a next step.
    const bool legacy = !operation.provider.legacyBinding.isEmpty() && !operation.provider.locked;
    switch (operation.step) {
    case Step::Main:
        if (operation.action == Action::Remove) {
            operation.error = error;
            operation.cause = cause;
        }
        if (!legacy)
            return false;
        if (operation.action == Action::Read && error == QKeychain::EntryNotFound)
            return continueWith(Step::Legacy);
        // A keychain that failed once is not asked again within the operation.
        if (operation.action != Action::Read
            && (error == QKeychain::NoError || error == QKeychain::EntryNotFound))
            return continueWith(Step::ForgetLegacy);
        return false;
    case Step::Legacy:
        // Adopted only while the settings it was given for still apply.
        if (error != QKeychain::NoError
            || operation.provider.legacyBinding != SecretBinding::of(operation.provider).summary())
            return false;
        operation.secret = privateCopy(data);
        return continueWith(Step::Adopt);
    case Step::Adopt:
        // Not re-filed: it stays under the name, and the next read tries again.
        return error == QKeychain::NoError && continueWith(Step::ForgetLegacy);
    case Step::ForgetLegacy:
        // A removal reports the first entry that could not be removed.
        if (operation.action == Action::Remove
            && (operation.error == QKeychain::NoError
                || operation.error == QKeychain::EntryNotFound)) {
            operation.error = error;
            operation.cause = cause;
        }
        return false;
    }
    return false;
}

bool CredentialStore::continueWith(Step step)
{
    m_current->step = step;
    startJob(*m_current);
    return true;
}

void CredentialStore::finishWrite(Operation &operation, int error, const QString &cause)
{
    const QString &id = operation.provider.id;
    const QString key = keychainKey(id, operation.kind);
    wipeSessionCopy(key);
    // After ForgetLegacy the write itself has succeeded, whatever the removal did.
    if (error == QKeychain::NoError || operation.step == Step::ForgetLegacy) {
        wipe(operation.secret);
        setState(KeychainState::Available);
        Q_EMIT writeFinished(id, operation.kind, SecretStatus::Keychain, {});
        return;
    }
    // Whatever the reason (no Secret Service, no D-Bus, access denied, no
    // answer), the secret is not persisted: keep it for this session and say so.
    m_session.insert(key, SecretBinding::of(operation.provider).seal(operation.secret));
    wipe(operation.secret);
    setState(KeychainState::Unavailable);
    Q_EMIT writeFinished(id, operation.kind, SecretStatus::SessionOnly,
                         tr("No keychain: the secret for %1 is kept for this session only (%2).")
                             .arg(operation.provider.name, cause));
}

void CredentialStore::finishRead(Operation &operation, int error, const QString &cause,
                                 const QByteArray &data)
{
    const QString &id = operation.provider.id;
    switch (operation.step) {
    case Step::Main:
        break;
    case Step::Legacy:
        if (error != QKeychain::NoError)
            break;
        // Found under the name, but for settings that no longer apply.
        return emitUnbound(operation, operation.provider.legacyBinding);
    case Step::Adopt:
    case Step::ForgetLegacy: {
        // Adopted: handed out even if re-filing it failed, since it was
        // checked against the settings it was given for.
        setState(KeychainState::Available);
        Q_EMIT readFinished(id, operation.kind, SecretStatus::Keychain, operation.secret, {});
        wipe(operation.secret);
        return;
    }
    }
    switch (error) {
    case QKeychain::NoError:
        setState(KeychainState::Available);
        return answerSealed(operation, SecretStatus::Keychain, data);
    case QKeychain::EntryNotFound:
        setState(KeychainState::Available);
        Q_EMIT readFinished(id, operation.kind, SecretStatus::NotFound, {},
                            tr("No secret for %1 is stored.").arg(operation.provider.name));
        return;
    default:
        setState(KeychainState::Unavailable);
        Q_EMIT readFinished(id, operation.kind, SecretStatus::Failed, {},
                            tr("Cannot read the secret for %1 from the keychain: %2.")
                                .arg(operation.provider.name, cause));
        return;
    }
}

void CredentialStore::answerSealed(Operation &operation, SecretStatus found,
                                   const QByteArray &sealed)
{
    auto unsealed = SecretBinding::unseal(sealed);
    if (!unsealed)
        return emitUnbound(operation, tr("unknown"));
    if (unsealed->binding != SecretBinding::of(operation.provider)) {
        wipe(unsealed->secret);
        return emitUnbound(operation, unsealed->binding.summary());
    }
    const QString message = found == SecretStatus::SessionOnly
        ? tr("No keychain: the secret for %1 is kept for this session only.")
              .arg(operation.provider.name)
        : QString();
    Q_EMIT readFinished(operation.provider.id, operation.kind, found, unsealed->secret, message);
    wipe(unsealed->secret);
}

void CredentialStore::emitUnbound(const Operation &operation, const QString &storedFor)
{
    const Provider &p = operation.provider;
    Q_EMIT readFinished(
        p.id, operation.kind, SecretStatus::Unbound, {},
        tr("The secret stored for %1 was given for other settings (%2); %1 now uses %3, so it is "
           "not sent. Log in again: toolshelf login %1, or Edit… in the window.")
            .arg(p.name, storedFor, SecretBinding::of(p).summary()));
}

void CredentialStore::finishRemove(Operation &operation)
{
    const QString &id = operation.provider.id;
    const QString &name = operation.provider.name;
    switch (operation.error) {
    case QKeychain::NoError:
    case QKeychain::EntryNotFound:
        setState(KeychainState::Available);
        Q_EMIT removeFinished(id, operation.kind, SecretStatus::Keychain, {});
        return;
    case QKeychain::CouldNotDeleteEntry:
        // The keychain answered; it is there but refused this one entry.
        break;
    default:
        setState(KeychainState::Unavailable);
        if (operation.hadSessionCopy) {
            Q_EMIT removeFinished(id, operation.kind, SecretStatus::SessionOnly,
                                  tr("No keychain: the secret for %1 that was kept for this "
                                     "session is removed (%2).")
                                      .arg(name, operation.cause));
            return;
        }
        break;
    }
    Q_EMIT removeFinished(
        id, operation.kind, SecretStatus::Failed,
        tr("Cannot remove the secret for %1 from the keychain: %2.").arg(name, operation.cause));
}

void CredentialStore::setState(KeychainState state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT keychainStateChanged(state);
}

void CredentialStore::wipeSessionCopy(const QString &key)
{
    const auto it = m_session.find(key);
    if (it == m_session.end())
        return;
    wipe(it.value());
    m_session.erase(it);
}

QString CredentialStore::cause(QKeychain::Job *job)
{
    switch (job->error()) {
    case QKeychain::NoBackendAvailable:
        return tr("no keychain service is available");
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return tr("access to the keychain was denied");
    case QKeychain::NotImplemented:
        return tr("the keychain does not support this operation");
    default:
        break;
    }
    // libsecret's own message: it names the missing D-Bus session or service.
    const QString detail = job->errorString();
    return detail.isEmpty() ? tr("unknown keychain error") : detail;
}

} // namespace Toolshelf
