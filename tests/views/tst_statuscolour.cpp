// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The error and warning colours: readable on any background a theme may
// give, in their own hue wherever that can read.

#include "common/statuscolour.h"

#include <QTest>

using namespace Toolshelf;

class tst_StatusColour : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsOnAnyBase_data()
    {
        QTest::addColumn<QColor>("base");
        QTest::newRow("white") << QColor(Qt::white);
        QTest::newRow("Adwaita light") << QColor(0xfa, 0xfa, 0xfa);
        QTest::newRow("Breeze Dark") << QColor(0x23, 0x26, 0x29);
        QTest::newRow("black") << QColor(Qt::black);
        // Where black and white read about equally: the hardest case.
        QTest::newRow("middle grey") << QColor(0x76, 0x76, 0x76);
        QTest::newRow("selection blue") << QColor(0x3d, 0xae, 0xe9);
        QTest::newRow("dark red") << QColor(0x60, 0x10, 0x10);
        QTest::newRow("pale yellow") << QColor(0xff, 0xf5, 0xc0);
    }

    void readsOnAnyBase()
    {
        QFETCH(QColor, base);
        QPalette palette;
        palette.setColor(QPalette::Base, base);
        for (const auto kind : {StatusColour::Kind::Error, StatusColour::Kind::Warning}) {
            const QColor colour = StatusColour::of(kind, palette);
            QVERIFY2(StatusColour::contrast(colour, base) >= StatusColour::MinimumContrast,
                     qPrintable(colour.name() + QStringLiteral(" on ") + base.name()));
        }
    }

    // On the usual light and dark bases the colours keep their hue.
    void keepsItsHue()
    {
        for (const QColor &base : {QColor(Qt::white), QColor(0x23, 0x26, 0x29)}) {
            QPalette palette;
            palette.setColor(QPalette::Base, base);
            const QColor error = StatusColour::of(StatusColour::Kind::Error, palette);
            const QColor warning = StatusColour::of(StatusColour::Kind::Warning, palette);
            QVERIFY2(error.hslHue() >= 340 || error.hslHue() <= 10, qPrintable(error.name()));
            QVERIFY2(warning.hslHue() >= 25 && warning.hslHue() <= 45, qPrintable(warning.name()));
            QVERIFY(error.hslSaturation() > 100);
        }
    }

    // The selected row's colour is what the text is drawn on there.
    void followsTheBackgroundAsked()
    {
        QPalette palette;
        palette.setColor(QPalette::Base, Qt::white);
        palette.setColor(QPalette::Highlight, QColor(0x10, 0x20, 0x60));
        const QColor onHighlight
            = StatusColour::of(StatusColour::Kind::Error, palette, QPalette::Highlight);
        QVERIFY(StatusColour::contrast(onHighlight, QColor(0x10, 0x20, 0x60))
                >= StatusColour::MinimumContrast);
        QVERIFY(onHighlight != StatusColour::of(StatusColour::Kind::Error, palette));
    }

    void contrastIsWcags()
    {
        QCOMPARE(StatusColour::contrast(Qt::white, Qt::black), 21.0);
        QCOMPARE(StatusColour::contrast(Qt::red, Qt::red), 1.0);
        // WCAG's own example figures: #767676 on white is 4.54:1.
        QVERIFY(qAbs(StatusColour::contrast(QColor(0x76, 0x76, 0x76), Qt::white) - 4.54) < 0.01);
    }
};

QTEST_MAIN(tst_StatusColour)
#include "tst_statuscolour.moc"
