// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "procedures/procedurefile.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringDecoder>

namespace Toolshelf {

bool ProcedureFile::hasProcedureName(const QString &path)
{
    for (const QLatin1String suffix :
         {QLatin1String(".md"), QLatin1String(".markdown"), QLatin1String(".mkd")}) {
        if (path.endsWith(suffix, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

std::optional<QString> ProcedureFile::read(const QString &path, QString *error)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = tr("%1 does not exist").arg(path);
        return std::nullopt;
    }
    // A FIFO or a device would block the reader or never end.
    if (!info.isFile()) {
        *error = tr("%1 is not a regular file").arg(path);
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1 cannot be read: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    // Read one byte past the cap: the size on disk may change while reading.
    const QByteArray bytes = file.read(MaxBytes + 1);
    if (bytes.size() > MaxBytes) {
        *error = tr("%1 is larger than %2 MiB, too large for a procedure")
                     .arg(path, QString::number(MaxBytes / (1024 * 1024)));
        return std::nullopt;
    }
    if (file.error() != QFileDevice::NoError) {
        *error = tr("%1 cannot be read: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    if (bytes.contains('\0')) {
        *error = tr("%1 is a binary file, not a Markdown text").arg(path);
        return std::nullopt;
    }
    // Stateless: a sequence cut off at the end is an error, not state kept for more input.
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(bytes);
    if (decoder.hasError()) {
        *error = tr("%1 is not UTF-8 text").arg(path);
        return std::nullopt;
    }
    return text;
}

bool ProcedureFile::write(const QString &path, const QString &text, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = text.toUtf8();
    if (file.write(bytes) != bytes.size()) {
        *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        *error = tr("%1 cannot be written: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace Toolshelf
