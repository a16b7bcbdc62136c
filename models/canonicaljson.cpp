#include "canonicaljson.h"

#include <QCryptographicHash>
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
        m_out.append('"');
        const char16_t *it = reinterpret_cast<const char16_t *>(text.constData());
        const char16_t *const end = it + text.size();
        while (it != end) {
            const char16_t u = *it++;
            if (u < 0x80) {
                if (u >= 0x20 && u != u'"' && u != u'\\')
                    m_out.append(char(u));
                else
                    escapeAscii(u);
            } else if (u < 0x800) {
                m_out.append(char(0xc0 | (u >> 6))).append(char(0x80 | (u & 0x3f)));
            } else if (!QChar::isSurrogate(u)) {
                m_out.append(char(0xe0 | (u >> 12)))
                    .append(char(0x80 | ((u >> 6) & 0x3f)))
                    .append(char(0x80 | (u & 0x3f)));
            } else if (QChar::isHighSurrogate(u) && it != end && QChar::isLowSurrogate(*it)) {
                const char32_t c = QChar::surrogateToUcs4(u, *it++);
                m_out.append(char(0xf0 | (c >> 18)))
                    .append(char(0x80 | ((c >> 12) & 0x3f)))
                    .append(char(0x80 | ((c >> 6) & 0x3f)))
                    .append(char(0x80 | (c & 0x3f)));
            } else {
                // Not valid UTF-16: kept as an escape, as Qt does.
                m_out.append("\\u")
                    .append(hex(u >> 12))
                    .append(hex(u >> 8))
                    .append(hex(u >> 4))
                    .append(hex(u));
            }
        }
        m_out.append('"');
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

    void escapeAscii(char16_t u)
    {
        m_out.append('\\');
        switch (u) {
        case u'"':
            m_out.append('"');
            break;
        case u'\\':
            m_out.append('\\');
            break;
        case u'\b':
            m_out.append('b');
            break;
        case u'\f':
            m_out.append('f');
            break;
        case u'\n':
            m_out.append('n');
            break;
        case u'\r':
            m_out.append('r');
            break;
        case u'\t':
            m_out.append('t');
            break;
        default:
            m_out.append("u00").append(hex(u >> 4)).append(hex(u));
        }
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

QByteArray versionDigest(const ToolSignature &signature)
{
    return QCryptographicHash::hash(versionBytes(signature), QCryptographicHash::Sha256).toHex();
}

} // namespace Toolshelf::CanonicalJson
