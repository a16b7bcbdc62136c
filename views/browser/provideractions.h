// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/catalogservices.h"
#include "common/confirmpresenter.h"
#include "common/filedialogpresenter.h"

#include <QObject>

#include <functional>
#include <optional>

QT_BEGIN_NAMESPACE
class QAction;
class QWidget;
QT_END_NAMESPACE

namespace Toolshelf {

struct Provider;

// Remove…, Import… and Export… for the Providers pane and menu, with the
// checks and messages of `toolshelf provider remove|import|export` (the same
// model classes do the work). Remove asks first and says what goes with the
// provider; Delete on the provider list removes the selected one.
class ProviderActions final : public QObject
{
    Q_OBJECT

public:
    // `selected` names the provider the pane has selected, if any; `window`
    // parents the dialogs.
    ProviderActions(CatalogServices services, std::function<std::optional<QString>()> selected,
                    QWidget *window);

    QAction *removeAction() const { return m_remove; }
    QAction *importAction() const { return m_import; }
    QAction *exportAction() const { return m_export; }
    // Tests answer the dialogs at once.
    void setConfirmPresenter(ConfirmPresenter presenter);
    void setFileDialogPresenter(FileDialogPresenter presenter);

    // Follows the selection: Remove is for a provider that can be removed.
    void updateActions();

    void removeSelected();
    void importFile(const QString &path);
    void exportFile(const QString &path);

Q_SIGNALS:
    // What happened, for the status bar. Plain text.
    void message(const QString &text);
    // Providers were removed, added or changed.
    void providersChanged();

private:
    void confirmRemoval(const QString &name);
    void secretsRebound(const QList<std::pair<Provider, Provider>> &rebound,
                        const QString &summary);

    CatalogServices m_services;
    std::function<std::optional<QString>()> m_selected;
    QWidget *m_window;
    ConfirmPresenter m_confirm;
    FileDialogPresenter m_fileDialog;
    QAction *m_remove;
    QAction *m_import;
    QAction *m_export;
    bool m_removing = false;
};

} // namespace Toolshelf
