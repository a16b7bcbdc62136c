// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The MCP reference server `@modelcontextprotocol/server-everything`, which
// packaging/setup.sh installs into a cache folder and names in
// TOOLSHELF_MCP_EVERYTHING (its mcp-server-everything command). Tests that
// need it skip with a message when it is not there.

#include <QFileInfo>
#include <QProcess>
#include <QTcpServer>
#include <QTest>
#include <QUrl>

#include <memory>

namespace Fixture {

// The command, or empty when setup.sh has not installed it.
inline QString everythingCommand()
{
    const QString command = qEnvironmentVariable("TOOLSHELF_MCP_EVERYTHING");
    return !command.isEmpty() && QFileInfo(command).isExecutable() ? command : QString();
}

#define TOOLSHELF_REQUIRE_EVERYTHING()                                                             \
    do {                                                                                           \
        if (Fixture::everythingCommand().isEmpty())                                                \
            QSKIP("needs @modelcontextprotocol/server-everything: run through "                    \
                  "packaging/setup.sh test, which installs it and sets "                           \
                  "TOOLSHELF_MCP_EVERYTHING");                                                     \
    } while (false)

// server-everything on a free loopback port, stopped with the object: over
// streamable HTTP, or over the 2024-11-05 HTTP+SSE transport (sse).
class EverythingServer
{
public:
    enum class Transport { StreamableHttp, Sse };

    bool start(Transport transport = Transport::StreamableHttp)
    {
        m_transport = transport;
        // A port free now; the server takes it a moment later.
        QTcpServer probe;
        if (!probe.listen(QHostAddress::LocalHost))
            return false;
        m_port = probe.serverPort();
        probe.close();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PORT"), QString::number(m_port));
        m_process.setProcessEnvironment(environment);
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        m_process.start(everythingCommand(),
                        {transport == Transport::Sse ? QStringLiteral("sse")
                                                     : QStringLiteral("streamableHttp")});
        if (!m_process.waitForStarted(10000))
            return false;
        return QTest::qWaitFor(
            [this] {
                m_output += m_process.readAll();
                // "listening on port N" (streamableHttp), "running on port N" (sse)
                return m_output.contains("on port");
            },
            30000);
    }

    ~EverythingServer()
    {
        m_process.kill();
        m_process.waitForFinished(5000);
    }

    QUrl url() const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1/%2")
                        .arg(m_port)
                        .arg(m_transport == Transport::Sse ? QStringLiteral("sse")
                                                           : QStringLiteral("mcp")));
    }

private:
    QProcess m_process;
    QByteArray m_output;
    quint16 m_port = 0;
    Transport m_transport = Transport::StreamableHttp;
};

} // namespace Fixture
