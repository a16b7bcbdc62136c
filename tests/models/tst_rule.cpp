// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/rule.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Toolshelf;

class tst_Rule : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Rule ids are a public interface: unique, kebab-case, each with a summary.
    void idsAreStableAndWellFormed()
    {
        const QRegularExpression kebab(QStringLiteral("^[a-z]+(-[a-z0-9]+)*$"));
        QSet<QString> seen;
        for (Rule rule : allRules()) {
            const QString id = ruleId(rule);
            QVERIFY2(kebab.match(id).hasMatch(), qPrintable(id));
            QVERIFY2(!seen.contains(id), qPrintable(id));
            seen.insert(id);
            QVERIFY(!ruleSummary(rule).isEmpty());
        }
        QCOMPARE(ruleId(Rule::ToolNameSnakeCase), QStringLiteral("tool-name-snake-case"));
        QCOMPARE(ruleSeverity(Rule::ToolNameSnakeCase), Severity::Warning);
        QCOMPARE(ruleSeverity(Rule::ToolIdUuid), Severity::Error);
        QCOMPARE(severityName(Severity::Error), QStringLiteral("error"));
    }
};

QTEST_GUILESS_MAIN(tst_Rule)
#include "tst_rule.moc"
