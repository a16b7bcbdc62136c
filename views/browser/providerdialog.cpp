// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "browser/providerdialog.h"

#include "client/connectiontest.h"
#include "core/textsafety.h"
#include "dialects/dialectregistry.h"
#include "dialects/files/filesdialect.h"
#include "dialects/mcp/mcpdialect.h"
#include "net/originpolicy.h"
#include "providers/providerregistry.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Toolshelf {

namespace {

QLineEdit *lineEdit(const QString &objectName, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(objectName);
    return edit;
}

// Provider text and error causes are shown as they are, never as rich text.
QLabel *plainLabel(const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// What the Kind chooser offers.
enum class Kind { Server, Local, Files };

void presentNotice(QWidget *parent, const QString &message)
{
    auto *box = new QMessageBox(QMessageBox::Warning, ProviderDialog::tr("The Provider's Secret"),
                                message, QMessageBox::Ok, parent);
    box->setTextFormat(Qt::PlainText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace

ProviderDialog::ProviderDialog(CatalogServices services, std::optional<QString> providerName,
                               QWidget *parent)
    : QDialog(parent)
    , m_services(services)
    , m_notice(presentNotice)
    , m_fileDialog(jsonFileDialog())
{
    Q_ASSERT(m_services.providers && m_services.credentials);
    buildForm();
    connect(m_services.credentials, &CredentialStore::writeFinished, this,
            &ProviderDialog::secretWritten);
    const auto existing = providerName ? m_services.providers->find(*providerName) : std::nullopt;
    setWindowTitle(existing ? tr("Edit Provider") : tr("Add Provider"));
    // Room for a whole base URL.
    setMinimumWidth(560);
    if (existing) {
        m_stored = existing;
        load(*existing);
        setEditing();
        if (existing->locked)
            lockSettings();
    } else {
        m_baseUrl->setPlaceholderText(QStringLiteral("https://tools.example.com/a2t"));
    }
    showAuthFields();
}

ProviderDialog::~ProviderDialog() = default;

void ProviderDialog::buildForm()
{
    auto *layout = new QVBoxLayout(this);
    m_lockNote = plainLabel(QStringLiteral("lockNote"), this);
    m_lockNote->setText(tr("Your administrator manages this provider: its address and sign-in "
                           "settings cannot be changed, and it cannot be removed. You can still "
                           "store its credentials."));
    m_lockNote->hide();
    layout->addWidget(m_lockNote);

    m_form = new QFormLayout;
    m_name = lineEdit(QStringLiteral("name"), this);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("kind"));
    m_kind->addItem(tr("A server at an address"), int(Kind::Server));
    m_kind->addItem(tr("A local program (MCP over stdio)"), int(Kind::Local));
    m_kind->addItem(tr("Declaration files (Agent Tool, ATDF)"), int(Kind::Files));
    m_kind->setToolTip(tr("A local MCP server is started as a program on this computer, the way "
                          "agent hosts start theirs, and spoken to over its stdin and stdout. "
                          "Declaration files are a folder or file of Agent Tool declarations "
                          "and ATDF documents, read as a provider whose tools are never "
                          "called."));
    m_command = lineEdit(QStringLiteral("command"), this);
    m_command->setPlaceholderText(
        QStringLiteral("npx -y @modelcontextprotocol/server-everything stdio"));
    m_command->setToolTip(tr("The program and its arguments, quoted as in a terminal."));
    m_environment = new QPlainTextEdit(this);
    m_environment->setObjectName(QStringLiteral("environment"));
    m_environment->setTabChangesFocus(true);
    m_environment->setPlaceholderText(tr("NAME=value, one per line"));
    m_environment->setFixedHeight(m_environment->fontMetrics().lineSpacing() * 4 + 12);
    m_environmentNote = plainLabel(QStringLiteral("environmentNote"), this);
    m_environmentNote->setText(
        tr("Values of secret-looking names (…_TOKEN, …_KEY, PASSWORD…) are stored in the "
           "keychain, never in the providers file; leave them out to keep those stored."));
    m_path = lineEdit(QStringLiteral("path"), this);
    m_path->setPlaceholderText(tr("A folder, a file, or https://…"));
    m_path->setToolTip(tr("Every *.json file under the folder is read, hidden ones left out; "
                          "or one file; or one document at an https address."));
    m_browse = new QPushButton(tr("B&rowse…"), this);
    m_browse->setObjectName(QStringLiteral("browse"));
    m_browse->setAutoDefault(false);
    auto *browseMenu = new QMenu(m_browse);
    browseMenu->addAction(tr("A &Folder…"), this, [this] { browse(true); });
    browseMenu->addAction(tr("A F&ile…"), this, [this] { browse(false); });
    m_browse->setMenu(browseMenu);
    m_pathRow = new QWidget(this);
    auto *pathLayout = new QHBoxLayout(m_pathRow);
    pathLayout->setContentsMargins(0, 0, 0, 0);
    pathLayout->addWidget(m_path, 1);
    pathLayout->addWidget(m_browse);
    m_filesNote = plainLabel(QStringLiteral("filesNote"), this);
    m_filesNote->setText(tr("Each sync reads the files again; a changed tool becomes a new "
                            "version. The tools are declarations: Try It cannot call them."));
    m_baseUrl = lineEdit(QStringLiteral("baseUrl"), this);
    m_baseUrl->setToolTip(tr("The {platform-root}: GET {base}/tools lists the tools."));
    m_dialect = new QComboBox(this);
    m_dialect->setObjectName(QStringLiteral("dialect"));
    m_dialect->addItem(tr("Automatic (ask the provider)"), Dialects::AutoId);
    for (const ToolDialect *dialect : Dialects::all()) {
        // Declaration files are a kind of their own, chosen above.
        if (dialect->id() != FilesDialect::DialectId)
            m_dialect->addItem(dialect->displayName(), dialect->id());
    }
    m_dialect->setToolTip(tr("Automatic asks the provider when you test the connection or save: "
                             "a capabilities file at {base}/.well-known/a2t-capabilities.json "
                             "means a2t, else {base}/tools must answer as the A2T draft says."));
    m_auth = new QComboBox(this);
    m_auth->setObjectName(QStringLiteral("auth"));
    m_auth->addItem(tr("None"), int(AuthMethod::None));
    m_auth->addItem(tr("API key in a header"), int(AuthMethod::ApiKey));
    m_auth->addItem(tr("Bearer token"), int(AuthMethod::Bearer));
    m_auth->addItem(tr("OAuth2 client credentials"), int(AuthMethod::OAuth2ClientCredentials));
    m_auth->addItem(tr("OAuth2 sign-in in the browser"), int(AuthMethod::OAuth2AuthorizationCode));
    m_apiKeyHeader = lineEdit(QStringLiteral("apiKeyHeader"), this);
    m_apiKeyHeader->setText(Provider().apiKeyHeader);
    m_clientId = lineEdit(QStringLiteral("clientId"), this);
    m_tokenUrl = lineEdit(QStringLiteral("tokenUrl"), this);
    m_authorizationUrl = lineEdit(QStringLiteral("authorizationUrl"), this);
    m_scope = lineEdit(QStringLiteral("scope"), this);
    m_secret = lineEdit(QStringLiteral("secret"), this);
    m_secret->setEchoMode(QLineEdit::Password);
    m_signInNote = plainLabel(QStringLiteral("signInNote"), this);
    m_form->addRow(tr("&Name:"), m_name);
    m_form->addRow(tr("&Kind:"), m_kind);
    m_form->addRow(tr("Co&mmand:"), m_command);
    m_form->addRow(tr("En&vironment:"), m_environment);
    m_form->addRow(QString(), m_environmentNote);
    m_form->addRow(tr("&Files:"), m_pathRow);
    // The label names the path, not the row around it: its mnemonic goes to
    // the field, and so does its name, which Qt looks for among a field's
    // siblings only.
    if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(m_pathRow)))
        label->setBuddy(m_path);
    m_path->setAccessibleName(tr("Files"));
    m_form->addRow(QString(), m_filesNote);
    m_form->addRow(tr("&Base URL:"), m_baseUrl);
    m_form->addRow(tr("&Dialect:"), m_dialect);
    m_form->addRow(tr("&Authentication:"), m_auth);
    m_form->addRow(tr("API key &header:"), m_apiKeyHeader);
    m_form->addRow(tr("C&lient ID:"), m_clientId);
    m_form->addRow(tr("T&oken URL:"), m_tokenUrl);
    m_form->addRow(tr("Authori&zation URL:"), m_authorizationUrl);
    m_form->addRow(tr("Sco&pe:"), m_scope);
    m_form->addRow(tr("S&ecret:"), m_secret);
    m_form->addRow(QString(), m_signInNote);
    layout->addLayout(m_form);

    m_testButton = new QPushButton(tr("&Test Connection"), this);
    m_testButton->setObjectName(QStringLiteral("testConnection"));
    m_testButton->setAutoDefault(false);
    m_testResult = plainLabel(QStringLiteral("testResult"), this);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_testButton, 0, Qt::AlignTop);
    testRow->addWidget(m_testResult, 1);
    layout->addLayout(testRow);
    if (!m_services.clients) {
        m_testButton->setEnabled(false);
        m_testButton->setToolTip(tr("Connections cannot be tested here."));
    }

    m_problem = plainLabel(QStringLiteral("problem"), this);
    QFont bold = m_problem->font();
    bold.setBold(true);
    m_problem->setFont(bold);
    m_problem->hide();
    layout->addWidget(m_problem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);

    connect(m_auth, &QComboBox::currentIndexChanged, this, &ProviderDialog::showAuthFields);
    // An MCP server finds its own authorization server: the note says so.
    connect(m_dialect, &QComboBox::currentIndexChanged, this, &ProviderDialog::showAuthFields);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ProviderDialog::showAuthFields);
    // An https document may need signing in; a folder never does.
    connect(m_path, &QLineEdit::textChanged, this, &ProviderDialog::showAuthFields);
    connect(m_testButton, &QPushButton::clicked, this, &ProviderDialog::testConnection);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ProviderDialog::save);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ProviderDialog::reject);
}

void ProviderDialog::load(const Provider &provider)
{
    const ProviderDraft loaded = ProviderDraft::from(provider);
    m_name->setText(provider.name);
    m_kind->setCurrentIndex(m_kind->findData(int(loaded.local       ? Kind::Local
                                                     : loaded.files ? Kind::Files
                                                                    : Kind::Server)));
    if (loaded.files)
        m_path->setText(loaded.baseUrl);
    m_command->setText(loaded.command);
    m_environment->setPlainText(loaded.environment);
    if (!loaded.files)
        m_baseUrl->setText(provider.baseUrl.toString());
    m_dialect->setCurrentIndex(m_dialect->findData(provider.dialect));
    m_auth->setCurrentIndex(m_auth->findData(int(provider.auth)));
    m_apiKeyHeader->setText(provider.apiKeyHeader);
    m_clientId->setText(provider.clientId);
    m_tokenUrl->setText(provider.tokenUrl.toString());
    m_authorizationUrl->setText(provider.authorizationUrl.toString());
    m_scope->setText(provider.scope);
}

bool ProviderDialog::isLocalServer() const
{
    return m_kind->currentData().toInt() == int(Kind::Local);
}

bool ProviderDialog::isFiles() const
{
    return m_kind->currentData().toInt() == int(Kind::Files);
}

bool ProviderDialog::isLocalFiles() const
{
    // Until an address is typed, the files are taken for a folder or file.
    return isFiles() && !filesLocation(m_path->text()).scheme().startsWith(QLatin1String("http"));
}

void ProviderDialog::browse(bool folder)
{
    const QUrl typed = filesLocation(m_path->text());
    FileDialogRequest request;
    request.mode = folder ? FileDialogRequest::Mode::Folder : FileDialogRequest::Mode::Open;
    request.title = folder ? tr("Folder of Declaration Files") : tr("Declaration File");
    request.start = typed.isLocalFile() ? typed.toLocalFile() : QString();
    m_fileDialog(this, request, [edit = QPointer<QLineEdit>(m_path)](const QString &path) {
        if (edit)
            edit->setText(QDir::toNativeSeparators(path));
    });
}

void ProviderDialog::showAuthFields()
{
    const bool local = isLocalServer();
    const bool files = isFiles();
    // A folder or file is read without signing in; an https document may ask.
    const bool signsIn = !local && !isLocalFiles();
    for (QWidget *field : {static_cast<QWidget *>(m_command), static_cast<QWidget *>(m_environment),
                           static_cast<QWidget *>(m_environmentNote)})
        m_form->setRowVisible(field, local);
    for (QWidget *field : {m_pathRow, static_cast<QWidget *>(m_filesNote)})
        m_form->setRowVisible(field, files);
    for (QWidget *field : {static_cast<QWidget *>(m_baseUrl), static_cast<QWidget *>(m_dialect)})
        m_form->setRowVisible(field, !local && !files);
    m_form->setRowVisible(m_auth, signsIn);
    const auto method = signsIn ? AuthMethod(m_auth->currentData().toInt()) : AuthMethod::None;
    const bool oauth = isOAuth2(method);
    m_form->setRowVisible(m_apiKeyHeader, method == AuthMethod::ApiKey);
    m_form->setRowVisible(m_clientId, oauth);
    m_form->setRowVisible(m_tokenUrl, oauth);
    m_form->setRowVisible(m_scope, oauth);
    m_form->setRowVisible(m_authorizationUrl, method == AuthMethod::OAuth2AuthorizationCode);
    m_form->setRowVisible(m_secret, ProviderDraft::takesTypedSecret(method));
    m_form->setRowVisible(m_signInNote, method == AuthMethod::OAuth2AuthorizationCode);
    const bool mcp = m_dialect->currentData().toString() == McpDialect::DialectId;
    m_signInNote->setText(
        mcp ? tr("No secret is entered here: the first sync opens the server's sign-in page in "
                 "your web browser.")
            : tr("No secret is entered here: after saving, sign in through the browser "
                 "(toolshelf login NAME)."));
    const QString found = mcp ? tr("Found from the server when empty") : QString();
    m_tokenUrl->setPlaceholderText(found);
    m_authorizationUrl->setPlaceholderText(found);
    m_clientId->setPlaceholderText(method == AuthMethod::OAuth2AuthorizationCode ? found
                                                                                 : QString());
    if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(m_secret))) {
        label->setText(method == AuthMethod::ApiKey       ? tr("API &key:")
                           : method == AuthMethod::Bearer ? tr("Bearer to&ken:")
                                                          : tr("Client secr&et:"));
    }
    m_secret->setPlaceholderText(m_stored && m_stored->auth == method
                                     ? tr("Leave empty to keep the stored secret")
                                     : QString());
    // Rows came or went, and a wrapped note needs its height at the
    // dialog's width: fit it once the layout has settled, shrinking too when
    // a kind with fewer rows (declaration files) leaves room to spare.
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (const int fit = heightForWidth(width()); fit > 0)
                resize(width(), fit);
        },
        Qt::QueuedConnection);
}

void ProviderDialog::setEditing()
{
    setWindowTitle(tr("Edit Provider"));
    // Tools, pins and overrides are filed under the name.
    m_name->setReadOnly(true);
    m_name->setToolTip(
        tr("A provider's name cannot be changed: its tools and pins are filed under it."));
}

void ProviderDialog::lockSettings()
{
    m_lockNote->show();
    for (QLineEdit *edit : {m_baseUrl, m_apiKeyHeader, m_clientId, m_tokenUrl, m_authorizationUrl,
                            m_scope, m_command, m_path})
        edit->setReadOnly(true);
    m_browse->setEnabled(false);
    m_environment->setReadOnly(true);
    m_kind->setEnabled(false);
    m_dialect->setEnabled(false);
    m_auth->setEnabled(false);
}

std::optional<QString> ProviderDialog::providerName() const
{
    return m_stored ? std::optional<QString>(m_stored->name) : std::nullopt;
}

ProviderDraft ProviderDialog::draft() const
{
    ProviderDraft d;
    d.name = m_name->text();
    d.files = isFiles();
    d.baseUrl = d.files ? m_path->text() : m_baseUrl->text();
    d.dialect = d.files ? FilesDialect::DialectId : m_dialect->currentData().toString();
    d.auth = isLocalFiles() ? AuthMethod::None : AuthMethod(m_auth->currentData().toInt());
    d.apiKeyHeader = m_apiKeyHeader->text();
    d.clientId = m_clientId->text();
    d.tokenUrl = m_tokenUrl->text();
    d.authorizationUrl = m_authorizationUrl->text();
    d.scope = m_scope->text();
    if (ProviderDraft::takesTypedSecret(d.auth))
        d.secret = m_secret->text().toUtf8();
    if (!isLocalServer())
        return d;
    d.local = true;
    d.command = m_command->text();
    d.environment = m_environment->toPlainText();
    return d.withLocalSecrets(m_stored);
}

QWidget *ProviderDialog::fieldWidget(ProviderDraft::Field field) const
{
    switch (field) {
    case ProviderDraft::Field::Name:
        return m_name;
    case ProviderDraft::Field::BaseUrl:
        return m_baseUrl;
    case ProviderDraft::Field::ApiKeyHeader:
        return m_apiKeyHeader;
    case ProviderDraft::Field::ClientId:
        return m_clientId;
    case ProviderDraft::Field::TokenUrl:
        return m_tokenUrl;
    case ProviderDraft::Field::AuthorizationUrl:
        return m_authorizationUrl;
    case ProviderDraft::Field::Secret:
        return m_secret;
    case ProviderDraft::Field::Command:
        return m_command;
    case ProviderDraft::Field::Environment:
        return m_environment;
    case ProviderDraft::Field::Path:
        return m_path;
    case ProviderDraft::Field::Other:
        break;
    }
    return nullptr;
}

void ProviderDialog::showProblem(const ProviderDraft::Problem &problem)
{
    m_problem->setText(problem.message);
    m_problem->show();
    if (QWidget *widget = fieldWidget(problem.field))
        widget->setFocus();
}

void ProviderDialog::save()
{
    if (m_writingSecret || m_check || m_saveAfterTest)
        return;
    if (m_dialect->currentData().toString() == Dialects::AutoId && !isLocalServer() && !isFiles())
        return detectThenSave();
    const ProviderDraft d = draft();
    if (const auto problem = d.check(*m_services.providers, m_stored))
        return showProblem(*problem);
    m_problem->hide();
    // Decided against the settings as they were saved, before they change.
    const bool keepsSecret = d.keepsStoredSecret(m_stored);
    // (Spelled out: GCC 12 wrongly thinks an optional<SecretKind> may be read uninitialized.)
    bool hadSecret = false;
    SecretKind oldKind = SecretKind::Secret;
    if (const auto kind = m_stored ? ProviderDraft::secretKind(m_stored->auth) : std::nullopt) {
        hadSecret = true;
        oldKind = *kind;
    }
    Provider edited = d.provider();
    if (m_stored) {
        edited.id = m_stored->id;
        edited.legacyBinding = m_stored->legacyBinding;
    }
    if (const auto error = storeSettings(edited))
        return showProblem({ProviderDraft::Field::Other, *error});

    const bool writes = !d.secret.isEmpty();
    // A secret entered for other settings must not linger, nor go to another
    // server (the keychain would refuse to hand it out anyway).
    if (hadSecret && !keepsSecret && !(writes && oldKind == SecretKind::Secret)) {
        m_services.credentials->remove(*m_stored, oldKind);
        // A typed secret is asked for again in the form; a browser sign-in is not.
        if (oldKind == SecretKind::RefreshToken
            && m_stored->auth == AuthMethod::OAuth2AuthorizationCode && m_notice)
            m_notice(parentWidget(),
                     tr("%1 now signs in at other addresses, so its sign-in was removed. Sign in "
                        "again: toolshelf login %1")
                         .arg(m_stored->name));
    }
    if (!writes)
        return finishSaving();
    setBusy(true);
    m_writingSecret = true;
    m_services.credentials->write(*m_stored, SecretKind::Secret, d.secret);
}

std::optional<QString> ProviderDialog::storeSettings(const Provider &provider)
{
    // A locked provider's settings are the administrator's; only its secret is stored.
    if (m_stored && (m_stored->locked || *m_stored == provider))
        return std::nullopt;
    ProviderRegistry &registry = *m_services.providers;
    const std::optional<Provider> previous = m_stored;
    if (const auto problem = previous ? registry.update(provider) : registry.add(provider))
        return tr("The provider was not saved: %1").arg(*problem);
    QString error;
    if (!registry.save(&error)) {
        // The registry in memory goes back to what is on disk.
        if (previous)
            registry.update(*previous);
        else
            registry.remove(provider.name);
        return tr("The provider was not saved: %1").arg(error);
    }
    // From here on this dialog edits what it saved: a retry updates, never adds twice.
    m_stored = registry.find(provider.name);
    setEditing();
    return std::nullopt;
}

void ProviderDialog::secretWritten(const QString &providerId, SecretKind kind, SecretStatus status,
                                   const QString &message)
{
    if (!m_writingSecret || !m_stored || providerId != m_stored->id || kind != SecretKind::Secret)
        return;
    m_writingSecret = false;
    setBusy(false);
    if (!CredentialStore::succeeded(status))
        return showProblem(
            {ProviderDraft::Field::Secret,
             tr("The settings were saved, but the secret was not stored: %1").arg(message)});
    if (status == SecretStatus::SessionOnly && m_notice)
        m_notice(parentWidget(), message);
    if (!m_services.clients)
        return finishSaving();
    checkSecret();
}

// One authenticated request, as `toolshelf login` makes: a mistyped secret is
// found now, not at the next sync.
void ProviderDialog::checkSecret()
{
    m_check = new ConnectionTest(*m_stored, {}, m_services.clients, this);
    connect(m_check, &ConnectionTest::finished, this,
            [this](bool, const QString &message) { secretChecked(message); });
    setBusy(true);
    m_testResult->setProperty("connected", QVariant());
    m_testResult->setText(tr("Checking the secret with %1…")
                              .arg(isLocal(*m_stored)
                                       ? TextSafety::escapeLine(m_stored->command.constFirst())
                                       : OriginPolicy::displayHost(m_stored->baseUrl)));
    m_check->start();
}

void ProviderDialog::secretChecked(const QString &message)
{
    const ConnectionTest::Outcome outcome = m_check->outcome();
    m_check->deleteLater();
    m_check = nullptr;
    setBusy(false);
    m_testResult->setProperty("connected", outcome == ConnectionTest::Outcome::Connected);
    m_testResult->setText(message);
    switch (outcome) {
    case ConnectionTest::Outcome::Connected:
        return finishSaving();
    case ConnectionTest::Outcome::Unchecked:
        if (m_notice)
            m_notice(parentWidget(),
                     tr("The secret for %1 is stored, but could not be checked: %2")
                         .arg(m_stored->name, message));
        return finishSaving();
    case ConnectionTest::Outcome::Refused:
        break;
    }
    // Saved all the same: the provider may be misconfigured for a while.
    m_secret->clear();
    Q_EMIT providerSaved(m_stored->name);
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("&Close"));
    showProblem({ProviderDraft::Field::Secret,
                 tr("Saved, but the provider refused the secret: %1 It stays stored, in case "
                    "the provider is misconfigured for a while. Enter the right one and save "
                    "again, or close.")
                     .arg(message)});
}

void ProviderDialog::finishSaving()
{
    m_secret->clear();
    Q_EMIT providerSaved(m_stored->name);
    accept();
}

void ProviderDialog::testConnection()
{
    if (m_test) {
        m_test->cancel();
        m_test->deleteLater();
        setTestRunning(false);
        if (std::exchange(m_saveAfterTest, false))
            setBusy(false);
        m_testResult->setText(tr("The test was cancelled."));
        return;
    }
    if (!m_services.clients)
        return;
    const ProviderDraft d = draft();
    if (const auto problem = d.checkConnection(m_stored)) {
        m_testResult->setText(problem->message);
        if (QWidget *widget = fieldWidget(problem->field))
            widget->setFocus();
        return;
    }
    startTest(d, isLocalFiles() ? tr("Reading %1…") : tr("Connecting to %1…"));
}

void ProviderDialog::startTest(const ProviderDraft &draft, const QString &status)
{
    Provider provider = draft.provider();
    if (m_stored) {
        // Whose stored secret signs when none is typed, checked against these settings.
        provider.id = m_stored->id;
        provider.name = m_stored->name;
        provider.legacyBinding = m_stored->legacyBinding;
    }
    // Named for people: the host, or the program started.
    const QString where = isLocal(provider)
        ? TextSafety::escapeLine(provider.command.constFirst()).left(120)
        : provider.baseUrl.isLocalFile()
        ? TextSafety::shortened(TextSafety::escapeLine(providerLocation(provider)), 120)
        : OriginPolicy::displayHost(provider.baseUrl);
    if (provider.name.isEmpty())
        provider.name = where;
    m_test = new ConnectionTest(provider, draft.secret, m_services.clients, this);
    connect(m_test, &ConnectionTest::finished, this, &ProviderDialog::testFinished);
    setTestRunning(true);
    m_testResult->setProperty("connected", QVariant());
    m_testResult->setText(status.arg(where));
    m_test->start();
}

void ProviderDialog::detectThenSave()
{
    if (m_test || !m_services.clients)
        return;
    const ProviderDraft d = draft();
    if (const auto problem = d.check(*m_services.providers, m_stored))
        return showProblem(*problem);
    m_problem->hide();
    m_saveAfterTest = true;
    setBusy(true);
    startTest(d, tr("Asking %1 which protocol it speaks…"));
}

void ProviderDialog::testFinished(bool connected, const QString &message)
{
    const QString detected = m_test ? m_test->detectedDialect() : QString();
    if (m_test)
        m_test->deleteLater();
    setTestRunning(false);
    m_testResult->setProperty("connected", connected);
    m_testResult->setText(message);
    // What the provider answered in is what is saved, and the form shows it.
    if (!detected.isEmpty() && m_dialect->currentData().toString() == Dialects::AutoId)
        m_dialect->setCurrentIndex(m_dialect->findData(detected));
    if (!std::exchange(m_saveAfterTest, false))
        return;
    setBusy(false);
    if (detected.isEmpty())
        return showProblem({ProviderDraft::Field::Other,
                            tr("Nothing was saved: Toolshelf cannot tell which protocol the "
                               "provider speaks. Check the base URL, or choose the dialect.")});
    save();
}

void ProviderDialog::setTestRunning(bool running)
{
    if (!running)
        m_test = nullptr;
    m_testButton->setText(running ? tr("Cancel &Test") : tr("&Test Connection"));
}

void ProviderDialog::setBusy(bool busy)
{
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(!busy);
}

void ProviderDialog::reject()
{
    m_saveAfterTest = false;
    if (m_test)
        m_test->cancel();
    if (m_check)
        m_check->cancel();
    QDialog::reject();
}

} // namespace Toolshelf
