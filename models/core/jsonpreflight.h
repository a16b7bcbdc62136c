#pragma once

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
};

} // namespace Toolshelf
