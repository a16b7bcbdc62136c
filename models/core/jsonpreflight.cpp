// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/jsonpreflight.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <deque>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace Toolshelf {

namespace {

// Objects up to this many keys are checked by a linear scan: a signature's
// objects have a dozen keys, and a hash set would allocate a node per key.
constexpr std::size_t LinearKeys = 16;

// One open container. Its key storage is reused across siblings, so a page
// of thousands of small objects allocates almost nothing.
struct Level
{
    bool isObject = false;
    bool expectKey = false;
    // A JsonMember's object: this level is an object at the end of its keys
    // so far; `atMember` while the value after its own key is still to come.
    bool onPath = false;
    bool atMember = false;
    std::vector<std::string_view> few;
    // Only for objects with more than LinearKeys keys (hostile or unusual).
    std::unordered_set<std::string_view> many;

    void clear()
    {
        few.clear();
        many.clear();
    }

    // False when the key was already there.
    bool insert(std::string_view key)
    {
        if (!many.empty())
            return many.insert(key).second;
        if (std::find(few.cbegin(), few.cend(), key) != few.cend())
            return false;
        few.push_back(key);
        if (few.size() > LinearKeys)
            many.insert(few.cbegin(), few.cend());
        return true;
    }
};

// A string's text as QJsonDocument reads it (escapes, UTF-8), by QJsonDocument
// itself; nothing when it refuses the string.
std::optional<QString> decodeString(std::string_view raw)
{
    const QByteArray wrapped = "[\"" + QByteArray(raw.data(), qsizetype(raw.size())) + "\"]";
    const QJsonArray array = QJsonDocument::fromJson(wrapped).array();
    if (array.isEmpty() || !array.first().isString())
        return std::nullopt;
    return array.first().toString();
}

// Keys with escapes compare by their decoded text ("a" and "\u0061" clash).
std::string decodeKey(std::string_view raw)
{
    const std::optional<QString> decoded = decodeString(raw);
    return decoded ? decoded->toStdString() : std::string(raw);
}

bool isKey(std::string_view key, const QByteArray &wanted)
{
    return key == std::string_view(wanted.constData(), std::size_t(wanted.size()));
}

} // namespace

std::optional<QString> JsonPreflight::check(QByteArrayView json, const JsonLimits &limits)
{
    return check(json, limits, nullptr);
}

std::optional<QString> JsonPreflight::check(QByteArrayView json, const JsonLimits &limits,
                                            JsonMember *member)
{
    if (member)
        member->value.reset();
    if (json.size() > limits.maxBytes) {
        return tr("the document is %1 bytes, more than the limit of %2 bytes")
            .arg(json.size())
            .arg(limits.maxBytes);
    }

    std::vector<Level> stack;
    stack.reserve(16);
    int depth = 0;
    qsizetype containers = 0;
    // Separators and containers: each value but the first of a container is
    // preceded by a comma, and each container holds its first one.
    qsizetype values = 1;
    std::deque<std::string> decodedKeys;
    const qsizetype memberDepth = member ? member->keys.size() : 0;
    // Where the member's string stands, undecoded, until the whole document passed.
    std::optional<std::string_view> memberValue;
    const char *data = json.data();
    const qsizetype size = json.size();

    for (qsizetype i = 0; i < size; ++i) {
        const char c = data[i];
        if (c == '{' || c == '[') {
            if (++depth > limits.maxDepth)
                return tr("nesting deeper than %1 levels at byte %2").arg(limits.maxDepth).arg(i);
            if (++containers > limits.maxContainers)
                return tr("more than %1 objects and arrays (at byte %2)")
                    .arg(QString::number(limits.maxContainers), QString::number(i));
            if (++values > limits.maxValues)
                return tr("more than %1 values (at byte %2)")
                    .arg(QString::number(limits.maxValues), QString::number(i));
            // The member's path goes on only through the value of its key.
            bool onPath = depth == 1;
            if (depth > 1) {
                Level &parent = stack[std::size_t(depth - 2)];
                onPath = parent.atMember;
                parent.atMember = false;
            }
            if (std::size_t(depth) > stack.size())
                stack.emplace_back();
            Level &level = stack[std::size_t(depth - 1)];
            level.isObject = c == '{';
            level.expectKey = level.isObject;
            level.onPath = onPath && level.isObject && depth <= memberDepth;
            level.atMember = false;
            level.clear();
        } else if (c == '}' || c == ']') {
            if (depth > 0)
                --depth;
        } else if (c == ',') {
            if (++values > limits.maxValues)
                return tr("more than %1 values (at byte %2)")
                    .arg(QString::number(limits.maxValues), QString::number(i));
            if (depth > 0 && stack[std::size_t(depth - 1)].isObject) {
                stack[std::size_t(depth - 1)].expectKey = true;
                // The member's value was no string but a number, true, false or null.
                stack[std::size_t(depth - 1)].atMember = false;
            }
        } else if (c == '"') {
            const qsizetype start = i + 1;
            bool escaped = false;
            for (++i; i < size; ++i) {
                const auto byte = static_cast<unsigned char>(data[i]);
                if (byte < 0x20)
                    return tr("control character 0x%1 inside a string at byte %2")
                        .arg(byte, 2, 16, QLatin1Char('0'))
                        .arg(i);
                if (byte == '\\') {
                    escaped = true;
                    ++i; // the escaped character cannot end the string
                } else if (byte == '"') {
                    break;
                }
            }
            // A backslash as the last byte steps past the end: the string
            // (unterminated, for the parser to refuse) ends with the document.
            i = std::min(i, size);
            if (depth == 0 || !stack[std::size_t(depth - 1)].isObject)
                continue;
            Level &level = stack[std::size_t(depth - 1)];
            std::string_view text(data + start, std::size_t(qMax<qsizetype>(0, i - start)));
            if (!level.expectKey) {
                if (level.atMember && depth == memberDepth)
                    memberValue = text;
                level.atMember = false;
                continue;
            }
            level.expectKey = false;
            std::string_view key = text;
            if (escaped) {
                decodedKeys.push_back(decodeKey(key));
                key = decodedKeys.back();
            }
            if (!level.insert(key)) {
                return tr("duplicate key \"%1\" at byte %2")
                    .arg(QString::fromUtf8(key.data(), qsizetype(key.size())).left(80),
                         QString::number(start - 1));
            }
            level.atMember = level.onPath && isKey(key, member->keys.at(depth - 1));
        }
    }
    // Decoded once the whole document passed: nothing is reported for one
    // that is refused, and nothing is decoded for it either.
    if (memberValue)
        member->value = decodeString(*memberValue);
    return std::nullopt;
}

} // namespace Toolshelf
