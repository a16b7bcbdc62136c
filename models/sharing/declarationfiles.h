// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sharing/tooldeclarations.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace Toolshelf {

// Where exported declarations go: one JSON file, or a file per tool in a
// folder, with the rules of the skill export: every path stays inside the
// folder, nothing is written unless everything can be, and no file that is
// not an earlier export of the same tool is overwritten.
class DeclarationFiles
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::DeclarationFiles)

public:
    // Whether `out` asks for a file per tool: an existing folder, or a path
    // ending in "/" (a folder to make).
    static bool isFolder(const QString &out);
    // Writes `bytes` as the file `path`, whole or not at all (QSaveFile), and
    // reads it back; what went wrong, or nothing.
    static std::optional<QString> writeFile(const QString &path, const QByteArray &bytes);
    // Writes `files` into `folder`. A missing folder is made whole or not at
    // all (AtomicFolder), each file read back before it is moved into place.
    // Into an existing one each file is written whole and read back, once
    // everything was checked: a file already there under a name is replaced
    // only when it is a plain file holding the document of the same tool (its
    // `tool_id`: an earlier export of it); another file, a link or a folder
    // in the way refuses the export before anything is written.
    static std::optional<QString> writeFolder(const QString &folder,
                                              const QList<ToolDeclarations::File> &files);
};

} // namespace Toolshelf
