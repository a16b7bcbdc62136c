// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes SchemaValidator with a schema and a value from the same document,
// {"schema": ..., "value": ...}, read as a tool's input schema is (JsonPreflight
// first): a check ends, within its bounds, whatever the schema says, and every
// problem names a place in the value.

#include "fuzzsupport.h"

#include "core/jsonpreflight.h"
#include "tool/schemavalidator.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Toolshelf;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArrayView body = FuzzSupport::bytes(data, size);
    if (JsonPreflight::check(body))
        return 0;
    const QJsonObject document = QJsonDocument::fromJson(body.toByteArray()).object();
    const ValueSchema schema(document.value(QStringLiteral("schema")));
    const QList<SchemaValidator::Problem> problems
        = SchemaValidator::validate(document.value(QStringLiteral("value")), schema);
    FuzzSupport::check(problems.size() <= SchemaValidator::MaxProblems, "problems are bounded",
                       QByteArray::number(SchemaValidator::MaxProblems),
                       QByteArray::number(problems.size()));
    for (const SchemaValidator::Problem &problem : problems) {
        FuzzSupport::check(problem.path.isEmpty() || problem.path.startsWith(u'/'),
                           "a problem's path is a JSON pointer", {}, problem.path.toUtf8());
        FuzzSupport::check(!problem.message.isEmpty(), "a problem says what is wrong", {},
                           problem.path.toUtf8());
        // A pointer's steps make the same pointer again.
        QString again;
        for (const QString &step : SchemaValidator::steps(problem.path))
            again = SchemaValidator::childPath(again, step);
        FuzzSupport::check(again == problem.path, "a pointer reads back", problem.path.toUtf8(),
                           again.toUtf8());
    }
    return 0;
}
