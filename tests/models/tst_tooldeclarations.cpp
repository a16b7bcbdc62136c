// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ToolDeclarations and DeclarationFiles: the catalog's tools as Agent Tool
// declarations and ATDF documents, with the user's texts, their lifecycle and
// output contract, each document valid against its published schema; a file
// per tool named safely, never outside the folder, never over a stranger's file.

#include "declarationcatalog.h"
#include "dialects/files/agenttoolformat.h"
#include "dialects/files/filesdialect.h"
#include "foldertree.h"
#include "publishedschemas.h"
#include "sharing/declarationfiles.h"
#include "sharing/tooldeclarations.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace DeclarationCatalog;

using FolderTree::readAll;
using FolderTree::tree;

namespace {

using Format = ToolDeclarations::Format;

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QString schemaOf(Format format)
{
    switch (format) {
    case Format::AgentTool:
        return QStringLiteral("agenttool-tool-declaration.schema.json");
    case Format::Atdf:
        return QStringLiteral("atdf_schema.json");
    case Format::AtdfEnhanced:
        break;
    }
    return QStringLiteral("enhanced_atdf_schema.json");
}

} // namespace

class tst_ToolDeclarations : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    CatalogDatabase m_db;

    ToolExport exportOf(const QString &provider, const QString &toolId)
    {
        const std::optional<EditedSignature> edited = m_db.editedSignature(provider, toolId);
        if (!edited)
            qFatal("%s/%s is not in the catalog", qPrintable(provider), qPrintable(toolId));
        return ToolDeclarations::exportOf(*edited);
    }

    ToolExport pharmacy(int n) { return exportOf(Pharmacy, Staging::toolId(n)); }

    // Every tool of the catalog.
    QList<ToolSummary> everyTool() const
    {
        QList<ToolSummary> tools = m_db.search(CatalogQuery());
        tools.removeIf([](const ToolSummary &tool) { return tool.name == u"two_cities"; });
        std::sort(tools.begin(), tools.end(), [](const ToolSummary &a, const ToolSummary &b) {
            return std::tie(a.provider, a.toolId) < std::tie(b.provider, b.toolId);
        });
        return tools;
    }

    QList<ToolExport> collect(const QList<ToolSummary> &tools)
    {
        const auto collected = ToolDeclarations::collect(m_db, tools);
        if (const auto *error = std::get_if<QString>(&collected))
            qFatal("not collected: %s", qPrintable(*error));
        return std::get<QList<ToolExport>>(collected);
    }

    static QJsonObject document(Format format, const ToolExport &tool)
    {
        const auto written = ToolDeclarations::document(format, tool);
        if (const auto *error = std::get_if<QString>(&written))
            qFatal("not written: %s", qPrintable(*error));
        return std::get<QJsonObject>(written);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_db.open(m_dir.filePath(QStringLiteral("catalog.sqlite")), &error),
                 qPrintable(error));
        QVERIFY(fill(m_db));
    }

    void formatNames()
    {
        for (const Format format : {Format::AgentTool, Format::Atdf, Format::AtdfEnhanced})
            QCOMPARE(ToolDeclarations::formatFromName(ToolDeclarations::formatName(format)),
                     format);
        QCOMPARE(ToolDeclarations::formatName(Format::AgentTool), QStringLiteral("agent-tool"));
        QCOMPARE(ToolDeclarations::formatName(Format::AtdfEnhanced),
                 QStringLiteral("atdf-enhanced"));
        QVERIFY(!ToolDeclarations::formatFromName(QStringLiteral("openai")));
    }

    // The pinned version, named by the user's alias with the vendor's name
    // beside, the user's description and input text in its schema; the
    // vendor's native form and digest, so a runtime calls exactly that version.
    void theUsersTextsAtThePinnedVersion()
    {
        const ToolExport tool = pharmacy(Prescriptions);
        const std::optional<StoredSignature> pinned
            = m_db.signature(Pharmacy, Staging::toolId(Prescriptions), 1);
        QVERIFY(pinned);
        QCOMPARE(tool.tool.version, 1);
        QCOMPARE(tool.tool.name, Alias);
        QCOMPARE(tool.vendorName, QStringLiteral("look_up_prescriptions"));
        QCOMPARE(tool.tool.description, Described);
        // The signature's when-to-use prefill is no text of its own.
        QVERIFY(tool.tool.whenToUse.isEmpty());
        QCOMPARE(tool.tool.nativeForm, pinned->tool.nativeForm);
        QCOMPARE(tool.tool.digest, pinned->tool.digest);
        QCOMPARE(tool.tool.key, (ToolKey {Pharmacy, Staging::toolId(Prescriptions)}));
        QCOMPARE(tool.protocol, QStringLiteral("a2t"));
        const QJsonObject city
            = tool.tool.input.json()[QStringLiteral("properties")][QStringLiteral("city")]
                  .toObject();
        QCOMPARE(city.value(QStringLiteral("description")).toString(), CityText);
        QCOMPARE(city.value(QStringLiteral("title")).toString(), QStringLiteral("City"));
        // No keyword of Toolshelf's own reaches a declaration.
        QVERIFY(!QJsonDocument(tool.tool.input.json().toObject()).toJson().contains("x-toolshelf"));
        // Without an alias the vendor's name is the name, and none is kept beside.
        const ToolExport plain = pharmacy(Verify);
        QCOMPARE(plain.tool.name, QStringLiteral("verify_identity"));
        QVERIFY(plain.vendorName.isEmpty());
        // The declaration says so.
        const QJsonObject declaration = document(Format::AgentTool, tool);
        QCOMPARE(declaration.value(QStringLiteral("name")).toString(), Alias);
        QCOMPARE(declaration.value(QStringLiteral("description")).toString(), Described);
        QVERIFY(declaration.value(QStringLiteral("aliases"))
                    .toArray()
                    .contains(QStringLiteral("look_up_prescriptions")));
    }

    void lifecycle_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("toolId");
        QTest::addColumn<int>("lifecycle");
        QTest::addColumn<QString>("declared");
        QTest::newRow("withdrawn while pinned")
            << Pharmacy << Staging::toolId(Refill) << int(ToolLifecycle::Retired)
            << QStringLiteral("retired");
        QTest::newRow("tagged deprecated")
            << Pharmacy << Staging::toolId(Old) << int(ToolLifecycle::Deprecated)
            << QStringLiteral("deprecated");
        QTest::newRow("MCP annotations")
            << Everything << QStringLiteral("old-by-annotation") << int(ToolLifecycle::Deprecated)
            << QStringLiteral("deprecated");
        QTest::newRow("MCP _meta")
            << Everything << QStringLiteral("old-by-meta") << int(ToolLifecycle::Deprecated)
            << QStringLiteral("deprecated");
        QTest::newRow("available A2T")
            << Pharmacy << Staging::toolId(Verify) << int(ToolLifecycle::Available)
            << QStringLiteral("available");
        QTest::newRow("available MCP")
            << Everything << QStringLiteral("echo") << int(ToolLifecycle::Available)
            << QStringLiteral("available");
    }

    void lifecycle()
    {
        QFETCH(QString, provider);
        QFETCH(QString, toolId);
        QFETCH(int, lifecycle);
        QFETCH(QString, declared);
        const ToolExport tool = exportOf(provider, toolId);
        QCOMPARE(int(tool.lifecycle), lifecycle);
        QCOMPARE(document(Format::AgentTool, tool).value(QStringLiteral("lifecycle")).toString(),
                 declared);
    }

    // A declaration read from a file says where the tool stands itself.
    void lifecycleADeclarationStates_data()
    {
        QTest::addColumn<QString>("stated");
        QTest::addColumn<int>("lifecycle");
        QTest::newRow("deprecated")
            << QStringLiteral("deprecated") << int(ToolLifecycle::Deprecated);
        QTest::newRow("retired") << QStringLiteral("retired") << int(ToolLifecycle::Retired);
        QTest::newRow("draft") << QStringLiteral("draft") << int(ToolLifecycle::Available);
    }

    void lifecycleADeclarationStates()
    {
        QFETCH(QString, stated);
        QFETCH(int, lifecycle);
        const QJsonObject declaration {
            {QStringLiteral("schema_version"), AgentToolFormat::SchemaVersion},
            {QStringLiteral("tool_id"), QStringLiteral("old_search")},
            {QStringLiteral("namespace"), QStringLiteral("web")},
            {QStringLiteral("name"), QStringLiteral("search")},
            {QStringLiteral("description"), QStringLiteral("Searches the web.")},
            {QStringLiteral("lifecycle"), stated},
            {QStringLiteral("tool_kind"), QStringLiteral("web_search")},
        };
        const QByteArray form = QJsonDocument(declaration).toJson(QJsonDocument::Compact);
        StoredSignature stored;
        stored.provider = QStringLiteral("Team");
        stored.dialect = FilesDialect::DialectId;
        stored.tool = AgentToolFormat::read(stored.provider, declaration, form);
        QCOMPARE(int(ToolDeclarations::lifecycleOf(stored)), lifecycle);
    }

    // What a tool answers: A2T outputs keyed by name; an MCP tool's
    // outputSchema as served; nothing for a tool that describes no answer.
    void outputContract()
    {
        const ToolExport a2t = pharmacy(Verify);
        QVERIFY(a2t.tool.output);
        QCOMPARE(a2t.tool.output->json()[QStringLiteral("properties")].toObject().keys(),
                 (QStringList {QStringLiteral("Details"), QStringLiteral("Temperature")}));
        const ToolExport structured
            = exportOf(Everything, QStringLiteral("get-structured-content"));
        const std::optional<StoredSignature> served
            = m_db.signature(Everything, QStringLiteral("get-structured-content"));
        QVERIFY(structured.tool.output && served && served->tool.output);
        QCOMPARE(structured.tool.output->json(), served->tool.output->json());
        QVERIFY(
            document(Format::AgentTool, structured).contains(QStringLiteral("output_contract")));
        const ToolExport echo = exportOf(Everything, QStringLiteral("echo"));
        QVERIFY(!echo.tool.output);
        QVERIFY(!document(Format::AgentTool, echo).contains(QStringLiteral("output_contract")));
        QCOMPARE(echo.protocol, QStringLiteral("mcp"));
    }

    // One tool is its document; several an array; the same tools give the same bytes.
    void render()
    {
        const QList<ToolExport> two = collect({summary(Pharmacy, Staging::toolId(Verify)),
                                               summary(Identity, Staging::toolId(IdentityVerify))});
        for (const Format format : {Format::AgentTool, Format::Atdf, Format::AtdfEnhanced}) {
            const auto one = ToolDeclarations::render(format, {two.first()});
            QVERIFY(std::holds_alternative<QByteArray>(one));
            QVERIFY(QJsonDocument::fromJson(std::get<QByteArray>(one)).isObject());
            const auto both = ToolDeclarations::render(format, two);
            QVERIFY(std::holds_alternative<QByteArray>(both));
            const QJsonDocument array = QJsonDocument::fromJson(std::get<QByteArray>(both));
            QCOMPARE(array.array().size(), 2);
            // Two providers' tools of one name stay two tools.
            QVERIFY(array.array().at(0)[QStringLiteral("tool_id")]
                    != array.array().at(1)[QStringLiteral("tool_id")]);
            QCOMPARE(ToolDeclarations::render(format, two), both);
            QVERIFY(std::get<QByteArray>(both).endsWith('\n'));
        }
        QVERIFY(std::holds_alternative<QString>(ToolDeclarations::render(Format::AgentTool, {})));
        const auto missing
            = ToolDeclarations::collect(m_db, {summary(Pharmacy, QStringLiteral("nothing"))});
        QVERIFY(std::holds_alternative<QString>(missing));
    }

    // Two inputs of one id would be one property of the schema: the tool is
    // left out, not exported with an input lost.
    void toolsThatWouldLoseAnInputAreRefused()
    {
        const auto collected
            = ToolDeclarations::collect(m_db,
                                        {summary(Pharmacy, Staging::toolId(Verify)),
                                         summary(Pharmacy, Staging::toolId(Twins))});
        QVERIFY(std::holds_alternative<QString>(collected));
        QVERIFY2(
            std::get<QString>(collected).contains(QLatin1String("two inputs with the id \"city\"")),
            qPrintable(std::get<QString>(collected)));
        QVERIFY2(std::get<QString>(collected).contains(QLatin1String("Pharmacy/two_cities")),
                 qPrintable(std::get<QString>(collected)));
    }

    // A document its format finds an error in is refused with the finding:
    // an ATDF input needs a name, which a schema property keyed "" does not give.
    void documentsBreakingTheirFormatAreRefused()
    {
        ToolExport unnamed = exportOf(Everything, QStringLiteral("echo"));
        unnamed.tool.input = ValueSchema(QJsonObject {
            {QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("properties"),
             QJsonObject {
                 {QString(), QJsonObject {{QStringLiteral("type"), QStringLiteral("string")}}}}}});
        for (const Format format : {Format::Atdf, Format::AtdfEnhanced}) {
            const auto written = ToolDeclarations::document(format, unnamed);
            QVERIFY(std::holds_alternative<QString>(written));
            QVERIFY2(std::get<QString>(written).contains(QLatin1String("Everything/echo")),
                     qPrintable(std::get<QString>(written)));
            QVERIFY2(std::get<QString>(written).contains(QLatin1String("/how_to_use/inputs/0")),
                     qPrintable(std::get<QString>(written)));
            QVERIFY(std::holds_alternative<QString>(ToolDeclarations::render(format, {unnamed})));
            QVERIFY(std::holds_alternative<QString>(ToolDeclarations::files(format, {unnamed})));
        }
    }

    // A file per tool, named after the name it is exported under, safe on
    // every file system, unique among the folder's files.
    void fileNames()
    {
        const QList<ToolExport> tools = collect({summary(Pharmacy, Staging::toolId(Prescriptions)),
                                                 summary(Pharmacy, Staging::toolId(Verify)),
                                                 summary(Identity, Staging::toolId(IdentityVerify)),
                                                 summary(Pharmacy, Staging::toolId(Unsafe)),
                                                 summary(Pharmacy, Staging::toolId(Device))});
        const auto files = ToolDeclarations::files(Format::AgentTool, tools);
        QVERIFY(std::holds_alternative<QList<ToolDeclarations::File>>(files));
        QStringList names;
        QStringList ids;
        for (const ToolDeclarations::File &file : std::get<QList<ToolDeclarations::File>>(files)) {
            names.append(file.name);
            ids.append(file.toolId);
            QCOMPARE(QJsonDocument::fromJson(file.bytes)[QStringLiteral("tool_id")].toString(),
                     file.toolId);
        }
        QCOMPARE(
            names,
            (QStringList {Alias + QStringLiteral(".json"), QStringLiteral("verify_identity.json"),
                          QStringLiteral("verify_identity-2.json"),
                          QStringLiteral("_._etc_passwd.json"), QStringLiteral("_CON.json")}));
        ids.removeDuplicates();
        QCOMPARE(ids.size(), 5);
    }

    // Into a folder that does not exist: made whole, nothing else beside it.
    void writesANewFolderWhole()
    {
        const QList<ToolExport> tools = collect({summary(Pharmacy, Staging::toolId(Unsafe)),
                                                 summary(Pharmacy, Staging::toolId(Device))});
        const auto files
            = std::get<QList<ToolDeclarations::File>>(ToolDeclarations::files(Format::Atdf, tools));
        const QString parent = m_dir.filePath(QStringLiteral("new"));
        const QString folder = parent + QStringLiteral("/declarations/");
        QCOMPARE(DeclarationFiles::writeFolder(folder, files), std::nullopt);
        QCOMPARE(tree(parent),
                 (QStringList {QStringLiteral("declarations"),
                               QStringLiteral("declarations/_._etc_passwd.json"),
                               QStringLiteral("declarations/_CON.json")}));
        QCOMPARE(readAll(folder + QStringLiteral("_CON.json")), files.at(1).bytes);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("etc"))));
    }

    // Into an existing folder: an earlier export of the same tool is
    // replaced; another file, or a link, in the way refuses the whole export
    // before anything is written.
    void existingFolders()
    {
        const QString folder = m_dir.filePath(QStringLiteral("git"));
        QVERIFY(QDir().mkpath(folder));
        const QList<ToolExport> tools
            = collect({summary(Pharmacy, Staging::toolId(Verify)),
                       summary(Identity, Staging::toolId(IdentityVerify))});
        const auto files = std::get<QList<ToolDeclarations::File>>(
            ToolDeclarations::files(Format::AgentTool, tools));
        QCOMPARE(DeclarationFiles::writeFolder(folder, files), std::nullopt);
        QCOMPARE(tree(folder),
                 (QStringList {QStringLiteral("verify_identity-2.json"),
                               QStringLiteral("verify_identity.json")}));
        // Again, with an edited first file: the export replaces its own.
        QJsonObject edited = QJsonDocument::fromJson(files.first().bytes).object();
        edited.insert(QStringLiteral("description"), QStringLiteral("edited by hand"));
        QVERIFY(writeFile(folder + QStringLiteral("/verify_identity.json"),
                          QJsonDocument(edited).toJson()));
        QCOMPARE(DeclarationFiles::writeFolder(folder, files), std::nullopt);
        QCOMPARE(readAll(folder + QStringLiteral("/verify_identity.json")), files.first().bytes);

        // A stranger's file under the second name: nothing is written, the
        // first file neither.
        QVERIFY(writeFile(folder + QStringLiteral("/verify_identity-2.json"),
                          "{\"tool_id\": \"someone else\"}\n"));
        QVERIFY(QFile::remove(folder + QStringLiteral("/verify_identity.json")));
        std::optional<QString> refused = DeclarationFiles::writeFolder(folder, files);
        QVERIFY(refused);
        QVERIFY2(refused->contains(QLatin1String("verify_identity-2.json")), qPrintable(*refused));
        QVERIFY(!QFileInfo::exists(folder + QStringLiteral("/verify_identity.json")));
        QCOMPARE(readAll(folder + QStringLiteral("/verify_identity-2.json")),
                 QByteArray("{\"tool_id\": \"someone else\"}\n"));

        // A link in the way, even to an earlier export, is never written through.
        const QString outside = m_dir.filePath(QStringLiteral("outside.json"));
        QVERIFY(writeFile(outside, files.at(1).bytes));
        QVERIFY(QFile::remove(folder + QStringLiteral("/verify_identity-2.json")));
        QVERIFY(QFile::link(outside, folder + QStringLiteral("/verify_identity-2.json")));
        refused = DeclarationFiles::writeFolder(folder, files);
        QVERIFY(refused);
        QVERIFY2(refused->contains(QLatin1String("no plain file")), qPrintable(*refused));
        QCOMPARE(readAll(outside), files.at(1).bytes);
        QVERIFY(!QFileInfo::exists(folder + QStringLiteral("/verify_identity.json")));

        // A file where the folder should be.
        QVERIFY(DeclarationFiles::writeFolder(outside, files));
    }

    void folderOrFile()
    {
        QVERIFY(DeclarationFiles::isFolder(m_dir.path()));
        QVERIFY(DeclarationFiles::isFolder(m_dir.filePath(QStringLiteral("missing/"))));
        QVERIFY(!DeclarationFiles::isFolder(m_dir.filePath(QStringLiteral("missing.json"))));
    }

    // Every document of every tool of the catalog, A2T and MCP, at each
    // level, valid against the schema its format publishes.
    void everyDocumentIsValid_data()
    {
        QTest::addColumn<int>("format");
        QTest::newRow("agent-tool") << int(Format::AgentTool);
        QTest::newRow("atdf") << int(Format::Atdf);
        QTest::newRow("atdf-enhanced") << int(Format::AtdfEnhanced);
    }

    void everyDocumentIsValid()
    {
        TOOLSHELF_REQUIRE_PUBLISHED_SCHEMAS();
        QFETCH(int, format);
        const QList<ToolExport> tools = collect(everyTool());
        QVERIFY(tools.size() > 15);
        const auto rendered = ToolDeclarations::render(Format(format), tools);
        if (const auto *problem = std::get_if<QString>(&rendered))
            QFAIL(qPrintable(*problem));
        const QString file = m_dir.filePath(QStringLiteral("all-%1.json").arg(format));
        QVERIFY(writeFile(file, std::get<QByteArray>(rendered)));
        const QStringList errors
            = PublishedSchemas::errors(schemaOf(Format(format)), file, QString(), true);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    }

    // The validator is a real one: a document the schema refuses is found.
    void theValidatorFindsErrors()
    {
        TOOLSHELF_REQUIRE_PUBLISHED_SCHEMAS();
        const QString file = m_dir.filePath(QStringLiteral("broken.json"));
        QVERIFY(writeFile(file, "{\"tool_id\": \"x\", \"lifecycle\": \"gone\"}"));
        QVERIFY(!PublishedSchemas::errors(QStringLiteral("agenttool-tool-declaration.schema.json"),
                                          file)
                     .isEmpty());
        QVERIFY(!PublishedSchemas::errors(QStringLiteral("atdf_schema.json"), file).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_ToolDeclarations)
#include "tst_tooldeclarations.moc"
