// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/logincommand.h"

#include "cli/application.h"
#include "cli/browsersignin.h"
#include "cli/commandparser.h"
#include "client/connectiontest.h"
#include "client/oauthbrowserlogin.h"
#include "core/textsafety.h"
#include "net/networkservice.h"
#include "providers/credentialstore.h"
#include "providers/secretenvironment.h"

#include <QFile>

#include <cstdio>
#include <termios.h>
#include <unistd.h>

namespace Toolshelf {

namespace {

enum class Secrets { Line, Lines };

// Reads a secret from stdin: all of it when piped; else, after `prompt`,
// what is typed without echo: one line, or lines up to an empty one.
QByteArray readSecret(const QString &prompt, QTextStream &err, Secrets secrets = Secrets::Line)
{
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly))
        return {};
    if (!isatty(STDIN_FILENO))
        return secrets == Secrets::Line ? in.readAll().trimmed() : in.readAll();
    err << prompt;
    err.flush();
    termios saved {};
    const bool terminal = tcgetattr(STDIN_FILENO, &saved) == 0;
    if (terminal) {
        termios silent = saved;
        silent.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent);
    }
    QByteArray typed;
    if (secrets == Secrets::Line) {
        typed = in.readLine().trimmed();
    } else {
        for (QByteArray line = in.readLine(); !line.trimmed().isEmpty(); line = in.readLine())
            typed += line;
    }
    if (terminal)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
    err << u'\n';
    return typed;
}

} // namespace

LoginCommand::LoginCommand() = default;
LoginCommand::~LoginCommand() = default;

QString LoginCommand::name() const
{
    return QStringLiteral("login");
}

QString LoginCommand::summary() const
{
    return tr("Store a provider's credentials in the keychain.");
}

int LoginCommand::run(const QStringList &arguments, CommandIo &io)
{
    CommandParser parser(this->name());
    parser.setDescription(tr(
        "Stores the credentials of provider NAME in the operating system's keychain: the API "
        "key or token (api-key, bearer), the OAuth2 client secret (oauth2-client), a local "
        "server's secret environment variables as NAME=value lines (env), or, signing in "
        "through the web browser ($BROWSER, else the desktop's), the refresh token "
        "(oauth2-code). An MCP server with oauth2-code and no token URL is asked what it "
        "needs: its authorization server is discovered, Toolshelf registered there if no "
        "client id is set, and the sign-in it grants is kept.\n"
        "\n"
        "The secret is read from stdin when stdin is not a terminal, else asked for without echo. "
        "It is never written to disk in clear: without a keychain, login fails. Once stored, the "
        "credentials are checked by asking the provider for one page of its tools. A refused "
        "secret stays stored (a provider may be misconfigured for a while): run login again with "
        "the right one.\n"
        "\n"
        "Exit status: 0 stored (and accepted, unless --no-verify), 1 not stored, refused, or not "
        "checkable (the message says which), 2 bad usage."));
    const QCommandLineOption noVerifyOption(QStringLiteral("no-verify"),
                                            tr("Store the secret without checking it."));
    parser.addOption(noVerifyOption);
    parser.addPositionalArgument(QStringLiteral("NAME"), tr("The provider."));
    if (const std::optional<int> done = parser.parse(
            arguments, io, tr("Usage: toolshelf [--profile DIR] login [--no-verify] NAME")))
        return *done;
    if (parser.positionalArguments().size() != 1)
        return parser.usageError(io, tr("name one provider"));
    m_verify = !parser.isSet(noVerifyOption);
    const QString name = parser.positionalArguments().constFirst();
    m_application = std::make_unique<Application>(io.profile);
    QString error;
    if (!m_application->open(&error)) {
        io.err << QStringLiteral("toolshelf login: ") << error << u'\n';
        return 2;
    }
    const auto provider = m_application->providers().find(name);
    if (!provider) {
        io.err << tr("toolshelf login: no provider named \"%1\"").arg(TextSafety::escapeLine(name))
               << u'\n';
        return 2;
    }
    // The secret goes to the administrator's provider, never to the user's own.
    for (const Provider &own : m_application->providers().shadowed()) {
        if (own.name == provider->name)
            io.err << QStringLiteral("toolshelf login: ") << ProviderRegistry::shadowedReason(own)
                   << u'\n';
    }
    switch (provider->auth) {
    case AuthMethod::None:
        io.out << tr("%1 needs no credentials.").arg(TextSafety::escapeLine(provider->name))
               << u'\n';
        return 0;
    case AuthMethod::ApiKey:
    case AuthMethod::Bearer:
    case AuthMethod::OAuth2ClientCredentials: {
        const QString what = provider->auth == AuthMethod::ApiKey ? tr("API key")
            : provider->auth == AuthMethod::Bearer                ? tr("token")
                                                                  : tr("client secret");
        const QByteArray secret = readSecret(
            tr("%1 for %2: ").arg(what, TextSafety::escapeLine(provider->name)), io.err);
        if (secret.isEmpty()) {
            io.err << tr("toolshelf login: no %1 given").arg(what) << u'\n';
            return 2;
        }
        store(*provider, int(SecretKind::Secret), secret, io);
        return Pending;
    }
    case AuthMethod::Environment: {
        const auto secret = SecretEnvironment::fromLines(
            readSecret(tr("NAME=value for each secret variable of %1, then an empty line:\n")
                           .arg(TextSafety::escapeLine(provider->name)),
                       io.err, Secrets::Lines));
        if (const auto *problem = std::get_if<QString>(&secret)) {
            io.err << QStringLiteral("toolshelf login: ") << *problem << u'\n';
            return 2;
        }
        store(*provider, int(SecretKind::Secret), std::get<QByteArray>(secret), io);
        return Pending;
    }
    case AuthMethod::OAuth2AuthorizationCode:
        if (discoversAuthorization(*provider)) {
            signInAnew(*provider, io);
            return Pending;
        }
        m_browserLogin
            = std::make_unique<OAuthBrowserLogin>(*provider, m_application->network().manager());
        QObject::connect(
            m_browserLogin.get(), &OAuthBrowserLogin::openBrowser, m_application.get(),
            [&io](const QUrl &url, bool started) {
                io.err << (started ? tr("Continue in the web browser. If it did not open, visit:")
                                   : tr("Open this address in a web browser to sign in:"))
                       << u'\n' << url.toString(QUrl::FullyEncoded) << u'\n';
                io.err.flush();
            });
        QObject::connect(m_browserLogin.get(), &OAuthBrowserLogin::succeeded, m_application.get(),
                         [this, &io, provider = *provider](const QByteArray &refresh) {
                             store(provider, int(SecretKind::RefreshToken), refresh, io);
                         });
        QObject::connect(m_browserLogin.get(), &OAuthBrowserLogin::failed, m_application.get(),
                         [&io](const QString &message) {
                             io.err << QStringLiteral("toolshelf login: ") << message << u'\n';
                             io.finish(1);
                         });
        m_browserLogin->start();
        return Pending;
    }
    return 2;
}

void LoginCommand::store(const Provider &provider, int kind, const QByteArray &secret,
                         CommandIo &io)
{
    CredentialStore &credentials = m_application->credentials();
    // Once: the check that follows may store a rotated refresh token.
    auto answered = std::make_shared<QMetaObject::Connection>();
    *answered = QObject::connect(
        &credentials, &CredentialStore::writeFinished, m_application.get(),
        [this, &io, &credentials, provider, answered](const QString &, SecretKind written,
                                                      SecretStatus status, const QString &message) {
            QObject::disconnect(*answered);
            const QString name = TextSafety::escapeLine(provider.name);
            if (status == SecretStatus::Keychain) {
                io.out << tr("Stored the credentials for %1 in the keychain.").arg(name) << u'\n';
                if (!m_verify)
                    return io.finish(0);
                io.out.flush();
                return verify(provider, io);
            }
            // A session-only secret would die with this process: not stored at all.
            if (status == SecretStatus::SessionOnly)
                credentials.remove(provider, written);
            io.err << tr("toolshelf login: the credentials for %1 were not stored: %2")
                          .arg(name,
                               status == SecretStatus::SessionOnly
                                   ? tr("no keychain is available (start a Secret Service such as "
                                        "gnome-keyring or KWallet)")
                                   : message)
                   << u'\n';
            io.finish(1);
        });
    credentials.write(provider, SecretKind(kind), secret);
}

// An MCP server's own sign-in: the old one is dropped, and a connection test
// that may sign in meets the server's 401, whose challenge (scopes, resource
// metadata) the browser sign-in answers; the grant it stores is then tried.
void LoginCommand::signInAnew(const Provider &provider, CommandIo &io)
{
    BrowserSignIn::allow(*m_application, io);
    CredentialStore &credentials = m_application->credentials();
    auto removed = std::make_shared<QMetaObject::Connection>();
    *removed = QObject::connect(&credentials, &CredentialStore::removeFinished, m_application.get(),
                                [this, &io, provider, removed](const QString &providerId) {
                                    if (providerId != provider.id)
                                        return;
                                    QObject::disconnect(*removed);
                                    verify(provider, io);
                                });
    credentials.remove(provider, SecretKind::RefreshToken);
}

// One authenticated request, signed with what the keychain now holds, as a
// sync would sign it: a mistyped secret is found now, not at the next sync.
void LoginCommand::verify(const Provider &provider, CommandIo &io)
{
    auto *test = new ConnectionTest(provider, {}, &m_application->clients(), m_application.get());
    QObject::connect(
        test, &ConnectionTest::finished, m_application.get(),
        [&io, test, name = TextSafety::escapeLine(provider.name)](bool, const QString &message) {
            test->deleteLater();
            switch (test->outcome()) {
            case ConnectionTest::Outcome::Connected:
                io.out << tr("%1 accepted them: %2").arg(name, message) << u'\n';
                return io.finish(0);
            case ConnectionTest::Outcome::Refused:
                io.err << tr("toolshelf login: %1 The credentials for %2 stay stored in the "
                             "keychain, in case the provider is misconfigured for a while; store "
                             "the right ones with: toolshelf login %2")
                              .arg(message, name)
                       << u'\n';
                return io.finish(1);
            case ConnectionTest::Outcome::Unchecked:
                io.err << tr("toolshelf login: the credentials for %1 are stored, but could not "
                             "be checked: %2")
                              .arg(name, message)
                       << u'\n';
                return io.finish(1);
            }
        });
    test->start();
}

} // namespace Toolshelf
