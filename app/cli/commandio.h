// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "providers/profile.h"

#include <QTextStream>

#include <functional>

namespace Toolshelf {

// What a command is given: where it writes (the process's stdout/stderr in the
// binary, string buffers in tests) and the profile it works in.
struct CommandIo
{
    CommandIo(QTextStream &output, QTextStream &errors)
        : out(output)
        , err(errors)
    { }

    QTextStream &out;
    QTextStream &err;
    Profile profile = Profile::resolve();
    // How a command that returned Command::Pending ends; set by CommandLine.
    std::function<void(int exitCode)> finish;
};

} // namespace Toolshelf
