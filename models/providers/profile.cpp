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
    return profile;
}

Profile Profile::at(const QString &directory)
{
    const QString root = QFileInfo(directory).absoluteFilePath();
    Profile profile;
    profile.m_config = root + QStringLiteral("/config");
    profile.m_data = root + QStringLiteral("/data");
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
    return m_data + QStringLiteral("/images");
}

QString Profile::recoveryDirectory() const
{
    return m_data + QStringLiteral("/recovery");
}

QString Profile::searchIndexCacheFile() const
{
    return m_data + QStringLiteral("/search-index.cache");
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
    for (const QString &path : {m_config, m_data}) {
        if (!QDir().mkpath(path)) {
            *error
                = QCoreApplication::translate("Toolshelf::Profile", "cannot create %1").arg(path);
            return false;
        }
        QFile::setPermissions(
            path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }
    return true;
}

} // namespace Toolshelf
