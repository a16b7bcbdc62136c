// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace Toolshelf {

// The tools one provider serves, as the reference A2T server sees them:
// signatures are JSON objects served exactly as stored (minus extension
// fields), so the server also serves what a linter would reject.
class Catalog
{
public:
    virtual ~Catalog() = default;

    // URL segment and label, e.g. "skycast-weather".
    virtual QString slug() const = 0;
    // Human name, e.g. "Skycast Weather".
    virtual QString displayName() const = 0;

    virtual qsizetype toolCount() const = 0;
    // The current version of the index-th tool; tools are in a stable order.
    virtual QJsonObject currentAt(qsizetype index) const = 0;
    // Every version of a tool, newest first; empty when the tool is unknown.
    virtual QList<QJsonObject> versions(const QString &toolId) const = 0;
    // The scripted behaviour of one version (see resources/catalogs/README.md),
    // or an empty object when it has none.
    virtual QJsonObject behaviour(const QString &toolId, qint64 version) const = 0;
};

} // namespace Toolshelf
