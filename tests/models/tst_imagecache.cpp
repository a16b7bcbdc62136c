// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "net/imagecache.h"
#include "net/networkservice.h"

#include <QBuffer>
#include <QHttpServer>
#include <QHttpServerResponse>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

namespace {

QByteArray png(QSize size, QColor color)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(color);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

} // namespace

class tst_ImageCache : public QObject
{
    Q_OBJECT

    QHttpServer m_server;
    QUrl m_base;
    int m_requests = 0;

private Q_SLOTS:
    void initTestCase()
    {
        m_server.route(QStringLiteral("/small.png"), [this] {
            ++m_requests;
            return QHttpServerResponse("image/png", png({40, 20}, Qt::red));
        });
        m_server.route(QStringLiteral("/large.png"), [this] {
            ++m_requests;
            return QHttpServerResponse("image/png", png({1000, 500}, Qt::blue));
        });
        m_server.route(QStringLiteral("/text"), [this] {
            ++m_requests;
            return QHttpServerResponse("text/plain", QByteArray("not an image"));
        });
        // bind() works on every Qt 6; QHttpServer::listen() is gone in 6.8.
        auto *tcp = new QTcpServer(&m_server);
        QVERIFY(tcp->listen(QHostAddress::LocalHost, 0));
        m_server.bind(tcp);
        m_base = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(tcp->serverPort()));
    }

    void decodeRefusesWhatIsNotABoundedImage_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        QTest::newRow("text") << QByteArray("hello") << QStringLiteral("not an image");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("not an image");
        // A header that promises 49 million pixels: refused before decoding.
        QTest::newRow("bomb") << QByteArray("P6\n7000 7000\n255\n") + QByteArray(64, 'x')
                              << QStringLiteral("too large");
        QTest::newRow("truncated png")
            << png({400, 200}, Qt::red).chopped(40) << QStringLiteral("cannot be decoded");
    }

    void decodeRefusesWhatIsNotABoundedImage()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        QString why;
        QVERIFY(ImageCache::decode(bytes, &why).isNull());
        QVERIFY2(why.contains(error), qPrintable(why));
    }

    void decodeScalesDown()
    {
        QString why;
        const QImage image = ImageCache::decode(png({1000, 500}, Qt::blue), &why);
        QCOMPARE(image.size(), QSize(ImageCache::MaxSide, ImageCache::MaxSide / 2));
    }

    // Fetched once over HTTP, then answered from memory, then from disk by a
    // new cache (a new session), without another request.
    void fetchesLazilyAndCaches()
    {
        QTemporaryDir dir;
        QNetworkAccessManager manager;
        NetworkService network(&manager);
        const QUrl url = m_base.resolved(QUrl(QStringLiteral("/large.png")));
        const int before = m_requests;
        {
            ImageCache cache(&network, dir.filePath(QStringLiteral("images")));
            QSignalSpy ready(&cache, &ImageCache::ready);
            QVERIFY(!cache.image(url));
            QVERIFY(!cache.image(url)); // one fetch, however often asked
            QVERIFY(ready.wait());
            QCOMPARE(ready.first().at(0).toUrl(), url);
            QCOMPARE(ready.first().at(1).value<QImage>().width(), ImageCache::MaxSide);
            QCOMPARE(m_requests, before + 1);
            QVERIFY(cache.image(url));
        }
        ImageCache later(&network, dir.filePath(QStringLiteral("images")));
        const auto image = later.image(url);
        QVERIFY(image);
        QCOMPARE(image->size(), QSize(ImageCache::MaxSide, ImageCache::MaxSide / 2));
        QCOMPARE(m_requests, before + 1);
    }

    void failuresAreReportedOnce()
    {
        QTemporaryDir dir;
        QNetworkAccessManager manager;
        NetworkService network(&manager);
        ImageCache cache(&network, dir.path());
        QSignalSpy failed(&cache, &ImageCache::failed);
        const QUrl text = m_base.resolved(QUrl(QStringLiteral("/text")));
        QVERIFY(!cache.image(text));
        QVERIFY(failed.wait());
        QVERIFY(failed.first().at(1).toString().contains(QLatin1String("not an image")));
        const int requests = m_requests;
        QVERIFY(!cache.image(text));
        QTest::qWait(50);
        QCOMPARE(m_requests, requests);
        QCOMPARE(failed.size(), 1);

        // Not http(s): never fetched.
        QVERIFY(!cache.image(QUrl(QStringLiteral("file:///etc/passwd"))));
        QTRY_COMPARE(failed.size(), 2);
    }
};

QTEST_MAIN(tst_ImageCache)
#include "tst_imagecache.moc"
