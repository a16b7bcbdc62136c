// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "capabilitiessource.h"
#include "syntheticcatalog.h"

namespace Toolshelf {

// A synthetic catalog as a marketplace of seed 003's a2t, computed instead of
// indexed, so millions of tools in thousands of groups cost no memory per
// tool and are ready at once. With T tags and G leaf groups:
//  - one top-level group per tag, its id the tag ("billing"), holding no tools
//    itself;
//  - leaf group g belongs to tag g % T and is its vendor n = g / T + 1, id
//    "billing/vendor-3" (a "/" in an id, as clients must percent-encode);
//  - the first L tools are top-level ones (L: at most 1000, a multiple of T),
//    tool i >= L is in leaf group (i - L) % G.
// L and G are multiples of T, so a tool's first tag (index % T, see
// SyntheticCatalog) names its group's parent. The catalog must outlive it.
class SyntheticMarketplace final : public CapabilitiesSource
{
public:
    static constexpr qsizetype MaxTopLevelTools = 1000;
    // The default number of leaf groups: one per this many tools...
    static constexpr qsizetype ToolsPerGroup = 1000;
    // ...but no more than this, unless there are more tags.
    static constexpr qsizetype MaxDefaultGroups = 10000;

    // `leafGroups` 0 chooses the default; any count is rounded up to a
    // multiple of the tags. Without `groups` every tool is a top-level one.
    SyntheticMarketplace(const SyntheticCatalog &catalog, bool groups, qsizetype leafGroups = 0);

    // L and G above.
    qsizetype topLevelToolCount() const { return m_topLevelTools; }
    qsizetype leafGroupCount() const { return m_leafGroups; }

    const Catalog &catalog() const override { return m_catalog; }
    QJsonObject tool(qsizetype index) const override;
    qsizetype groupIndex(const QString &id) const override;
    QJsonObject groupJson(qsizetype group) const override;
    CapabilitiesPage groups(qsizetype parent,
                            const CapabilitiesPage::Request &request) const override;
    CapabilitiesPage tools(qsizetype group,
                           const CapabilitiesPage::Request &request) const override;
    qsizetype toolIn(qsizetype group, const QString &name) const override;
    qsizetype toolNamed(const QString &name) const override;

private:
    // Groups are numbered top-level ones first: [0, T) the tags, then
    // [T, T + G) the leaf groups.
    bool isLeaf(qsizetype group) const { return group >= m_tags; }
    // The tag a group is, or belongs to.
    int tagOf(qsizetype group) const;
    qsizetype vendorsPerTag() const { return m_tags > 0 ? m_leafGroups / m_tags : 0; }
    // Tools filed directly in a group or (TopLevel) at the top level.
    qsizetype toolCountOf(qsizetype group) const;
    QString groupName(qsizetype group) const;
    QString groupDescription(qsizetype group) const;

    const SyntheticCatalog &m_catalog;
    // T: top-level groups; 0 without groups.
    qsizetype m_tags;
    // G.
    qsizetype m_leafGroups;
    // L.
    qsizetype m_topLevelTools;
};

} // namespace Toolshelf
