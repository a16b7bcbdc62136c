#include "canonicaljson.h"
#include "signaturefixtures.h"
#include "signatureparser.h"

#include <QCryptographicHash>
#include <QTest>

using namespace Toolshelf;
using namespace Fixtures;

namespace {

ToolSignature parse(const QByteArray &json)
{
    const ParsedDocument document = SignatureParser::parseDocument(json);
    Q_ASSERT(document.isReadable() && document.signatures.size() == 1);
    return document.signatures.first().signature;
}

} // namespace

class tst_CanonicalJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrips_data()
    {
        QTest::addColumn<QByteArray>("json");
        const QJsonObject tool = validTool();
        QTest::newRow("valid") << json(tool);
        QTest::newRow("no img") << json(with(tool, QStringLiteral("img"), QJsonValue::Undefined));
        QTest::newRow("unknown type")
            << json(withInput(tool, 0, QStringLiteral("type"), QStringLiteral("float")));
        QTest::newRow("output without id")
            << json(withOutput(tool, 0, QStringLiteral("id"), QJsonValue::Undefined));
        QTest::newRow("unicode") << json(with(tool, QStringLiteral("description"),
                                              QStringLiteral("Wetter für Köln — 東京 \U0001F326")));
        QTest::newRow("current ahead") << json(version(tool, 2, 5));
    }

    void roundTrips()
    {
        QFETCH(QByteArray, json);
        const ToolSignature original = parse(json);
        const ToolSignature reread = parse(QJsonDocument(CanonicalJson::toJson(original)).toJson());
        QCOMPARE(reread, original);
        QCOMPARE(CanonicalJson::versionBytes(reread), CanonicalJson::versionBytes(original));
    }

    // Pinned bytes: if a Qt upgrade changed the serializer, digests stored in
    // catalogs and lock files would stop matching, so this must fail loudly.
    void producesExactlyTheseBytes()
    {
        ToolSignature s;
        s.toolId = QStringLiteral("0479a45d-ad0a-49d4-94db-75edf00d2ca4");
        s.name = QStringLiteral("lookup_weather_by_city");
        s.description = QStringLiteral("Weather \"now\" für Köln.");
        s.version = 2;
        s.currentVersion = 3;
        s.tags = {QStringLiteral("weather")};
        InputParameter city;
        city.id = QStringLiteral("city");
        city.name = QStringLiteral("City");
        s.inputs = {city};
        InputParameter days;
        days.id = QStringLiteral("days");
        days.name = QStringLiteral("Days");
        days.type = ParameterType::Int;
        days.required = false;
        s.inputs.append(days);
        OutputParameter temp;
        temp.name = QStringLiteral("Temperature");
        temp.type = ParameterType::Int;
        s.outputs = {temp};

        const QByteArray expected = "{\"description\":\"Weather \\\"now\\\" für Köln.\","
                                    "\"input_parameters\":[{\"description\":\"\",\"id\":\"city\","
                                    "\"name\":\"City\",\"required\":true,\"type\":\"string\"},"
                                    "{\"description\":\"\",\"id\":\"days\",\"max\":65535,\"name\":"
                                    "\"Days\",\"required\":false,\"type\":\"int\"}],"
                                    "\"name\":\"lookup_weather_by_city\","
                                    "\"output_parameters\":[{\"description\":\"\",\"name\":"
                                    "\"Temperature\",\"type\":\"int\"}],"
                                    "\"tags\":[\"weather\"],\"toolId\":\"0479a45d-ad0a-49d4-94db-"
                                    "75edf00d2ca4\",\"version\":2}";
        QCOMPARE(CanonicalJson::versionBytes(s), expected);
        QCOMPARE(CanonicalJson::versionDigest(s),
                 QCryptographicHash::hash(expected, QCryptographicHash::Sha256).toHex());
    }

    // Two spellings of the same signature are the same version.
    void defaultsDoNotChangeTheDigest()
    {
        QJsonObject implicit
            = withInput(validTool(), 0, QStringLiteral("type"), QJsonValue::Undefined);
        implicit = withInput(implicit, 0, QStringLiteral("required"), QJsonValue::Undefined);
        QCOMPARE(CanonicalJson::versionDigest(parse(json(implicit))),
                 CanonicalJson::versionDigest(parse(json(validTool()))));
    }

    // The draft lets currentVersion change while a version stays locked.
    void currentVersionIsNotPartOfTheIdentity()
    {
        const QByteArray a = CanonicalJson::versionDigest(parse(json(version(validTool(), 1, 1))));
        const QByteArray b = CanonicalJson::versionDigest(parse(json(version(validTool(), 1, 4))));
        QCOMPARE(a, b);
        QCOMPARE(a.size(), 64);
        QVERIFY(!CanonicalJson::versionBytes(parse(json(validTool()))).contains("currentVersion"));
        QVERIFY(CanonicalJson::toJson(parse(json(validTool())))
                    .contains(QStringLiteral("currentVersion")));
    }

    void anyContentChangeChangesTheDigest_data()
    {
        QTest::addColumn<QByteArray>("json");
        const QJsonObject tool = validTool();
        QTest::newRow("description")
            << json(with(tool, QStringLiteral("description"), QStringLiteral("x")));
        QTest::newRow("tag order")
            << json(with(tool, QStringLiteral("tags"),
                         QJsonArray {QStringLiteral("retrievals"), QStringLiteral("weather")}));
        QTest::newRow("max") << json(withInput(tool, 2, QStringLiteral("max"), 15));
        QTest::newRow("enum description") << json(withInput(
            tool, 1, QStringLiteral("allowed-values"),
            QJsonArray {allowedValue(QStringLiteral("CELSIUS"), QStringLiteral("Metric!")),
                        allowedValue(QStringLiteral("FAHRENHEIT"), QStringLiteral("Imperial."))}));
        QTest::newRow("version") << json(version(tool, 2, 2));
    }

    void anyContentChangeChangesTheDigest()
    {
        QFETCH(QByteArray, json);
        QVERIFY(CanonicalJson::versionDigest(parse(json))
                != CanonicalJson::versionDigest(parse(Fixtures::json(validTool()))));
    }
};

QTEST_GUILESS_MAIN(tst_CanonicalJson)
#include "tst_canonicaljson.moc"
