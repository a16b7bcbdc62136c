// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>

namespace Toolshelf {

class Application;
struct CommandIo;

// `--sign-in` of the commands that talk to providers (sync, invoke): an MCP
// server that answers 401, or 403 for want of scope, gets a browser sign-in
// at once instead of an error, and the address is printed in case no
// browser opens. Off by default: a sync nobody watches opens no browser.
class BrowserSignIn final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::BrowserSignIn)

public:
    static QCommandLineOption option();
    // Lets the application's provider clients sign in, telling `io` where.
    static void allow(Application &application, CommandIo &io);
};

} // namespace Toolshelf
