// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/a2tschema.h"
#include "dialects/a2t/signatureparser.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

// Every signature the project holds: the sample vendors and the parser's fuzz seeds.
QList<ToolSignature> allSignatures()
{
    QList<ToolSignature> result;
    for (const QString &folder : {u"" TOOLSHELF_SOURCE_DIR "/resources/catalogs"_s,
                                  u"" TOOLSHELF_SOURCE_DIR "/tests/data/fuzz/signatureparser"_s}) {
        QDirIterator files(folder, {u"*.json"_s}, QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const ParsedDocument document = SignatureParser::parseDocument(file.readAll());
            for (const ParsedSignature &parsed : document.signatures)
                result.append(parsed.signature);
        }
    }
    return result;
}

template<typename Parameter, typename Key> bool unique(const QList<Parameter> &parameters, Key key)
{
    QSet<QString> seen;
    for (const Parameter &parameter : parameters) {
        if (seen.contains(key(parameter)))
            return false;
        seen.insert(key(parameter));
    }
    return true;
}

QByteArray compact(const QJsonValue &value)
{
    return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
}

} // namespace

class tst_A2tSchema : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The schema an agent's API would read: keys are ids, enums carry their meanings.
    void inputsAsJsonSchema()
    {
        InputParameter city;
        city.id = u"city"_s;
        city.name = u"City"_s;
        city.description = u"The city."_s;
        InputParameter days;
        days.id = u"days"_s;
        days.name = u"Days"_s;
        days.type = ParameterType::Int;
        days.max = 14;
        days.required = false;
        InputParameter units;
        units.id = u"units"_s;
        units.name = u"Units"_s;
        units.type = ParameterType::Enum;
        units.allowedValues = {{u"METRIC"_s, u"Celsius."_s}, {u"IMPERIAL"_s, {}}};
        const ValueSchema schema = A2tSchema::fromInputs({city, days, units});
        QCOMPARE(
            compact(schema.json()),
            QByteArray(
                "{\"properties\":{"
                "\"city\":{\"description\":\"The city.\",\"title\":\"City\",\"type\":\"string\"},"
                "\"days\":{\"maximum\":14,\"title\":\"Days\",\"type\":\"integer\"},"
                "\"units\":{\"oneOf\":[{\"const\":\"METRIC\",\"description\":\"Celsius.\"},"
                "{\"const\":\"IMPERIAL\"}],\"title\":\"Units\",\"type\":\"string\"}},"
                "\"required\":[\"city\",\"units\"],\"type\":\"object\","
                "\"x-toolshelf-order\":[\"city\",\"days\",\"units\"]}"));
        const QList<ValueSchema::Property> properties = schema.properties();
        QCOMPARE(properties.size(), 3);
        QCOMPARE(properties.at(2).schema().kind(), ValueSchema::Kind::Enum);
        QCOMPARE(properties.at(2).schema().enumValues().first().description, u"Celsius."_s);
        QCOMPARE(properties.at(1).schema().maximum(), std::optional<double>(14));
    }

    // Another wire's schema (seed 003's a2t): no titles, a plain `enum`. The
    // key names the input, and the values are allowed values.
    void foreignSchemaReadsAsInputs()
    {
        const ValueSchema schema(QJsonObject {
            {u"type"_s, u"object"_s},
            {u"properties"_s,
             QJsonObject {
                 {u"units"_s,
                  QJsonObject {{u"type"_s, u"string"_s}, {u"enum"_s, QJsonArray {u"C"_s, u"F"_s}}}},
                 {u"days"_s,
                  QJsonObject {{u"type"_s, u"integer"_s}, {u"enum"_s, QJsonArray {1, 7}}}},
             }},
            {u"required"_s, QJsonArray {u"units"_s}},
        });
        const QList<InputParameter> inputs = A2tSchema::toInputs(schema);
        QCOMPARE(inputs.size(), 2);
        const InputParameter &units = inputs.at(0).id == u"units"_s ? inputs.at(0) : inputs.at(1);
        const InputParameter &days = inputs.at(0).id == u"days"_s ? inputs.at(0) : inputs.at(1);
        QCOMPARE(units.name, u"units"_s);
        QVERIFY(units.required);
        QCOMPARE(units.allowedValues.size(), 2);
        QCOMPARE(units.allowedValues.at(1).name, u"F"_s);
        QCOMPARE(days.allowedValues.size(), 2);
        QCOMPARE(days.allowedValues.at(1).name, u"7"_s);
    }

    // What the A2T form says beyond the schema survives the way back.
    void oddParametersRoundTrip()
    {
        InputParameter choices;
        choices.id = u"a"_s;
        choices.name = u"A"_s;
        choices.allowedValues = {{u"X"_s, u"ex"_s}}; // values on a string: a lint finding
        InputParameter floating;
        floating.id = u"b"_s;
        floating.type = ParameterType::Unknown;
        floating.unknownTypeName = u"number"_s;
        InputParameter emptyEnum;
        emptyEnum.id = u"c"_s;
        emptyEnum.type = ParameterType::Enum;
        InputParameter flag;
        flag.id = u"d"_s;
        flag.type = ParameterType::Boolean;
        flag.allowedValues = {{u"TRUE"_s, {}}};
        const QList<InputParameter> inputs {choices, floating, emptyEnum, flag};
        QCOMPARE(A2tSchema::toInputs(A2tSchema::fromInputs(inputs)), inputs);

        OutputParameter any;
        any.name = u"Metadata"_s;
        any.type = ParameterType::Json;
        OutputParameter named;
        named.id = u"temp_f"_s;
        named.name = u"Temperature"_s;
        named.type = ParameterType::Int;
        OutputParameter jsonChoices;
        jsonChoices.name = u"Mode"_s;
        jsonChoices.type = ParameterType::Json;
        jsonChoices.allowedValues = {{u"FAST"_s, u"quick"_s}};
        OutputParameter strange;
        strange.name = u"Odd"_s;
        strange.type = ParameterType::Unknown;
        strange.unknownTypeName = u"float"_s;
        strange.allowedValues = {{u"ONE"_s, {}}};
        const QList<OutputParameter> outputs {any, named, jsonChoices, strange};
        QCOMPARE(A2tSchema::toOutputs(A2tSchema::fromOutputs(outputs)), outputs);
        QCOMPARE(A2tSchema::fromOutputs({any}).properties().first().schema().kind(),
                 ValueSchema::Kind::Any);
    }

    // Every type, with and without allowed values, and unknown types JSON
    // Schema knows (an "integer" is not A2T's int): each reads back as it was.
    void everyTypeRoundTrips()
    {
        QList<InputParameter> inputs;
        const QList<std::pair<ParameterType, QString>> types {
            {ParameterType::String, {}},
            {ParameterType::Int, {}},
            {ParameterType::Boolean, {}},
            {ParameterType::Enum, {}},
            {ParameterType::Json, {}},
            {ParameterType::Unknown, u"integer"_s},
            {ParameterType::Unknown, u"number"_s},
            {ParameterType::Unknown, u"object"_s},
            {ParameterType::Unknown, u""_s}};
        for (const auto &[type, unknownName] : types) {
            for (const bool withValues : {false, true}) {
                InputParameter input;
                input.id = u"p%1"_s.arg(inputs.size());
                input.name = input.id;
                input.type = type;
                input.unknownTypeName = unknownName;
                if (withValues)
                    input.allowedValues = {{u"ONE"_s, u"the first"_s}, {u"TWO"_s, {}}};
                inputs.append(input);
            }
        }
        QCOMPARE(A2tSchema::toInputs(A2tSchema::fromInputs(inputs)), inputs);
    }

    // Every signature the project holds, through the schema and back.
    void everySignatureRoundTrips()
    {
        const QList<ToolSignature> signatures = allSignatures();
        QVERIFY(signatures.size() > 20);
        int compared = 0;
        for (const ToolSignature &signature : signatures) {
            if (unique(signature.inputs, [](const InputParameter &p) { return p.id; })) {
                QCOMPARE(A2tSchema::toInputs(A2tSchema::fromInputs(signature.inputs)),
                         signature.inputs);
                ++compared;
            }
            if (unique(signature.outputs, [](const OutputParameter &p) { return p.name; })) {
                QCOMPARE(A2tSchema::toOutputs(A2tSchema::fromOutputs(signature.outputs)),
                         signature.outputs);
                ++compared;
            }
        }
        QVERIFY(compared >= signatures.size());
    }

    // A conformance error the schema cannot hold: the first of a shared id stays.
    void sharedIdsKeepTheFirst()
    {
        InputParameter first;
        first.id = u"city"_s;
        first.name = u"City"_s;
        InputParameter second = first;
        second.name = u"Town"_s;
        const QList<InputParameter> back
            = A2tSchema::toInputs(A2tSchema::fromInputs({first, second}));
        QCOMPARE(back, QList<InputParameter> {first});
    }
};

QTEST_GUILESS_MAIN(tst_A2tSchema)
#include "tst_a2tschema.moc"
