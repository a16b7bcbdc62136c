// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "client/mcpsession.h"
#include "dialects/mcp/mcplines.h"
#include "providers/provider.h"

#include <QDeadlineTimer>
#include <QPointer>
#include <QProcess>
#include <QStringList>
#include <QTimer>

namespace Toolshelf {

// A session with a local MCP server: its command started as a process, one
// JSON-RPC message per line on its stdin and stdout (MCP's stdio transport).
// Its stderr is the server's log: each line is logged() and the last few
// are kept to explain a failure. A line longer than the body cap, output
// that is not JSON-RPC, silence past the transfer timeout or a process that
// ends mid-request fail the session with the cause. The server's own
// requests are answered (`ping`; anything else is refused as unknown).
//
// The process runs in a process group of its own, so ending it also ends
// what it started (npx starts node): close() closes its stdin and waits, then
// terminates the group, then kills it; every way out reaps it.
class McpStdioSession final : public McpSession
{
    Q_OBJECT

public:
    McpStdioSession(Provider provider, ProviderAuthenticator *authenticator,
                    QObject *parent = nullptr);
    ~McpStdioSession() override;

    void open() override;
    void send(const QByteArray &request) override;
    void close() override;
    void cancel() override;

    // The server's last lines on stderr, oldest first.
    QStringList errorTail() const { return m_tail; }
    // The process's id while it runs; 0 otherwise.
    qint64 processId() const;

    static constexpr int MaxTailLines = 20;
    // A server that floods notifications (or requests) while a request waits
    // is given up on: progress reports come by the hundred, not by the
    // hundred thousand.
    static constexpr int MaxMessagesPerRequest = 100000;
    static constexpr qsizetype MaxLogLineChars = 1000;
    // How long a server may take to end once its stdin is closed, then once
    // it is told to terminate.
    static constexpr std::chrono::milliseconds StopGrace {2000};

private:
    enum class Step { Idle, Preparing, Initializing, Requesting, Closing };

    void start();
    void request(const QByteArray &message, Step step);
    void write(const QByteArray &message);
    void readOutput();
    void readErrors();
    void logLine(const QByteArray &line);
    void received(const QByteArray &line);
    void exited(int code, QProcess::ExitStatus status);
    void startFailed(QProcess::ProcessError error);
    void armSilence();
    void silent();
    void fail(const Error &error);
    // Ends the process: stdin closed, then SIGTERM, then SIGKILL to its group.
    void stop();
    void signalGroup(int signal);
    // The cause, with what the server last said on stderr.
    Error withTail(const QString &message) const;
    QString program() const;
    void later(std::function<void()> step);

    Provider m_provider;
    QPointer<ProviderAuthenticator> m_authenticator;
    QProcess *m_process = nullptr;
    Step m_step = Step::Idle;
    qint64 m_nextId = 1;
    qint64 m_waitingFor = 0;
    McpLines m_lines {NetworkRequest().maxBodyBytes};
    QByteArray m_errorLine;
    QStringList m_tail;
    NetworkRequest m_limits;
    QTimer m_silence;
    QTimer m_stopping;
    int m_stopStage = 0;
    int m_unanswered = 0;
    // Failed or cancelled: what the process still writes is not read.
    bool m_broken = false;
};

} // namespace Toolshelf
