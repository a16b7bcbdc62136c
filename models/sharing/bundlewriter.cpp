// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sharing/bundlewriter.h"

#include "catalog/catalogdatabase.h"
#include "core/textsafety.h"
#include "sharing/bundlereader.h"
#include "tool/canonicaljson.h"

#include <QBuffer>
#include <QJsonDocument>
#include <QSaveFile>

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipnewinfo.h>

#include <algorithm>

namespace Toolshelf {

namespace {

// How an entry's bytes are kept in the zip.
enum class Storage { Deflated, Stored };

bool addEntry(QuaZip &zip, const QString &name, const QByteArray &bytes, QString *error,
              Storage storage = Storage::Deflated)
{
    QuaZipFile file(&zip);
    QuaZipNewInfo info(name);
    // A regular file, rw-r--r--: importers refuse anything else.
    info.externalAttr = quint32(0100644) << 16;
    const bool stored = storage == Storage::Stored;
    if (!file.open(QIODevice::WriteOnly, info, nullptr, 0, stored ? 0 : Z_DEFLATED,
                   stored ? 0 : Z_DEFAULT_COMPRESSION)
        || file.write(bytes) != bytes.size()) {
        if (error)
            *error = BundleWriter::tr("cannot add %1 to the bundle (zip error %2)")
                         .arg(name, QString::number(file.getZipError()));
        return false;
    }
    file.close();
    if (file.getZipError() != 0) {
        if (error)
            *error = BundleWriter::tr("cannot add %1 to the bundle (zip error %2)")
                         .arg(name, QString::number(file.getZipError()));
        return false;
    }
    return true;
}

// What the importer would make of `bytes`, if not `bundle`.
std::optional<QString> readBack(const QByteArray &bytes, const Bundle &bundle)
{
    const auto read = BundleReader::readBytes(bytes);
    if (const auto *problem = std::get_if<QString>(&read))
        return BundleWriter::tr("the bundle would not read back: %1").arg(*problem);
    const Bundle &back = std::get<Bundle>(read);
    if (back.manifest.toJson() != bundle.manifest.toJson()
        || back.signatures.size() != bundle.signatures.size())
        return BundleWriter::tr("the bundle's manifest reads back with other values than were "
                                "written");
    for (qsizetype i = 0; i < bundle.signatures.size(); ++i) {
        const ToolSignature &written = bundle.signatures.at(i);
        const ToolSignature &readSignature = back.signatures.at(i);
        if (CanonicalJson::versionDigest(readSignature) != CanonicalJson::versionDigest(written)
            || readSignature.currentVersion != written.currentVersion)
            return BundleWriter::tr("%1 reads back as another signature than was written")
                .arg(bundle.manifest.tools.at(i).file);
    }
    return std::nullopt;
}

} // namespace

QString BundleWriter::entryName(qsizetype index, const QString &toolName)
{
    QString safe;
    for (const QChar c : toolName.left(60)) {
        const bool plain = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z')
            || (c >= u'0' && c <= u'9') || c == u'_' || c == u'-';
        safe.append(plain ? c : QChar(u'_'));
    }
    return QStringLiteral("tools/%1-%2.json").arg(index + 1, 3, 10, QLatin1Char('0')).arg(safe);
}

std::variant<Bundle, QString> BundleWriter::collect(const CatalogDatabase &database,
                                                    const QList<ToolSummary> &tools,
                                                    const QList<Provider> &configured,
                                                    const QString &createdBy)
{
    Bundle bundle;
    bundle.manifest.createdBy = createdBy;
    for (const ToolSummary &tool : tools) {
        const auto known = std::find_if(configured.cbegin(), configured.cend(),
                                        [&](const Provider &p) { return p.name == tool.provider; });
        if (known == configured.cend())
            return tr("%1 is not a configured provider, so its tools cannot be bundled")
                .arg(TextSafety::escapeLine(tool.provider));
        const bool listed
            = std::any_of(bundle.manifest.providers.cbegin(), bundle.manifest.providers.cend(),
                          [&](const Provider &p) { return p.name == tool.provider; });
        if (!listed) {
            Provider provider = *known;
            // Locked comes from the importer's own administrator, never a bundle.
            provider.locked = false;
            bundle.manifest.providers.append(provider);
        }
        const bool duplicate = std::any_of(
            bundle.manifest.tools.cbegin(), bundle.manifest.tools.cend(), [&](const BundleTool &b) {
                return b.provider == tool.provider && b.toolId == tool.toolId;
            });
        if (duplicate)
            continue;
        // The pinned version, else the displayed (current) one.
        const std::optional<StoredSignature> stored
            = database.signature(tool.provider, tool.toolId);
        if (!stored)
            return tr("%1/%2 is not in the catalog")
                .arg(TextSafety::escapeLine(tool.provider), TextSafety::escapeLine(tool.name));
        BundleTool entry;
        entry.provider = tool.provider;
        entry.toolId = tool.toolId;
        entry.name = stored->signature.name;
        entry.version = stored->signature.version;
        entry.digest = CanonicalJson::versionDigest(stored->signature);
        entry.file = entryName(bundle.manifest.tools.size(), stored->signature.name);
        bundle.manifest.tools.append(entry);
        bundle.signatures.append(stored->signature);
        for (Override edit : database.overrides(tool.provider, tool.toolId)) {
            edit.vendorLatest.reset();
            edit.updatedAt = {};
            bundle.manifest.overrides.append(edit);
        }
    }
    return bundle;
}

bool BundleWriter::write(const Bundle &bundle, const QString &path, QString *error)
{
    // Built in memory (a bundle is a few megabytes at most), then QSaveFile
    // swaps the finished bytes in, so a failure leaves `path` as it was.
    QBuffer buffer;
    {
        QuaZip zip(&buffer);
        zip.setUtf8Enabled(true);
        if (!zip.open(QuaZip::mdCreate)) {
            if (error)
                *error = tr("cannot create the zip (zip error %1)").arg(zip.getZipError());
            return false;
        }
        // First and uncompressed, so the desktop recognises a bundle by its
        // first bytes (packaging/linux's MIME package reads the entry's name
        // at offset 30 and `"bundleVersion"` right after it), as OpenDocument
        // files are by their "mimetype" entry. Any zip reader reads it.
        if (!addEntry(zip, QStringLiteral("manifest.json"), bundle.manifest.toJson(), error,
                      Storage::Stored))
            return false;
        for (qsizetype i = 0; i < bundle.signatures.size(); ++i) {
            const QByteArray json = QJsonDocument(CanonicalJson::toJson(bundle.signatures.at(i)))
                                        .toJson(QJsonDocument::Indented);
            if (!addEntry(zip, bundle.manifest.tools.at(i).file, json, error))
                return false;
        }
        zip.close();
        if (zip.getZipError() != 0) {
            if (error)
                *error = tr("cannot finish the zip (zip error %1)").arg(zip.getZipError());
            return false;
        }
    }
    const QByteArray bytes = buffer.data();
    // Read back as an importer reads it, before anything is on disk: a
    // bundle that would be refused on import is refused now instead.
    if (const std::optional<QString> problem = readBack(bytes, bundle)) {
        if (error)
            *error = *problem;
        return false;
    }
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        if (error)
            *error = tr("cannot write %1: %2").arg(path, out.errorString());
        return false;
    }
    return true;
}

} // namespace Toolshelf
