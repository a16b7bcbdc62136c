// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog.h"

#include <QCoreApplication>
#include <QHash>

#include <memory>

namespace Toolshelf {

// A catalog directory: provider.json ({name, description}) and any number of
// *.json files, each an array of signatures holding every version of every
// tool, with the scripted behaviour of a version under "x-behaviour". Works
// the same on disk and in the bundled resources (":/catalogs/<slug>").
class FileCatalog final : public Catalog
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::FileCatalog)

public:
    // Returns null and sets `error` when the directory or a file cannot be
    // read as a catalog. Signatures that break the draft are still loaded.
    static std::unique_ptr<FileCatalog> load(const QString &directory, QString *error);
    // The catalogs bundled with Toolshelf, in a stable order.
    static QStringList bundledDirectories();

    QString slug() const override { return m_slug; }
    QString displayName() const override { return m_displayName; }
    qsizetype toolCount() const override { return m_order.size(); }
    QJsonObject currentAt(qsizetype index) const override;
    QList<QJsonObject> versions(const QString &toolId) const override;
    QJsonObject behaviour(const QString &toolId, qint64 version) const override;

private:
    struct Tool
    {
        QList<QJsonObject> versions; // newest first, extension fields removed
        QHash<qint64, QJsonObject> behaviours;
    };

    bool addFile(const QString &path, QString *error);

    QString m_slug;
    QString m_displayName;
    QHash<QString, Tool> m_tools;
    QStringList m_order; // toolIds sorted by current name
};

} // namespace Toolshelf
