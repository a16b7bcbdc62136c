// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tool/textdiff.h"

#include <QElapsedTimer>
#include <QTest>

using namespace Toolshelf;

namespace {

// "[-removed-]{+added+}" around changes, common text as it is.
QString render(const QList<TextDiff::Segment> &segments)
{
    QString out;
    for (const TextDiff::Segment &segment : segments) {
        switch (segment.kind) {
        case TextDiff::Kind::Same:
            out += segment.text;
            break;
        case TextDiff::Kind::Removed:
            out += QStringLiteral("[-") + segment.text + QStringLiteral("-]");
            break;
        case TextDiff::Kind::Added:
            out += QStringLiteral("{+") + segment.text + QStringLiteral("+}");
            break;
        }
    }
    return out;
}

// What every answer must satisfy, however coarse.
void checkInvariants(const QString &before, const QString &after,
                     const QList<TextDiff::Segment> &segments)
{
    QString first;
    QString second;
    for (qsizetype i = 0; i < segments.size(); ++i) {
        const TextDiff::Segment &segment = segments.at(i);
        QVERIFY(!segment.text.isEmpty());
        if (i > 0)
            QVERIFY(segments.at(i - 1).kind != segment.kind);
        if (i > 0 && segment.kind == TextDiff::Kind::Removed)
            QVERIFY(segments.at(i - 1).kind != TextDiff::Kind::Added);
        if (segment.kind != TextDiff::Kind::Added)
            first += segment.text;
        if (segment.kind != TextDiff::Kind::Removed)
            second += segment.text;
    }
    QCOMPARE(first, before);
    QCOMPARE(second, after);
}

} // namespace

class tst_TextDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compare_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QString>("expected");

        const auto row
            = [](const char *name, const char *before, const char *after, const char *expected) {
                  QTest::newRow(name) << QString::fromUtf8(before) << QString::fromUtf8(after)
                                      << QString::fromUtf8(expected);
              };
        row("both empty", "", "", "");
        row("equal", "The city.", "The city.", "The city.");
        row("all new", "", "The city.", "{+The city.+}");
        row("all gone", "The city.", "", "[-The city.-]");
        row("one word replaced", "The city name.", "The town name.", "The [-city-]{+town+} name.");
        row("word inserted", "The city.", "The big city.", "The {+big +}city.");
        row("word deleted", "The big city.", "The city.", "The [-big -]city.");
        row("punctuation only", "Boston, MA", "Boston; MA", "Boston[-,-]{+;+} MA");
        row("changes apart stay apart", "one two three four five", "ONE two three four FIVE",
            "[-one-]{+ONE+} two three four [-five-]{+FIVE+}");
        // Words changed on both sides of a space read as one change.
        row("neighbouring words join", "look up the weather", "fetch a weather",
            "[-look up the-]{+fetch a+} weather");
        row("line breaks are text", "first\nsecond", "first\n\nsecond",
            "first[-\n-]{+\n\n+}second");
        row("non-latin words", "Größe der Stadt", "Größe des Ortes",
            "Größe [-der Stadt-]{+des Ortes+}");
        row("emoji kept whole", "rain \U0001F327 today", "sun \u2600 today",
            "[-rain \U0001F327-]{+sun \u2600+} today");
        row("reordered", "alpha beta gamma", "gamma alpha beta", "{+gamma +}alpha beta[- gamma-]");
    }

    void compare()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QString, expected);
        const QList<TextDiff::Segment> segments = TextDiff::compare(before, after);
        checkInvariants(before, after, segments);
        QCOMPARE(render(segments), expected);
    }

    // Past the cell budget the differing middle is one change; the common
    // ends are still found, and the answer is still exact text.
    void coarseBeyondTheBudget()
    {
        const QString before = QStringLiteral("Start. a b c d. End.");
        const QString after = QStringLiteral("Start. a x c y. End.");
        QCOMPARE(render(TextDiff::compare(before, after)),
                 QStringLiteral("Start. a [-b-]{+x+} c [-d-]{+y+}. End."));
        const auto coarse = TextDiff::compare(before, after, 4);
        checkInvariants(before, after, coarse);
        QCOMPARE(render(coarse), QStringLiteral("Start. a [-b c d-]{+x c y+}. End."));
    }

    // Hostile sizes answer quickly: two unrelated megabyte texts, and a huge
    // text with one word changed in the middle.
    void hugeTextsStayFast()
    {
        QString before;
        QString after;
        for (int i = 0; i < 100'000; ++i) {
            before += QStringLiteral("w%1 ").arg(i);
            after += QStringLiteral("v%1 ").arg(i);
        }
        QElapsedTimer timer;
        timer.start();
        const auto unrelated = TextDiff::compare(before, after);
        checkInvariants(before, after, unrelated);
        QCOMPARE(unrelated.size(), 3); // "w0" vs "v0" differ, the final space is common
        QString edited = before;
        edited.replace(QStringLiteral(" w50000 "), QStringLiteral(" changed "));
        const auto local = TextDiff::compare(before, edited);
        checkInvariants(before, edited, local);
        QCOMPARE(local.size(), 4);
        QCOMPARE(local.at(1).text, QStringLiteral("w50000"));
        QCOMPARE(local.at(2).text, QStringLiteral("changed"));
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
    }
};

QTEST_GUILESS_MAIN(tst_TextDiff)
#include "tst_textdiff.moc"
