// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sharing/bundlereader.h"

#include "core/textsafety.h"
#include "dialects/a2t/signatureparser.h"
#include "tool/canonicaljson.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QStringDecoder>

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipfileinfo.h>
#include <quazip/unzip.h>

namespace Toolshelf {

namespace {

// The unix file type bits of a zip entry's external attributes.
constexpr quint32 TypeMask = 0170000;
constexpr quint32 SymlinkType = 0120000;
constexpr quint32 RegularType = 0100000;

// A name for messages: hostile names may hold control characters.
QString shown(const QString &name)
{
    return TextSafety::shortened(name, 120);
}

} // namespace

bool BundleReader::mayBeBundle(const QString &path)
{
    if (path.endsWith(QLatin1String(".zip"), Qt::CaseInsensitive))
        return true;
    QFile file(path);
    // A zip's local file header; an empty zip would hold no bundle.
    return QFileInfo(path).isFile() && file.open(QIODevice::ReadOnly)
        && file.read(4) == QByteArrayView("PK\x03\x04");
}

std::optional<QString> BundleReader::checkEntryName(const QByteArray &rawName)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString name = decoder(rawName);
    if (decoder.hasError())
        return tr("an entry name is not UTF-8");
    if (name.isEmpty() || name.size() > 200)
        return tr("an entry name is empty or too long");
    if (TextSafety::containsUnsafe(name))
        return tr("entry \"%1\" has control characters in its name").arg(shown(name));
    if (name.startsWith(u'/'))
        return tr("entry \"%1\" has an absolute path").arg(shown(name));
    if (name.contains(u'\\') || (name.size() >= 2 && name.at(1) == u':'))
        return tr("entry \"%1\" has a backslash or drive letter").arg(shown(name));
    for (const QStringView segment : QStringView(name).split(u'/')) {
        if (segment == u".." || segment == u"." || segment.isEmpty())
            return tr("entry \"%1\" has an empty, \".\" or \"..\" path segment").arg(shown(name));
    }
    return std::nullopt;
}

std::variant<Bundle, QString> BundleReader::read(const QString &path, const BundleLimits &limits)
{
    const QFileInfo archive(path);
    if (!archive.isFile())
        return tr("%1 is not a file").arg(path);
    if (archive.size() > limits.maxArchiveBytes)
        return tr("the bundle is larger than %1 MB").arg(limits.maxArchiveBytes / (1024 * 1024));
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdUnzip))
        return tr("%1 is not a readable zip file (zip error %2)")
            .arg(path, QString::number(zip.getZipError()));
    return readZip(zip, limits);
}

std::variant<Bundle, QString> BundleReader::readBytes(const QByteArray &bytes,
                                                      const BundleLimits &limits)
{
    if (bytes.size() > limits.maxArchiveBytes)
        return tr("the bundle is larger than %1 MB").arg(limits.maxArchiveBytes / (1024 * 1024));
    QBuffer buffer;
    buffer.setData(bytes);
    QuaZip zip(&buffer);
    if (!zip.open(QuaZip::mdUnzip))
        return tr("the bundle is not a readable zip file (zip error %1)").arg(zip.getZipError());
    return readZip(zip, limits);
}

std::variant<Bundle, QString> BundleReader::readZip(QuaZip &zip, const BundleLimits &limits)
{
    // First pass: names, types and declared sizes of every entry, nothing
    // decompressed yet.
    QHash<QString, QByteArray> contents;
    QStringList names;
    qint64 declaredTotal = 0;
    int entries = 0;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        if (++entries > limits.maxEntries)
            return tr("the bundle has more than %1 entries").arg(limits.maxEntries);
        unz_file_info64 info;
        QByteArray rawName(1024, '\0');
        if (unzGetCurrentFileInfo64(zip.getUnzFile(), &info, rawName.data(), uLong(rawName.size()),
                                    nullptr, 0, nullptr, 0)
            != UNZ_OK)
            return tr("entry %1 cannot be read").arg(entries);
        if (info.size_filename >= uLong(rawName.size()))
            return tr("entry %1 has an absurdly long name").arg(entries);
        rawName.truncate(qsizetype(info.size_filename));
        if (const auto problem = checkEntryName(rawName))
            return *problem;
        const QString name = QString::fromUtf8(rawName);
        const quint32 type = (info.external_fa >> 16) & TypeMask;
        if (type == SymlinkType)
            return tr("entry \"%1\" is a symbolic link").arg(shown(name));
        if (type != 0 && type != RegularType)
            return tr("entry \"%1\" is not a regular file").arg(shown(name));
        if (names.contains(name))
            return tr("entry \"%1\" is in the bundle twice").arg(shown(name));
        if (info.uncompressed_size > quint64(limits.maxEntryBytes))
            return tr("entry \"%1\" is larger than %2 MB")
                .arg(shown(name), QString::number(limits.maxEntryBytes / (1024 * 1024)));
        declaredTotal += qint64(info.uncompressed_size);
        if (declaredTotal > limits.maxTotalBytes)
            return tr("the bundle unpacks to more than %1 MB")
                .arg(limits.maxTotalBytes / (1024 * 1024));
        names.append(name);
    }
    if (zip.getZipError() != UNZ_OK)
        return tr("the zip's directory is damaged (zip error %1)").arg(zip.getZipError());

    // Second pass: the bytes, capped again whatever the headers declared.
    qint64 total = 0;
    qsizetype index = 0;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile(), ++index) {
        const QString &name = names.at(index);
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly))
            return tr("entry \"%1\" cannot be opened (zip error %2)")
                .arg(shown(name), QString::number(file.getZipError()));
        QByteArray bytes;
        char buffer[64 * 1024];
        for (;;) {
            const qint64 got = file.read(buffer, sizeof buffer);
            if (got < 0)
                return tr("entry \"%1\" is damaged").arg(shown(name));
            if (got == 0)
                break;
            bytes.append(buffer, got);
            total += got;
            if (bytes.size() > limits.maxEntryBytes || total > limits.maxTotalBytes)
                return tr("entry \"%1\" unpacks to more than it declared").arg(shown(name));
        }
        file.close();
        // The CRC is checked on close: damage or tampering shows here.
        if (file.getZipError() != UNZ_OK)
            return tr("entry \"%1\" is damaged (zip error %2)")
                .arg(shown(name), QString::number(file.getZipError()));
        contents.insert(name, bytes);
    }

    const auto manifestBytes = contents.constFind(QStringLiteral("manifest.json"));
    if (manifestBytes == contents.cend())
        return tr("the bundle has no manifest.json");
    auto parsed = BundleManifest::fromJson(*manifestBytes);
    if (const auto *problem = std::get_if<QString>(&parsed))
        return tr("manifest.json: %1").arg(*problem);
    Bundle bundle;
    bundle.manifest = std::get<BundleManifest>(std::move(parsed));
    if (contents.size() != bundle.manifest.tools.size() + 1)
        return tr("the bundle has entries its manifest does not list");
    JsonLimits jsonLimits;
    jsonLimits.maxBytes = limits.maxEntryBytes;
    for (const BundleTool &tool : std::as_const(bundle.manifest.tools)) {
        const auto bytes = contents.constFind(tool.file);
        if (bytes == contents.cend())
            return tr("the manifest lists %1, which the bundle lacks").arg(shown(tool.file));
        const ParsedDocument document = SignatureParser::parseDocument(*bytes, jsonLimits);
        if (!document.isReadable())
            return tr("%1: %2").arg(shown(tool.file), document.fatal->message);
        if (document.shape != DocumentShape::Single || document.signatures.size() != 1)
            return tr("%1 is not a single signature").arg(shown(tool.file));
        const ToolSignature &signature = document.signatures.constFirst().signature;
        if (signature.toolId != tool.toolId || signature.version != tool.version)
            return tr("%1 holds another tool or version than the manifest says")
                .arg(shown(tool.file));
        if (CanonicalJson::versionDigest(signature) != tool.digest)
            return tr("%1 does not match its digest: its content was changed")
                .arg(shown(tool.file));
        bundle.signatures.append(signature);
    }
    return bundle;
}

} // namespace Toolshelf
