// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/a2ttool.h"

#include "core/jsonpath.h"
#include "core/sha256.h"
#include "dialects/a2t/a2tschema.h"
#include "dialects/a2t/signatureparser.h"
#include "tool/canonicaljson.h"
#include "tool/toolsearchtext.h"

#include <QJsonDocument>
#include <QSet>

namespace Toolshelf::A2tTool {

namespace {

const QString ImageAnnotation = QStringLiteral("img");

// As ToolSearchText reads the properties A2tSchema writes: one per `key`
// (an input's id, an output's name), the first; its name (an input's title,
// an output's key), its description, then each allowed value and its
// description. A2T parameters nest nothing.
template<typename Parameter>
void addParameters(QString &text, const QList<Parameter> &parameters, QString Parameter::*key)
{
    QSet<QString> seen;
    for (const Parameter &parameter : parameters) {
        if (seen.contains(parameter.*key))
            continue;
        seen.insert(parameter.*key);
        ToolSearchText::addLine(text, parameter.name);
        ToolSearchText::addLine(text, parameter.description);
        for (const AllowedValue &value : parameter.allowedValues) {
            ToolSearchText::addLine(text, value.name);
            ToolSearchText::addLine(text, value.description);
        }
    }
}

} // namespace

Tool fromSignature(const QString &provider, const ToolSignature &signature)
{
    Tool tool;
    tool.key = {provider, signature.toolId};
    tool.dialect = DialectId;
    tool.name = signature.name;
    tool.description = signature.description;
    tool.input = ValueSchema::deferred(
        [inputs = signature.inputs] { return A2tSchema::fromInputs(inputs).json(); });
    tool.output = ValueSchema::deferred(
        [outputs = signature.outputs] { return A2tSchema::fromOutputs(outputs).json(); });
    if (!signature.img.isEmpty())
        tool.annotations.insert(ImageAnnotation, signature.img);
    tool.tags = signature.tags;
    tool.version = signature.version;
    // 0: the provider sent none (the parser says why), or a native form,
    // which leaves it out because it may change within a version.
    if (signature.currentVersion > 0)
        tool.latestVersion = signature.currentVersion;
    // Serialized once: every listed tool of a sync comes this way.
    tool.nativeForm = CanonicalJson::versionBytes(signature);
    tool.digest = Sha256::hex(tool.nativeForm);
    return tool;
}

ToolSignature toSignature(const Tool &tool)
{
    // The native form is the signature as the provider sent it, which holds
    // what the schema view cannot (two inputs of one id are one property):
    // read it where there is one. currentVersion is not part of it. Another
    // dialect's native form is no A2T signature: its schemas are mapped.
    if (tool.dialect == DialectId && !tool.nativeForm.isEmpty()) {
        const QJsonDocument native = QJsonDocument::fromJson(tool.nativeForm);
        if (native.isObject()) {
            ToolSignature signature
                = SignatureParser::parseSignature(native.object(), JsonPath::root()).signature;
            signature.currentVersion = tool.latestVersion.value_or(0);
            return signature;
        }
    }
    ToolSignature signature;
    signature.toolId = tool.key.nativeId;
    signature.name = tool.name;
    signature.description = tool.description;
    signature.whenToUse = tool.whenToUse;
    signature.whenNotToUse = tool.whenNotToUse;
    signature.img = tool.annotations.value(ImageAnnotation).toString();
    signature.version = tool.version;
    signature.currentVersion = tool.latestVersion.value_or(0);
    signature.tags = tool.tags;
    signature.inputs = A2tSchema::toInputs(tool.input);
    if (tool.output)
        signature.outputs = A2tSchema::toOutputs(*tool.output);
    return signature;
}

QString parametersText(const ToolSignature &signature)
{
    QString text;
    addParameters(text, signature.inputs, &InputParameter::id);
    addParameters(text, signature.outputs, &OutputParameter::name);
    return text;
}

} // namespace Toolshelf::A2tTool
