// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every control a user can reach has a name that assistive technology reads
// out: the window is walked widget by widget (with a tool selected, every tab
// of the tool pane filled, a procedure open) and so is each dialog, and each
// keyboard-reachable control must answer QAccessible::Name — from its text,
// a label's buddy, or an accessible name set on purpose.

#include "browser/catalogbrowser.h"
#include "browser/providerdialog.h"
#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "dialects/a2t/signatureparser.h"
#include "editor/aliasdialog.h"
#include "editor/procedureworkspace.h"
#include "providers/credentialstore.h"
#include "providers/profile.h"
#include "providers/providerregistry.h"
#include "share/skillexportdialog.h"
#include "signaturefixtures.h"
#include "toolpane/elicitationdialog.h"
#include "toolpane/toolpane.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Fixtures;
using namespace Qt::StringLiterals;

namespace {

// What a screen reader would say the control is, for the failure message.
QString describe(const QWidget *widget)
{
    QStringList path;
    for (const QWidget *w = widget; w; w = w->parentWidget())
        path.prepend(w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className())
                                               : w->objectName());
    return path.join(u" > "_s);
}

// A control is anything the keyboard reaches, and every button; the parts Qt
// builds inside a composite control (a spin box's or combo box's line edit,
// scroll bars, a tab bar's scroll arrows) are named by that control.
bool isControl(const QWidget *widget)
{
    const QWidget *parent = widget->parentWidget();
    if (qobject_cast<const QScrollBar *>(widget) || qobject_cast<const QAbstractSpinBox *>(parent)
        || qobject_cast<const QComboBox *>(parent) || qobject_cast<const QTabBar *>(parent))
        return false;
    // Qt's own private sub-controls (a line edit's clear button, a table's
    // corner button) are named by Qt, or not at all; nothing here can name them.
    const QLatin1StringView className(widget->metaObject()->className());
    if (widget->objectName().startsWith(u"qt_"_s) || className == "QLineEditIconButton"_L1
        || className == "QTableCornerButton"_L1)
        return false;
    // A combo box's pop-up list is named by the combo box.
    for (const QWidget *w = parent; w; w = w->parentWidget()) {
        if (qobject_cast<const QComboBox *>(w))
            return false;
    }
    return qobject_cast<const QAbstractButton *>(widget)
        || (widget->focusPolicy() & Qt::TabFocus) == Qt::TabFocus;
}

QStringList unnamedControls(QWidget *root)
{
    QStringList unnamed;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *widget : std::as_const(widgets)) {
        if (!isControl(widget))
            continue;
        QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(widget);
        if (!accessible || accessible->text(QAccessible::Name).trimmed().isEmpty()) {
            unnamed.append(describe(widget));
            // QVERIFY2 cuts long messages; each control gets a line of its own.
            qWarning("no accessible name: %s", qPrintable(unnamed.last()));
        }
    }
    return unnamed;
}

} // namespace

class tst_Accessibility : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::optional<Profile> m_profile;
    CatalogStore m_store;
    CredentialStore m_credentials {u"tst_accessibility"_s};
    std::unique_ptr<ProviderRegistry> m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        qputenv("TOOLSHELF_MANAGED_PROVIDERS", m_dir.filePath(u"none.json"_s).toUtf8());
        m_profile = Profile::at(m_dir.filePath(u"profile"_s));
        QString error;
        QVERIFY(m_profile->ensureDirectories(&error));
        {
            CatalogDatabase db;
            QVERIFY2(db.open(m_profile->catalogFile(), &error), qPrintable(error));
            const qint64 sync = db.beginSync(u"Skycast"_s, QStringLiteral("a2t"), &error);
            const ParsedDocument page
                = SignatureParser::parseDocument(json(QJsonArray {validTool()}));
            QVERIFY(sync
                    && db.stage(sync, Staging::read(u"Skycast"_s, page.signatures),
                                StageKind::Listing, &error));
            QVERIFY(db.commitSync(sync, nullptr, &error));
        }
        QVERIFY2(m_store.open(m_profile->catalogFile(), &error), qPrintable(error));
        m_registry = std::make_unique<ProviderRegistry>(*m_profile);
        QVERIFY(m_registry->load(&error));
        Provider skycast;
        skycast.name = u"Skycast"_s;
        skycast.baseUrl = QUrl(u"http://127.0.0.1:9/skycast"_s);
        QVERIFY(!m_registry->add(skycast));
    }

    void mainWindow()
    {
        MainWindow window(CatalogServices {m_registry.get(), &m_store, nullptr, &m_credentials});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAbstractItemView *list = window.browser()->toolList();
        QTRY_COMPARE(list->model()->rowCount(), 1);
        list->setCurrentIndex(list->model()->index(0, 0));
        ToolPane *pane = window.browser()->toolPane();
        // Each tab builds its widgets for the tool when first shown.
        for (int tab = 0; tab < pane->count(); ++tab) {
            pane->setCurrentIndex(tab);
            QTest::qWait(200);
        }
        pane->setCurrentIndex(0);
        window.procedures()->newProcedure();
        QTest::qWait(200);

        const QStringList unnamed = unnamedControls(&window);
        QVERIFY2(unnamed.isEmpty(), "controls without an accessible name (listed above)");
    }

    void dialogs()
    {
        QList<QDialog *> dialogs;
        ProviderDialog add(CatalogServices {m_registry.get(), &m_store, nullptr, &m_credentials},
                           std::nullopt);
        ProviderDialog edit(CatalogServices {m_registry.get(), &m_store, nullptr, &m_credentials},
                            u"Skycast"_s);
        SkillExportDialog skill(
            CatalogServices {m_registry.get(), &m_store, nullptr, &m_credentials},
            u"Call lookup_weather_by_city() first."_s, u"weather"_s);
        ToolSummary tool;
        tool.provider = u"Skycast"_s;
        tool.name = u"lookup_weather_by_city"_s;
        AliasDialog alias(&m_store, tool.name, {tool, tool});
        // An MCP server's question: one field of each kind it may ask for.
        const QJsonObject asked {
            {u"message"_s, u"Which city?"_s},
            {u"requestedSchema"_s,
             QJsonObject {
                 {u"type"_s, u"object"_s},
                 {u"properties"_s,
                  QJsonObject {
                      {u"city"_s, QJsonObject {{u"type"_s, u"string"_s}}},
                      {u"days"_s, QJsonObject {{u"type"_s, u"integer"_s}, {u"default"_s, 3}}},
                      {u"metric"_s, QJsonObject {{u"type"_s, u"boolean"_s}}},
                      {u"unit"_s,
                       QJsonObject {{u"type"_s, u"string"_s},
                                    {u"enum"_s, QJsonArray {u"C"_s, u"F"_s}}}}}},
                 {u"required"_s, QJsonArray {u"city"_s}}}}};
        ElicitationDialog question(asked, tool.name, tool.provider, [](const QJsonObject &) {});
        for (QDialog *dialog : {static_cast<QDialog *>(&add), static_cast<QDialog *>(&edit),
                                static_cast<QDialog *>(&skill), static_cast<QDialog *>(&alias),
                                static_cast<QDialog *>(&question)}) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            const QStringList unnamed = unnamedControls(dialog);
            QVERIFY2(unnamed.isEmpty(), dialog->metaObject()->className());
            dialog->hide();
        }
    }
};

QTEST_MAIN(tst_Accessibility)
#include "tst_accessibility.moc"
