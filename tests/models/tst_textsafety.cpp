#include "textsafety.h"

#include <QTest>

using namespace Toolshelf;

class tst_TextSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void escape_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("look_up") << QStringLiteral("look_up");
        QTest::newRow("whitespace kept")
            << QStringLiteral("a\tb\nc\r") << QStringLiteral("a\tb\nc\r");
        QTest::newRow("terminal escape")
            << QStringLiteral("\x1b[31mred") << QStringLiteral("\\u001b[31mred");
        QTest::newRow("bidi override")
            << QStringLiteral("abc\u202Efed") << QStringLiteral("abc\\u202efed");
        QTest::newRow("isolate") << QStringLiteral("\u2066x") << QStringLiteral("\\u2066x");
        QTest::newRow("c1") << QStringLiteral("a\u0085b") << QStringLiteral("a\\u0085b");
        QTest::newRow("unicode kept") << QStringLiteral("Köln 東京") << QStringLiteral("Köln 東京");
    }

    void escape()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(TextSafety::escapeUnsafe(input), expected);
        QCOMPARE(TextSafety::containsUnsafe(input), input != expected);
    }

    void shortened_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("limit");
        QTest::addColumn<QString>("expected");
        QTest::newRow("fits") << QStringLiteral("get_weather") << 11
                              << QStringLiteral("get_weather");
        QTest::newRow("cut") << QStringLiteral("get_weather") << 8
                             << QStringLiteral("get_wea\u2026");
        QTest::newRow("escape fits")
            << QStringLiteral("a\u202e") << 7 << QStringLiteral("a\\u202e");
        // The escape makes it longer than the limit: cut after escaping.
        QTest::newRow("escape cut")
            << QStringLiteral("a\u202eb") << 6 << QStringLiteral("a\\u20\u2026");
        QTest::newRow("no half pair")
            << QStringLiteral("ab\U0001F327cd") << 4 << QStringLiteral("ab\u2026");
        QTest::newRow("empty") << QString() << 5 << QString();
        QTest::newRow("huge") << QString(1000000, u'x') << 3 << QStringLiteral("xx\u2026");
    }

    void shortened()
    {
        QFETCH(QString, input);
        QFETCH(int, limit);
        QFETCH(QString, expected);
        const QString shown = TextSafety::shortened(input, limit);
        QCOMPARE(shown, expected);
        QVERIFY(shown.size() <= limit);
        QVERIFY(!TextSafety::containsUnsafe(shown));
    }
};

QTEST_GUILESS_MAIN(tst_TextSafety)
#include "tst_textsafety.moc"
