// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "procedures/recoverystore.h"

#include "core/jsonpreflight.h"
#include "procedures/procedurefile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QUuid>

#include <algorithm>

namespace Toolshelf {

namespace {

const QString Suffix = QStringLiteral(".recovery.json");
const QString FileKey = QStringLiteral("file");
const QString TextKey = QStringLiteral("text");
const QString SavedAtKey = QStringLiteral("savedAt");

// JSON escapes may grow the text up to six times (\uXXXX per character).
constexpr qint64 MaxFileBytes = ProcedureFile::MaxBytes * 6 + 64 * 1024;

} // namespace

RecoveryStore::RecoveryStore(QString directory)
    : m_directory(std::move(directory))
{ }

QString RecoveryStore::newId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

bool RecoveryStore::isValidId(const QString &id)
{
    // The id becomes a file name: nothing that could leave the folder.
    return !id.isEmpty() && id.size() <= 64 && std::all_of(id.cbegin(), id.cend(), [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9')
            || c == u'-';
    });
}

QString RecoveryStore::fileOf(const QString &id) const
{
    return m_directory + u'/' + id + Suffix;
}

bool RecoveryStore::save(RecoveryEntry entry, QString *error) const
{
    if (!isValidId(entry.id)) {
        *error = tr("invalid recovery id");
        return false;
    }
    if (!QDir().mkpath(m_directory)) {
        *error = tr("cannot create %1").arg(m_directory);
        return false;
    }
    // The copies hold whatever the user wrote: keep them to the user.
    QFile::setPermissions(m_directory,
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    if (entry.savedAt.isNull())
        entry.savedAt = QDateTime::currentDateTimeUtc();
    const QJsonObject object {
        {FileKey, entry.filePath},
        {TextKey, entry.text},
        {SavedAtKey, entry.savedAt.toUTC().toString(Qt::ISODateWithMs)},
    };
    QSaveFile file(fileOf(entry.id));
    const QByteArray bytes = QJsonDocument(object).toJson(QJsonDocument::Compact);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error
            = tr("cannot write the recovery copy %1: %2").arg(file.fileName(), file.errorString());
        file.cancelWriting();
        return false;
    }
    QFile::setPermissions(file.fileName(), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return true;
}

bool RecoveryStore::remove(const QString &id) const
{
    if (!isValidId(id))
        return true;
    const QString path = fileOf(id);
    return !QFile::exists(path) || QFile::remove(path);
}

QList<RecoveryEntry> RecoveryStore::entries() const
{
    QList<RecoveryEntry> found;
    const QDir dir(m_directory);
    const QStringList names
        = dir.entryList({QStringLiteral("*") + Suffix}, QDir::Files | QDir::NoDotAndDotDot);
    for (const QString &name : names) {
        const QString id = name.chopped(Suffix.size());
        if (!isValidId(id))
            continue;
        QFile file(dir.filePath(name));
        if (file.size() > MaxFileBytes || !file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray bytes = file.read(MaxFileBytes + 1);
        if (bytes.size() > MaxFileBytes || JsonPreflight::check(bytes, {MaxFileBytes, 2}))
            continue;
        const QJsonDocument document = QJsonDocument::fromJson(bytes);
        const QJsonObject object = document.object();
        const QJsonValue text = object.value(TextKey);
        const QJsonValue filePath = object.value(FileKey);
        if (!document.isObject() || !text.isString() || !filePath.isString())
            continue;
        RecoveryEntry entry;
        entry.id = id;
        entry.filePath = filePath.toString();
        entry.text = text.toString();
        entry.savedAt
            = QDateTime::fromString(object.value(SavedAtKey).toString(), Qt::ISODateWithMs);
        if (entry.text.size() > ProcedureFile::MaxBytes)
            continue;
        found.append(entry);
    }
    std::stable_sort(
        found.begin(), found.end(),
        [](const RecoveryEntry &a, const RecoveryEntry &b) { return a.savedAt < b.savedAt; });
    return found;
}

} // namespace Toolshelf
