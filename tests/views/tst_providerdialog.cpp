// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "browser/providerdialog.h"
#include "client/providerclients.h"
#include "net/networkservice.h"
#include "providerfixture.h"
#include "providers/credentialstore.h"
#include "providers/providerregistry.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>

using namespace Toolshelf;
using namespace Fixture;

class tst_ProviderDialog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    // The session's keychain when there is one (see the README), else memory.
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<ProviderClients> m_clients;
    std::unique_ptr<ProviderServer> m_server;
    std::optional<Profile> m_profile;
    std::unique_ptr<ProviderRegistry> m_registry;
    QStringList m_notices;
    // Providers whose secrets the tests stored, removed at the end.
    QList<Provider> m_touched;

    CatalogServices services()
    {
        CatalogServices s;
        s.providers = m_registry.get();
        s.credentials = m_credentials.get();
        s.network = m_network.get();
        s.clients = m_clients.get();
        return s;
    }

    std::unique_ptr<ProviderDialog> open(std::optional<QString> name = {})
    {
        auto dialog = std::make_unique<ProviderDialog>(services(), std::move(name));
        dialog->setNoticePresenter(
            [this](QWidget *, const QString &message) { m_notices.append(message); });
        dialog->show();
        return dialog;
    }

    template<class T> static T *field(QDialog &dialog, const char *name)
    {
        auto *widget = dialog.findChild<T *>(QString::fromLatin1(name));
        if (!widget)
            qFatal("no %s in the dialog", name);
        return widget;
    }

    static QLineEdit *edit(QDialog &dialog, const char *name)
    {
        return field<QLineEdit>(dialog, name);
    }

    static void chooseAuth(QDialog &dialog, AuthMethod method)
    {
        auto *auth = field<QComboBox>(dialog, "auth");
        auth->setCurrentIndex(auth->findData(int(method)));
    }

    static void clickSave(QDialog &dialog)
    {
        dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save)->click();
    }

    // Fills the form for the reference provider with API key auth.
    void fillReference(QDialog &dialog, const QString &name, const QString &secret)
    {
        edit(dialog, "name")->setText(name);
        edit(dialog, "baseUrl")->setText(m_server->baseUrl(0).toString());
        chooseAuth(dialog, AuthMethod::ApiKey);
        edit(dialog, "secret")->setText(secret);
    }

    // The registry's provider of that name, whose id its secrets are filed under.
    Provider registered(const QString &name)
    {
        const auto provider = m_registry->find(name);
        if (!provider)
            qFatal("no provider %s", qPrintable(name));
        m_touched.append(*provider);
        return *provider;
    }

    std::optional<QByteArray> storedSecret(const QString &name,
                                           SecretKind kind = SecretKind::Secret)
    {
        QSignalSpy read(m_credentials.get(), &CredentialStore::readFinished);
        m_credentials->read(registered(name), kind);
        if (!read.wait(20000))
            return std::nullopt;
        const auto status = read.first().at(2).value<SecretStatus>();
        if (!CredentialStore::succeeded(status))
            return std::nullopt;
        return read.first().at(3).toByteArray();
    }

    void storeSecret(const QString &name, const QByteArray &secret,
                     SecretKind kind = SecretKind::Secret)
    {
        QSignalSpy written(m_credentials.get(), &CredentialStore::writeFinished);
        m_credentials->write(registered(name), kind, secret);
        QVERIFY(written.wait(20000));
    }

    static QString testResult(QDialog &dialog)
    {
        return field<QLabel>(dialog, "testResult")->text();
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<NetworkResult>();
        m_network = std::make_unique<NetworkService>(&m_manager);
        m_credentials
            = std::make_unique<CredentialStore>(QStringLiteral("Toolshelf tst_providerdialog"));
        m_clients = std::make_unique<ProviderClients>(m_credentials.get(), m_network.get());
        ProviderConfig config;
        config.auth.mode = AuthConfig::Mode::ApiKey;
        config.auth.secret = "k3y";
        m_server = startServer(config, demoCatalog(m_dir));
        const QString managed = m_dir.filePath(QStringLiteral("managed.json"));
        const QByteArray locked = "{\"version\": 1, \"providers\": [{\"name\": \"Managed\", "
                                  "\"baseUrl\": \"https://tools.corp.example/a2t\", "
                                  "\"auth\": \"bearer\"}]}";
        QVERIFY(writeFile(managed, locked));
        qputenv("TOOLSHELF_MANAGED_PROVIDERS", managed.toUtf8());
    }

    void init()
    {
        static int counter = 0;
        m_profile = Profile::at(m_dir.filePath(QStringLiteral("p%1").arg(++counter)));
        m_registry = std::make_unique<ProviderRegistry>(*m_profile);
        QString error;
        QVERIFY2(m_registry->load(&error), qPrintable(error));
        m_notices.clear();
    }

    void cleanupTestCase()
    {
        for (const Provider &provider : std::as_const(m_touched))
            m_credentials->removeProvider(provider);
        QTRY_VERIFY_WITH_TIMEOUT(m_credentials->isIdle(), 20000);
    }

    void addsAProvider()
    {
        auto dialog = open();
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Add Provider"));
        fillReference(*dialog, QStringLiteral("Acme"), QStringLiteral("k3y"));
        QSignalSpy saved(dialog.get(), &ProviderDialog::providerSaved);
        clickSave(*dialog);
        QVERIFY(saved.wait(20000));
        QCOMPARE(saved.first().at(0).toString(), QStringLiteral("Acme"));
        QCOMPARE(dialog->result(), int(QDialog::Accepted));
        QVERIFY(!dialog->isVisible());
        QVERIFY(edit(*dialog, "secret")->text().isEmpty());

        const auto added = m_registry->find(QStringLiteral("Acme"));
        QVERIFY(added);
        QCOMPARE(added->baseUrl, m_server->baseUrl(0));
        QCOMPARE(added->auth, AuthMethod::ApiKey);
        QCOMPARE(added->apiKeyHeader, QStringLiteral("X-Api-Key"));
        // "Automatic": the provider was asked, and what it speaks is saved.
        QCOMPARE(added->dialect, QStringLiteral("a2t"));
        QCOMPARE(field<QComboBox>(*dialog, "dialect")->currentData().toString(),
                 QStringLiteral("a2t"));
        // Saved to disk as `toolshelf provider add` saves it.
        ProviderRegistry reloaded(*m_profile);
        QString error;
        QVERIFY(reloaded.load(&error));
        QCOMPARE(reloaded.find(QStringLiteral("Acme")), added);
        QCOMPARE(storedSecret(QStringLiteral("Acme")), QByteArray("k3y"));
        // Without a keychain the user is told the secret lasts this session only.
        const bool sessionOnly
            = m_credentials->isSessionOnly(registered(QStringLiteral("Acme")), SecretKind::Secret);
        QCOMPARE(m_notices.size(), sessionOnly ? 1 : 0);
    }

    // Saving a secret asks the provider whether it accepts it, as
    // `toolshelf login` does: a refused one is said, stays stored (as the
    // dialog says), and the dialog stays open for the right one.
    void savingChecksTheSecret()
    {
        auto dialog = open();
        fillReference(*dialog, QStringLiteral("Checked"), QStringLiteral("a-typo"));
        QSignalSpy saved(dialog.get(), &ProviderDialog::providerSaved);
        clickSave(*dialog);
        QVERIFY(saved.wait(20000));
        auto *problem = field<QLabel>(*dialog, "problem");
        QTRY_VERIFY_WITH_TIMEOUT(problem->isVisible(), 20000);
        QVERIFY2(problem->text().contains(QLatin1String("refused the secret")),
                 qPrintable(problem->text()));
        QVERIFY2(problem->text().contains(QLatin1String("(HTTP 401)")),
                 qPrintable(problem->text()));
        QVERIFY(problem->text().contains(QLatin1String("stays stored")));
        QVERIFY(dialog->isVisible());
        QCOMPARE(storedSecret(QStringLiteral("Checked")), QByteArray("a-typo"));

        QTest::keyClicks(edit(*dialog, "secret"), QStringLiteral("k3y"));
        clickSave(*dialog);
        QVERIFY(saved.wait(20000));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isVisible(), 20000);
        QCOMPARE(dialog->result(), int(QDialog::Accepted));
        QVERIFY(testResult(*dialog).contains(QLatin1String("lists tools")));
        QCOMPARE(storedSecret(QStringLiteral("Checked")), QByteArray("k3y"));
    }

    void showsOnlyTheFieldsOfTheMethod()
    {
        auto dialog = open();
        const auto shown
            = [&](const char *name) { return edit(*dialog, name)->isVisibleTo(dialog.get()); };
        QVERIFY(!shown("secret") && !shown("apiKeyHeader") && !shown("clientId"));
        chooseAuth(*dialog, AuthMethod::ApiKey);
        QVERIFY(shown("secret") && shown("apiKeyHeader") && !shown("tokenUrl"));
        QCOMPARE(edit(*dialog, "secret")->echoMode(), QLineEdit::Password);
        chooseAuth(*dialog, AuthMethod::OAuth2ClientCredentials);
        QVERIFY(shown("secret") && shown("clientId") && shown("tokenUrl") && shown("scope"));
        QVERIFY(!shown("authorizationUrl") && !shown("apiKeyHeader"));
        chooseAuth(*dialog, AuthMethod::OAuth2AuthorizationCode);
        QVERIFY(!shown("secret") && shown("authorizationUrl"));
        QVERIFY(field<QLabel>(*dialog, "signInNote")->isVisibleTo(dialog.get()));
    }

    void validationKeepsTheDialogOpen_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("secret");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QByteArray>("focused");
        const QString url = QStringLiteral("https://tools.example");
        QTest::newRow("no name") << QString() << url << QStringLiteral("k") << "Enter a name"
                                 << QByteArray("name");
        QTest::newRow("taken name") << QStringLiteral("Managed") << url << QStringLiteral("k")
                                    << "already exists" << QByteArray("name");
        QTest::newRow("relative URL") << QStringLiteral("Acme") << QStringLiteral("tools.example")
                                      << QStringLiteral("k") << "absolute" << QByteArray("baseUrl");
        QTest::newRow("key over plain http")
            << QStringLiteral("Acme") << QStringLiteral("http://tools.example")
            << QStringLiteral("k") << "only over https" << QByteArray("baseUrl");
        QTest::newRow("no key") << QStringLiteral("Acme") << url << QString() << "Enter the API key"
                                << QByteArray("secret");
    }

    void validationKeepsTheDialogOpen()
    {
        QFETCH(QString, name);
        QFETCH(QString, url);
        QFETCH(QString, secret);
        QFETCH(QString, message);
        QFETCH(QByteArray, focused);
        auto dialog = open();
        edit(*dialog, "name")->setText(name);
        edit(*dialog, "baseUrl")->setText(url);
        chooseAuth(*dialog, AuthMethod::ApiKey);
        edit(*dialog, "secret")->setText(secret);
        QSignalSpy saved(dialog.get(), &ProviderDialog::providerSaved);
        clickSave(*dialog);
        auto *problem = field<QLabel>(*dialog, "problem");
        QVERIFY(problem->isVisible());
        QVERIFY2(problem->text().contains(message), qPrintable(problem->text()));
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->focusWidget(), edit(*dialog, focused.constData()));
        QCOMPARE(edit(*dialog, "baseUrl")->text(), url);
        QCOMPARE(m_registry->providers().size(), 1); // only the managed one
        QTest::qWait(50);
        QCOMPARE(saved.size(), 0);
    }

    // The registry refuses to write: the cause is shown and nothing typed is lost.
    void saveFailureKeepsTheInput()
    {
        QVERIFY(QDir().mkpath(m_profile->providersFile())); // a folder where the file goes
        auto dialog = open();
        fillReference(*dialog, QStringLiteral("Acme"), QStringLiteral("k3y"));
        clickSave(*dialog);
        auto *problem = field<QLabel>(*dialog, "problem");
        QTRY_VERIFY_WITH_TIMEOUT(problem->text().contains(QLatin1String("not saved")), 20000);
        QVERIFY(dialog->isVisible());
        QCOMPARE(edit(*dialog, "secret")->text(), QStringLiteral("k3y"));
        QVERIFY(!m_registry->find(QStringLiteral("Acme")));
        QVERIFY(!dialog->providerName());
    }

    void editsAProviderAndKeepsItsSecret()
    {
        Provider keyed;
        keyed.name = QStringLiteral("Keyed");
        keyed.baseUrl = m_server->baseUrl(0);
        keyed.auth = AuthMethod::ApiKey;
        QVERIFY(!m_registry->add(keyed));
        storeSecret(keyed.name, "k3y");

        auto dialog = open(keyed.name);
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Edit Provider"));
        QVERIFY(edit(*dialog, "name")->isReadOnly());
        QCOMPARE(edit(*dialog, "baseUrl")->text(), keyed.baseUrl.toString());
        QVERIFY(!edit(*dialog, "secret")->placeholderText().isEmpty());
        // The stored key signs the test: nothing typed.
        field<QPushButton>(*dialog, "testConnection")->click();
        QTRY_VERIFY_WITH_TIMEOUT(testResult(*dialog).contains(QLatin1String("lists tools")), 20000);

        // Same server, another path: the stored key stays with it.
        const QString moved = keyed.baseUrl.toString() + QStringLiteral("/v2");
        edit(*dialog, "apiKeyHeader")->setText(QStringLiteral(" X-Api-Key "));
        edit(*dialog, "baseUrl")->setText(moved);
        QSignalSpy saved(dialog.get(), &ProviderDialog::providerSaved);
        clickSave(*dialog);
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, 20000);
        QCOMPARE(m_registry->find(keyed.name)->baseUrl, QUrl(moved));
        QCOMPARE(m_registry->find(keyed.name)->apiKeyHeader, QStringLiteral("X-Api-Key"));
        QCOMPARE(storedSecret(keyed.name), QByteArray("k3y"));
    }

    // OAuth2: the client secret goes to the token URL and the access token
    // to the tools, so moving either asks for the secret again; a browser
    // sign-in is removed, and the user is told to sign in again.
    void movingAnOriginDropsTheStoredSecret()
    {
        Provider client;
        client.name = QStringLiteral("Client");
        client.baseUrl = QUrl(QStringLiteral("https://tools.example/a2t"));
        client.auth = AuthMethod::OAuth2ClientCredentials;
        client.clientId = QStringLiteral("designer");
        client.tokenUrl = QUrl(QStringLiteral("https://idp.example/token"));
        QVERIFY(!m_registry->add(client));
        storeSecret(client.name, "client-s3cret");
        auto dialog = open(client.name);
        edit(*dialog, "baseUrl")->setText(QStringLiteral("https://elsewhere.example/a2t"));
        QSignalSpy saved(dialog.get(), &ProviderDialog::providerSaved);
        clickSave(*dialog);
        auto *problem = field<QLabel>(*dialog, "problem");
        QVERIFY2(problem->text().contains(QLatin1String("another server")),
                 qPrintable(problem->text()));
        QCOMPARE(saved.size(), 0);
        edit(*dialog, "secret")->setText(QStringLiteral("new-s3cret"));
        clickSave(*dialog);
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, 20000);
        QCOMPARE(storedSecret(client.name), QByteArray("new-s3cret"));

        Provider browser = client;
        browser.name = QStringLiteral("Browser");
        browser.baseUrl = QUrl(QStringLiteral("https://tools.example/a2t"));
        browser.auth = AuthMethod::OAuth2AuthorizationCode;
        browser.authorizationUrl = QUrl(QStringLiteral("https://idp.example/authorize"));
        QVERIFY(!m_registry->add(browser));
        storeSecret(browser.name, "refresh-t0ken", SecretKind::RefreshToken);
        auto second = open(browser.name);
        edit(*second, "tokenUrl")->setText(QStringLiteral("https://other-idp.example/token"));
        QSignalSpy savedAgain(second.get(), &ProviderDialog::providerSaved);
        clickSave(*second);
        QTRY_COMPARE_WITH_TIMEOUT(savedAgain.size(), 1, 20000);
        QVERIFY2(m_notices.join(u'\n').contains(QLatin1String("toolshelf login Browser")),
                 qPrintable(m_notices.join(u'\n')));
        QCOMPARE(storedSecret(browser.name, SecretKind::RefreshToken), std::nullopt);
    }

    void lockedProviderIsReadOnly()
    {
        const Provider before = *m_registry->find(QStringLiteral("Managed"));
        auto dialog = open(before.name);
        QVERIFY(field<QLabel>(*dialog, "lockNote")->isVisible());
        QVERIFY(edit(*dialog, "baseUrl")->isReadOnly());
        QVERIFY(!field<QComboBox>(*dialog, "auth")->isEnabled());
        // Credentials may still be added.
        QVERIFY(!edit(*dialog, "secret")->isReadOnly());
        QVERIFY(edit(*dialog, "secret")->isVisible());
        edit(*dialog, "secret")->setText(QStringLiteral("corp-t0ken"));
        QSignalSpy saved(dialog.get(), &ProviderDialog::providerSaved);
        clickSave(*dialog);
        QVERIFY(saved.wait(20000));
        QCOMPARE(m_registry->find(before.name), before);
        QCOMPARE(storedSecret(before.name), QByteArray("corp-t0ken"));
    }

    // Before anything is saved, with what is typed in.
    void testsTheConnection()
    {
        auto dialog = open();
        fillReference(*dialog, QStringLiteral("Unsaved"), QStringLiteral("k3y"));
        auto *button = field<QPushButton>(*dialog, "testConnection");
        button->click();
        QVERIFY(button->text().contains(QLatin1String("Cancel")));
        QTRY_VERIFY_WITH_TIMEOUT(testResult(*dialog).contains(QLatin1String("lists tools")), 20000);
        QVERIFY(testResult(*dialog).contains(QLatin1String("lookup_weather_by_city")));
        QCOMPARE(field<QLabel>(*dialog, "testResult")->property("connected"), QVariant(true));
        QVERIFY(button->text().contains(QLatin1String("Test")));
        QVERIFY(!m_registry->find(QStringLiteral("Unsaved")));

        edit(*dialog, "secret")->setText(QStringLiteral("wrong"));
        button->click();
        // Not just "401": "Connecting to 127.0.0.1:40123…" contains that too.
        QTRY_VERIFY_WITH_TIMEOUT(testResult(*dialog).contains(QLatin1String("(HTTP 401)")), 20000);
        QVERIFY(testResult(*dialog).contains(QLatin1String("check the secret")));
        QCOMPARE(field<QLabel>(*dialog, "testResult")->property("connected"), QVariant(false));
        QVERIFY(dialog->isVisible());
    }

    // A local MCP server: its command and environment, the secret-looking
    // variable into the keychain, the test run against the started program.
    void addsALocalServer()
    {
        // Answers initialize and one tools/list, and says on stderr what it got.
        const QString script = m_dir.filePath(QStringLiteral("local-server.sh"));
        QVERIFY(writeFile(script,
                          R"(read line
echo "level=$LOG_LEVEL token=$API_TOKEN" >&2
echo '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{},"serverInfo":{"name":"fake"}}}'
read initialized
read request
echo '{"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"read_file","inputSchema":{"type":"object"}}]}}'
exec cat >/dev/null
)"));
        auto dialog = open();
        edit(*dialog, "name")->setText(QStringLiteral("Files"));
        auto *kind = field<QComboBox>(*dialog, "kind");
        kind->setCurrentIndex(1);
        // Only what a local server needs is shown.
        QVERIFY(edit(*dialog, "command")->isVisibleTo(dialog.get()));
        QVERIFY(!edit(*dialog, "baseUrl")->isVisibleTo(dialog.get()));
        QVERIFY(!field<QComboBox>(*dialog, "auth")->isVisibleTo(dialog.get()));
        edit(*dialog, "command")->setText(QStringLiteral("sh \"%1\"").arg(script));
        field<QPlainTextEdit>(*dialog, "environment")
            ->setPlainText(QStringLiteral("LOG_LEVEL=debug\nAPI_TOKEN=s3cret\n"));

        auto *button = field<QPushButton>(*dialog, "testConnection");
        button->click();
        QTRY_VERIFY2_WITH_TIMEOUT(testResult(*dialog).contains(QLatin1String("lists tools")),
                                  qPrintable(testResult(*dialog)), 20000);
        QVERIFY2(testResult(*dialog).contains(QLatin1String("MCP")),
                 qPrintable(testResult(*dialog)));
        QVERIFY(testResult(*dialog).contains(QLatin1String("read_file")));

        QSignalSpy saved(dialog.get(), &ProviderDialog::providerSaved);
        clickSave(*dialog);
        QVERIFY(saved.wait(20000));
        const auto added = m_registry->find(QStringLiteral("Files"));
        QVERIFY(added);
        QCOMPARE(added->command, (QStringList {QStringLiteral("sh"), script}));
        QCOMPARE(added->environment, QStringList {QStringLiteral("LOG_LEVEL=debug")});
        QCOMPARE(added->auth, AuthMethod::Environment);
        QCOMPARE(added->dialect, QStringLiteral("mcp"));
        QCOMPARE(storedSecret(QStringLiteral("Files")), QByteArray(R"({"API_TOKEN":"s3cret"})"));

        // Edited again: the form shows the command; no secret typed keeps the stored one.
        auto again = open(QStringLiteral("Files"));
        QCOMPARE(field<QComboBox>(*again, "kind")->currentIndex(), 1);
        QCOMPARE(edit(*again, "command")->text(), QStringLiteral("sh ") + script);
        QCOMPARE(field<QPlainTextEdit>(*again, "environment")->toPlainText(),
                 QStringLiteral("LOG_LEVEL=debug"));
        QSignalSpy savedAgain(again.get(), &ProviderDialog::providerSaved);
        clickSave(*again);
        // Nothing to store: saved at once.
        QTRY_COMPARE_WITH_TIMEOUT(savedAgain.size(), 1, 20000);
        QCOMPARE(m_registry->find(QStringLiteral("Files"))->auth, AuthMethod::Environment);
        QCOMPARE(storedSecret(QStringLiteral("Files")), QByteArray(R"({"API_TOKEN":"s3cret"})"));
    }

    // Declaration files: a path and Browse… instead of an address; no sign-in
    // for a folder, the auth fields back for an https document; the test
    // says whether the folder can be read, and plain http is refused.
    void declarationFiles()
    {
        const QString folder = m_dir.filePath(QStringLiteral("team tools"));
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/shell")));
        QVERIFY(writeFile(folder + QStringLiteral("/a.json"), "{}"));
        QVERIFY(writeFile(folder + QStringLiteral("/shell/b.json"), "{}"));
        auto dialog = open();
        edit(*dialog, "name")->setText(QStringLiteral("Team"));
        auto *kind = field<QComboBox>(*dialog, "kind");
        kind->setCurrentIndex(2);
        QVERIFY(edit(*dialog, "path")->isVisibleTo(dialog.get()));
        QVERIFY(field<QPushButton>(*dialog, "browse")->isVisibleTo(dialog.get()));
        QVERIFY(!edit(*dialog, "baseUrl")->isVisibleTo(dialog.get()));
        QVERIFY(!field<QComboBox>(*dialog, "dialect")->isVisibleTo(dialog.get()));
        QVERIFY(!field<QComboBox>(*dialog, "auth")->isVisibleTo(dialog.get()));
        QVERIFY(!edit(*dialog, "secret")->isVisibleTo(dialog.get()));
        // Declaration files are a kind, not a dialect of a server.
        QCOMPARE(field<QComboBox>(*dialog, "dialect")->findData(QStringLiteral("files")), -1);

        // Browse… fills in what was chosen.
        bool askedForFolder = false;
        dialog->setFileDialogPresenter([&](QWidget *, const FileDialogRequest &request,
                                           std::function<void(const QString &)> chosen) {
            askedForFolder = request.mode == FileDialogRequest::Mode::Folder;
            chosen(folder);
        });
        auto *browse = field<QPushButton>(*dialog, "browse");
        QVERIFY(browse->menu());
        browse->menu()->actions().constFirst()->trigger();
        QVERIFY(askedForFolder);
        QCOMPARE(edit(*dialog, "path")->text(), QDir::toNativeSeparators(folder));

        field<QPushButton>(*dialog, "testConnection")->click();
        QTRY_VERIFY2_WITH_TIMEOUT(
            testResult(*dialog).contains(QLatin1String("a folder of 2 *.json file")),
            qPrintable(testResult(*dialog)), 20000);

        // An https document may sign in; plain http is refused before saving.
        edit(*dialog, "path")->setText(QStringLiteral("https://tools.example/team.json"));
        QVERIFY(field<QComboBox>(*dialog, "auth")->isVisibleTo(dialog.get()));
        edit(*dialog, "path")->setText(QStringLiteral("http://tools.example/team.json"));
        clickSave(*dialog);
        QVERIFY(field<QLabel>(*dialog, "problem")->text().contains(QLatin1String("https")));
        QVERIFY(!m_registry->find(QStringLiteral("Team")));

        edit(*dialog, "path")->setText(folder);
        QVERIFY(!field<QComboBox>(*dialog, "auth")->isVisibleTo(dialog.get()));
        QSignalSpy saved(dialog.get(), &ProviderDialog::providerSaved);
        clickSave(*dialog);
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, 20000);
        const auto added = m_registry->find(QStringLiteral("Team"));
        QVERIFY(added);
        QCOMPARE(added->dialect, QStringLiteral("files"));
        QCOMPARE(added->baseUrl, QUrl::fromLocalFile(folder));
        QCOMPARE(added->auth, AuthMethod::None);

        // Edited again: the path, in the files kind.
        auto again = open(QStringLiteral("Team"));
        QCOMPARE(field<QComboBox>(*again, "kind")->currentIndex(), 2);
        QCOMPARE(edit(*again, "path")->text(), QDir::toNativeSeparators(folder));
        QVERIFY(!edit(*again, "baseUrl")->isVisibleTo(again.get()));
    }

    // Test Connection says which protocol answered and chooses it; Save
    // with "Automatic" and nothing answering saves nothing and says why.
    void detectsTheDialect()
    {
        QTemporaryDir dir;
        auto server = startServer(capabilitiesConfig(), demoCatalog(dir));
        auto dialog = open();
        auto *dialect = field<QComboBox>(*dialog, "dialect");
        QCOMPARE(dialect->currentData().toString(), QStringLiteral("auto"));
        edit(*dialog, "name")->setText(QStringLiteral("Caps"));
        edit(*dialog, "baseUrl")->setText(server->baseUrl(0).toString());
        field<QPushButton>(*dialog, "testConnection")->click();
        QTRY_VERIFY_WITH_TIMEOUT(testResult(*dialog).contains(QLatin1String("capabilities file")),
                                 20000);
        QVERIFY2(testResult(*dialog).contains(QLatin1String("files its tools in groups")),
                 qPrintable(testResult(*dialog)));
        QCOMPARE(dialect->currentData().toString(), QStringLiteral("a2t-capabilities"));

        dialect->setCurrentIndex(dialect->findData(QStringLiteral("auto")));
        edit(*dialog, "baseUrl")
            ->setText(server->baseUrl(0).toString() + QStringLiteral("/nothing"));
        QSignalSpy saved(dialog.get(), &ProviderDialog::providerSaved);
        clickSave(*dialog);
        auto *problem = field<QLabel>(*dialog, "problem");
        QTRY_VERIFY_WITH_TIMEOUT(problem->isVisible(), 20000);
        QVERIFY2(problem->text().contains(QLatin1String("Nothing was saved")),
                 qPrintable(problem->text()));
        QVERIFY2(testResult(*dialog).contains(QLatin1String("Tried:")),
                 qPrintable(testResult(*dialog)));
        QCOMPARE(saved.size(), 0);
        QVERIFY(!m_registry->find(QStringLiteral("Caps")));
        QVERIFY(dialog->isVisible());
    }

    void testIsCancellable()
    {
        auto dialog = open();
        fillReference(*dialog, QStringLiteral("Unsaved"), QStringLiteral("k3y"));
        auto *button = field<QPushButton>(*dialog, "testConnection");
        button->click();
        button->click();
        QVERIFY(testResult(*dialog).contains(QLatin1String("cancelled")));
        QTest::qWait(300);
        QVERIFY(testResult(*dialog).contains(QLatin1String("cancelled")));
    }

    void browserSignInIsNotTestedUnsaved()
    {
        auto dialog = open();
        edit(*dialog, "baseUrl")->setText(QStringLiteral("https://tools.example"));
        chooseAuth(*dialog, AuthMethod::OAuth2AuthorizationCode);
        edit(*dialog, "clientId")->setText(QStringLiteral("designer"));
        edit(*dialog, "tokenUrl")->setText(QStringLiteral("https://idp.example/token"));
        edit(*dialog, "authorizationUrl")->setText(QStringLiteral("https://idp.example/auth"));
        field<QPushButton>(*dialog, "testConnection")->click();
        QVERIFY2(testResult(*dialog).contains(QLatin1String("signed in")),
                 qPrintable(testResult(*dialog)));
    }
};

QTEST_MAIN(tst_ProviderDialog)
#include "tst_providerdialog.moc"
