// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/lintcommand.h"
#include "signaturefixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Fixtures;

class tst_LintCommand : public QObject
{
    Q_OBJECT

    struct Run
    {
        int code = -1;
        QString out;
        QString err;
    };

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &content)
    {
        QFile file(m_dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
            qFatal("cannot write test file");
        return file.fileName();
    }

    static Run run(const QStringList &arguments)
    {
        Run result;
        QTextStream out(&result.out);
        QTextStream err(&result.err);
        CommandIo io {out, err};
        result.code = LintCommand().run(arguments, io);
        out.flush();
        err.flush();
        return result;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void exitCodes_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("code");
        QTest::newRow("clean") << json(validTool()) << 0;
        QTest::newRow("warnings only")
            << json(with(validTool(), QStringLiteral("name"), QStringLiteral("LookupWeather")))
            << 0;
        QTest::newRow("errors") << json(
            with(validTool(), QStringLiteral("toolId"), QStringLiteral("x")))
                                << 1;
        QTest::newRow("malformed") << QByteArray("{\"toolId\": ") << 2;
        QTest::newRow("not a signature") << QByteArray("\"hello\"") << 2;
    }

    void exitCodes()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, code);
        const Run r = run({write(QStringLiteral("case.json"), content)});
        QCOMPARE(r.code, code);
    }

    void printsOneLinePerFinding()
    {
        const QString file
            = write(QStringLiteral("bad.json"),
                    json(with(validTool(), QStringLiteral("toolId"), QStringLiteral("x"))));
        const Run r = run({file});
        QCOMPARE(
            r.out,
            file + QStringLiteral(":$.toolId: error: tool-id-uuid: toolId \"x\" is not a UUID\n"));
        QVERIFY(r.err.contains(QLatin1String("1 error(s), 0 warning(s), 1 file(s) checked")));
    }

    void printsJson()
    {
        const QString file
            = write(QStringLiteral("warn.json"),
                    json(with(validTool(), QStringLiteral("name"), QStringLiteral("weather"))));
        const Run r = run({QStringLiteral("--json"), file});
        QCOMPARE(r.code, 0);
        const QJsonArray findings = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(findings.size(), 1);
        const QJsonObject finding = findings.first().toObject();
        QCOMPARE(finding.value(QStringLiteral("file")).toString(), file);
        QCOMPARE(finding.value(QStringLiteral("path")).toString(), QStringLiteral("$.name"));
        QCOMPARE(finding.value(QStringLiteral("severity")).toString(), QStringLiteral("warning"));
        QCOMPARE(finding.value(QStringLiteral("rule")).toString(),
                 QStringLiteral("tool-name-descriptive"));
        QVERIFY(!finding.value(QStringLiteral("message")).toString().isEmpty());
    }

    void cleanFileGivesAnEmptyJsonArray()
    {
        const Run r
            = run({QStringLiteral("--json"), write(QStringLiteral("ok.json"), json(validTool()))});
        QCOMPARE(r.code, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).array().size(), 0);
    }

    // An unreadable file wins over findings in other files, and the others are still checked.
    void unreadableFileGivesTwo()
    {
        const QString bad
            = write(QStringLiteral("errors.json"),
                    json(with(validTool(), QStringLiteral("toolId"), QStringLiteral("x"))));
        const Run r = run({m_dir.filePath(QStringLiteral("missing.json")), bad});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QLatin1String("missing.json: error: cannot read")));
        QVERIFY(r.out.contains(QLatin1String("tool-id-uuid")));
    }

    void malformedJsonNamesTheOffset()
    {
        const QString file = write(QStringLiteral("broken.json"), "[{\"toolId\": }]");
        const Run r = run({file});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.out.startsWith(
                     file + QStringLiteral(":$: error: json-syntax: malformed JSON at byte")),
                 qPrintable(r.out));
    }

    // Provider text must not drive the user's terminal.
    void escapesHostileText()
    {
        const QString file = write(QStringLiteral("hostile.json"),
                                   json(with(validTool(), QStringLiteral("toolId"),
                                             QStringLiteral("\x1b]0;owned\x07\u202E"))));
        const Run r = run({file});
        QCOMPARE(r.code, 1);
        QVERIFY(!r.out.contains(QChar(0x1b)));
        QVERIFY(!r.out.contains(QChar(0x202e)));
        QVERIFY(r.out.contains(QLatin1String("\\u001b]0;owned\\u0007\\u202e")));
    }

    // Every finding is one line, whatever line breaks or separators the
    // provider's text holds: none can forge a finding of its own.
    void oneLinePerFindingWhateverTheText()
    {
        QJsonObject tool = with(validTool(), QStringLiteral("name"),
                                QStringLiteral("weather\nforged.json:$: error: tool-id-uuid: "
                                               "forged\u2028\u200Bhidden"));
        tool = with(tool, QStringLiteral("toolId"), QStringLiteral("x\r\ny\u2029"));
        const QString file = write(QStringLiteral("lines.json"), json(tool));
        const Run text = run({file});
        const Run json = run({QStringLiteral("--json"), file});
        QCOMPARE(text.code, 1);
        const qsizetype findings = QJsonDocument::fromJson(json.out.toUtf8()).array().size();
        QVERIFY(findings >= 2);
        const QStringList lines = text.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), findings);
        for (const QString &line : lines) {
            QVERIFY2(line.startsWith(file + QStringLiteral(":$")), qPrintable(line));
            QVERIFY2(!line.contains(QChar(0x2028)) && !line.contains(QChar(0x2029))
                         && !line.contains(QChar(0x200b)) && !line.contains(u'\r'),
                     qPrintable(line));
        }
        QVERIFY2(text.out.contains(QLatin1String("weather\\u000aforged.json")),
                 qPrintable(text.out));
    }

    void usageErrors()
    {
        QCOMPARE(run({}).code, 2);
        QCOMPARE(run({QStringLiteral("--bogus")}).code, 2);
    }

    void listsRules()
    {
        const Run r = run({QStringLiteral("--rules")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QLatin1String("tool-name-snake-case")));
        QVERIFY(r.out.contains(QLatin1String("compat-input-required")));
    }
};

QTEST_GUILESS_MAIN(tst_LintCommand)
#include "tst_lintcommand.moc"
