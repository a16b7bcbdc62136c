// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArrayList>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace Toolshelf {

// Bounds on a JSON document received from a provider or read from a file.
struct JsonLimits
{
    qsizetype maxBytes = 64 * 1024 * 1024;
    int maxDepth = 64;
    // Parsed, a JSON value costs far more memory than its bytes: 16 bytes for
    // the "{}" of three, over 200 for an object that holds anything. These
    // bound what QJsonDocument builds, whatever the bytes hold; a page of
    // 10,000 real signatures needs about a tenth of each.
    qsizetype maxContainers = 500000; // objects and arrays
    qsizetype maxValues = 4000000; // every value, containers and members included
};

// One string member of a document, named by its keys from the top-level
// object down (a page's cursor: {"paging", "next"}), read by the scan that
// check() makes anyway: a reader can act on it before it has parsed the whole
// document. Only a string held by objects all the way down is reported, and
// only when the document passes; the parse that follows stays the authority.
struct JsonMember
{
    QByteArrayList keys;
    // Decoded as QJsonDocument decodes it; nothing when the member is absent,
    // no string, or not a well-formed one.
    std::optional<QString> value;
};

// Rejects JSON that QJsonDocument would accept but Toolshelf must not trust:
// duplicate object keys (which value wins is undefined), nesting beyond what a
// signature needs, raw control characters inside strings, oversized documents,
// and more values than memory for a parsed document allows.
// Syntax errors are left to QJsonDocument, which reports them precisely.
class JsonPreflight
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::JsonPreflight)

public:
    // Returns a message naming the problem and its byte offset, or nothing.
    static std::optional<QString> check(QByteArrayView json, const JsonLimits &limits = {});
    // check() that also sets `member->value` when the document passes.
    static std::optional<QString> check(QByteArrayView json, const JsonLimits &limits,
                                        JsonMember *member);
};

} // namespace Toolshelf
