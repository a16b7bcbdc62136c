// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "capabilitiespage.h"
#include "catalog.h"

#include <QJsonObject>
#include <QString>

namespace Toolshelf {

// What the routes of seed 003's a2t (CapabilitiesRoutes) ask of a catalog:
// its tools and groups by index, pages of them, and tools by name. A file
// catalog is indexed once (CapabilitiesView); a synthetic marketplace of
// millions of tools answers by arithmetic (SyntheticMarketplace).
class CapabilitiesSource
{
public:
    // Where a listing looks besides one group: the top level, or (groups
    // only) every level, which is what a search without a parent reads.
    static constexpr qsizetype TopLevel = -1;
    static constexpr qsizetype EveryLevel = -2;

    virtual ~CapabilitiesSource() = default;

    virtual const Catalog &catalog() const = 0;
    // The index-th tool of the catalog as this dialect serves it:
    // {name, description, input_schema}.
    virtual QJsonObject tool(qsizetype index) const = 0;

    // A group's index, or -1.
    virtual qsizetype groupIndex(const QString &id) const = 0;
    // {id, name, description, tool_count[, parent_id]}.
    virtual QJsonObject groupJson(qsizetype group) const = 0;
    // The groups below `parent` (a group, TopLevel or EveryLevel) that match
    // the request's query, one page of them.
    virtual CapabilitiesPage groups(qsizetype parent,
                                    const CapabilitiesPage::Request &request) const = 0;

    // The tools filed directly in `group` (a group or TopLevel) that match
    // the request's query, one page of them.
    virtual CapabilitiesPage tools(qsizetype group,
                                   const CapabilitiesPage::Request &request) const = 0;
    // The catalog index of the tool of that name filed in `group` (a group
    // or TopLevel), or -1.
    virtual qsizetype toolIn(qsizetype group, const QString &name) const = 0;
    // The catalog index of the tool of that name wherever it is filed, or -1.
    virtual qsizetype toolNamed(const QString &name) const = 0;
};

} // namespace Toolshelf
