// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ToolReferenceScanner: what counts as `tool_name()`, where it is, and that a
// huge procedure costs linear time.

#include "procedures/toolreferencescanner.h"

#include <QElapsedTimer>
#include <QTest>

using namespace Toolshelf;

using Matches = QList<ToolReferenceMatch>;
Q_DECLARE_METATYPE(Matches)

class tst_ToolReferenceScanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scan_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<Matches>("expected");
        const auto m = [](const char *name, qsizetype offset, qsizetype line, qsizetype column) {
            const QString n = QString::fromLatin1(name);
            return ToolReferenceMatch {n, offset, n.size() + 2, line, column};
        };
        QTest::newRow("empty") << QString() << Matches {};
        QTest::newRow("plain") << QStringLiteral("Use look_up_prescriptions() to look up")
                               << Matches {m("look_up_prescriptions", 4, 1, 5)};
        QTest::newRow("at start and end")
            << QStringLiteral("a() b()") << Matches {m("a", 0, 1, 1), m("b", 4, 1, 5)};
        QTest::newRow("inline code span") << QStringLiteral("call `book_hotel_room()` first")
                                          << Matches {m("book_hotel_room", 6, 1, 7)};
        QTest::newRow("lines and columns")
            << QStringLiteral("# Refills\n\n- Use x_1() then\n  _private()")
            << Matches {m("x_1", 17, 3, 7), m("_private", 30, 4, 3)};
        QTest::newRow("CRLF counts one line")
            << QStringLiteral("a\r\nb()") << Matches {m("b", 3, 2, 1)};
        QTest::newRow("method call is code")
            << QStringLiteral("obj.call() and a.b.c()") << Matches {};
        QTest::newRow("after other punctuation")
            << QStringLiteral("(first()), -second(); \"third()\"")
            << Matches {m("first", 1, 1, 2), m("second", 12, 1, 13), m("third", 23, 1, 24)};
        QTest::newRow("leading digit") << QStringLiteral("3d_print() 42()") << Matches {};
        QTest::newRow("arguments are not a reference")
            << QStringLiteral("lookup(x) lookup( ) lookup () lookup(") << Matches {};
        QTest::newRow("non-ASCII word is no name")
            << QStringLiteral("naïve_call() größe() ok()") << Matches {m("ok", 21, 1, 22)};
        QTest::newRow("letter before is part of the word")
            << QStringLiteral("éfoo() 中bar()") << Matches {};
        QTest::newRow("astral letter before")
            << QString(QString::fromUcs4(U"\U0001D400") + QStringLiteral("x() y()"))
            << Matches {m("y", 6, 1, 7)};
        QTest::newRow("combining mark continues the word")
            << QStringLiteral("e\u0301x() z()") << Matches {m("z", 6, 1, 7)};
        QTest::newRow("repeated name kept each time")
            << QStringLiteral("t() t()") << Matches {m("t", 0, 1, 1), m("t", 4, 1, 5)};
        QTest::newRow("nested parentheses")
            << QStringLiteral("f(g())") << Matches {m("g", 2, 1, 3)};
        QTest::newRow("call of a call") << QStringLiteral("f()()") << Matches {m("f", 0, 1, 1)};
        // What completing a parameter writes: the parameters as code spans.
        const auto called = [](const char *name, qsizetype offset, qsizetype length) {
            return ToolReferenceMatch {QString::fromLatin1(name), offset, length, 1, offset + 1};
        };
        QTest::newRow("parameter in backticks")
            << QStringLiteral("Use look_up(`City`) now") << Matches {called("look_up", 4, 15)};
        QTest::newRow("parameters in backticks")
            << QStringLiteral("look_up(`City`, `Units`)  x(`Param Name` , `b`)")
            << Matches {called("look_up", 0, 24), called("x", 26, 21)};
        QTest::newRow("prose in parentheses is no reference")
            << QStringLiteral("refill(s) look_up(City) x(`a` b) y(`a`,) z(``) w(`a") << Matches {};
        QTest::newRow("a code span does not cross lines")
            << QStringLiteral("look_up(`a\nb`)") << Matches {};
    }

    void scan()
    {
        QFETCH(QString, text);
        QFETCH(Matches, expected);
        const Matches found = ToolReferenceScanner::scan(text);
        QCOMPARE(found, expected);
        for (const ToolReferenceMatch &match : found) {
            const QString call = text.mid(match.offset, match.length);
            QVERIFY(call.startsWith(QString(match.name + u'(')) && call.endsWith(u')'));
        }
    }

    void namesAreDistinctInFirstOrder()
    {
        const QString text = QStringLiteral("b() a() b() c() a()");
        QCOMPARE(ToolReferenceScanner::names(ToolReferenceScanner::scan(text)),
                 (QStringList {QStringLiteral("b"), QStringLiteral("a"), QStringLiteral("c")}));
    }

    // Shapes that would make a backtracking pattern quadratic: one word that
    // never ends in "()", millions of tiny references, and parameter lists
    // that go on and on.
    void hugeInputIsLinear()
    {
        QElapsedTimer timer;
        timer.start();
        const QString longWord(8 * 1024 * 1024, u'a');
        QVERIFY(ToolReferenceScanner::scan(longWord).isEmpty());
        QString many;
        many.reserve(6 * 1024 * 1024);
        for (int i = 0; i < 1024 * 1024; ++i)
            many += QStringLiteral("a() b\n");
        const Matches found = ToolReferenceScanner::scan(many);
        QCOMPARE(found.size(), 1024 * 1024);
        QCOMPARE(found.constLast().line, 1024 * 1024);
        QCOMPARE(ToolReferenceScanner::names(found), QStringList {QStringLiteral("a")});
        // Parameter lists that never close: each is read a bounded length at most.
        QVERIFY(ToolReferenceScanner::scan(QString(u"a(`" + longWord)).isEmpty());
        QVERIFY(
            ToolReferenceScanner::scan(QStringLiteral("a(`x`, ").repeated(1024 * 1024)).isEmpty());
        QVERIFY(ToolReferenceScanner::scan(QStringLiteral("a(`").repeated(1024 * 1024)).isEmpty());
        QString dots(4 * 1024 * 1024, u'.');
        QVERIFY(ToolReferenceScanner::scan(dots).isEmpty());
        QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    }
};

QTEST_GUILESS_MAIN(tst_ToolReferenceScanner)
#include "tst_toolreferencescanner.moc"
