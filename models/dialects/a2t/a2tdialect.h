#pragma once

#include "dialects/tooldialect.h"

namespace Toolshelf {

// The IETF A2T draft (draft-rosenberg-aiproto-a2t): pages of signatures with
// a cursor, versions numbered by the provider, the draft's conformance rules.
class A2tDialect final : public ToolDialect
{
public:
    QString id() const override;
    QString displayName() const override;
    // N-ACT is the draft under its earlier name: byte for byte the same rules.
    QStringList formerNames() const override;
    DialectPage readPage(const QString &provider, QByteArrayView body) const override;
    std::optional<Tool> readNative(const QString &provider,
                                   QByteArrayView nativeForm) const override;
    QList<Diagnostic> lint(const Tool &tool) const override;
    QByteArray invocationBody(const Tool &tool, const QJsonObject &arguments) const override;
};

} // namespace Toolshelf
