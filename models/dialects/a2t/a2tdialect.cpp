#include "dialects/a2t/a2tdialect.h"

#include "dialects/a2t/a2tcall.h"
#include "dialects/a2t/a2ttool.h"
#include "dialects/a2t/conformancelinter.h"
#include "dialects/a2t/signatureparser.h"

#include <QCoreApplication>

namespace Toolshelf {

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

DialectPage A2tDialect::readPage(const QString &provider, QByteArrayView body) const
{
    ParsedDocument document = SignatureParser::parseDocument(body);
    DialectPage page;
    page.fatal = document.fatal;
    if (document.fatal)
        return page;
    ConformanceLinter::lintDocument(document);
    for (const ParsedSignature &parsed : std::as_const(document.signatures)) {
        page.tools.append(A2tTool::fromSignature(provider, parsed.signature));
        page.toolDiagnostics.append(parsed.diagnostics);
    }
    page.diagnostics = document.diagnostics;
    if (document.paging)
        page.nextCursor = document.paging->next;
    return page;
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
