// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/catalogservices.h"
#include "common/filedialogpresenter.h"
#include "providers/credentialstore.h"
#include "providers/provider.h"
#include "providers/providerdraft.h"

#include <QDialog>
#include <QPointer>

#include <functional>
#include <optional>

QT_BEGIN_NAMESPACE
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
QT_END_NAMESPACE

namespace Toolshelf {

class ConnectionTest;

// Adds or edits one provider: its address, dialect and sign-in settings, its
// secret (into the keychain), and a connection test of what is typed in.
class ProviderDialog final : public QDialog
{
    Q_OBJECT

public:
    // Tells the user something after the dialog has closed (a secret kept for
    // this session only, a sign-in to do again). A seam, so tests never wait
    // on a message box.
    using NoticePresenter = std::function<void(QWidget *parent, const QString &message)>;

    // `services` needs providers and credentials; without network the test is
    // unavailable. `providerName` edits that provider; nothing adds a new one.
    ProviderDialog(CatalogServices services, std::optional<QString> providerName,
                   QWidget *parent = nullptr);
    ~ProviderDialog() override;

    void setNoticePresenter(NoticePresenter presenter) { m_notice = std::move(presenter); }
    // Asks for the folder or file of declaration files ("Browse…").
    void setFileDialogPresenter(FileDialogPresenter presenter)
    {
        m_fileDialog = std::move(presenter);
    }
    // The provider being edited (after the first save of a new one, too).
    std::optional<QString> providerName() const;

    // Saves as the Save button does: checks, updates and saves the registry,
    // stores the secret, asks the provider whether it accepts it, then
    // closes. On failure, or when the provider refuses the secret (which
    // stays stored), stays open with the cause.
    void save();
    // Starts the connection test, or cancels the one running.
    void testConnection();

Q_SIGNALS:
    // The registry holds (and has saved) the provider; its secret is stored.
    void providerSaved(const QString &name);

public Q_SLOTS:
    void reject() override;

private:
    void buildForm();
    void load(const Provider &provider);
    void showAuthFields();
    bool isLocalServer() const;
    // Declaration files (FilesDialect): a folder, a file or an https document.
    bool isFiles() const;
    // The files' location is a folder or file, not an https document: nothing to sign in with.
    bool isLocalFiles() const;
    void browse(bool folder);
    void setEditing();
    void lockSettings();
    ProviderDraft draft() const;
    void showProblem(const ProviderDraft::Problem &problem);
    QWidget *fieldWidget(ProviderDraft::Field field) const;
    std::optional<QString> storeSettings(const Provider &provider);
    void secretWritten(const QString &providerId, Toolshelf::SecretKind kind,
                       Toolshelf::SecretStatus status, const QString &message);
    void finishSaving();
    void checkSecret();
    void secretChecked(const QString &message);
    void testFinished(bool connected, const QString &message);
    // Tests these settings, signed as the stored provider where editing;
    // `status` (with %1 for the host) says what is going on meanwhile.
    void startTest(const ProviderDraft &draft, const QString &status);
    // Save with "Automatic" chosen: the provider is asked its dialect first.
    void detectThenSave();
    void setTestRunning(bool running);
    void setBusy(bool busy);

    CatalogServices m_services;
    // The provider as saved; nothing while a new one is not saved yet.
    std::optional<Provider> m_stored;
    NoticePresenter m_notice;
    FileDialogPresenter m_fileDialog;
    QPointer<ConnectionTest> m_test;
    // The running test decides the dialect of a save (detectThenSave()).
    bool m_saveAfterTest = false;
    // Asks the provider whether it accepts the secret just stored.
    QPointer<ConnectionTest> m_check;
    bool m_writingSecret = false;

    QFormLayout *m_form = nullptr;
    QLabel *m_lockNote = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_kind = nullptr;
    QLineEdit *m_command = nullptr;
    QPlainTextEdit *m_environment = nullptr;
    QLabel *m_environmentNote = nullptr;
    QLineEdit *m_path = nullptr;
    QPushButton *m_browse = nullptr;
    QLabel *m_filesNote = nullptr;
    QWidget *m_pathRow = nullptr;
    QLineEdit *m_baseUrl = nullptr;
    QComboBox *m_dialect = nullptr;
    QComboBox *m_auth = nullptr;
    QLineEdit *m_apiKeyHeader = nullptr;
    QLineEdit *m_clientId = nullptr;
    QLineEdit *m_tokenUrl = nullptr;
    QLineEdit *m_authorizationUrl = nullptr;
    QLineEdit *m_scope = nullptr;
    QLineEdit *m_secret = nullptr;
    QLabel *m_signInNote = nullptr;
    QPushButton *m_testButton = nullptr;
    QLabel *m_testResult = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Toolshelf
