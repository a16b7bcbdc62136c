// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/signatureparser.h"

#include "core/jsonpath.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace Toolshelf {

namespace {

// JSON numbers are doubles; integers beyond 2^53 are not exact.
constexpr double MaxExactInteger = 9007199254740992.0;

QString describeJson(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 17);
    case QJsonValue::String:
        return u'"' + value.toString().left(40) + u'"';
    case QJsonValue::Array:
        return SignatureParser::tr("an array");
    case QJsonValue::Object:
        return SignatureParser::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return SignatureParser::tr("nothing");
}

std::optional<qint64> exactInteger(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (std::trunc(d) != d || std::fabs(d) > MaxExactInteger)
        return std::nullopt;
    return static_cast<qint64>(d);
}

// A JSONPath made into a string only when a finding needs it: building one
// for every field of every tool of every page was a good part of a sync.
struct PathRef
{
    const PathRef *parent = nullptr;
    const QString *text = nullptr; // the root: a path already written out
    QString key; // a member, or with index >= 0 an element
    qsizetype index = -1;

    static PathRef of(const QString &path) { return {nullptr, &path, {}, -1}; }
    PathRef member(const QString &name) const { return {this, nullptr, name, -1}; }
    PathRef at(qsizetype i) const { return {this, nullptr, {}, i}; }

    QString toString() const
    {
        if (text)
            return *text;
        const QString base = parent->toString();
        return index >= 0 ? JsonPath::index(base, index) : JsonPath::member(base, key);
    }
};

// Reads the fields of one JSON object, recording a diagnostic for each field
// that is missing or of the wrong JSON type.
class FieldReader
{
public:
    FieldReader(const QJsonObject &object, const PathRef &path, QList<Diagnostic> &diagnostics)
        : m_object(object)
        , m_path(path)
        , m_diagnostics(diagnostics)
    { }

    QString fieldPath(const QString &key) const { return m_path.member(key).toString(); }
    const PathRef &path() const { return m_path; }
    bool has(const QString &key) const { return m_object.contains(key); }
    QJsonValue raw(const QString &key) const { return m_object.value(key); }

    void report(Rule rule, const QString &key, const QString &message)
    {
        m_diagnostics.append({rule, fieldPath(key), message});
    }

    QString string(const QString &key, bool required)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined()) {
            if (required)
                report(Rule::FieldMissing, key,
                       SignatureParser::tr("required field \"%1\" is missing").arg(key));
            return {};
        }
        if (!value.isString()) {
            wrongType(key, value, SignatureParser::tr("a string"));
            return {};
        }
        return value.toString();
    }

    bool boolean(const QString &key, bool fallback)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined())
            return fallback;
        if (!value.isBool()) {
            wrongType(key, value, SignatureParser::tr("true or false"));
            return fallback;
        }
        return value.toBool();
    }

    std::optional<qint64> integer(const QString &key)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined())
            return std::nullopt;
        const auto number = exactInteger(value);
        if (!number)
            wrongType(key, value, SignatureParser::tr("an integer"));
        return number;
    }

    // version and currentVersion: positive integers. A digit string is
    // reported but still used, so the tool stays usable in the catalog.
    qint64 version(const QString &key)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined()) {
            report(Rule::FieldMissing, key,
                   SignatureParser::tr("required field \"%1\" is missing").arg(key));
            return 0;
        }
        auto number = exactInteger(value);
        if (!number && value.isString()) {
            bool ok = false;
            const qint64 parsed = value.toString().toLongLong(&ok);
            if (ok && parsed > 0)
                number = parsed;
            report(Rule::VersionPositive, key,
                   SignatureParser::tr("\"%1\" must be a JSON integer, not the string %2")
                       .arg(key, describeJson(value)));
            return number.value_or(0);
        }
        if (!number || *number < 1) {
            report(Rule::VersionPositive, key,
                   SignatureParser::tr("\"%1\" must be a positive integer, got %2")
                       .arg(key, describeJson(value)));
            return number && *number > 0 ? *number : 0;
        }
        return *number;
    }

    // Arrays that may be absent (absent reads as empty).
    QJsonArray array(const QString &key)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined() || value.isNull())
            return {};
        if (!value.isArray()) {
            wrongType(key, value, SignatureParser::tr("an array"));
            return {};
        }
        return value.toArray();
    }

    void wrongType(const QString &key, const QJsonValue &value, const QString &expected)
    {
        report(Rule::JsonType, key,
               SignatureParser::tr("\"%1\" must be %2, got %3")
                   .arg(key, expected, describeJson(value)));
    }

private:
    const QJsonObject &m_object;
    const PathRef &m_path;
    QList<Diagnostic> &m_diagnostics;
};

// Applies `read` to each element of `array` that is an object; reports others.
template<typename Read>
void forEachObject(const QJsonArray &array, const PathRef &arrayPath,
                   QList<Diagnostic> &diagnostics, Read read)
{
    for (qsizetype i = 0; i < array.size(); ++i) {
        const PathRef path = arrayPath.at(i);
        const QJsonValue element = array.at(i);
        if (!element.isObject()) {
            diagnostics.append(
                {Rule::JsonType, path.toString(),
                 SignatureParser::tr("expected an object, got %1").arg(describeJson(element))});
            continue;
        }
        read(element.toObject(), path);
    }
}

QList<AllowedValue> readAllowedValues(FieldReader &fields, QList<Diagnostic> &diagnostics)
{
    const QString key = QStringLiteral("allowed-values");
    QList<AllowedValue> values;
    const PathRef arrayPath = fields.path().member(key);
    forEachObject(fields.array(key), arrayPath, diagnostics,
                  [&](const QJsonObject &object, const PathRef &path) {
                      FieldReader value(object, path, diagnostics);
                      values.append({value.string(QStringLiteral("name"), true),
                                     value.string(QStringLiteral("description"), false)});
                  });
    return values;
}

// Reads "type"; the caller decides which types are valid where.
ParameterType readType(FieldReader &fields, QString &unknownName)
{
    const QString key = QStringLiteral("type");
    if (!fields.has(key))
        return ParameterType::String;
    if (!fields.raw(key).isString()) {
        // Reported as json-type; the default keeps the parameter usable.
        fields.string(key, false);
        return ParameterType::String;
    }
    const QString name = fields.string(key, false);
    const ParameterType type = parameterTypeFromName(name);
    if (type == ParameterType::Unknown)
        unknownName = name;
    return type;
}

InputParameter readInput(const QJsonObject &object, const PathRef &path,
                         QList<Diagnostic> &diagnostics)
{
    FieldReader fields(object, path, diagnostics);
    InputParameter input;
    input.id = fields.string(QStringLiteral("id"), true);
    input.name = fields.string(QStringLiteral("name"), true);
    input.description = fields.string(QStringLiteral("description"), false);
    input.type = readType(fields, input.unknownTypeName);
    if (!isValidInputType(input.type)) {
        fields.report(Rule::ParamTypeUnknown, QStringLiteral("type"),
                      SignatureParser::tr("input type \"%1\" is not one of string, int, "
                                          "boolean, enum")
                          .arg(fields.raw(QStringLiteral("type")).toString().left(40)));
    }
    input.required = fields.boolean(QStringLiteral("required"), true);
    if (const auto max = fields.integer(QStringLiteral("max"))) {
        if (input.type == ParameterType::Int)
            input.max = *max;
        else
            fields.report(Rule::MaxIgnored, QStringLiteral("max"),
                          SignatureParser::tr("\"max\" is ignored on a parameter of type %1")
                              .arg(parameterTypeName(input.type)));
    }
    input.allowedValues = readAllowedValues(fields, diagnostics);
    return input;
}

OutputParameter readOutput(const QJsonObject &object, const PathRef &path,
                           QList<Diagnostic> &diagnostics)
{
    FieldReader fields(object, path, diagnostics);
    OutputParameter output;
    output.id = fields.string(QStringLiteral("id"), false);
    output.name = fields.string(QStringLiteral("name"), true);
    output.description = fields.string(QStringLiteral("description"), false);
    output.type = readType(fields, output.unknownTypeName);
    if (!isValidOutputType(output.type)) {
        fields.report(Rule::OutputTypeInvalid, QStringLiteral("type"),
                      SignatureParser::tr("output type \"%1\" is not one of string, int, "
                                          "boolean, enum, json")
                          .arg(output.unknownTypeName.left(40)));
    }
    output.allowedValues = readAllowedValues(fields, diagnostics);
    return output;
}

std::optional<Paging> readPaging(const QJsonObject &page, QList<Diagnostic> &diagnostics)
{
    const QString key = QStringLiteral("paging");
    const QString root = JsonPath::root();
    const QJsonValue value = page.value(key);
    if (value.isUndefined()) {
        diagnostics.append({Rule::PagingMissing, root,
                            SignatureParser::tr("the page has \"items\" but no \"paging\"")});
        return std::nullopt;
    }
    if (!value.isObject()) {
        const PathRef rootPath = PathRef::of(root);
        FieldReader(page, rootPath, diagnostics)
            .wrongType(key, value, SignatureParser::tr("an object"));
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    const QString pagingPath = JsonPath::member(root, key);
    const PathRef pagingRef = PathRef::of(pagingPath);
    FieldReader fields(object, pagingRef, diagnostics);
    Paging paging;
    paging.pageLimit = fields.integer(QStringLiteral("pageLimit")).value_or(0);
    if (fields.has(QStringLiteral("next")) && !fields.raw(QStringLiteral("next")).isNull())
        paging.next = fields.string(QStringLiteral("next"), false);
    return paging;
}

} // namespace

ParsedSignature SignatureParser::parseSignature(const QJsonObject &object, const QString &path)
{
    ParsedSignature parsed;
    parsed.path = path;
    QList<Diagnostic> &diagnostics = parsed.diagnostics;
    const PathRef root = PathRef::of(parsed.path);
    FieldReader fields(object, root, diagnostics);
    ToolSignature &signature = parsed.signature;

    signature.toolId = fields.string(QStringLiteral("toolId"), true);
    signature.name = fields.string(QStringLiteral("name"), true);
    signature.description = fields.string(QStringLiteral("description"), false);
    signature.img = fields.string(QStringLiteral("img"), false);
    signature.version = fields.version(QStringLiteral("version"));
    signature.currentVersion = fields.version(QStringLiteral("currentVersion"));

    const QString tagsKey = QStringLiteral("tags");
    const QJsonArray tags = fields.array(tagsKey);
    for (qsizetype i = 0; i < tags.size(); ++i) {
        if (tags.at(i).isString()) {
            signature.tags.append(tags.at(i).toString());
        } else {
            diagnostics.append(
                {Rule::JsonType, JsonPath::index(fields.fieldPath(tagsKey), i),
                 tr("a tag must be a string, got %1").arg(describeJson(tags.at(i)))});
        }
    }

    const QString inputsKey = QStringLiteral("input_parameters");
    const PathRef inputsPath = root.member(inputsKey);
    forEachObject(fields.array(inputsKey), inputsPath, diagnostics,
                  [&](const QJsonObject &input, const PathRef &inputPath) {
                      signature.inputs.append(readInput(input, inputPath, diagnostics));
                  });
    const QString outputsKey = QStringLiteral("output_parameters");
    const PathRef outputsPath = root.member(outputsKey);
    forEachObject(fields.array(outputsKey), outputsPath, diagnostics,
                  [&](const QJsonObject &output, const PathRef &outputPath) {
                      signature.outputs.append(readOutput(output, outputPath, diagnostics));
                  });
    return parsed;
}

ParsedDocument SignatureParser::parseDocument(QByteArrayView json, const JsonLimits &limits)
{
    return readSignatures(parseOutline(json, limits));
}

DocumentOutline SignatureParser::parseOutline(QByteArrayView json, const JsonLimits &limits)
{
    return parseOutline(json, limits, {});
}

DocumentOutline SignatureParser::parseOutline(QByteArrayView json, const JsonLimits &limits,
                                              const CursorSeen &cursorSeen)
{
    DocumentOutline outline;
    ParsedDocument &document = outline.document;
    const QString root = JsonPath::root();
    // Only looked for when someone listens: the scan is the same either way.
    JsonMember cursor;
    if (cursorSeen)
        cursor.keys = {QByteArrayLiteral("paging"), QByteArrayLiteral("next")};
    if (const auto problem = JsonPreflight::check(json, limits, &cursor)) {
        document.fatal = Diagnostic {Rule::JsonSyntax, root, *problem};
        return outline;
    }
    // readPaging() reads an empty string as no cursor: the last page.
    if (cursor.value && !cursor.value->isEmpty())
        cursorSeen(*cursor.value);
    QJsonParseError error;
    const QJsonDocument parsed
        = QJsonDocument::fromJson(QByteArray::fromRawData(json.data(), json.size()), &error);
    if (error.error != QJsonParseError::NoError) {
        document.fatal = Diagnostic {
            Rule::JsonSyntax, root,
            tr("malformed JSON at byte %1: %2").arg(error.offset).arg(error.errorString())};
        return outline;
    }

    outline.itemsPath = root;
    if (parsed.isArray()) {
        document.shape = DocumentShape::Array;
        outline.items = parsed.array();
    } else if (parsed.isObject() && parsed.object().contains(QStringLiteral("items"))) {
        document.shape = DocumentShape::Page;
        const QJsonObject page = parsed.object();
        const QJsonValue itemsValue = page.value(QStringLiteral("items"));
        if (!itemsValue.isArray()) {
            document.fatal = Diagnostic {
                Rule::JsonType, JsonPath::member(root, QStringLiteral("items")),
                tr("\"items\" must be an array, got %1").arg(describeJson(itemsValue))};
            return outline;
        }
        outline.items = itemsValue.toArray();
        outline.itemsPath = JsonPath::member(root, QStringLiteral("items"));
        document.paging = readPaging(page, document.diagnostics);
    } else if (parsed.isObject()) {
        document.shape = DocumentShape::Single;
        outline.items.append(parsed.object());
    } else {
        document.fatal = Diagnostic {Rule::JsonType, root,
                                     tr("expected a tool signature, an array of signatures or "
                                        "an enumeration page")};
    }
    return outline;
}

std::optional<Diagnostic> SignatureParser::firstNonSignature(const DocumentOutline &outline)
{
    const QString toolId = QStringLiteral("toolId");
    for (qsizetype i = 0; i < outline.items.size(); ++i) {
        const QJsonValue item = outline.items.at(i);
        const QString path = JsonPath::index(outline.itemsPath, i);
        if (!item.isObject())
            return Diagnostic {
                Rule::JsonType, path,
                tr("item %1 is not a tool signature but %2").arg(path, describeJson(item))};
        const QJsonValue id = item.toObject().value(toolId);
        if (!id.isString() || id.toString().isEmpty())
            return Diagnostic {Rule::FieldMissing, path,
                               tr("item %1 is not a tool signature: it has no toolId").arg(path)};
    }
    return std::nullopt;
}

ParsedDocument SignatureParser::readSignatures(DocumentOutline outline)
{
    ParsedDocument document = std::move(outline.document);
    if (!document.isReadable())
        return document;
    if (document.shape == DocumentShape::Single) {
        document.signatures.append(
            parseSignature(outline.items.first().toObject(), outline.itemsPath));
        return document;
    }
    document.signatures.reserve(outline.items.size());
    const PathRef itemsRef = PathRef::of(outline.itemsPath);
    forEachObject(outline.items, itemsRef, document.diagnostics,
                  [&](const QJsonObject &object, const PathRef &path) {
                      document.signatures.append(parseSignature(object, path.toString()));
                  });
    return document;
}

} // namespace Toolshelf
