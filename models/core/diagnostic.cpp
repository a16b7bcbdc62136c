// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/diagnostic.h"

#include <algorithm>

namespace Toolshelf {

bool containsError(const QList<Diagnostic> &diagnostics)
{
    return std::any_of(diagnostics.cbegin(), diagnostics.cend(),
                       [](const Diagnostic &d) { return d.isError(); });
}

} // namespace Toolshelf
