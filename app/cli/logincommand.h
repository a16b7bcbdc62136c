// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/command.h"

#include <QCoreApplication>

#include <memory>

namespace Toolshelf {

class Application;
class OAuthBrowserLogin;
struct Provider;

// `toolshelf login NAME`: stores a provider's secret in the keychain (read
// from stdin when it is not a terminal), or signs in through the browser.
class LoginCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::LoginCommand)

public:
    LoginCommand();
    ~LoginCommand() override;

    QString name() const override;
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;

private:
    void store(const Provider &provider, int kind, const QByteArray &secret, CommandIo &io);
    void signInAnew(const Provider &provider, CommandIo &io);
    void verify(const Provider &provider, CommandIo &io);

    std::unique_ptr<Application> m_application;
    std::unique_ptr<OAuthBrowserLogin> m_browserLogin;
    bool m_verify = true;
};

} // namespace Toolshelf
