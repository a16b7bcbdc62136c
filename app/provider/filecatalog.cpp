// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "filecatalog.h"

#include "core/jsonpreflight.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>

namespace Toolshelf {

namespace {

const QString BehaviourKey = QStringLiteral("x-behaviour");

QJsonDocument readJson(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = FileCatalog::tr("%1: %2").arg(path, file.errorString());
        return {};
    }
    const QByteArray bytes = file.readAll();
    if (const auto problem = JsonPreflight::check(bytes)) {
        *error = FileCatalog::tr("%1: %2").arg(path, *problem);
        return {};
    }
    QJsonParseError parseError;
    QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = FileCatalog::tr("%1: malformed JSON at byte %2: %3")
                     .arg(path, QString::number(parseError.offset), parseError.errorString());
        return {};
    }
    return document;
}

// Extension fields ("x-...") are the catalog's own notes, not part of the
// signature a provider publishes.
QJsonObject withoutExtensions(QJsonObject signature)
{
    for (const QString &key : signature.keys()) {
        if (key.startsWith(QLatin1String("x-")))
            signature.remove(key);
    }
    return signature;
}

qint64 versionOf(const QJsonObject &signature)
{
    return signature.value(QStringLiteral("version")).toInteger();
}

} // namespace

std::unique_ptr<FileCatalog> FileCatalog::load(const QString &directory, QString *error)
{
    const QDir dir(directory);
    if (!dir.exists()) {
        *error = tr("%1: no such catalog directory").arg(directory);
        return nullptr;
    }
    std::unique_ptr<FileCatalog> catalog(new FileCatalog);
    catalog->m_slug = QFileInfo(dir.absolutePath()).fileName();
    catalog->m_displayName = catalog->m_slug;

    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        const QString path = dir.filePath(name);
        if (name == QLatin1String("provider.json")) {
            const QJsonDocument provider = readJson(path, error);
            if (provider.isNull())
                return nullptr;
            const QString displayName = provider.object().value(QStringLiteral("name")).toString();
            if (!displayName.trimmed().isEmpty())
                catalog->m_displayName = displayName;
        } else if (!catalog->addFile(path, error)) {
            return nullptr;
        }
    }

    for (Tool &tool : catalog->m_tools) {
        std::stable_sort(
            tool.versions.begin(), tool.versions.end(),
            [](const QJsonObject &a, const QJsonObject &b) { return versionOf(a) > versionOf(b); });
    }
    catalog->m_order = catalog->m_tools.keys();
    std::sort(
        catalog->m_order.begin(), catalog->m_order.end(), [&](const QString &a, const QString &b) {
            const QString nameA
                = catalog->m_tools[a].versions.first().value(QStringLiteral("name")).toString();
            const QString nameB
                = catalog->m_tools[b].versions.first().value(QStringLiteral("name")).toString();
            return nameA != nameB ? nameA < nameB : a < b;
        });
    return catalog;
}

bool FileCatalog::addFile(const QString &path, QString *error)
{
    const QJsonDocument document = readJson(path, error);
    if (document.isNull())
        return false;
    if (!document.isArray()) {
        *error = tr("%1: expected an array of tool signatures").arg(path);
        return false;
    }
    const QJsonArray signatures = document.array();
    for (qsizetype i = 0; i < signatures.size(); ++i) {
        const QJsonObject object = signatures.at(i).toObject();
        const QString toolId = object.value(QStringLiteral("toolId")).toString();
        if (toolId.isEmpty()) {
            *error = tr("%1: item %2 has no toolId").arg(path, QString::number(i));
            return false;
        }
        Tool &tool = m_tools[toolId];
        tool.versions.append(withoutExtensions(object));
        if (object.contains(BehaviourKey))
            tool.behaviours.insert(versionOf(object), object.value(BehaviourKey).toObject());
    }
    return true;
}

QStringList FileCatalog::bundledDirectories()
{
    QStringList directories;
    const QDir root(QStringLiteral(":/catalogs"));
    for (const QString &name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        directories.append(root.filePath(name));
    return directories;
}

QJsonObject FileCatalog::currentAt(qsizetype index) const
{
    return m_tools.value(m_order.at(index)).versions.first();
}

QList<QJsonObject> FileCatalog::versions(const QString &toolId) const
{
    return m_tools.value(toolId).versions;
}

QJsonObject FileCatalog::behaviour(const QString &toolId, qint64 version) const
{
    return m_tools.value(toolId).behaviours.value(version);
}

} // namespace Toolshelf
