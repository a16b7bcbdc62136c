// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// toolshelf export-skill: a skill from a procedure over a profile synced from
// the reference provider; usage errors, refusals that list every problem and
// write nothing, --json, and --force.

#include "catalogfixture.h"
#include "foldertree.h"

#include <QDirIterator>

#include <yaml-cpp/yaml.h>

using namespace CatalogFixture;

using FolderTree::readAll;
using FolderTree::tree;

namespace { } // namespace

class tst_ExportSkillCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Toolshelf::ProviderServer> m_server;
    QString m_profile;
    QString m_out;

    Run run(const QStringList &arguments) { return toolshelf(m_profile, arguments); }

    QString writeProcedure(const QByteArray &text)
    {
        static int counter = 0;
        const QString path = m_dir.filePath(QStringLiteral("procedure%1.md").arg(++counter));
        Fixture::writeFile(path, text);
        return path;
    }

    Run exportSkill(const QString &procedure, const QStringList &more = {})
    {
        return run(QStringList {QStringLiteral("export-skill"), procedure, QStringLiteral("--name"),
                                QStringLiteral("weather-trip"), QStringLiteral("--description"),
                                QStringLiteral("Plans a trip around the weather."),
                                QStringLiteral("--out"), m_out}
                   + more);
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("TOOLSHELF_MANAGED_PROVIDERS",
                m_dir.filePath(QStringLiteral("managed.json")).toUtf8());
        m_server = startServer(m_dir);
        m_profile = m_dir.filePath(QStringLiteral("profile"));
        QVERIFY(makeProfile(m_profile, *m_server));
    }

    void init()
    {
        static int counter = 0;
        m_out = m_dir.filePath(QStringLiteral("out%1").arg(++counter));
    }

    void listedAndDocumented()
    {
        const Run help = run({QStringLiteral("--help")});
        QVERIFY(help.out.contains(QLatin1String("export-skill")));
        const Run own = run({QStringLiteral("export-skill"), QStringLiteral("--help")});
        QCOMPARE(own.code, 0);
        QVERIFY2(own.out.startsWith(QLatin1String("Usage: toolshelf export-skill PROCEDURE.md")),
                 qPrintable(own.out));
        for (const char *text : {"Exit status: 0 the skill is written; 1 refused", "--force",
                                 "toolshelf.tool.NAME", "--json"})
            QVERIFY2(own.out.contains(QLatin1String(text)), text);
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString procedure = QStringLiteral("PROCEDURE");
        const QStringList complete {QStringLiteral("--name"),        QStringLiteral("a"),
                                    QStringLiteral("--description"), QStringLiteral("d"),
                                    QStringLiteral("--out"),         QStringLiteral("OUT")};
        QTest::newRow("no procedure") << complete << QStringLiteral("name one procedure file");
        QTest::newRow("two procedures") << QStringList {procedure, procedure} + complete
                                        << QStringLiteral("name one procedure file");
        QTest::newRow("no name") << QStringList {procedure} + complete.mid(2)
                                 << QStringLiteral("--name is required");
        QTest::newRow("no description") << QStringList {procedure} + complete.mid(0, 2)
                + complete.mid(4) << QStringLiteral("--description is required");
        QTest::newRow("no out") << QStringList {procedure} + complete.mid(0, 4)
                                << QStringLiteral("--out is required");
        QTest::newRow("unknown option")
            << QStringList {procedure, QStringLiteral("--bogus")} << QStringLiteral("bogus");
        QTest::newRow("missing file")
            << QStringList {QStringLiteral("MISSING")} + complete << QStringLiteral("cannot read");
        QTest::newRow("not UTF-8") << QStringList {QStringLiteral("LATIN1")} + complete
                                   << QStringLiteral("is not UTF-8 text");
    }

    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const QString procedure = writeProcedure("Use lookup_weather_by_city().\n");
        const QString latin1 = writeProcedure("Caf\xe9 lookup_weather_by_city().\n");
        for (QString &argument : arguments) {
            if (argument == QLatin1String("PROCEDURE"))
                argument = procedure;
            else if (argument == QLatin1String("LATIN1"))
                argument = latin1;
            else if (argument == QLatin1String("MISSING"))
                argument = m_dir.filePath(QStringLiteral("missing.md"));
            else if (argument == QLatin1String("OUT"))
                argument = m_out;
        }
        const Run r = run(QStringList {QStringLiteral("export-skill")} + arguments);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(m_out));
    }

    void refusesWithEveryProblem()
    {
        const QString procedure
            = writeProcedure("1. Call lookup_weather_by_city() for the destination.\n"
                             "2. Convert prices with convert_currency().\n"
                             "3. Then book_flight().\n");
        const Run r = exportSkill(procedure);
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines.at(0).contains(QLatin1String("the skill is not written")),
                 qPrintable(r.err));
        QVERIFY2(lines.at(1).contains(QLatin1String("lookup_weather_by_city() (Demo/")),
                 qPrintable(r.err));
        QVERIFY(lines.at(1).contains(QLatin1String("is not pinned")));
        QVERIFY(lines.at(2).contains(QLatin1String("convert_currency() names 2 tools")));
        QVERIFY(lines.at(3).contains(QLatin1String("book_flight() is not a tool in the catalog")));
        QVERIFY(!QFileInfo::exists(QDir(m_out).filePath(QStringLiteral("weather-trip"))));

        const Run json = exportSkill(procedure, {QStringLiteral("--json")});
        QCOMPARE(json.code, 1);
        const QJsonObject outcome = json.object();
        QCOMPARE(outcome[QStringLiteral("status")].toString(), QStringLiteral("refused"));
        QCOMPARE(outcome[QStringLiteral("problems")].toArray().size(), 3);
        const QJsonArray tools = outcome[QStringLiteral("tools")].toArray();
        QStringList states;
        for (const QJsonValue &tool : tools)
            states.append(tool[QStringLiteral("name")].toString() + u'='
                          + tool[QStringLiteral("state")].toString());
        QCOMPARE(states,
                 (QStringList {QStringLiteral("lookup_weather_by_city=unpinned"),
                               QStringLiteral("convert_currency=ambiguous"),
                               QStringLiteral("book_flight=unknown")}));
        QCOMPARE(tools.at(1)[QStringLiteral("matches")].toArray().size(), 2);
        QVERIFY(!QFileInfo::exists(QDir(m_out).filePath(QStringLiteral("weather-trip"))));
    }

    void writesThePinnedTools()
    {
        // Version 1 is fetched from the provider on pinning; 2 stays current.
        QCOMPARE(run({QStringLiteral("pin"), QStringLiteral("Demo/lookup_weather_by_city"),
                      QStringLiteral("1")})
                     .code,
                 0);
        QCOMPARE(run({QStringLiteral("pin"), QStringLiteral("Travel/book_hotel_room"),
                      QStringLiteral("1")})
                     .code,
                 0);
        QCOMPARE(run({QStringLiteral("override"), QStringLiteral("Demo/lookup_weather_by_city"),
                      QStringLiteral("--description"), QStringLiteral("Weather, rewritten.")})
                     .code,
                 0);
        const QString procedure = writeProcedure(
            "# Weather trip\n\nCheck `lookup_weather_by_city()`, then book_hotel_room(`city`).\n");
        const Run r = exportSkill(procedure,
                                  {QStringLiteral("--license"), QStringLiteral("MIT"),
                                   QStringLiteral("--compatibility"),
                                   QStringLiteral("Needs network access.")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString folder = QDir(m_out).filePath(QStringLiteral("weather-trip"));
        // "2 tool(s)" in-process, "2 tools" with the binary's plural catalog.
        QVERIFY2(r.out.startsWith(QStringLiteral("Wrote the skill %1 with 2 tool").arg(folder)),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("Demo/lookup_weather_by_city v1")));
        QVERIFY(r.out.contains(QLatin1String("Travel/book_hotel_room v1")));
        QVERIFY2(r.err.contains(QLatin1String("warning: lookup_weather_by_city() is pinned to "
                                              "version 1; version 2 is current.")),
                 qPrintable(r.err));
        QCOMPARE(tree(m_out),
                 (QStringList {
                     QStringLiteral("weather-trip"), QStringLiteral("weather-trip/SKILL.md"),
                     QStringLiteral("weather-trip/assets"),
                     QStringLiteral("weather-trip/assets/toolshelf.lock.json"),
                     QStringLiteral("weather-trip/references"),
                     QStringLiteral("weather-trip/references/tools"),
                     QStringLiteral("weather-trip/references/tools/book_hotel_room.json"),
                     QStringLiteral("weather-trip/references/tools/lookup_weather_by_city.json")}));

        const QByteArray skill = readAll(folder + QStringLiteral("/SKILL.md"));
        QVERIFY(skill.startsWith("---\nname: \"weather-trip\"\n"));
        QVERIFY(skill.contains("\nlicense: \"MIT\"\n"));
        QVERIFY(skill.contains("\nallowed-tools: \"lookup_weather_by_city book_hotel_room\"\n"));
        QVERIFY(skill.contains(QString(u"\"toolshelf.tool.lookup_weather_by_city\": \"Demo/"
                                       + Fixture::WeatherId + u"@1\"")
                                   .toUtf8()));
        QVERIFY(skill.endsWith("\n---\n# Weather trip\n\nCheck `lookup_weather_by_city()`, then "
                               "book_hotel_room(`city`).\n"));

        const QJsonObject lock
            = QJsonDocument::fromJson(
                  readAll(folder + QStringLiteral("/assets/toolshelf.lock.json")))
                  .object();
        const QJsonObject weather = lock[QStringLiteral("tools")].toArray().at(0).toObject();
        QCOMPARE(weather[QStringLiteral("baseUrl")].toString(), m_server->baseUrl(0).toString());
        QCOMPARE(weather[QStringLiteral("version")].toInt(), 1);
        QCOMPARE(weather[QStringLiteral("sha256")].toString().size(), 64);
        const QJsonObject reference
            = QJsonDocument::fromJson(
                  readAll(folder + QStringLiteral("/references/tools/lookup_weather_by_city.json")))
                  .object();
        QCOMPARE(reference[QStringLiteral("description")].toString(),
                 QStringLiteral("Weather, rewritten."));
        QCOMPARE(reference[QStringLiteral("version")].toInt(), 1);

        // Again: refused, the first skill untouched; with --force, replaced.
        const Run again = exportSkill(procedure);
        QCOMPARE(again.code, 1);
        QVERIFY(again.err.contains(QLatin1String("exists already")));
        QVERIFY(readAll(folder + QStringLiteral("/SKILL.md")).contains("license"));
        const Run forced
            = exportSkill(procedure, {QStringLiteral("--force"), QStringLiteral("--json")});
        QCOMPARE(forced.code, 0);
        const QJsonObject outcome = forced.object();
        QCOMPARE(outcome[QStringLiteral("status")].toString(), QStringLiteral("written"));
        QCOMPARE(outcome[QStringLiteral("folder")].toString(), folder);
        QCOMPARE(outcome[QStringLiteral("warnings")].toArray().size(), 1);
        QCOMPARE(
            outcome[QStringLiteral("tools")].toArray().at(1)[QStringLiteral("state")].toString(),
            QStringLiteral("pinned"));
        QVERIFY(!readAll(folder + QStringLiteral("/SKILL.md")).contains("license"));
        QCOMPARE(tree(m_out).size(), 8);
    }

    // A name of 600 backslashes, quotes and U+0001 made a frontmatter no YAML
    // parser reads, reported as written. Now it is written in escapes that
    // read back exactly, and the terminal sees it escaped.
    void hostileToolNameReadsBack()
    {
        const QString profile = m_profile + QStringLiteral("-hostile");
        QVERIFY(makeHostileProfile(profile, *m_server));
        const Run pinned = toolshelf(
            profile,
            {QStringLiteral("pin"), QString(u"Hostile/" + YamlHostileId), QStringLiteral("1")});
        QVERIFY2(pinned.code == 0, qPrintable(pinned.err));
        QVERIFY2(invisibleIn(pinned.out).isEmpty(), qPrintable(pinned.out));
        const Run r = toolshelf(profile,
                                {QStringLiteral("export-skill"),
                                 writeProcedure("Escape everything.\n"), QStringLiteral("--name"),
                                 QStringLiteral("escapes"), QStringLiteral("--description"),
                                 QStringLiteral("Escapes it all."), QStringLiteral("--out"), m_out,
                                 QStringLiteral("--tool"), YamlHostileName});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(invisibleIn(r.out + r.err).isEmpty(), qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(QLatin1String("Hostile/\\\"\\u0001\\\"\\u0001")));

        const QByteArray skill = readAll(QDir(m_out).filePath(QStringLiteral("escapes/SKILL.md")));
        QVERIFY(skill.startsWith("---\n"));
        const qsizetype end = skill.indexOf("\n---\n", 4);
        QVERIFY(end > 0);
        YAML::Node front;
        try {
            front = YAML::Load(skill.mid(4, end - 4).toStdString());
        } catch (const YAML::Exception &e) {
            QFAIL(e.what());
        }
        const auto text
            = [](const YAML::Node &node) { return QString::fromStdString(node.as<std::string>()); };
        QCOMPARE(text(front["allowed-tools"]), YamlHostileName);
        QCOMPARE(
            text(front["metadata"][QString(u"toolshelf.tool." + YamlHostileName).toStdString()]),
            QString(u"Hostile/" + YamlHostileId + u"@1"));
    }

    void unwritableFolderIsAnError()
    {
        const QString procedure = writeProcedure("Nothing to call.\n");
        Fixture::writeFile(m_out, "a file, not a folder");
        const Run r = exportSkill(procedure);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("toolshelf export-skill: ")), qPrintable(r.err));
        QVERIFY(r.err.contains(QLatin1String("warning: The procedure refers to no tool")));
        QVERIFY(QFileInfo(m_out).isFile());
    }
};

QTEST_GUILESS_MAIN(tst_ExportSkillCommand)
#include "tst_exportskillcommand.moc"
