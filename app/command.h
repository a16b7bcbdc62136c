#pragma once

#include "commandio.h"

#include <QString>
#include <QStringList>

namespace Toolshelf {

// One `toolshelf SUBCOMMAND`. Exit codes follow one convention across
// commands: 0 success, 1 the work found problems, 2 bad usage or unreadable input.
class Command
{
public:
    virtual ~Command() = default;

    virtual QString name() const = 0;
    // One line for `toolshelf --help`.
    virtual QString summary() const = 0;
    // `arguments` are those after the subcommand's name.
    virtual int run(const QStringList &arguments, CommandIo &io) = 0;
};

} // namespace Toolshelf
