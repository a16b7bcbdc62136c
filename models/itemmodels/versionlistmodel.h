// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"
#include "catalog/cataloguserdata.h"

#include <QAbstractTableModel>
#include <QList>

#include <optional>

namespace Toolshelf {

// The stored versions of one tool, newest first, with what the user needs to
// choose among them: when each was seen, which is current and which pinned,
// and which the provider changed without a new version number.
class VersionListModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { VersionColumn, FirstSeenColumn, LastSeenColumn, MarksColumn, ColumnCount };

    // Raw roles return typed values on every column; Qt::DisplayRole is the
    // formatted text of the column. Named apart from the tool list's roles
    // (toolroles.h), which the same file often sees: one name for two roles
    // is a trap, and clang's -Wshadow refuses it.
    enum Role : int {
        VersionNumberRole = Qt::UserRole + 1, // qint64
        FirstSeenRole, // QDateTime
        LastSeenRole, // QDateTime
        CurrentRole, // bool: the tool's current version
        PinnedVersionRole, // bool: the version the user pinned
        // int: contents seen under this number; above 1 the provider changed
        // the version without a new number (draft section 6.1).
        RevisionsRole,
        VersionHasErrorsRole, // bool: this version breaks a MUST of the draft
    };

    explicit VersionListModel(QObject *parent = nullptr);

    // Replaces every row (a tool switched or its versions re-read). Versions
    // are shown newest first whatever their order here.
    void setVersions(QList<StoredSignature> versions, std::optional<Pin> pin);
    void clear();

    // The version on `row`; nothing for a row out of range.
    std::optional<StoredSignature> version(int row) const;
    // The row of a version number, -1 when it is not listed.
    int rowOf(qint64 version) const;
    std::optional<Pin> pin() const { return m_pin; }
    // The tool's current version as the newest stored signature tells it; 0 without rows.
    qint64 currentVersion() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    bool isPinned(const StoredSignature &version) const;
    QString marks(const StoredSignature &version) const;

    QList<StoredSignature> m_versions;
    std::optional<Pin> m_pin;
};

} // namespace Toolshelf
