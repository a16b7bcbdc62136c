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
};

// Rejects JSON that QJsonDocument would accept but Toolshelf must not trust:
// duplicate object keys (which value wins is undefined), nesting beyond what a
// signature needs, raw control characters inside strings, oversized documents.
// Syntax errors are left to QJsonDocument, which reports them precisely.
class JsonPreflight
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::JsonPreflight)

public:
    // Returns a message naming the problem and its byte offset, or nothing.
    static std::optional<QString> check(QByteArrayView json, const JsonLimits &limits = {});
};

} // namespace Toolshelf
