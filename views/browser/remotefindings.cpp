#include "browser/remotefindings.h"

#include "core/textsafety.h"

#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QVBoxLayout>

namespace Toolshelf {

namespace {

enum Role : int {
    ProviderRole = Qt::UserRole + 1,
    // A tool's id, or empty for a group.
    ToolIdRole,
    // The group's index in m_groups, for a group.
    GroupRole,
};

// Rows at most of each kind, per provider.
constexpr int Limit = 20;

} // namespace

RemoteFindings::RemoteFindings(ProviderClients *clients, CatalogStore *store, QWidget *parent)
    : QWidget(parent)
    , m_search(clients, store)
    , m_label(new QLabel(this))
    , m_list(new QListWidget(this))
{
    m_list->setObjectName(QStringLiteral("remoteFindings"));
    m_list->setAccessibleName(tr("Found on the providers' servers"));
    m_list->setMaximumHeight(140);
    m_label->setBuddy(m_list);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_list);
    m_delay.setSingleShot(true);
    m_delay.setInterval(DelayMs);
    connect(&m_delay, &QTimer::timeout, this, &RemoteFindings::ask);
    connect(&m_search, &MarketplaceSearch::finished, this, &RemoteFindings::showFindings);
    // Enter or a double click, as in the tool list.
    connect(m_list, &QListWidget::itemActivated, this, &RemoteFindings::choose);
    hide();
}

void RemoteFindings::search(const QString &text, const QList<Provider> &providers)
{
    QList<Provider> asked;
    for (const Provider &provider : providers) {
        if (MarketplaceSearch::canAsk(provider))
            asked.append(provider);
    }
    const QString trimmed = text.trimmed();
    if (trimmed == m_text && asked == m_providers)
        return;
    m_text = trimmed;
    m_providers = asked;
    // What was found for another text no longer applies.
    m_search.cancel();
    m_list->clear();
    m_groups.clear();
    hide();
    if (m_text.isEmpty() || m_providers.isEmpty())
        return m_delay.stop();
    m_delay.start();
}

void RemoteFindings::ask()
{
    m_search.start(m_providers, m_text, Limit);
}

void RemoteFindings::showFindings(const QString &query,
                                  const QList<MarketplaceSearch::Finding> &found)
{
    if (query != m_text)
        return;
    m_list->clear();
    m_groups.clear();
    QStringList failed;
    for (const MarketplaceSearch::Finding &finding : found) {
        if (finding.error) {
            failed.append(finding.provider);
            continue;
        }
        const QString provider = TextSafety::escapeLine(finding.provider);
        for (const DialectTool &read : finding.tools) {
            auto *item = new QListWidgetItem(
                //: A tool the provider's own search found that the catalog does not hold yet.
                tr("%1 · %2 — not in the catalog")
                    .arg(TextSafety::escapeLine(read.tool.name), provider),
                m_list);
            item->setToolTip(TextSafety::escapeLine(read.tool.description.left(500)));
            item->setData(ProviderRole, finding.provider);
            item->setData(ToolIdRole, read.tool.key.nativeId);
        }
        for (const CatalogGroup &group : finding.groups) {
            // Groups whose tools are read are in the tree already.
            if (group.loadedAt.isValid())
                continue;
            const QString count
                = group.toolCount ? QLocale().toString(*group.toolCount) : QStringLiteral("?");
            auto *item = new QListWidgetItem(
                //: A group the provider's own search found whose tools are not read yet.
                tr("Group %1 · %2 — %3 tools, not read")
                    .arg(TextSafety::escapeLine(group.path.join(QStringLiteral(" / "))), provider,
                         count),
                m_list);
            item->setToolTip(tr("Choose it to read its tools from the provider."));
            item->setData(ProviderRole, finding.provider);
            item->setData(GroupRole, int(m_groups.size()));
            m_groups.append({finding.provider, group, false});
        }
    }
    if (m_list->count() == 0 && failed.isEmpty())
        return hide();
    m_label->setText(failed.isEmpty()
                         ? tr("&Found on the providers' servers")
                         : tr("&Found on the providers' servers (not answered: %1)")
                               .arg(TextSafety::escapeLine(failed.join(QStringLiteral(", ")))));
    show();
}

void RemoteFindings::choose(QListWidgetItem *item)
{
    const QString provider = item->data(ProviderRole).toString();
    const QString toolId = item->data(ToolIdRole).toString();
    if (!toolId.isEmpty())
        return Q_EMIT toolChosen(provider, toolId);
    const int group = item->data(GroupRole).toInt();
    if (group >= 0 && group < m_groups.size())
        Q_EMIT groupChosen(m_groups.at(group));
}

} // namespace Toolshelf
