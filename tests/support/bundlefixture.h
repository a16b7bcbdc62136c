// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Shared by the bundle tests: a small bundle written from fixture signatures,
// and zips built entry by entry, hostile ones included.

#include "dialects/a2t/signatureparser.h"
#include "sharing/bundlewriter.h"
#include "signaturefixtures.h"
#include "tool/canonicaljson.h"

#include <quazip/quazip.h>
#include <quazip/quazipfile.h>
#include <quazip/quazipnewinfo.h>
#include <quazip/zip.h>

#include <QList>
#include <QTest>

namespace BundleFixture {

// One zip entry. `rawName` goes into the zip as bytes, however unsafe.
struct Entry
{
    Entry(QByteArray name, QByteArray bytes, quint32 unixMode = 0100644,
          std::optional<quint64> declared = {})
        : rawName(std::move(name))
        , data(std::move(bytes))
        , mode(unixMode)
        , declaredSize(declared)
    { }

    QByteArray rawName;
    QByteArray data;
    // Unix mode in the external attributes: a regular file unless changed.
    quint32 mode = 0100644;
    // Declares this uncompressed size instead of the real one (stored raw).
    std::optional<quint64> declaredSize;
};

inline bool writeZip(const QString &path, const QList<Entry> &entries)
{
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdCreate))
        return false;
    for (const Entry &entry : entries) {
        zip_fileinfo info {};
        info.external_fa = uLong(entry.mode) << 16;
        // Minizip straight, so names are bytes no codec rewrites.
        const bool raw = entry.declaredSize.has_value();
        if (zipOpenNewFileInZip4_64(zip.getZipFile(), entry.rawName.constData(), &info, nullptr, 0,
                                    nullptr, 0, nullptr, raw ? 0 : Z_DEFLATED,
                                    raw ? 0 : Z_DEFAULT_COMPRESSION, raw ? 1 : 0, -MAX_WBITS, 8,
                                    Z_DEFAULT_STRATEGY, nullptr, 0, (3 << 8) | 20, 0, 1)
            != ZIP_OK)
            return false;
        if (zipWriteInFileInZip(zip.getZipFile(), entry.data.constData(),
                                unsigned(entry.data.size()))
            != ZIP_OK)
            return false;
        const int closed = raw ? zipCloseFileInZipRaw64(zip.getZipFile(), *entry.declaredSize, 0)
                               : zipCloseFileInZip(zip.getZipFile());
        if (closed != ZIP_OK)
            return false;
    }
    zip.close();
    return zip.getZipError() == 0;
}

inline Toolshelf::Provider provider(const QString &name, const QString &url)
{
    Toolshelf::Provider p;
    p.name = name;
    p.baseUrl = QUrl(url);
    p.auth = Toolshelf::AuthMethod::ApiKey;
    p.apiKeyHeader = QStringLiteral("X-Team-Key");
    return p;
}

// Two fixture tools of provider "acme", one with an override.
inline Toolshelf::Bundle sampleBundle()
{
    using namespace Toolshelf;
    Bundle bundle;
    bundle.manifest.createdBy = QStringLiteral("test");
    bundle.manifest.providers
        = {provider(QStringLiteral("acme"), QStringLiteral("https://acme.example/a2t"))};
    QJsonObject second = Fixtures::validTool();
    second.insert(QStringLiteral("toolId"), QStringLiteral("11111111-2222-4333-8444-555555555555"));
    second.insert(QStringLiteral("name"), QStringLiteral("second_tool"));
    for (const QJsonObject &object : {Fixtures::validTool(), second}) {
        const ToolSignature signature
            = SignatureParser::parseSignature(object, QStringLiteral("$")).signature;
        BundleTool tool;
        tool.provider = QStringLiteral("acme");
        tool.toolId = signature.toolId;
        tool.name = signature.name;
        tool.version = signature.version;
        tool.digest = CanonicalJson::versionDigest(signature);
        tool.file = BundleWriter::entryName(bundle.manifest.tools.size(), signature.name);
        bundle.manifest.tools.append(tool);
        bundle.signatures.append(signature);
    }
    Override edit;
    edit.target = {QStringLiteral("acme"),
                   bundle.signatures.first().toolId,
                   OverrideKind::ToolDescription,
                   {},
                   {}};
    edit.text = QStringLiteral("Our better description.");
    edit.vendorOriginal = bundle.signatures.first().description;
    bundle.manifest.overrides.append(edit);
    return bundle;
}

} // namespace BundleFixture
