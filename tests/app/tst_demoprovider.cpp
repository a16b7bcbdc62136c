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
    // `toolshelf --demo` serves the three sample vendors on loopback.
    void servesTheSampleVendors()
    {
        DemoProvider demo;
        QVERIFY(demo.endpoints().isEmpty());
        QString error;
        QVERIFY2(demo.start(&error), qPrintable(error));
        const auto endpoints = demo.endpoints();
        QCOMPARE(endpoints.size(), 3);
        QStringList names;
        QNetworkAccessManager manager;
        for (const auto &endpoint : endpoints) {
            names << endpoint.name;
            QCOMPARE(endpoint.baseUrl.host(), QStringLiteral("127.0.0.1"));
            QUrl tools = endpoint.baseUrl;
            tools.setPath(tools.path() + QStringLiteral("/tools"));
            QNetworkReply *reply = manager.get(QNetworkRequest(tools));
            QSignalSpy finished(reply, &QNetworkReply::finished);
            QVERIFY(finished.wait(10000));
            QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
            QVERIFY(!QJsonDocument::fromJson(reply->readAll())
                         .object()
                         .value(QStringLiteral("items"))
                         .toArray()
                         .isEmpty());
            reply->deleteLater();
        }
        QCOMPARE(names,
                 (QStringList {QStringLiteral("Altair Travel"), QStringLiteral("Meridian Health"),
                               QStringLiteral("Skycast Weather")}));
    }
};

QTEST_GUILESS_MAIN(tst_DemoProvider)
#include "tst_demoprovider.moc"
