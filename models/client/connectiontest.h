// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/error.h"
#include "core/serialqueue.h"
#include "providers/provider.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <deque>

namespace Toolshelf {

class ProviderAuthenticator;
class ProviderClients;
class McpSession;
class SignedCall;
struct McpAnswer;
struct NetworkResult;

// Tries a provider's settings before they are saved: asks for the first tool
// of its list, signed exactly as a sync signs, and says in words whether the
// provider answered with a tool list or why not. A provider whose dialect is
// Dialects::AutoId is asked what it speaks first: a capabilities file
// (seed 003's a2t) at URL/.well-known/a2t-capabilities.json, else an MCP
// `initialize` posted to URL, else the A2T draft's GET {base}/tools;
// detectedDialect() says which answered. A local server is an MCP server.
// Declaration files are read rather than asked: their folder or file must be
// readable (its *.json files are counted), or their https document must
// answer with declarations.
class ConnectionTest final : public QObject
{
    Q_OBJECT

public:
    // What the answer says about the credentials.
    enum class Outcome {
        Connected, // the provider listed its tools
        Refused, // it refused the credentials (HTTP 401 or 403, or the token endpoint's 4xx)
        Unchecked, // no verdict on them: out of reach, another error, not a tool list
    };

    // `secret` is the one typed in, tried with an authenticator of the test's
    // own (it is not the provider's yet); empty signs with the one stored, by
    // the provider's shared authenticator in `clients` (and a browser sign-in
    // always uses its stored token), so a test never spends a rotating refresh
    // token a sync is spending too.
    ConnectionTest(Provider provider, QByteArray secret, ProviderClients *clients,
                   QObject *parent = nullptr);
    ~ConnectionTest() override;

    // Once per test; answers with finished(), always later.
    void start();
    // Takes effect at once; finished() does not follow.
    void cancel();
    bool isRunning() const { return m_running; }
    // Once finished() was emitted.
    Outcome outcome() const { return m_outcome; }
    // The ToolDialect::id() the provider answered in (a refusal of the
    // credentials at A2T's tool list counts as A2T); empty when none did.
    QString detectedDialect() const { return m_detected; }

Q_SIGNALS:
    // Once. `message` is translated, names the server and, on failure, the
    // cause (and, for a detection, each URL tried and why it was not the
    // dialect); provider text in it is escaped and bounded.
    void finished(bool connected, const QString &message);

private:
    enum class Step { CapabilitiesFile, CapabilitiesTools, McpInitialize, A2tTools, Files };

    void next();
    void answered(const NetworkResult &result);
    void capabilitiesFileRead(const NetworkResult &result);
    void capabilitiesToolsRead(const NetworkResult &result);
    void a2tToolsRead(const NetworkResult &result);
    // MCP: a session opened, the first page of tools/list asked for.
    void startMcp();
    void mcpToolsRead(const McpAnswer &answer);
    void mcpFailed(const Error &error);
    // Declaration files: their folder or file counted on m_files, their
    // document read as the listing reads it.
    void checkFiles();
    void filesDocumentRead(const NetworkResult &result);
    QString serverShown() const;
    // A step that found another dialect or nothing: the next is tried, or
    // the test fails with `message` and what was tried.
    void notThisDialect(const QString &message);
    QString failure(const NetworkResult &result, const QString &listPath) const;
    void finish(Outcome outcome, const QString &message);

    Provider m_provider;
    QByteArray m_secret;
    ProviderClients *m_clients;
    QPointer<ProviderAuthenticator> m_authenticator;
    // Only an authenticator of the test's own is cancelled with it.
    bool m_ownAuthenticator = false;
    QPointer<SignedCall> m_call;
    QPointer<McpSession> m_mcp;
    std::deque<Step> m_steps;
    QUrl m_asked;
    // The capabilities file's tool list, once read, and whether it files tools in groups.
    QUrl m_capabilitiesTools;
    bool m_capabilitiesGroups = false;
    QStringList m_tried;
    QString m_detected;
    bool m_detecting = false;
    bool m_started = false;
    bool m_running = false;
    Outcome m_outcome = Outcome::Unchecked;
    // A folder is walked there, not on the window's thread. Last, so it is
    // gone (its walk finished) before the rest of the test.
    SerialQueue m_files;
};

} // namespace Toolshelf
