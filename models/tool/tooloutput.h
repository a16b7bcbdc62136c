// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonValue>
#include <QString>

namespace Toolshelf {

// One output of a tool's answer, as the tool sent it, whichever dialect
// carried it (ToolDialect::readAnswer).
struct ToolOutput
{
    QString name;
    QJsonValue value;
    // False when the tool's description has no output of that name; shown
    // anyway, since it is what the tool answered.
    bool declared = true;
};

} // namespace Toolshelf
