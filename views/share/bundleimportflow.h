// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/catalogservices.h"
#include "common/confirmpresenter.h"
#include "common/filedialogpresenter.h"
#include "sharing/bundle.h"
#include "sharing/bundleplan.h"

#include <QObject>

QT_BEGIN_NAMESPACE
class QAction;
class QWidget;
QT_END_NAMESPACE

namespace Toolshelf {

// "Import Bundle…" in the window: asks for a bundle, shows what importing it
// would change, and applies it once the user agrees, as import-bundle does.
class BundleImportFlow final : public QObject
{
    Q_OBJECT

public:
    // `window` parents the dialogs.
    BundleImportFlow(CatalogServices services, QWidget *window);

    QAction *action() const { return m_action; }
    // Tests answer the dialogs at once.
    void setFileDialogPresenter(FileDialogPresenter presenter);
    void setConfirmPresenter(ConfirmPresenter presenter);
    // Asks instead of the confirmation when the bundle's overrides conflict
    // with the user's: keep theirs (choice 0, the default), use the bundle's
    // (choice 1), or cancel.
    void setChoicePresenter(ChoicePresenter presenter);

    void start();
    // Reads `path` and plans on the catalog's thread, then asks.
    void importFile(const QString &path);
    // Each bundle after the one before is done (imported, declined or
    // refused), so each preview plans against what the one before changed.
    void importFiles(const QStringList &paths);

    // The preview the confirmation shows: plain text, provider text escaped
    // and bounded, long lists cut short.
    static QString previewText(const BundlePlan &plan);
    // How many of the user's override texts the bundle's would replace.
    static qsizetype conflictCount(const BundlePlan &plan);

Q_SIGNALS:
    // What happened, for the status bar. Plain text.
    void message(const QString &text);
    // The catalog or the providers changed: the window refreshes.
    void imported();

private:
    void ask(const Bundle &bundle, const BundlePlan &plan);
    void apply(const Bundle &bundle, const BundlePlan &plan, bool replaceConflicts);
    // One import ended, however: the next queued bundle's turn.
    void done();

    CatalogServices m_services;
    QWidget *m_window;
    FileDialogPresenter m_fileDialog;
    ConfirmPresenter m_confirm;
    ChoicePresenter m_choice;
    QAction *m_action;
    QStringList m_queue;
};

} // namespace Toolshelf
