// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SkillExporter: a skill folder from a procedure and a real catalog, checked
// by re-parsing SKILL.md's frontmatter with yaml-cpp against every rule of the
// format, the references against the pinned signatures with overrides, the
// lock against CanonicalJson; refusals that leave nothing behind.

#include "catalogstaging.h"
#include "core/filenames.h"
#include "foldertree.h"
#include "hostiletext.h"
#include "sharing/skillexporter.h"
#include "tool/canonicaljson.h"
#include "userdataedits.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace Toolshelf;

using FolderTree::readAll;
using FolderTree::tree;

namespace {

const QString Pharmacy = QStringLiteral("Pharmacy");
const QString Identity = QStringLiteral("Identity");
const QString Traversal = QStringLiteral("../../etc/passwd");

QString fromYaml(const YAML::Node &node)
{
    return QString::fromStdString(node.as<std::string>());
}

} // namespace

class tst_SkillExporter : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    CatalogDatabase m_db;
    QString m_out;
    const QHash<QString, QUrl> m_urls {
        {Pharmacy, QUrl(QStringLiteral("https://user:secret@pharmacy.example/a2t"))},
        {Identity, QUrl(QStringLiteral("https://identity.example/a2t"))}};

    const QString m_procedure = QStringLiteral(
        "# Prescription refills\n"
        "\n"
        "- Authenticate first, then use `look_up_prescriptions()` to find the user's\n"
        "  prescriptions and show them as a list.\n"
        "- For the one the user picks, call refill_prescription() with its id.\n"
        "- Never call obj.internal() or 3d().\n");

    SkillExportResult exportSkill(const QString &procedure, const QString &name,
                                  const QString &description, const SkillOptions &options = {},
                                  const QHash<QString, QUrl> *urls = nullptr)
    {
        return SkillExporter(urls ? *urls : m_urls)
            .exportSkill(m_db, procedure, name, description, options, m_out);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_db.open(m_dir.filePath(QStringLiteral("catalog.sqlite")), &error),
                 qPrintable(error));
        QVERIFY(Staging::sync(m_db, Pharmacy,
                              {Staging::tool(1, QStringLiteral("look_up_prescriptions"), 2),
                               Staging::tool(2, QStringLiteral("refill_prescription")),
                               Staging::tool(3, QStringLiteral("authenticate_user")),
                               Staging::tool(4, Traversal),
                               Staging::tool(5, QStringLiteral("verify_identity"))},
                              {Staging::tool(1, QStringLiteral("look_up_prescriptions"), 1)}));
        QVERIFY(Staging::sync(m_db, Identity,
                              {Staging::tool(6, QStringLiteral("verify_identity")),
                               Staging::tool(7, QStringLiteral("CON"))}));
        for (const auto &[provider, n, version] :
             {std::tuple {Pharmacy, 1, 1}, std::tuple {Pharmacy, 2, 1}, std::tuple {Pharmacy, 4, 1},
              std::tuple {Pharmacy, 5, 1}, std::tuple {Identity, 6, 1},
              std::tuple {Identity, 7, 1}})
            QVERIFY2(userData(m_db).pin(provider, Staging::toolId(n), version, &error),
                     qPrintable(error));
        const OverrideTarget tool {
            Pharmacy, Staging::toolId(2), OverrideKind::ToolDescription, {}, {}};
        QVERIFY(userData(m_db).setOverride(tool, QStringLiteral("Refills one prescription: yes."),
                                           &error));
        OverrideTarget units = tool;
        units.kind = OverrideKind::InputEnumValueDescription;
        units.parameter = QStringLiteral("Units");
        units.enumValue = QStringLiteral("CELSIUS");
        QVERIFY(userData(m_db).setOverride(units, QStringLiteral("Degrees Celsius."), &error));
    }

    void init()
    {
        static int counter = 0;
        m_out = m_dir.filePath(QStringLiteral("out%1").arg(++counter));
        QVERIFY(QDir().mkpath(m_out));
    }

    void exportsAValidSkill()
    {
        SkillOptions options;
        options.license = QStringLiteral("1.2");
        options.compatibility = QStringLiteral("no");
        options.tools = {Traversal};
        const QString description = QStringLiteral(
            "yes: refills a prescription.\nUse when the user asks for a refill. \"Quoted\" #x");
        const SkillExportResult result
            = exportSkill(m_procedure, QStringLiteral("prescription-refill"), description, options);
        QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.join(u'\n')));
        QCOMPARE(result.status, SkillExportResult::Status::Written);
        QVERIFY(result.warnings.size() == 1);
        QVERIFY2(result.warnings.constFirst().contains(QLatin1String("version 2 is current")),
                 qPrintable(result.warnings.constFirst()));
        const QString folder = QDir(m_out).filePath(QStringLiteral("prescription-refill"));
        QCOMPARE(result.folder, folder);

        // Exactly the skill's files, nothing outside its folder, no temporary left.
        const QString traversalFile
            = QStringLiteral("references/tools/%1.json").arg(FileNames::sanitize(Traversal));
        QCOMPARE(traversalFile, QStringLiteral("references/tools/_._etc_passwd.json"));
        QStringList expected {
            QStringLiteral("prescription-refill"),
            QStringLiteral("prescription-refill/SKILL.md"),
            QStringLiteral("prescription-refill/assets"),
            QStringLiteral("prescription-refill/assets/toolshelf.lock.json"),
            QStringLiteral("prescription-refill/references"),
            QStringLiteral("prescription-refill/references/tools"),
            QStringLiteral("prescription-refill/references/tools/look_up_prescriptions.json"),
            QStringLiteral("prescription-refill/references/tools/refill_prescription.json"),
            QString(u"prescription-refill/" + traversalFile)};
        expected.sort();
        QCOMPARE(tree(m_out), expected);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("etc"))));

        // SKILL.md: frontmatter between two "---" lines, then the procedure.
        const QString skill = QString::fromUtf8(readAll(folder + QStringLiteral("/SKILL.md")));
        QVERIFY(skill.startsWith(QLatin1String("---\n")));
        const qsizetype end = skill.indexOf(QLatin1String("\n---\n"), 4);
        QVERIFY(end > 0);
        QCOMPARE(skill.mid(end + 5), m_procedure);
        const YAML::Node front = YAML::Load(skill.mid(4, end - 4).toStdString());
        QVERIFY(front.IsMap());
        QStringList keys;
        for (auto it = front.begin(); it != front.end(); ++it)
            keys.append(QString::fromStdString(it->first.as<std::string>()));
        QCOMPARE(keys,
                 (QStringList {QStringLiteral("name"), QStringLiteral("description"),
                               QStringLiteral("license"), QStringLiteral("compatibility"),
                               QStringLiteral("metadata"), QStringLiteral("allowed-tools")}));
        // Every string double-quoted: yaml-cpp tags such a scalar "!", a plain one "?".
        for (const char *key :
             {"name", "description", "license", "compatibility", "allowed-tools"}) {
            QVERIFY2(front[key].IsScalar(), key);
            QCOMPARE(front[key].Tag(), std::string("!"));
        }
        const QString name = fromYaml(front["name"]);
        QVERIFY(name.size() >= 1 && name.size() <= 64);
        QVERIFY(
            QRegularExpression(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$")).match(name).hasMatch());
        QCOMPARE(name, QFileInfo(folder).fileName());
        const QString readDescription = fromYaml(front["description"]);
        QCOMPARE(readDescription, description);
        QVERIFY(readDescription.size() >= 1 && readDescription.toUcs4().size() <= 1024);
        QCOMPARE(fromYaml(front["license"]), QStringLiteral("1.2"));
        QCOMPARE(fromYaml(front["compatibility"]), QStringLiteral("no"));
        QVERIFY(fromYaml(front["compatibility"]).toUcs4().size() <= 500);
        QCOMPARE(fromYaml(front["allowed-tools"]),
                 QString(u"look_up_prescriptions refill_prescription " + Traversal));

        // metadata: a map of strings; each tool's provider, toolId and pin.
        const YAML::Node metadata = front["metadata"];
        QVERIFY(metadata.IsMap());
        QMap<QString, QString> entries;
        for (auto it = metadata.begin(); it != metadata.end(); ++it) {
            QVERIFY(it->first.IsScalar() && it->second.IsScalar());
            QCOMPARE(it->first.Tag(), std::string("!"));
            QCOMPARE(it->second.Tag(), std::string("!"));
            entries.insert(fromYaml(it->first), fromYaml(it->second));
        }
        const QMap<QString, QString> expectedMetadata {
            {QStringLiteral("toolshelf.tool.look_up_prescriptions"),
             QString(u"Pharmacy/" + Staging::toolId(1) + u"@1")},
            {QStringLiteral("toolshelf.tool.refill_prescription"),
             QString(u"Pharmacy/" + Staging::toolId(2) + u"@1")},
            {QString(u"toolshelf.tool." + Traversal),
             QString(u"Pharmacy/" + Staging::toolId(4) + u"@1")},
            {QStringLiteral("toolshelf.lock"), QStringLiteral("assets/toolshelf.lock.json")}};
        QCOMPARE(entries, expectedMetadata);

        // The lock: the pinned versions and the vendor's digests.
        const QJsonObject lock
            = QJsonDocument::fromJson(
                  readAll(folder + QStringLiteral("/assets/toolshelf.lock.json")))
                  .object();
        QCOMPARE(lock[QStringLiteral("skill")].toString(), name);
        QCOMPARE(lock[QStringLiteral("formatVersion")].toInt(), 1);
        const QJsonArray tools = lock[QStringLiteral("tools")].toArray();
        QCOMPARE(tools.size(), 3);
        const QList<int> numbers {1, 2, 4};
        for (qsizetype i = 0; i < tools.size(); ++i) {
            const QJsonObject entry = tools.at(i).toObject();
            const QString id = Staging::toolId(numbers.at(i));
            QCOMPARE(entry[QStringLiteral("toolId")].toString(), id);
            QCOMPARE(entry[QStringLiteral("provider")].toString(), Pharmacy);
            // No user name or password in an export.
            QCOMPARE(entry[QStringLiteral("baseUrl")].toString(),
                     QStringLiteral("https://pharmacy.example/a2t"));
            QCOMPARE(entry[QStringLiteral("version")].toInt(), 1);
            const std::optional<StoredSignature> vendor = m_db.signature(Pharmacy, id);
            QVERIFY(vendor);
            QCOMPARE(vendor->signature.version, 1);
            QCOMPARE(entry[QStringLiteral("sha256")].toString().toLatin1(),
                     CanonicalJson::versionDigest(vendor->signature));
            QCOMPARE(entry[QStringLiteral("sha256")].toString().toLatin1(),
                     m_db.pinOf(Pharmacy, id)->digest);
            QCOMPARE(entry[QStringLiteral("overridden")].toBool(), numbers.at(i) == 2);

            // The reference file: the pinned version with the user's overrides.
            const QString file = entry[QStringLiteral("file")].toString();
            QVERIFY(FileNames::isInside(folder, QDir(folder).filePath(file)));
            const QJsonDocument document = QJsonDocument::fromJson(readAll(folder + u'/' + file));
            const ParsedSignature parsed
                = SignatureParser::parseSignature(document.object(), QStringLiteral("$"));
            ToolSignature edited
                = CatalogDatabase::applyOverrides(vendor->signature, m_db.overrides(Pharmacy, id));
            // The file is A2T, which has no text on when to use a tool.
            edited.whenToUse.clear();
            edited.whenNotToUse.clear();
            QCOMPARE(parsed.signature, edited);
        }
        const QByteArray refill
            = readAll(folder + QStringLiteral("/references/tools/refill_prescription.json"));
        QVERIFY(refill.contains("Refills one prescription: yes."));
        QVERIFY(refill.contains("Degrees Celsius."));
        QVERIFY(!refill.contains("Tool 2, version 1."));
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("procedure");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("description");
        QTest::addColumn<QString>("compatibility");
        QTest::addColumn<QStringList>("problems");
        const QString ok = QStringLiteral("Call refill_prescription().");
        const QString desc = QStringLiteral("Refills.");
        const auto one = [](const char *text) { return QStringList {QString::fromUtf8(text)}; };
        QTest::newRow("upper case") << ok << QStringLiteral("Refill") << desc << QString()
                                    << one("may only hold lowercase letters");
        QTest::newRow("underscore") << ok << QStringLiteral("refill_it") << desc << QString()
                                    << one("may only hold lowercase letters");
        QTest::newRow("slash") << ok << QStringLiteral("../refill") << desc << QString()
                               << one("may only hold lowercase letters");
        QTest::newRow("leading hyphen") << ok << QStringLiteral("-refill") << desc << QString()
                                        << one("must not start or end with a hyphen");
        QTest::newRow("trailing hyphen") << ok << QStringLiteral("refill-") << desc << QString()
                                         << one("must not start or end with a hyphen");
        QTest::newRow("double hyphen")
            << ok << QStringLiteral("re--fill") << desc << QString() << one("two hyphens in a row");
        QTest::newRow("65 characters")
            << ok << QString(65, u'a') << desc << QString() << one("has 65 characters; at most 64");
        QTest::newRow("empty name") << ok << QString() << desc << QString() << one("name is empty");
        QTest::newRow("device name")
            << ok << QStringLiteral("con") << desc << QString() << one("device name on Windows");
        QTest::newRow("empty description")
            << ok << QStringLiteral("refill") << QStringLiteral(" \n") << QString()
            << one("description is empty");
        QTest::newRow("long description")
            << ok << QStringLiteral("refill") << QString(1025, u'd') << QString()
            << one("description has 1025 characters; at most 1024");
        QTest::newRow("long compatibility")
            << ok << QStringLiteral("refill") << desc << QString(501, u'c')
            << one("compatibility note has 501 characters");
        QTest::newRow("empty procedure") << QStringLiteral("\n\n") << QStringLiteral("refill")
                                         << desc << QString() << one("procedure is empty");
        QTest::newRow("unknown tool")
            << QStringLiteral("Call schedule_appointment().") << QStringLiteral("refill") << desc
            << QString() << one("schedule_appointment() is not a tool in the catalog");
        QTest::newRow("unpinned tool")
            << QStringLiteral("Call authenticate_user().") << QStringLiteral("refill") << desc
            << QString()
            << QStringList {QString(u"authenticate_user() (Pharmacy/" + Staging::toolId(3)
                                    + u") is not pinned")};
        QTest::newRow("ambiguous tool")
            << QStringLiteral("Call verify_identity().") << QStringLiteral("refill") << desc
            << QString()
            << QStringList {QString(u"verify_identity() names 2 tools (Identity/"
                                    + Staging::toolId(6) + u", Pharmacy/" + Staging::toolId(5)
                                    + u')')};
        QTest::newRow("everything at once")
            << QStringLiteral("Use schedule_appointment() and authenticate_user().")
            << QStringLiteral("Bad--") << QString() << QString(600, u'c')
            << QStringList {QStringLiteral("lowercase letters"),
                            QStringLiteral("start or end"),
                            QStringLiteral("two hyphens"),
                            QStringLiteral("description is empty"),
                            QStringLiteral("600 characters"),
                            QStringLiteral("schedule_appointment() is not"),
                            QStringLiteral("authenticate_user() (Pharmacy/")};
    }

    void refusals()
    {
        QFETCH(QString, procedure);
        QFETCH(QString, name);
        QFETCH(QString, description);
        QFETCH(QString, compatibility);
        QFETCH(QStringList, problems);
        SkillOptions options;
        options.compatibility = compatibility;
        const SkillExportResult result = exportSkill(procedure, name, description, options);
        QCOMPARE(result.status, SkillExportResult::Status::Refused);
        QCOMPARE(result.problems.size(), problems.size());
        for (qsizetype i = 0; i < problems.size(); ++i)
            QVERIFY2(result.problems.at(i).contains(problems.at(i)),
                     qPrintable(result.problems.join(u'\n')));
        // Nothing written, not even a temporary folder.
        QCOMPARE(tree(m_out), QStringList {});
    }

    void unconfiguredProviderIsRefused()
    {
        const QHash<QString, QUrl> urls {{Identity, QUrl(QStringLiteral("https://i.example"))}};
        const SkillExportResult result = exportSkill(m_procedure, QStringLiteral("refill"),
                                                     QStringLiteral("Refills."), {}, &urls);
        QCOMPARE(result.status, SkillExportResult::Status::Refused);
        QCOMPARE(result.problems.size(), 2);
        QVERIFY(result.problems.constFirst().contains(QLatin1String("\"Pharmacy\", which is no "
                                                                    "longer configured")));
        QCOMPARE(tree(m_out), QStringList {});
    }

    // A local server has no address: the lock names the command that starts
    // it (never its secret variables, which are in no provider's settings).
    void localServerIsLockedByItsCommand()
    {
        Provider local;
        local.name = Pharmacy;
        local.dialect = QStringLiteral("mcp");
        local.command
            = {QStringLiteral("npx"), QStringLiteral("-y"), QStringLiteral("pharmacy-mcp")};
        Provider identity;
        identity.name = Identity;
        identity.baseUrl = QUrl(QStringLiteral("https://identity.example/a2t"));
        const QString out = m_dir.filePath(QStringLiteral("local-skill"));
        const SkillExportResult result
            = SkillExporter::forProviders({local, identity})
                  .exportSkill(m_db, m_procedure, QStringLiteral("refill"),
                               QStringLiteral("Refills."), {}, out);
        QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.join(u'\n')));
        const QJsonObject lock
            = QJsonDocument::fromJson(
                  readAll(out + QStringLiteral("/refill/assets/toolshelf.lock.json")))
                  .object();
        const QJsonObject entry = lock[QStringLiteral("tools")].toArray().first().toObject();
        QCOMPARE(entry[QStringLiteral("command")].toArray(),
                 QJsonArray::fromStringList(local.command));
        QVERIFY(!entry.contains(QStringLiteral("baseUrl")));
    }

    void limitsCountCharacters()
    {
        // 1024 characters of which many lie outside the BMP (two UTF-16 units each).
        const QString emoji = QString::fromUcs4(U"\U0001F48A");
        QString description;
        for (int i = 0; i < 512; ++i)
            description += emoji + u'x';
        QCOMPARE(description.toUcs4().size(), 1024);
        QString longBody;
        for (int i = 0; i < 600; ++i)
            longBody += QStringLiteral("Line %1 of the procedure.\n").arg(i);
        const SkillExportResult result = exportSkill(longBody, QString(64, u'a'), description);
        QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.join(u'\n')));
        QCOMPARE(result.status, SkillExportResult::Status::Written);
        QCOMPARE(result.warnings.size(), 2);
        QVERIFY(result.warnings.at(0).contains(QLatin1String("600 lines")));
        QVERIFY(result.warnings.at(1).contains(QLatin1String("refers to no tool")));
        const QString skill
            = QString::fromUtf8(readAll(QDir(result.folder).filePath(QStringLiteral("SKILL.md"))));
        const YAML::Node front = YAML::Load(
            skill.mid(4, skill.indexOf(QLatin1String("\n---\n"), 4) - 4).toStdString());
        QCOMPARE(fromYaml(front["description"]), description);
        QVERIFY(!front["metadata"]["toolshelf.tool.x"]);
        QVERIFY(!front["allowed-tools"]);
    }

    // Two providers' verify_identity: with an alias for one, the skill uses
    // both, each under its own name, and the lock keeps the vendor's name.
    void anAliasNamesTheSkillsTool()
    {
        const OverrideTarget alias {Identity, Staging::toolId(6), OverrideKind::ToolName, {}, {}};
        const QString procedure
            = QStringLiteral("Call verify_identity() or identity_verify_identity().");
        QVERIFY(!exportSkill(procedure, QStringLiteral("before"), QStringLiteral("Both."))
                     .problems.isEmpty());
        QString error;
        QVERIFY2(
            userData(m_db).setOverride(alias, QStringLiteral("identity_verify_identity"), &error),
            qPrintable(error));
        const SkillExportResult result
            = exportSkill(procedure, QStringLiteral("identities"), QStringLiteral("Both."));
        QVERIFY2(userData(m_db).clearOverride(alias, &error), qPrintable(error));
        QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.join(u'\n')));
        const QString folder = result.folder;
        const QJsonObject reference
            = QJsonDocument::fromJson(
                  readAll(folder
                          + QStringLiteral("/references/tools/identity_verify_identity.json")))
                  .object();
        QCOMPARE(reference[QStringLiteral("name")].toString(),
                 QStringLiteral("identity_verify_identity"));
        QCOMPARE(reference[QStringLiteral("toolId")].toString(), Staging::toolId(6));
        QVERIFY(
            QFileInfo::exists(folder + QStringLiteral("/references/tools/verify_identity.json")));
        const QJsonArray tools
            = QJsonDocument::fromJson(
                  readAll(folder + QStringLiteral("/assets/toolshelf.lock.json")))
                  .object()[QStringLiteral("tools")]
                  .toArray();
        QCOMPARE(tools.size(), 2);
        for (const QJsonValue &entry : tools) {
            const QJsonObject tool = entry.toObject();
            const bool aliased = tool[QStringLiteral("provider")].toString() == Identity;
            QCOMPARE(tool[QStringLiteral("name")].toString(),
                     aliased ? QStringLiteral("identity_verify_identity")
                             : QStringLiteral("verify_identity"));
            QCOMPARE(tool[QStringLiteral("vendorName")].toString(),
                     aliased ? QStringLiteral("verify_identity") : QString());
        }
        const QString skill = QString::fromUtf8(readAll(folder + QStringLiteral("/SKILL.md")));
        QVERIFY2(skill.contains(
                     QLatin1String("allowed-tools: \"verify_identity identity_verify_identity\"")),
                 qPrintable(skill));
    }

    void reservedToolNameGetsASafeFile()
    {
        const SkillExportResult result
            = exportSkill(QStringLiteral("Use CON() once."), QStringLiteral("device"),
                          QStringLiteral("Devices."));
        QCOMPARE(result.status, SkillExportResult::Status::Written);
        QVERIFY(QFileInfo::exists(result.folder + QStringLiteral("/references/tools/_CON.json")));
    }

    // Issue 13, finding 7: a pinned tool its provider withdrew is kept, and
    // the lock tells a runtime it can no longer count on it.
    void aWithdrawnToolIsRetiredInTheLock()
    {
        QVERIFY(
            Staging::sync(m_db, Identity, {Staging::tool(6, QStringLiteral("verify_identity"))}));
        const auto relist = qScopeGuard([this] {
            QVERIFY(Staging::sync(m_db, Identity,
                                  {Staging::tool(6, QStringLiteral("verify_identity")),
                                   Staging::tool(7, QStringLiteral("CON"))}));
        });
        const SkillExportResult result
            = exportSkill(QStringLiteral("Use CON() then refill_prescription()."),
                          QStringLiteral("retired"), QStringLiteral("Devices."));
        QCOMPARE(result.status, SkillExportResult::Status::Written);
        QVERIFY2(result.warnings.join(u'\n').contains(QLatin1String("no longer listed")),
                 qPrintable(result.warnings.join(u'\n')));
        const QJsonArray tools
            = QJsonDocument::fromJson(
                  readAll(result.folder + QStringLiteral("/assets/toolshelf.lock.json")))
                  .object()[QStringLiteral("tools")]
                  .toArray();
        QCOMPARE(tools.size(), 2);
        for (const QJsonValue &entry : tools) {
            const QJsonObject tool = entry.toObject();
            const bool withdrawn = tool[QStringLiteral("name")].toString() == u"CON";
            QCOMPARE(tool[QStringLiteral("lifecycle")].toString(),
                     withdrawn ? QStringLiteral("retired") : QString());
        }
    }

    void existingFolderIsNotReplaced()
    {
        const QString folder = QDir(m_out).filePath(QStringLiteral("refill"));
        QVERIFY(QDir().mkpath(folder));
        QFile keep(folder + QStringLiteral("/keep.txt"));
        QVERIFY(keep.open(QIODevice::WriteOnly) && keep.write("mine") == 4);
        keep.close();
        const QString ok = QStringLiteral("Call refill_prescription().");
        SkillExportResult result = exportSkill(ok, QStringLiteral("refill"), QStringLiteral("R."));
        QCOMPARE(result.status, SkillExportResult::Status::Refused);
        QVERIFY(result.problems.constFirst().contains(QLatin1String("exists already")));
        // Even when asked to replace, a folder that is no skill stays.
        SkillOptions replace;
        replace.replace = true;
        result = exportSkill(ok, QStringLiteral("refill"), QStringLiteral("R."), replace);
        QCOMPARE(result.status, SkillExportResult::Status::Refused);
        QVERIFY(result.problems.constFirst().contains(QLatin1String("holds no SKILL.md")));
        QCOMPARE(tree(m_out),
                 (QStringList {QStringLiteral("refill"), QStringLiteral("refill/keep.txt")}));

        // A skill folder is replaced whole when asked to.
        QVERIFY(QFile::remove(folder + QStringLiteral("/keep.txt")));
        QVERIFY(QDir().rmdir(folder));
        QCOMPARE(exportSkill(ok, QStringLiteral("refill"), QStringLiteral("First.")).status,
                 SkillExportResult::Status::Written);
        QFile extra(folder + QStringLiteral("/references/notes.md"));
        QVERIFY(extra.open(QIODevice::WriteOnly));
        extra.close();
        QCOMPARE(exportSkill(ok, QStringLiteral("refill"), QStringLiteral("Second.")).status,
                 SkillExportResult::Status::Refused);
        QVERIFY(readAll(folder + QStringLiteral("/SKILL.md")).contains("First."));
        result = exportSkill(ok, QStringLiteral("refill"), QStringLiteral("Second."), replace);
        QCOMPARE(result.status, SkillExportResult::Status::Written);
        QVERIFY(readAll(folder + QStringLiteral("/SKILL.md")).contains("Second."));
        QVERIFY(!QFileInfo::exists(folder + QStringLiteral("/references/notes.md")));
        // The replaced folder and the temporary one are gone.
        const QStringList after = tree(m_out);
        QVERIFY2(std::all_of(after.cbegin(), after.cend(),
                             [](const QString &path) { return path.startsWith(u"refill"); }),
                 qPrintable(after.join(u' ')));
    }

    void unwritableOutputFailsWithoutLeftovers()
    {
        // The output "folder" is a file: nothing can be created under it.
        const QString file = QDir(m_out).filePath(QStringLiteral("plain-file"));
        QFile plain(file);
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        const SkillExportResult result = SkillExporter(m_urls).exportSkill(
            m_db, QStringLiteral("Call refill_prescription()."), QStringLiteral("refill"),
            QStringLiteral("R."), {}, file);
        QCOMPARE(result.status, SkillExportResult::Status::Failed);
        QCOMPARE(result.problems.size(), 1);
        QCOMPARE(tree(m_out), QStringList {QStringLiteral("plain-file")});
    }

    // A name of 600 backslashes, quotes and U+0001 made a frontmatter no YAML
    // parser reads, reported as written; a bidi override or a zero-width
    // space went into the file raw. Now both are escaped and read back exactly.
    void hostileToolNamesReadBack()
    {
        const QString hostile = QStringLiteral("Hostile");
        const QString yamlName = QStringLiteral("\\\"\x01").repeated(200);
        const QString bidiName = QStringLiteral("look\u202Epu\u200B\u200D\x7f");
        QString error;
        QVERIFY(
            Staging::sync(m_db, hostile, {Staging::tool(8, yamlName), Staging::tool(9, bidiName)}));
        for (const int n : {8, 9})
            QVERIFY2(userData(m_db).pin(hostile, Staging::toolId(n), 1, &error), qPrintable(error));
        QHash<QString, QUrl> urls = m_urls;
        urls.insert(hostile, QUrl(QStringLiteral("https://hostile.example/a2t")));
        SkillOptions options;
        options.tools = {yamlName, bidiName};
        const SkillExportResult result
            = exportSkill(QStringLiteral("Escape everything.\n"), QStringLiteral("escapes"),
                          QStringLiteral("Escapes \u202Eit all."), options, &urls);
        QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.join(u'\n')));
        QCOMPARE(result.status, SkillExportResult::Status::Written);

        const QByteArray skill = readAll(result.folder + QStringLiteral("/SKILL.md"));
        const QString shown = QString::fromUtf8(skill);
        QVERIFY2(HostileText::invisibleIn(shown).isEmpty(),
                 qPrintable(HostileText::invisibleIn(shown)));
        const qsizetype end = skill.indexOf("\n---\n", 4);
        QVERIFY(skill.startsWith("---\n") && end > 0);
        YAML::Node front;
        try {
            front = YAML::Load(skill.mid(4, end - 4).toStdString());
        } catch (const YAML::Exception &e) {
            QFAIL(e.what());
        }
        QCOMPARE(fromYaml(front["allowed-tools"]), QString(yamlName + u' ' + bidiName));
        QCOMPARE(fromYaml(front["description"]), QStringLiteral("Escapes \u202Eit all."));
        for (const auto &[name, n] : {std::pair {yamlName, 8}, std::pair {bidiName, 9}})
            QCOMPARE(fromYaml(front["metadata"][SkillExporter::metadataKey(name).toStdString()]),
                     SkillExporter::metadataValue(hostile, Staging::toolId(n), 1));
    }

    // What does not read back as written is refused with the reason, and
    // nothing is left behind: not the new folder, not its temporary one,
    // and a skill it was to replace stays as it was.
    void whatDoesNotReadBackIsRefused()
    {
        const QString procedure = QStringLiteral("Call refill_prescription().");
        SkillOptions options;
        options.replace = true;
        const SkillExportResult first
            = exportSkill(procedure, QStringLiteral("refill"), QStringLiteral("Refills."), options);
        QCOMPARE(first.status, SkillExportResult::Status::Written);
        const QStringList before = tree(m_out);
        const QByteArray skill = readAll(first.folder + QStringLiteral("/SKILL.md"));

        // Half a surrogate pair has no UTF-8: the file would say something else.
        const QString broken = QString(QStringLiteral("Refills ") + QChar(0xd800));
        const SkillExportResult result
            = exportSkill(procedure, QStringLiteral("refill"), broken, options);
        QCOMPARE(result.status, SkillExportResult::Status::Refused);
        QCOMPARE(result.problems.size(), 1);
        QVERIFY2(result.problems.constFirst().contains(QLatin1String("reads back")),
                 qPrintable(result.problems.constFirst()));
        QCOMPARE(tree(m_out), before);
        QCOMPARE(readAll(first.folder + QStringLiteral("/SKILL.md")), skill);
    }

    void metadataValueEncodesSeparators()
    {
        QCOMPARE(
            SkillExporter::metadataValue(QStringLiteral("My Co/EU@1"), QStringLiteral("a/b"), 3),
            QStringLiteral("My%20Co%2FEU%401/a%2Fb@3"));
        QCOMPARE(SkillExporter::metadataKey(QStringLiteral("x")),
                 QStringLiteral("toolshelf.tool.x"));
    }
};

QTEST_GUILESS_MAIN(tst_SkillExporter)
#include "tst_skillexporter.moc"
