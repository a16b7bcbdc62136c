// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The MIME package (packaging/linux) recognises the bundles BundleWriter
// writes: by the name *.toolshelf.zip, and by their content under any other
// name that does not say zip; other zips stay plain zips. The package is
// compiled with update-mime-database into a folder of the test's own, which
// Qt's MIME database then reads beside the system's.

#include "bundlefixture.h"

#include <QMimeDatabase>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace Toolshelf;
using namespace BundleFixture;

class tst_BundleMimeType : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    const QString m_bundleType = QStringLiteral("application/x-toolshelf-bundle");

    QString writeBundle(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QString error;
        if (!BundleWriter::write(sampleBundle(), path, &error))
            qFatal("cannot write the sample bundle: %s", qPrintable(error));
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString tool = QStandardPaths::findExecutable(QStringLiteral("update-mime-database"));
        if (tool.isEmpty()) {
            if (qgetenv("CI") == "true")
                QFAIL("update-mime-database is not installed (shared-mime-info)");
            QSKIP("update-mime-database is not installed (apt-get install shared-mime-info)");
        }
        // One database of the system's packages and ours, as installing the
        // package and running update-mime-database makes: Qt takes the first
        // folder's magic that matches, so ours beside the system's would
        // lose to application/zip's there.
        const QString mime = m_dir.filePath(QStringLiteral("share/mime"));
        QVERIFY(QDir().mkpath(mime + QStringLiteral("/packages")));
        const QDir system(QStringLiteral("/usr/share/mime/packages"));
        for (const QString &name : system.entryList({QStringLiteral("*.xml")}, QDir::Files))
            QVERIFY(QFile::copy(system.filePath(name), mime + QStringLiteral("/packages/") + name));
        QVERIFY(QFile::copy(QStringLiteral(TOOLSHELF_MIME_PACKAGE),
                            mime + QStringLiteral("/packages/toolshelf.xml")));
        QProcess update;
        update.start(tool, {mime});
        QVERIFY(update.waitForFinished(60000));
        QCOMPARE(update.exitCode(), 0);
        const QByteArray complaints = update.readAllStandardError();
        QVERIFY2(!complaints.contains("rror"), complaints.constData());
        // Before the first QMimeDatabase: it reads the folders once.
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("nothing")).toUtf8());
        qputenv("XDG_DATA_DIRS", m_dir.filePath(QStringLiteral("share")).toUtf8());
        QVERIFY(QMimeDatabase().mimeTypeForName(m_bundleType).isValid());
    }

    void recognised_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("type");
        // What a file manager sees: the name first, the content when the
        // name says nothing.
        QTest::newRow("by name") << QStringLiteral("team.toolshelf.zip") << m_bundleType;
        QTest::newRow("by content, no suffix") << QStringLiteral("team-tools") << m_bundleType;
        QTest::newRow("by content, unknown suffix") << QStringLiteral("team.tools") << m_bundleType;
        // *.zip names a plain zip, as *.odt's content in a .zip file does.
        QTest::newRow("plain .zip name")
            << QStringLiteral("team.zip") << QStringLiteral("application/zip");
    }

    void recognised()
    {
        QFETCH(QString, name);
        QFETCH(QString, type);
        const QMimeType found = QMimeDatabase().mimeTypeForFile(writeBundle(name));
        QCOMPARE(found.name(), type);
        QVERIFY(found.inherits(QStringLiteral("application/zip")));
    }

    // A zip whose first entry is another file, or a stored manifest.json of
    // something else (a browser extension's), is no bundle.
    void otherZipsAreNot()
    {
        const QString anotherFirst = m_dir.filePath(QStringLiteral("another-first"));
        QVERIFY(writeZip(anotherFirst, {{"readme.txt", "hello"}, {"manifest.json", "{}"}}));
        QCOMPARE(QMimeDatabase().mimeTypeForFile(anotherFirst).name(),
                 QStringLiteral("application/zip"));
        const QByteArray extension = "{\n    \"manifest_version\": 3\n}";
        const QString anotherManifest = m_dir.filePath(QStringLiteral("another-manifest"));
        // Stored, so its text is where a bundle's would be.
        QVERIFY(writeZip(anotherManifest,
                         {{"manifest.json", extension, 0100644, quint64(extension.size())}}));
        QCOMPARE(QMimeDatabase().mimeTypeForFile(anotherManifest).name(),
                 QStringLiteral("application/zip"));
    }
};

QTEST_GUILESS_MAIN(tst_BundleMimeType)
#include "tst_bundlemimetype.moc"
