// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace Toolshelf {

// Reads and writes an operating procedure: a plain UTF-8 Markdown file the
// user keeps wherever they like (often in git), so nothing but the text is stored.
class ProcedureFile
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ProcedureFile)

public:
    // A procedure is a page or a few of instructions; anything this large is
    // not one, and the editor would crawl on it.
    static constexpr qint64 MaxBytes = 4 * 1024 * 1024;

    // Whether `path` is named as Markdown (.md, .markdown, .mkd: text/markdown's
    // names), which is how the window tells a procedure it is handed to open.
    static bool hasProcedureName(const QString &path);

    // The text, or nothing with the cause in `error`: missing, not a regular
    // file, too large, not UTF-8, or binary.
    static std::optional<QString> read(const QString &path, QString *error);
    // Writes through a temporary file renamed over the old one, so a failed
    // save (full disk, read-only folder) leaves the old file as it was.
    static bool write(const QString &path, const QString &text, QString *error);
};

} // namespace Toolshelf
