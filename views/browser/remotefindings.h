#pragma once

#include "itemmodels/groupfacetmodel.h"
#include "providers/provider.h"
#include "sync/marketplacesearch.h"

#include <QTimer>
#include <QWidget>

class QLabel;
class QListWidget;
class QListWidgetItem;

namespace Toolshelf {

class CatalogStore;
class ProviderClients;

// Below the tool list: what the providers' own search finds for the search
// text that the catalog lacks (MarketplaceSearch), asked once typing pauses
// and again for every new text, the answer for an older text dropped. Tools
// not in the catalog and groups not read yet are listed, marked so; choosing
// one asks for it to be stored (toolChosen, groupChosen). Hidden while there
// is nothing to show.
class RemoteFindings final : public QWidget
{
    Q_OBJECT

public:
    // How long typing must pause before the servers are asked.
    static constexpr int DelayMs = 350;

    RemoteFindings(ProviderClients *clients, CatalogStore *store, QWidget *parent = nullptr);

    // A new search text; `providers` are those that may be asked. Empty text
    // clears the list.
    void search(const QString &text, const QList<Provider> &providers);
    // The list, for keyboard focus and tests.
    QListWidget *list() const { return m_list; }

Q_SIGNALS:
    void toolChosen(const QString &provider, const QString &toolId);
    void groupChosen(const Toolshelf::GroupFacetModel::UnreadGroup &group);

private:
    void ask();
    void showFindings(const QString &query, const QList<MarketplaceSearch::Finding> &found);
    void choose(QListWidgetItem *item);

    MarketplaceSearch m_search;
    QTimer m_delay;
    QString m_text;
    QList<Provider> m_providers;
    QLabel *m_label;
    QListWidget *m_list;
    QList<GroupFacetModel::UnreadGroup> m_groups;
};

} // namespace Toolshelf
