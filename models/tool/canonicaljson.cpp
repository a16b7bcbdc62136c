// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tool/canonicaljson.h"

#include "core/sha256.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Toolshelf::CanonicalJson {

namespace {

QString typeName(ParameterType type, const QString &unknownName)
{
    return type == ParameterType::Unknown ? unknownName : parameterTypeName(type);
}

// Compact JSON into one buffer, escaped as QJsonDocument escapes: `"`, `\`
// and the control characters below U+0020 (the common ones by letter, the
// rest as \u00xx), a lone surrogate as \uxxxx, everything else as UTF-8.
class CompactWriter
{
public:
    CompactWriter() { m_out.reserve(2048); }

    CompactWriter &beginObject() { return open('{'); }
    CompactWriter &endObject() { return close('}'); }
    CompactWriter &beginArray() { return open('['); }
    CompactWriter &endArray() { return close(']'); }

    // Keys are the program's own ASCII names, given in sorted order.
    CompactWriter &key(const char *name)
    {
        value();
        m_out.append('"').append(name).append("\":");
        m_first = true; // the value that follows needs no comma
        return *this;
    }

    // Before an array element: the comma that separates it from the previous one.
    CompactWriter &value()
    {
        if (!m_first)
            m_out.append(',');
        m_first = false;
        return *this;
    }

    CompactWriter &integer(qint64 n)
    {
        m_first = false;
        m_out.append(QByteArray::number(n));
        return *this;
    }

    CompactWriter &boolean(bool b)
    {
        m_first = false;
        m_out.append(b ? "true" : "false");
        return *this;
    }

    CompactWriter &string(const QString &text)
    {
        m_first = false;
        // Written through a pointer into room for the worst case (every unit
        // escaped as \uXXXX): appending byte by byte was most of the time.
        const qsizetype start = m_out.size();
        m_out.resize(start + 6 * text.size() + 2);
        char *out = m_out.data() + start;
        *out++ = '"';
        const char16_t *it = reinterpret_cast<const char16_t *>(text.constData());
        const char16_t *const end = it + text.size();
        while (it != end) {
            const char16_t u = *it++;
            if (u < 0x80) {
                if (u >= 0x20 && u != u'"' && u != u'\\')
                    *out++ = char(u);
                else
                    out = escapeAscii(u, out);
            } else if (u < 0x800) {
                *out++ = char(0xc0 | (u >> 6));
                *out++ = char(0x80 | (u & 0x3f));
            } else if (!QChar::isSurrogate(u)) {
                *out++ = char(0xe0 | (u >> 12));
                *out++ = char(0x80 | ((u >> 6) & 0x3f));
                *out++ = char(0x80 | (u & 0x3f));
            } else if (QChar::isHighSurrogate(u) && it != end && QChar::isLowSurrogate(*it)) {
                const char32_t c = QChar::surrogateToUcs4(u, *it++);
                *out++ = char(0xf0 | (c >> 18));
                *out++ = char(0x80 | ((c >> 12) & 0x3f));
                *out++ = char(0x80 | ((c >> 6) & 0x3f));
                *out++ = char(0x80 | (c & 0x3f));
            } else {
                // Not valid UTF-16: kept as an escape, as Qt does.
                out = unicodeEscape(u, out);
            }
        }
        *out++ = '"';
        m_out.truncate(out - m_out.constData());
        return *this;
    }

    CompactWriter &allowedValues(const QList<AllowedValue> &values)
    {
        beginArray();
        for (const AllowedValue &value : values) {
            beginObject();
            key("description").string(value.description);
            key("name").string(value.name);
            endObject();
        }
        return endArray();
    }

    QByteArray bytes() const { return m_out; }

private:
    static char hex(unsigned nibble)
    {
        nibble &= 0xf;
        return char(nibble < 10 ? '0' + nibble : 'a' + nibble - 10);
    }

    // Each writes at most six bytes at out and returns the end of what it wrote.
    static char *escapeAscii(char16_t u, char *out)
    {
        char shortForm = 0;
        switch (u) {
        case u'"':
            shortForm = '"';
            break;
        case u'\\':
            shortForm = '\\';
            break;
        case u'\b':
            shortForm = 'b';
            break;
        case u'\f':
            shortForm = 'f';
            break;
        case u'\n':
            shortForm = 'n';
            break;
        case u'\r':
            shortForm = 'r';
            break;
        case u'\t':
            shortForm = 't';
            break;
        default:
            return unicodeEscape(u, out);
        }
        *out++ = '\\';
        *out++ = shortForm;
        return out;
    }

    static char *unicodeEscape(char16_t u, char *out)
    {
        *out++ = '\\';
        *out++ = 'u';
        *out++ = hex(u >> 12);
        *out++ = hex(u >> 8);
        *out++ = hex(u >> 4);
        *out++ = hex(u);
        return out;
    }

    CompactWriter &open(char bracket)
    {
        value();
        m_out.append(bracket);
        m_first = true;
        return *this;
    }

    CompactWriter &close(char bracket)
    {
        m_out.append(bracket);
        m_first = false;
        return *this;
    }

    QByteArray m_out;
    // Nothing written yet in the current object or array (or right after a key).
    bool m_first = true;
};

QJsonArray allowedValuesJson(const QList<AllowedValue> &values)
{
    QJsonArray array;
    for (const AllowedValue &value : values) {
        array.append(QJsonObject {{QStringLiteral("name"), value.name},
                                  {QStringLiteral("description"), value.description}});
    }
    return array;
}

QJsonObject inputJson(const InputParameter &input)
{
    QJsonObject object {
        {QStringLiteral("id"), input.id},
        {QStringLiteral("name"), input.name},
        {QStringLiteral("description"), input.description},
        {QStringLiteral("type"), typeName(input.type, input.unknownTypeName)},
        {QStringLiteral("required"), input.required},
    };
    if (input.type == ParameterType::Int)
        object.insert(QStringLiteral("max"), input.max);
    if (!input.allowedValues.isEmpty())
        object.insert(QStringLiteral("allowed-values"), allowedValuesJson(input.allowedValues));
    return object;
}

QJsonObject outputJson(const OutputParameter &output)
{
    QJsonObject object {
        {QStringLiteral("name"), output.name},
        {QStringLiteral("description"), output.description},
        {QStringLiteral("type"), typeName(output.type, output.unknownTypeName)},
    };
    if (!output.id.isEmpty())
        object.insert(QStringLiteral("id"), output.id);
    if (!output.allowedValues.isEmpty())
        object.insert(QStringLiteral("allowed-values"), allowedValuesJson(output.allowedValues));
    return object;
}

} // namespace

QJsonObject toJson(const ToolSignature &signature)
{
    QJsonArray inputs;
    for (const InputParameter &input : signature.inputs)
        inputs.append(inputJson(input));
    QJsonArray outputs;
    for (const OutputParameter &output : signature.outputs)
        outputs.append(outputJson(output));

    QJsonObject object {
        {QStringLiteral("toolId"), signature.toolId},
        {QStringLiteral("name"), signature.name},
        {QStringLiteral("description"), signature.description},
        {QStringLiteral("version"), signature.version},
        {QStringLiteral("currentVersion"), signature.currentVersion},
        {QStringLiteral("tags"), QJsonArray::fromStringList(signature.tags)},
        {QStringLiteral("input_parameters"), inputs},
        {QStringLiteral("output_parameters"), outputs},
    };
    if (!signature.img.isEmpty())
        object.insert(QStringLiteral("img"), signature.img);
    return object;
}

QByteArray versionBytes(const ToolSignature &signature)
{
    // Written directly rather than through toJson() and QJsonDocument: every
    // staged signature is serialized, and building the QJsonObject tree was
    // most of a sync's staging time. The bytes are exactly QJsonDocument's
    // compact output of toJson() without currentVersion (keys sorted, Qt's
    // escaping); a test holds the two to that.
    CompactWriter out;
    out.beginObject();
    out.key("description").string(signature.description);
    if (!signature.img.isEmpty())
        out.key("img").string(signature.img);
    out.key("input_parameters").beginArray();
    for (const InputParameter &input : signature.inputs) {
        out.beginObject();
        if (!input.allowedValues.isEmpty())
            out.key("allowed-values").allowedValues(input.allowedValues);
        out.key("description").string(input.description);
        out.key("id").string(input.id);
        if (input.type == ParameterType::Int)
            out.key("max").integer(input.max);
        out.key("name").string(input.name);
        out.key("required").boolean(input.required);
        out.key("type").string(typeName(input.type, input.unknownTypeName));
        out.endObject();
    }
    out.endArray();
    out.key("name").string(signature.name);
    out.key("output_parameters").beginArray();
    for (const OutputParameter &output : signature.outputs) {
        out.beginObject();
        if (!output.allowedValues.isEmpty())
            out.key("allowed-values").allowedValues(output.allowedValues);
        out.key("description").string(output.description);
        if (!output.id.isEmpty())
            out.key("id").string(output.id);
        out.key("name").string(output.name);
        out.key("type").string(typeName(output.type, output.unknownTypeName));
        out.endObject();
    }
    out.endArray();
    out.key("tags").beginArray();
    for (const QString &tag : signature.tags)
        out.value().string(tag);
    out.endArray();
    out.key("toolId").string(signature.toolId);
    out.key("version").integer(signature.version);
    out.endObject();
    return out.bytes();
}

QByteArray stringArray(const QStringList &strings)
{
    CompactWriter out;
    out.beginArray();
    for (const QString &string : strings)
        out.value().string(string);
    out.endArray();
    return out.bytes();
}

QByteArray versionDigest(const ToolSignature &signature)
{
    return Sha256::hex(versionBytes(signature));
}

} // namespace Toolshelf::CanonicalJson
