// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/valueschema.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace Toolshelf {

// Checks a value against a JSON Schema as a tool's provider wrote it, before
// the value is sent: types (nullable and lists of types), required and other
// properties, enum and const, number bounds, string lengths and patterns,
// items and their counts, allOf/anyOf/oneOf/not, and `$ref` within the
// tool's schema. Keywords it does not know (`format`, a vendor's own) only
// describe the value and are ignored, as JSON Schema says.
//
// The schema is provider data: how deep the check goes and how much work it
// does are bounded, and where a bound is met a problem says so instead of the
// check going on, so a $ref cycle or a schema nested 100,000 deep ends at once.
class SchemaValidator
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SchemaValidator)

public:
    struct Problem
    {
        // Where in the value, as a JSON pointer: "" is the value itself,
        // "/address/city" a member of a member, "/items/0" an array's first item.
        QString path;
        // Translated; provider text in it is bounded but not escaped yet.
        QString message;

        // "path: message", or the message alone for the value itself.
        QString text() const;

        friend bool operator==(const Problem &, const Problem &) = default;
    };

    // Schemas inside schemas (and references followed) before the check stops.
    static constexpr int MaxDepth = 64;
    // Schemas applied in one check, over every branch tried: a bound for a
    // schema whose choices multiply (a oneOf of oneOfs of references).
    static constexpr int MaxSteps = 200000;
    // Problems said about one value; a huge array of wrong items stops there.
    static constexpr qsizetype MaxProblems = 100;
    // Longest `pattern` compiled, and longest string matched against one.
    static constexpr qsizetype MaxPatternLength = 4096;
    static constexpr qsizetype MaxPatternSubject = 64 * 1024;

    // The problems of `value` against `schema`; `root` is the document the
    // schema's references point into (the tool's input schema).
    static QList<Problem> validate(const QJsonValue &value, const ValueSchema &schema,
                                   const ValueSchema &root);
    // The value against the root schema itself.
    static QList<Problem> validate(const QJsonValue &value, const ValueSchema &root)
    {
        return validate(value, root, root);
    }

    // A pointer one step further: "~" and "/" in a name escaped as RFC 6901 says.
    static QString childPath(const QString &path, const QString &name);
    static QString childPath(const QString &path, qsizetype index);
    // The steps of a pointer, unescaped: "/a~1b/0" is {"a/b", "0"}.
    static QStringList steps(const QString &path);
};

} // namespace Toolshelf
