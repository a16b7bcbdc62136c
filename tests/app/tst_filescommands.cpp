// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The command line with a folder of declaration files as a provider: added
// (its path made absolute, plain http and sign-in settings refused), synced,
// searched, shown and pinned like any provider's tools; an edited file is the
// next version while the pin stays; nothing can be called; the provider
// file round-trips it.

#include "catalogfixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace CatalogFixture;
using namespace Qt::StringLiterals;

namespace {

const QString DataDir = u"" TOOLSHELF_SOURCE_DIR "/tests/data/files/team-tools"_s;

// The fixture folder copied to `target`, which a test may edit.
void copyFolder(const QString &source, const QString &target)
{
    QDir().mkpath(target);
    const QDir from(source);
    for (const QFileInfo &entry : from.entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot)) {
        const QString to = target + u'/' + entry.fileName();
        if (entry.isDir())
            copyFolder(entry.filePath(), to);
        else if (!QFile::copy(entry.filePath(), to))
            qFatal("cannot copy %s", qPrintable(entry.filePath()));
    }
}

void replaceIn(const QString &path, const QByteArray &before, const QByteArray &after)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QByteArray bytes = file.readAll();
    file.close();
    if (!bytes.contains(before))
        qFatal("%s does not hold the text to replace", qPrintable(path));
    bytes.replace(before, after);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// Every document of a folder as canonical JSON, sorted: what a folder holds,
// whatever its files are named.
QStringList documentsIn(const QString &folder)
{
    QStringList documents;
    const QDir dir(folder);
    for (const QString &name : dir.entryList({u"*.json"_s}, QDir::Files)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(file.fileName()));
        documents.append(QString::fromUtf8(
            QJsonDocument::fromJson(file.readAll()).toJson(QJsonDocument::Compact)));
    }
    documents.sort();
    return documents;
}

// PROVIDER/NAME of every tool of `provider` in the profile's catalog.
QStringList toolsOf(const QString &profile, const QString &provider)
{
    QStringList tools;
    const Run found = toolshelf(profile, {u"search"_s, u""_s, u"--json"_s});
    for (const QJsonValue &value : found.array()) {
        const QJsonObject tool = value.toObject();
        if (tool.value(u"provider"_s).toString() == provider)
            tools.append(provider + u'/' + tool.value(u"name"_s).toString());
    }
    return tools;
}

QJsonObject providerNamed(const QString &profile, const QString &name)
{
    const Run listed = toolshelf(profile, {u"provider"_s, u"list"_s, u"--json"_s});
    for (const QJsonValue &value : listed.array()) {
        if (value.toObject().value(u"name"_s).toString() == name)
            return value.toObject();
    }
    return {};
}

} // namespace

class tst_FilesCommands : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_profile;
    QString m_folder;

    QString freshPath(const QString &stem)
    {
        static int counter = 0;
        return m_dir.filePath(stem + QString::number(++counter));
    }

private Q_SLOTS:
    void init()
    {
        m_profile = freshPath(u"profile"_s);
        // A space in the path: it must survive the URL it is stored as.
        m_folder = freshPath(u"team tools "_s);
        copyFolder(DataDir, m_folder);
    }

    // Added, synced, searched, shown and pinned; an edited file is version 2
    // and the pin stays on version 1.
    void syncCountsVersions()
    {
        const Run added = toolshelf(
            m_profile, {u"provider"_s, u"add"_s, u"Team"_s, m_folder, u"--dialect"_s, u"files"_s});
        QVERIFY2(added.code == 0, qPrintable(added.err));
        QVERIFY2(added.out.contains(QDir::toNativeSeparators(m_folder)), qPrintable(added.out));
        QVERIFY2(!added.out.contains(u"login"_s), qPrintable(added.out));
        const QJsonObject provider = providerNamed(m_profile, u"Team"_s);
        QCOMPARE(provider.value(u"dialect"_s).toString(), u"files"_s);
        QCOMPARE(QUrl(provider.value(u"baseUrl"_s).toString()).toLocalFile(), m_folder);
        // The list shows where the files are.
        const Run listed = toolshelf(m_profile, {u"provider"_s, u"list"_s});
        QVERIFY2(listed.out.contains(QDir::toNativeSeparators(m_folder)), qPrintable(listed.out));

        const Run synced = toolshelf(m_profile, {u"sync"_s});
        QVERIFY2(synced.code == 0, qPrintable(synced.err + synced.out));
        const Run found = toolshelf(m_profile, {u"search"_s, u"agujeros"_s, u"--json"_s});
        QVERIFY2(found.code == 0, qPrintable(found.err));
        QCOMPARE(found.array().size(), 1);
        QCOMPARE(found.array().at(0).toObject().value(u"name"_s).toString(), u"hole_maker_v1"_s);
        const Run shell = toolshelf(m_profile, {u"search"_s, u"shell"_s, u"--json"_s});
        QCOMPARE(shell.array().size(), 1);

        const QString hole = u"Team/hole_maker_v1"_s;
        const Run shown = toolshelf(m_profile, {u"show"_s, hole, u"--json"_s});
        QVERIFY2(shown.code == 0, qPrintable(shown.err));
        QCOMPARE(shown.object().value(u"dialect"_s).toString(), u"files"_s);
        QCOMPARE(shown.object().value(u"version"_s).toInteger(), 1);
        const Run pinned = toolshelf(m_profile, {u"pin"_s, hole, u"1"_s});
        QVERIFY2(pinned.code == 0, qPrintable(pinned.err + pinned.out));

        // The team edits the file: sync reads it again.
        replaceIn(m_folder + u"/hole_maker.json"_s, "superficies sólidas",
                  "superficies sólidas y muros");
        const Run again = toolshelf(m_profile, {u"sync"_s});
        QVERIFY2(again.code == 0, qPrintable(again.err + again.out));
        QCOMPARE(storedVersions(m_profile, u"Team"_s, u"hole_maker_v1"_s), (QList<qint64> {1, 2}));
        const Run after = toolshelf(m_profile, {u"show"_s, hole, u"--json"_s});
        QCOMPARE(after.object().value(u"version"_s).toInteger(), 1);
        QCOMPARE(after.object().value(u"currentVersion"_s).toInteger(), 2);
        QCOMPARE(after.object().value(u"description"_s).toString(),
                 u"Permite crear agujeros en superficies sólidas"_s);
        // Unchanged, the other file is still its one version.
        QCOMPARE(storedVersions(m_profile, u"Team"_s, u"tool_shell_exec"_s), (QList<qint64> {1}));
    }

    // A file that cannot be read is told by name; the others are synced.
    void brokenFileIsNoted()
    {
        QVERIFY(
            toolshelf(m_profile,
                      {u"provider"_s, u"add"_s, u"Team"_s, m_folder, u"--dialect"_s, u"files"_s})
                .code
            == 0);
        QFile broken(m_folder + u"/broken.json"_s);
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"tool_id\": ");
        broken.close();
        const Run synced = toolshelf(m_profile, {u"sync"_s});
        QVERIFY2(synced.code == 0, qPrintable(synced.err + synced.out));
        const QString said = synced.out + synced.err;
        QVERIFY2(said.contains(u"broken.json"_s), qPrintable(said));
        QCOMPARE(toolshelf(m_profile, {u"search"_s, u"agujeros"_s, u"--json"_s}).array().size(), 1);
    }

    // Declarations name no endpoint: invoke says so rather than failing at one.
    void nothingToCall()
    {
        QVERIFY(
            toolshelf(m_profile,
                      {u"provider"_s, u"add"_s, u"Team"_s, m_folder, u"--dialect"_s, u"files"_s})
                .code
            == 0);
        QVERIFY(toolshelf(m_profile, {u"sync"_s}).code == 0);
        const Run called = toolshelf(
            m_profile, {u"invoke"_s, u"Team/hole_maker_v1"_s, u"location=kitchen wall"_s});
        QCOMPARE(called.code, 1);
        QVERIFY2(called.err.contains(u"Team's tools are declarations read from files; they name "
                                     "no endpoint to call"_s),
                 qPrintable(called.err));
    }

    // What a folder of files cannot be given, and what it is taken as.
    void addRefuses()
    {
        const QStringList files {u"--dialect"_s, u"files"_s};
        const Run http = toolshelf(
            m_profile,
            QStringList {u"provider"_s, u"add"_s, u"Web"_s, u"http://tools.example.com/t.json"_s}
                + files);
        QCOMPARE(http.code, 1);
        QVERIFY2(http.err.contains(u"https"_s), qPrintable(http.err));
        const Run ftp = toolshelf(
            m_profile,
            QStringList {u"provider"_s, u"add"_s, u"Ftp"_s, u"ftp://tools.example.com/t.json"_s}
                + files);
        QCOMPARE(ftp.code, 1);
        const Run signedIn = toolshelf(
            m_profile,
            QStringList {u"provider"_s, u"add"_s, u"Keyed"_s, m_folder, u"--auth"_s, u"bearer"_s}
                + files);
        QCOMPARE(signedIn.code, 1);
        QVERIFY2(signedIn.err.contains(u"without signing in"_s), qPrintable(signedIn.err));
        // An https document may sign in.
        const Run https = toolshelf(m_profile,
                                    QStringList {u"provider"_s, u"add"_s, u"Remote"_s,
                                                 u"https://tools.example.com/t.json"_s, u"--auth"_s,
                                                 u"bearer"_s}
                                        + files);
        QVERIFY2(https.code == 0, qPrintable(https.err));
        QVERIFY(providerNamed(m_profile, u"Keyed"_s).isEmpty());

        // A relative path is made absolute; a path that exists needs no --dialect.
        const QString previous = QDir::currentPath();
        QDir::setCurrent(m_folder);
        const Run relative
            = toolshelf(m_profile, {u"provider"_s, u"add"_s, u"Shell"_s, u"shell"_s});
        QDir::setCurrent(previous);
        QVERIFY2(relative.code == 0, qPrintable(relative.err));
        const QJsonObject shell = providerNamed(m_profile, u"Shell"_s);
        QCOMPARE(shell.value(u"dialect"_s).toString(), u"files"_s);
        QCOMPARE(QUrl(shell.value(u"baseUrl"_s).toString()).toLocalFile(), m_folder + u"/shell"_s);
    }

    // Exported and imported, the provider is the same files.
    void providerFileRoundTrip()
    {
        QVERIFY(
            toolshelf(m_profile,
                      {u"provider"_s, u"add"_s, u"Team"_s, m_folder, u"--dialect"_s, u"files"_s})
                .code
            == 0);
        const QString file = freshPath(u"providers"_s) + u".json"_s;
        const Run exported = toolshelf(m_profile, {u"provider"_s, u"export"_s, file});
        QVERIFY2(exported.code == 0, qPrintable(exported.err));
        const QString other = freshPath(u"profile"_s);
        const Run imported = toolshelf(other, {u"provider"_s, u"import"_s, file});
        QVERIFY2(imported.code == 0, qPrintable(imported.err));
        const QJsonObject before = providerNamed(m_profile, u"Team"_s);
        const QJsonObject after = providerNamed(other, u"Team"_s);
        QCOMPARE(after.value(u"dialect"_s), before.value(u"dialect"_s));
        QCOMPARE(after.value(u"baseUrl"_s), before.value(u"baseUrl"_s));
        QVERIFY(toolshelf(other, {u"sync"_s}).code == 0);
        QCOMPARE(toolshelf(other, {u"search"_s, u"agujeros"_s, u"--json"_s}).array().size(), 1);
    }

    // Export, import as a folder of declarations, export again: the same
    // documents, byte for byte after canonical JSON, in every format.
    void exportImportExport_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("agent-tool") << u"agent-tool"_s;
        QTest::newRow("atdf") << u"atdf"_s;
        QTest::newRow("atdf-enhanced") << u"atdf-enhanced"_s;
    }

    void exportImportExport()
    {
        QFETCH(QString, format);
        const auto server = startSampleServer();
        QVERIFY(makeSampleProfile(m_profile, *server));
        const QStringList tools = toolsOf(m_profile, u"Skycast"_s);
        QVERIFY(tools.size() >= 3);
        const QString first = freshPath(u"first"_s) + u'/';
        Run exported = toolshelf(
            m_profile,
            QStringList {u"export-tools"_s, u"--format"_s, format, u"--out"_s, first} + tools);
        QVERIFY2(exported.code == 0, qPrintable(exported.err));
        QCOMPARE(documentsIn(first).size(), tools.size());

        const Run added = toolshelf(
            m_profile, {u"provider"_s, u"add"_s, u"Shelf"_s, first, u"--dialect"_s, u"files"_s});
        QVERIFY2(added.code == 0, qPrintable(added.err));
        const Run synced = toolshelf(m_profile, {u"sync"_s, u"Shelf"_s});
        QVERIFY2(synced.code == 0, qPrintable(synced.err + synced.out));
        const QStringList imported = toolsOf(m_profile, u"Shelf"_s);
        QCOMPARE(imported.size(), tools.size());

        const QString second = freshPath(u"second"_s) + u'/';
        exported = toolshelf(
            m_profile,
            QStringList {u"export-tools"_s, u"--format"_s, format, u"--out"_s, second} + imported);
        QVERIFY2(exported.code == 0, qPrintable(exported.err));
        QCOMPARE(documentsIn(second), documentsIn(first));
    }
};

QTEST_MAIN(tst_FilesCommands)
#include "tst_filescommands.moc"
