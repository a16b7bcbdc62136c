// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace Toolshelf {

// Writes a folder of exported files so that it appears whole or not at all:
// everything goes into a hidden sibling first, which is then renamed into
// place. A failure leaves neither a half-written folder nor the temporary one.
class AtomicFolder final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::AtomicFolder)

public:
    struct File
    {
        // Relative to the folder, '/'-separated; must stay inside it.
        QString path;
        QByteArray bytes;
    };

    // Reads the files back from the folder they were written to and says
    // what does not read back as meant, or nothing.
    using Check = std::function<std::optional<QString>(const QString &folder)>;

    // Writes `files` as the folder `target`. An existing `target` (folder,
    // file or link) is refused unless `replace`; a replaced one is removed
    // only once the new folder is in place, and restored if that fails.
    // `check` runs on the written files before anything is moved: a problem
    // it finds is the error, and nothing is left behind.
    static bool write(const QString &target, const QList<File> &files, bool replace, QString *error,
                      const Check &check = {});
};

} // namespace Toolshelf
