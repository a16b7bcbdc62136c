// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace Toolshelf {

// The text of one open procedure as it was when last autosaved.
struct RecoveryEntry
{
    // Names the recovery file; letters, digits and hyphens only.
    QString id;
    // The procedure's file, empty for one never saved.
    QString filePath;
    QString text;
    QDateTime savedAt;

    friend bool operator==(const RecoveryEntry &, const RecoveryEntry &) = default;
};

// Copies of modified, unsaved procedures in the profile's data folder, so a
// crash loses nothing: written while the user edits, removed when the
// procedure is saved or deliberately closed, listed at the next start.
class RecoveryStore
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::RecoveryStore)

public:
    explicit RecoveryStore(QString directory);

    QString directory() const { return m_directory; }

    // A fresh id for a newly opened procedure.
    static QString newId();
    static bool isValidId(const QString &id);

    // Writes atomically (the previous copy survives a failed write); creates
    // the folder private to the user. Sets savedAt when it is null.
    bool save(RecoveryEntry entry, QString *error) const;
    // True when no copy is left (also when there was none).
    bool remove(const QString &id) const;
    // Every readable copy, oldest first. Damaged or foreign files are skipped.
    QList<RecoveryEntry> entries() const;

private:
    QString fileOf(const QString &id) const;

    QString m_directory;
};

} // namespace Toolshelf
