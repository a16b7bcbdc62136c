#pragma once

#include "catalog/cataloguserdata.h"
#include "core/diagnostic.h"
#include "dialects/a2t/signatureparser.h"
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
    // Names and descriptions of inputs, outputs and their allowed values.
    QString parameters;
};

// The parameters column alone: names and descriptions of every parameter and
// enum value, one per line.
QString parametersText(const ToolSignature &signature);
SearchText searchText(const ToolSignature &signature);

// What is stored of one version: CanonicalJson::versionBytes(), i.e. the
// canonical JSON without currentVersion (which may change while the version
// stays locked and is kept on the tool instead), and its SHA-256, which is
// therefore CanonicalJson::versionDigest(). Anyone can re-hash a stored
// document to check it.
struct VersionDocument
{
    // UTF-8, bound as such: a QString would be converted to UTF-16 and back.
    QByteArray json;
    QString digest;
};

VersionDocument versionDocument(const ToolSignature &signature);
// A stored document read back by the dialect it came by (versions.dialect):
// nothing when this build does not speak that dialect or cannot read it.
// currentVersion is not in the document; the reader sets it.
std::optional<ToolSignature> signatureFromDocument(const QString &provider, const QString &dialect,
                                                   const QString &document);

// [{rule, path, severity, message}]. Paths are made relative to the signature
// ("$.name"), so where it stood in its page does not matter.
QString diagnosticsJson(const ParsedSignature &parsed);
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
