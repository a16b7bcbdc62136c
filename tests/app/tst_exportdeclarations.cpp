// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// toolshelf export-tools --format agent-tool|atdf|atdf-enhanced and
// toolshelf export-surface, over the reference provider on loopback: every
// sample vendor as A2T and as MCP, and its synthetic tools, each document
// valid against the schema its format publishes; a file per tool named
// safely inside the folder; a procedure's surface.

#include "catalogfixture.h"
#include "core/filenames.h"
#include "foldertree.h"
#include "publishedschemas.h"
#include "syntheticcatalog.h"

#include <QDirIterator>

using namespace CatalogFixture;
using namespace Qt::StringLiterals;

using FolderTree::readAll;
using FolderTree::tree;

namespace {

const QStringList Formats {u"agent-tool"_s, u"atdf"_s, u"atdf-enhanced"_s};

QString schemaOf(const QString &format)
{
    if (format == u"agent-tool")
        return u"agenttool-tool-declaration.schema.json"_s;
    return format == u"atdf" ? u"atdf_schema.json"_s : u"enhanced_atdf_schema.json"_s;
}

} // namespace

class tst_ExportDeclarations : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    // The sample vendors as A2T, the same and the synthetic tools as MCP,
    // and the synthetic tools as A2T.
    std::unique_ptr<Toolshelf::ProviderServer> m_samples;
    std::unique_ptr<Toolshelf::ProviderServer> m_mcp;
    std::unique_ptr<Toolshelf::ProviderServer> m_synthetic;
    QString m_profile;
    // Demo, Travel and Hostile (CatalogFixture).
    std::unique_ptr<Toolshelf::ProviderServer> m_fixtures;

    Run run(const QStringList &arguments) { return toolshelf(m_profile, arguments); }

    // PROVIDER/TOOLID of every tool of `provider`.
    QStringList toolsOf(const QString &provider)
    {
        QStringList tools;
        const Run found = run({u"search"_s, u"--provider"_s, provider, u"--json"_s});
        for (const QJsonValue &tool : found.array())
            tools.append(provider + u'/' + tool[u"toolId"_s].toString());
        return tools;
    }

    static std::vector<std::unique_ptr<Toolshelf::Catalog>> samples()
    {
        std::vector<std::unique_ptr<Toolshelf::Catalog>> catalogs;
        for (const QString &directory : Toolshelf::FileCatalog::bundledDirectories()) {
            QString error;
            auto catalog = Toolshelf::FileCatalog::load(directory, &error);
            if (!catalog)
                qFatal("cannot load %s: %s", qPrintable(directory), qPrintable(error));
            catalogs.push_back(std::move(catalog));
        }
        return catalogs;
    }

    bool add(const QString &name, const QUrl &url, const QString &dialect)
    {
        const Run added
            = run({u"provider"_s, u"add"_s, name, url.toString(), u"--dialect"_s, dialect});
        if (added.code != 0)
            qWarning("provider add failed: %s", qPrintable(added.err));
        return added.code == 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("TOOLSHELF_MANAGED_PROVIDERS", m_dir.filePath(u"managed.json"_s).toUtf8());
        m_samples = startSampleServer();
        Toolshelf::ProviderConfig mcp;
        mcp.dialect = Toolshelf::ProviderConfig::Dialect::Mcp;
        auto catalogs = samples();
        catalogs.push_back(std::make_unique<Toolshelf::SyntheticCatalog>(40, 5, 2, 18));
        m_mcp = Fixture::startServer(mcp, std::move(catalogs));
        std::vector<std::unique_ptr<Toolshelf::Catalog>> synthetic;
        synthetic.push_back(std::make_unique<Toolshelf::SyntheticCatalog>(40, 5, 2, 18));
        m_synthetic = Fixture::startServer({}, std::move(synthetic));

        m_profile = m_dir.filePath(u"profile"_s);
        const QStringList vendors {u"Altair"_s, u"Meridian"_s, u"Skycast"_s};
        for (qsizetype i = 0; i < vendors.size(); ++i) {
            QVERIFY(add(vendors.at(i), m_samples->baseUrl(i), u"a2t"_s));
            QVERIFY(add(u"Mcp"_s + vendors.at(i), Fixture::at(*m_mcp, u"/mcp"_s, i), u"mcp"_s));
        }
        QVERIFY(add(u"McpSynthetic"_s, Fixture::at(*m_mcp, u"/mcp"_s, 3), u"mcp"_s));
        QVERIFY(add(u"Synthetic"_s, m_synthetic->baseUrl(0), u"a2t"_s));
        QVERIFY(sync(m_profile));

        m_fixtures = startServer(m_dir);
    }

    void everyDocumentIsValid_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("format");
        for (const QString &provider :
             {u"Altair"_s, u"Meridian"_s, u"Skycast"_s, u"McpAltair"_s, u"McpMeridian"_s,
              u"McpSkycast"_s, u"McpSynthetic"_s, u"Synthetic"_s}) {
            for (const QString &format : Formats)
                QTest::addRow("%s %s", qPrintable(provider), qPrintable(format))
                    << provider << format;
        }
    }

    // Every tool of the provider in one document, valid against its
    // schema; a file per tool in a folder, each the same document.
    void everyDocumentIsValid()
    {
        TOOLSHELF_REQUIRE_PUBLISHED_SCHEMAS();
        QFETCH(QString, provider);
        QFETCH(QString, format);
        const QStringList tools = toolsOf(provider);
        QVERIFY(tools.size() >= 5);
        const QString file = m_dir.filePath(QString(provider + u'-' + format + u".json"));
        const Run written
            = run(QStringList {u"export-tools"_s, u"--format"_s, format, u"--out"_s, file} + tools);
        QVERIFY2(written.code == 0, qPrintable(written.err));
        QVERIFY(written.out.isEmpty());
        const QStringList errors = PublishedSchemas::errors(schemaOf(format), file, {}, true);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));

        const QJsonArray documents = QJsonDocument::fromJson(readAll(file)).array();
        QCOMPARE(documents.size(), tools.size());
        const QString folder = m_dir.filePath(QString(provider + u'-' + format + u"/"));
        const Run split = run(
            QStringList {u"export-tools"_s, u"--format"_s, format, u"--out"_s, folder} + tools);
        QVERIFY2(split.code == 0, qPrintable(split.err));
        QCOMPARE(split.lines().size(), tools.size());
        for (qsizetype i = 0; i < tools.size(); ++i) {
            const QString path = split.lines().at(i);
            QVERIFY2(Toolshelf::FileNames::isInside(folder, path), qPrintable(path));
            QCOMPARE(QJsonDocument::fromJson(readAll(path)).object(), documents.at(i).toObject());
        }
        // Again into the same folder: its own files are replaced, byte for byte the same.
        const Run again = run(
            QStringList {u"export-tools"_s, u"--format"_s, format, u"--out"_s, folder} + tools);
        QVERIFY2(again.code == 0, qPrintable(again.err));
        QCOMPARE(tree(folder).size(), tools.size());
    }

    // A2T tools are functions, MCP tools mcp_tools; both keep how to call
    // exactly the version exported.
    void kindsAndMappings()
    {
        const Run a2t = run({u"export-tools"_s, u"--format"_s, u"agent-tool"_s,
                             u"Skycast/lookup_weather_by_city"_s});
        QVERIFY2(a2t.code == 0, qPrintable(a2t.err));
        QCOMPARE(a2t.object().value(u"tool_kind"_s).toString(), u"function"_s);
        QCOMPARE(a2t.object().value(u"namespace"_s).toString(), u"Skycast"_s);
        const Run mcp = run({u"export-tools"_s, u"--format"_s, u"agent-tool"_s,
                             u"McpSkycast/lookup_weather_by_city"_s});
        QVERIFY2(mcp.code == 0, qPrintable(mcp.err));
        QCOMPARE(mcp.object().value(u"tool_kind"_s).toString(), u"mcp_tool"_s);
        // One name at two providers: two tools, never one.
        QVERIFY(mcp.object().value(u"tool_id"_s) != a2t.object().value(u"tool_id"_s));
        QVERIFY(!a2t.object().value(u"external_mappings"_s).toArray().isEmpty());
    }

    // A procedure's tools as a tool surface: the pinned tool loaded, the
    // unpinned one deferred, a name two providers share and an unknown one
    // blocked, each with its reason; all valid against the published schemas.
    void surface()
    {
        QCOMPARE(run({u"pin"_s, u"Skycast/lookup_weather_by_city"_s, u"3"_s}).code, 0);
        const QString procedure = m_dir.filePath(u"Weather Desk.md"_s);
        QVERIFY(Fixture::writeFile(procedure,
                                   "Look up the weather with lookup_weather_by_city(`City`) or "
                                   "the forecast with get_forecast_by_city() (Skycast's only: "
                                   "get_air_quality_by_city() is at two providers). Never call "
                                   "make_it_sunny().\n"));
        // get_forecast_by_city is at McpSkycast too: give that one an alias.
        QCOMPARE(run({u"override"_s, u"McpSkycast/get_forecast_by_city"_s, u"--alias"_s,
                      u"mcp_get_forecast_by_city"_s})
                     .code,
                 0);
        QCOMPARE(run({u"override"_s, u"McpSkycast/lookup_weather_by_city"_s, u"--alias"_s,
                      u"mcp_lookup_weather_by_city"_s})
                     .code,
                 0);
        const QString out = m_dir.filePath(u"surface.json"_s);
        const Run written = run({u"export-surface"_s, procedure, u"--out"_s, out});
        QVERIFY2(written.code == 0, qPrintable(written.err));
        QVERIFY2(written.out.contains(u"surface.json"_s), qPrintable(written.out));
        QVERIFY2(written.err.contains(u"make_it_sunny"_s), qPrintable(written.err));
        QVERIFY2(written.err.contains(u"ambiguous_name"_s), qPrintable(written.err));

        const QJsonObject surface = QJsonDocument::fromJson(readAll(out)).object();
        QCOMPARE(surface.value(u"surface_id"_s).toString(), u"toolshelf:procedure:weather-desk"_s);
        QCOMPARE(surface[u"loaded_tools"_s][0][u"name"_s].toString(), u"lookup_weather_by_city"_s);
        QCOMPARE(surface[u"deferred_tools"_s][0][u"name"_s].toString(), u"get_forecast_by_city"_s);
        QCOMPARE(surface[u"blocked_tools"_s][0][u"reason"_s].toString(), u"ambiguous_name"_s);
        QCOMPARE(surface[u"blocked_tools"_s][1][u"reason"_s].toString(), u"unknown_tool"_s);
        QCOMPARE(surface[u"tool_refs"_s].toArray().size(), 2);

        // Printed without --out, the same document (but for when it was made).
        const Run printed = run({u"export-surface"_s, procedure});
        QCOMPARE(printed.code, 0);
        QJsonObject shown = printed.object();
        shown.remove(u"created_at"_s);
        QJsonObject kept = surface;
        kept.remove(u"created_at"_s);
        QCOMPARE(shown, kept);

        TOOLSHELF_REQUIRE_PUBLISHED_SCHEMAS();
        QStringList errors = PublishedSchemas::errors(u"agenttool-tool-surface.schema.json"_s, out);
        errors += PublishedSchemas::errors(u"agenttool-tool-declaration.schema.json"_s, out,
                                           u"/loaded_tools"_s, true);
        errors += PublishedSchemas::errors(u"agenttool-deferred-tool.schema.json"_s, out,
                                           u"/deferred_tools"_s, true);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    }

    void surfaceUsage()
    {
        const Run missing = run({u"export-surface"_s, m_dir.filePath(u"none.md"_s)});
        QCOMPARE(missing.code, 2);
        QVERIFY2(missing.err.contains(u"none.md"_s), qPrintable(missing.err));
        QCOMPARE(run({u"export-surface"_s}).code, 2);
        QVERIFY(run({u"export-surface"_s, u"--help"_s}).out.contains(u"blocked_tools"_s));
    }

    // Names from providers (line breaks, bidi marks, "../", 600 characters)
    // become safe file names inside the folder; two tools of one name two
    // files. A tool whose schema would lose an input is left out.
    void fileNamesFromProviderData()
    {
        const QString profile = m_dir.filePath(u"hostile"_s);
        QVERIFY(makeHostileProfile(profile, *m_fixtures));
        const QString folder = m_dir.filePath(u"hostile-out/"_s);
        const Run r = toolshelf(profile,
                                {u"export-tools"_s, u"--format"_s, u"atdf-enhanced"_s,
                                 QString(u"Hostile/" + HostileId),
                                 QString(u"Hostile/" + YamlHostileId), u"--out"_s, folder});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QStringList files = tree(folder);
        QCOMPARE(files.size(), 2);
        for (const QString &file : files) {
            QVERIFY2(!file.contains(u'/') && file.endsWith(u".json"), qPrintable(file));
            QVERIFY2(invisibleIn(file).isEmpty(), qPrintable(file));
            QVERIFY(file.size() <= Toolshelf::FileNames::MaxLength + 5);
        }
        QVERIFY(tree(m_dir.filePath(u"hostile-out"_s)).size() == 2);
        // The texts themselves are exact in the documents.
        QCOMPARE(QJsonDocument::fromJson(readAll(QDir(folder).filePath(files.first())))
                     .object()
                     .value(u"description"_s)
                     .toString()
                     .isEmpty(),
                 false);

        const Run twins = toolshelf(profile,
                                    {u"export-tools"_s, u"--format"_s, u"agent-tool"_s,
                                     QString(u"Hostile/" + TwinInputsId), u"--out"_s, folder});
        QCOMPARE(twins.code, 1);
        QVERIFY2(twins.err.contains(u"two inputs with the id \"city\""_s), qPrintable(twins.err));
        QCOMPARE(tree(folder).size(), 2);

        const QString travel = m_dir.filePath(u"travel"_s);
        QVERIFY(makeProfile(travel, *m_fixtures));
        const QString currencies = m_dir.filePath(u"currencies"_s);
        QVERIFY(QDir().mkpath(currencies));
        const Run two = toolshelf(travel,
                                  {u"export-tools"_s, u"--format"_s, u"agent-tool"_s, u"--tag"_s,
                                   u"finance"_s, u"--out"_s, currencies});
        QVERIFY2(two.code == 0, qPrintable(two.err));
        QCOMPARE(tree(currencies),
                 (QStringList {u"convert_currency-2.json"_s, u"convert_currency.json"_s}));
    }

    // A file in the way that is no earlier export of the tool is never overwritten.
    void strangersFilesAreKept()
    {
        const QString folder = m_dir.filePath(u"kept"_s);
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(Fixture::writeFile(folder + u"/lookup_weather_by_city.json"_s, "mine\n"));
        const Run r = run({u"export-tools"_s, u"--format"_s, u"atdf"_s, u"--out"_s, folder,
                           u"Skycast/get_forecast_by_city"_s, u"Skycast/lookup_weather_by_city"_s});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(u"lookup_weather_by_city.json"_s), qPrintable(r.err));
        QCOMPARE(readAll(folder + u"/lookup_weather_by_city.json"_s), QByteArray("mine\n"));
        QCOMPARE(tree(folder), QStringList {u"lookup_weather_by_city.json"_s});
    }

    void usage_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown format")
            << QStringList {u"--format"_s, u"atdf-3"_s, u"Skycast/get_forecast_by_city"_s}
            << u"agent-tool, atdf or atdf-enhanced"_s;
        QTest::newRow("definitions into a folder")
            << QStringList {u"--format"_s, u"openai"_s, u"--out"_s, m_dir.path(),
                            u"Skycast/get_forecast_by_city"_s}
            << u"a file per tool"_s;
    }

    void usage()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = run(QStringList {u"export-tools"_s} + arguments);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_ExportDeclarations)
#include "tst_exportdeclarations.moc"
