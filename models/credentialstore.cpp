#include "credentialstore.h"

#include <qt6keychain/keychain.h>

#include <QMetaObject>

namespace Toolshelf {

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
    for (Operation &operation : m_queue)
        wipe(operation.secret);
    if (m_current)
        wipe(m_current->secret);
}

QString CredentialStore::keychainKey(const QString &provider, SecretKind kind)
{
    switch (kind) {
    case SecretKind::RefreshToken:
        return QString(QStringLiteral("provider/") + provider + QStringLiteral("/refresh-token"));
    case SecretKind::Secret:
        break;
    }
    return QString(QStringLiteral("provider/") + provider + QStringLiteral("/secret"));
}

bool CredentialStore::succeeded(SecretStatus status)
{
    return status == SecretStatus::Keychain || status == SecretStatus::SessionOnly;
}

void CredentialStore::write(const QString &provider, SecretKind kind, const QByteArray &secret)
{
    enqueue({Action::Write, provider, kind, privateCopy(secret)});
}

void CredentialStore::read(const QString &provider, SecretKind kind)
{
    enqueue({Action::Read, provider, kind, {}});
}

void CredentialStore::remove(const QString &provider, SecretKind kind)
{
    enqueue({Action::Remove, provider, kind, {}});
}

void CredentialStore::removeProvider(const QString &provider)
{
    for (SecretKind kind : {SecretKind::Secret, SecretKind::RefreshToken})
        remove(provider, kind);
}

bool CredentialStore::isSessionOnly(const QString &provider, SecretKind kind) const
{
    return m_session.contains(keychainKey(provider, kind));
}

void CredentialStore::enqueue(Operation operation)
{
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
    const QString key = keychainKey(operation.provider, operation.kind);
    if (operation.provider.isEmpty()) {
        const QString message = tr("The provider has no name.");
        wipe(operation.secret);
        switch (operation.action) {
        case Action::Write:
            Q_EMIT writeFinished(operation.provider, operation.kind, SecretStatus::Failed, message);
            break;
        case Action::Read:
            Q_EMIT readFinished(operation.provider, operation.kind, SecretStatus::Failed, {},
                                message);
            break;
        case Action::Remove:
            Q_EMIT removeFinished(operation.provider, operation.kind, SecretStatus::Failed,
                                  message);
            break;
        }
        return true;
    }
    switch (operation.action) {
    case Action::Write:
        if (operation.secret.isEmpty()) {
            Q_EMIT writeFinished(operation.provider, operation.kind, SecretStatus::Failed,
                                 tr("The secret for %1 is empty.").arg(operation.provider));
            return true;
        }
        return false;
    case Action::Read: {
        // The session copy is what the last write left: the keychain refused it.
        const auto it = m_session.constFind(key);
        if (it == m_session.constEnd())
            return false;
        Q_EMIT readFinished(operation.provider, operation.kind, SecretStatus::SessionOnly,
                            privateCopy(it.value()),
                            tr("No keychain: the secret for %1 is kept for this session only.")
                                .arg(operation.provider));
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

void CredentialStore::startJob(const Operation &operation)
{
    QKeychain::Job *job = nullptr;
    switch (operation.action) {
    case Action::Write: {
        auto *writeJob = new QKeychain::WritePasswordJob(m_service);
        // Binary: any byte sequence round-trips unchanged.
        writeJob->setBinaryData(privateCopy(operation.secret));
        job = writeJob;
        break;
    }
    case Action::Read:
        job = new QKeychain::ReadPasswordJob(m_service);
        break;
    case Action::Remove:
        job = new QKeychain::DeletePasswordJob(m_service);
        break;
    }
    // Without a keychain QtKeychain can keep secrets in a plain-text settings
    // file; that is exactly what must never happen.
    job->setInsecureFallback(false);
    job->setAutoDelete(true);
    job->setKey(keychainKey(operation.provider, operation.kind));
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
    if (!m_current)
        return;
    Operation operation = std::move(*m_current);
    m_current.reset();
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
        finishRemove(operation, error, cause);
        break;
    }
}

void CredentialStore::finishWrite(Operation &operation, int error, const QString &cause)
{
    const QString key = keychainKey(operation.provider, operation.kind);
    wipeSessionCopy(key);
    if (error == QKeychain::NoError) {
        wipe(operation.secret);
        setState(KeychainState::Available);
        Q_EMIT writeFinished(operation.provider, operation.kind, SecretStatus::Keychain, {});
        return;
    }
    // Whatever the reason (no Secret Service, no D-Bus, access denied, no
    // answer), the secret is not persisted: keep it for this session and say so.
    m_session.insert(key, std::move(operation.secret));
    operation.secret = QByteArray();
    setState(KeychainState::Unavailable);
    Q_EMIT writeFinished(operation.provider, operation.kind, SecretStatus::SessionOnly,
                         tr("No keychain: the secret for %1 is kept for this session only (%2).")
                             .arg(operation.provider, cause));
}

void CredentialStore::finishRead(Operation &operation, int error, const QString &cause,
                                 const QByteArray &data)
{
    switch (error) {
    case QKeychain::NoError:
        setState(KeychainState::Available);
        Q_EMIT readFinished(operation.provider, operation.kind, SecretStatus::Keychain, data, {});
        return;
    case QKeychain::EntryNotFound:
        setState(KeychainState::Available);
        Q_EMIT readFinished(operation.provider, operation.kind, SecretStatus::NotFound, {},
                            tr("No secret for %1 is stored.").arg(operation.provider));
        return;
    default:
        setState(KeychainState::Unavailable);
        Q_EMIT readFinished(operation.provider, operation.kind, SecretStatus::Failed, {},
                            tr("Cannot read the secret for %1 from the keychain: %2.")
                                .arg(operation.provider, cause));
        return;
    }
}

void CredentialStore::finishRemove(Operation &operation, int error, const QString &cause)
{
    switch (error) {
    case QKeychain::NoError:
    case QKeychain::EntryNotFound:
        setState(KeychainState::Available);
        Q_EMIT removeFinished(operation.provider, operation.kind, SecretStatus::Keychain, {});
        return;
    case QKeychain::CouldNotDeleteEntry:
        // The keychain answered; it is there but refused this one entry.
        break;
    default:
        setState(KeychainState::Unavailable);
        if (operation.hadSessionCopy) {
            Q_EMIT removeFinished(operation.provider, operation.kind, SecretStatus::SessionOnly,
                                  tr("No keychain: the secret for %1 that was kept for this "
                                     "session is removed (%2).")
                                      .arg(operation.provider, cause));
            return;
        }
        break;
    }
    Q_EMIT removeFinished(operation.provider, operation.kind, SecretStatus::Failed,
                          tr("Cannot remove the secret for %1 from the keychain: %2.")
                              .arg(operation.provider, cause));
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
