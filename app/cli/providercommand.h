// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/command.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QStringList>

#include <memory>
#include <utility>

namespace Toolshelf {

class Application;
class ProviderRegistry;
struct Provider;

// `toolshelf provider add|list|remove|import|export`: the profile's providers.
class ProviderCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ProviderCommand)

public:
    ProviderCommand();
    ~ProviderCommand() override;

    QString name() const override;
    QString summary() const override;
    int run(const QStringList &arguments, CommandIo &io) override;

private:
    int add(const QStringList &arguments, CommandIo &io);
    // `add NAME --stdio -- COMMAND...`: a local MCP server; its secret
    // variables go to the keychain once the provider is saved.
    int addLocal(const QStringList &positional, const QStringList &variables,
                 const QString &dialectName, CommandIo &io);
    // Asks the provider which dialect it speaks, then adds it with that one.
    int detectAndAdd(Provider provider, CommandIo &io);
    int addProvider(ProviderRegistry &registry, const Provider &provider, CommandIo &io);
    int list(const QStringList &arguments, CommandIo &io);
    int remove(const QStringList &arguments, CommandIo &io);
    int importFile(const QStringList &arguments, CommandIo &io);
    int exportFile(const QStringList &arguments, CommandIo &io);
    // `import` of an agent host's {"mcpServers": ...}: the user's own
    // configuration, so its commands are taken; its secrets go to the keychain.
    int importHostConfig(ProviderRegistry &registry, const QByteArray &json, CommandIo &io);
    static void reportRebound(const QList<std::pair<Provider, Provider>> &rebound,
                              const QHash<QString, QString> &failures, CommandIo &io);
    // The application (keychain and catalog) once the providers file is
    // saved; false, with the reason printed, when it cannot be opened.
    bool openApplication(CommandIo &io);

    std::unique_ptr<Application> m_application;
};

} // namespace Toolshelf
