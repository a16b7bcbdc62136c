// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/profileinstance.h"

#include "core/logcategories.h"
#include "core/sha256.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalSocket>
#include <QStandardPaths>
#include <QTimer>

namespace Toolshelf {

namespace {

// A socket's path must fit sockaddr_un (108 bytes on Linux): the runtime
// directory is short; the temporary one is the fallback Qt's own would use.
QString socketDirectory()
{
    const QString runtime = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    return runtime.isEmpty() ? QDir::tempPath() : runtime;
}

QByteArray message(const QStringList &files)
{
    QJsonArray paths;
    for (const QString &file : files)
        paths.append(QFileInfo(file).absoluteFilePath());
    return QJsonDocument(QJsonObject {{QStringLiteral("files"), paths}})
               .toJson(QJsonDocument::Compact)
        + '\n';
}

} // namespace

ProfileInstance::ProfileInstance(const Profile &profile, QObject *parent)
    : QObject(parent)
    // Named after the profile's configuration folder, as its keychain
    // entries are: two profiles never share a window.
    , m_name(socketDirectory() + QStringLiteral("/toolshelf-")
             + QString::fromLatin1(
                 Sha256::hex(QDir::cleanPath(profile.configDirectory()).toUtf8()).left(16))
             + QStringLiteral(".socket"))
    , m_lock(m_name + QStringLiteral(".lock"))
    // A child, so it moves with this object to another thread.
    , m_server(this)
{
    m_server.setSocketOptions(QLocalServer::UserAccessOption);
    connect(&m_server, &QLocalServer::newConnection, this, &ProfileInstance::answer);
}

ProfileInstance::~ProfileInstance() = default;

ProfileInstance::Claim ProfileInstance::claim(const QStringList &files, QString *warning)
{
    // Two starts at once must not both find no window and both listen: the
    // look and the listening happen under a lock. A stale lock (a killed
    // start) is taken over after a while by QLockFile itself.
    m_lock.setStaleLockTime(std::chrono::seconds(10));
    const bool locked = m_lock.tryLock(std::chrono::seconds(10));
    bool unanswered = false;
    if (handOver(files, &unanswered)) {
        if (locked)
            m_lock.unlock();
        return Claim::HandedOver;
    }
    if (unanswered) {
        if (locked)
            m_lock.unlock();
        return Claim::Unanswered;
    }
    // Nobody listens: a socket file left there is a killed window's.
    QLocalServer::removeServer(m_name);
    if (!m_server.listen(m_name) && warning) {
        *warning = tr("A second Toolshelf on this profile will open another window: %1")
                       .arg(m_server.errorString());
    }
    qCInfo(lcUi).noquote() << QStringLiteral("the window of this profile; later starts hand "
                                             "their files to it over %1")
                                  .arg(QDir::toNativeSeparators(m_name));
    if (locked)
        m_lock.unlock();
    return Claim::First;
}

bool ProfileInstance::handOver(const QStringList &files, bool *unanswered) const
{
    QLocalSocket socket;
    socket.connectToServer(m_name);
    if (!socket.waitForConnected(int(AnswerTimeout.count())))
        return false;
    socket.write(message(files));
    socket.flush();
    // The window answers once it has taken the files.
    QByteArray answer;
    while (!answer.contains('\n') && socket.waitForReadyRead(int(AnswerTimeout.count())))
        answer += socket.readAll();
    if (answer.startsWith("ok\n")) {
        qCInfo(lcUi) << "handed" << files.size() << "files to the window of this profile";
        return true;
    }
    *unanswered = true;
    return false;
}

void ProfileInstance::answer()
{
    while (QLocalSocket *connection = m_server.nextPendingConnection()) {
        connect(connection, &QLocalSocket::disconnected, connection, &QObject::deleteLater);
        // A start that connects and says nothing is not waited for.
        QTimer::singleShot(AnswerTimeout, connection, [connection] {
            connection->abort();
            connection->deleteLater();
        });
        // Read as it comes: a start writes one line; anything longer than a
        // hand-over can be, or not JSON, is dropped without an answer.
        connect(connection, &QLocalSocket::readyRead, this, [this, connection] {
            if (connection->bytesAvailable() > MaxMessageBytes) {
                connection->abort();
                connection->deleteLater();
                return;
            }
            if (!connection->canReadLine())
                return;
            const QByteArray line = connection->readLine(MaxMessageBytes);
            const QJsonDocument document = QJsonDocument::fromJson(line);
            const QJsonValue paths = document.object().value(QStringLiteral("files"));
            if (!paths.isArray()) {
                connection->abort();
                connection->deleteLater();
                return;
            }
            QStringList files;
            for (const QJsonValue &path : paths.toArray()) {
                if (path.isString() && QFileInfo(path.toString()).isAbsolute())
                    files.append(path.toString());
            }
            qCInfo(lcUi) << "a later start asked for" << files.size() << "files";
            connection->write("ok\n");
            connection->disconnectFromServer();
            Q_EMIT activated(files);
        });
    }
}

} // namespace Toolshelf
