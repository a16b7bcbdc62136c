// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "dialects/tooldialect.h"

#include <QCoreApplication>

namespace Toolshelf {

struct ParsedDocument;
struct ParsedSignature;

// The IETF A2T draft (draft-rosenberg-aiproto-a2t): pages of signatures with
// a cursor, versions numbered by the provider, the draft's conformance rules.
class A2tDialect final : public ToolDialect
{
public:
    QString id() const override;
    QString displayName() const override;
    // N-ACT is the draft under its earlier name: byte for byte the same rules.
    QStringList formerNames() const override;
    // Its schemas are made from parameter lists, checked by the draft's rules.
    bool servesJsonSchema() const override { return false; }
    QList<Rule> rules() const override;
    DialectPage readPage(const QString &provider, QByteArrayView body) const override;
    std::optional<Tool> readNative(const QString &provider,
                                   QByteArrayView nativeForm) const override;
    QList<Diagnostic> lint(const Tool &tool) const override;
    QByteArray invocationBody(const Tool &tool, const QJsonObject &arguments) const override;
    std::optional<QString> readAnswer(const Tool &tool, QByteArrayView body,
                                      QList<ToolOutput> *outputs) const override;

    // A parsed and linted document (SignatureParser, ConformanceLinter) in
    // the tool model: what readPage() answers, for the paged fetch, which
    // parses in two steps to ask for the next page early.
    static DialectPage page(const QString &provider, const ParsedDocument &linted);
    // One parsed signature with its findings, e.g. a version from a bundle.
    static DialectTool tool(const QString &provider, const ParsedSignature &parsed);
};

} // namespace Toolshelf
