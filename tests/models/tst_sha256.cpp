// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/sha256.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QTest>

using namespace Toolshelf;

class tst_Sha256 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // FIPS 180-2's examples.
    void knownDigests_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QByteArray>("hex");
        QTest::newRow("empty") << QByteArray()
                               << QByteArray("e3b0c44298fc1c149afbf4c8996fb924"
                                             "27ae41e4649b934ca495991b7852b855");
        QTest::newRow("abc") << QByteArray("abc")
                             << QByteArray("ba7816bf8f01cfea414140de5dae2223"
                                           "b00361a396177a9cb410ff61f20015ad");
        QTest::newRow("two blocks")
            << QByteArray("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            << QByteArray("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    }

    void knownDigests()
    {
        QFETCH(QByteArray, data);
        QFETCH(QByteArray, hex);
        QCOMPARE(Sha256::hex(data), hex);
        QCOMPARE(Sha256::hash(data), QByteArray::fromHex(hex));
    }

    // The digests stored by earlier versions came from QCryptographicHash:
    // every length around the block size, and large inputs, agree with it.
    void agreesWithQt()
    {
        QRandomGenerator random(20261121);
        QByteArray data;
        for (int size = 0; size < 300; ++size) {
            QCOMPARE(Sha256::hash(data),
                     QCryptographicHash::hash(data, QCryptographicHash::Sha256));
            data.append(char(random.bounded(256)));
        }
        data.resize(3 * 1024 * 1024 + 7);
        for (char &c : data)
            c = char(random.bounded(256));
        QCOMPARE(Sha256::hash(data), QCryptographicHash::hash(data, QCryptographicHash::Sha256));
    }

    // Given in parts of any size, a stream digests what one call digests.
    void streamInParts()
    {
        QByteArray data(1 << 20, Qt::Uninitialized);
        QRandomGenerator random(20261127);
        for (char &c : data)
            c = char(random.bounded(256));
        const QByteArray whole = Sha256::hash(data);
        for (const qsizetype part : {qsizetype(1), qsizetype(63), qsizetype(4096), data.size()}) {
            Sha256::Stream stream;
            for (qsizetype at = 0; at < data.size(); at += part)
                stream.add(QByteArrayView(data).sliced(at, std::min(part, data.size() - at)));
            QCOMPARE(stream.result(), whole);
        }
        Sha256::Stream empty;
        QCOMPARE(empty.result(), Sha256::hash(QByteArray()));
    }
};

QTEST_GUILESS_MAIN(tst_Sha256)
#include "tst_sha256.moc"
