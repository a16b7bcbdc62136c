#include "logincommand.h"

#include "application.h"
#include "credentialstore.h"
#include "networkservice.h"
#include "oauthbrowserlogin.h"
#include "textsafety.h"

#include <QFile>

#include <cstdio>
#include <termios.h>
#include <unistd.h>

namespace Toolshelf {

namespace {

QString usage()
{
    return LoginCommand::tr(
        "Usage: toolshelf [--profile DIR] login NAME\n"
        "\n"
        "Stores the credentials of provider NAME in the operating system's keychain:\n"
        "  api-key, bearer   the API key or token\n"
        "  oauth2-client     the OAuth2 client secret\n"
        "  oauth2-code       signs in through the web browser ($BROWSER, else the desktop's);\n"
        "                    the refresh token is stored\n"
        "The secret is read from stdin when stdin is not a terminal, else asked for without\n"
        "echo. It is never written to disk in clear: without a keychain, login fails.\n"
        "Exit status: 0 stored, 1 not stored (the message says why), 2 bad usage.\n");
}

// Reads one secret: all of stdin when piped, else a line typed without echo.
QByteArray readSecret(const QString &prompt, QTextStream &err)
{
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly))
        return {};
    if (!isatty(STDIN_FILENO))
        return in.readAll().trimmed();
    err << prompt;
    err.flush();
    termios saved {};
    const bool terminal = tcgetattr(STDIN_FILENO, &saved) == 0;
    if (terminal) {
        termios silent = saved;
        silent.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent);
    }
    const QByteArray line = in.readLine().trimmed();
    if (terminal)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
    err << u'\n';
    return line;
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
    if (arguments.value(0) == QLatin1String("--help")
        || arguments.value(0) == QLatin1String("-h")) {
        io.out << usage();
        return 0;
    }
    if (arguments.size() != 1 || arguments.first().startsWith(u'-')) {
        io.err << usage();
        return 2;
    }
    m_application = std::make_unique<Application>(io.profile);
    QString error;
    if (!m_application->open(&error)) {
        io.err << QStringLiteral("toolshelf login: ") << error << u'\n';
        return 2;
    }
    const auto provider = m_application->providers().find(arguments.first());
    if (!provider) {
        io.err << tr("toolshelf login: no provider named \"%1\"")
                      .arg(TextSafety::escapeLine(arguments.first()))
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
    case AuthMethod::OAuth2AuthorizationCode:
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
    QObject::connect(
        &credentials, &CredentialStore::writeFinished, m_application.get(),
        [&io, &credentials, provider](const QString &, SecretKind written, SecretStatus status,
                                      const QString &message) {
            const QString &name = provider.name;
            if (status == SecretStatus::Keychain) {
                io.out << tr("Stored the credentials for %1 in the keychain.").arg(name) << u'\n';
                io.finish(0);
                return;
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

} // namespace Toolshelf
