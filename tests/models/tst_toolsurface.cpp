// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ToolSurface: a procedure's tools as an Agent Tool tool_surface, pinned ones
// loaded, the others deferred, unknown and ambiguous names blocked with their
// reasons; the surface, each declaration and each deferred ref valid against
// the schemas the format publishes.

#include "declarationcatalog.h"
#include "publishedschemas.h"
#include "sharing/toolsurface.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Toolshelf;
using namespace DeclarationCatalog;

namespace {

const QDateTime Made(QDate(2026, 5, 8), QTime(9, 30), QTimeZone::utc());

QStringList names(const QJsonArray &tools)
{
    QStringList result;
    for (const QJsonValue &tool : tools)
        result.append(tool[QStringLiteral("name")].toString());
    return result;
}

} // namespace

class tst_ToolSurface : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    CatalogDatabase m_db;

    const QString m_procedure
        = QStringLiteral("# Refills\n"
                         "\n"
                         "1. Confirm who is asking with verify_identity().\n"
                         "2. Call pharmacy_look_up_prescriptions(`City`) and show the list.\n"
                         "3. Refill with refill_prescription(); say it back with echo().\n"
                         "4. Never call nope_tool() or pharmacy_look_up_prescriptions() twice.\n");

    ToolSurface::Surface build(const QString &procedure)
    {
        const auto built = ToolSurface::build(
            m_db, procedure, ToolSurface::surfaceId(QStringLiteral("refills.md")), Made);
        if (const auto *error = std::get_if<QString>(&built))
            qFatal("no surface: %s", qPrintable(*error));
        return std::get<ToolSurface::Surface>(built);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_db.open(m_dir.filePath(QStringLiteral("catalog.sqlite")), &error),
                 qPrintable(error));
        QVERIFY(fill(m_db));
    }

    void surfaceIds_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("id");
        QTest::newRow("plain") << QStringLiteral("/home/d/refills.md")
                               << QStringLiteral("toolshelf:procedure:refills");
        QTest::newRow("words") << QStringLiteral("Refill  Prescriptions (v2).md")
                               << QStringLiteral("toolshelf:procedure:refill-prescriptions-v2");
        QTest::newRow("letters of any script")
            << QStringLiteral("Rezepte_für_Köln.md")
            << QStringLiteral("toolshelf:procedure:rezepte-für-köln");
        QTest::newRow("hostile") << QStringLiteral("../\u202Eevil\u200B.md")
                                 << QStringLiteral("toolshelf:procedure:evil");
        QTest::newRow("nothing left")
            << QStringLiteral("---.md") << QStringLiteral("toolshelf:procedure:procedure");
        QTest::newRow("unsaved") << QStringLiteral("Untitled")
                                 << QStringLiteral("toolshelf:procedure:untitled");
    }

    void surfaceIds()
    {
        QFETCH(QString, file);
        QFETCH(QString, id);
        QCOMPARE(ToolSurface::surfaceId(file), id);
    }

    void theProceduresTools()
    {
        const ToolSurface::Surface surface = build(m_procedure);
        const QJsonObject &json = surface.json;
        QCOMPARE(json.value(QStringLiteral("schema_version")).toString(), QStringLiteral("0.2.0"));
        QCOMPARE(json.value(QStringLiteral("surface_id")).toString(),
                 QStringLiteral("toolshelf:procedure:refills"));
        QCOMPARE(json.value(QStringLiteral("scope")).toString(), QStringLiteral("skill"));
        QVERIFY(json.value(QStringLiteral("producer")).toString().startsWith(u"Toolshelf "));
        QCOMPARE(json.value(QStringLiteral("created_at")).toString(),
                 QStringLiteral("2026-05-08T09:30:00Z"));

        // Pinned: loaded whole, at the pinned version, under the alias; a
        // withdrawn pinned tool too, as retired.
        const QJsonArray loaded = json.value(QStringLiteral("loaded_tools")).toArray();
        QCOMPARE(names(loaded), (QStringList {Alias, QStringLiteral("refill_prescription")}));
        QCOMPARE(loaded.at(0)[QStringLiteral("description")].toString(), Described);
        QCOMPARE(loaded.at(1)[QStringLiteral("lifecycle")].toString(), QStringLiteral("retired"));
        QVERIFY(loaded.at(0)[QStringLiteral("input_contract")].isObject());

        // Known, not pinned: discoverable, with why it is not loaded.
        const QJsonArray deferred = json.value(QStringLiteral("deferred_tools")).toArray();
        QCOMPARE(deferred.size(), 1);
        const QJsonObject echo = deferred.at(0).toObject();
        QCOMPARE(echo.value(QStringLiteral("name")).toString(), QStringLiteral("echo"));
        QCOMPARE(echo.value(QStringLiteral("namespace")).toString(), Everything);
        QCOMPARE(echo.value(QStringLiteral("loading_state")).toString(),
                 QStringLiteral("discoverable"));
        QCOMPARE(echo.value(QStringLiteral("schema_visibility")).toString(),
                 QStringLiteral("deferred"));
        QCOMPARE(echo.value(QStringLiteral("reason")).toString(), ToolSurface::UnpinnedReason);
        QCOMPARE(echo.value(QStringLiteral("source")).toString(), QStringLiteral("mcp"));
        QCOMPARE(echo.value(QStringLiteral("native_ref")).toObject(),
                 (QJsonObject {{QStringLiteral("protocol"), QStringLiteral("mcp")},
                               {QStringLiteral("provider"), Everything},
                               {QStringLiteral("native_id"), QStringLiteral("echo")},
                               {QStringLiteral("tool_name"), QStringLiteral("echo")}}));
        QVERIFY(!echo.contains(QStringLiteral("input_contract")));

        // What the lint finds: blocked, with a reason a program reads and the
        // lint's own sentence.
        const QJsonArray blocked = json.value(QStringLiteral("blocked_tools")).toArray();
        QCOMPARE(names(blocked),
                 (QStringList {QStringLiteral("verify_identity"), QStringLiteral("nope_tool")}));
        QCOMPARE(blocked.at(0)[QStringLiteral("reason")].toString(),
                 QStringLiteral("ambiguous_name"));
        QVERIFY(blocked.at(0)[QStringLiteral("message")].toString().contains(Identity));
        QCOMPARE(blocked.at(0)[QStringLiteral("candidates")].toArray().size(), 2);
        QCOMPARE(blocked.at(1)[QStringLiteral("reason")].toString(),
                 QStringLiteral("unknown_tool"));
        QVERIFY(blocked.at(1)[QStringLiteral("message")].toString().contains(u"nope_tool"));

        // tool_refs: every loaded and deferred tool, by the ids their documents give.
        QStringList refs;
        for (const QJsonValue &ref : json.value(QStringLiteral("tool_refs")).toArray())
            refs.append(ref.toString());
        QCOMPARE(refs,
                 (QStringList {loaded.at(0)[QStringLiteral("tool_id")].toString(),
                               loaded.at(1)[QStringLiteral("tool_id")].toString(),
                               echo.value(QStringLiteral("tool_id")).toString()}));
        QCOMPARE(surface.loaded, 2);
        QCOMPARE(surface.deferred, 1);
        QCOMPARE(surface.blocked, 2);

        // Written as read: the same procedure gives the same bytes.
        QCOMPARE(QJsonDocument::fromJson(surface.bytes).object(), json);
        QCOMPARE(build(m_procedure).bytes, surface.bytes);
    }

    void aProcedureWithoutTools()
    {
        const ToolSurface::Surface surface = build(QStringLiteral("Just talk to the user.\n"));
        QCOMPARE(surface.loaded + surface.deferred + surface.blocked, 0);
        QCOMPARE(surface.json.value(QStringLiteral("tool_refs")).toArray(), QJsonArray());
    }

    // The surface, each loaded declaration and each deferred ref are valid
    // against the schemas Agent Tool publishes.
    void validAgainstThePublishedSchemas()
    {
        TOOLSHELF_REQUIRE_PUBLISHED_SCHEMAS();
        const QString file = m_dir.filePath(QStringLiteral("surface.json"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(build(m_procedure).bytes);
        out.close();
        QStringList errors
            = PublishedSchemas::errors(QStringLiteral("agenttool-tool-surface.schema.json"), file);
        errors += PublishedSchemas::errors(QStringLiteral("agenttool-tool-declaration.schema.json"),
                                           file, QStringLiteral("/loaded_tools"), true);
        errors += PublishedSchemas::errors(QStringLiteral("agenttool-deferred-tool.schema.json"),
                                           file, QStringLiteral("/deferred_tools"), true);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(tst_ToolSurface)
#include "tst_toolsurface.moc"
