// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/browsersignin.h"

#include "cli/application.h"
#include "cli/commandio.h"
#include "client/providerclients.h"
#include "core/textsafety.h"

namespace Toolshelf {

QCommandLineOption BrowserSignIn::option()
{
    return QCommandLineOption(
        QStringLiteral("sign-in"),
        tr("When an MCP server asks for a sign-in (or more scopes), sign in through the web "
           "browser ($BROWSER, else the desktop's) instead of failing."));
}

void BrowserSignIn::allow(Application &application, CommandIo &io)
{
    application.clients().setSignInAllowed(true);
    QObject::connect(&application.clients(), &ProviderClients::signInOpened, &application,
                     [&io](const Provider &provider, const QUrl &url, bool started) {
                         io.err << (started ? tr("Sign in to %1 in the web browser. If it did "
                                                 "not open, visit:")
                                            : tr("Open this address in a web browser to sign "
                                                 "in to %1:"))
                                       .arg(TextSafety::escapeLine(provider.name))
                                << u'\n' << url.toString(QUrl::FullyEncoded) << u'\n';
                         io.err.flush();
                     });
}

} // namespace Toolshelf
