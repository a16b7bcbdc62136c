// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/diagnostic.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Toolshelf {

// The files of a declaration-files provider on this computer, read safely:
// which files a folder holds (every *.json under it, hidden ones left out,
// sorted by relative path so the order is stable) and one file's bytes,
// refused without reading them when they are too many, not a regular file,
// or behind a link that leads out of the folder. Blocking: its callers
// (FilesListing, ConnectionTest) call it on a SerialQueue, never on the
// window's thread.
class FilesFolder final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::FilesFolder)

public:
    // Folders nested deeper than this are not read (a link loop cannot make
    // one, links to folders are never followed, but a generated tree can).
    static constexpr int MaxDepth = 64;

    struct Listing
    {
        // The canonical path of the folder, or of the file's folder when the
        // location is one file.
        QString root;
        // Relative to `root`, with "/" between folders, sorted.
        QStringList files;
        // What was left out and why (links out of the folder, folders too
        // deep or unreadable), paths relative to `root`.
        QList<Diagnostic> refused;
        // Why nothing can be listed (the location is missing); translated.
        std::optional<QString> failure;
        // More files than `maxFiles`: the listing stopped counting.
        bool tooMany = false;
    };
    // The files at `path`, a folder or one file, at most `maxFiles` of them.
    static Listing list(const QString &path, qsizetype maxFiles);

    struct Read
    {
        QByteArray bytes;
        // Why the file was not read (Rule::FileRefused, its path the file's).
        std::optional<Diagnostic> refused;
        // The file is within `maxBytes` but more than `allowance`: the
        // sync's byte budget is spent, nothing was read.
        bool overBudget = false;
    };
    // Reads `relative` under `root`: a file above `maxBytes` is refused, and
    // one above `allowance` (what is left of the sync's bytes) is not read,
    // both told by the size before a byte is read; nothing outside `root`
    // is read through a link.
    static Read read(const QString &root, const QString &relative, qint64 maxBytes,
                     qint64 allowance);
};

} // namespace Toolshelf
