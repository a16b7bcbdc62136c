// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/cataloguserdata.h"
#include "core/diagnostic.h"
#include "tool/tool.h"
#include "tool/toolsignature.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>

namespace Toolshelf {

// How CatalogDatabase writes values into its columns and reads them back. The
// stored forms are part of the file format: change them only with a migration.
namespace CatalogDatabaseFormat {

// The text FTS5 indexes for one tool, column by column.
struct SearchText
{
    QString name;
    QString description;
    QString tags;
    // Names and descriptions of inputs, outputs and their allowed values
    // (ToolSearchText::parameters()).
    QString parameters;
};

SearchText searchText(const Tool &tool);

// What is stored of a version is its dialect's native form (Tool::nativeForm)
// and its SHA-256 (Tool::digest); anyone can re-hash a stored document to
// check it. For A2T that is CanonicalJson::versionBytes(): the canonical
// JSON without currentVersion, which may change while the version stays
// locked and is kept on the tool instead.
//
// A stored document read back by the dialect it came by (versions.dialect),
// stored as `version`: nothing when this build does not speak that dialect or
// cannot read it. A counted version's number is the catalog's, not the document's.
std::optional<Tool> toolFromDocument(const QString &provider, const QString &dialect,
                                     const QString &document, qint64 version);
// The same, in the A2T model the screens still take. currentVersion is not
// in the document; the reader sets it.
std::optional<ToolSignature> signatureFromDocument(const QString &provider, const QString &dialect,
                                                   const QString &document, qint64 version);
ToolSignature signatureOf(const Tool &tool);

// [{rule, path, severity, message}]. Paths are the tool's (DialectTool).
QString diagnosticsJson(const QList<Diagnostic> &diagnostics);
// Rules this build does not know are dropped.
QList<Diagnostic> diagnosticsFromJson(const QString &json);
bool hasWarnings(const QList<Diagnostic> &diagnostics);

QString tagsJson(const QStringList &tags);
QStringList tagsFromJson(const QString &json);

// Stable names stored in the overrides table, e.g. "tool-description".
QString overrideKindName(OverrideKind kind);
std::optional<OverrideKind> overrideKindFromName(const QString &name);

// Qt binds a null QString as SQL NULL, which NOT NULL columns reject, and the
// parser leaves absent fields null: text bound for a column goes through this.
QVariant sqlText(const QString &text);

// Timestamps are stored as milliseconds since the epoch, UTC; null is invalid.
QDateTime timeFromMsecs(const QVariant &value);

} // namespace CatalogDatabaseFormat

} // namespace Toolshelf
