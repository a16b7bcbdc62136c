#include "toollistmodel.h"

#include "rowdiff.h"
#include "textsafety.h"
#include "toolmime.h"
#include "toolroles.h"

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
{ }

void ToolListModel::setTools(QList<ToolSummary> tools)
{
    const std::optional<RowDiff::Plan> plan = RowDiff::plan(m_tools, tools, keyOf);
    if (!plan) {
        beginResetModel();
        m_tools = std::move(tools);
        endResetModel();
        return;
    }
    for (const RowDiff::Range &range : plan->removals) {
        beginRemoveRows({}, int(range.first), int(range.last));
        m_tools.remove(range.first, range.last - range.first + 1);
        endRemoveRows();
    }
    for (const RowDiff::Range &range : plan->insertions) {
        beginInsertRows({}, int(range.first), int(range.last));
        const qsizetype count = range.last - range.first + 1;
        // One move of the rows behind, then the new ones copied into the gap.
        m_tools.insert(range.first, count, ToolSummary());
        std::copy(tools.cbegin() + range.first, tools.cbegin() + range.last + 1,
                  m_tools.begin() + range.first);
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
}

bool ToolListModel::updateTool(const ToolSummary &tool)
{
    const int row = rowOf(tool.provider, tool.toolId);
    if (row < 0)
        return false;
    if (!sameContent(m_tools.at(row), tool)) {
        m_tools[row] = tool;
        Q_EMIT dataChanged(index(row), index(row));
    }
    return true;
}

ToolSummary ToolListModel::toolAt(int row) const
{
    return row >= 0 && row < m_tools.size() ? m_tools.at(row) : ToolSummary();
}

int ToolListModel::rowOf(const QString &provider, const QString &toolId) const
{
    // A search shows a few hundred rows at most; a scan beats keeping an index current.
    for (qsizetype row = 0; row < m_tools.size(); ++row) {
        const ToolSummary &tool = m_tools.at(row);
        if (tool.toolId == toolId && tool.provider == provider)
            return int(row);
    }
    return -1;
}

int ToolListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tools.size());
}

QVariant ToolListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_tools.size())
        return {};
    const ToolSummary &tool = m_tools.at(index.row());
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
    case BreakingUpdateRole:
        return tool.flags.breakingUpdate;
    default:
        return {};
    }
}

Qt::ItemFlags ToolListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= m_tools.size())
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
        if (index.isValid() && index.model() == this && index.row() < m_tools.size())
            rows.append(index.row());
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    if (rows.isEmpty() || rows.size() > ToolMime::MaxTools)
        return nullptr;
    QList<DraggedTool> tools;
    for (const int row : std::as_const(rows)) {
        const ToolSummary &tool = m_tools.at(row);
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
