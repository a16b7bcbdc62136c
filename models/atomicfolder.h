#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

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

    // Writes `files` as the folder `target`. An existing `target` (folder,
    // file or link) is refused unless `replace`; a replaced one is removed
    // only once the new folder is in place, and restored if that fails.
    static bool write(const QString &target, const QList<File> &files, bool replace,
                      QString *error);
};

} // namespace Toolshelf
