// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// FileNames: names from provider data made safe on every platform, and the
// inside-the-folder check.

#include "core/filenames.h"

#include <QTest>

using namespace Toolshelf;

class tst_FileNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sanitize_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("look_up_weather")
                               << QStringLiteral("look_up_weather");
        QTest::newRow("traversal")
            << QStringLiteral("../../etc/passwd") << QStringLiteral("_._etc_passwd");
        QTest::newRow("backslash traversal")
            << QStringLiteral("..\\..\\win.ini") << QStringLiteral("_._win.ini");
        QTest::newRow("absolute") << QStringLiteral("/etc/passwd") << QStringLiteral("_etc_passwd");
        QTest::newRow("dot dot only") << QStringLiteral("..") << QStringLiteral("tool");
        QTest::newRow("dots") << QStringLiteral("....") << QStringLiteral("tool");
        QTest::newRow("hidden") << QStringLiteral(".bashrc") << QStringLiteral("bashrc");
        QTest::newRow("windows forbidden")
            << QStringLiteral("a<b>c:d\"e|f?g*h") << QStringLiteral("a_b_c_d_e_f_g_h");
        QTest::newRow("controls") << QStringLiteral("a\nb\tc\x1b[31md\x7f")
                                  << QStringLiteral("abc[31md");
        QTest::newRow("bidi and zero width")
            << QStringLiteral("evil\u202Egnp.exe\u200B\u2066x") << QStringLiteral("evilgnp.exex");
        QTest::newRow("trailing dots and spaces")
            << QStringLiteral("name. . ") << QStringLiteral("name");
        QTest::newRow("leading spaces") << QStringLiteral("  name") << QStringLiteral("name");
        QTest::newRow("reserved") << QStringLiteral("CON") << QStringLiteral("_CON");
        QTest::newRow("reserved lowercase") << QStringLiteral("nul") << QStringLiteral("_nul");
        QTest::newRow("reserved with extension")
            << QStringLiteral("com1.txt") << QStringLiteral("_com1.txt");
        QTest::newRow("reserved lpt") << QStringLiteral("LPT9") << QStringLiteral("_LPT9");
        QTest::newRow("not reserved") << QStringLiteral("console") << QStringLiteral("console");
        QTest::newRow("empty") << QString() << QStringLiteral("tool");
        QTest::newRow("only invisible") << QStringLiteral("\u202E\x01") << QStringLiteral("tool");
        QTest::newRow("unicode kept")
            << QStringLiteral("Wetter_Köln_天气") << QStringLiteral("Wetter_Köln_天气");
        QTest::newRow("lone surrogate")
            << QString(QChar(0xD800)) + QStringLiteral("x") << QStringLiteral("_x");
        QTest::newRow("long") << QString(300, u'a') << QString(FileNames::MaxLength, u'a');
        QTest::newRow("long cut before trailing dot")
            << QString(QString(99, u'a') + QStringLiteral(".b")) << QString(99, u'a');
        QTest::newRow("long cut into reserved")
            << QString(QStringLiteral("COM1") + QString(200, u' ') + u'x')
            << QStringLiteral("_COM1");
        const QString astral = QString::fromUcs4(U"\U0001F600");
        QTest::newRow("long does not split a pair")
            << QString(QString(99, u'a') + astral) << QString(99, u'a');
    }

    void sanitize()
    {
        QFETCH(QString, name);
        QFETCH(QString, expected);
        const QString result = FileNames::sanitize(name);
        QCOMPARE(result, expected);
        QVERIFY(result.size() <= FileNames::MaxLength);
        QVERIFY(!result.contains(QLatin1String("..")));
        QVERIFY(!result.contains(u'/'));
        QVERIFY(!FileNames::isReservedOnWindows(result));
        // Sanitizing is stable.
        QCOMPARE(FileNames::sanitize(result), result);
    }

    void fallback()
    {
        QCOMPARE(FileNames::sanitize(QStringLiteral("/"), QStringLiteral("x")),
                 QStringLiteral("_"));
        QCOMPARE(FileNames::sanitize(QStringLiteral(". "), QStringLiteral("x")),
                 QStringLiteral("x"));
    }

    // Names of one folder: sanitized, then told apart by a number, also
    // where only their case differs (macOS and Windows file systems).
    void unique()
    {
        QSet<QString> taken;
        QCOMPARE(FileNames::unique(QStringLiteral("search"), taken), QStringLiteral("search"));
        QCOMPARE(FileNames::unique(QStringLiteral("search"), taken), QStringLiteral("search-2"));
        QCOMPARE(FileNames::unique(QStringLiteral("Search"), taken), QStringLiteral("Search-3"));
        QCOMPARE(FileNames::unique(QStringLiteral("../search"), taken), QStringLiteral("_search"));
        QCOMPARE(FileNames::unique(QStringLiteral("CON"), taken), QStringLiteral("_CON"));
        const QString longName(300, u'a');
        QCOMPARE(FileNames::unique(longName, taken), QString(FileNames::MaxLength, u'a'));
        const QString second = FileNames::unique(longName, taken);
        QCOMPARE(second, QString(QString(FileNames::MaxLength - 8, u'a') + QStringLiteral("-2")));
        QVERIFY(second.size() <= FileNames::MaxLength);
    }

    void isInside_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("inside");
        QTest::newRow("itself") << QStringLiteral("/out/skill") << true;
        QTest::newRow("child") << QStringLiteral("/out/skill/references/a.json") << true;
        QTest::newRow("dot dot out") << QStringLiteral("/out/skill/references/../../x") << false;
        QTest::newRow("dot dot in") << QStringLiteral("/out/skill/a/../b") << true;
        QTest::newRow("sibling with prefix") << QStringLiteral("/out/skill2/a") << false;
        QTest::newRow("parent") << QStringLiteral("/out") << false;
        QTest::newRow("elsewhere") << QStringLiteral("/etc/passwd") << false;
    }

    void isInside()
    {
        QFETCH(QString, path);
        QFETCH(bool, inside);
        QCOMPARE(FileNames::isInside(QStringLiteral("/out/skill"), path), inside);
        QCOMPARE(FileNames::isInside(QStringLiteral("/out/skill/"), path), inside);
    }
};

QTEST_GUILESS_MAIN(tst_FileNames)
#include "tst_filenames.moc"
