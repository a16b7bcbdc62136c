// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/demoprovider.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

using namespace Toolshelf;

class tst_DemoProvider : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // `toolshelf --demo` serves the three sample vendors on loopback, and the
    // weather vendor again in the capabilities dialect.
    void servesTheSampleVendors()
    {
        DemoProvider demo;
        QVERIFY(demo.endpoints().isEmpty());
        QString error;
        QVERIFY2(demo.start(&error), qPrintable(error));
        const auto endpoints = demo.endpoints();
        QCOMPARE(endpoints.size(), 4);
        QStringList names;
        QNetworkAccessManager manager;
        for (const auto &endpoint : endpoints) {
            names << endpoint.name;
            QCOMPARE(endpoint.baseUrl.host(), QStringLiteral("127.0.0.1"));
            // A2T lists its tools; seed 003's a2t says where in its capabilities file.
            const bool a2t = endpoint.dialect == QStringLiteral("a2t");
            QUrl url = endpoint.baseUrl;
            url.setPath(url.path()
                        + (a2t ? QStringLiteral("/tools")
                               : QStringLiteral("/.well-known/a2t-capabilities.json")));
            QNetworkReply *reply = manager.get(QNetworkRequest(url));
            QSignalSpy finished(reply, &QNetworkReply::finished);
            QVERIFY(finished.wait(10000));
            QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
            const QJsonObject answer = QJsonDocument::fromJson(reply->readAll()).object();
            if (a2t)
                QVERIFY(!answer.value(QStringLiteral("items")).toArray().isEmpty());
            else
                QVERIFY(answer.contains(QStringLiteral("endpoints")));
            reply->deleteLater();
        }
        QCOMPARE(names,
                 (QStringList {QStringLiteral("Altair Travel"), QStringLiteral("Meridian Health"),
                               QStringLiteral("Skycast Weather"),
                               QStringLiteral("Skycast Weather (a2t capabilities)")}));
        QCOMPARE(endpoints.last().dialect, QStringLiteral("a2t-capabilities"));
    }
};

QTEST_GUILESS_MAIN(tst_DemoProvider)
#include "tst_demoprovider.moc"
