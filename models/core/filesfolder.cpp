// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/filesfolder.h"

#include "core/filenames.h"
#include "core/textsafety.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>

namespace Toolshelf {

namespace {

// A file or folder name from the disk, in a message: one line, bounded.
QString shown(const QString &path)
{
    return TextSafety::shortened(TextSafety::escapeLine(path), 300);
}

bool isDeclarationFile(const QString &name)
{
    return name.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
}

Diagnostic refusal(const QString &relative, const QString &message)
{
    return Diagnostic {Rule::FileRefused, relative, message};
}

struct Walk
{
    FilesFolder::Listing &listing;
    qsizetype maxFiles;

    // Reads `folder` (`relative` to the root, "" or ending in "/") and what lies below.
    void folder(const QString &path, const QString &relative, int depth)
    {
        const QFileInfo info(path);
        if (!info.isReadable() || !info.isExecutable()) {
            listing.refused.append(
                refusal(relative,
                        FilesFolder::tr("the folder %1 cannot be read; its files were left out")
                            .arg(shown(relative))));
            return;
        }
        QStringList folders;
        QDirIterator entries(path,
                             QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
        while (entries.hasNext() && !listing.tooMany) {
            entries.next();
            const QFileInfo entry = entries.fileInfo();
            const QString name = entry.fileName();
            // A team's folder is a git work tree: .git and editors' files stay out.
            if (name.startsWith(u'.') || entry.isHidden())
                continue;
            const QString entryRelative = relative + name;
            if (entry.isSymLink()) {
                link(entry, entryRelative);
            } else if (entry.isDir()) {
                folders.append(name);
            } else if (isDeclarationFile(name)) {
                listing.files.append(entryRelative);
                listing.tooMany = listing.files.size() > maxFiles;
            }
        }
        std::sort(folders.begin(), folders.end());
        for (const QString &name : std::as_const(folders)) {
            if (listing.tooMany)
                return;
            const QString below = relative + name + u'/';
            if (depth + 1 > FilesFolder::MaxDepth) {
                listing.refused.append(refusal(
                    below,
                    FilesFolder::tr("the folder %1 lies more than %2 folders deep; its files were "
                                    "left out")
                        .arg(shown(below), QString::number(FilesFolder::MaxDepth))));
                continue;
            }
            this->folder(path + u'/' + name, below, depth + 1);
        }
    }

    // A link is never followed into a folder: a loop would never end, and
    // the folder's own files are read where they are. A link to a file is
    // listed, and read() reads it if it stays inside the folder.
    void link(const QFileInfo &entry, const QString &relative)
    {
        const QString target = entry.canonicalFilePath();
        if (!target.isEmpty() && QFileInfo(target).isDir()) {
            if (!FileNames::isInside(listing.root, target))
                listing.refused.append(
                    refusal(relative,
                            FilesFolder::tr("%1 is a link to the folder %2, outside the provider's "
                                            "folder; it was not read")
                                .arg(shown(relative), shown(target))));
            return;
        }
        if (isDeclarationFile(entry.fileName())) {
            listing.files.append(relative);
            listing.tooMany = listing.files.size() > maxFiles;
        }
    }
};

} // namespace

FilesFolder::Listing FilesFolder::list(const QString &path, qsizetype maxFiles)
{
    Listing listing;
    const QFileInfo location(path);
    // exists() follows links: a link that leads nowhere is missing too.
    if (path.isEmpty() || !location.exists()) {
        listing.failure = tr("%1 does not exist").arg(shown(path));
        return listing;
    }
    const QString canonical = location.canonicalFilePath();
    if (!location.isDir()) {
        // One file, named by the user: read wherever its name leads.
        const QFileInfo file(canonical);
        listing.root = file.absolutePath();
        listing.files = {file.fileName()};
        return listing;
    }
    if (!location.isReadable() || !location.isExecutable()) {
        listing.failure = tr("the folder %1 cannot be read").arg(shown(path));
        return listing;
    }
    listing.root = canonical;
    Walk {listing, maxFiles}.folder(canonical, QString(), 0);
    // By relative path, code point by code point: the same order on every
    // computer, whatever its language.
    std::sort(listing.files.begin(), listing.files.end());
    return listing;
}

FilesFolder::Read FilesFolder::read(const QString &root, const QString &relative, qint64 maxBytes,
                                    qint64 allowance)
{
    Read read;
    const auto refuse = [&read, &relative](const QString &message) {
        read.refused = refusal(relative, message);
        return read;
    };
    const QString name = shown(relative);
    const QFileInfo info(root + u'/' + relative);
    // Canonical: a link, or a folder replaced by a link since the listing,
    // is judged by where it leads.
    const QString canonical = info.canonicalFilePath();
    if (info.isSymLink() && canonical.isEmpty())
        return refuse(tr("%1 is a link that leads nowhere; it was not read").arg(name));
    if (canonical.isEmpty())
        return refuse(tr("%1 is gone; it was not read").arg(name));
    if (!FileNames::isInside(root, canonical))
        return refuse(tr("%1 is a link to %2, outside the provider's folder; it was not read")
                          .arg(name, shown(canonical)));
    const QFileInfo file(canonical);
    if (!file.isFile())
        return refuse(tr("%1 is not a regular file; it was not read").arg(name));
    // Told by the size, before a byte is read: a huge or sparse file costs nothing.
    const qint64 size = file.size();
    if (size > maxBytes)
        return refuse(tr("%1 is %2, more than the %3 a declaration file may have; it was not read")
                          .arg(name, QLocale().formattedDataSize(size),
                               QLocale().formattedDataSize(maxBytes)));
    if (size > allowance) {
        read.overBudget = true;
        return read;
    }
    QFile device(canonical);
    if (!device.open(QIODevice::ReadOnly))
        return refuse(tr("%1 cannot be read: %2").arg(name, device.errorString()));
    if (device.isSequential())
        return refuse(tr("%1 is not a regular file; it was not read").arg(name));
    // One byte more than it had: a file that grows meanwhile is not read on without end.
    read.bytes = device.read(size + 1);
    if (read.bytes.size() > size) {
        read.bytes.clear();
        return refuse(tr("%1 grew while it was read; sync again once it is written").arg(name));
    }
    return read;
}

} // namespace Toolshelf
