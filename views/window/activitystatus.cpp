// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "window/activitystatus.h"

#include "sync/syncengine.h"

#include <QLocale>
#include <QNetworkInformation>

namespace Toolshelf {

ActivityStatus::ActivityStatus(SyncEngine *sync, QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("activityStatus"));
    // Provider names are shown as typed, never as markup.
    setTextFormat(Qt::PlainText);
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
    // Syncs that wait for another process's write lock have fetched nothing:
    // they are said apart, with whom they wait for.
    QHash<QString, SyncProgress> fetching;
    QString holder;
    for (auto it = m_syncing.cbegin(); it != m_syncing.cend(); ++it) {
        if (it->waitingFor.isEmpty())
            fetching.insert(it.key(), *it);
        else
            holder = it->waitingFor;
    }
    if (!holder.isEmpty())
        parts.append(tr("Waiting for %1, which is writing this profile").arg(holder));
    if (!fetching.isEmpty()) {
        SyncProgress total;
        bool saving = true;
        for (const SyncProgress &progress : std::as_const(fetching)) {
            total.pages += progress.pages;
            total.tools += progress.tools;
            total.bytes += progress.bytes;
            saving = saving && progress.saving;
        }
        const QLocale locale;
        // Labels rather than counted nouns: the counts change many times a second.
        const QString figures
            = tr("pages: %1, tools: %2, %3")
                  .arg(locale.toString(total.pages), locale.toString(qlonglong(total.tools)),
                       locale.formattedDataSize(total.bytes));
        const QString tools = locale.toString(qlonglong(total.tools));
        // Once every page is in, the catalog is written in one transaction,
        // which takes seconds for a large provider: say so rather than show
        // counts that stand still. Plural forms are only ever of two or more.
        if (saving)
            parts.append(
                fetching.size() == 1
                    ? tr("Saving %1 to the catalog (tools: %2)").arg(fetching.cbegin().key(), tools)
                    : tr("Saving %1 providers to the catalog (tools: %2)")
                          .arg(locale.toString(qlonglong(fetching.size())), tools));
        else
            parts.append(fetching.size() == 1
                             ? tr("Fetching %1 (%2)").arg(fetching.cbegin().key(), figures)
                             : tr("Fetching from %1 providers (%2)")
                                   .arg(locale.toString(qlonglong(fetching.size())), figures));
    }
    setText(parts.join(QStringLiteral(" · ")));
}

} // namespace Toolshelf
