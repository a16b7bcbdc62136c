// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sharing/bundlemanifest.h"

#include "catalog/catalogdatabaseformat.h"
#include "core/jsonpreflight.h"
#include "core/textsafety.h"
#include "providers/providerregistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace Toolshelf {

namespace {

// Names only; the bytes are checked against the digest on import.
const QRegularExpression DigestPattern(QStringLiteral("^[0-9a-f]{64}$"));

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

// Every field a manifest entry has must be a string, except `version`.
std::optional<QString> requireStrings(const QJsonObject &object, const QStringList &keys,
                                      const QString &where)
{
    for (const QString &name : keys) {
        if (!object.value(name).isString())
            return BundleManifest::tr("%1: \"%2\" must be a string").arg(where, name);
    }
    return std::nullopt;
}

} // namespace

QByteArray BundleManifest::toJson() const
{
    const QJsonObject providerFile
        = QJsonDocument::fromJson(ProviderRegistry::toJson(providers)).object();
    QJsonArray toolArray;
    for (const BundleTool &tool : tools)
        toolArray.append(QJsonObject {{key("provider"), tool.provider},
                                      {key("toolId"), tool.toolId},
                                      {key("name"), tool.name},
                                      {key("version"), tool.version},
                                      {key("digest"), QString::fromLatin1(tool.digest)},
                                      {key("file"), tool.file}});
    QJsonArray overrideArray;
    for (const Override &entry : overrides)
        overrideArray.append(
            QJsonObject {{key("provider"), entry.target.provider},
                         {key("toolId"), entry.target.toolId},
                         {key("kind"), CatalogDatabaseFormat::overrideKindName(entry.target.kind)},
                         {key("parameter"), entry.target.parameter},
                         {key("enumValue"), entry.target.enumValue},
                         {key("text"), entry.text},
                         {key("vendorOriginal"), entry.vendorOriginal}});
    return QJsonDocument(QJsonObject {{key("bundleVersion"), bundleVersion},
                                      {key("createdBy"), createdBy},
                                      {key("providers"), providerFile.value(key("providers"))},
                                      {key("tools"), toolArray},
                                      {key("overrides"), overrideArray}})
        .toJson(QJsonDocument::Indented);
}

std::variant<BundleManifest, QString> BundleManifest::fromJson(QByteArrayView json)
{
    JsonLimits limits;
    limits.maxBytes = 16 * 1024 * 1024;
    limits.maxDepth = 8;
    if (const auto problem = JsonPreflight::check(json, limits))
        return *problem;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return tr("malformed JSON at byte %1: %2")
            .arg(parseError.offset)
            .arg(parseError.errorString());
    const QJsonObject root = document.object();
    if (!document.isObject() || !root.value(key("providers")).isArray()
        || !root.value(key("tools")).isArray() || !root.value(key("overrides")).isArray())
        return tr("expected {\"bundleVersion\": 1, \"providers\": [...], \"tools\": [...], "
                  "\"overrides\": [...]}");
    BundleManifest manifest;
    manifest.bundleVersion = root.value(key("bundleVersion")).toInt(0);
    if (manifest.bundleVersion < 1)
        return tr("\"bundleVersion\" must be a positive whole number");
    if (manifest.bundleVersion > CurrentVersion)
        return tr("the bundle is from a newer Toolshelf (bundle version %1)")
            .arg(manifest.bundleVersion);
    manifest.createdBy = TextSafety::shortened(root.value(key("createdBy")).toString(), 200);

    // The registry's own parser, so a secret-like key is refused here too.
    // A local server is kept: importing never adds one (BundleImport).
    auto providers = ProviderRegistry::fromJson(
        QJsonDocument(
            QJsonObject {{key("version"), 1}, {key("providers"), root.value(key("providers"))}})
            .toJson(QJsonDocument::Compact),
        ProviderRegistry::LocalServers::Kept);
    if (const auto *problem = std::get_if<QString>(&providers))
        return tr("providers: %1").arg(*problem);
    manifest.providers = std::get<QList<Provider>>(providers);
    QSet<QString> providerNames;
    for (const Provider &provider : std::as_const(manifest.providers))
        providerNames.insert(provider.name);

    QSet<QString> toolKeys;
    QSet<QString> files;
    const QJsonArray toolArray = root.value(key("tools")).toArray();
    for (qsizetype i = 0; i < toolArray.size(); ++i) {
        const QString where = tr("tool %1").arg(i + 1);
        const QJsonObject object = toolArray.at(i).toObject();
        if (const auto problem = requireStrings(
                object, {key("provider"), key("toolId"), key("name"), key("digest"), key("file")},
                where))
            return *problem;
        BundleTool tool;
        tool.provider = object.value(key("provider")).toString();
        tool.toolId = object.value(key("toolId")).toString();
        tool.name = object.value(key("name")).toString();
        const double version = object.value(key("version")).toDouble(0);
        tool.version = static_cast<qint64>(version);
        tool.digest = object.value(key("digest")).toString().toLatin1();
        tool.file = object.value(key("file")).toString();
        if (!providerNames.contains(tool.provider))
            return tr("%1: provider \"%2\" is not in the bundle's providers")
                .arg(where, TextSafety::shortened(tool.provider, 100));
        if (tool.toolId.isEmpty() || tool.toolId.size() > 255)
            return tr("%1: the toolId is empty or too long").arg(where);
        if (version < 1 || version > 1e15 || double(tool.version) != version)
            return tr("%1: \"version\" must be a positive whole number").arg(where);
        if (!DigestPattern.match(QString::fromLatin1(tool.digest)).hasMatch())
            return tr("%1: \"digest\" must be a lowercase hex SHA-256").arg(where);
        const QString toolKey = tool.provider + u'\n' + tool.toolId;
        if (toolKeys.contains(toolKey))
            return tr("%1: the tool is in the bundle twice").arg(where);
        if (files.contains(tool.file))
            return tr("%1: its file is used by another tool too").arg(where);
        toolKeys.insert(toolKey);
        files.insert(tool.file);
        manifest.tools.append(tool);
    }

    const QJsonArray overrideArray = root.value(key("overrides")).toArray();
    for (qsizetype i = 0; i < overrideArray.size(); ++i) {
        const QString where = tr("override %1").arg(i + 1);
        const QJsonObject object = overrideArray.at(i).toObject();
        if (const auto problem
            = requireStrings(object,
                             {key("provider"), key("toolId"), key("kind"), key("parameter"),
                              key("enumValue"), key("text"), key("vendorOriginal")},
                             where))
            return *problem;
        Override entry;
        const auto kind
            = CatalogDatabaseFormat::overrideKindFromName(object.value(key("kind")).toString());
        if (!kind)
            return tr("%1: unknown kind").arg(where);
        entry.target = {
            object.value(key("provider")).toString(), object.value(key("toolId")).toString(), *kind,
            object.value(key("parameter")).toString(), object.value(key("enumValue")).toString()};
        entry.text = object.value(key("text")).toString();
        entry.vendorOriginal = object.value(key("vendorOriginal")).toString();
        if (!toolKeys.contains(entry.target.provider + u'\n' + entry.target.toolId))
            return tr("%1: its tool is not in the bundle").arg(where);
        manifest.overrides.append(entry);
    }
    return manifest;
}

} // namespace Toolshelf
