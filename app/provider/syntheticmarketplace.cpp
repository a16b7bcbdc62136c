// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "syntheticmarketplace.h"

#include "capabilitiesjson.h"

namespace Toolshelf {

namespace {

const QString VendorPrefix = QStringLiteral("vendor-");

qsizetype roundedUp(qsizetype value, qsizetype multiple)
{
    return (value + multiple - 1) / multiple * multiple;
}

} // namespace

SyntheticMarketplace::SyntheticMarketplace(const SyntheticCatalog &catalog, bool groups,
                                           qsizetype leafGroups)
    : m_catalog(catalog)
    , m_tags(groups ? catalog.tagCount() : 0)
    , m_leafGroups(0)
    , m_topLevelTools(catalog.toolCount())
{
    if (!groups)
        return;
    const qsizetype tools = catalog.toolCount();
    if (leafGroups <= 0)
        leafGroups = std::max(m_tags, std::min(tools / ToolsPerGroup, MaxDefaultGroups));
    m_leafGroups = roundedUp(leafGroups, m_tags);
    m_topLevelTools = std::min(tools, MaxTopLevelTools) / m_tags * m_tags;
}

int SyntheticMarketplace::tagOf(qsizetype group) const
{
    return int(isLeaf(group) ? (group - m_tags) % m_tags : group);
}

qsizetype SyntheticMarketplace::toolCountOf(qsizetype group) const
{
    if (group == TopLevel)
        return m_topLevelTools;
    if (!isLeaf(group))
        return 0;
    // Leaf g holds tools L + g, L + g + G, L + 2G + g...
    const qsizetype after = m_catalog.toolCount() - m_topLevelTools - (group - m_tags);
    return after > 0 ? (after + m_leafGroups - 1) / m_leafGroups : 0;
}

QJsonObject SyntheticMarketplace::tool(qsizetype index) const
{
    return CapabilitiesJson::tool(m_catalog.currentAt(index));
}

qsizetype SyntheticMarketplace::groupIndex(const QString &id) const
{
    if (m_tags == 0)
        return -1;
    const qsizetype slash = id.indexOf(u'/');
    const int tag
        = m_catalog.indexOfTag(slash < 0 ? QStringView(id) : QStringView(id).first(slash));
    if (tag < 0)
        return -1;
    if (slash < 0)
        return tag;
    const QStringView vendor = QStringView(id).mid(slash + 1);
    if (!vendor.startsWith(VendorPrefix))
        return -1;
    bool ok = false;
    const QStringView digits = vendor.mid(VendorPrefix.size());
    const qsizetype number = digits.toLongLong(&ok);
    // Only the ids groupJson() writes: no sign, no leading zero.
    if (!ok || number < 1 || number > vendorsPerTag() || digits != QString::number(number))
        return -1;
    return m_tags + (number - 1) * m_tags + tag;
}

QString SyntheticMarketplace::groupName(qsizetype group) const
{
    const QString tag = CapabilitiesJson::groupName(m_catalog.tagName(tagOf(group)));
    if (!isLeaf(group))
        return tag;
    return tag + QStringLiteral(" vendor ") + QString::number((group - m_tags) / m_tags + 1);
}

QString SyntheticMarketplace::groupDescription(qsizetype group) const
{
    const QString tag = CapabilitiesJson::groupName(m_catalog.tagName(tagOf(group)));
    if (!isLeaf(group))
        return tag + QStringLiteral(" tools, from %1 vendors.").arg(vendorsPerTag());
    return tag + QStringLiteral(" tools sold by vendor %1.").arg((group - m_tags) / m_tags + 1);
}

QJsonObject SyntheticMarketplace::groupJson(qsizetype group) const
{
    const QString tag = m_catalog.tagName(tagOf(group));
    if (!isLeaf(group))
        return CapabilitiesJson::group(tag, groupName(group), groupDescription(group), 0, {});
    const QString id = tag + u'/' + VendorPrefix + QString::number((group - m_tags) / m_tags + 1);
    return CapabilitiesJson::group(id, groupName(group), groupDescription(group),
                                   toolCountOf(group), tag);
}

CapabilitiesPage SyntheticMarketplace::groups(qsizetype parent,
                                              const CapabilitiesPage::Request &request) const
{
    // A search reads every candidate's name and description: at most T + G
    // short strings.
    const auto matches = [&](qsizetype group) {
        return CapabilitiesPage::matches(groupName(group), groupDescription(group), request.query);
    };
    const auto same = [](qsizetype i) { return i; };
    if (parent == EveryLevel)
        return CapabilitiesPage::select(m_tags + m_leafGroups, request, same, matches);
    if (parent == TopLevel)
        return CapabilitiesPage::select(m_tags, request, same, matches);
    if (isLeaf(parent))
        return {};
    // Tag t's vendors are leaf groups t, t + T, t + 2T...
    return CapabilitiesPage::select(
        vendorsPerTag(), request, [&](qsizetype i) { return m_tags + parent + i * m_tags; },
        matches);
}

CapabilitiesPage SyntheticMarketplace::tools(qsizetype group,
                                             const CapabilitiesPage::Request &request) const
{
    // A search reads the name first and makes the description (which costs
    // most of a tool) only when the name does not match.
    const auto matches = [&](qsizetype index) {
        return CapabilitiesPage::holds(m_catalog.nameAt(index), request.query)
            || CapabilitiesPage::holds(m_catalog.descriptionAt(index), request.query);
    };
    const qsizetype count = toolCountOf(group);
    if (group == TopLevel)
        return CapabilitiesPage::select(
            count, request, [](qsizetype i) { return i; }, matches);
    const qsizetype first = m_topLevelTools + (group - m_tags);
    return CapabilitiesPage::select(
        count, request, [&](qsizetype k) { return first + k * m_leafGroups; }, matches);
}

qsizetype SyntheticMarketplace::toolIn(qsizetype group, const QString &name) const
{
    const qsizetype index = toolNamed(name);
    if (index < 0)
        return -1;
    if (group == TopLevel)
        return index < m_topLevelTools ? index : -1;
    const bool filed = isLeaf(group) && index >= m_topLevelTools
        && (index - m_topLevelTools) % m_leafGroups == group - m_tags;
    return filed ? index : -1;
}

qsizetype SyntheticMarketplace::toolNamed(const QString &name) const
{
    return m_catalog.indexOfName(name);
}

} // namespace Toolshelf
