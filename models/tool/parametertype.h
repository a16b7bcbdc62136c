// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace Toolshelf {

// The types the A2T draft allows for parameters (section 6.1). Inputs may use
// String, Int, Boolean and Enum; outputs additionally Json. Unknown keeps a
// signature that names some other type representable, so it can be reported
// and stored rather than dropped.
enum class ParameterType { String, Int, Boolean, Enum, Json, Unknown };

// Wire name of a known type ("string", "int", ...); empty for Unknown.
QString parameterTypeName(ParameterType type);

// Parses a wire name; anything not in the draft yields Unknown.
ParameterType parameterTypeFromName(const QString &name);

bool isValidInputType(ParameterType type);
bool isValidOutputType(ParameterType type);

} // namespace Toolshelf
