// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <variant>

namespace Toolshelf {

class CatalogDatabase;

// A tool named on the command line as PROVIDER/TOOL, where TOOL is the tool's
// name or its toolId, and how it is found in the offline catalog.
class ToolReference final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ToolReference)

public:
    // Nothing when `text` is not PROVIDER/TOOL with both parts non-empty.
    // Provider names never contain a slash, so the first one separates.
    static std::optional<ToolReference> parse(const QString &text);

    const QString &provider() const { return m_provider; }
    const QString &tool() const { return m_tool; }

    // On the catalog's thread. The tool, or a translated message saying why
    // there is none: an unknown provider or tool, or several tools that share
    // the name (the draft forbids it, providers still do it).
    // `configured`: the provider is in the profile's registry.
    std::variant<ToolSummary, QString> resolve(const CatalogDatabase &database,
                                               bool configured) const;

private:
    // The provider's tools that may carry `name`: a superset, never missing one.
    QList<ToolSummary> candidates(const CatalogDatabase &database, const QString &name) const;

    QString m_provider;
    QString m_tool;
};

} // namespace Toolshelf
