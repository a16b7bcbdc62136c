// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// MCP's stdio transport (McpStdioSession) against local servers that
// misbehave, each a few lines of sh, and against the real reference server
// started as `mcp-server-everything stdio`: every failure ends with its
// cause in bounded time, and every process is reaped.

#include "client/mcpstdiosession.h"
#include "client/providerauthenticator.h"
#include "dialects/mcp/mcpdialect.h"
#include "dialects/mcp/mcpmessages.h"
#include "mcpeverything.h"
#include "net/networkservice.h"
#include "providers/credentialstore.h"
#include "providers/secretenvironment.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

#include <csignal>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

// What a well-behaved server answers to initialize (request 1).
const QString Initialized
    = uR"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"sh"}}})"_s;

Provider shellServer(const QString &script)
{
    Provider provider;
    provider.name = u"local"_s;
    provider.dialect = McpDialect::DialectId;
    provider.command = {u"sh"_s, u"-c"_s, script};
    return provider;
}

bool alive(qint64 pid)
{
    return pid > 0 && ::kill(pid_t(pid), 0) == 0;
}

// The session's outcome, by the signals it sent.
struct Outcome
{
    int opened = 0;
    int closed = 0;
    QList<McpAnswer> answers;
    QStringList errors;
    QStringList logged;
};

void watch(McpSession &session, Outcome &outcome)
{
    QObject::connect(&session, &McpSession::opened, &session, [&outcome] { ++outcome.opened; });
    QObject::connect(&session, &McpSession::closed, &session, [&outcome] { ++outcome.closed; });
    QObject::connect(&session, &McpSession::answered, &session,
                     [&outcome](const McpAnswer &answer) { outcome.answers.append(answer); });
    QObject::connect(&session, &McpSession::failed, &session,
                     [&outcome](const Error &error) { outcome.errors.append(error.text()); });
    QObject::connect(&session, &McpSession::logged, &session,
                     [&outcome](const QString &line) { outcome.logged.append(line); });
}

// Short limits, so a silent server is found out within the test.
void quickLimits(McpSession &session, qint64 maxBytes = 1024 * 1024)
{
    session.setBound([maxBytes](NetworkRequest &request) {
        request.transferTimeout = std::chrono::milliseconds(700);
        request.maxBodyBytes = maxBytes;
        return std::optional<Error>();
    });
}

} // namespace

class tst_McpStdio : public QObject
{
    Q_OBJECT

    QNetworkAccessManager m_manager;
    NetworkService m_network {&m_manager};
    CredentialStore m_credentials {u"Toolshelf tst_mcpstdio"_s};

    // Opens a session with `script`, waits for it to open or fail.
    void openSession(McpStdioSession &session, Outcome &outcome)
    {
        watch(session, outcome);
        session.open();
        QVERIFY(
            QTest::qWaitFor([&] { return outcome.opened || !outcome.errors.isEmpty(); }, 10000));
    }

private Q_SLOTS:
    void serverThatExitsAtOnce()
    {
        McpStdioSession session(shellServer(u"echo 'cannot find config' >&2; exit 3"_s), nullptr);
        Outcome outcome;
        openSession(session, outcome);
        QCOMPARE(outcome.opened, 0);
        QCOMPARE(outcome.errors.size(), 1);
        QVERIFY2(outcome.errors.constFirst().contains(u"exit code 3"_s),
                 qPrintable(outcome.errors.constFirst()));
        QVERIFY(outcome.errors.constFirst().contains(u"before it answered initialize"_s));
        QVERIFY(outcome.errors.constFirst().contains(u"cannot find config"_s));
        QCOMPARE(outcome.logged, QStringList {u"cannot find config"_s});
    }

    void programThatIsNotThere()
    {
        Provider provider = shellServer({});
        provider.command = {u"/nonexistent/mcp-server"_s};
        McpStdioSession session(provider, nullptr);
        Outcome outcome;
        openSession(session, outcome);
        QCOMPARE(outcome.errors.size(), 1);
        QVERIFY2(outcome.errors.constFirst().contains(u"cannot start /nonexistent/mcp-server"_s),
                 qPrintable(outcome.errors.constFirst()));
    }

    void serverThatNeverAnswers()
    {
        McpStdioSession session(shellServer(u"exec cat >/dev/null"_s), nullptr);
        quickLimits(session);
        Outcome outcome;
        QElapsedTimer clock;
        clock.start();
        openSession(session, outcome);
        QCOMPARE(outcome.errors.size(), 1);
        QVERIFY2(outcome.errors.constFirst().contains(u"said nothing for"_s),
                 qPrintable(outcome.errors.constFirst()));
        QVERIFY(clock.elapsed() < 5000);
        const qint64 pid = session.processId();
        QVERIFY(QTest::qWaitFor([&] { return !alive(pid); }, 5000));
    }

    void nonJsonOnStdout()
    {
        McpStdioSession session(shellServer(u"read line; echo 'Server listening...'; exec cat"_s),
                                nullptr);
        Outcome outcome;
        openSession(session, outcome);
        QCOMPARE(outcome.errors.size(), 1);
        QVERIFY2(outcome.errors.constFirst().contains(u"not JSON-RPC on stdout"_s),
                 qPrintable(outcome.errors.constFirst()));
        QVERIFY(outcome.errors.constFirst().contains(u"Server listening"_s));
    }

    void hugeLineIsCut()
    {
        // 200 MB without a line break: the session gives up at the cap, and
        // its memory stays near it.
        McpStdioSession session(
            shellServer(u"read line; head -c 200000000 /dev/zero | tr '\\0' a; exec cat"_s),
            nullptr);
        quickLimits(session, 4 * 1024 * 1024);
        Outcome outcome;
        openSession(session, outcome);
        QCOMPARE(outcome.errors.size(), 1);
        QVERIFY2(outcome.errors.constFirst().contains(u"a line longer than 4 MB"_s),
                 qPrintable(outcome.errors.constFirst()));
    }

    void versionNotOffered()
    {
        McpStdioSession session(
            shellServer(
                uR"(read line; echo '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"1999-01-01","capabilities":{}}}'; exec cat)"_s),
            nullptr);
        Outcome outcome;
        openSession(session, outcome);
        QCOMPARE(outcome.errors.size(), 1);
        QVERIFY2(outcome.errors.constFirst().contains(u"1999-01-01"_s),
                 qPrintable(outcome.errors.constFirst()));
    }

    void floodOfNotifications()
    {
        McpStdioSession session(
            shellServer(
                uR"(read line; yes '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"x"}}')"_s),
            nullptr);
        Outcome outcome;
        watch(session, outcome);
        session.open();
        QVERIFY(QTest::qWaitFor([&] { return !outcome.errors.isEmpty(); }, 30000));
        QVERIFY2(outcome.errors.constFirst().contains(u"messages without answering"_s),
                 qPrintable(outcome.errors.constFirst()));
    }

    void serverRequestsAreAnswered()
    {
        // The server pings before it answers; it answers only if pinged back.
        const QString script = uR"(read line
echo '{"jsonrpc":"2.0","id":"p1","method":"ping"}'
read pong
case "$pong" in *'"id":"p1"'*'"result":{}'*|*'"result":{}'*'"id":"p1"'*) ;; *) exit 9;; esac
echo '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"hi"}}'
echo '%1'
read initialized
read request
echo '{"jsonrpc":"2.0","id":2,"result":{"tools":[]}}'
exec cat)"_s.arg(Initialized);
        McpStdioSession session(shellServer(script), nullptr);
        Outcome outcome;
        openSession(session, outcome);
        QVERIFY2(outcome.errors.isEmpty(), qPrintable(outcome.errors.join(u'\n')));
        QCOMPARE(outcome.opened, 1);
        QCOMPARE(session.serverName(), u"sh"_s);
        session.send(McpMessages::request(0, u"tools/list"_s));
        QVERIFY(QTest::qWaitFor([&] { return !outcome.answers.isEmpty(); }, 5000));
        QString error;
        const auto response = McpMessages::response(outcome.answers.constFirst(), &error);
        QVERIFY2(response, qPrintable(error));
        QVERIFY(response->value(u"result"_s).toObject().value(u"tools"_s).isArray());
        session.close();
        QVERIFY(QTest::qWaitFor([&] { return outcome.closed == 1; }, 5000));
    }

    void serverThatWillNotEndIsKilled()
    {
        // Ignores both the closed stdin and SIGTERM; its child too.
        const QString script = uR"(trap '' TERM
read line
echo '%1'
sh -c "trap '' TERM; while :; do sleep 1; done" &
echo $! >&2
while :; do sleep 1; done)"_s.arg(Initialized);
        McpStdioSession session(shellServer(script), nullptr);
        Outcome outcome;
        openSession(session, outcome);
        QCOMPARE(outcome.opened, 1);
        QVERIFY(QTest::qWaitFor([&] { return !outcome.logged.isEmpty(); }, 5000));
        const qint64 pid = session.processId();
        const qint64 child = outcome.logged.constFirst().toLongLong();
        QVERIFY(alive(pid) && alive(child));
        QElapsedTimer clock;
        clock.start();
        session.close();
        QVERIFY(QTest::qWaitFor([&] { return outcome.closed == 1; }, 10000));
        // Both graces were given (coarse timers may end 5% early).
        QVERIFY2(clock.elapsed() >= 2 * McpStdioSession::StopGrace.count() * 9 / 10,
                 qPrintable(QString::number(clock.elapsed())));
        QVERIFY(!alive(pid));
        // The grandchild went with its group (it is reaped by init).
        QVERIFY(QTest::qWaitFor([&] { return !alive(child); }, 5000));
    }

    void deletingTheSessionEndsTheProcess()
    {
        qint64 pid = 0;
        {
            McpStdioSession session(shellServer(u"trap '' TERM; exec cat >/dev/null"_s), nullptr);
            Outcome outcome;
            watch(session, outcome);
            session.open();
            QVERIFY(QTest::qWaitFor([&] { return session.processId() > 0; }, 5000));
            pid = session.processId();
        }
        QVERIFY(!alive(pid));
    }

    void stderrIsBounded()
    {
        // 100,000 log lines and one of 1 MB: the tail keeps the last few, cut short.
        const QString script
            = uR"(i=0; while [ $i -lt 2000 ]; do echo "log line $i" >&2; i=$((i+1)); done
head -c 1000000 /dev/zero | tr '\0' b >&2; echo >&2
exit 1)"_s;
        McpStdioSession session(shellServer(script), nullptr);
        Outcome outcome;
        openSession(session, outcome);
        QCOMPARE(outcome.errors.size(), 1);
        QCOMPARE(session.errorTail().size(), McpStdioSession::MaxTailLines);
        for (const QString &line : session.errorTail())
            QVERIFY(line.size() <= McpStdioSession::MaxLogLineChars);
        QVERIFY(outcome.logged.contains(u"log line 1999"_s));
    }

    void secretEnvironmentReachesTheProcess()
    {
        // The secret from the keychain is in the process's environment, the
        // plain variable from the provider too.
        Provider provider = shellServer(
            uR"(read line; echo "$PLAIN $API_TOKEN" >&2; echo '%1'; exec cat)"_s.arg(Initialized));
        provider.id = u"tst-mcpstdio-env"_s;
        provider.environment = {u"PLAIN=visible"_s};
        provider.auth = AuthMethod::Environment;
        QSignalSpy written(&m_credentials, &CredentialStore::writeFinished);
        m_credentials.write(provider, SecretKind::Secret,
                            SecretEnvironment::toSecret({{u"API_TOKEN"_s, u"s3cret"_s}}));
        QVERIFY(written.wait(10000));
        if (written.constFirst().at(2).value<SecretStatus>() != SecretStatus::Keychain)
            QSKIP("no keychain in this environment");
        ProviderAuthenticator authenticator(provider, &m_credentials, &m_network);
        McpStdioSession session(provider, &authenticator);
        Outcome outcome;
        openSession(session, outcome);
        QVERIFY2(outcome.errors.isEmpty(), qPrintable(outcome.errors.join(u'\n')));
        QCOMPARE(outcome.logged, QStringList {u"visible s3cret"_s});
        QSignalSpy removed(&m_credentials, &CredentialStore::removeFinished);
        m_credentials.removeProvider(provider);
        QVERIFY(removed.wait(10000));
    }

    void everythingOverStdio()
    {
        TOOLSHELF_REQUIRE_EVERYTHING();
        Provider provider = shellServer({});
        provider.command = {Fixture::everythingCommand(), u"stdio"_s};
        McpStdioSession session(provider, nullptr);
        Outcome outcome;
        openSession(session, outcome);
        QVERIFY2(outcome.errors.isEmpty(), qPrintable(outcome.errors.join(u'\n')));
        QCOMPARE(session.protocolVersion(), McpMessages::protocolVersions().constFirst());
        session.send(McpMessages::request(0, u"tools/list"_s));
        QVERIFY(QTest::qWaitFor([&] { return !outcome.answers.isEmpty(); }, 10000));
        QString error;
        const auto response = McpMessages::response(outcome.answers.constFirst(), &error);
        QVERIFY2(response, qPrintable(error));
        const DialectPage page = McpDialect::page(u"local"_s, *response);
        QVERIFY(!page.fatal);
        QVERIFY(page.tools.size() >= 10);
        const qint64 pid = session.processId();
        session.close();
        QVERIFY(QTest::qWaitFor([&] { return outcome.closed == 1; }, 10000));
        QVERIFY(!alive(pid));
    }
};

QTEST_GUILESS_MAIN(tst_McpStdio)
#include "tst_mcpstdio.moc"
