// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace Toolshelf {

// One permitted value of an enum parameter: an UPPER_SNAKE_CASE name and the
// text that tells the LLM (and the designer) what choosing it means.
struct AllowedValue
{
    QString name;
    QString description;

    friend bool operator==(const AllowedValue &, const AllowedValue &) = default;
};

} // namespace Toolshelf
