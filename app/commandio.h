#pragma once

#include <QTextStream>

namespace Toolshelf {

// Where a command writes: the process's stdout/stderr in the binary, string
// buffers in tests.
struct CommandIo
{
    QTextStream &out;
    QTextStream &err;
};

} // namespace Toolshelf
