// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "procedures/procedurelinter.h"

#include <QCoreApplication>
#include <QString>

namespace Toolshelf {

// The sentence a procedure's finding is told in: the lint panel's rows and
// the reasons a tool surface gives for the tools it blocks.
class ProcedureLintMessages
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ProcedureLintMessages)

public:
    // Names are shortened to what a row can show, unsafe characters escaped.
    static QString describe(const ProcedureLintFinding &finding);
};

} // namespace Toolshelf
