// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/profile.h"

#include "core/sha256.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace Toolshelf {

Profile Profile::resolve(const QString &explicitDirectory)
{
    if (!explicitDirectory.isEmpty())
        return at(explicitDirectory);
    const QString home = qEnvironmentVariable("TOOLSHELF_HOME");
    if (!home.isEmpty())
        return at(home);
    Profile profile;
    profile.m_config = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    profile.m_data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    profile.m_cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    return profile;
}

Profile Profile::at(const QString &directory)
{
    const QString root = QFileInfo(directory).absoluteFilePath();
    Profile profile;
    profile.m_config = root + QStringLiteral("/config");
    profile.m_data = root + QStringLiteral("/data");
    profile.m_cache = root + QStringLiteral("/cache");
    return profile;
}

QString Profile::providersFile() const
{
    return m_config + QStringLiteral("/providers.json");
}

QString Profile::settingsFile() const
{
    return m_config + QStringLiteral("/settings.ini");
}

QString Profile::imageCacheDirectory() const
{
    return m_cache + QStringLiteral("/images");
}

QString Profile::recoveryDirectory() const
{
    return m_data + QStringLiteral("/recovery");
}

QString Profile::searchIndexCacheFile() const
{
    return m_cache + QStringLiteral("/search-index.cache");
}

QString Profile::catalogFile() const
{
    return m_data + QStringLiteral("/catalog.sqlite");
}

QString Profile::managedProvidersFile() const
{
    const QString overridden = qEnvironmentVariable("TOOLSHELF_MANAGED_PROVIDERS");
    if (!overridden.isEmpty())
        return overridden;
    const QStringList system
        = QStandardPaths::standardLocations(QStandardPaths::GenericConfigLocation);
    // The last location is the system-wide one (/etc/xdg on Linux).
    return (system.isEmpty() ? QStringLiteral("/etc/xdg") : system.constLast())
        + QStringLiteral("/Toolshelf/providers.json");
}

QString Profile::keychainService() const
{
    const QByteArray hash = Sha256::hex(QDir::cleanPath(m_config).toUtf8()).left(12);
    return QStringLiteral("Toolshelf ") + QString::fromLatin1(hash);
}

bool Profile::ensureDirectories(QString *error) const
{
    for (const QString &path : {m_config, m_data, m_cache}) {
        if (!QDir().mkpath(path)) {
            *error
                = QCoreApplication::translate("Toolshelf::Profile", "cannot create %1").arg(path);
            return false;
        }
        QFile::setPermissions(
            path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }
    moveLegacyCaches();
    return true;
}

void Profile::moveLegacyCaches() const
{
    // Until 0.1.0 the search index (up to a few GB) and the tool images lay
    // in the data directory. Left there they would only take space, so each
    // is moved once; where the cache already has one (a newer version ran),
    // or the move fails (another file system), the old one is deleted.
    // Both places are one where XDG_CACHE_HOME is XDG_DATA_HOME: nothing to move.
    if (QDir::cleanPath(m_data) == QDir::cleanPath(m_cache))
        return;
    const QString index = m_data + QStringLiteral("/search-index.cache");
    if (QFileInfo::exists(index)) {
        if (QFileInfo::exists(searchIndexCacheFile())
            || !QFile::rename(index, searchIndexCacheFile()))
            QFile::remove(index);
    }
    const QString images = m_data + QStringLiteral("/images");
    if (QFileInfo(images).isDir()) {
        if (QFileInfo::exists(imageCacheDirectory())
            || !QDir().rename(images, imageCacheDirectory()))
            QDir(images).removeRecursively();
    }
}

} // namespace Toolshelf
