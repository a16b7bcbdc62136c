// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "itemmodels/versionlistmodel.h"

#include <QLocale>

#include <algorithm>

namespace Toolshelf {

VersionListModel::VersionListModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void VersionListModel::setVersions(QList<StoredSignature> versions, std::optional<Pin> pin)
{
    std::stable_sort(versions.begin(), versions.end(),
                     [](const StoredSignature &a, const StoredSignature &b) {
                         return a.signature.version > b.signature.version;
                     });
    beginResetModel();
    m_versions = std::move(versions);
    m_pin = std::move(pin);
    endResetModel();
}

void VersionListModel::clear()
{
    setVersions({}, std::nullopt);
}

std::optional<StoredSignature> VersionListModel::version(int row) const
{
    if (row < 0 || row >= m_versions.size())
        return std::nullopt;
    return m_versions.at(row);
}

int VersionListModel::rowOf(qint64 version) const
{
    for (qsizetype row = 0; row < m_versions.size(); ++row) {
        if (m_versions.at(row).signature.version == version)
            return int(row);
    }
    return -1;
}

qint64 VersionListModel::currentVersion() const
{
    // Every stored signature carries the tool's current version of now.
    return m_versions.isEmpty() ? 0 : m_versions.constFirst().signature.currentVersion;
}

int VersionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_versions.size());
}

int VersionListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool VersionListModel::isPinned(const StoredSignature &version) const
{
    return m_pin && m_pin->version == version.signature.version;
}

QString VersionListModel::marks(const StoredSignature &version) const
{
    QStringList marks;
    if (version.signature.version == version.signature.currentVersion)
        marks << tr("current");
    if (isPinned(version))
        marks << tr("pinned");
    if (version.revisions > 1)
        marks << tr("changed %n time(s) without a new version", nullptr, version.revisions - 1);
    if (version.flags.hasErrors)
        marks << tr("breaks the A2T draft");
    return marks.join(QStringLiteral(", "));
}

QVariant VersionListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const StoredSignature &version = m_versions.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case VersionColumn:
            return tr("Version %1").arg(version.signature.version);
        case FirstSeenColumn:
            return version.firstSeen.isValid()
                ? QLocale().toString(version.firstSeen.toLocalTime(), QLocale::ShortFormat)
                : QString();
        case LastSeenColumn:
            return version.lastSeen.isValid()
                ? QLocale().toString(version.lastSeen.toLocalTime(), QLocale::ShortFormat)
                : QString();
        case MarksColumn:
            return marks(version);
        }
        return {};
    case VersionNumberRole:
        return version.signature.version;
    case FirstSeenRole:
        return version.firstSeen;
    case LastSeenRole:
        return version.lastSeen;
    case CurrentRole:
        return version.signature.version == version.signature.currentVersion;
    case PinnedVersionRole:
        return isPinned(version);
    case RevisionsRole:
        return version.revisions;
    case VersionHasErrorsRole:
        return version.flags.hasErrors;
    }
    return {};
}

QVariant VersionListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case VersionColumn:
        return tr("Version");
    case FirstSeenColumn:
        return tr("First seen");
    case LastSeenColumn:
        return tr("Last seen");
    case MarksColumn:
        return tr("Notes");
    }
    return {};
}

QHash<int, QByteArray> VersionListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(VersionNumberRole, QByteArrayLiteral("version"));
    names.insert(FirstSeenRole, QByteArrayLiteral("firstSeen"));
    names.insert(LastSeenRole, QByteArrayLiteral("lastSeen"));
    names.insert(CurrentRole, QByteArrayLiteral("current"));
    names.insert(PinnedVersionRole, QByteArrayLiteral("pinned"));
    names.insert(RevisionsRole, QByteArrayLiteral("revisions"));
    names.insert(VersionHasErrorsRole, QByteArrayLiteral("hasErrors"));
    return names;
}

} // namespace Toolshelf
