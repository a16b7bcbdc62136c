#include "dialects/a2t/a2tdialect.h"
#include "dialects/a2t/a2ttool.h"
#include "dialects/a2t/signatureparser.h"
#include "signaturefixtures.h"
#include "tool/canonicaljson.h"

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
                    ++seen;
                }
            }
        }
        QVERIFY(seen > 20);
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
        const A2tDialect dialect;
        bool duplicate = false;
        for (const Diagnostic &diagnostic : dialect.lint(tool))
            duplicate = duplicate || diagnostic.rule == Rule::ParamIdDuplicate;
        QVERIFY(duplicate);
    }
};

QTEST_GUILESS_MAIN(tst_A2tTool)
#include "tst_a2ttool.moc"
