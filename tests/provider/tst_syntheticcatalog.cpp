// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/conformancelinter.h"
#include "dialects/a2t/signatureparser.h"
#include "filecatalog.h"
#include "syntheticcatalog.h"
#include "syntheticnames.h"
#include "tool/canonicaljson.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Toolshelf;

namespace {

const QString Inputs = QStringLiteral("input_parameters");
const QString Outputs = QStringLiteral("output_parameters");

ToolSignature parse(const QJsonObject &object)
{
    return SignatureParser::parseSignature(object, QStringLiteral("$")).signature;
}

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QString toolId(const SyntheticCatalog &catalog, qsizetype index)
{
    return catalog.currentAt(index).value(QStringLiteral("toolId")).toString();
}

// Every version of tools [first, first + count), each history newest first,
// as the one array document a full sync would see.
QByteArray historiesDocument(const SyntheticCatalog &catalog, qsizetype first, qsizetype count)
{
    QJsonArray items;
    for (qsizetype i = first; i < first + count; ++i) {
        for (const QJsonObject &version : catalog.versions(toolId(catalog, i)))
            items.append(version);
    }
    return QJsonDocument(items).toJson(QJsonDocument::Compact);
}

// The first findings of a linted document, for a readable failure message.
QStringList findings(const ParsedDocument &document)
{
    QList<Diagnostic> all = document.diagnostics;
    if (document.fatal)
        all.append(*document.fatal);
    for (const ParsedSignature &item : document.signatures)
        all.append(item.diagnostics);
    QStringList lines;
    for (const Diagnostic &d : std::as_const(all).first(std::min<qsizetype>(all.size(), 10)))
        lines.append(ruleId(d.rule) + u' ' + d.path + QStringLiteral(": ") + d.message);
    if (all.size() > lines.size())
        lines.append(QString::number(all.size() - lines.size()) + QStringLiteral(" more"));
    return lines;
}

void verifyLintsClean(const QByteArray &json)
{
    ParsedDocument document = SignatureParser::parseDocument(json);
    QVERIFY(document.isReadable());
    ConformanceLinter::lintDocument(document);
    const QStringList problems = findings(document);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

} // namespace

// Checks that the synthetic catalog is reproducible, decodes its own ids and
// serves only signatures the conformance linter accepts.
class TestSyntheticCatalog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void identity();
    void clampsArguments();
    void deterministic_data();
    void deterministic();
    void seedChangesCatalog();
    void toolIdsDecode();
    void foreignIdsRejected_data();
    void foreignIdsRejected();
    void versionsOnlyAdd_data();
    void versionsOnlyAdd();
    void behaviourCoversOutputs_data();
    void behaviourCoversOutputs();
    void namesUnique();
    void namesLeadBackToTheirTools_data();
    void namesLeadBackToTheirTools();
    void foreignNamesRejected_data();
    void foreignNamesRejected();
    void descriptionAlone();
    void tagsLeadBackToTheirIndex();
    void everyTagUsed_data();
    void everyTagUsed();
    void lintsClean_data();
    void lintsClean();
    void historiesLintClean();
    void largeCatalog();
    void writesCatalogDirectory();
    void splitsLargeCatalogsIntoFiles();
    void writtenDirectoryServesTheSame();
    void writeFailsOnBlockedDirectory();
};

void TestSyntheticCatalog::identity()
{
    const SyntheticCatalog catalog(250, 8, 3, 1);
    QCOMPARE(catalog.slug(), QStringLiteral("synthetic"));
    QCOMPARE(catalog.displayName(), QStringLiteral("Synthetic catalog (250 tools)"));
    QCOMPARE(catalog.toolCount(), 250);
    QCOMPARE(catalog.tagCount(), 8);
    QCOMPARE(catalog.versionsPerTool(), 3);
    QCOMPARE(catalog.seed(), quint64(1));
    QVERIFY(catalog.currentAt(-1).isEmpty());
    QVERIFY(catalog.currentAt(250).isEmpty());
}

void TestSyntheticCatalog::clampsArguments()
{
    const SyntheticCatalog catalog(-5, 0, 0, 9);
    QCOMPARE(catalog.toolCount(), 0);
    QCOMPARE(catalog.tagCount(), 1);
    QCOMPARE(catalog.versionsPerTool(), 1);
    QVERIFY(catalog.currentAt(0).isEmpty());
    QVERIFY(catalog.versions(catalog.toolIdAt(0)).isEmpty());
}

void TestSyntheticCatalog::deterministic_data()
{
    QTest::addColumn<qsizetype>("tools");
    QTest::addColumn<int>("tags");
    QTest::addColumn<int>("versions");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("small") << qsizetype(10) << 3 << 1 << quint64(0);
    QTest::newRow("typical") << qsizetype(5000) << 24 << 3 << quint64(42);
    QTest::newRow("many versions") << qsizetype(300) << 40 << 25 << quint64(0xdeadbeefcafe);
    QTest::newRow("past the name combinations") << qsizetype(40000) << 12 << 2 << ~quint64(0);
}

void TestSyntheticCatalog::deterministic()
{
    QFETCH(qsizetype, tools);
    QFETCH(int, tags);
    QFETCH(int, versions);
    QFETCH(quint64, seed);
    const SyntheticCatalog a(tools, tags, versions, seed);
    const SyntheticCatalog b(tools, tags, versions, seed);
    for (const qsizetype index : {qsizetype(0), qsizetype(1), tools / 2, tools - 1}) {
        const QString id = toolId(a, index);
        QCOMPARE(toolId(b, index), id);
        QCOMPARE(a.toolIdAt(index), id);
        QCOMPARE(compact(b.currentAt(index)), compact(a.currentAt(index)));
        QCOMPARE(CanonicalJson::versionBytes(parse(b.currentAt(index))),
                 CanonicalJson::versionBytes(parse(a.currentAt(index))));
        const QList<QJsonObject> history = a.versions(id);
        QCOMPARE(history.size(), versions);
        QCOMPARE(b.versions(id), history);
        for (qint64 version = 1; version <= versions; ++version)
            QCOMPARE(compact(b.behaviour(id, version)), compact(a.behaviour(id, version)));
    }
}

void TestSyntheticCatalog::seedChangesCatalog()
{
    const SyntheticCatalog a(1000, 12, 3, 1);
    const SyntheticCatalog b(1000, 12, 3, 2);
    qsizetype sameNames = 0;
    for (qsizetype index = 0; index < 1000; ++index) {
        QVERIFY(toolId(a, index) != toolId(b, index));
        QVERIFY(b.indexOf(toolId(a, index)) < 0);
        QVERIFY(CanonicalJson::versionDigest(parse(a.currentAt(index)))
                != CanonicalJson::versionDigest(parse(b.currentAt(index))));
        sameNames += a.nameAt(index) == b.nameAt(index);
    }
    QVERIFY2(sameNames < 50, qPrintable(QString::number(sameNames)));
}

void TestSyntheticCatalog::toolIdsDecode()
{
    const SyntheticCatalog catalog(5000, 10, 3, 3);
    static const QRegularExpression uuidV4(
        QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"));
    QSet<QString> seen;
    for (qsizetype index = 0; index < catalog.toolCount(); ++index) {
        const QString id = toolId(catalog, index);
        QVERIFY2(uuidV4.match(id).hasMatch(), qPrintable(id));
        QCOMPARE(id.right(12).toLongLong(nullptr, 16), index);
        QCOMPARE(catalog.indexOf(id), index);
        const QList<QJsonObject> history = catalog.versions(id);
        QCOMPARE(history.size(), 3);
        QCOMPARE(history.first().value(QStringLiteral("toolId")).toString(), id);
        seen.insert(id);
    }
    QCOMPARE(seen.size(), catalog.toolCount());
}

void TestSyntheticCatalog::foreignIdsRejected_data()
{
    QTest::addColumn<QString>("id");
    const SyntheticCatalog catalog(100, 5, 3, 42);
    const QString valid = catalog.toolIdAt(7);
    QTest::newRow("empty") << QString();
    QTest::newRow("not a uuid") << QStringLiteral("weather-1");
    QTest::newRow("uppercase") << valid.toUpper();
    QTest::newRow("braced") << u'{' + valid + u'}';
    QTest::newRow("trailing space") << valid + u' ';
    QTest::newRow("other seed") << SyntheticCatalog(100, 5, 3, 43).toolIdAt(7);
    QTest::newRow("first digit changed") << (valid.front() == u'0' ? u'1' : u'0') + valid.mid(1);
    QTest::newRow("index changed") << valid.left(35) + u'8';
    QTest::newRow("index out of range") << catalog.toolIdAt(100);
    QTest::newRow("largest index") << valid.left(24) + QStringLiteral("ffffffffffff");
    QTest::newRow("non-hex index") << valid.left(24) + QStringLiteral("00000000000g");
}

void TestSyntheticCatalog::foreignIdsRejected()
{
    QFETCH(QString, id);
    const SyntheticCatalog catalog(100, 5, 3, 42);
    QCOMPARE(catalog.indexOf(id), -1);
    QVERIFY(catalog.versions(id).isEmpty());
    QVERIFY(catalog.behaviour(id, 1).isEmpty());
}

void TestSyntheticCatalog::versionsOnlyAdd_data()
{
    QTest::addColumn<qsizetype>("tools");
    QTest::addColumn<int>("versions");
    for (int versions : {1, 2, 3, 7})
        QTest::addRow("%d versions", versions) << qsizetype(200) << versions;
    // Enough versions to use up the parameter pools.
    QTest::newRow("30 versions") << qsizetype(60) << 30;
}

void TestSyntheticCatalog::versionsOnlyAdd()
{
    QFETCH(qsizetype, tools);
    QFETCH(int, versions);
    const SyntheticCatalog catalog(tools, 6, versions, 11);
    for (qsizetype index = 0; index < catalog.toolCount(); ++index) {
        const QList<QJsonObject> history = catalog.versions(toolId(catalog, index));
        QCOMPARE(history.size(), versions);
        QCOMPARE(history.first(), catalog.currentAt(index));
        for (qsizetype i = 0; i < history.size(); ++i) {
            const ToolSignature newer = parse(history.at(i));
            QCOMPARE(newer.version, versions - i);
            QCOMPARE(newer.currentVersion, versions);
            if (i + 1 == history.size())
                break;
            // One optional input or one output more, everything older kept as is.
            const ToolSignature older = parse(history.at(i + 1));
            QCOMPARE(newer.name, older.name);
            QCOMPARE(newer.tags, older.tags);
            QCOMPARE(newer.inputs.size() + newer.outputs.size(),
                     older.inputs.size() + older.outputs.size() + 1);
            QCOMPARE(newer.inputs.first(older.inputs.size()), older.inputs);
            QCOMPARE(newer.outputs.first(older.outputs.size()), older.outputs);
            if (newer.inputs.size() > older.inputs.size())
                QVERIFY(!newer.inputs.last().required);
        }
    }
}

void TestSyntheticCatalog::behaviourCoversOutputs_data()
{
    QTest::addColumn<qsizetype>("tools");
    QTest::addColumn<int>("versions");
    for (int versions : {1, 3})
        QTest::addRow("%d versions", versions) << qsizetype(200) << versions;
    QTest::newRow("30 versions") << qsizetype(60) << 30;
}

void TestSyntheticCatalog::behaviourCoversOutputs()
{
    QFETCH(qsizetype, tools);
    QFETCH(int, versions);
    const SyntheticCatalog catalog(tools, 6, versions, 5);
    for (qsizetype index = 0; index < catalog.toolCount(); ++index) {
        const QString id = toolId(catalog, index);
        QVERIFY(catalog.behaviour(id, 0).isEmpty());
        QVERIFY(catalog.behaviour(id, versions + 1).isEmpty());
        for (const QJsonObject &object : catalog.versions(id)) {
            const ToolSignature signature = parse(object);
            const QJsonObject behaviour = catalog.behaviour(id, signature.version);
            QVERIFY(!behaviour.value(QStringLiteral("summary")).toString().isEmpty());
            QVERIFY(!behaviour.contains(QStringLiteral("cases")));
            const QJsonObject values = behaviour.value(QStringLiteral("default"))
                                           .toObject()
                                           .value(QStringLiteral("outputs"))
                                           .toObject();
            QCOMPARE(values.size(), signature.outputs.size());
            for (const OutputParameter &output : signature.outputs) {
                const QJsonValue value = values.value(output.name);
                switch (output.type) {
                case ParameterType::Int:
                    QVERIFY(value.isDouble() && value.toDouble() == value.toInteger());
                    break;
                case ParameterType::Boolean:
                    QVERIFY(value.isBool());
                    break;
                case ParameterType::Json:
                    QVERIFY(value.isObject());
                    break;
                case ParameterType::Enum:
                    QVERIFY(std::any_of(output.allowedValues.cbegin(), output.allowedValues.cend(),
                                        [&](const AllowedValue &allowed) {
                                            return allowed.name == value.toString();
                                        }));
                    break;
                default:
                    QVERIFY2(value.isString(), qPrintable(output.name));
                }
            }
        }
    }
}

void TestSyntheticCatalog::namesUnique()
{
    // More tools than verb × object × qualifier combinations, so the numbered
    // round of names is covered too.
    const SyntheticCatalog catalog(20000, 24, 1, 8);
    static const QRegularExpression snakeCase(QStringLiteral("^[a-z][a-z0-9]*(_[a-z0-9]+)+$"));
    QSet<QString> names;
    for (qsizetype index = 0; index < catalog.toolCount(); ++index) {
        const QString name = catalog.nameAt(index);
        QVERIFY2(snakeCase.match(name).hasMatch(), qPrintable(name));
        QVERIFY(name.size() < 255);
        QVERIFY2(!names.contains(name), qPrintable(name));
        names.insert(name);
    }
    QCOMPARE(catalog.currentAt(123).value(QStringLiteral("name")).toString(), catalog.nameAt(123));
}

void TestSyntheticCatalog::namesLeadBackToTheirTools_data()
{
    QTest::addColumn<quint64>("seed");
    for (const quint64 seed : {quint64(0), quint64(1), quint64(7), ~quint64(0)})
        QTest::addRow("seed %llu", seed) << seed;
}

void TestSyntheticCatalog::namesLeadBackToTheirTools()
{
    QFETCH(quint64, seed);
    constexpr auto Round = qsizetype(SyntheticNames::Combinations);
    const SyntheticCatalog catalog(2'000'000, 20, 1, seed);
    QList<qsizetype> indices;
    // The whole first round and the start of the second, then a stride over
    // every later round up to the last tool.
    for (qsizetype index = 0; index < Round + 100; ++index)
        indices.append(index);
    for (qsizetype index = Round + 100; index < catalog.toolCount(); index += 997)
        indices.append(index);
    indices << 2 * Round - 1 << 2 * Round << 10 * Round + 5 << catalog.toolCount() - 1;
    for (const qsizetype index : std::as_const(indices)) {
        const QString name = catalog.nameAt(index);
        QVERIFY2(catalog.indexOfName(name) == index, qPrintable(name));
    }
}

void TestSyntheticCatalog::foreignNamesRejected_data()
{
    QTest::addColumn<QString>("name");
    constexpr auto Round = qsizetype(SyntheticNames::Combinations);
    // Three rounds: names up to "_3" are issued, "_4" is not.
    const SyntheticCatalog catalog(3 * Round, 12, 1, 42);
    const QString first = catalog.nameAt(5);
    const QString second = catalog.nameAt(Round + 5);
    QTest::newRow("empty") << QString();
    QTest::newRow("one word") << QStringLiteral("lookup");
    QTest::newRow("round one written") << first + QStringLiteral("_1");
    QTest::newRow("round zero") << first + QStringLiteral("_0");
    QTest::newRow("leading zero") << second.chopped(1) + QStringLiteral("02");
    QTest::newRow("signed round") << second.chopped(1) + QStringLiteral("+2");
    QTest::newRow("round past the catalog") << first + QStringLiteral("_4");
    QTest::newRow("huge round") << first + QStringLiteral("_99999999999999999999");
    QTest::newRow("uppercase") << first.toUpper();
    QTest::newRow("trailing underscore") << first + u'_';
    QTest::newRow("unknown verb") << QStringLiteral("frobnicate_invoice_by_id");
    QTest::newRow("unknown noun") << QStringLiteral("lookup_unicorn_by_id");
    QTest::newRow("unknown qualifier") << QStringLiteral("lookup_invoice_by_mood");
    QTest::newRow("plural the verb does not take") << QStringLiteral("lookup_invoices_by_id");
    QTest::newRow("singular the verb does not take") << QStringLiteral("search_invoice_by_id");
    QTest::newRow("no qualifier") << QStringLiteral("lookup_invoice");
    QTest::newRow("two qualifiers") << QStringLiteral("lookup_invoice_by_id_by_city");
}

void TestSyntheticCatalog::foreignNamesRejected()
{
    QFETCH(QString, name);
    const SyntheticCatalog catalog(3 * qsizetype(SyntheticNames::Combinations), 12, 1, 42);
    QCOMPARE(catalog.indexOfName(name), -1);
}

void TestSyntheticCatalog::descriptionAlone()
{
    for (const int versions : {1, 4}) {
        const SyntheticCatalog catalog(500, 8, versions, 3);
        for (qsizetype index = 0; index < catalog.toolCount(); ++index)
            QCOMPARE(catalog.descriptionAt(index),
                     catalog.currentAt(index).value(QStringLiteral("description")).toString());
        QVERIFY(catalog.descriptionAt(-1).isEmpty());
        QVERIFY(catalog.descriptionAt(500).isEmpty());
    }
}

void TestSyntheticCatalog::tagsLeadBackToTheirIndex()
{
    // More tags than words: "billing-2" and "real-estate-3" too.
    const SyntheticCatalog catalog(10, 70, 1, 1);
    for (int tag = 0; tag < catalog.tagCount(); ++tag)
        QCOMPARE(catalog.indexOfTag(catalog.tagName(tag)), tag);
    QCOMPARE(catalog.indexOfTag(u"real-estate"), 22);
    for (const char *foreign : {"", "billing-1", "billing-02", "billing-4", "unicorns", "Billing"})
        QVERIFY2(catalog.indexOfTag(QString::fromLatin1(foreign)) == -1, foreign);
}

void TestSyntheticCatalog::everyTagUsed_data()
{
    QTest::addColumn<qsizetype>("tools");
    QTest::addColumn<int>("tags");
    QTest::newRow("one tag") << qsizetype(50) << 1;
    QTest::newRow("two tags") << qsizetype(50) << 2;
    QTest::newRow("as many tags as tools") << qsizetype(3) << 3;
    QTest::newRow("the vocabulary") << qsizetype(1000) << 24;
    QTest::newRow("more tags than words") << qsizetype(1000) << 60;
}

void TestSyntheticCatalog::everyTagUsed()
{
    QFETCH(qsizetype, tools);
    QFETCH(int, tags);
    const SyntheticCatalog catalog(tools, tags, 2, 21);
    QSet<QString> vocabulary;
    for (int tag = 0; tag < tags; ++tag)
        vocabulary.insert(catalog.tagName(tag));
    QCOMPARE(vocabulary.size(), tags);
    QSet<QString> used;
    for (qsizetype index = 0; index < tools; ++index) {
        const QStringList toolTags = parse(catalog.currentAt(index)).tags;
        QVERIFY(!toolTags.isEmpty() && toolTags.size() <= std::min(3, tags));
        QCOMPARE(QSet<QString>(toolTags.cbegin(), toolTags.cend()).size(), toolTags.size());
        for (const QString &tag : toolTags) {
            QVERIFY2(vocabulary.contains(tag), qPrintable(tag));
            used.insert(tag);
        }
    }
    QCOMPARE(used, vocabulary);
}

void TestSyntheticCatalog::lintsClean_data()
{
    QTest::addColumn<qsizetype>("tools");
    QTest::addColumn<int>("tags");
    QTest::addColumn<int>("versions");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<qsizetype>("first");
    QTest::addColumn<qsizetype>("count");
    QTest::newRow("2000 tools, 3 versions")
        << qsizetype(2000) << 12 << 3 << quint64(42) << qsizetype(0) << qsizetype(2000);
    QTest::newRow("one version") << qsizetype(1000) << 1 << 1 << quint64(0) << qsizetype(0)
                                 << qsizetype(1000);
    QTest::newRow("many tags, 12 versions")
        << qsizetype(500) << 60 << 12 << quint64(7) << qsizetype(0) << qsizetype(500);
    QTest::newRow("parameter pools used up")
        << qsizetype(60) << 5 << 30 << quint64(99) << qsizetype(0) << qsizetype(60);
    QTest::newRow("across the name combinations")
        << qsizetype(100000) << 24 << 2 << quint64(1234) << qsizetype(11800) << qsizetype(1000);
}

void TestSyntheticCatalog::lintsClean()
{
    QFETCH(qsizetype, tools);
    QFETCH(int, tags);
    QFETCH(int, versions);
    QFETCH(quint64, seed);
    QFETCH(qsizetype, first);
    QFETCH(qsizetype, count);
    const SyntheticCatalog catalog(tools, tags, versions, seed);
    verifyLintsClean(historiesDocument(catalog, first, count));
}

void TestSyntheticCatalog::historiesLintClean()
{
    // A single history also has its newest-first order checked.
    const SyntheticCatalog catalog(100, 8, 5, 17);
    for (qsizetype index = 0; index < catalog.toolCount(); ++index)
        verifyLintsClean(historiesDocument(catalog, index, 1));
}

void TestSyntheticCatalog::largeCatalog()
{
    const SyntheticCatalog catalog(100000, 24, 3, 2024);
    QCOMPARE(catalog.toolCount(), 100000);
    const QJsonObject first = catalog.currentAt(0);
    const QJsonObject last = catalog.currentAt(99999);
    QCOMPARE(parse(first).version, 3);
    QCOMPARE(parse(last).version, 3);
    QVERIFY(catalog.currentAt(100000).isEmpty());
    const QList<QJsonObject> history = catalog.versions(toolId(catalog, 99999));
    QCOMPARE(history.size(), 3);
    QCOMPARE(history.first(), last);
    QCOMPARE(catalog.indexOf(toolId(catalog, 99999)), 99999);
    QJsonArray items {first};
    for (const QJsonObject &version : history)
        items.append(version);
    verifyLintsClean(QJsonDocument(items).toJson());
}

void TestSyntheticCatalog::writesCatalogDirectory()
{
    QTemporaryDir temporary;
    QVERIFY(temporary.isValid());
    const QString dir = temporary.filePath(QStringLiteral("synthetic"));
    const SyntheticCatalog catalog(50, 6, 3, 77);
    QString error;
    QVERIFY2(SyntheticCatalog::writeCatalogDirectory(catalog, dir, &error), qPrintable(error));

    QCOMPARE(QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files),
             (QStringList {QStringLiteral("provider.json"), QStringLiteral("tools-00001.json")}));
    QFile tools(QDir(dir).filePath(QStringLiteral("tools-00001.json")));
    QVERIFY(tools.open(QIODevice::ReadOnly));
    const QByteArray json = tools.readAll();
    ParsedDocument document = SignatureParser::parseDocument(json);
    QVERIFY(document.isReadable());
    QCOMPARE(document.shape, DocumentShape::Array);
    QCOMPARE(document.signatures.size(), 150);
    const QJsonArray raw = QJsonDocument::fromJson(json).array();
    for (qsizetype index = 0; index < 50; ++index) {
        const QString id = toolId(catalog, index);
        const QList<QJsonObject> history = catalog.versions(id);
        for (qint64 version = 1; version <= 3; ++version) {
            const qsizetype at = index * 3 + version - 1;
            const ToolSignature &written = document.signatures.at(at).signature;
            QCOMPARE(written.toolId, id);
            QCOMPARE(written.version, version);
            QCOMPARE(CanonicalJson::versionDigest(written),
                     CanonicalJson::versionDigest(parse(history.at(3 - version))));
            QCOMPARE(raw.at(at).toObject().value(QStringLiteral("x-behaviour")).toObject(),
                     catalog.behaviour(id, version));
        }
    }
    ConformanceLinter::lintDocument(document);
    const QStringList problems = findings(document);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));

    QFile provider(QDir(dir).filePath(QStringLiteral("provider.json")));
    QVERIFY(provider.open(QIODevice::ReadOnly));
    const QJsonObject about = QJsonDocument::fromJson(provider.readAll()).object();
    QCOMPARE(about.value(QStringLiteral("name")).toString(), catalog.displayName());
    QVERIFY(!about.value(QStringLiteral("description")).toString().isEmpty());

    // Writing again replaces both files.
    const SyntheticCatalog smaller(2, 1, 1, 1);
    QVERIFY2(SyntheticCatalog::writeCatalogDirectory(smaller, dir, &error), qPrintable(error));
    tools.close();
    QVERIFY(tools.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(tools.readAll()).array().size(), 2);
}

// A loader takes each file as one document under a size limit, so a large
// catalog is written as several files that load back as one catalog.
void TestSyntheticCatalog::splitsLargeCatalogsIntoFiles()
{
    QTemporaryDir temporary;
    const QString dir = temporary.filePath(QStringLiteral("large"));
    const SyntheticCatalog catalog(SyntheticCatalog::ToolsPerFile + 1, 4, 1, 5);
    QString error;
    QVERIFY2(SyntheticCatalog::writeCatalogDirectory(catalog, dir, &error), qPrintable(error));
    QCOMPARE(QDir(dir).entryList({QStringLiteral("tools-*.json")}, QDir::Files).size(), 2);
    const auto loaded = FileCatalog::load(dir, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->toolCount(), catalog.toolCount());
}

void TestSyntheticCatalog::writtenDirectoryServesTheSame()
{
    // The reference server's own loader must see exactly what the synthetic
    // catalog serves directly, behaviours included.
    QTemporaryDir temporary;
    QVERIFY(temporary.isValid());
    const QString dir = temporary.filePath(QStringLiteral("synthetic"));
    const SyntheticCatalog catalog(40, 5, 4, 303);
    QString error;
    QVERIFY2(SyntheticCatalog::writeCatalogDirectory(catalog, dir, &error), qPrintable(error));
    const std::unique_ptr<FileCatalog> loaded = FileCatalog::load(dir, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->slug(), catalog.slug());
    QCOMPARE(loaded->displayName(), catalog.displayName());
    QCOMPARE(loaded->toolCount(), catalog.toolCount());
    for (qsizetype index = 0; index < catalog.toolCount(); ++index) {
        const QString id = toolId(catalog, index);
        QCOMPARE(loaded->versions(id), catalog.versions(id));
        for (qint64 version = 1; version <= 4; ++version)
            QCOMPARE(loaded->behaviour(id, version), catalog.behaviour(id, version));
    }
}

void TestSyntheticCatalog::writeFailsOnBlockedDirectory()
{
    QTemporaryDir temporary;
    QVERIFY(temporary.isValid());
    QFile blocker(temporary.filePath(QStringLiteral("blocker")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    QString error;
    QVERIFY(!SyntheticCatalog::writeCatalogDirectory(
        SyntheticCatalog(5, 2, 2, 1), blocker.fileName() + QStringLiteral("/sub"), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!SyntheticCatalog::writeCatalogDirectory(SyntheticCatalog(5, 2, 2, 1),
                                                     blocker.fileName(), nullptr));
}

QTEST_GUILESS_MAIN(TestSyntheticCatalog)
#include "tst_syntheticcatalog.moc"
