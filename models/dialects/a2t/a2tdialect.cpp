// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/a2tdialect.h"

#include "core/jsonpath.h"
#include "dialects/a2t/a2tcall.h"
#include "dialects/a2t/a2ttool.h"
#include "dialects/a2t/conformancelinter.h"
#include "dialects/a2t/signatureparser.h"

namespace Toolshelf {

namespace {

// "$.items[3].name" of the signature at "$.items[3]" is "$.name" of the tool.
QString relativePath(const QString &path, const QString &signaturePath)
{
    const QString root = JsonPath::root();
    if (signaturePath.isEmpty() || signaturePath == root || !path.startsWith(signaturePath))
        return path;
    return QString(root + QStringView(path).mid(signaturePath.size()));
}

} // namespace

QString A2tDialect::id() const
{
    return A2tTool::DialectId;
}

QString A2tDialect::displayName() const
{
    return QCoreApplication::translate("Toolshelf::A2tDialect", "A2T (IETF draft)");
}

QStringList A2tDialect::formerNames() const
{
    return {QStringLiteral("n-act")};
}

QList<Rule> A2tDialect::rules() const
{
    // The draft's rules open the list, up to the compatibility ones.
    QList<Rule> rules;
    for (const Rule rule : allRules()) {
        rules.append(rule);
        if (rule == Rule::CompatOutputChanged)
            break;
    }
    return rules;
}

DialectPage A2tDialect::readPage(const QString &provider, QByteArrayView body) const
{
    ParsedDocument document = SignatureParser::parseDocument(body);
    if (document.isReadable())
        ConformanceLinter::lintDocument(document);
    return page(provider, document);
}

std::optional<QString> A2tDialect::readAnswer(const Tool &tool, QByteArrayView body,
                                              QList<ToolOutput> *outputs) const
{
    return A2tCall::readOutputs(A2tTool::toSignature(tool), body.toByteArray(), outputs);
}

DialectPage A2tDialect::page(const QString &provider, const ParsedDocument &linted)
{
    DialectPage page;
    page.fatal = linted.fatal;
    if (linted.fatal)
        return page;
    page.tools.reserve(linted.signatures.size());
    for (const ParsedSignature &parsed : linted.signatures)
        page.tools.append(tool(provider, parsed));
    page.diagnostics = linted.diagnostics;
    if (linted.paging)
        page.nextCursor = linted.paging->next;
    return page;
}

DialectTool A2tDialect::tool(const QString &provider, const ParsedSignature &parsed)
{
    DialectTool read {A2tTool::fromSignature(provider, parsed.signature), parsed.path,
                      parsed.diagnostics, A2tTool::parametersText(parsed.signature)};
    for (Diagnostic &diagnostic : read.diagnostics)
        diagnostic.path = relativePath(diagnostic.path, parsed.path);
    return read;
}

std::optional<Tool> A2tDialect::readNative(const QString &provider, QByteArrayView nativeForm) const
{
    const ParsedDocument document = SignatureParser::parseDocument(nativeForm);
    if (document.fatal || document.shape != DocumentShape::Single
        || document.signatures.size() != 1)
        return std::nullopt;
    return A2tTool::fromSignature(provider, document.signatures.first().signature);
}

QList<Diagnostic> A2tDialect::lint(const Tool &tool) const
{
    return ConformanceLinter::lintSignature(A2tTool::toSignature(tool), QStringLiteral("$"));
}

QByteArray A2tDialect::invocationBody(const Tool &tool, const QJsonObject &arguments) const
{
    // A2T calls name their inputs; the schema keys them by id.
    const ToolSignature signature = A2tTool::toSignature(tool);
    QHash<QString, QJsonValue> values;
    for (const InputParameter &input : signature.inputs) {
        if (arguments.contains(input.id))
            values.insert(input.name, arguments.value(input.id));
    }
    return A2tCall::body(signature, values);
}

} // namespace Toolshelf
