// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Runs the real toolshelf-provider executable the way a vendor would.

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

class tst_ProviderBinary : public QObject
{
    Q_OBJECT

    static QByteArray get(const QUrl &url)
    {
        QNetworkAccessManager manager;
        QNetworkReply *reply = manager.get(QNetworkRequest(url));
        QSignalSpy finished(reply, &QNetworkReply::finished);
        if (!finished.wait(10000))
            return {};
        reply->deleteLater();
        return reply->readAll();
    }

private Q_SLOTS:
    void servesTheBundledCatalogsAndPrintsTheirUrls()
    {
        QProcess provider;
        provider.start(QStringLiteral(TOOLSHELF_PROVIDER_BINARY),
                       {QStringLiteral("--port"), QStringLiteral("0")});
        QVERIFY(provider.waitForStarted());
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += provider.readAllStandardOutput()).count('\n') >= 3, 10000);
        const QList<QByteArray> lines = out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        for (const QByteArray &line : lines) {
            const QUrl base(QString::fromUtf8(line.mid(line.lastIndexOf(' ') + 1)));
            QCOMPARE(base.host(), QStringLiteral("127.0.0.1"));
            QUrl tools = base;
            tools.setPath(base.path() + QStringLiteral("/tools"));
            QVERIFY2(get(tools).contains("\"items\""), line.constData());
        }
        provider.terminate();
        QVERIFY(provider.waitForFinished(5000));
    }

    void survivesClientsThatLeaveBeforeALateReply()
    {
        QProcess provider;
        provider.start(QStringLiteral(TOOLSHELF_PROVIDER_BINARY),
                       {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--latency"),
                        QStringLiteral("300")});
        QVERIFY(provider.waitForStarted());
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += provider.readAllStandardOutput()).contains('\n'), 10000);
        const QByteArray line = out.left(out.indexOf('\n'));
        QUrl tools(QString::fromUtf8(line.mid(line.lastIndexOf(' ') + 1)));
        tools.setPath(tools.path() + QStringLiteral("/tools"));

        // Clients that reset or close their connection while the reply is delayed.
        for (const bool abort : {true, false, true, false}) {
            QTcpSocket client;
            client.connectToHost(tools.host(), quint16(tools.port()));
            QVERIFY(client.waitForConnected(5000));
            client.write("GET " + tools.path().toUtf8() + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
            QVERIFY(client.waitForBytesWritten(5000));
            // Gives the provider time to read the request; its reply is not due yet.
            QVERIFY(!client.waitForReadyRead(100));
            if (abort)
                client.abort();
            else
                client.disconnectFromHost();
        }
        QTest::qWait(400);
        QVERIFY(get(tools).contains("\"items\""));
        QCOMPARE(provider.state(), QProcess::Running);
        provider.terminate();
        QVERIFY(provider.waitForFinished(5000));
    }

    void writesASyntheticCatalog()
    {
        QTemporaryDir dir;
        QProcess provider;
        provider.start(QStringLiteral(TOOLSHELF_PROVIDER_BINARY),
                       {QStringLiteral("--synthetic"), QStringLiteral("25:4:2:3"),
                        QStringLiteral("--write-catalog"), dir.path()});
        QVERIFY(provider.waitForFinished(30000));
        QCOMPARE(provider.exitCode(), 0);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("tools-00001.json"))));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("provider.json"))));
    }

    void badUsageExitsTwo()
    {
        QProcess provider;
        provider.start(QStringLiteral(TOOLSHELF_PROVIDER_BINARY),
                       {QStringLiteral("--auth"), QStringLiteral("bearer")});
        QVERIFY(provider.waitForFinished(10000));
        QCOMPARE(provider.exitCode(), 2);
        QVERIFY(provider.readAllStandardError().contains("--secret"));
    }
};

QTEST_GUILESS_MAIN(tst_ProviderBinary)
#include "tst_providerbinary.moc"
