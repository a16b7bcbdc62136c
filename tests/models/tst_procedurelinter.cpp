// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ProcedureLinter: findings for unknown, unpinned and ambiguous tools,
// parameters a tool lacks, and dropped tools no longer referenced.

#include "catalogstaging.h"
#include "procedures/procedurelinter.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

namespace {

ProcedureTool tool(const QString &name, ProcedureToolState state,
                   const QStringList &providers = {QStringLiteral("Pharmacy")})
{
    ProcedureTool result;
    result.name = name;
    result.state = state;
    if (state != ProcedureToolState::Unknown) {
        for (const QString &provider : providers)
            result.matches.append({provider, {}, name, {}, 1, 1, {}, {}, {}, {}, {}});
    }
    return result;
}

// "kind tool[.parameter][ providers] @line:column", one per finding.
QStringList describe(const QList<ProcedureLintFinding> &findings)
{
    static const char *const kinds[]
        = {"unknown", "unpinned", "ambiguous", "parameter", "unreferenced"};
    QStringList result;
    for (const ProcedureLintFinding &finding : findings) {
        QString line = QLatin1String(kinds[int(finding.kind)]) + u' ' + finding.tool;
        if (!finding.parameter.isEmpty())
            line += u'.' + finding.parameter;
        if (!finding.providers.isEmpty())
            line += u' ' + finding.providers.join(u',');
        if (finding.offset >= 0)
            line += QStringLiteral(" @%1:%2").arg(finding.line).arg(finding.column);
        result.append(line);
    }
    return result;
}

} // namespace

class tst_ProcedureLinter : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void lint_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("selected");
        QTest::addColumn<QStringList>("expected");

        QTest::newRow("clean") << QStringLiteral("Call `lookup()` with `City` and `Units`.")
                               << QStringList {} << QStringList {};
        QTest::newRow("states at first reference")
            << QStringLiteral("x\nrefill() then auth() and gone() and refill().") << QStringList {}
            << QStringList {QStringLiteral("unpinned refill @2:1"),
                            QStringLiteral("ambiguous auth Identity,Pharmacy @2:15"),
                            QStringLiteral("unknown gone @2:26")};
        QTest::newRow("parameter the tool lacks")
            << QStringLiteral("Call lookup() with `City`, `Town` and `Units`.") << QStringList {}
            << QStringList {QStringLiteral("parameter lookup.Town @1:29")};
        QTest::newRow("mention belongs to the nearest reference before it")
            << QStringLiteral("lookup() with `City`; then refill() with `City`.") << QStringList {}
            << QStringList {QStringLiteral("unpinned refill @1:28"),
                            QStringLiteral("parameter refill.City @1:43")};
        QTest::newRow("only on the reference's line")
            << QStringLiteral("lookup()\nwith `Town`.") << QStringList {} << QStringList {};
        QTest::newRow("bare words and code are no mentions")
            << QStringLiteral("lookup() for the Town, `Town = 1`, `a.b`.") << QStringList {}
            << QStringList {};
        QTest::newRow("backticked reference closes its span")
            << QStringLiteral("`lookup()` then `Days` and `Hours`") << QStringList {}
            << QStringList {QStringLiteral("parameter lookup.Hours @1:29")};
        QTest::newRow("parameters inside the parentheses")
            << QStringLiteral("Call lookup(`City`, `Town`) then `Units`.") << QStringList {}
            << QStringList {QStringLiteral("parameter lookup.Town @1:22")};
        QTest::newRow("any parameter name inside the parentheses")
            << QStringLiteral("lookup(`Param Name`)") << QStringList {}
            << QStringList {QStringLiteral("parameter lookup.Param Name @1:9")};
        QTest::newRow("unknown tools have no parameters to check")
            << QStringLiteral("gone() with `Anything`") << QStringList {}
            << QStringList {QStringLiteral("unknown gone @1:1")};
        QTest::newRow("selected but not referenced")
            << QStringLiteral("lookup()")
            << QStringList {QStringLiteral("lookup"), QStringLiteral("forecast"),
                            QStringLiteral("forecast")}
            << QStringList {QStringLiteral("unreferenced forecast")};
    }

    void lint()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, selected);
        QFETCH(QStringList, expected);
        const QList<ToolReferenceMatch> references = ToolReferenceScanner::scan(text);
        const QList<ProcedureTool> all {
            tool(QStringLiteral("lookup"), ProcedureToolState::Pinned),
            tool(QStringLiteral("refill"), ProcedureToolState::Unpinned),
            tool(QStringLiteral("auth"), ProcedureToolState::Ambiguous,
                 {QStringLiteral("Identity"), QStringLiteral("Pharmacy")}),
            tool(QStringLiteral("gone"), ProcedureToolState::Unknown)};
        QList<ProcedureTool> tools;
        for (const QString &name : ToolReferenceScanner::names(references)) {
            for (const ProcedureTool &candidate : all) {
                if (candidate.name == name)
                    tools.append(candidate);
            }
        }
        const QHash<QString, QStringList> inputs {
            {QStringLiteral("lookup"),
             {QStringLiteral("City"), QStringLiteral("Units"), QStringLiteral("Days")}},
            {QStringLiteral("refill"), {QStringLiteral("Prescription")}}};
        QCOMPARE(describe(ProcedureLinter::lint(text, references, tools, inputs, selected)),
                 expected);
    }

    void inputNamesFromTheCatalog()
    {
        CatalogDatabase db;
        QString error;
        QVERIFY2(db.open(m_dir.filePath(QStringLiteral("catalog.sqlite")), &error),
                 qPrintable(error));
        QVERIFY(Staging::sync(db, QStringLiteral("Pharmacy"),
                              {Staging::tool(1, QStringLiteral("lookup")),
                               Staging::tool(2, QStringLiteral("auth"))}));
        QVERIFY(Staging::sync(db, QStringLiteral("Identity"),
                              {Staging::tool(3, QStringLiteral("auth"))}));
        const QList<ProcedureTool> tools = ProcedureTools::resolve(
            db, {QStringLiteral("lookup"), QStringLiteral("auth"), QStringLiteral("gone")});
        const QHash<QString, QStringList> inputs = ProcedureLinter::inputNames(db, tools);
        // Only the one tool the name stands for has parameters to check.
        QCOMPARE(inputs.keys(), QStringList {QStringLiteral("lookup")});
        QCOMPARE(inputs.value(QStringLiteral("lookup")),
                 (QStringList {QStringLiteral("City"), QStringLiteral("Units"),
                               QStringLiteral("Days")}));
    }
};

QTEST_GUILESS_MAIN(tst_ProcedureLinter)
#include "tst_procedurelinter.moc"
