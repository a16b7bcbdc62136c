// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "browser/provideractions.h"

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "core/textsafety.h"
#include "providers/credentialstore.h"
#include "providers/providerexchange.h"
#include "providers/providerregistry.h"
#include "providers/providerremoval.h"
#include "providers/secretremoval.h"
#include "sync/syncengine.h"

#include <QAction>
#include <QDir>
#include <QHash>
#include <QPointer>
#include <QWidget>

#include <memory>

namespace Toolshelf {

ProviderActions::ProviderActions(CatalogServices services,
                                 std::function<std::optional<QString>()> selected, QWidget *window)
    : QObject(window)
    , m_services(services)
    , m_selected(std::move(selected))
    , m_window(window)
    , m_confirm(messageBoxConfirm(true))
    , m_fileDialog(providerFileDialog())
    , m_remove(new QAction(QIcon::fromTheme(QStringLiteral("list-remove")), tr("&Remove Provider…"),
                           this))
    , m_import(new QAction(tr("&Import Providers…"), this))
    , m_export(new QAction(tr("E&xport Providers…"), this))
{
    m_remove->setObjectName(QStringLiteral("removeProviderAction"));
    m_remove->setStatusTip(tr("Remove the selected provider with its secrets, cached tools, pins "
                              "and edited texts"));
    // Delete removes the selected provider where the list has the focus; the
    // list adds the action, the menu shows the key.
    m_remove->setShortcut(QKeySequence::Delete);
    m_remove->setShortcutContext(Qt::WidgetShortcut);
    m_import->setObjectName(QStringLiteral("importProvidersAction"));
    m_import->setStatusTip(tr("Add or update providers from a provider file"));
    m_export->setObjectName(QStringLiteral("exportProvidersAction"));
    m_export->setStatusTip(tr("Write every provider's settings (never a secret) to a file"));
    const bool canEdit = m_services.providers && m_services.credentials && m_services.catalog;
    m_import->setEnabled(canEdit);
    m_export->setEnabled(m_services.providers);
    connect(m_remove, &QAction::triggered, this, &ProviderActions::removeSelected);
    connect(m_import, &QAction::triggered, this, [this] {
        m_fileDialog(m_window,
                     {FileDialogRequest::Mode::Open, tr("Import Providers"), QDir::homePath()},
                     [this](const QString &path) { importFile(path); });
    });
    connect(m_export, &QAction::triggered, this, [this] {
        m_fileDialog(m_window,
                     {FileDialogRequest::Mode::Save, tr("Export Providers"),
                      QDir::home().filePath(QStringLiteral("providers.json"))},
                     [this](const QString &path) { exportFile(path); });
    });
    updateActions();
}

void ProviderActions::setConfirmPresenter(ConfirmPresenter presenter)
{
    m_confirm = std::move(presenter);
}

void ProviderActions::setFileDialogPresenter(FileDialogPresenter presenter)
{
    m_fileDialog = std::move(presenter);
}

void ProviderActions::updateActions()
{
    const std::optional<QString> name = m_selected();
    const bool removable = !m_removing && name && m_services.providers && m_services.credentials
        && m_services.catalog
        && std::holds_alternative<ProviderRemoval::Target>(
            ProviderRemoval::target(*m_services.providers, *name));
    m_remove->setEnabled(removable);
}

void ProviderActions::removeSelected()
{
    const std::optional<QString> name = m_selected();
    if (!name || m_removing || !m_services.providers || !m_services.credentials
        || !m_services.catalog)
        return;
    const auto target = ProviderRemoval::target(*m_services.providers, *name);
    if (const auto *problem = std::get_if<QString>(&target))
        return Q_EMIT message(tr("The provider was not removed: %1").arg(*problem));
    if (m_services.sync && m_services.sync->isSyncing(*name))
        return Q_EMIT message(tr("%1 is syncing: cancel the sync or wait for it, then remove it.")
                                  .arg(TextSafety::escapeLine(*name)));
    // The question names what the catalog holds of it, counted first.
    const QString chosen = *name;
    m_services.catalog->run(
        [chosen](CatalogDatabase &db) { return db.footprint(chosen); }, this,
        [this, chosen](const ProviderFootprint &footprint) {
            // The registry may have changed while the catalog counted.
            const auto current = ProviderRemoval::target(*m_services.providers, chosen);
            const auto *removable = std::get_if<ProviderRemoval::Target>(&current);
            if (!removable)
                return;
            m_confirm(m_window, tr("Remove Provider"),
                      ProviderRemoval::question(*removable, footprint),
                      [self = QPointer<ProviderActions>(this), chosen](bool yes) {
                          if (self && yes)
                              self->confirmRemoval(chosen);
                      });
        });
}

void ProviderActions::confirmRemoval(const QString &name)
{
    auto *removal = new ProviderRemoval(m_services.providers, m_services.credentials,
                                        m_services.catalog, this);
    connect(removal, &ProviderRemoval::finished, this, [this, removal](bool, const QString &text) {
        removal->deleteLater();
        m_removing = false;
        updateActions();
        Q_EMIT message(text);
        Q_EMIT providersChanged();
    });
    if (const auto problem = removal->start(name)) {
        delete removal;
        return Q_EMIT message(tr("The provider was not removed: %1").arg(*problem));
    }
    m_removing = true;
    updateActions();
    // The registry changed at once: the list follows now, the catalog when done.
    Q_EMIT providersChanged();
}

void ProviderActions::importFile(const QString &path)
{
    if (!m_services.providers || !m_services.credentials)
        return;
    auto result = ProviderExchange::importFile(*m_services.providers, path);
    if (const auto *failure = std::get_if<ProviderExchange::Failure>(&result))
        return Q_EMIT message(tr("The providers were not imported: %1").arg(failure->message));
    const auto imported = std::get<ProviderExchange::Imported>(result);
    Q_EMIT providersChanged();
    if (imported.rebound.isEmpty())
        return Q_EMIT message(imported.summary);
    secretsRebound(imported.rebound, imported.summary);
}

// The keychain would never hand those secrets to the new settings; they are
// removed too, so none lingers, and the message says so once all are answered.
void ProviderActions::secretsRebound(const QList<std::pair<Provider, Provider>> &rebound,
                                     const QString &summary)
{
    QList<Provider> moved;
    for (const auto &[before, after] : rebound)
        moved.append(before);
    auto *secrets = new SecretRemoval(m_services.credentials, this);
    connect(secrets, &SecretRemoval::finished, this,
            [this, secrets, rebound, summary](const QHash<QString, QString> &failures) {
                secrets->deleteLater();
                QStringList lines {summary};
                for (const auto &[before, after] : rebound) {
                    const QString failure = failures.value(before.id);
                    lines.append(ProviderExchange::reboundMessage(
                        before, after, failure.isEmpty() ? std::nullopt : std::optional(failure)));
                }
                lines.append(tr("Edit those providers to enter their secrets again."));
                Q_EMIT message(lines.join(u' '));
            });
    secrets->start(moved);
}

void ProviderActions::exportFile(const QString &path)
{
    if (!m_services.providers)
        return;
    const auto result = ProviderExchange::exportFile(*m_services.providers, path);
    if (const auto *failure = std::get_if<ProviderExchange::Failure>(&result))
        return Q_EMIT message(tr("The providers were not exported: %1").arg(failure->message));
    Q_EMIT message(std::get<QString>(result));
}

} // namespace Toolshelf
