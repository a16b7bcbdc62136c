// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "dialects/tooldialect.h"

#include <QCoreApplication>

namespace Toolshelf {

// Tools kept as files: Agent Tool declarations and ATDF documents, one file
// a page (FilesListing reads the provider's file, folder or URL). A file
// holds one declaration or document, an array of them, or an Agent Tool
// `tool_surface` whose `loaded_tools` are declarations. Files number no
// versions: Toolshelf counts them by the digest of each tool's canonical
// JSON, so an edited file is a new version and a pin keeps the old one.
// The tools are declarations only: there is nothing to call.
class FilesDialect final : public ToolDialect
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::FilesDialect)

public:
    static inline const QString DialectId = QStringLiteral("files");

    QString id() const override;
    QString displayName() const override;
    QList<Rule> rules() const override;
    bool countsVersions() const override { return true; }
    // One file's bytes. Tools that break their format's schema are kept with
    // their findings; a file that holds no declaration is the page's fatal finding.
    DialectPage readPage(const QString &provider, QByteArrayView body) const override;
    std::optional<Tool> readNative(const QString &provider,
                                   QByteArrayView nativeForm) const override;
    QList<Diagnostic> lint(const Tool &tool) const override;
    // Empty: a declaration names no endpoint.
    QByteArray invocationBody(const Tool &tool, const QJsonObject &arguments) const override;
    // Always the reason nothing can be called.
    std::optional<QString> readAnswer(const Tool &tool, QByteArrayView body,
                                      QList<ToolOutput> *outputs) const override;
};

} // namespace Toolshelf
