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
};

QTEST_GUILESS_MAIN(tst_TextSafety)
#include "tst_textsafety.moc"
