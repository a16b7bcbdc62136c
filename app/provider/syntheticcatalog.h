// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog.h"
#include "syntheticnames.h"

#include <QCoreApplication>
#include <QString>

namespace Toolshelf {

// A catalog of any size for tests and benchmarks, reproducible from a seed:
// every tool is computed on demand from (seed, index, version), so 100,000
// tools cost no memory and any one of them costs the same to produce. Every
// member is const and touches no shared mutable state, so server threads may
// share one instance.
class SyntheticCatalog final : public Catalog
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SyntheticCatalog)

public:
    // Tools per file written by writeCatalogDirectory(), keeping each file far
    // below the loader's 64 MiB document limit.
    static constexpr qsizetype ToolsPerFile = 2000;

    // Out-of-range arguments are clamped: at least one tag and one version.
    SyntheticCatalog(qsizetype tools, int tags, int versionsPerTool, quint64 seed);

    QString slug() const override;
    QString displayName() const override;

    qsizetype toolCount() const override;
    QJsonObject currentAt(qsizetype index) const override;
    QList<QJsonObject> versions(const QString &toolId) const override;
    QJsonObject behaviour(const QString &toolId, qint64 version) const override;

    int tagCount() const { return m_tags; }
    int versionsPerTool() const { return m_versions; }
    quint64 seed() const { return m_seed; }

    // A lowercase v4-shaped UUID whose last 12 hex digits are the index, so
    // lookups need no table; the other digits come from the seed so two
    // catalogs do not share ids.
    QString toolIdAt(qsizetype index) const;
    // The index toolIdAt() encoded, or -1 for any id this catalog did not issue.
    qsizetype indexOf(const QString &toolId) const;
    // Unique within the catalog: verb_object_qualifier, with a round number
    // appended once every combination has been used.
    QString nameAt(qsizetype index) const;
    // The index nameAt() names so, or -1 for any name this catalog did not
    // issue; arithmetic, so a marketplace of millions finds a tool by name
    // without a table.
    qsizetype indexOfName(const QString &name) const;
    // The current version's description alone: what a search reads, at a
    // fraction of the cost of the whole signature.
    QString descriptionAt(qsizetype index) const;
    // The name of tag 0..tagCount()-1.
    QString tagName(int tag) const;
    // The tag tagName() names so, or -1.
    int indexOfTag(QStringView name) const;

    // Writes `tools-00001.json`... (every version of every tool, by tool then
    // version ascending, each with its behaviour under "x-behaviour",
    // ToolsPerFile tools a file) and `provider.json` into `dir`, one object at
    // a time so no document sits in memory whole. Each file is replaced atomically.
    static bool writeCatalogDirectory(const SyntheticCatalog &catalog, const QString &dir,
                                      QString *error);

private:
    qsizetype m_tools;
    int m_tags;
    int m_versions;
    quint64 m_seed;
    SyntheticNames m_names;
};

} // namespace Toolshelf
