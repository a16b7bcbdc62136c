// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace Toolshelf {

// Where one workspace keeps its configuration, its data and its caches.
// `--profile DIR` or TOOLSHELF_HOME relocate everything into DIR/config,
// DIR/data and DIR/cache (tests, several workspaces); otherwise the platform's
// standard locations are used (on Linux the XDG config, data and cache
// directories). Everything in the cache directory can be deleted at any time:
// it is made again from the data.
class Profile
{
public:
    // `explicitDirectory` (from --profile) wins over TOOLSHELF_HOME.
    static Profile resolve(const QString &explicitDirectory = {});
    static Profile at(const QString &directory);

    QString configDirectory() const { return m_config; }
    QString dataDirectory() const { return m_data; }
    QString cacheDirectory() const { return m_cache; }
    QString providersFile() const;
    // The profile's own settings (QSettings' INI format), e.g. sync budgets.
    QString settingsFile() const;
    QString catalogFile() const;
    // Tool images fetched from providers, re-encoded; safe to delete.
    QString imageCacheDirectory() const;
    // Autosaved copies of unsaved procedures, offered back after a crash.
    QString recoveryDirectory() const;
    // The search index of the catalog, saved for the next start; safe to delete.
    QString searchIndexCacheFile() const;
    // The administrator's locked providers: TOOLSHELF_MANAGED_PROVIDERS, or
    // providers.json in the system configuration (/etc/xdg/Toolshelf).
    QString managedProvidersFile() const;
    // Keychain entries are per profile, so two workspaces never share secrets.
    QString keychainService() const;

    // Creates the directories, private to the user (0700), and moves the
    // caches an earlier version kept in the data directory to the cache
    // directory (or deletes them where it cannot: they are made again).
    bool ensureDirectories(QString *error) const;

private:
    void moveLegacyCaches() const;

    QString m_config;
    QString m_data;
    QString m_cache;
};

} // namespace Toolshelf
