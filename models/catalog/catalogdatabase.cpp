// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalogdatabase.h"

#include "catalog/catalogschema.h"
#include "catalog/overridetext.h"
#include "core/logcategories.h"

#include <QDir>

namespace Toolshelf {

CatalogDatabase::CatalogDatabase() = default;

CatalogDatabase::~CatalogDatabase()
{
    close();
}

int CatalogDatabase::schemaVersion()
{
    return CatalogSchema::version();
}

bool CatalogDatabase::open(const QString &path, QString *error)
{
    close();
    if (!m_connection.open(path, error))
        return false;
    QString message;
    if (!CatalogSchema::prepare(m_connection, &message)) {
        m_connection.close();
        qCInfo(lcCatalog).noquote() << QStringLiteral("cannot open the catalog %1: %2")
                                           .arg(QDir::toNativeSeparators(path), message);
        return m_connection.fail(tr("Cannot open the catalog %1: %2").arg(path, message), error);
    }
    qCInfo(lcCatalog).noquote() << QStringLiteral("opened the catalog %1 (schema version %2)")
                                       .arg(QDir::toNativeSeparators(path))
                                       .arg(CatalogSchema::version());
    m_path = path;
    m_connection.clearLastError();
    return true;
}

void CatalogDatabase::close()
{
    m_connection.close();
    m_path.clear();
}

ToolSignature CatalogDatabase::applyOverrides(const ToolSignature &vendor,
                                              const QList<Override> &overrides)
{
    return OverrideText::apply(vendor, overrides);
}

std::optional<QString> CatalogDatabase::vendorText(const ToolSignature &signature,
                                                   const OverrideTarget &target)
{
    return OverrideText::vendorText(signature, target);
}

} // namespace Toolshelf
