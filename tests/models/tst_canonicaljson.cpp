// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/signatureparser.h"
#include "signaturefixtures.h"
#include "tool/canonicaljson.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

#include <limits>

using namespace Toolshelf;
using namespace Fixtures;

namespace {

ToolSignature parse(const QByteArray &json)
{
    const ParsedDocument document = SignatureParser::parseDocument(json);
    Q_ASSERT(document.isReadable() && document.signatures.size() == 1);
    return document.signatures.first().signature;
}

// What QJsonDocument writes for the signature: the reference versionBytes()
// must match byte for byte, since stored digests and bundles depend on it.
QByteArray referenceBytes(const ToolSignature &signature)
{
    QJsonObject object = CanonicalJson::toJson(signature);
    object.remove(QStringLiteral("currentVersion"));
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// Random text drawn mostly from the characters JSON writers treat specially.
class TextSource
{
public:
    explicit TextSource(quint32 seed)
        : m_random(seed)
    { }

    QString text()
    {
        static const QList<QString> pieces {QStringLiteral("a"),
                                            QStringLiteral("Z"),
                                            QStringLiteral(" "),
                                            QStringLiteral("\""),
                                            QStringLiteral("\\"),
                                            QStringLiteral("/"),
                                            QString(QChar(0x7f)),
                                            QString(QChar(0x00)),
                                            QString(QChar(0x1f)),
                                            QStringLiteral("\b\f\n\r\t"),
                                            QString(QChar(0x0b)),
                                            QString(QChar(0xe9)),
                                            QString(QChar(0x7ff)),
                                            QString(QChar(0x800)),
                                            QString(QChar(0x2028)),
                                            QString(QChar(0x202e)),
                                            QString(QChar(0xfffe)),
                                            QString(QChar(0xffff)),
                                            QStringLiteral("\U0001F327"),
                                            QStringLiteral("\U0010FFFF"),
                                            QString(QChar(0xd83c)),
                                            QString(QChar(0xdf27)),
                                            QString(QChar(0xdf27)) + QChar(0xd83c),
                                            QStringLiteral("%1")};
        QString result;
        const int length = int(m_random.bounded(12));
        for (int i = 0; i < length; ++i)
            result += pieces.at(m_random.bounded(int(pieces.size())));
        return result;
    }

    qint64 number()
    {
        static const QList<qint64> edges {0,
                                          1,
                                          -1,
                                          65535,
                                          std::numeric_limits<qint64>::max(),
                                          std::numeric_limits<qint64>::min(),
                                          9007199254740993};
        return m_random.bounded(2) ? edges.at(m_random.bounded(int(edges.size())))
                                   : qint64(m_random.generate64());
    }

    int below(int n) { return int(m_random.bounded(n)); }

private:
    QRandomGenerator m_random;
};

ToolSignature randomSignature(TextSource &source)
{
    const QList<ParameterType> types {ParameterType::String,  ParameterType::Int,
                                      ParameterType::Boolean, ParameterType::Enum,
                                      ParameterType::Json,    ParameterType::Unknown};
    const auto values = [&source] {
        QList<AllowedValue> list;
        for (int i = source.below(3); i > 0; --i)
            list.append({source.text(), source.text()});
        return list;
    };
    ToolSignature s;
    s.toolId = source.text();
    s.name = source.text();
    s.description = source.text();
    if (source.below(2))
        s.img = source.text();
    s.version = source.number();
    s.currentVersion = source.number();
    for (int i = source.below(3); i > 0; --i)
        s.tags.append(source.text());
    for (int i = source.below(4); i > 0; --i) {
        InputParameter input;
        input.id = source.text();
        input.name = source.text();
        input.description = source.text();
        input.type = types.at(source.below(int(types.size())));
        input.unknownTypeName = source.text();
        input.required = source.below(2);
        input.max = source.number();
        input.allowedValues = values();
        s.inputs.append(input);
    }
    for (int i = source.below(4); i > 0; --i) {
        OutputParameter output;
        if (source.below(2))
            output.id = source.text();
        output.name = source.text();
        output.description = source.text();
        output.type = types.at(source.below(int(types.size())));
        output.unknownTypeName = source.text();
        output.allowedValues = values();
        s.outputs.append(output);
    }
    return s;
}

} // namespace

class tst_CanonicalJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // versionBytes() writes directly for speed; QJsonDocument is the reference.
    void versionBytesMatchQJsonDocument()
    {
        TextSource source(20261121);
        for (int i = 0; i < 3000; ++i) {
            const ToolSignature signature = randomSignature(source);
            const QByteArray fast = CanonicalJson::versionBytes(signature);
            const QByteArray reference = referenceBytes(signature);
            if (fast != reference)
                QFAIL(qPrintable(QStringLiteral("signature %1:\n%2\n%3")
                                     .arg(QString::number(i), QString::fromLatin1(fast.toHex()),
                                          QString::fromLatin1(reference.toHex()))));
        }
        // And the fixtures the other tests use.
        for (const QJsonObject &tool : {validTool(), version(validTool(), 3, 7)}) {
            const ToolSignature signature = parse(QJsonDocument(tool).toJson());
            QCOMPARE(CanonicalJson::versionBytes(signature), referenceBytes(signature));
        }
    }

    // The tags column is written the same way, also compared with Qt.
    void stringArrayMatchesQJsonDocument()
    {
        TextSource source(7);
        for (int i = 0; i < 1000; ++i) {
            QStringList strings;
            for (int n = i % 5; n > 0; --n)
                strings.append(source.text());
            QCOMPARE(
                CanonicalJson::stringArray(strings),
                QJsonDocument(QJsonArray::fromStringList(strings)).toJson(QJsonDocument::Compact));
        }
    }

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
