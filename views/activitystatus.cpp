#include "activitystatus.h"

#include "syncengine.h"

#include <QLocale>
#include <QNetworkInformation>

namespace Toolshelf {

ActivityStatus::ActivityStatus(SyncEngine *sync, QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("activityStatus"));
    if (sync) {
        connect(sync, &SyncEngine::started, this, [this](const QString &provider) {
            m_syncing.insert(provider, {});
            update();
        });
        connect(sync, &SyncEngine::progressed, this,
                [this](const QString &provider, const SyncProgress &progress) {
                    m_syncing.insert(provider, progress);
                    update();
                });
        connect(sync, &SyncEngine::providerFinished, this, [this](const QString &provider) {
            m_syncing.remove(provider);
            update();
        });
    }
    // Without a backend (no NetworkManager, say) nothing is known, and the
    // network is taken to be there: a failing sync says why on its own.
    if (QNetworkInformation::loadBackendByFeatures(QNetworkInformation::Feature::Reachability)) {
        QNetworkInformation *information = QNetworkInformation::instance();
        const auto follow = [this](QNetworkInformation::Reachability reachability) {
            setOnline(reachability != QNetworkInformation::Reachability::Disconnected);
        };
        connect(information, &QNetworkInformation::reachabilityChanged, this, follow);
        follow(information->reachability());
    }
    update();
}

void ActivityStatus::setOnline(bool online)
{
    m_online = online;
    update();
}

void ActivityStatus::update()
{
    QStringList parts;
    if (!m_online)
        parts.append(tr("Offline: showing the saved catalog"));
    if (!m_syncing.isEmpty()) {
        SyncProgress total;
        for (const SyncProgress &progress : std::as_const(m_syncing)) {
            total.pages += progress.pages;
            total.tools += progress.tools;
            total.bytes += progress.bytes;
        }
        const QLocale locale;
        // Labels rather than counted nouns: the counts change many times a second.
        const QString figures
            = tr("pages: %1, tools: %2, %3")
                  .arg(locale.toString(total.pages), locale.toString(qlonglong(total.tools)),
                       locale.formattedDataSize(total.bytes));
        // Only ever said of two or more providers.
        parts.append(m_syncing.size() == 1
                         ? tr("Fetching %1 (%2)").arg(m_syncing.cbegin().key(), figures)
                         : tr("Fetching from %1 providers (%2)")
                               .arg(locale.toString(qlonglong(m_syncing.size())), figures));
    }
    setText(parts.join(QStringLiteral(" · ")));
}

} // namespace Toolshelf
