// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/textsafety.h"

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
            << QStringLiteral("a\tb\nc\r\nd") << QStringLiteral("a\tb\nc\r\nd");
        // A terminal returns to the start of the line and overwrites it.
        QTest::newRow("lone carriage return")
            << QStringLiteral("safe\rEVIL") << QStringLiteral("safe\\u000dEVIL");
        QTest::newRow("carriage return at the end")
            << QStringLiteral("a\r") << QStringLiteral("a\\u000d");
        QTest::newRow("terminal escape")
            << QStringLiteral("\x1b[31mred") << QStringLiteral("\\u001b[31mred");
        QTest::newRow("bidi override")
            << QStringLiteral("abc\u202Efed") << QStringLiteral("abc\\u202efed");
        QTest::newRow("isolate") << QStringLiteral("\u2066x") << QStringLiteral("\\u2066x");
        QTest::newRow("c1") << QStringLiteral("a\u0085b") << QStringLiteral("a\\u0085b");
        QTest::newRow("delete") << QStringLiteral("a\u007fb") << QStringLiteral("a\\u007fb");
        QTest::newRow("bidi marks")
            << QStringLiteral("\u200E\u200F\u061C") << QStringLiteral("\\u200e\\u200f\\u061c");
        QTest::newRow("zero width") << QStringLiteral("get\u200Bweather\u2060")
                                    << QStringLiteral("get\\u200bweather\\u2060");
        // A joiner is invisible in a name; text shows what an LLM will read.
        QTest::newRow("joiners") << QStringLiteral("a\u200Cb\U0001F468\u200D\U0001F469")
                                 << QStringLiteral("a\\u200cb\U0001F468\\u200d\U0001F469");
        QTest::newRow("byte order mark")
            << QStringLiteral("\uFEFFname") << QStringLiteral("\\ufeffname");
        QTest::newRow("soft hyphen")
            << QStringLiteral("we\u00ADather") << QStringLiteral("we\\u00adather");
        QTest::newRow("line separators")
            << QStringLiteral("a\u2028b\u2029c") << QStringLiteral("a\\u2028b\\u2029c");
        // Tag characters spell hidden ASCII that only a machine reads.
        QTest::newRow("tag characters") << QStringLiteral("ok\U000E0069\U000E0067")
                                        << QStringLiteral("ok\\U000e0069\\U000e0067");
        QTest::newRow("lone surrogates")
            << QString(QStringLiteral("a") + QChar(0xd800) + QStringLiteral("b") + QChar(0xdc00))
            << QStringLiteral("a\\ud800b\\udc00");
        QTest::newRow("unicode kept")
            << QStringLiteral("Köln 東京 مرحبا") << QStringLiteral("Köln 東京 مرحبا");
        QTest::newRow("emoji kept") << QStringLiteral("\u2600\uFE0F \U0001F327")
                                    << QStringLiteral("\u2600\uFE0F \U0001F327");
    }

    void escape()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(TextSafety::escapeUnsafe(input), expected);
        QCOMPARE(TextSafety::containsUnsafe(input), input != expected);
        QVERIFY(!TextSafety::containsUnsafe(expected));
    }

    void escapeLine_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("look_up") << QStringLiteral("look_up");
        // A name is one line: a break in it would start a line of its own.
        QTest::newRow("line breaks and tabs")
            << QStringLiteral("a\tb\nc\r\nd") << QStringLiteral("a\\u0009b\\u000ac\\u000d\\u000ad");
        QTest::newRow("bidi override")
            << QStringLiteral("abc\u202Efed") << QStringLiteral("abc\\u202efed");
        QTest::newRow("line separator")
            << QStringLiteral("a\u2028b") << QStringLiteral("a\\u2028b");
        QTest::newRow("unicode kept") << QStringLiteral("Köln 東京") << QStringLiteral("Köln 東京");
    }

    void escapeLine()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(TextSafety::escapeLine(input), expected);
        QCOMPARE(TextSafety::containsUnsafeInLine(input), input != expected);
        QVERIFY(!TextSafety::containsUnsafeInLine(expected));
    }

    // Every control, format and separator character of Unicode, whatever
    // the list above forgot, comes out as visible ASCII.
    void everyInvisibleCharacterEscaped()
    {
        for (char32_t c = 0; c <= 0x10ffff; ++c) {
            const QChar::Category category = QChar::category(c);
            const bool invisible = category == QChar::Other_Control
                || category == QChar::Other_Format || category == QChar::Separator_Line
                || category == QChar::Separator_Paragraph || category == QChar::Other_Surrogate;
            if (!invisible)
                continue;
            const QString text
                = c <= 0xffff ? QString(QChar(char16_t(c))) : QString::fromUcs4(&c, 1);
            const QString line = TextSafety::escapeLine(text);
            QVERIFY2(line.startsWith(u'\\') && line.size() >= 6,
                     qPrintable(QString::number(c, 16)));
            for (const QChar shown : line)
                QVERIFY2(shown.unicode() > 0x20 && shown.unicode() < 0x7f,
                         qPrintable(QString::number(c, 16)));
            QVERIFY(TextSafety::isUnsafe(c));
        }
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
        QTest::newRow("no half pair escaped")
            << QStringLiteral("ab\U0001F327cd") << 3 << QStringLiteral("ab\u2026");
        // Shortened text is a row or a line.
        QTest::newRow("line break") << QStringLiteral("a\nb") << 10 << QStringLiteral("a\\u000ab");
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
        QVERIFY(!TextSafety::containsUnsafeInLine(shown));
    }
};

QTEST_GUILESS_MAIN(tst_TextSafety)
#include "tst_textsafety.moc"
