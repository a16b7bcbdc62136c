// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/rule.h"

#include <QList>
#include <QString>

namespace Toolshelf {

// One finding about a document: which rule, where (a JSONPath such as
// `$.items[2].input_parameters[0].name`) and a message naming the values.
struct Diagnostic
{
    Rule rule = Rule::JsonSyntax;
    QString path;
    QString message;

    Severity severity() const { return ruleSeverity(rule); }
    bool isError() const { return severity() == Severity::Error; }

    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

bool containsError(const QList<Diagnostic> &diagnostics);

} // namespace Toolshelf
