// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/atomicfolder.h"

#include "core/filenames.h"
#include "core/textsafety.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <memory>

namespace Toolshelf {

namespace {

bool exists(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

// Relative, without "." or ".." steps, and inside `root` once resolved.
bool isSafeRelative(const QString &root, const QString &path)
{
    if (path.isEmpty() || QDir::isAbsolutePath(path) || path.contains(u'\\'))
        return false;
    const QStringList steps = path.split(u'/');
    for (const QString &step : steps) {
        if (step.isEmpty() || step == QLatin1String(".") || step == QLatin1String(".."))
            return false;
    }
    return FileNames::isInside(root, QString(root + u'/' + path));
}

bool writeFile(const QString &root, const AtomicFolder::File &file, QString *error)
{
    const QString path = root + u'/' + file.path;
    if (!isSafeRelative(root, file.path)) {
        *error = AtomicFolder::tr("The file name \"%1\" would leave the folder.")
                     .arg(TextSafety::escapeLine(file.path));
        return false;
    }
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        *error = AtomicFolder::tr("Cannot create the folder of %1.").arg(path);
        return false;
    }
    QFile out(path);
    // NewOnly: two files under one name, or anything already there, is an
    // error rather than an overwrite.
    if (!out.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
        *error = AtomicFolder::tr("Cannot create %1: %2").arg(path, out.errorString());
        return false;
    }
    if (out.write(file.bytes) != file.bytes.size() || !out.flush()) {
        *error = AtomicFolder::tr("Cannot write %1: %2").arg(path, out.errorString());
        return false;
    }
    out.close();
    return true;
}

} // namespace

bool AtomicFolder::write(const QString &target, const QList<File> &files, bool replace,
                         QString *error, const Check &check)
{
    QString ignored;
    if (!error)
        error = &ignored;
    const QFileInfo info(target);
    const QString parent = info.absolutePath();
    const QString name = info.fileName();
    if (name.isEmpty()) {
        *error = tr("The folder to write has no name.");
        return false;
    }
    if (exists(target) && !replace) {
        *error = tr("%1 exists already.").arg(target);
        return false;
    }
    if (!QDir().mkpath(parent)) {
        *error = tr("Cannot create the folder %1.").arg(parent);
        return false;
    }
    // A sibling, so the final rename stays on one file system.
    QTemporaryDir staging(QString(parent + u"/." + name + u".partial-XXXXXX"));
    if (!staging.isValid()) {
        *error
            = tr("Cannot create a temporary folder in %1: %2").arg(parent, staging.errorString());
        return false;
    }
    for (const File &file : files) {
        if (!writeFile(staging.path(), file, error))
            return false;
    }
    if (check) {
        if (const std::optional<QString> problem = check(staging.path())) {
            *error = *problem;
            return false;
        }
    }

    // The replaced folder waits in a sibling until the new one is in place;
    // removing the holder removes links, never what they point to.
    std::unique_ptr<QTemporaryDir> holder;
    QString moved;
    if (exists(target)) {
        holder = std::make_unique<QTemporaryDir>(QString(parent + u"/." + name + u".old-XXXXXX"));
        moved = holder->path() + QStringLiteral("/old");
        if (!holder->isValid() || !QDir().rename(target, moved)) {
            *error = tr("Cannot move the existing %1 aside.").arg(target);
            return false;
        }
    }
    if (!QDir().rename(staging.path(), target)) {
        *error = tr("Cannot move the new folder into place as %1.").arg(target);
        if (holder && !QDir().rename(moved, target)) {
            holder->setAutoRemove(false);
            *error += u' ' + tr("The previous folder is kept as %1.").arg(moved);
        }
        return false;
    }
    staging.setAutoRemove(false);
    return true;
}

} // namespace Toolshelf
