#pragma once

#include "catalogtypes.h"

#include <QAbstractListModel>
#include <QList>

namespace Toolshelf {

// The tools a catalog search found, one row each, with typed roles
// (toolroles.h) for badges, filters and sorting.
class ToolListModel final : public QAbstractListModel
{
    Q_OBJECT

public:
    // Tool tips show this much of a description; the details pane shows all.
    static constexpr qsizetype ToolTipLength = 300;

    explicit ToolListModel(QObject *parent = nullptr);

    // Replaces the rows. Tools kept in the same order stay where they are
    // (only changed ones are reported), so a result that just shrinks or
    // grows while the user types does not reset the view; anything else does.
    void setTools(QList<ToolSummary> tools);
    const QList<ToolSummary> &tools() const { return m_tools; }
    // Changes the row of that tool in place, e.g. after a pin or an override;
    // false when the tool is not listed.
    bool updateTool(const ToolSummary &tool);
    // An empty summary outside 0..rowCount()-1.
    ToolSummary toolAt(int row) const;
    // -1 when the tool is not listed.
    int rowOf(const QString &provider, const QString &toolId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;
    // Tools are dragged into procedures (and other applications) as ToolMime.
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override;

    // The tool tip of a description: its start, with characters that could
    // rewrite what the user sees escaped, as rich text so that markup in it
    // is shown instead of interpreted.
    static QString toolTip(const QString &description);

private:
    QList<ToolSummary> m_tools;
};

} // namespace Toolshelf
