// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "dialects/tooldialect.h"

#include <QCoreApplication>

namespace Toolshelf {

// Seed 003's a2t: a capabilities file, tools whose `input_schema` is JSON
// Schema as OpenAI and Anthropic take it, optional groups, `q` search,
// offset paging and stateless calls (`POST {tools}/{name}` with the
// arguments as the body, answered `{"result": ..., "meta": ...}`).
//
// The wire numbers no versions: a tool's version is counted by Toolshelf
// from the digest of its native form (Tool::versionCounted). A tool is keyed
// by its name, and by the id of the group it was listed in, if any: the same
// name in two groups is two tools.
class A2tCapabilitiesDialect final : public ToolDialect
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::A2tCapabilitiesDialect)

public:
    static inline const QString DialectId = QStringLiteral("a2t-capabilities");
    // Toolshelf's keyword in a native form: the id of the group the tool was
    // listed in (names cannot hold "/", so "<group>/<name>" keys it).
    static inline const QString GroupKeyword = QStringLiteral("x-toolshelf-group");

    QString id() const override;
    QString displayName() const override;
    QList<Rule> rules() const override;
    // Seed 003 has no versions.
    bool countsVersions() const override { return true; }
    // A page of top-level tools: {"tools": [...], "total", "offset", "limit"}.
    DialectPage readPage(const QString &provider, QByteArrayView body) const override;
    std::optional<Tool> readNative(const QString &provider,
                                   QByteArrayView nativeForm) const override;
    QList<Diagnostic> lint(const Tool &tool) const override;
    QByteArray invocationBody(const Tool &tool, const QJsonObject &arguments) const override;
    // The answer's `result` as one output named "result".
    std::optional<QString> readAnswer(const Tool &tool, QByteArrayView body,
                                      QList<ToolOutput> *outputs) const override;

    // A page of a group's tools (`groupId` empty: the top level). The page's
    // next cursor is the offset after it while `total` is not reached.
    static DialectPage page(const QString &provider, QByteArrayView body, const QString &groupId);
    // The same from its key alone (Tool::key.nativeId, "<group>/<name>"):
    // a name holds no "/", so the group is what stands before the last one.
    static QString groupOf(const QString &nativeId);
};

} // namespace Toolshelf
