// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/diagnostic.h"
#include "core/jsonpreflight.h"
#include "tool/toolsignature.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>

#include <functional>
#include <optional>

namespace Toolshelf {

// The `paging` object of an enumeration page (draft section 6.4).
struct Paging
{
    qint64 pageLimit = 0;
    // Cursor for the next page; empty on the last page.
    QString next;
};

// A signature together with where it stood in its document and what is wrong
// with it. Invalid signatures are kept: the catalog shows them with their errors.
struct ParsedSignature
{
    ToolSignature signature;
    QString path;
    QList<Diagnostic> diagnostics;
};

// The three shapes a signature document may take.
enum class DocumentShape { Single, Array, Page };

struct ParsedDocument
{
    // Set when nothing could be read: malformed JSON, a limit exceeded, or a
    // top-level value that is no signature, array or page.
    std::optional<Diagnostic> fatal;
    DocumentShape shape = DocumentShape::Single;
    QList<ParsedSignature> signatures;
    std::optional<Paging> paging;
    // Findings about the document rather than one signature.
    QList<Diagnostic> diagnostics;

    bool isReadable() const { return !fatal.has_value(); }
};

// A document whose JSON is parsed and whose shape and paging are read, with
// its signatures still to be read (SignatureParser::readSignatures()). A page
// reader can ask for the next page in between.
struct DocumentOutline
{
    ParsedDocument document;
    QJsonArray items;
    QString itemsPath;
};

// Reads A2T signature JSON into value types, applying the draft's defaults and
// reporting every field whose JSON shape is wrong. Rules about the values
// themselves are the ConformanceLinter's.
class SignatureParser
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SignatureParser)

public:
    // A single signature object, an array of them, or a page {items, paging}.
    static ParsedDocument parseDocument(QByteArrayView json, const JsonLimits &limits = {});
    // parseDocument() in two steps: the checks, the JSON parse, the shape and
    // paging; then the signatures (nothing to do when the outline is fatal).
    static DocumentOutline parseOutline(QByteArrayView json, const JsonLimits &limits = {});
    // parseOutline() that hands a page's cursor (paging.next, when it is a
    // non-empty string) to `cursorSeen` as soon as the checks have passed,
    // before the JSON is parsed, which on a page of tools takes several times
    // as long: a reader can ask for the next page meanwhile. The outline
    // decides; for a page it reads, its paging.next is the cursor seen.
    using CursorSeen = std::function<void(const QString &next)>;
    static DocumentOutline parseOutline(QByteArrayView json, const JsonLimits &limits,
                                        const CursorSeen &cursorSeen);
    static ParsedDocument readSignatures(DocumentOutline outline);
    // The first item of a list of tools that is no tool at all: not an
    // object, or without a toolId to tell it apart. A page of those is no
    // page of tools, where a tool that breaks the draft's rules still is one.
    static std::optional<Diagnostic> firstNonSignature(const DocumentOutline &outline);
    static ParsedSignature parseSignature(const QJsonObject &object, const QString &path);
};

} // namespace Toolshelf
