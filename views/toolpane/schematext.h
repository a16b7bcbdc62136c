// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/valueschema.h"

#include <QCoreApplication>
#include <QString>

namespace Toolshelf {

// A schema in words, for the Details tree and the form's tooltips: its type
// with what bounds it ("integer 1–10", "string, at most 200 characters",
// "one of: standard, express"). Provider text in it is one bounded line.
class SchemaText
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SchemaText)

public:
    // A value as a person reads it: a string as it is, anything else as JSON.
    static QString valueText(const QJsonValue &value);
    // A number as JSON writes it, whatever the locale.
    static QString numberText(double number);
    // What bounds the value beyond its type; empty when nothing does.
    static QString constraints(const ValueSchema &schema);
    // The type alone: "string or null", "array of object", "one of: a, b".
    static QString bareType(const ValueSchema &schema);
    // The type and its constraints. `root` names what a reference leads to.
    static QString typeText(const ValueSchema &schema, const ValueSchema &root);
    // The last step of a reference ("address" of "#/$defs/address").
    static QString referenceName(const QString &reference);
};

} // namespace Toolshelf
