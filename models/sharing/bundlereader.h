// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sharing/bundle.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <variant>

class QuaZip;

namespace Toolshelf {

// Caps on what a bundle may hold, checked before anything is decompressed
// and again on the bytes actually read.
struct BundleLimits
{
    qint64 maxArchiveBytes = 64 * 1024 * 1024;
    int maxEntries = 2001;
    qint64 maxEntryBytes = 4 * 1024 * 1024;
    qint64 maxTotalBytes = 64 * 1024 * 1024;
};

// Reads a bundle zip as hostile input (format: bundlemanifest.h). It only
// reads into memory, never extracts to disk; any entry that would be unsafe
// to extract (absolute, "..", backslash or drive letter, symlink, duplicate,
// non-UTF-8 name, absurd size) refuses the whole bundle.
class BundleReader
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::BundleReader)

public:
    // The bundle, or a message saying what is wrong with it.
    static std::variant<Bundle, QString> read(const QString &path, const BundleLimits &limits = {});
    // The same for a bundle in memory: a writer reads its bytes back with it.
    static std::variant<Bundle, QString> readBytes(const QByteArray &bytes,
                                                   const BundleLimits &limits = {});
    // Whether the file at `path` may be a bundle, as far as its name (.zip)
    // or its first bytes (a zip's) say; read() decides.
    static bool mayBeBundle(const QString &path);
    // Why a zip entry name is unsafe, or nothing.
    static std::optional<QString> checkEntryName(const QByteArray &rawName);

private:
    static std::variant<Bundle, QString> readZip(QuaZip &zip, const BundleLimits &limits);
};

} // namespace Toolshelf
