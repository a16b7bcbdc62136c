// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/tooldetailsview.h"

#include "catalog/catalogdatabase.h"
#include "dialects/a2t/a2ttool.h"
#include "dialects/a2t/conformancelinter.h"
#include "dialects/a2t/signatureparser.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "hostiletext.h"
#include "signaturefixtures.h"

#include <QFile>
#include <QTest>

using namespace Toolshelf;
using namespace Fixtures;

namespace {

EditedSignature edited(const QJsonObject &json, const QList<Override> &overrides = {})
{
    EditedSignature tool;
    const ParsedSignature parsed = SignatureParser::parseSignature(json, QStringLiteral("$"));
    tool.vendor.provider = QStringLiteral("Skycast");
    tool.vendor.dialect = QStringLiteral("a2t");
    tool.vendor.signature = parsed.signature;
    // As the catalog gives it back (A2tTool::toSignature): A2T says nothing
    // of when to use the tool but its description.
    tool.vendor.signature.whenToUse = parsed.signature.description;
    tool.vendor.diagnostics = parsed.diagnostics;
    tool.overrides = overrides;
    tool.edited = CatalogDatabase::applyOverrides(tool.vendor.signature, overrides);
    return tool;
}

// create_order of the hand-written capture, as the catalog gives it back:
// its schema as served, and the A2T view the other screens still read.
EditedSignature order(const QList<Override> &overrides = {})
{
    QFile capture(
        QStringLiteral(TOOLSHELF_SOURCE_DIR)
        + QStringLiteral("/tests/data/a2tcapabilities/hand-written-json-schema-tools.json"));
    if (!capture.open(QIODevice::ReadOnly))
        qFatal("cannot read the capture");
    const DialectPage page
        = A2tCapabilitiesDialect::page(QStringLiteral("Shop"), capture.readAll(), {});
    EditedSignature tool;
    tool.vendor.provider = QStringLiteral("Shop");
    tool.vendor.dialect = A2tCapabilitiesDialect::DialectId;
    tool.vendor.tool = page.tools.at(1).tool;
    tool.vendor.signature = A2tTool::toSignature(tool.vendor.tool);
    tool.overrides = overrides;
    tool.edited = CatalogDatabase::applyOverrides(tool.vendor.signature, overrides);
    return tool;
}

Override override(OverrideKind kind, const QString &parameter, const QString &text,
                  const QString &original)
{
    Override o;
    o.target.kind = kind;
    o.target.parameter = parameter;
    o.text = text;
    o.vendorOriginal = original;
    return o;
}

} // namespace

class tst_ToolDetailsView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsEverythingAboutTheTool()
    {
        ToolDetailsView view;
        QVERIFY(!view.hasTool());
        QVERIFY(view.toPlainText().contains(QLatin1String("Select a tool")));
        view.setTool(edited(validTool()));
        const QString shown = view.toPlainText();
        for (const char *expected :
             {"lookup_weather_by_city", "Skycast · A2T (IETF draft) · version 1 of 1",
              "Invoke this tool", "weather, retrievals", "City", "required", "Units", "CELSIUS",
              "Imperial.", "Days", "optional", "at most 14", "Temperature", "Details", "json"})
            QVERIFY2(shown.contains(QString::fromUtf8(expected)), expected);
        view.clearTool();
        QVERIFY(!view.hasTool());
    }

    // Provider text is text: never markup, never invisible reordering, never unbounded.
    void hostileTextStaysText()
    {
        QJsonObject tool
            = with(validTool(), QStringLiteral("description"),
                   QStringLiteral("<script>alert(1)</script><img src=x> \u202Egnp.exe"));
        tool = with(tool, QStringLiteral("name"), QStringLiteral("<b>bold</b>"));
        ToolDetailsView view;
        view.setTool(edited(tool));
        const QString shown = view.toPlainText();
        QVERIFY(shown.contains(QLatin1String("<script>alert(1)</script><img src=x>")));
        QVERIFY(shown.contains(QLatin1String("<b>bold</b>")));
        QVERIFY(!shown.contains(QChar(0x202e)));
        QVERIFY(shown.contains(QLatin1String("\\u202egnp.exe")));
    }

    // Every invisible or reordering character of a provider shows as an
    // escape, in the name, tags, parameters, types and texts alike; a name,
    // tag or parameter stays on its line.
    void invisibleTextIsShown()
    {
        QJsonObject tool = with(validTool(), QStringLiteral("name"),
                                QStringLiteral("get_weather\nbook_hotel\u200B\u2060\uFEFF"));
        tool = with(tool, QStringLiteral("tags"),
                    QJsonArray {QStringLiteral("a\u2028b"), QStringLiteral("c\u200Dd")});
        tool = with(tool, QStringLiteral("description"),
                    QStringLiteral("First line.\nSecond\u2029line\u200E\U000E0069\r."));
        tool = withInput(tool, 0, QStringLiteral("name"), QStringLiteral("City\u200F\u061C"));
        tool = withInput(tool, 0, QStringLiteral("type"), QStringLiteral("str\u202Egni"));
        tool = withOutput(tool, 0, QStringLiteral("name"), QStringLiteral("Temp\nerature"));
        ToolDetailsView view;
        view.setTool(edited(tool));
        const QString shown = view.toPlainText();
        QVERIFY2(HostileText::invisibleIn(shown).isEmpty(),
                 qPrintable(HostileText::invisibleIn(shown)));
        for (const char *expected :
             {"get_weather\\u000abook_hotel\\u200b\\u2060\\ufeff", "a\\u2028b, c\\u200dd",
              "First line.\nSecond\\u2029line\\u200e\\U000e0069\\u000d.",
              "City\\u200f\\u061c (str\\u202egni", "Temp\\u000aerature"})
            QVERIFY2(shown.contains(QString::fromUtf8(expected)), expected);
    }

    void boundsHugeText()
    {
        ToolDetailsView view;
        view.setTool(
            edited(with(validTool(), QStringLiteral("description"), QString(2'000'000, u'x'))));
        QVERIFY(view.toPlainText().size() < ToolDetailsView::MaxTextLength + 2000);
        QVERIFY(view.toPlainText().contains(QStringLiteral(" …")));
    }

    void originalsAreOneClickAway()
    {
        ToolDetailsView view;
        view.setTool(edited(
            validTool(),
            {override(OverrideKind::ToolDescription, {}, QStringLiteral("Say the weather."),
                      QStringLiteral("Invoke this tool to look up the weather.")),
             override(OverrideKind::InputDescription, QStringLiteral("City"),
                      QStringLiteral("Town name."), QStringLiteral("The city, e.g. Boston."))}));
        QString shown = view.toPlainText();
        QVERIFY(shown.contains(QLatin1String("Say the weather. (your text)")));
        QVERIFY(shown.contains(QLatin1String("Town name. (your text)")));
        QVERIFY(!shown.contains(QLatin1String("Invoke this tool")));
        QVERIFY(shown.contains(QLatin1String("Show the vendor's original texts")));
        Q_EMIT view.anchorClicked(QUrl(QStringLiteral("toolshelf:originals")));
        QVERIFY(view.showsOriginals());
        shown = view.toPlainText();
        QVERIFY(shown.contains(
            QLatin1String("Vendor's original: Invoke this tool to look up the weather.")));
        QVERIFY(shown.contains(QLatin1String("Vendor's original: The city, e.g. Boston.")));
    }

    void showsConflicts()
    {
        Override changed = override(OverrideKind::ToolDescription, {}, QStringLiteral("Mine."),
                                    QStringLiteral("Old vendor."));
        changed.vendorLatest = QStringLiteral("New vendor text.");
        ToolDetailsView view;
        view.setTool(edited(validTool(), {changed}));
        view.setShowOriginals(true);
        const QString shown = view.toPlainText();
        QVERIFY(shown.contains(QLatin1String("The vendor has changed this text since.")));
        QVERIFY(shown.contains(QLatin1String("Vendor's text now: New vendor text.")));
    }

    // When to use the tool and when not: shown once they say more than the
    // description, the user's text marked as such.
    void showsWhenToUseOnceItSaysMore()
    {
        const QString description = QStringLiteral("Invoke this tool to look up the weather.");
        ToolDetailsView view;
        view.setTool(edited(validTool()));
        QVERIFY(!view.toPlainText().contains(QLatin1String("When to use:")));
        QVERIFY(!view.toPlainText().contains(QLatin1String("When not to use:")));
        // A rewritten description leaves when to use it the vendor's: still not repeated.
        view.setTool(edited(
            validTool(),
            {override(OverrideKind::ToolDescription, {}, QStringLiteral("Mine."), description)}));
        QVERIFY(!view.toPlainText().contains(QLatin1String("When to use:")));

        view.setTool(edited(
            validTool(),
            {override(OverrideKind::WhenToUse, {}, QStringLiteral("For forecasts."), description),
             override(OverrideKind::WhenNotToUse, {}, QStringLiteral("Not for history."), {})}));
        QString shown = view.toPlainText();
        QVERIFY2(shown.contains(QLatin1String("When to use: For forecasts. (your text)")),
                 qPrintable(shown));
        QVERIFY2(shown.contains(QLatin1String("When not to use: Not for history. (your text)")),
                 qPrintable(shown));
        view.setShowOriginals(true);
        QVERIFY(
            view.toPlainText().contains(QStringLiteral("Vendor's original: %1").arg(description)));

        // The vendor's own text (ATDF has one) is shown without the mark.
        EditedSignature own = edited(validTool());
        own.vendor.signature.whenNotToUse = QStringLiteral("Never for climate data.");
        own.edited.whenNotToUse = own.vendor.signature.whenNotToUse;
        view.setTool(own);
        shown = view.toPlainText();
        QVERIFY2(shown.contains(QLatin1String("When not to use: Never for climate data.")),
                 qPrintable(shown));
        QVERIFY(!shown.contains(QLatin1String("(your text)")));
        QVERIFY(!shown.contains(QLatin1String("When to use:")));

        // A conflict is shown even where the user's text is the description.
        Override changed = override(OverrideKind::WhenToUse, {}, description, description);
        changed.vendorLatest = QStringLiteral("New vendor text.");
        view.setTool(edited(validTool(), {changed}));
        QVERIFY(
            view.toPlainText().contains(QLatin1String("The vendor has changed this text since.")));
    }

    // The image arrives after the tool; it is shown under a name of our own
    // (the provider's URL never reaches the text engine) and goes with the tool.
    void showsTheImageWhenItArrives()
    {
        ToolDetailsView view;
        QJsonObject tool = validTool();
        tool.insert(QStringLiteral("img"), QStringLiteral("http://127.0.0.1:9/icon.png"));
        view.setTool(edited(tool));
        QVERIFY(!view.hasImage());
        QImage image(32, 16, QImage::Format_ARGB32);
        image.fill(Qt::green);
        view.setImage(image);
        QVERIFY(view.hasImage());
        QVERIFY(view.toHtml().contains(QLatin1String("toolshelf-image:tool")));
        QVERIFY(!view.toHtml().contains(QLatin1String("icon.png")));
        view.setTool(edited(validTool()));
        QVERIFY(!view.hasImage());
        view.setImage(image);
        view.clearTool();
        QVERIFY(!view.hasImage());
        view.setImage(image); // no tool: ignored
        QVERIFY(!view.hasImage());
    }

    // A tool whose inputs are JSON Schema as served shows them as a tree:
    // nested members, items, forms of a choice, references followed, bounds,
    // the vendor's own keywords listed.
    void showsTheSchemaAsATree()
    {
        ToolDetailsView view;
        view.setTool(order(
            {override(OverrideKind::InputDescription, QStringLiteral("priority"),
                      QStringLiteral("Ship it fast."), QStringLiteral("How fast it ships."))}));
        const QString shown = view.toPlainText();
        for (const char *expected :
             {"customer (object, required) — Who orders.",
              "id (string, required) — The customer's id, for example C-1042.",
              "shipping (object from #/$defs/address, no other members, optional)",
              "postcode (string, matching ^[0-9]{5}$, optional)",
              "items (array of object, at least 1 item(s), required)", "each item (object)",
              "quantity (integer 1–99, required)",
              "priority (one of: standard, express, overnight, optional) — Ship it fast. (your "
              "text)",
              "discount (number 0–0.5, optional) — A fraction off the total, at most half.",
              "payment (exactly one of 2 form(s), optional)", "form 1 “Card on file” (object)",
              "invoice_to (object from #/$defs/address, no other members, required)",
              "gift_note (string or null, at most 200 character(s), optional)",
              "x-vendor-hint (not a schema: \"kept as served\")",
              "The provider does not describe them.", "Also served: x-cost: \"free\""})
            QVERIFY2(shown.contains(QString::fromUtf8(expected)),
                     qPrintable(QString::fromUtf8(expected) + u'\n' + shown));
        QVERIFY(!shown.contains(QLatin1String("Flight")));
    }

    // Where the provider files it, and a tool a call revealed says by which
    // (provider text, escaped).
    void showsTheGroupAndWhatRevealedIt()
    {
        EditedSignature tool = order();
        tool.vendor.tool.groupPath = {QStringLiteral("Shop"), QStringLiteral("<b>Orders</b>")};
        tool.vendor.discoveredBy = QStringLiteral("checkout<i>");
        ToolDetailsView view;
        view.setTool(tool);
        const QString shown = view.toPlainText();
        QVERIFY2(shown.contains(QLatin1String("Group: Shop / <b>Orders</b>")), qPrintable(shown));
        QVERIFY2(shown.contains(QLatin1String("Revealed by the answer of a call of checkout<i>")),
                 qPrintable(shown));
    }

    // A schema that refers to itself points back instead of going on; one
    // too big shows its first rows and says so.
    void boundsHostileSchemas()
    {
        EditedSignature tool = order();
        const QByteArray node
            = "{\"type\": \"object\", \"$defs\": {\"node\": {\"type\": \"object\", "
              "\"properties\": {\"child\": {\"$ref\": \"#/$defs/node\"}, \"x-seen\": "
              "{\"type\": \"string\", \"x-vendor\": 1}}}}, \"properties\": {\"root\": "
              "{\"$ref\": \"#/$defs/node\"}}}";
        tool.vendor.tool.input = ValueSchema(QJsonDocument::fromJson(node).object());
        ToolDetailsView view;
        view.setTool(tool);
        QString shown = view.toPlainText();
        QVERIFY2(shown.contains(QString::fromUtf8("child (→ #/$defs/node (see above))")),
                 qPrintable(shown));
        QVERIFY2(shown.contains(QLatin1String("Other keywords: x-vendor: 1")), qPrintable(shown));
        QJsonObject wide;
        for (int i = 0; i < 5000; ++i)
            wide.insert(QStringLiteral("p%1").arg(i, 4, 10, QLatin1Char('0')), QJsonObject());
        tool.vendor.tool.input = ValueSchema(QJsonObject {{QStringLiteral("properties"), wide}});
        view.setTool(tool);
        shown = view.toPlainText();
        QVERIFY(shown.contains(QLatin1String("p0999")));
        QVERIFY(!shown.contains(QLatin1String("p1000")));
        QVERIFY(shown.contains(QLatin1String("the rest is not shown")));
    }

    void listsConformanceFindingsWithRuleIds()
    {
        ToolDetailsView view;
        // The parser leaves value rules to the linter; lint as the sync does.
        EditedSignature tool
            = edited(with(validTool(), QStringLiteral("name"), QStringLiteral("Weather Now")));
        tool.vendor.diagnostics
            = ConformanceLinter::lintSignature(tool.vendor.signature, QStringLiteral("$"));
        view.setTool(tool);
        const QString shown = view.toPlainText();
        QVERIFY(shown.contains(QLatin1String("Conformance")));
        QVERIFY(shown.contains(QLatin1String("tool-name-snake-case")));
        QVERIFY(shown.contains(QLatin1String("warning")));
    }
};

QTEST_MAIN(tst_ToolDetailsView)
#include "tst_tooldetailsview.moc"
