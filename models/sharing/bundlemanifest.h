// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/cataloguserdata.h"
#include "providers/provider.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <variant>

namespace Toolshelf {

// One tool of a bundle: exactly one version, identified by its content digest.
struct BundleTool
{
    QString provider;
    QString toolId;
    // The tool's name, for previews; the signature file is authoritative.
    QString name;
    qint64 version = 0;
    // CanonicalJson::versionDigest() of the signature in `file`.
    QByteArray digest;
    // The zip entry holding the signature, "tools/NNN-name.json".
    QString file;

    friend bool operator==(const BundleTool &, const BundleTool &) = default;
};

// manifest.json of a tool bundle: what the bundle holds, without any secret.
//
// A bundle is a zip file with exactly these entries, the manifest first and
// stored uncompressed (so its first key identifies the file, see BundleWriter):
//   manifest.json  {"bundleVersion": 1, "createdBy": "Toolshelf 1.0",
//                   "providers": [{"name", "baseUrl", "dialect", "auth", and the
//                                  auth method's non-secret settings: "apiKeyHeader",
//                                  "clientId", "tokenUrl", "scope", "authorizationUrl"}],
//                   "tools": [{"provider", "toolId", "name", "version", "digest", "file"}],
//                   "overrides": [{"provider", "toolId", "kind", "parameter", "enumValue",
//                                  "text", "vendorOriginal"}]}
//   tools/*.json   one per tool: CanonicalJson::toJson() of the bundled version,
//                  whose versionDigest() is the manifest's digest.
// Providers are written by ProviderRegistry's own serializer and read back by
// its parser, which refuses secret-like keys. Kinds are those of the catalog
// ("tool-description", ...). Every tool is bundled at exactly one version: its
// pinned one, else the one the catalog displays; importing pins that version.
struct BundleManifest
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::BundleManifest)

public:
    static constexpr int CurrentVersion = 1;

    int bundleVersion = CurrentVersion;
    QString createdBy;
    QList<Provider> providers;
    QList<BundleTool> tools;
    // vendorLatest and updatedAt are the exporter's and are not carried.
    QList<Override> overrides;

    QByteArray toJson() const;
    // Hostile input: preflighted, every field type-checked, references checked
    // (every tool's and override's provider is listed, no tool twice).
    static std::variant<BundleManifest, QString> fromJson(QByteArrayView json);
};

} // namespace Toolshelf
