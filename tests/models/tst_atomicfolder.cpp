// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// AtomicFolder: a folder appears whole or not at all, never outside its
// parent, and replaces an existing one only when asked.

#include "core/atomicfolder.h"
#include "foldertree.h"

#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using FolderTree::tree;

namespace {

bool writeText(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class tst_AtomicFolder : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_parent;

private Q_SLOTS:
    void init()
    {
        static int counter = 0;
        m_parent = m_dir.filePath(QStringLiteral("parent%1").arg(++counter));
        QVERIFY(QDir().mkpath(m_parent));
    }

    void writesTheFiles()
    {
        QString error;
        QVERIFY2(AtomicFolder::write(
                     m_parent + QStringLiteral("/skill"),
                     {{QStringLiteral("SKILL.md"), "body"}, {QStringLiteral("a/b/c.json"), "{}"}},
                     false, &error),
                 qPrintable(error));
        QCOMPARE(tree(m_parent),
                 (QStringList {QStringLiteral("skill"), QStringLiteral("skill/SKILL.md"),
                               QStringLiteral("skill/a"), QStringLiteral("skill/a/b"),
                               QStringLiteral("skill/a/b/c.json")}));
    }

    void badFileLeavesNothing_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("parent") << QStringLiteral("../escaped.txt");
        QTest::newRow("deep parent") << QStringLiteral("a/../../escaped.txt");
        QTest::newRow("absolute") << QStringLiteral("/tmp/escaped.txt");
        QTest::newRow("backslash") << QStringLiteral("..\\escaped.txt");
        QTest::newRow("dot") << QStringLiteral("./x");
        QTest::newRow("empty step") << QStringLiteral("a//x");
        QTest::newRow("empty") << QString();
        QTest::newRow("twice") << QStringLiteral("SKILL.md");
    }

    void badFileLeavesNothing()
    {
        QFETCH(QString, path);
        QString error;
        // The good file comes first, so something was written before the failure.
        QVERIFY(!AtomicFolder::write(m_parent + QStringLiteral("/skill"),
                                     {{QStringLiteral("SKILL.md"), "body"}, {path, "x"}}, false,
                                     &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(tree(m_parent), QStringList {});
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("escaped.txt"))));
    }

    void existingIsKeptUnlessReplacing()
    {
        const QString target = m_parent + QStringLiteral("/skill");
        QVERIFY(QDir().mkpath(target));
        QVERIFY(writeText(target + QStringLiteral("/old.txt"), "old"));
        QString error;
        QVERIFY(!AtomicFolder::write(target, {{QStringLiteral("new.txt"), "new"}}, false, &error));
        QVERIFY(error.contains(QLatin1String("exists already")));
        QCOMPARE(tree(m_parent),
                 (QStringList {QStringLiteral("skill"), QStringLiteral("skill/old.txt")}));

        // A failed replacement keeps the old folder as it was.
        QVERIFY(!AtomicFolder::write(target, {{QStringLiteral("../x"), "new"}}, true, &error));
        QCOMPARE(tree(m_parent),
                 (QStringList {QStringLiteral("skill"), QStringLiteral("skill/old.txt")}));

        QVERIFY2(AtomicFolder::write(target, {{QStringLiteral("new.txt"), "new"}}, true, &error),
                 qPrintable(error));
        QCOMPARE(tree(m_parent),
                 (QStringList {QStringLiteral("skill"), QStringLiteral("skill/new.txt")}));
    }

    void replacedLinkIsRemovedNotFollowed()
    {
        const QString elsewhere = m_dir.filePath(QStringLiteral("elsewhere"));
        QVERIFY(QDir().mkpath(elsewhere));
        QVERIFY(writeText(elsewhere + QStringLiteral("/precious.txt"), "keep"));
        const QString target = m_parent + QStringLiteral("/skill");
        QVERIFY(QFile::link(elsewhere, target));
        QString error;
        QVERIFY2(AtomicFolder::write(target, {{QStringLiteral("new.txt"), "new"}}, true, &error),
                 qPrintable(error));
        QVERIFY(!QFileInfo(target).isSymLink());
        QCOMPARE(tree(m_parent),
                 (QStringList {QStringLiteral("skill"), QStringLiteral("skill/new.txt")}));
        QVERIFY(QFileInfo::exists(elsewhere + QStringLiteral("/precious.txt")));
    }
};

QTEST_GUILESS_MAIN(tst_AtomicFolder)
#include "tst_atomicfolder.moc"
