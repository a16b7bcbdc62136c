// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What every dialect must do with what its providers really send. A dialect's
// test derives from DialectConformance, names the dialect and the folder of
// its literal wire captures (tests/data/<dialect folder>/, named as models/dialects/<folder>: pages
// of tool lists as providers answered them, one file each), and adds its own cases.

#include "core/sha256.h"
#include "dialects/tooldialect.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

// What dialect tests build pages with and check findings by.
namespace Conformance {

inline QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// The rules of a tool's findings, in order.
inline QList<Toolshelf::Rule> rulesOf(const Toolshelf::DialectTool &entry)
{
    QList<Toolshelf::Rule> rules;
    for (const Toolshelf::Diagnostic &finding : entry.diagnostics)
        rules.append(finding.rule);
    return rules;
}

} // namespace Conformance

class DialectConformance : public QObject
{
    Q_OBJECT

protected:
    virtual const Toolshelf::ToolDialect &dialect() const = 0;
    virtual QString capturesFolder() const = 0;

    struct Capture
    {
        QString name;
        QByteArray body;
    };

    QList<Capture> captures() const
    {
        QList<Capture> result;
        // Every .json file; a README beside them says where they came from.
        const QDir folder(capturesFolder());
        for (const QString &name :
             folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            QFile file(folder.filePath(name));
            if (file.open(QIODevice::ReadOnly))
                result.append({name, file.readAll()});
        }
        return result;
    }

    // A call of the dialect's reference provider (a real server of the
    // protocol, started by the test): which tool, with what arguments (keyed
    // as its input schema's properties), and one output the answer must hold.
    struct ReferenceCall
    {
        QString toolName;
        QJsonObject arguments;
        QString output;
        QJsonValue value;
    };
    virtual ReferenceCall referenceCall() const = 0;
    // False for a dialect whose tools are declarations with nothing to call
    // (files): the call cases are skipped, and the dialect's own test shows
    // the refusal instead.
    virtual bool callsTools() const { return true; }
    // The reference provider's tool list as it answers it (its first page).
    virtual QByteArray referenceListing() = 0;
    // Sends the body of a call of `tool` the way the protocol does; the answer's body.
    virtual QByteArray callReference(const Toolshelf::Tool &tool, const QByteArray &body) = 0;

    Toolshelf::DialectPage read(const Capture &capture) const
    {
        return dialect().readPage(QStringLiteral("Provider"), capture.body);
    }

private Q_SLOTS:
    void capturesAreRead()
    {
        const QList<Capture> all = captures();
        QVERIFY2(!all.isEmpty(), qPrintable(capturesFolder()));
        for (const Capture &capture : all) {
            const Toolshelf::DialectPage page = read(capture);
            QVERIFY2(!page.fatal, qPrintable(capture.name));
            QVERIFY2(!page.tools.isEmpty(), qPrintable(capture.name));
            for (const Toolshelf::DialectTool &entry : page.tools) {
                const Toolshelf::Tool &tool = entry.tool;
                QCOMPARE(tool.dialect, dialect().id());
                QVERIFY(!tool.key.nativeId.isEmpty());
                QCOMPARE(tool.key.provider, QStringLiteral("Provider"));
                QVERIFY(!tool.name.isEmpty());
                QCOMPARE(tool.input.kind(), Toolshelf::ValueSchema::Kind::Object);
                // Findings are stored with the tool: their paths are its own.
                for (const Toolshelf::Diagnostic &finding : entry.diagnostics) {
                    QVERIFY2(finding.path.startsWith(u'$'), qPrintable(finding.path));
                    QVERIFY2(entry.path == QStringLiteral("$")
                                 || !finding.path.startsWith(entry.path),
                             qPrintable(finding.path));
                }
            }
        }
    }

    // The digest covers the native form, and the native form is the tool:
    // read back, it is the same tool with the same digest.
    void nativeFormIsTheTool()
    {
        for (const Capture &capture : captures()) {
            for (const Toolshelf::DialectTool &entry : read(capture).tools) {
                const Toolshelf::Tool &tool = entry.tool;
                QCOMPARE(tool.digest, Toolshelf::Sha256::hex(tool.nativeForm));
                const std::optional<Toolshelf::Tool> back
                    = dialect().readNative(tool.key.provider, tool.nativeForm);
                QVERIFY2(back, qPrintable(capture.name + u' ' + tool.name));
                QCOMPARE(back->key, tool.key);
                QCOMPARE(back->name, tool.name);
                QCOMPARE(back->description, tool.description);
                QCOMPARE(back->input, tool.input);
                QCOMPARE(back->output, tool.output);
                QCOMPARE(back->version, tool.version);
                QCOMPARE(back->nativeForm, tool.nativeForm);
                QCOMPARE(back->digest, tool.digest);
            }
        }
        QVERIFY(!dialect().readNative(QStringLiteral("Provider"), "not json"));
    }

    void readingIsStable()
    {
        for (const Capture &capture : captures()) {
            const Toolshelf::DialectPage first = read(capture);
            const Toolshelf::DialectPage second = read(capture);
            QCOMPARE(second.tools, first.tools);
            QCOMPARE(second.nextCursor, first.nextCursor);
        }
    }

    // What the page says of a tool, the lint of the tool alone says too
    // (the page may add findings across tools).
    void lintFindsWhatThePageFound()
    {
        for (const Capture &capture : captures()) {
            const Toolshelf::DialectPage page = read(capture);
            for (const Toolshelf::DialectTool &entry : page.tools) {
                const QList<Toolshelf::Diagnostic> alone = dialect().lint(entry.tool);
                for (const Toolshelf::Diagnostic &found : alone)
                    QVERIFY2(std::any_of(entry.diagnostics.cbegin(), entry.diagnostics.cend(),
                                         [&](const Toolshelf::Diagnostic &d) {
                                             return d.rule == found.rule;
                                         }),
                             qPrintable(capture.name + u' ' + found.message));
            }
        }
    }

    // Listed, called and answered by a real provider of the protocol: what
    // the dialect reads of the list it can call, and reads the answer of.
    void invokesTheReferenceProvider()
    {
        if (!callsTools())
            QSKIP("the dialect's tools name nothing to call");
        const ReferenceCall call = referenceCall();
        const Toolshelf::DialectPage page
            = dialect().readPage(QStringLiteral("Reference"), referenceListing());
        QVERIFY2(!page.fatal, qPrintable(page.fatal ? page.fatal->message : QString()));
        const auto listed = std::find_if(
            page.tools.cbegin(), page.tools.cend(),
            [&](const Toolshelf::DialectTool &entry) { return entry.tool.name == call.toolName; });
        QVERIFY2(listed != page.tools.cend(), qPrintable(call.toolName));
        const QByteArray answer
            = callReference(listed->tool, dialect().invocationBody(listed->tool, call.arguments));
        QList<Toolshelf::ToolOutput> outputs;
        const std::optional<QString> problem = dialect().readAnswer(listed->tool, answer, &outputs);
        QVERIFY2(!problem,
                 qPrintable(problem.value_or(QString()) + u' ' + QString::fromUtf8(answer)));
        const auto output = std::find_if(
            outputs.cbegin(), outputs.cend(),
            [&](const Toolshelf::ToolOutput &candidate) { return candidate.name == call.output; });
        QVERIFY2(output != outputs.cend(), qPrintable(QString::fromUtf8(answer)));
        QCOMPARE(output->value, call.value);
        QVERIFY(output->declared);
        // What is no answer is said, not read as one.
        QVERIFY(dialect().readAnswer(listed->tool, "not json", &outputs));
    }

    void invocationBodyIsAJsonObject()
    {
        if (!callsTools())
            QSKIP("the dialect's tools name nothing to call");
        for (const Capture &capture : captures()) {
            for (const Toolshelf::DialectTool &entry : read(capture).tools) {
                const QJsonDocument body
                    = QJsonDocument::fromJson(dialect().invocationBody(entry.tool, {}));
                QVERIFY2(body.isObject(), qPrintable(entry.tool.name));
            }
        }
    }
};
