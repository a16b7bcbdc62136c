// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Exported documents checked against the JSON Schemas their formats publish
// (../shared/formats beside the source tree, see its README), by a validator
// that is not the project's: python3-jsonschema, Debian's package, run over
// the written file. Tests that use it define TOOLSHELF_SOURCE_DIR and skip,
// saying why, where the schemas or the validator are missing.

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QString>
#include <QStringList>

#include <optional>

namespace PublishedSchemas {

// The formats' schemas, beside the source tree; empty when they are not there.
inline QString folder()
{
    const QString formats
        = QDir::cleanPath(QStringLiteral(TOOLSHELF_SOURCE_DIR "/../shared/formats"));
    return QFileInfo(formats).isDir() ? formats : QString();
}

// Validates the instance at `pointer` (RFC 6901; the whole document when
// empty) of a JSON file against a schema, by the draft its `$schema` names
// (Draft7Validator, Draft202012Validator); with `each`, every element of the
// array there. One line per error: "[element]/path: message".
inline const char *const Script
    = "import json, sys\n"
      "from jsonschema import Draft7Validator, Draft202012Validator\n"
      "drafts = {\n"
      "    \"http://json-schema.org/draft-07/schema#\": Draft7Validator,\n"
      "    \"https://json-schema.org/draft/2020-12/schema\": Draft202012Validator,\n"
      "}\n"
      "schema_file, document_file, pointer, mode = sys.argv[1:5]\n"
      "with open(schema_file, encoding=\"utf-8\") as f:\n"
      "    schema = json.load(f)\n"
      "with open(document_file, encoding=\"utf-8\") as f:\n"
      "    instance = json.load(f)\n"
      "for step in pointer.split(\"/\")[1:] if pointer else []:\n"
      "    step = step.replace(\"~1\", \"/\").replace(\"~0\", \"~\")\n"
      "    instance = instance[int(step)] if isinstance(instance, list) else instance[step]\n"
      "validator = drafts[schema[\"$schema\"]]\n"
      "validator.check_schema(schema)\n"
      "checked = validator(schema)\n"
      "items = list(enumerate(instance)) if mode == \"each\" else [(None, instance)]\n"
      "if mode == \"each\" and not isinstance(instance, list):\n"
      "    print(\"not an array at \" + (pointer or \"the top\"))\n"
      "for index, item in items:\n"
      "    where = \"\" if index is None else \"[%d]\" % index\n"
      "    for error in checked.iter_errors(item):\n"
      "        print(where + \"/\" + \"/\".join(str(p) for p in error.absolute_path) + \": \" + "
      "error.message)\n";

struct Outcome
{
    int code = -1;
    QString out;
    QString err;
};

inline Outcome python(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral("python3"), arguments);
    QSignalSpy finished(&process, &QProcess::finished);
    if (!process.waitForStarted(10000) || (finished.isEmpty() && !finished.wait(60000)))
        return {-1, {}, process.errorString()};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

// Why documents cannot be checked here, or nothing.
inline std::optional<QString> unavailable()
{
    if (folder().isEmpty())
        return QStringLiteral("the published schemas are not beside the source tree "
                              "(../shared/formats)");
    static const bool validator
        = python({QStringLiteral("-c"), QStringLiteral("import jsonschema")}).code == 0;
    if (!validator)
        return QStringLiteral("python3-jsonschema is not installed");
    return std::nullopt;
}

// What the validator finds wrong with the file `document` against the
// published schema `schema` ("agenttool-tool-declaration.schema.json");
// empty when it is valid. Not being able to validate is a finding too.
inline QStringList errors(const QString &schema, const QString &document,
                          const QString &pointer = {}, bool each = false)
{
    const Outcome run
        = python({QStringLiteral("-c"), QString::fromUtf8(Script), QDir(folder()).filePath(schema),
                  document, pointer, each ? QStringLiteral("each") : QStringLiteral("one")});
    QStringList found = run.out.split(u'\n', Qt::SkipEmptyParts);
    if (run.code != 0)
        found.append(QStringLiteral("the validator failed (%1): %2").arg(run.code).arg(run.err));
    return found;
}

} // namespace PublishedSchemas

// Skips the test, saying why, where documents cannot be checked.
#define TOOLSHELF_REQUIRE_PUBLISHED_SCHEMAS()                                                      \
    do {                                                                                           \
        if (const std::optional<QString> why = PublishedSchemas::unavailable())                    \
            QSKIP(qPrintable(*why));                                                               \
    } while (false)
