// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sharing/declarationfiles.h"

#include "core/atomicfolder.h"
#include "core/filenames.h"
#include "core/jsonpreflight.h"
#include "core/textsafety.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace Toolshelf {

namespace {

// The file's bytes, or nothing when it cannot be read whole within the
// bound every JSON read has.
std::optional<QByteArray> readAll(const QString &path)
{
    QFile file(path);
    const qsizetype limit = JsonLimits().maxBytes;
    if (!file.open(QIODevice::ReadOnly) || file.size() > limit)
        return std::nullopt;
    QByteArray bytes = file.read(limit + 1);
    if (file.error() != QFileDevice::NoError || bytes.size() > limit)
        return std::nullopt;
    return bytes;
}

std::optional<QString> checkWritten(const QString &path, const QByteArray &bytes)
{
    if (readAll(path) != bytes)
        return DeclarationFiles::tr("%1 does not read back as it was written.")
            .arg(QDir::toNativeSeparators(path));
    return std::nullopt;
}

// Whether the file at `path` is an earlier export of the tool `toolId`:
// a plain file whose JSON object declares it.
bool isExportOf(const QString &path, const QString &toolId)
{
    const std::optional<QByteArray> bytes = readAll(path);
    if (!bytes || JsonPreflight::check(*bytes))
        return false;
    const QJsonDocument document = QJsonDocument::fromJson(*bytes);
    return !toolId.isEmpty() && document.isObject()
        && document.object().value(QStringLiteral("tool_id")).toString() == toolId;
}

} // namespace

bool DeclarationFiles::isFolder(const QString &out)
{
    return out.endsWith(u'/') || out.endsWith(QDir::separator()) || QFileInfo(out).isDir();
}

std::optional<QString> DeclarationFiles::writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return checkWritten(path, bytes);
}

std::optional<QString> DeclarationFiles::writeFolder(const QString &folder,
                                                     const QList<ToolDeclarations::File> &files)
{
    const QString root = QDir::cleanPath(folder);
    const QFileInfo info(root);
    if (!info.exists() && !info.isSymLink()) {
        QList<AtomicFolder::File> written;
        for (const ToolDeclarations::File &file : files)
            written.append({file.name, file.bytes});
        const auto check = [&files](const QString &staging) -> std::optional<QString> {
            for (const ToolDeclarations::File &file : files) {
                if (std::optional<QString> problem
                    = checkWritten(QString(staging + u'/' + file.name), file.bytes))
                    return problem;
            }
            return std::nullopt;
        };
        QString error;
        if (!AtomicFolder::write(root, written, false, &error, check))
            return error;
        return std::nullopt;
    }
    if (!info.isDir())
        return tr("%1 exists and is no folder.").arg(QDir::toNativeSeparators(root));

    // Everything is checked before the first file is written.
    for (const ToolDeclarations::File &file : files) {
        const QString path = root + u'/' + file.name;
        if (file.name.isEmpty() || file.name.contains(u'/') || file.name.contains(u'\\')
            || !FileNames::isInside(root, path))
            return tr("The file name \"%1\" would leave the folder.")
                .arg(TextSafety::escapeLine(file.name));
        const QFileInfo existing(path);
        if (existing.isSymLink() || (existing.exists() && !existing.isFile()))
            return tr("%1 exists and is no plain file; nothing was written.")
                .arg(QDir::toNativeSeparators(path));
        if (existing.exists() && !isExportOf(path, file.toolId))
            return tr("%1 exists and holds no export of the same tool; choose another folder or "
                      "move the file. Nothing was written.")
                .arg(QDir::toNativeSeparators(path));
    }
    for (const ToolDeclarations::File &file : files) {
        if (std::optional<QString> problem = writeFile(root + u'/' + file.name, file.bytes))
            return problem;
    }
    return std::nullopt;
}

} // namespace Toolshelf
