#pragma once

#include "command.h"

#include <QCoreApplication>

#include <memory>

namespace Toolshelf {

class Application;

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
    int list(const QStringList &arguments, CommandIo &io);
    int remove(const QStringList &arguments, CommandIo &io);
    int importFile(const QStringList &arguments, CommandIo &io);
    int exportFile(const QStringList &arguments, CommandIo &io);

    std::unique_ptr<Application> m_application;
};

} // namespace Toolshelf
