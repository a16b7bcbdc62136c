// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "client/mcpstdiosession.h"

#include "client/providerauthenticator.h"
#include "core/textsafety.h"

#include <QJsonDocument>

#include <csignal>
#include <sys/types.h>
#include <unistd.h>

namespace Toolshelf {

namespace {

// JSON-RPC's "method not found".

QString megabytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024 * 1024), 'f', 0);
}

} // namespace

McpStdioSession::McpStdioSession(Provider provider, ProviderAuthenticator *authenticator,
                                 QObject *parent)
    : McpSession(parent)
    , m_provider(std::move(provider))
    , m_authenticator(authenticator)
{
    m_silence.setSingleShot(true);
    connect(&m_silence, &QTimer::timeout, this, &McpStdioSession::silent);
    m_stopping.setSingleShot(true);
    connect(&m_stopping, &QTimer::timeout, this, &McpStdioSession::stop);
}

McpStdioSession::~McpStdioSession()
{
    if (!m_process)
        return;
    m_process->disconnect(this);
    if (m_process->state() != QProcess::NotRunning) {
        // Nothing may outlive the session: the whole group, at once, reaped.
        signalGroup(SIGKILL);
        m_process->waitForFinished(int(StopGrace.count()));
    }
}

void McpStdioSession::later(std::function<void()> step)
{
    // Signals always come later, so callers connect after the call too.
    QMetaObject::invokeMethod(this, std::move(step), Qt::QueuedConnection);
}

QString McpStdioSession::program() const
{
    return TextSafety::escapeLine(m_provider.command.constFirst()).left(200);
}

qint64 McpStdioSession::processId() const
{
    return m_process ? m_process->processId() : 0;
}

void McpStdioSession::open()
{
    m_open = false;
    m_version.clear();
    m_step = Step::Preparing;
    if (m_provider.auth != AuthMethod::Environment || !m_authenticator)
        return later([this] { start(); });
    // The secret variables are read from the keychain before the process starts.
    connect(m_authenticator, &ProviderAuthenticator::ready, this, [this] {
        m_authenticator->disconnect(this);
        start();
    });
    connect(m_authenticator, &ProviderAuthenticator::failed, this, [this](const Error &error) {
        m_authenticator->disconnect(this);
        fail(error);
    });
    m_authenticator->prepare();
}

void McpStdioSession::start()
{
    if (m_step != Step::Preparing)
        return;
    if (m_process) {
        m_process->disconnect(this);
        m_process->deleteLater();
    }
    m_process = new QProcess(this);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &pair : std::as_const(m_provider.environment))
        environment.insert(pair.section(u'=', 0, 0), pair.section(u'=', 1));
    if (m_authenticator && m_provider.auth == AuthMethod::Environment)
        environment.insert(m_authenticator->environment());
    m_process->setProcessEnvironment(environment);
    m_process->setProgram(m_provider.command.constFirst());
    m_process->setArguments(m_provider.command.mid(1));
    // A group of its own: stop() reaches what the server starts in turn.
    m_process->setChildProcessModifier([] { ::setpgid(0, 0); });
    connect(m_process, &QProcess::readyReadStandardOutput, this, &McpStdioSession::readOutput);
    connect(m_process, &QProcess::readyReadStandardError, this, &McpStdioSession::readErrors);
    connect(m_process, &QProcess::finished, this, &McpStdioSession::exited);
    connect(m_process, &QProcess::errorOccurred, this, &McpStdioSession::startFailed);
    m_lines.clear();
    m_errorLine.clear();
    m_tail.clear();
    m_broken = false;
    m_process->start(QIODevice::ReadWrite);
    request(McpMessages::initialize(0), Step::Initializing);
}

void McpStdioSession::send(const QByteArray &message)
{
    if (!m_process || m_process->state() == QProcess::NotRunning) {
        m_step = Step::Requesting;
        return later(
            [this] { fail(withTail(tr("the server process %1 is not running").arg(program()))); });
    }
    request(message, Step::Requesting);
}

void McpStdioSession::request(const QByteArray &message, Step step)
{
    m_limits = NetworkRequest();
    if (const std::optional<Error> refused = limit(m_limits)) {
        m_step = step;
        return later([this, error = *refused] { fail(error); });
    }
    m_step = step;
    m_unanswered = 0;
    m_waitingFor = m_nextId++;
    write(McpMessages::withId(message, m_waitingFor));
    armSilence();
}

void McpStdioSession::write(const QByteArray &message)
{
    // One message per line: compact JSON never holds a raw line break.
    m_process->write(message + '\n');
}

void McpStdioSession::armSilence()
{
    qint64 wait = m_limits.transferTimeout.count() > 0 ? m_limits.transferTimeout.count()
                                                       : std::numeric_limits<int>::max();
    if (!m_limits.deadline.isForever())
        wait = std::min(wait, std::max<qint64>(0, m_limits.deadline.remainingTime()));
    m_silence.start(int(std::min<qint64>(wait, std::numeric_limits<int>::max())));
}

void McpStdioSession::silent()
{
    if (m_step != Step::Initializing && m_step != Step::Requesting)
        return;
    if (m_limits.deadline.hasExpired())
        return fail(Error(
            Error::Code::Limit,
            tr("the server process %1 had not answered when the deadline came").arg(program())));
    fail(withTail(tr("the server process %1 said nothing for %2 s")
                      .arg(program())
                      .arg(m_limits.transferTimeout.count() / 1000)));
}

void McpStdioSession::readOutput()
{
    if (m_broken)
        return;
    const QByteArray chunk = m_process->readAllStandardOutput();
    if (m_step == Step::Initializing || m_step == Step::Requesting)
        armSilence();
    m_lines.setMaxLineBytes(m_limits.maxBodyBytes);
    const std::optional<QList<QByteArray>> lines = m_lines.feed(chunk);
    if (!lines)
        return fail(withTail(tr("the server process %1 wrote a line longer than %2 MB")
                                 .arg(program(), megabytes(m_limits.maxBodyBytes))));
    for (const QByteArray &line : *lines) {
        received(line);
        if (m_broken)
            return;
    }
}

void McpStdioSession::received(const QByteArray &line)
{
    QString error;
    const std::optional<QJsonObject> message = McpMessages::parse(line, &error);
    if (!message)
        return fail(
            withTail(tr("the server process %1 wrote something that is not JSON-RPC "
                        "on stdout (%2): %3")
                         .arg(program(), error,
                              TextSafety::shortened(QString::fromUtf8(line.left(200)), 80))));
    if (m_step != Step::Idle && ++m_unanswered > MaxMessagesPerRequest)
        return fail(withTail(tr("the server process %1 sent %L2 messages without answering")
                                 .arg(program())
                                 .arg(MaxMessagesPerRequest)));
    if (message->contains(QStringLiteral("method"))) {
        serverMessage(*message, [this](const QByteArray &response) { write(response); });
        return;
    }
    const QJsonValue id = message->value(QStringLiteral("id"));
    if (!id.isDouble() || id.toInteger() != m_waitingFor)
        return; // An answer to nothing asked now (a request cancelled).
    const Step step = std::exchange(m_step, Step::Idle);
    m_silence.stop();
    const McpAnswer answer {line, "application/json", m_waitingFor, message};
    if (step == Step::Initializing) {
        if (const std::optional<Error> refused = readInitialize(answer))
            return fail(*refused);
        write(McpMessages::notification(QStringLiteral("notifications/initialized")));
        m_open = true;
        return Q_EMIT opened();
    }
    if (step == Step::Requesting)
        Q_EMIT answered(answer);
}

void McpStdioSession::readErrors()
{
    const QByteArray chunk = m_process->readAllStandardError();
    qsizetype from = 0;
    for (qsizetype end = chunk.indexOf('\n'); end >= 0; end = chunk.indexOf('\n', from)) {
        m_errorLine.append(chunk.constData() + from, std::min(end - from, MaxLogLineChars * 4));
        from = end + 1;
        logLine(std::exchange(m_errorLine, {}));
    }
    m_errorLine.append(chunk.constData() + from, chunk.size() - from);
    // A line without end is logged in pieces: the log stays bounded.
    if (m_errorLine.size() > MaxLogLineChars * 4)
        logLine(std::exchange(m_errorLine, {}));
}

void McpStdioSession::logLine(const QByteArray &line)
{
    const QString text = TextSafety::shortened(
        TextSafety::escapeLine(QString::fromUtf8(line).trimmed()), MaxLogLineChars);
    if (text.isEmpty())
        return;
    m_tail.append(text);
    if (m_tail.size() > MaxTailLines)
        m_tail.removeFirst();
    Q_EMIT logged(text);
}

void McpStdioSession::exited(int code, QProcess::ExitStatus status)
{
    m_silence.stop();
    m_stopping.stop();
    // What it wrote last, whole lines or not, explains its end.
    readErrors();
    if (!m_errorLine.isEmpty())
        logLine(std::exchange(m_errorLine, {}));
    const Step step = std::exchange(m_step, Step::Idle);
    m_open = false;
    if (step == Step::Closing)
        return Q_EMIT closed();
    if (step == Step::Idle)
        return;
    const QString how = status == QProcess::CrashExit
        ? tr("the server process %1 crashed").arg(program())
        : tr("the server process %1 ended with exit code %2").arg(program()).arg(code);
    Q_EMIT failed(withTail(step == Step::Initializing
                               ? tr("%1 before it answered initialize").arg(how)
                               : tr("%1 before it answered").arg(how)));
}

void McpStdioSession::startFailed(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart)
        return; // The others end in exited() or are a write to a process gone.
    if (m_step == Step::Idle)
        return;
    fail(Error(Error::Code::Network,
               tr("cannot start %1: %2").arg(program(), m_process->errorString())));
}

void McpStdioSession::close()
{
    m_silence.stop();
    if (!m_process || m_process->state() == QProcess::NotRunning) {
        m_step = Step::Idle;
        m_open = false;
        return later([this] { Q_EMIT closed(); });
    }
    m_step = Step::Closing;
    m_stopStage = 0;
    stop();
}

void McpStdioSession::stop()
{
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
    // The spec's order: stdin closed, then SIGTERM, then SIGKILL.
    switch (m_stopStage++) {
    case 0:
        m_process->closeWriteChannel();
        break;
    case 1:
        signalGroup(SIGTERM);
        break;
    default:
        signalGroup(SIGKILL);
        return; // exited() follows at once
    }
    m_stopping.start(StopGrace);
}

void McpStdioSession::signalGroup(int signal)
{
    const qint64 pid = m_process->processId();
    if (pid > 0)
        ::kill(-pid_t(pid), signal);
}

void McpStdioSession::cancel()
{
    // Ended without a word (exited() says nothing once the step is Idle),
    // and without waiting on a server that may not be listening.
    m_silence.stop();
    m_step = Step::Idle;
    m_open = false;
    m_broken = true;
    m_stopStage = 1;
    stop();
}

void McpStdioSession::fail(const Error &error)
{
    cancel();
    Q_EMIT failed(error);
}

Error McpStdioSession::withTail(const QString &message) const
{
    if (m_tail.isEmpty())
        return Error(Error::Code::Network, message);
    return Error(Error::Code::Network,
                 tr("%1; it last said on stderr: %2")
                     .arg(message, TextSafety::shortened(m_tail.constLast(), 300)));
}

} // namespace Toolshelf
