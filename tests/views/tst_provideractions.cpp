// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Remove, Import and Export of providers in the window, driven as a user
// drives them: the provider list and its Delete key, the Providers menu, and
// the confirmation and file dialogs through their seams.

#include "browser/catalogbrowser.h"
#include "browser/provideractions.h"
#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "providers/credentialstore.h"
#include "providers/providerregistry.h"
#include "userdataedits.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QFile>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

class tst_ProviderActions : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Profile m_profile = Profile::at(QString());
    std::unique_ptr<CatalogStore> m_store;
    std::unique_ptr<ProviderRegistry> m_registry;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<MainWindow> m_window;
    // What the confirmation asked, and how it answers.
    QStringList m_asked;
    bool m_answer = true;

    ProviderActions *actions() const { return m_window->browser()->providerActions(); }
    QListView *providerList() const
    {
        return m_window->findChild<QListView *>(QStringLiteral("providerList"));
    }

    void select(const QString &name)
    {
        QListView *list = providerList();
        for (int row = 0; row < list->model()->rowCount(); ++row) {
            const QModelIndex index = list->model()->index(row, 0);
            if (index.data().toString() == name) {
                QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                                  list->visualRect(index).center());
                QCOMPARE(list->currentIndex(), index);
                return;
            }
        }
        QFAIL(qPrintable(QStringLiteral("no row for ") + name));
    }

    template<typename T, typename Work> T onCatalog(Work work)
    {
        std::optional<T> result;
        m_store->run(work, this, [&result](const T &value) { result = value; });
        if (!QTest::qWaitFor([&result] { return result.has_value(); }, 10000))
            qFatal("the catalog did not answer");
        return *result;
    }

    SecretStatus storedSecret(const Provider &provider)
    {
        QSignalSpy read(m_credentials.get(), &CredentialStore::readFinished);
        m_credentials->read(provider, SecretKind::Secret);
        if (!read.wait(10000))
            qFatal("the keychain did not answer");
        return read.first().at(2).value<SecretStatus>();
    }

    QString status() const { return m_window->statusBar()->currentMessage(); }

    // What the user's own providers file says, as a user would look.
    QByteArray providersFile() const
    {
        QFile file(m_profile.providersFile());
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("managed.json")).toUtf8());
    }

    // Vendor (bearer, a secret stored, a tool synced, pinned and its text
    // edited) and Other, in a window.
    void init()
    {
        static int counter = 0;
        m_profile = Profile::at(m_dir.filePath(QStringLiteral("profile%1").arg(++counter)));
        QString error;
        QVERIFY(m_profile.ensureDirectories(&error));
        {
            CatalogDatabase db;
            QVERIFY2(db.open(m_profile.catalogFile(), &error), qPrintable(error));
            QVERIFY(Staging::sync(db, QStringLiteral("Vendor"),
                                  {Staging::tool(1, QStringLiteral("vendor_tool"))}));
            QVERIFY(Staging::sync(db, QStringLiteral("Other"),
                                  {Staging::tool(2, QStringLiteral("other_tool"))}));
            QVERIFY(userData(db).pin(QStringLiteral("Vendor"), Staging::toolId(1), 1, &error));
            QVERIFY(userData(db).setOverride({QStringLiteral("Vendor"),
                                              Staging::toolId(1),
                                              OverrideKind::ToolDescription,
                                              {},
                                              {}},
                                             QStringLiteral("My words."), &error));
        }
        m_store = std::make_unique<CatalogStore>();
        QVERIFY2(m_store->open(m_profile.catalogFile(), &error), qPrintable(error));
        m_registry = std::make_unique<ProviderRegistry>(m_profile);
        QVERIFY(m_registry->load(&error));
        for (const char *name : {"Vendor", "Other"}) {
            Provider provider;
            provider.name = QString::fromLatin1(name);
            provider.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/%1").arg(provider.name));
            provider.auth = AuthMethod::Bearer;
            QVERIFY(!m_registry->add(provider));
        }
        QVERIFY(m_registry->save(&error));
        m_credentials = std::make_unique<CredentialStore>(m_profile.keychainService());
        QSignalSpy written(m_credentials.get(), &CredentialStore::writeFinished);
        m_credentials->write(*m_registry->find(QStringLiteral("Vendor")), SecretKind::Secret,
                             "vendor-s3cret");
        QVERIFY(written.wait(10000));
        QCOMPARE(written.first().at(2).value<SecretStatus>(), SecretStatus::Keychain);

        m_window = std::make_unique<MainWindow>(
            CatalogServices {m_registry.get(), m_store.get(), nullptr, m_credentials.get()});
        m_asked.clear();
        m_answer = true;
        m_window->setConfirmPresenter([this](QWidget *, const QString &, const QString &text,
                                             std::function<void(bool)> answer) {
            m_asked.append(text);
            answer(m_answer);
        });
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
        m_credentials.reset();
        m_registry.reset();
        m_store.reset();
    }

    // Delete on the list asks, says what goes, and removes the provider with
    // its secret, cached tools, pin and edited text; Other stays whole.
    void deleteKeyRemovesTheProvider()
    {
        const Provider vendor = *m_registry->find(QStringLiteral("Vendor"));
        // Procedures check their references again when the catalog changes.
        QSignalSpy catalogChanged(m_window->browser(), &CatalogBrowser::catalogChanged);
        select(QStringLiteral("Vendor"));
        providerList()->setFocus();
        QTest::keyClick(providerList(), Qt::Key_Delete);
        QTRY_COMPARE(m_asked.size(), 1);
        const QString asked = m_asked.first();
        for (const char *expected :
             {"Remove the provider Vendor", "secrets", "1 cached tool", "1 pin", "1 text",
              "you edited for its tools", "later provider of the same name", "bundle"})
            QVERIFY2(asked.contains(QLatin1String(expected)), qPrintable(asked));
        QTRY_VERIFY2(status().contains(QLatin1String("Removed Vendor.")), qPrintable(status()));

        QVERIFY(!m_registry->find(QStringLiteral("Vendor")));
        QVERIFY(!providersFile().contains("Vendor"));
        QVERIFY(providersFile().contains("Other"));
        const auto left
            = onCatalog<std::pair<ProviderFootprint, ProviderFootprint>>([](CatalogDatabase &db) {
                  return std::pair {db.footprint(QStringLiteral("Vendor")),
                                    db.footprint(QStringLiteral("Other"))};
              });
        QCOMPARE(left.first, ProviderFootprint {});
        QCOMPARE(left.second.tools, 1);
        QCOMPARE(storedSecret(vendor), SecretStatus::NotFound);
        // The list follows, and the procedures.
        QTRY_COMPARE(providerList()->model()->rowCount(), 1);
        QVERIFY(!catalogChanged.isEmpty());
    }

    // "No" removes nothing.
    void declinedRemovesNothing()
    {
        m_answer = false;
        select(QStringLiteral("Vendor"));
        QPushButton *remove
            = m_window->findChild<QPushButton *>(QStringLiteral("removeProviderButton"));
        QVERIFY(remove && remove->isEnabled());
        QTest::mouseClick(remove, Qt::LeftButton);
        QTRY_COMPARE(m_asked.size(), 1);
        QTest::qWait(100);
        QVERIFY(m_registry->find(QStringLiteral("Vendor")));
        QCOMPARE(onCatalog<ProviderFootprint>(
                     [](CatalogDatabase &db) { return db.footprint(QStringLiteral("Vendor")); }),
                 (ProviderFootprint {1, 1, 1}));
        QCOMPARE(storedSecret(*m_registry->find(QStringLiteral("Vendor"))), SecretStatus::Keychain);
    }

    // A managed provider cannot be removed: the action is off for it.
    void managedProviderCannotBeRemoved()
    {
        QFile managed(m_dir.filePath(QStringLiteral("managed.json")));
        QVERIFY(managed.open(QIODevice::WriteOnly));
        managed.write("{\"version\": 1, \"providers\": [{\"name\": \"Corp\", "
                      "\"baseUrl\": \"https://tools.corp.example/a2t\"}]}");
        managed.close();
        QString error;
        QVERIFY(m_registry->load(&error));
        m_window->refresh();
        select(QStringLiteral("Corp"));
        QVERIFY(!actions()->removeAction()->isEnabled());
        QTest::keyClick(providerList(), Qt::Key_Delete);
        QTest::qWait(100);
        QVERIFY(m_asked.isEmpty());
        QVERIFY(m_registry->find(QStringLiteral("Corp")));
        select(QStringLiteral("Other"));
        QVERIFY(actions()->removeAction()->isEnabled());
        managed.remove();
    }

    // Export then import through the Providers menu, with the CLI's checks
    // and messages: a refused file changes nothing.
    void exportAndImportFromTheMenu()
    {
        QString chosen;
        FileDialogRequest::Mode mode = FileDialogRequest::Mode::Folder;
        actions()->setFileDialogPresenter([&](QWidget *, const FileDialogRequest &request,
                                              std::function<void(const QString &)> answer) {
            mode = request.mode;
            answer(chosen);
        });
        auto *menu = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("providersMenu"));
        QVERIFY(menu);
        QVERIFY(menu->actions().contains(actions()->removeAction()));
        QVERIFY(menu->actions().contains(actions()->importAction()));

        chosen = m_dir.filePath(QStringLiteral("exported%1.json").arg(qintptr(this)));
        actions()->exportAction()->trigger();
        QCOMPARE(mode, FileDialogRequest::Mode::Save);
        QVERIFY2(status().contains(QLatin1String("Exported 2 provider")), qPrintable(status()));
        QFile exported(chosen);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        const QByteArray json = exported.readAll();
        QVERIFY(json.contains("Vendor") && json.contains("Other"));
        QVERIFY(!json.contains("vendor-s3cret"));

        // A file with a secret in it is refused as the CLI refuses it.
        chosen = m_dir.filePath(QStringLiteral("withsecret.json"));
        QFile bad(chosen);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"version\": 1, \"providers\": [{\"name\": \"New\", "
                  "\"baseUrl\": \"https://new.example/a2t\", \"apiKey\": \"k\"}]}");
        bad.close();
        actions()->importAction()->trigger();
        QCOMPARE(mode, FileDialogRequest::Mode::Open);
        QVERIFY2(status().contains(QLatin1String("\"apiKey\" looks like a secret")),
                 qPrintable(status()));
        QVERIFY(!m_registry->find(QStringLiteral("New")));

        chosen = m_dir.filePath(QStringLiteral("new.json"));
        QFile good(chosen);
        QVERIFY(good.open(QIODevice::WriteOnly));
        good.write("{\"version\": 1, \"providers\": [{\"name\": \"New\", "
                   "\"baseUrl\": \"https://new.example/a2t\"}]}");
        good.close();
        actions()->importAction()->trigger();
        QVERIFY2(status().contains(QLatin1String("1 added, 0 updated")), qPrintable(status()));
        QVERIFY(m_registry->find(QStringLiteral("New")));
        QVERIFY(providersFile().contains("New"));
        QTRY_COMPARE(providerList()->model()->rowCount(), 3);
    }
};

QTEST_MAIN(tst_ProviderActions)
#include "tst_provideractions.moc"
