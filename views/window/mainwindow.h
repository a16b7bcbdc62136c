// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/catalogservices.h"
#include "common/confirmpresenter.h"

#include <QMainWindow>

#include <functional>

QT_BEGIN_NAMESPACE
class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QStackedWidget;
QT_END_NAMESPACE

namespace Toolshelf {

// The application window: menus, status bar and, until providers exist, an empty state.
class MainWindow final : public QMainWindow
{
    Q_OBJECT

public:
    // Shows an About box; tests replace the modal QMessageBox with a recorder.
    using AboutPresenter
        = std::function<void(QWidget *parent, const QString &title, const QString &text)>;
    // Shows the About Qt box; tests replace it for the same reason.
    using AboutQtPresenter = std::function<void(QWidget *parent, const QString &title)>;

    // Without a catalog in `services`, only the empty state can be shown.
    explicit MainWindow(CatalogServices services = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    void setAboutPresenter(AboutPresenter presenter);
    void setAboutQtPresenter(AboutQtPresenter presenter);
    // Asks before closing with text not applied; tests replace the question box.
    void setConfirmPresenter(ConfirmPresenter presenter);

    QString aboutText() const;
    // A first window's size on a screen of `available` size: the three panes
    // and the Procedures dock side by side where the screen has room.
    static QSize defaultSize(const QSize &available);

    // After providers were added or a profile changed: shows the browser
    // once there is a provider, the empty state until then.
    void refresh();
    class CatalogBrowser *browser() const { return m_browser; }
    class ProcedureWorkspace *procedures() const { return m_procedures; }
    // Opens each procedure file in a tab of the Procedures dock and shows the
    // dock; a file that cannot be read says why there. Returns how many opened.
    int openProcedures(const QStringList &paths);
    // What a file manager hands Toolshelf (`toolshelf FILE...`): procedures
    // open in the Procedures dock, bundles show their import preview, one
    // after the other; any other file is named in the status bar with the
    // reason it was not opened.
    void openFiles(const QStringList &paths);
    class BundleImportFlow *bundleImport() const { return m_bundleImport; }
    // `toolshelf --demo`: the catalog and files live in `temporaryProfile`,
    // deleted on quit. The window says so all the time, and saving
    // procedures goes where they survive.
    void showAsDemo(const QString &temporaryProfile);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createCentralWidget();
    void createProcedures();
    void restoreWindowState();
    void saveWindowState() const;
    void showAbout();
    void showAboutQt();
    // One line in the status bar; messages quote provider text.
    void showStatus(const QString &text);
    void allowSignIn();

    AboutPresenter m_aboutPresenter;
    AboutQtPresenter m_aboutQtPresenter;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_addProviderAction = nullptr;
    QMenu *m_providersMenu = nullptr;
    ConfirmPresenter m_confirm;
    bool m_closeConfirmed = false;
    CatalogServices m_services;
    QStackedWidget *m_pages = nullptr;
    class CatalogBrowser *m_browser = nullptr;
    QLabel *m_summary = nullptr;
    class ProcedureWorkspace *m_procedures = nullptr;
    class BundleImportFlow *m_bundleImport = nullptr;
    QDockWidget *m_proceduresDock = nullptr;
};

} // namespace Toolshelf
