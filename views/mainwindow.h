#pragma once

#include <QMainWindow>

#include <functional>

QT_BEGIN_NAMESPACE
class QAction;
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

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    void setAboutPresenter(AboutPresenter presenter);
    void setAboutQtPresenter(AboutQtPresenter presenter);

    QString aboutText() const;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createCentralWidget();
    void restoreWindowState();
    void saveWindowState() const;
    void showAbout();
    void showAboutQt();

    AboutPresenter m_aboutPresenter;
    AboutQtPresenter m_aboutQtPresenter;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace Toolshelf
