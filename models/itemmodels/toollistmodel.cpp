// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "itemmodels/toollistmodel.h"

#include "core/rowdiff.h"
#include "core/textsafety.h"
#include "itemmodels/toolmime.h"
#include "itemmodels/toolroles.h"

#include <QFont>
#include <QMimeData>

#include <algorithm>
#include <utility>

namespace Toolshelf {

namespace {

std::pair<QString, QString> keyOf(const ToolSummary &tool)
{
    return {tool.provider, tool.toolId};
}

bool sameContent(const ToolSummary &a, const ToolSummary &b)
{
    return a.provider == b.provider && a.toolId == b.toolId && a.name == b.name
        && a.alias == b.alias && a.version == b.version && a.currentVersion == b.currentVersion
        && a.tags == b.tags && a.description == b.description && a.flags == b.flags;
}

} // namespace

ToolListModel::ToolListModel(QObject *parent)
    : QAbstractListModel(parent)
{
    // Collects the rows one paint asks for into requests once it is done.
    m_request.setSingleShot(true);
    m_request.setInterval(0);
    connect(&m_request, &QTimer::timeout, this, &ToolListModel::requestNext);
}

void ToolListModel::setTools(QList<ToolSummary> tools, qsizetype total)
{
    total = std::max(total, tools.size());
    // Requests under way belong to the result before; the view asks again.
    m_wanted.clear();
    m_inFlight = -1;
    const qsizetype rows = std::max(total, m_total);
    const qsizetype maxRuns
        = std::min(RowDiff::DefaultMaxRanges, RunBudgetRows / std::max<qsizetype>(rows, 1));
    const std::optional<RowDiff::Plan> plan = RowDiff::plan(m_tools, tools, keyOf, maxRuns);
    if (!plan) {
        beginResetModel();
        m_tools = std::move(tools);
        m_total = total;
        m_pages.clear();
        endResetModel();
        return;
    }
    // Pages are at fixed rows: they stay (shown until fetched again) only
    // where the first rows did not move.
    const bool moved = !plan->removals.isEmpty() || !plan->insertions.isEmpty();
    if (moved)
        m_pages.clear();
    for (Page &page : m_pages)
        page.stale = true;
    const qsizetype oldTail = m_total - m_tools.size();
    const qsizetype newTail = total - tools.size();
    for (const RowDiff::Range &range : plan->removals) {
        beginRemoveRows({}, int(range.first), int(range.last));
        m_tools.remove(range.first, range.last - range.first + 1);
        m_total -= range.last - range.first + 1;
        endRemoveRows();
    }
    for (const RowDiff::Range &range : plan->insertions) {
        beginInsertRows({}, int(range.first), int(range.last));
        const qsizetype count = range.last - range.first + 1;
        // One move of the rows behind, then the new ones copied into the gap.
        m_tools.insert(range.first, count, ToolSummary());
        std::copy(tools.cbegin() + range.first, tools.cbegin() + range.last + 1,
                  m_tools.begin() + range.first);
        m_total += count;
        endInsertRows();
    }
    // The rows not fetched yet follow the first ones: the count changes at the end.
    const qsizetype head = tools.size();
    if (newTail < oldTail) {
        beginRemoveRows({}, int(head + newTail), int(head + oldTail - 1));
        m_total = total;
        endRemoveRows();
    } else if (newTail > oldTail) {
        beginInsertRows({}, int(head + oldTail), int(head + newTail - 1));
        m_total = total;
        endInsertRows();
    }
    // Now the same tools in the same order; some may have new content.
    qsizetype firstChanged = -1;
    qsizetype lastChanged = -1;
    for (qsizetype row = 0; row < tools.size(); ++row) {
        if (sameContent(m_tools.at(row), tools.at(row)))
            continue;
        if (firstChanged < 0)
            firstChanged = row;
        lastChanged = row;
    }
    m_tools = std::move(tools);
    // One signal for the span: a re-query usually changes one row or a few.
    if (firstChanged >= 0)
        Q_EMIT dataChanged(index(int(firstChanged)), index(int(lastChanged)));
    // The rows behind may be other tools now: shown ones are asked for again.
    if (const qsizetype kept = std::min(oldTail, newTail); kept > 0)
        Q_EMIT dataChanged(index(int(head)), index(int(head + kept - 1)));
}

void ToolListModel::setRows(qsizetype offset, const QList<ToolSummary> &rows)
{
    const qsizetype number = offset / PageSize;
    if (offset % PageSize != 0 || number != m_inFlight)
        return;
    m_inFlight = -1;
    m_pages.insert(number, Page {rows.first(std::min(rows.size(), PageSize)), false});
    const qsizetype first = std::max(offset, m_tools.size());
    const qsizetype last = std::min(offset + std::min(rows.size(), PageSize), m_total) - 1;
    if (first <= last)
        Q_EMIT dataChanged(index(int(first)), index(int(last)));
    requestNext();
}

void ToolListModel::setRemoteTools(const QList<ToolSummary> &tools)
{
    // Few rows (a search's answer): replaced, never diffed.
    if (!m_remote.isEmpty()) {
        beginRemoveRows({}, int(m_total), int(m_total + m_remote.size() - 1));
        m_remote.clear();
        endRemoveRows();
    }
    if (tools.isEmpty())
        return;
    beginInsertRows({}, int(m_total), int(m_total + tools.size() - 1));
    m_remote = tools;
    endInsertRows();
}

void ToolListModel::cancelFetch()
{
    m_inFlight = -1;
}

void ToolListModel::requestNext()
{
    if (m_inFlight >= 0 || m_wanted.isEmpty())
        return;
    // The newest first: it is what the view shows now.
    m_inFlight = m_wanted.takeLast();
    Q_EMIT rowsWanted(m_inFlight * PageSize, PageSize);
}

const ToolSummary *ToolListModel::find(int row, bool want) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    if (row >= m_total)
        return &m_remote.at(row - m_total);
    if (row < m_tools.size())
        return &m_tools.at(row);
    const qsizetype number = row / PageSize;
    const auto page = m_pages.constFind(number);
    const bool here = page != m_pages.cend() && row - number * PageSize < page->rows.size();
    if (want && (!here || page->stale) && number != m_inFlight) {
        m_wanted.removeOne(number);
        m_wanted.append(number);
        if (m_wanted.size() > MaxWantedPages)
            m_wanted.removeFirst();
        m_request.start();
    }
    return here ? &page->rows.at(row - number * PageSize) : nullptr;
}

bool ToolListModel::isLoaded(int row) const
{
    if (row < m_tools.size())
        return row >= 0;
    if (isRemote(row))
        return true;
    const auto page = m_pages.constFind(row / PageSize);
    return row < m_total && page != m_pages.cend() && !page->stale
        && row - row / PageSize * PageSize < page->rows.size();
}

bool ToolListModel::updateTool(const ToolSummary &tool)
{
    const int row = rowOf(tool.provider, tool.toolId);
    if (row < 0)
        return false;
    ToolSummary &shown = row < m_tools.size()
        ? m_tools[row]
        : m_pages[row / PageSize].rows[row - row / PageSize * PageSize];
    if (!sameContent(shown, tool)) {
        shown = tool;
        Q_EMIT dataChanged(index(row), index(row));
    }
    return true;
}

ToolSummary ToolListModel::toolAt(int row) const
{
    const ToolSummary *tool = find(row, false);
    return tool ? *tool : ToolSummary();
}

int ToolListModel::rowOf(const QString &provider, const QString &toolId) const
{
    // Only fetched rows: a scan beats keeping an index of them current.
    const auto same = [&](const ToolSummary &tool) {
        return tool.toolId == toolId && tool.provider == provider;
    };
    for (qsizetype row = 0; row < m_tools.size(); ++row) {
        if (same(m_tools.at(row)))
            return int(row);
    }
    for (auto page = m_pages.cbegin(); page != m_pages.cend(); ++page) {
        for (qsizetype i = 0; i < page->rows.size(); ++i) {
            const qsizetype row = page.key() * PageSize + i;
            if (row >= m_tools.size() && row < m_total && same(page->rows.at(i)))
                return int(row);
        }
    }
    return -1;
}

int ToolListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_total + m_remote.size());
}

QVariant ToolListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const ToolSummary *found = find(index.row(), true);
    if (!found)
        return role == Qt::DisplayRole ? QVariant(QStringLiteral("\u2026")) : QVariant();
    const ToolSummary &tool = *found;
    switch (role) {
    case Qt::DisplayRole:
        // Both names: the alias is what procedures say, the vendor's name what
        // its documentation and a search by it find.
        return TextSafety::escapeLine(tool.alias.isEmpty()
                                          ? tool.name
                                          : tr("%1 (vendor's name %2)").arg(tool.alias, tool.name));
    case Qt::ToolTipRole:
        return tool.description.isEmpty() ? QVariant() : QVariant(toolTip(tool.description));
    case ProviderRole:
        return tool.provider;
    case ToolIdRole:
        return tool.toolId;
    case NameRole:
        return tool.name;
    case AliasRole:
        return tool.alias;
    case VersionRole:
        return QVariant::fromValue(qint64(tool.version));
    case CurrentVersionRole:
        return QVariant::fromValue(qint64(tool.currentVersion));
    case TagsRole:
        return tool.tags;
    case DescriptionRole:
        return tool.description;
    case PinnedRole:
        return tool.flags.pinned;
    case UpdateAvailableRole:
        return tool.flags.updateAvailable;
    case HasErrorsRole:
        return tool.flags.hasErrors;
    case HasWarningsRole:
        return tool.flags.hasWarnings;
    case OverriddenRole:
        return tool.flags.overridden;
    case ConflictRole:
        return tool.flags.conflict;
    case ChangedWithoutBumpRole:
        return tool.flags.changedWithoutBump;
    case WithdrawnRole:
        return tool.flags.withdrawn;
    case DiscoveredByRole:
        return tool.discoveredBy;
    case NotInCatalogRole:
        return isRemote(index.row());
    case Qt::FontRole: {
        if (!isRemote(index.row()))
            return {};
        QFont font;
        font.setItalic(true);
        return font;
    }
    case BreakingUpdateRole:
        return tool.flags.breakingUpdate;
    default:
        return {};
    }
}

Qt::ItemFlags ToolListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemNeverHasChildren
        | Qt::ItemIsDragEnabled;
}

QStringList ToolListModel::mimeTypes() const
{
    return {ToolMime::mimeType(), QStringLiteral("text/plain")};
}

QMimeData *ToolListModel::mimeData(const QModelIndexList &indexes) const
{
    // Rows in list order, whatever order the selection was made in.
    QList<int> rows;
    for (const QModelIndex &index : indexes) {
        // Rows not fetched yet are not dragged: nobody saw which tool they are.
        if (index.isValid() && index.model() == this && find(index.row(), false))
            rows.append(index.row());
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    if (rows.isEmpty() || rows.size() > ToolMime::MaxTools)
        return nullptr;
    QList<DraggedTool> tools;
    for (const int row : std::as_const(rows)) {
        const ToolSummary &tool = *find(row, false);
        tools.append({tool.provider, tool.toolId, tool.shownName(), tool.version});
    }
    return ToolMime::toMimeData(tools);
}

Qt::DropActions ToolListModel::supportedDragActions() const
{
    return Qt::CopyAction;
}

QHash<int, QByteArray> ToolListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(toolRoleNames());
    return names;
}

QString ToolListModel::toolTip(const QString &description)
{
    QStringView shown(description);
    const bool cut = shown.size() > ToolTipLength;
    if (cut) {
        shown = shown.first(ToolTipLength);
        // Never leave half of a surrogate pair at the end.
        if (shown.back().isHighSurrogate())
            shown.chop(1);
    }
    QString text = TextSafety::escapeUnsafe(shown);
    if (cut)
        text += u'\u2026';
    // A tool tip is rich text when it starts like HTML; provider text must
    // never decide that, so it is always escaped inside a paragraph.
    return QString(u"<p style=\"white-space:pre-wrap\">" + text.toHtmlEscaped() + u"</p>");
}

} // namespace Toolshelf
