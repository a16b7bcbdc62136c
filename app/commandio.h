#pragma once

#include "profile.h"

#include <QTextStream>

namespace Toolshelf {

// What a command is given: where it writes (the process's stdout/stderr in the
// binary, string buffers in tests) and the profile it works in.
struct CommandIo
{
    QTextStream &out;
    QTextStream &err;
    Profile profile = Profile::resolve();
};

} // namespace Toolshelf
