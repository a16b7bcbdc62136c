// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// AliasDialog: aliases for the tools of a shared name, checked as typed and
// stored in one transaction against a real catalog.

#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "catalogwait.h"
#include "dialects/a2t/descriptionlimits.h"
#include "editor/aliasdialog.h"
#include "procedures/proceduretools.h"
#include "userdataedits.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

class tst_AliasDialog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogStore> m_store;

    template<typename Work> auto onCatalog(Work work) { return CatalogWait::run(*m_store, work); }

    // The tools called `name`, as the procedure's lint panel has them.
    QList<ToolSummary> toolsNamed(const QString &name)
    {
        return onCatalog([name](CatalogDatabase &db) {
            return ProcedureTools::resolve(db, {name}).value(0).matches;
        });
    }

    QList<Override> aliases()
    {
        return onCatalog([](CatalogDatabase &db) { return db.overrides({}, {}); });
    }

private Q_SLOTS:
    void init()
    {
        static int counter = 0;
        const QString file = m_dir.filePath(QStringLiteral("catalog%1.sqlite").arg(++counter));
        QString error;
        {
            CatalogDatabase db;
            QVERIFY2(db.open(file, &error), qPrintable(error));
            QVERIFY(Staging::sync(db, QStringLiteral("Pharmacy"),
                                  {Staging::tool(1, QStringLiteral("look_up_weather")),
                                   Staging::tool(3, QStringLiteral("authenticate_user"))}));
            QVERIFY(Staging::sync(db, QStringLiteral("Identity & Access, Inc."),
                                  {Staging::tool(4, QStringLiteral("authenticate_user"))}));
        }
        m_store = std::make_unique<CatalogStore>();
        QVERIFY2(m_store->open(file, &error), qPrintable(error));
    }

    void cleanup() { m_store.reset(); }

    void suggestedAlias_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("alias");
        QTest::newRow("plain") << QStringLiteral("Pharmacy")
                               << QStringLiteral("pharmacy_authenticate_user");
        QTest::newRow("punctuation") << QStringLiteral("Identity & Access, Inc.")
                                     << QStringLiteral("identity_access_inc_authenticate_user");
        QTest::newRow("digit first")
            << QStringLiteral("3M") << QStringLiteral("tool_3m_authenticate_user");
        QTest::newRow("no letters")
            << QStringLiteral("☂☂") << QStringLiteral("tool_authenticate_user");
    }

    void suggestedAlias()
    {
        QFETCH(QString, provider);
        QFETCH(QString, alias);
        QCOMPARE(AliasDialog::suggestedAlias(provider, QStringLiteral("authenticate_user")), alias);
        QVERIFY(!DescriptionLimits::problem(OverrideKind::ToolName, alias));
        // Never as long as the draft forbids.
        QCOMPARE(AliasDialog::suggestedAlias(QString(300, u'a'), QStringLiteral("x_y")).size(),
                 254);
    }

    void savesTheAliases()
    {
        const QList<ToolSummary> tools = toolsNamed(QStringLiteral("authenticate_user"));
        QCOMPARE(tools.size(), 2);
        AliasDialog dialog(m_store.get(), QStringLiteral("authenticate_user"), tools);
        QSignalSpy given(&dialog, &AliasDialog::aliasesGiven);
        dialog.open();
        QCOMPARE(dialog.aliasFields().size(), 2);
        // Providers in name order: "Identity…" keeps the name, Pharmacy gets a suggestion.
        QCOMPARE(dialog.aliasFields().at(0)->text(), QString());
        QCOMPARE(dialog.aliasFields().at(1)->text(), QStringLiteral("pharmacy_authenticate_user"));
        QVERIFY(dialog.saveButton()->isEnabled());
        QVERIFY(dialog.statusLabel()->text().isEmpty());
        dialog.aliasFields().at(0)->setText(QStringLiteral("iam_authenticate_user"));
        QTest::mouseClick(dialog.saveButton(), Qt::LeftButton);
        QTRY_COMPARE(given.size(), 1);
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const QList<Override> stored = aliases();
        QCOMPARE(stored.size(), 2);
        QStringList texts;
        for (const Override &entry : stored) {
            QCOMPARE(entry.target.kind, OverrideKind::ToolName);
            QCOMPARE(entry.vendorOriginal, QStringLiteral("authenticate_user"));
            texts.append(entry.text);
        }
        texts.sort();
        QCOMPARE(texts,
                 (QStringList {QStringLiteral("iam_authenticate_user"),
                               QStringLiteral("pharmacy_authenticate_user")}));
        QVERIFY(toolsNamed(QStringLiteral("authenticate_user")).isEmpty());
        QCOMPARE(toolsNamed(QStringLiteral("iam_authenticate_user")).size(), 1);
    }

    void namesAreCheckedAsTyped_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<QString>("problem");
        QTest::newRow("both empty") << QString() << QString()
                                    << QStringLiteral("Two of the tools would still be called "
                                                      "authenticate_user");
        QTest::newRow("the same alias")
            << QStringLiteral("auth_user") << QStringLiteral("auth_user")
            << QStringLiteral("Two of the tools would still be called auth_user");
        QTest::newRow("not snake_case")
            << QString() << QStringLiteral("Pharmacy Login")
            << QStringLiteral("The name for the tool from Pharmacy: \"Pharmacy Login\" is not "
                              "snake_case");
        QTest::newRow("fine") << QString() << QStringLiteral("pharmacy_login") << QString();
    }

    void namesAreCheckedAsTyped()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(QString, problem);
        AliasDialog dialog(m_store.get(), QStringLiteral("authenticate_user"),
                           toolsNamed(QStringLiteral("authenticate_user")));
        dialog.aliasFields().at(0)->setText(first);
        dialog.aliasFields().at(1)->setText(second);
        QCOMPARE(dialog.saveButton()->isEnabled(), problem.isEmpty());
        QVERIFY2(dialog.statusLabel()->text().startsWith(problem),
                 qPrintable(dialog.statusLabel()->text()));
        if (!problem.isEmpty()) {
            dialog.accept();
            QTest::qWait(50);
            QVERIFY(aliases().isEmpty());
        }
    }

    // The catalog refuses a name another tool has: nothing is stored, not
    // even the alias that was fine, and the dialog stays with the reason.
    void aRefusedNameStoresNothing()
    {
        AliasDialog dialog(m_store.get(), QStringLiteral("authenticate_user"),
                           toolsNamed(QStringLiteral("authenticate_user")));
        QSignalSpy given(&dialog, &AliasDialog::aliasesGiven);
        dialog.open();
        dialog.aliasFields().at(0)->setText(QStringLiteral("iam_authenticate_user"));
        dialog.aliasFields().at(1)->setText(QStringLiteral("look_up_weather"));
        QVERIFY(dialog.saveButton()->isEnabled());
        QTest::mouseClick(dialog.saveButton(), Qt::LeftButton);
        QTRY_VERIFY(
            dialog.statusLabel()->text().startsWith(QLatin1String("The names were not saved: ")));
        QVERIFY2(dialog.statusLabel()->text().contains(
                     QLatin1String("already called \"look_up_weather\"")),
                 qPrintable(dialog.statusLabel()->text()));
        QVERIFY(dialog.isVisible());
        QVERIFY(dialog.saveButton()->isEnabled());
        QCOMPARE(given.size(), 0);
        QVERIFY(aliases().isEmpty());
        QCOMPARE(dialog.aliasFields().at(1)->text(), QStringLiteral("look_up_weather"));
    }

    // An alias given back: the field emptied goes back to the vendor's name.
    void anEmptiedFieldClearsTheAlias()
    {
        QVERIFY(onCatalog([](CatalogDatabase &db) {
            return userData(db).setOverride(
                {QStringLiteral("Pharmacy"), Staging::toolId(3), OverrideKind::ToolName, {}, {}},
                QStringLiteral("old_alias"), nullptr);
        }));
        // A tool that has an alias shows it, to keep or give up.
        QList<ToolSummary> tools = toolsNamed(QStringLiteral("old_alias"));
        QCOMPARE(tools.size(), 1);
        tools.append(toolsNamed(QStringLiteral("authenticate_user")));
        AliasDialog dialog(m_store.get(), QStringLiteral("old_alias"), tools);
        QCOMPARE(dialog.aliasFields().at(0)->text(), QStringLiteral("old_alias"));
        dialog.aliasFields().at(0)->clear();
        dialog.aliasFields().at(1)->setText(QStringLiteral("iam_authenticate_user"));
        QSignalSpy given(&dialog, &AliasDialog::aliasesGiven);
        dialog.accept();
        QTRY_COMPARE(given.size(), 1);
        const QList<Override> stored = aliases();
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored.constFirst().text, QStringLiteral("iam_authenticate_user"));
    }
};

QTEST_MAIN(tst_AliasDialog)
#include "tst_aliasdialog.moc"
