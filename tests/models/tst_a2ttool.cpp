// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/a2tdialect.h"
#include "dialects/a2t/a2ttool.h"
#include "dialects/a2t/signatureparser.h"
#include "signaturefixtures.h"
#include "tool/canonicaljson.h"
#include "tool/toolsearchtext.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

class tst_A2tTool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every signature the project holds becomes a Tool and comes back the same,
    // with the digest A2T versions always had.
    void everySignatureRoundTrips()
    {
        int seen = 0;
        for (const QString &folder :
             {u"" TOOLSHELF_SOURCE_DIR "/resources/catalogs"_s,
              u"" TOOLSHELF_SOURCE_DIR "/tests/data/fuzz/signatureparser"_s}) {
            QDirIterator files(folder, {u"*.json"_s}, QDir::Files, QDirIterator::Subdirectories);
            while (files.hasNext()) {
                QFile file(files.next());
                QVERIFY(file.open(QIODevice::ReadOnly));
                for (const ParsedSignature &parsed :
                     SignatureParser::parseDocument(file.readAll()).signatures) {
                    const ToolSignature &signature = parsed.signature;
                    const Tool tool = A2tTool::fromSignature(u"Skycast"_s, signature);
                    QCOMPARE(tool.key, (ToolKey {u"Skycast"_s, signature.toolId}));
                    QCOMPARE(tool.dialect, u"a2t"_s);
                    QCOMPARE(tool.digest, CanonicalJson::versionDigest(signature));
                    QCOMPARE(tool.nativeForm, CanonicalJson::versionBytes(signature));
                    QCOMPARE(tool.input.kind(), ValueSchema::Kind::Object);
                    QCOMPARE(tool.annotations.value(u"img"_s).toString(), signature.img);
                    QVERIFY(!tool.versionCounted);
                    QCOMPARE(A2tTool::toSignature(tool), signature);
                    QCOMPARE(A2tTool::parametersText(signature), ToolSearchText::parameters(tool));
                    ++seen;
                }
            }
        }
        QVERIFY(seen > 20);
    }

    // The text a sync stages from the signature is the text the schemas give,
    // whatever the parameters' types, values and repeats.
    void parametersTextIsTheSchemas()
    {
        ToolSignature signature;
        signature.toolId = u"t"_s;
        const QList<ParameterType> types {ParameterType::String,  ParameterType::Int,
                                          ParameterType::Boolean, ParameterType::Enum,
                                          ParameterType::Json,    ParameterType::Unknown};
        for (ParameterType type : types) {
            for (const bool withValues : {false, true}) {
                const QString id = parameterTypeName(type) + QString::number(withValues);
                InputParameter input;
                input.id = id;
                input.name = withValues ? u"Name "_s + id : QString();
                input.description = u"about "_s + id;
                input.type = type;
                input.unknownTypeName = u"object"_s;
                if (withValues)
                    input.allowedValues = {{u"A"_s, u"first"_s}, {u"B"_s, QString()}};
                signature.inputs.append(input);
                OutputParameter output;
                output.name = id;
                output.type = type;
                output.unknownTypeName = u"array"_s;
                output.allowedValues = input.allowedValues;
                signature.outputs.append(output);
            }
        }
        // Repeated ids and names: the schemas keep the first.
        signature.inputs.append(signature.inputs.first());
        signature.inputs.last().name = u"second"_s;
        signature.outputs.append(signature.outputs.first());
        signature.outputs.last().description = u"second"_s;
        const Tool tool = A2tTool::fromSignature(u"Skycast"_s, signature);
        const QString text = A2tTool::parametersText(signature);
        QCOMPARE(text, ToolSearchText::parameters(tool));
        QVERIFY(text.contains(u"Name enum1\nabout enum1\nA\nfirst\nB"_s));
        QVERIFY(!text.contains(u"second"_s));
    }

    // A provider may send what the schema view cannot hold (two inputs of one
    // id are one property): the signature comes back as sent all the same,
    // and the dialect's lint, which reads the A2T form, still finds the fault.
    void whatTheSchemaCannotHoldComesBackAsSent()
    {
        QJsonObject object = Fixtures::validTool();
        QJsonArray inputs = object.value(u"input_parameters"_s).toArray();
        inputs.append(inputs.first());
        object.insert(u"input_parameters"_s, inputs);
        const ParsedSignature parsed = SignatureParser::parseSignature(object, u"$"_s);
        QCOMPARE(parsed.signature.inputs.size(), inputs.size());
        const Tool tool = A2tTool::fromSignature(u"Skycast"_s, parsed.signature);
        QCOMPARE(A2tTool::toSignature(tool), parsed.signature);
        QCOMPARE(A2tTool::parametersText(parsed.signature), ToolSearchText::parameters(tool));
        const A2tDialect dialect;
        bool duplicate = false;
        for (const Diagnostic &diagnostic : dialect.lint(tool))
            duplicate = duplicate || diagnostic.rule == Rule::ParamIdDuplicate;
        QVERIFY(duplicate);
    }
};

QTEST_GUILESS_MAIN(tst_A2tTool)
#include "tst_a2ttool.moc"
