// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>
#include <variant>

namespace Toolshelf {

// One group of seed 003's a2t, as its server lists it.
struct CapabilitiesGroup
{
    QString id;
    QString name;
    QString description;
    // The group it is in, where the server says; empty at the top level.
    QString parentId;
    std::optional<qint64> toolCount;
};

// A page of `GET {groups}`: {"groups": [...], "total", "offset", "limit"}.
struct CapabilitiesGroupPage
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::CapabilitiesGroupPage)

public:
    QList<CapabilitiesGroup> groups;
    std::optional<qint64> total;
    qint64 offset = 0;

    // The page, or why it is none (translated). A group without an id
    // cannot be asked for: the page is refused.
    static std::variant<CapabilitiesGroupPage, QString> read(QByteArrayView body);
};

} // namespace Toolshelf
