// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2t/a2turls.h"

#include <QTest>

using namespace Toolshelf;

class tst_A2tUrls : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void endpoints()
    {
        const QUrl base(QStringLiteral("https://api.example.com/v1/"));
        const QString id = QStringLiteral("0479a45d-ad0a-49d4-94db-75edf00d2ca4");
        QCOMPARE(A2tUrls::tools(base).toString(),
                 QStringLiteral("https://api.example.com/v1/tools"));
        QCOMPARE(A2tUrls::tool(base, id).toString(),
                 QStringLiteral("https://api.example.com/v1/tools/") + id);
        QCOMPARE(A2tUrls::versions(base, id).toString(),
                 QStringLiteral("https://api.example.com/v1/tools/%1/versions").arg(id));
        QCOMPARE(A2tUrls::version(base, id, 3).toString(),
                 QStringLiteral("https://api.example.com/v1/tools/%1/versions/3").arg(id));
        QCOMPARE(A2tUrls::invoke(base, id).toString(),
                 QStringLiteral("https://api.example.com/v1/tools/%1:invoke").arg(id));
        QCOMPARE(A2tUrls::invoke(base, id, 2).toString(),
                 QStringLiteral("https://api.example.com/v1/tools/%1/versions/2:invoke").arg(id));
    }

    // A provider's toolId never changes which endpoint is asked.
    void hostileToolIds_data()
    {
        QTest::addColumn<QString>("toolId");
        QTest::addColumn<QByteArray>("encoded");
        QTest::newRow("climb") << QStringLiteral("../../admin")
                               << QByteArray("/v1/tools/..%2F..%2Fadmin/versions");
        QTest::newRow("dots inside")
            << QStringLiteral("tool.v1..2") << QByteArray("/v1/tools/tool.v1..2/versions");
        QTest::newRow("query") << QStringLiteral("x?pageLimit=1")
                               << QByteArray("/v1/tools/x%3FpageLimit%3D1/versions");
        QTest::newRow("fragment") << QStringLiteral("x#y")
                                  << QByteArray("/v1/tools/x%23y/versions");
        QTest::newRow("invoke suffix")
            << QStringLiteral("x:invoke") << QByteArray("/v1/tools/x%3Ainvoke/versions");
        QTest::newRow("space and unicode")
            << QStringLiteral("a b\u00e9") << QByteArray("/v1/tools/a%20b%C3%A9/versions");
    }

    // QUrl turns "%2E" back into '.', so ids that are only dots are refused.
    void dotSegmentsAreRefused_data()
    {
        QTest::addColumn<QString>("toolId");
        QTest::newRow("empty") << QString();
        QTest::newRow("dot") << QStringLiteral(".");
        QTest::newRow("dot dot") << QStringLiteral("..");
    }

    void dotSegmentsAreRefused()
    {
        QFETCH(QString, toolId);
        const QUrl base(QStringLiteral("http://127.0.0.1:8080/v1"));
        QVERIFY(!A2tUrls::tool(base, toolId).isValid());
        QVERIFY(!A2tUrls::versions(base, toolId).isValid());
        QVERIFY(!A2tUrls::version(base, toolId, 1).isValid());
        QVERIFY(!A2tUrls::invoke(base, toolId).isValid());
        QVERIFY(!A2tUrls::invoke(base, toolId, 1).isValid());
    }

    void hostileToolIds()
    {
        QFETCH(QString, toolId);
        QFETCH(QByteArray, encoded);
        const QUrl url
            = A2tUrls::versions(QUrl(QStringLiteral("http://127.0.0.1:8080/v1")), toolId);
        QCOMPARE(url.toEncoded(QUrl::RemoveScheme | QUrl::RemoveAuthority), encoded);
        QVERIFY(url.query().isEmpty());
        QVERIFY(url.fragment().isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_A2tUrls)
#include "tst_a2turls.moc"
