// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/signaturediff.h"
#include "tool/valueschema.h"

#include <QCoreApplication>
#include <QList>

namespace Toolshelf {

// Compares two versions of a tool's input schema, JSON Schema as served,
// member by member and into nested objects and items, from a caller's side:
// a change breaks it when a value the older schema took may be refused by the
// newer one — a member removed or newly required, a type, enum or bound
// narrowed, other members no longer allowed. Widening, new optional members
// and new descriptions are changes that break nothing. References are
// followed (each schema against its own root) a bounded number of steps,
// and a schema nested deeper than MaxDepth is compared no further.
class SchemaDiff
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SchemaDiff)

public:
    static constexpr int MaxDepth = 32;
    // Most changes one comparison reports: two hostile schemas of a million
    // members each say enough in the first ones.
    static constexpr qsizetype MaxChanges = 500;

    // Each change's path is the JSON pointer of the member in the arguments
    // ("/customer/id", "/items/*/sku" for every item), or "" for the whole.
    static QList<SignatureChange> compare(const ValueSchema &older, const ValueSchema &newer);
};

} // namespace Toolshelf
