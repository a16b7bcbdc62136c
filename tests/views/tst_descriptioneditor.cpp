// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "catalogstaging.h"
#include "catalogwait.h"
#include "dialects/a2t/signatureparser.h"
#include "signaturefixtures.h"
#include "toolpane/conflictpanel.h"
#include "toolpane/descriptioneditor.h"
#include "toolpane/descriptionfield.h"
#include "userdataedits.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace Toolshelf;
using namespace Fixtures;

namespace {

const QString Skycast = QStringLiteral("Skycast");
const QString WeatherId = QStringLiteral("0479a45d-ad0a-49d4-94db-75edf00d2ca4");
const QString AirId = QStringLiteral("6f1c1f5e-3f39-4a1b-9a55-2d1f1c0d8b11");

QJsonObject airTool()
{
    return with(with(validTool(), QStringLiteral("toolId"), AirId), QStringLiteral("name"),
                QStringLiteral("get_air_quality_by_city"));
}

// A sync of Skycast that serves `tools`, as the sync engine writes it.
bool syncTools(CatalogDatabase &db, const QJsonArray &tools, QString *error)
{
    const qint64 sync = db.beginSync(Skycast, QStringLiteral("a2t"), error);
    const ParsedDocument page = SignatureParser::parseDocument(json(tools));
    return sync
        && db.stage(sync, Staging::read(Skycast, page.signatures), StageKind::Listing, error)
        && db.commitSync(sync, nullptr, error);
}

OverrideTarget target(OverrideKind kind, const QString &parameter = {}, const QString &value = {},
                      const QString &toolId = WeatherId)
{
    return {Skycast, toolId, kind, parameter, value};
}

template<typename T> T *child(QWidget *parent, const char *name)
{
    return parent->findChild<T *>(QLatin1String(name));
}

} // namespace

class tst_DescriptionEditor : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogStore> m_store;

    template<typename Work> auto onCatalog(Work work) { return CatalogWait::run(*m_store, work); }

    EditedSignature tool(const QString &toolId = WeatherId)
    {
        const auto edited = onCatalog(
            [toolId](CatalogDatabase &db) { return db.editedSignature(Skycast, toolId); });
        if (!edited)
            qFatal("tool missing");
        return *edited;
    }

    QList<Override> overrides()
    {
        return onCatalog([](CatalogDatabase &db) { return db.overrides(Skycast, WeatherId); });
    }

    void resync(const QJsonArray &tools)
    {
        const QString failure = onCatalog([tools](CatalogDatabase &db) {
            QString error;
            syncTools(db, tools, &error);
            return error;
        });
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
    }

    // Shown as in the window, so shortcuts and clicks reach it as they would there.
    static void show(DescriptionEditor &editor)
    {
        editor.resize(900, 700);
        editor.show();
        editor.activateWindow();
        if (!QTest::qWaitForWindowActive(&editor))
            qFatal("the editor was not shown");
    }

    static DescriptionField *field(const DescriptionEditor &editor, const OverrideTarget &t)
    {
        for (DescriptionField *f : editor.fields()) {
            if (f->target() == t)
                return f;
        }
        return nullptr;
    }

private Q_SLOTS:
    void init()
    {
        static int counter = 0;
        const QString file = m_dir.filePath(QStringLiteral("catalog%1.db").arg(++counter));
        QString error;
        {
            CatalogDatabase db;
            QVERIFY2(db.open(file, &error), qPrintable(error));
            QVERIFY2(syncTools(db, {validTool(), airTool()}, &error), qPrintable(error));
        }
        m_store = std::make_unique<CatalogStore>();
        QVERIFY2(m_store->open(file, &error), qPrintable(error));
    }

    void cleanup() { m_store.reset(); }

    void showsOneFieldPerText()
    {
        DescriptionEditor editor(m_store.get());
        show(editor);
        QVERIFY(!editor.hasTool());
        QVERIFY(editor.fields().isEmpty());
        editor.setTool(tool());
        QVERIFY(editor.hasTool());
        // The tool's name and description, when to use it and when not, three
        // inputs, two enum values, two outputs.
        QCOMPARE(editor.fields().size(), 11);
        QStringList titles;
        for (DescriptionField *f : editor.fields())
            titles << child<QLabel>(f, "title")->text();
        QCOMPARE(titles,
                 QStringList(
                     {QStringLiteral("Tool name (your alias)"), QStringLiteral("Tool description"),
                      QStringLiteral("When to use"), QStringLiteral("When not to use"),
                      QStringLiteral("Input \"City\""), QStringLiteral("Input \"Units\""),
                      QStringLiteral("Input \"Units\", value CELSIUS"),
                      QStringLiteral("Input \"Units\", value FAHRENHEIT"),
                      QStringLiteral("Input \"Days\""), QStringLiteral("Output \"Temperature\""),
                      QStringLiteral("Output \"Details\"")}));
        DescriptionField *fahrenheit
            = field(editor,
                    target(OverrideKind::InputEnumValueDescription, QStringLiteral("Units"),
                           QStringLiteral("FAHRENHEIT")));
        QVERIFY(fahrenheit);
        QCOMPARE(fahrenheit->editedText(), QStringLiteral("Imperial."));
        QCOMPARE(child<QTextBrowser>(fahrenheit, "vendorText")->toPlainText(),
                 QStringLiteral("Imperial."));
        QCOMPARE(child<QLabel>(fahrenheit, "counter")->text(),
                 QStringLiteral("9 of at most 2,000 characters"));
        QVERIFY(!child<QPushButton>(fahrenheit, "apply")->isEnabled());
        QVERIFY(!child<QPushButton>(fahrenheit, "revert")->isEnabled());
        editor.clearTool();
        QVERIFY(!editor.hasTool());
        QVERIFY(editor.fields().isEmpty());
    }

    // A provider's tool name holding placeholders must not take the version's place.
    void headingKeepsPlaceholdersInNames()
    {
        DescriptionEditor editor(m_store.get());
        EditedSignature edited = tool();
        edited.vendor.signature.name = QStringLiteral("weather_%3_%1");
        editor.setTool(edited);
        QCOMPARE(child<QLabel>(&editor, "heading")->text(),
                 QStringLiteral("Your descriptions for weather_%3_%1 from Skycast, version 1"));
    }

    void applyStoresAnOverride()
    {
        DescriptionEditor editor(m_store.get());
        show(editor);
        QSignalSpy changed(&editor, &DescriptionEditor::overridesChanged);
        editor.setTool(tool());
        const OverrideTarget value = target(OverrideKind::InputEnumValueDescription,
                                            QStringLiteral("Units"), QStringLiteral("FAHRENHEIT"));
        DescriptionField *f = field(editor, value);
        auto *text = child<QPlainTextEdit>(f, "editor");
        text->setFocus();
        text->selectAll();
        QTest::keyClicks(text, QStringLiteral("Degrees Fahrenheit."));
        QVERIFY(f->isModified());
        QVERIFY(editor.hasUnappliedChanges());
        // The vendor's text beside it marks what the user changed.
        QTRY_VERIFY(
            child<QTextBrowser>(f, "vendorText")->toHtml().contains(QLatin1String("line-through")));
        QCOMPARE(child<QTextBrowser>(f, "vendorText")->toPlainText(),
                 QStringLiteral("ImperialDegrees Fahrenheit."));
        auto *apply = child<QPushButton>(f, "apply");
        QVERIFY(apply->isEnabled());
        QTest::mouseClick(apply, Qt::LeftButton);
        QTRY_COMPARE(changed.size(), 1);
        QCOMPARE(changed.constFirst().at(0).toString(), Skycast);
        QCOMPARE(changed.constFirst().at(1).toString(), WeatherId);
        const QList<Override> stored = overrides();
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored.constFirst().target, value);
        QCOMPARE(stored.constFirst().text, QStringLiteral("Degrees Fahrenheit."));
        QCOMPARE(stored.constFirst().vendorOriginal, QStringLiteral("Imperial."));
        // The editor now shows the stored text; nothing is pending.
        QCOMPARE(field(editor, value), f);
        QVERIFY(f->isOverridden());
        QVERIFY(!f->isModified());
        QVERIFY(!apply->isEnabled());
        QVERIFY(!editor.hasUnappliedChanges());

        // Ctrl+Return applies from the keyboard too.
        DescriptionField *description = field(editor, target(OverrideKind::ToolDescription));
        description->setEditedText(QStringLiteral("Says the weather."));
        child<QPlainTextEdit>(description, "editor")->setFocus();
        QTest::keyClick(child<QPlainTextEdit>(description, "editor"), Qt::Key_Return,
                        Qt::ControlModifier);
        QTRY_COMPARE(changed.size(), 2);
        QCOMPARE(overrides().size(), 2);
        QCOMPARE(tool().edited.description, QStringLiteral("Says the weather."));
    }

    void revertClearsTheOverride()
    {
        const OverrideTarget city = target(OverrideKind::InputDescription, QStringLiteral("City"));
        QVERIFY(onCatalog([city](CatalogDatabase &db) {
            return userData(db).setOverride(city, QStringLiteral("Town name."), nullptr);
        }));
        DescriptionEditor editor(m_store.get());
        show(editor);
        QSignalSpy changed(&editor, &DescriptionEditor::overridesChanged);
        editor.setTool(tool());
        DescriptionField *f = field(editor, city);
        QCOMPARE(f->editedText(), QStringLiteral("Town name."));
        QVERIFY(f->isOverridden());
        auto *revert = child<QPushButton>(f, "revert");
        QVERIFY(revert->isEnabled());
        QTest::mouseClick(revert, Qt::LeftButton);
        QCOMPARE(f->editedText(), QStringLiteral("The city, e.g. Boston."));
        QTRY_COMPARE(changed.size(), 1);
        QVERIFY(overrides().isEmpty());
        QVERIFY(!f->isOverridden());
        QVERIFY(!f->isModified());
        QVERIFY(!revert->isEnabled());
        // Undo brings the user's text back into the editor, to apply again.
        auto *text = child<QPlainTextEdit>(f, "editor");
        text->setFocus();
        QTest::keySequence(text, QKeySequence::Undo);
        QCOMPARE(f->editedText(), QStringLiteral("Town name."));
        QVERIFY(f->isModified());
        QVERIFY(child<QPushButton>(f, "apply")->isEnabled());

        // Typed but never applied text reverts without the catalog.
        DescriptionField *days
            = field(editor, target(OverrideKind::InputDescription, QStringLiteral("Days")));
        days->setEditedText(QStringLiteral("How many days."));
        QTest::mouseClick(child<QPushButton>(days, "revert"), Qt::LeftButton);
        QCOMPARE(days->editedText(), QStringLiteral("Forecast length in days."));
        QVERIFY(!days->isModified());
        QTest::qWait(50);
        QCOMPARE(changed.size(), 1);
    }

    // Limits of draft section 6.1, in characters: tool descriptions fewer
    // than 2000, allowed-value descriptions at most 2000, parameter
    // descriptions unlimited; no control or bidi override characters.
    void limitsHoldWhileTyping_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("accepted");
        const QString emoji = QStringLiteral("\U0001F327");
        const int tool = int(OverrideKind::ToolDescription);
        const int value = int(OverrideKind::InputEnumValueDescription);
        const int input = int(OverrideKind::InputDescription);
        QTest::newRow("tool 1999") << tool << QString(1999, u'a') << true;
        QTest::newRow("tool 2000") << tool << QString(2000, u'a') << false;
        QTest::newRow("tool 1999 emoji") << tool << emoji.repeated(1999) << true;
        QTest::newRow("tool 2000 emoji") << tool << emoji.repeated(2000) << false;
        QTest::newRow("value 2000") << value << QString(2000, u'b') << true;
        QTest::newRow("value 2001") << value << QString(2001, u'b') << false;
        QTest::newRow("input 5000") << input << QString(5000, u'c') << true;
        QTest::newRow("bidi override") << input << QStringLiteral("gnp.\u202Eexe") << false;
        QTest::newRow("blank") << tool << QStringLiteral("  \n ") << false;
        const int name = int(OverrideKind::ToolName);
        QTest::newRow("alias") << name << QStringLiteral("skycast_weather") << true;
        QTest::newRow("alias 254") << name << QString(254, u'a') << true;
        QTest::newRow("alias 255") << name << QString(255, u'a') << false;
        QTest::newRow("alias with spaces") << name << QStringLiteral("Skycast weather") << false;
        QTest::newRow("alias on two lines") << name << QStringLiteral("sky\ncast") << false;
        // The draft has no such texts: the tool description's rules hold.
        const int when = int(OverrideKind::WhenToUse);
        const int whenNot = int(OverrideKind::WhenNotToUse);
        QTest::newRow("when to use 1999") << when << QString(1999, u'd') << true;
        QTest::newRow("when to use 2000") << when << QString(2000, u'd') << false;
        QTest::newRow("when not to use 1999") << whenNot << QString(1999, u'e') << true;
        QTest::newRow("when not to use 2000") << whenNot << QString(2000, u'e') << false;
        QTest::newRow("when not to use bidi")
            << whenNot << QStringLiteral("not for \u202Eevil") << false;
        QTest::newRow("when not to use blank") << whenNot << QStringLiteral("  \n ") << false;
    }

    void limitsHoldWhileTyping()
    {
        QFETCH(int, kind);
        QFETCH(QString, text);
        QFETCH(bool, accepted);
        DescriptionEditor editor(m_store.get());
        show(editor);
        editor.setTool(tool());
        OverrideTarget t = target(OverrideKind(kind));
        if (t.kind != OverrideKind::ToolDescription && t.kind != OverrideKind::ToolName
            && t.kind != OverrideKind::WhenToUse && t.kind != OverrideKind::WhenNotToUse)
            t.parameter = QStringLiteral("Units");
        if (t.kind == OverrideKind::InputEnumValueDescription)
            t.enumValue = QStringLiteral("CELSIUS");
        DescriptionField *f = field(editor, t);
        QVERIFY(f);
        f->setEditedText(text);
        auto *apply = child<QPushButton>(f, "apply");
        QCOMPARE(apply->isEnabled(), accepted);
        QCOMPARE(f->problem().isEmpty(), accepted);
        QCOMPARE(child<QLabel>(f, "problem")->text(), f->problem());
        // Neither the button nor the shortcut stores refused text.
        QTest::mouseClick(apply, Qt::LeftButton);
        child<QPlainTextEdit>(f, "editor")->setFocus();
        QTest::keyClick(child<QPlainTextEdit>(f, "editor"), Qt::Key_Return, Qt::ControlModifier);
        if (accepted) {
            QTRY_COMPARE(overrides().size(), 1);
            QCOMPARE(overrides().constFirst().text, text);
        } else {
            QTest::qWait(50);
            QVERIFY(overrides().isEmpty());
            // Nothing typed is lost: the text stays in the editor.
            QCOMPARE(f->editedText(), text.contains(u'\n') ? f->editedText() : text);
            QVERIFY(f->isModified());
        }
    }

    void conflictsOfferBothChoices()
    {
        const OverrideTarget description = target(OverrideKind::ToolDescription);
        DescriptionEditor editor(m_store.get());
        show(editor);
        QSignalSpy changed(&editor, &DescriptionEditor::overridesChanged);
        editor.setTool(tool());
        DescriptionField *f = field(editor, description);
        f->setEditedText(QStringLiteral("Mine."));
        QTest::mouseClick(child<QPushButton>(f, "apply"), Qt::LeftButton);
        QTRY_COMPARE(changed.size(), 1);
        auto *conflict = f->findChild<ConflictPanel *>();
        QVERIFY(conflict->isHidden());

        // The vendor rewrites the text it had when the user overrode it.
        QJsonObject v2 = with(version(validTool(), 2, 2), QStringLiteral("description"),
                              QStringLiteral("Invoke this tool to look up the current weather."));
        resync({v2, airTool()});
        editor.setTool(tool());
        QCOMPARE(field(editor, description), f);
        QVERIFY(f->isConflict());
        QVERIFY(!conflict->isHidden());
        QCOMPARE(child<QTextBrowser>(conflict, "vendorThen")->toPlainText(),
                 QStringLiteral("Invoke this tool to look up the weather."));
        QCOMPARE(child<QTextBrowser>(conflict, "vendorNow")->toPlainText(),
                 QStringLiteral("Invoke this tool to look up the current weather."));
        QVERIFY(child<QTextBrowser>(conflict, "vendorNow")
                    ->toHtml()
                    .contains(QLatin1String("underline")));
        QCOMPARE(child<QTextBrowser>(conflict, "yourText")->toPlainText(), QStringLiteral("Mine."));
        QCOMPARE(f->editedText(), QStringLiteral("Mine."));

        QTest::mouseClick(child<QPushButton>(conflict, "keepMine"), Qt::LeftButton);
        QTRY_COMPARE(changed.size(), 2);
        Override entry = overrides().constFirst();
        QVERIFY(!entry.isConflict());
        QCOMPARE(entry.text, QStringLiteral("Mine."));
        QCOMPARE(entry.vendorOriginal,
                 QStringLiteral("Invoke this tool to look up the current weather."));
        QVERIFY(conflict->isHidden());
        QCOMPARE(f->editedText(), QStringLiteral("Mine."));

        QJsonObject v3 = with(version(validTool(), 3, 3), QStringLiteral("description"),
                              QStringLiteral("Looks up the weather of a city."));
        resync({v3, airTool()});
        editor.setTool(tool());
        QVERIFY(f->isConflict());
        QTest::mouseClick(child<QPushButton>(conflict, "takeVendor"), Qt::LeftButton);
        QTRY_COMPARE(changed.size(), 3);
        QVERIFY(overrides().isEmpty());
        QVERIFY(conflict->isHidden());
        QVERIFY(!f->isOverridden());
        QCOMPARE(f->editedText(), QStringLiteral("Looks up the weather of a city."));
    }

    // When to use the tool starts as the vendor's description, when not to use
    // it empty (A2T says neither); both are stored like any other text.
    void whenToUseAndWhenNotAreUserTexts()
    {
        DescriptionEditor editor(m_store.get());
        show(editor);
        QSignalSpy changed(&editor, &DescriptionEditor::overridesChanged);
        editor.setTool(tool());
        const QString description = tool().vendor.signature.description;
        const OverrideTarget when = target(OverrideKind::WhenToUse);
        const OverrideTarget whenNot = target(OverrideKind::WhenNotToUse);
        DescriptionField *whenField = field(editor, when);
        DescriptionField *whenNotField = field(editor, whenNot);
        QVERIFY(whenField);
        QVERIFY(whenNotField);
        QCOMPARE(whenField->editedText(), description);
        QVERIFY(!whenField->isModified());
        QCOMPARE(child<QLabel>(whenField, "vendorLabel")->text(),
                 QStringLiteral("The vendor's text (the same as the editor's)"));
        QCOMPARE(child<QLabel>(whenField, "counter")->text(),
                 QStringLiteral("%1 of at most 1,999 characters").arg(description.size()));
        QCOMPARE(whenNotField->editedText(), QString());
        QCOMPARE(child<QLabel>(whenNotField, "vendorLabel")->text(),
                 QStringLiteral("The vendor has no such text."));
        QVERIFY(!child<QPushButton>(whenNotField, "revert")->isEnabled());

        // Typed and applied from the keyboard, as any field.
        auto *text = child<QPlainTextEdit>(whenField, "editor");
        text->setFocus();
        text->selectAll();
        QTest::keyClicks(text, QStringLiteral("When the user asks about the weather."));
        QTest::keyClick(text, Qt::Key_Return, Qt::ControlModifier);
        QTRY_COMPARE(changed.size(), 1);
        QList<Override> stored = overrides();
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored.constFirst().target, when);
        QCOMPARE(stored.constFirst().text, QStringLiteral("When the user asks about the weather."));
        QCOMPARE(stored.constFirst().vendorOriginal, description);
        QCOMPARE(tool().edited.whenToUse, QStringLiteral("When the user asks about the weather."));
        QCOMPARE(tool().edited.description, description);
        QVERIFY(whenField->isOverridden());

        whenNotField->setEditedText(QStringLiteral("Not for past weather."));
        QTest::mouseClick(child<QPushButton>(whenNotField, "apply"), Qt::LeftButton);
        QTRY_COMPARE(changed.size(), 2);
        QCOMPARE(tool().edited.whenNotToUse, QStringLiteral("Not for past weather."));
        QVERIFY(whenNotField->isOverridden());
        // Emptied, it cannot be applied: reverting is the way back to no text.
        whenNotField->setEditedText(QStringLiteral(" "));
        QVERIFY(!child<QPushButton>(whenNotField, "apply")->isEnabled());
        QCOMPARE(whenNotField->problem(),
                 QStringLiteral(
                     "This text cannot be empty; to have none, as the vendor has none, revert."));

        // Revert, then Undo puts the user's text back, as stored.
        QTest::mouseClick(child<QPushButton>(whenNotField, "revert"), Qt::LeftButton);
        QTRY_COMPARE(changed.size(), 3);
        QCOMPARE(overrides().size(), 1);
        QCOMPARE(whenNotField->editedText(), QString());
        QVERIFY(!editor.undoRevertButton()->isHidden());
        QTest::mouseClick(editor.undoRevertButton(), Qt::LeftButton);
        QTRY_COMPARE(changed.size(), 4);
        QCOMPARE(overrides().size(), 2);
        QCOMPARE(whenNotField->editedText(), QStringLiteral("Not for past weather."));
    }

    // When to use is the vendor's description until rewritten: the vendor
    // rewriting its description underneath the user's text is a conflict.
    void whenToUseConflictsWithANewDescription()
    {
        const OverrideTarget when = target(OverrideKind::WhenToUse);
        QVERIFY(onCatalog([when](CatalogDatabase &db) {
            return userData(db).setOverride(when, QStringLiteral("For forecasts."), nullptr);
        }));
        DescriptionEditor editor(m_store.get());
        show(editor);
        QSignalSpy changed(&editor, &DescriptionEditor::overridesChanged);
        resync({with(version(validTool(), 2, 2), QStringLiteral("description"),
                     QStringLiteral("Invoke this tool to look up the weather of a city.")),
                airTool()});
        editor.setTool(tool());
        DescriptionField *f = field(editor, when);
        QVERIFY(f->isConflict());
        auto *conflict = f->findChild<ConflictPanel *>();
        QVERIFY(!conflict->isHidden());
        QCOMPARE(child<QTextBrowser>(conflict, "vendorNow")->toPlainText(),
                 QStringLiteral("Invoke this tool to look up the weather of a city."));
        QCOMPARE(child<QTextBrowser>(conflict, "yourText")->toPlainText(),
                 QStringLiteral("For forecasts."));
        // Laid out and scrolled to, as the user would: the field is below the description's.
        auto *takeVendor = child<QPushButton>(conflict, "takeVendor");
        QTRY_VERIFY(takeVendor->isVisible());
        editor.findChild<QScrollArea *>()->ensureWidgetVisible(takeVendor);
        QTest::mouseClick(takeVendor, Qt::LeftButton);
        QTRY_COMPARE(changed.size(), 1);
        QVERIFY(overrides().isEmpty());
        QCOMPARE(f->editedText(),
                 QStringLiteral("Invoke this tool to look up the weather of a city."));
    }

    void typedTextSurvivesSwitchingTools()
    {
        DescriptionEditor editor(m_store.get());
        show(editor);
        editor.setTool(tool());
        field(editor, target(OverrideKind::ToolDescription))
            ->setEditedText(QStringLiteral("Half-written"));
        editor.setTool(tool(AirId));
        QCOMPARE(field(editor, target(OverrideKind::ToolDescription, {}, {}, AirId))->editedText(),
                 QStringLiteral("Invoke this tool to look up the weather."));
        QVERIFY(editor.hasUnappliedChanges());
        editor.clearTool();
        editor.setTool(tool());
        DescriptionField *f = field(editor, target(OverrideKind::ToolDescription));
        QCOMPARE(f->editedText(), QStringLiteral("Half-written"));
        QVERIFY(f->isModified());
        // Going back to the vendor's text leaves nothing pending.
        QTest::mouseClick(child<QPushButton>(f, "revert"), Qt::LeftButton);
        QVERIFY(!editor.hasUnappliedChanges());
    }

    void failuresShowTheirCause()
    {
        DescriptionEditor editor(m_store.get());
        show(editor);
        editor.setTool(tool());
        // The tool leaves the catalog while the editor still shows it.
        QVERIFY(onCatalog([](CatalogDatabase &db) { return db.removeProvider(Skycast, nullptr); }));
        DescriptionField *f = field(editor, target(OverrideKind::ToolDescription));
        f->setEditedText(QStringLiteral("Mine."));
        QTest::mouseClick(child<QPushButton>(f, "apply"), Qt::LeftButton);
        auto *error = child<QLabel>(f, "error");
        QTRY_VERIFY(!error->isHidden());
        QVERIFY2(error->text().startsWith(QLatin1String("Your text was not saved: ")),
                 qPrintable(error->text()));
        QVERIFY2(error->text().contains(QLatin1String("not in the catalog")),
                 qPrintable(error->text()));
        QCOMPARE(f->editedText(), QStringLiteral("Mine."));
        QVERIFY(child<QPushButton>(f, "apply")->isEnabled());
    }

    // An alias another tool is known by is refused with the reason; the
    // typed name stays to be changed.
    void aliasTakenShowsWhy()
    {
        DescriptionEditor editor(m_store.get());
        show(editor);
        editor.setTool(tool());
        DescriptionField *f = field(editor, target(OverrideKind::ToolName));
        QVERIFY(f);
        QCOMPARE(child<QTextBrowser>(f, "vendorText")->toPlainText(), tool().vendor.signature.name);
        f->setEditedText(QStringLiteral("get_air_quality_by_city"));
        QTest::mouseClick(child<QPushButton>(f, "apply"), Qt::LeftButton);
        auto *error = child<QLabel>(f, "error");
        QTRY_VERIFY(!error->isHidden());
        QVERIFY2(error->text().contains(QLatin1String(
                     "A tool from Skycast is already called \"get_air_quality_by_city\"")),
                 qPrintable(error->text()));
        QVERIFY(overrides().isEmpty());
        QCOMPARE(f->editedText(), QStringLiteral("get_air_quality_by_city"));
    }

    // Provider text is shown as text, never as markup.
    void vendorTextStaysText()
    {
        resync({with(validTool(), QStringLiteral("description"),
                     QStringLiteral("<b>bold</b> <img src=x> \u202Egnp.exe")),
                airTool()});
        DescriptionEditor editor(m_store.get());
        show(editor);
        editor.setTool(tool());
        DescriptionField *f = field(editor, target(OverrideKind::ToolDescription));
        const QString shown = child<QTextBrowser>(f, "vendorText")->toPlainText();
        QVERIFY2(shown.startsWith(QLatin1String("<b>bold</b> <img src=x> \\u202egnp.exe")),
                 qPrintable(shown));
    }

    // The editor starts with the text as the pane beside shows it: a bidi
    // override or an invisible character would act in an editor, so they
    // are escapes there too; unchanged, nothing is offered to apply.
    void editorShowsInvisibleCharacters()
    {
        resync({with(validTool(), QStringLiteral("description"),
                     QStringLiteral("Pays \u202Eevil\u202C, \u200Breally.")),
                airTool()});
        DescriptionEditor editor(m_store.get());
        show(editor);
        editor.setTool(tool());
        DescriptionField *f = field(editor, target(OverrideKind::ToolDescription));
        QCOMPARE(f->editedText(), QStringLiteral("Pays \\u202eevil\\u202c, \\u200breally."));
        QVERIFY(!f->isModified());
        QVERIFY(!child<QPushButton>(f, "apply")->isEnabled());
        QCOMPARE(child<QLabel>(f, "vendorLabel")->text(),
                 QStringLiteral("The vendor's text (the same as the editor's)"));
    }

    // A hostile megabyte is cut before it reaches an editor, and says so.
    void hugeVendorTextIsBounded()
    {
        resync({withInput(validTool(), 0, QStringLiteral("description"), QString(2'000'000, u'x')),
                airTool()});
        DescriptionEditor editor(m_store.get());
        show(editor);
        QElapsedTimer timer;
        timer.start();
        editor.setTool(tool());
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
        DescriptionField *f
            = field(editor, target(OverrideKind::InputDescription, QStringLiteral("City")));
        QCOMPARE(f->editedText().size(), DescriptionField::MaxEditableLength);
        QVERIFY(!f->isModified());
        auto *notice = child<QLabel>(f, "notice");
        QVERIFY(!notice->isHidden());
        QVERIFY2(notice->text().contains(QLatin1String("2,000,000")), qPrintable(notice->text()));
        QVERIFY(child<QTextBrowser>(f, "vendorText")->toPlainText().size()
                < DescriptionField::MaxEditableLength + 10);
    }
};

QTEST_MAIN(tst_DescriptionEditor)
#include "tst_descriptioneditor.moc"
