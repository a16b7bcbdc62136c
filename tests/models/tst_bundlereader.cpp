// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Bundles read as hostile input: every unsafe or oversized entry, a bad
// manifest or a tampered signature refuses the whole bundle.

#include "bundlefixture.h"
#include "sharing/bundlereader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace Toolshelf;
using namespace BundleFixture;

class tst_BundleReader : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_counter = 0;

    QString nextPath() { return m_dir.filePath(QStringLiteral("b%1.zip").arg(++m_counter)); }

    // The sample bundle's entries as the writer makes them.
    QList<Entry> validEntries()
    {
        const QString path = nextPath();
        QString error;
        if (!BundleWriter::write(sampleBundle(), path, &error))
            qFatal("cannot write the sample bundle: %s", qPrintable(error));
        QList<Entry> entries;
        QuaZip zip(path);
        zip.open(QuaZip::mdUnzip);
        for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
            QuaZipFile file(&zip);
            file.open(QIODevice::ReadOnly);
            entries.append({zip.getCurrentFileName().toUtf8(), file.readAll()});
        }
        return entries;
    }

    QString refusal(const QList<Entry> &entries)
    {
        const QString path = nextPath();
        if (!writeZip(path, entries))
            return QStringLiteral("TEST ERROR: cannot write the zip");
        const auto read = BundleReader::read(path);
        if (const auto *error = std::get_if<QString>(&read))
            return *error;
        return {};
    }

    static QByteArray manifestWith(const QByteArray &manifest, const QString &key,
                                   const QJsonValue &value)
    {
        QJsonObject object = QJsonDocument::fromJson(manifest).object();
        object.insert(key, value);
        return QJsonDocument(object).toJson();
    }

private Q_SLOTS:
    // The desktop's MIME database knows a bundle by its first bytes
    // (packaging/linux): the first entry's local header names manifest.json
    // at offset 30, stored uncompressed, so its first key follows the name.
    void writerPutsTheManifestFirstUncompressed()
    {
        const QString path = nextPath();
        QString error;
        QVERIFY2(BundleWriter::write(sampleBundle(), path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray head = file.read(100);
        const auto le16 = [&head](int at) {
            return int(quint8(head.at(at))) | int(quint8(head.at(at + 1))) << 8;
        };
        QCOMPARE(head.left(4), QByteArray("PK\x03\x04"));
        QCOMPARE(le16(8), 0); // compression method: stored
        QCOMPARE(le16(26), 13); // the name's length
        QCOMPARE(le16(28), 0); // no extra field
        QCOMPARE(head.mid(30, 13), QByteArray("manifest.json"));
        QVERIFY2(head.mid(43).startsWith("{\n    \"bundleVersion\": 1,"), head.mid(43).constData());
    }

    void readsWhatTheWriterWrote()
    {
        const QString path = nextPath();
        QString error;
        QVERIFY2(BundleWriter::write(sampleBundle(), path, &error), qPrintable(error));
        const auto read = BundleReader::read(path);
        QVERIFY2(
            std::holds_alternative<Bundle>(read),
            qPrintable(std::get_if<QString>(&read) ? *std::get_if<QString>(&read) : QString()));
        const Bundle &bundle = std::get<Bundle>(read);
        const Bundle expected = sampleBundle();
        QCOMPARE(bundle.manifest.providers, expected.manifest.providers);
        QCOMPARE(bundle.manifest.tools, expected.manifest.tools);
        QCOMPARE(bundle.manifest.overrides, expected.manifest.overrides);
        QCOMPARE(bundle.signatures, expected.signatures);
        // The entries are regular files, as importers require.
        QuaZip zip(path);
        QVERIFY(zip.open(QuaZip::mdUnzip));
        for (const QuaZipFileInfo64 &info : zip.getFileInfoList64())
            QCOMPARE((info.externalAttr >> 16) & 0170000, 0100000u);
    }

    // Overrides are written by their kind's name, the new texts' too, and
    // read back the same.
    void overrideKindsTravelByName()
    {
        Bundle bundle = sampleBundle();
        Override when = bundle.manifest.overrides.constFirst();
        when.target.kind = OverrideKind::WhenToUse;
        when.text = QStringLiteral("When a forecast is asked for.");
        Override whenNot = when;
        whenNot.target.kind = OverrideKind::WhenNotToUse;
        whenNot.text = QStringLiteral("Not for past weather.");
        whenNot.vendorOriginal.clear();
        bundle.manifest.overrides << when << whenNot;
        const QString path = nextPath();
        QString error;
        QVERIFY2(BundleWriter::write(bundle, path, &error), qPrintable(error));
        QuaZip zip(path);
        QVERIFY(zip.open(QuaZip::mdUnzip));
        QVERIFY(zip.setCurrentFile(QStringLiteral("manifest.json")));
        QuaZipFile file(&zip);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringList kinds;
        const QJsonArray overrides
            = QJsonDocument::fromJson(file.readAll()).object().value(u"overrides").toArray();
        for (const QJsonValue &entry : overrides)
            kinds << entry.toObject().value(u"kind").toString();
        file.close();
        QCOMPARE(kinds,
                 QStringList({QStringLiteral("tool-description"), QStringLiteral("when-to-use"),
                              QStringLiteral("when-not-to-use")}));
        const auto read = BundleReader::read(path);
        QVERIFY(std::holds_alternative<Bundle>(read));
        QCOMPARE(std::get<Bundle>(read).manifest.overrides, bundle.manifest.overrides);
    }

    void writingIsAtomic()
    {
        const QString path = m_dir.filePath(QStringLiteral("missing-dir/b.zip"));
        QString error;
        QVERIFY(!BundleWriter::write(sampleBundle(), path, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(path));
    }

    // The writer reads its zip back as an import does: a bundle the importer
    // would refuse is refused with the reason, and no file is written.
    void writerRefusesWhatWouldNotReadBack_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("reason");
        QTest::newRow("entry over the importer's limit") << 0 << QStringLiteral("larger than 4 MB");
        QTest::newRow("provider name an import refuses") << 1 << QStringLiteral("providers");
    }

    void writerRefusesWhatWouldNotReadBack()
    {
        QFETCH(int, kind);
        QFETCH(QString, reason);
        Bundle bundle = sampleBundle();
        if (kind == 0) {
            // Text a provider may serve, far beyond what the draft allows.
            ToolSignature &signature = bundle.signatures.first();
            signature.description = QString(5 * 1024 * 1024, u'x');
            bundle.manifest.tools.first().digest = CanonicalJson::versionDigest(signature);
        } else {
            const QString name = QStringLiteral("acme\u2028\u202Eevil");
            bundle.manifest.providers.first().name = name;
            for (BundleTool &tool : bundle.manifest.tools)
                tool.provider = name;
            bundle.manifest.overrides.first().target.provider = name;
        }
        const QString path = nextPath();
        QString error;
        QVERIFY(!BundleWriter::write(bundle, path, &error));
        QVERIFY2(error.contains(reason), qPrintable(error));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(QDir(m_dir.path())
                     .entryList(QDir::Files | QDir::Hidden)
                     .filter(QFileInfo(path).fileName()),
                 QStringList());
    }

    void readsBytesAsAFile()
    {
        const QString path = nextPath();
        QString error;
        QVERIFY2(BundleWriter::write(sampleBundle(), path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto read = BundleReader::readBytes(file.readAll());
        QVERIFY(std::holds_alternative<Bundle>(read));
        QCOMPARE(std::get<Bundle>(read).signatures, sampleBundle().signatures);
        const auto garbage = BundleReader::readBytes("not a zip");
        QVERIFY(std::holds_alternative<QString>(garbage));
    }

    void entryNames_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QString>("expected");
        QTest::newRow("dot-dot") << QByteArray("../evil.json") << QStringLiteral("\"..\"");
        QTest::newRow("inner dot-dot")
            << QByteArray("tools/../../evil.json") << QStringLiteral("\"..\"");
        QTest::newRow("absolute") << QByteArray("/abs.json") << QStringLiteral("absolute");
        QTest::newRow("drive letter") << QByteArray("C:x.json") << QStringLiteral("drive letter");
        QTest::newRow("backslash") << QByteArray("C:\\x.json") << QStringLiteral("backslash");
        QTest::newRow("not UTF-8") << QByteArray("caf\xe9.json") << QStringLiteral("not UTF-8");
        QTest::newRow("control") << QByteArray("a\x1b[31m.json") << QStringLiteral("control");
        QTest::newRow("directory") << QByteArray("tools/") << QStringLiteral("empty");
    }

    void entryNames()
    {
        QFETCH(QByteArray, name);
        QFETCH(QString, expected);
        QList<Entry> entries = validEntries();
        entries.append({name, QByteArray("{}")});
        const QString why = refusal(entries);
        QVERIFY2(why.contains(expected), qPrintable(why));
    }

    void symlinkEntry()
    {
        QList<Entry> entries = validEntries();
        entries.append({QByteArray("tools/link.json"), QByteArray("/etc/passwd"), 0120777});
        const QString why = refusal(entries);
        QVERIFY2(why.contains(QLatin1String("symbolic link")), qPrintable(why));
    }

    void tooManyEntries()
    {
        QList<Entry> entries = validEntries();
        for (int i = 0; i < 10000; ++i)
            entries.append({QByteArray("tools/e") + QByteArray::number(i), QByteArray("x")});
        const QString why = refusal(entries);
        QVERIFY2(why.contains(QLatin1String("more than 2001 entries")), qPrintable(why));
    }

    void declaresTenGigabytes()
    {
        QList<Entry> entries = validEntries();
        entries.append({QByteArray("tools/huge.json"), QByteArray("{}"), 0100644,
                        quint64(10) * 1024 * 1024 * 1024});
        const QString why = refusal(entries);
        QVERIFY2(why.contains(QLatin1String("larger than 4 MB")), qPrintable(why));
    }

    void zipBomb()
    {
        // 200 MB of zeros deflate to about 200 KB, in entries under the
        // per-entry cap whose sum passes the total cap.
        QList<Entry> entries = validEntries();
        const QByteArray zeros(3 * 1024 * 1024, '\0');
        for (int i = 0; i < 70; ++i)
            entries.append({QByteArray("tools/zero") + QByteArray::number(i), zeros});
        const QString why = refusal(entries);
        QVERIFY2(why.contains(QLatin1String("unpacks to more than 64 MB")), qPrintable(why));
    }

    void sizeThatLies()
    {
        // Declares 10 bytes, holds 1 KB, with a CRC that matches neither.
        QList<Entry> entries = validEntries();
        entries.append({QByteArray("tools/liar.json"), QByteArray(1024, 'a'), 0100644, 10});
        const QString why = refusal(entries);
        QVERIFY2(why.contains(QLatin1String("liar.json")), qPrintable(why));
    }

    void duplicateNames()
    {
        QList<Entry> entries = validEntries();
        entries.append(entries.constFirst());
        const QString why = refusal(entries);
        QVERIFY2(why.contains(QLatin1String("twice")), qPrintable(why));
    }

    void badManifest_data()
    {
        QTest::addColumn<QByteArray>("manifest");
        QTest::addColumn<QString>("expected");
        const QByteArray valid = sampleBundle().manifest.toJson();
        QTest::newRow("not JSON") << QByteArray("{not json") << QStringLiteral("malformed JSON");
        QTest::newRow("duplicate key")
            << QByteArray(R"({"tools": [], "tools": [], "providers": [], "overrides": []})")
            << QStringLiteral("duplicate");
        QTest::newRow("newer") << manifestWith(valid, QStringLiteral("bundleVersion"), 2)
                               << QStringLiteral("newer Toolshelf");
        QJsonObject secret = QJsonDocument::fromJson(valid)
                                 .object()
                                 .value(QStringLiteral("providers"))
                                 .toArray()
                                 .at(0)
                                 .toObject();
        secret.insert(QStringLiteral("apiKey"), QStringLiteral("s3cret"));
        QTest::newRow("secret") << manifestWith(valid, QStringLiteral("providers"),
                                                QJsonArray {secret})
                                << QStringLiteral("looks like a secret");
        QTest::newRow("no providers")
            << manifestWith(valid, QStringLiteral("providers"), QJsonArray())
            << QStringLiteral("not in the bundle's providers");
        QJsonArray tools
            = QJsonDocument::fromJson(valid).object().value(QStringLiteral("tools")).toArray();
        QJsonObject badDigest = tools.at(0).toObject();
        badDigest.insert(QStringLiteral("digest"), QStringLiteral("abc"));
        tools.replace(0, badDigest);
        QTest::newRow("digest shape")
            << manifestWith(valid, QStringLiteral("tools"), tools) << QStringLiteral("SHA-256");
    }

    void badManifest()
    {
        QFETCH(QByteArray, manifest);
        QFETCH(QString, expected);
        QList<Entry> entries = validEntries();
        QCOMPARE(entries.constFirst().rawName, QByteArray("manifest.json"));
        entries[0].data = manifest;
        const QString why = refusal(entries);
        QVERIFY2(why.contains(expected), qPrintable(why));
    }

    void missingManifest()
    {
        QList<Entry> entries = validEntries();
        entries.removeFirst();
        QVERIFY(refusal(entries).contains(QLatin1String("no manifest.json")));
    }

    void unlistedEntry()
    {
        QList<Entry> entries = validEntries();
        entries.append({QByteArray("tools/extra.json"), QByteArray("{}")});
        const QString why = refusal(entries);
        QVERIFY2(why.contains(QLatin1String("does not list")), qPrintable(why));
    }

    void tamperedSignature()
    {
        QList<Entry> entries = validEntries();
        QJsonObject tool = QJsonDocument::fromJson(entries.at(1).data).object();
        tool.insert(QStringLiteral("description"), QStringLiteral("Something else entirely."));
        entries[1].data = QJsonDocument(tool).toJson();
        const QString why = refusal(entries);
        QVERIFY2(why.contains(QLatin1String("does not match its digest")), qPrintable(why));
    }

    void notASignature()
    {
        QList<Entry> entries = validEntries();
        entries[1].data = QByteArray("[1, 2]");
        const QString why = refusal(entries);
        QVERIFY2(!why.isEmpty(), "a tool file that is no signature was accepted");
    }

    void notAZip()
    {
        const QString path = nextPath();
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("PK\x03\x04 but not really a zip");
        file.close();
        const auto read = BundleReader::read(path);
        QVERIFY(std::holds_alternative<QString>(read));
    }
};

QTEST_GUILESS_MAIN(tst_BundleReader)
#include "tst_bundlereader.moc"
