// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "window/mainwindow.h"

#include "browser/catalogbrowser.h"
#include "browser/provideractions.h"
#include "client/providerclients.h"
#include "common/confirmpresenter.h"
#include "core/textsafety.h"
#include "editor/markdownhighlighting.h"
#include "editor/procedureeditor.h"
#include "editor/procedureworkspace.h"
#include "procedures/procedurefile.h"
#include "providers/providerregistry.h"
#include "share/bundleimportflow.h"
#include "share/skillexportdialog.h"
#include "share/toolshareactions.h"
#include "sharing/bundlereader.h"
#include "toolpane/toolpane.h"
#include "window/activitystatus.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QIcon>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

namespace Toolshelf {

namespace {

constexpr QLatin1String GeometryKey("MainWindow/geometry");
constexpr QLatin1String StateKey("MainWindow/windowState");
constexpr QLatin1String BrowserPanesKey("MainWindow/browserPanes");
// The providers, the tool list with its badges and the details side by side,
// with the Procedures dock below.
constexpr QSize DefaultSize(1320, 860);
// Room for the window's frame and title bar, which the size does not include.
constexpr QSize FrameAllowance(16, 40);
// Percent of the window's height the Procedures dock gets when it is shown.
constexpr int ProceduresDockShare = 35;

} // namespace

MainWindow::MainWindow(CatalogServices services, QWidget *parent)
    : QMainWindow(parent)
    , m_aboutPresenter([](QWidget *dialogParent, const QString &title, const QString &text) {
        QMessageBox::about(dialogParent, title, text);
    })
    , m_aboutQtPresenter([](QWidget *dialogParent, const QString &title) {
        QMessageBox::aboutQt(dialogParent, title);
    })
{
    setWindowTitle(tr("Toolshelf"));
    QIcon icon;
    // PNGs rather than the SVG: the SVG icon engine is a plugin we do not ship.
    icon.addFile(QStringLiteral(":/icons/toolshelf-64.png"));
    icon.addFile(QStringLiteral(":/icons/toolshelf-256.png"));
    setWindowIcon(icon);

    m_services = services;
    m_confirm = messageBoxConfirm(true);
    createActions();
    createCentralWidget();
    createProcedures();
    statusBar();
    allowSignIn();
    restoreWindowState();
    refresh();
    // Queued, so the question comes once the window is up (and tests have set their presenter).
    QMetaObject::invokeMethod(m_procedures, &ProcedureWorkspace::offerRecovery,
                              Qt::QueuedConnection);
}

MainWindow::~MainWindow() = default;

void MainWindow::setAboutPresenter(AboutPresenter presenter)
{
    m_aboutPresenter = std::move(presenter);
}

void MainWindow::setAboutQtPresenter(AboutQtPresenter presenter)
{
    m_aboutQtPresenter = std::move(presenter);
}

QString MainWindow::aboutText() const
{
    return tr("<h3>Toolshelf %1</h3>"
              "<p>A catalog of AI-agent tools for the people who design agents.</p>"
              "<p>Qt %2<br>Markdown highlighting: %3</p>")
        .arg(QStringLiteral(TOOLSHELF_VERSION), QString::fromLatin1(qVersion()),
             markdownHighlighterDisplayName());
}

// Text typed and not applied, or procedures not saved, would be lost: ask first.
void MainWindow::closeEvent(QCloseEvent *event)
{
    const bool unappliedText = m_browser && m_browser->toolPane()->hasUnappliedChanges();
    const QStringList unsaved = m_procedures->unsavedNames();
    if (!m_closeConfirmed && (unappliedText || !unsaved.isEmpty())) {
        event->ignore();
        QStringList losses;
        if (unappliedText)
            losses.append(tr("Some descriptions you typed were not applied."));
        if (!unsaved.isEmpty())
            losses.append(tr("These procedures have changes that were not saved: %1.")
                              .arg(unsaved.join(QStringLiteral(", "))));
        m_confirm(this, tr("Discard your text?"),
                  losses.join(u' ') + u' ' + tr("Close Toolshelf and lose them?"),
                  [window = QPointer<MainWindow>(this)](bool yes) {
                      if (yes && window) {
                          window->m_closeConfirmed = true;
                          window->m_procedures->discardRecovery();
                          // Queued: the answer may come while this close is still running.
                          QMetaObject::invokeMethod(window, &QWidget::close, Qt::QueuedConnection);
                      }
                  });
        return;
    }
    saveWindowState();
    QMainWindow::closeEvent(event);
}

void MainWindow::setConfirmPresenter(ConfirmPresenter presenter)
{
    m_confirm = presenter;
    if (m_browser)
        m_browser->providerActions()->setConfirmPresenter(presenter);
    m_procedures->setConfirmPresenter(std::move(presenter));
}

void MainWindow::createActions()
{
    m_quitAction
        = new QAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this);
    m_quitAction->setObjectName(QStringLiteral("quitAction"));
    m_quitAction->setMenuRole(QAction::QuitRole);
    // Windows has no standard Quit key, and Ctrl+Q is what users of other platforms
    // expect there too.
    QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    if (quitKeys.isEmpty())
        quitKeys.append(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setShortcuts(quitKeys);
    m_quitAction->setStatusTip(tr("Quit Toolshelf"));
    // Closing, not QCoreApplication::quit(), so closeEvent saves the window state.
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_aboutAction
        = new QAction(QIcon::fromTheme(QStringLiteral("help-about")), tr("&About Toolshelf"), this);
    m_aboutAction->setObjectName(QStringLiteral("aboutAction"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    m_aboutAction->setStatusTip(tr("Show the version of Toolshelf and its libraries"));
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);

    m_aboutQtAction = new QAction(tr("About &Qt"), this);
    m_aboutQtAction->setObjectName(QStringLiteral("aboutQtAction"));
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    m_aboutQtAction->setStatusTip(tr("Show the version and license of Qt"));
    connect(m_aboutQtAction, &QAction::triggered, this, &MainWindow::showAboutQt);

    m_findAction
        = new QAction(QIcon::fromTheme(QStringLiteral("edit-find")), tr("&Find Tools"), this);
    m_findAction->setObjectName(QStringLiteral("findAction"));
    m_findAction->setShortcuts(QKeySequence::Find);
    m_findAction->setStatusTip(tr("Search the catalog"));
    connect(m_findAction, &QAction::triggered, this, [this] {
        if (m_browser && m_pages->currentWidget() == m_browser)
            m_browser->focusSearch();
    });

    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->setObjectName(QStringLiteral("fileMenu"));
    fileMenu->addAction(m_findAction);
    fileMenu->addSeparator();
    fileMenu->addAction(m_quitAction);

    m_addProviderAction
        = new QAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("&Add Provider…"), this);
    m_addProviderAction->setObjectName(QStringLiteral("addProviderAction"));
    m_addProviderAction->setStatusTip(tr("Connect Toolshelf to a tool provider"));
    m_addProviderAction->setEnabled(m_services.catalog && m_services.providers
                                    && m_services.credentials);
    connect(m_addProviderAction, &QAction::triggered, this, [this] {
        if (m_browser)
            m_browser->addProvider();
    });
    QMenu *providersMenu = menuBar()->addMenu(tr("P&roviders"));
    providersMenu->setObjectName(QStringLiteral("providersMenu"));
    providersMenu->addAction(m_addProviderAction);
    m_providersMenu = providersMenu;

    // The Share menu: the current procedure as a skill or a tool surface, the
    // selected tools as a bundle, as definitions for an LLM API or as
    // declarations, and importing a bundle.
    auto *share = new ToolShareActions(
        m_services,
        [this] {
            return ToolShareActions::selectedTools(m_browser ? m_browser->toolList() : nullptr);
        },
        this);
    connect(share, &ToolShareActions::message, this,
            [this](const QString &text) { showStatus(text); });
    auto *import = new BundleImportFlow(m_services, this);
    m_bundleImport = import;
    connect(import, &BundleImportFlow::message, this,
            [this](const QString &text) { showStatus(text); });
    connect(import, &BundleImportFlow::imported, this, &MainWindow::refresh);
    share->menu()->addSeparator();
    share->menu()->addAction(import->action());
    auto *skill = new QAction(tr("Export Procedure as &Skill…"), share);
    skill->setObjectName(QStringLiteral("exportSkillAction"));
    skill->setStatusTip(tr("Write the current procedure and its pinned tools as an Agent Skill"));
    skill->setEnabled(m_services.catalog && m_services.providers);
    connect(skill, &QAction::triggered, this, [this] {
        ProcedureEditor *editor = m_procedures ? m_procedures->currentEditor() : nullptr;
        if (!editor)
            return statusBar()->showMessage(tr("Open the procedure to export first."), 10000);
        auto *dialog
            = new SkillExportDialog(m_services, editor->toPlainText(),
                                    SkillExportDialog::nameFromFile(editor->displayName()), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    share->menu()->insertAction(share->exportSurfaceAction(), skill);
    share->setProcedureText(
        [this]() -> std::optional<QString> {
            const ProcedureEditor *editor = m_procedures ? m_procedures->currentEditor() : nullptr;
            if (!editor)
                return std::nullopt;
            return editor->toPlainText();
        },
        [this] {
            const ProcedureEditor *editor = m_procedures ? m_procedures->currentEditor() : nullptr;
            if (!editor)
                return QString();
            return editor->filePath().isEmpty() ? editor->displayName() : editor->filePath();
        });
    menuBar()->addMenu(share->menu());

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->setObjectName(QStringLiteral("helpMenu"));
    helpMenu->addAction(m_aboutAction);
    helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::createCentralWidget()
{
    auto *emptyState = new QWidget(this);
    emptyState->setObjectName(QStringLiteral("emptyState"));

    auto *iconLabel = new QLabel(emptyState);
    iconLabel->setPixmap(windowIcon().pixmap(64, 64));
    iconLabel->setAlignment(Qt::AlignCenter);

    auto *title = new QLabel(tr("No tool providers yet"), emptyState);
    title->setObjectName(QStringLiteral("emptyStateTitle"));
    title->setAlignment(Qt::AlignCenter);
    QFont titleFont = title->font();
    if (titleFont.pointSizeF() > 0)
        titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    title->setFont(titleFont);

    auto *text = new QLabel(tr("Toolshelf gathers the tools of the providers your organization "
                               "uses into one offline catalog. Once a provider is configured, "
                               "its tools appear here to search, pin and use in operating "
                               "procedures."),
                            emptyState);
    text->setObjectName(QStringLiteral("emptyStateText"));
    text->setAlignment(Qt::AlignCenter);
    text->setWordWrap(true);
    text->setMaximumWidth(480);
    text->setForegroundRole(QPalette::PlaceholderText);

    auto *layout = new QVBoxLayout(emptyState);
    layout->addStretch(1);
    layout->addWidget(iconLabel);
    layout->addSpacing(8);
    layout->addWidget(title);
    layout->addSpacing(4);
    // A wrapped label aligned inside a layout keeps its one-line height and clips;
    // stretches around it centre it without breaking height-for-width.
    auto *textRow = new QHBoxLayout;
    textRow->addStretch(1);
    textRow->addWidget(text, 3);
    textRow->addStretch(1);
    layout->addLayout(textRow);
    layout->addSpacing(8);
    auto *add = new QPushButton(m_addProviderAction->text(), emptyState);
    add->setObjectName(QStringLiteral("emptyStateAddProvider"));
    add->setEnabled(m_addProviderAction->isEnabled());
    connect(add, &QPushButton::clicked, m_addProviderAction, &QAction::trigger);
    auto *addRow = new QHBoxLayout;
    addRow->addStretch(1);
    addRow->addWidget(add);
    addRow->addStretch(1);
    layout->addLayout(addRow);
    layout->addStretch(1);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(emptyState);
    if (m_services.catalog) {
        m_browser = new CatalogBrowser(m_services, m_pages);
        m_browser->setObjectName(QStringLiteral("catalogBrowser"));
        m_pages->addWidget(m_browser);
        m_summary = new QLabel(this);
        m_summary->setObjectName(QStringLiteral("catalogSummary"));
        statusBar()->addPermanentWidget(m_summary);
        statusBar()->addWidget(new ActivityStatus(m_services.sync, this), 1);
        connect(m_browser, &CatalogBrowser::summaryChanged, m_summary, &QLabel::setText);
        connect(m_browser, &CatalogBrowser::providersChanged, this, &MainWindow::refresh);
        ProviderActions *providerActions = m_browser->providerActions();
        m_providersMenu->addAction(providerActions->removeAction());
        m_providersMenu->addSeparator();
        m_providersMenu->addAction(providerActions->importAction());
        m_providersMenu->addAction(providerActions->exportAction());
        connect(providerActions, &ProviderActions::message, this,
                [this](const QString &line) { showStatus(line); });
    }
    setCentralWidget(m_pages);
}

// The procedures sit in a dock below the catalog, so tools can be dragged
// from the list straight into the text.
void MainWindow::createProcedures()
{
    m_procedures = new ProcedureWorkspace(m_services.catalog, m_services.recovery, this);
    m_procedures->setObjectName(QStringLiteral("procedureWorkspace"));
    m_proceduresDock = new QDockWidget(tr("Procedures"), this);
    m_proceduresDock->setObjectName(QStringLiteral("proceduresDock"));
    m_proceduresDock->setWidget(m_procedures);
    addDockWidget(Qt::BottomDockWidgetArea, m_proceduresDock);
    connect(m_procedures, &ProcedureWorkspace::message, this,
            [this](const QString &text) { showStatus(text); });
    // Ctrl+click on a reference shows the tool; a sync or a provider removed
    // changes what the references say (pins and aliases reach them from the
    // catalog service).
    connect(m_procedures, &ProcedureWorkspace::toolActivated, m_browser,
            &CatalogBrowser::selectTool);
    connect(m_browser, &CatalogBrowser::catalogChanged, m_procedures,
            &ProcedureWorkspace::refreshReferences);

    QMenu *menu = new QMenu(tr("Pr&ocedures"), this);
    menu->setObjectName(QStringLiteral("proceduresMenu"));
    menu->addAction(m_procedures->newAction());
    menu->addAction(m_procedures->openAction());
    menu->addMenu(m_procedures->recentMenu());
    menu->addSeparator();
    menu->addAction(m_procedures->saveAction());
    menu->addAction(m_procedures->saveAsAction());
    menu->addSeparator();
    menu->addAction(m_procedures->closeAction());
    menu->addSeparator();
    QAction *toggle = m_proceduresDock->toggleViewAction();
    toggle->setText(tr("&Show Procedures"));
    menu->addAction(toggle);
    // Before Help, the last menu by convention.
    menuBar()->insertMenu(menuBar()->actions().constLast(), menu);
}

int MainWindow::openProcedures(const QStringList &paths)
{
    if (!m_procedures)
        return 0;
    // The first tab, or a dock that was hidden: the dock would take its size
    // hint (editor, preview and findings side by side), most of the height.
    const bool fitDock
        = m_proceduresDock && (m_proceduresDock->isHidden() || m_procedures->count() == 0);
    int opened = 0;
    for (const QString &path : paths) {
        if (m_procedures->openFile(path))
            ++opened;
    }
    // Also when nothing opened: the reason is shown in the dock.
    if (paths.isEmpty() || !m_proceduresDock)
        return opened;
    m_proceduresDock->show();
    if (fitDock)
        resizeDocks({m_proceduresDock}, {height() * ProceduresDockShare / 100}, Qt::Vertical);
    return opened;
}

void MainWindow::openFiles(const QStringList &paths)
{
    QStringList procedures;
    QStringList bundles;
    QStringList problems;
    for (const QString &path : paths) {
        if (ProcedureFile::hasProcedureName(path)) {
            procedures.append(path);
        } else if (BundleReader::mayBeBundle(path)) {
            bundles.append(path);
        } else {
            QFile file(path);
            if (!QFileInfo(path).isFile())
                problems.append(tr("%1 was not opened: it is not a file.").arg(path));
            else if (!file.open(QIODevice::ReadOnly))
                problems.append(tr("%1 was not opened: %2.").arg(path, file.errorString()));
            else
                problems.append(tr("%1 was not opened: Toolshelf opens procedures (.md) and "
                                   "bundles of tools (.zip).")
                                    .arg(path));
        }
    }
    if (!procedures.isEmpty())
        openProcedures(procedures);
    if (!problems.isEmpty())
        showStatus(problems.join(u' '));
    m_bundleImport->importFiles(bundles);
}

void MainWindow::showAsDemo(const QString &temporaryProfile)
{
    setWindowTitle(tr("Toolshelf — Demo (temporary catalog)"));
    m_procedures->setTemporaryFolder(temporaryProfile);
    // A bar rather than a status message: those vanish when a menu shows its tips.
    auto *banner = new QToolBar(tr("Demo"), this);
    banner->setObjectName(QStringLiteral("demoBanner"));
    banner->setMovable(false);
    banner->setFloatable(false);
    banner->toggleViewAction()->setVisible(false);
    auto *notice = new QLabel(tr("Demo: this catalog and its files are temporary and are deleted "
                                 "when Toolshelf closes. Nothing is autosaved; use Save "
                                 "Procedure As… to keep a procedure."),
                              banner);
    notice->setObjectName(QStringLiteral("demoNotice"));
    // One line: wrapped, a tool bar gives it a narrow column several lines high.
    notice->setContentsMargins(6, 2, 6, 2);
    banner->addWidget(notice);
    addToolBar(Qt::TopToolBarArea, banner);
}

void MainWindow::refresh()
{
    const bool hasProviders = m_services.providers && !m_services.providers->providers().isEmpty();
    if (m_browser && hasProviders) {
        m_pages->setCurrentWidget(m_browser);
        m_browser->refresh();
    } else {
        m_pages->setCurrentIndex(0);
    }
}

QSize MainWindow::defaultSize(const QSize &available)
{
    if (available.isEmpty())
        return DefaultSize;
    return DefaultSize.boundedTo(available - FrameAllowance);
}

void MainWindow::restoreWindowState()
{
    const QSettings settings;
    if (!restoreGeometry(settings.value(GeometryKey).toByteArray()))
        resize(defaultSize(screen() ? screen()->availableSize() : QSize()));
    restoreState(settings.value(StateKey).toByteArray());
    // How the user divided the browser between its panes, too.
    if (auto *panes = findChild<QSplitter *>(QStringLiteral("browserSplitter")))
        panes->restoreState(settings.value(BrowserPanesKey).toByteArray());
}

void MainWindow::saveWindowState() const
{
    QSettings settings;
    settings.setValue(GeometryKey, saveGeometry());
    settings.setValue(StateKey, saveState());
    if (const auto *panes = findChild<QSplitter *>(QStringLiteral("browserSplitter")))
        settings.setValue(BrowserPanesKey, panes->saveState());
}

void MainWindow::showAbout()
{
    m_aboutPresenter(this, tr("About Toolshelf"), aboutText());
}

// Everything the window asks of a provider is the user's doing: an MCP
// server that wants a sign-in gets one in the browser, and the user is told
// where, with the address to open by hand when no browser could be started.
void MainWindow::allowSignIn()
{
    if (!m_services.clients)
        return;
    m_services.clients->setSignInAllowed(true);
    connect(
        m_services.clients, &ProviderClients::signInOpened, this,
        [this](const Provider &provider, const QUrl &url, bool started) {
            showStatus(tr("Sign in to %1 in your web browser.").arg(provider.name));
            if (started)
                return;
            auto *box = new QMessageBox(
                QMessageBox::Information, tr("Sign in to %1").arg(provider.name),
                tr("No web browser could be opened. Open this address in one to sign in to "
                   "%1:\n\n%2")
                    .arg(TextSafety::escapeLine(provider.name), url.toString(QUrl::FullyEncoded)),
                QMessageBox::Ok, this);
            box->setTextInteractionFlags(Qt::TextSelectableByMouse);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        });
}

void MainWindow::showStatus(const QString &text)
{
    statusBar()->showMessage(TextSafety::escapeLine(text), 10000);
}

void MainWindow::showAboutQt()
{
    m_aboutQtPresenter(this, tr("About Qt"));
}

} // namespace Toolshelf
