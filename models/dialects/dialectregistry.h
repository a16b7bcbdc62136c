// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "dialects/tooldialect.h"

#include <QList>
#include <QString>

namespace Toolshelf::Dialects {

// Not a dialect: what a new provider's settings say until a connection test
// (client/ConnectionTest) has found which dialect its URL speaks. Never stored.
inline const QString AutoId = QStringLiteral("auto");

// Every dialect this build speaks, in the order the provider dialog offers
// them. Dialects are stateless: the one instance of each serves every thread.
const QList<const ToolDialect *> &all();

// The dialect with this id, or with one of its former names (N-ACT is A2T),
// ignoring case; null when this build speaks none by that name. Providers
// and catalog rows store the id (ToolDialect::id()).
const ToolDialect *find(const QString &name);

// Whether `tool`'s input schema is its provider's JSON Schema, to be shown and
// checked whole (ToolDialect::servesJsonSchema()); false for a tool whose
// dialect this build does not speak or that no dialect read.
bool servesJsonSchema(const Tool &tool);

} // namespace Toolshelf::Dialects
