// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A declaration-files provider's listing over temporary folders: every *.json
// file under the folder in a stable order, one page each, and every way a
// folder can go wrong (a link out of it, a 1 GB sparse file, not JSON, a
// byte-order mark, duplicate keys, a tool_id in two files, hidden files, no
// files, no folder), each told by the file's name while the others are read.
// Then one document over http, and the sync's hold, cancel and budgets.

#include "client/providerauthenticator.h"
#include "core/filesfolder.h"
#include "net/networkservice.h"
#include "providers/credentialstore.h"
#include "sync/fileslisting.h"
#include "sync/syncbudget.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHttpServer>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <deque>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

const QString DataDir = u"" TOOLSHELF_SOURCE_DIR "/tests/data/files/team-tools"_s;

// An ATDF description: the smallest declaration both readers know.
QByteArray atdf(const QString &toolId, const QString &description = u"Makes holes."_s)
{
    return QJsonDocument(QJsonObject {
                             {u"tool_id"_s, toolId},
                             {u"description"_s, description},
                             {u"when_to_use"_s, u"When a hole is needed."_s},
                             {u"how_to_use"_s,
                              QJsonObject {{u"inputs"_s, QJsonArray()},
                                           {u"outputs"_s,
                                            QJsonObject {{u"success"_s, u"Done."_s},
                                                         {u"failure"_s, QJsonArray()}}}}},
                         })
        .toJson();
}

void write(const QString &root, const QString &relative, const QByteArray &bytes)
{
    const QString path = root + u'/' + relative;
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

void link(const QString &target, const QString &root, const QString &relative)
{
    const QString path = root + u'/' + relative;
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (!QFile::link(target, path))
        qFatal("cannot link %s", qPrintable(path));
}

// A port on loopback for `server`: bind() works on every Qt 6.
quint16 listen(QHttpServer &server)
{
    auto *tcp = new QTcpServer(&server);
    if (!tcp->listen(QHostAddress::LocalHost, 0))
        qFatal("cannot listen");
    server.bind(tcp);
    return tcp->serverPort();
}

struct Result
{
    // "file: nativeId" for each tool, in the order the pages came.
    QStringList tools;
    QList<DialectPage> pages;
    QStringList notes;
    std::optional<Error> error;
    bool finished = false;

    const DialectTool *tool(const QString &nativeId) const
    {
        for (const DialectPage &page : pages) {
            for (const DialectTool &tool : page.tools) {
                if (tool.tool.key.nativeId == nativeId)
                    return &tool;
            }
        }
        return nullptr;
    }
    QString allNotes() const { return notes.join(u'\n'); }
};

} // namespace

class tst_FilesListing : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QNetworkAccessManager m_manager;
    std::unique_ptr<NetworkService> m_network;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<ProviderAuthenticator> m_authenticator;
    std::deque<SyncBudget> m_budgets;

    QString freshFolder()
    {
        static int counter = 0;
        const QString path = m_dir.filePath(u"folder%1"_s.arg(++counter));
        QDir().mkpath(path);
        return path;
    }

    Result list(const QUrl &location, SyncLimits limits = {},
                const std::function<void(FilesListing &, const DialectPage &)> &onPage = {})
    {
        SyncBudget &budget = m_budgets.emplace_back(limits);
        budget.start();
        FilesListing listing(u"Team"_s, location, m_authenticator.get(), m_network.get(), &budget);
        Result result;
        connect(&listing, &ToolListing::page, &listing, [&](const DialectPage &page, qint64) {
            result.pages.append(page);
            for (const DialectTool &entry : page.tools)
                result.tools.append(entry.path.section(u'$', 0, 0) + u": "_s
                                    + entry.tool.key.nativeId);
            if (onPage)
                onPage(listing, page);
        });
        connect(&listing, &ToolListing::finished, &listing,
                [&result](const std::optional<Error> &error) {
                    result.error = error;
                    result.finished = true;
                });
        listing.start();
        if (!QTest::qWaitFor([&result] { return result.finished; }, 20000))
            qFatal("the listing did not finish");
        if (listing.pagesRead() != result.pages.size())
            qFatal("pagesRead() is not the pages handed on");
        result.notes = listing.notes();
        return result;
    }

    Result list(const QString &folder) { return list(QUrl::fromLocalFile(folder)); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_network = std::make_unique<NetworkService>(&m_manager);
        m_credentials = std::make_unique<CredentialStore>(u"Toolshelf tst_fileslisting"_s);
        Provider provider;
        provider.name = u"Team"_s;
        provider.baseUrl = QUrl(u"http://127.0.0.1"_s);
        m_authenticator = std::make_unique<ProviderAuthenticator>(provider, m_credentials.get(),
                                                                  m_network.get());
    }

    // The seed's examples, as a team keeps them: the ATDF one and the Agent
    // Tool one in a folder of its own; the README is no declaration.
    void teamFolder()
    {
        const Result result = list(DataDir);
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QCOMPARE(result.tools,
                 QStringList({u"hole_maker.json: hole_maker_v1"_s,
                              u"shell/shell_exec.json: tool_shell_exec"_s}));
        QCOMPARE(result.tool(u"hole_maker_v1"_s)->tool.key.provider, u"Team"_s);
        QVERIFY(!result.tool(u"hole_maker_v1"_s)->tool.digest.isEmpty());
    }

    // Every *.json file below the folder, one page each, by relative path
    // code point by code point; other files are not read.
    void nestedFoldersInOrder()
    {
        const QString root = freshFolder();
        write(root, u"b.json"_s, atdf(u"b"_s));
        write(root, u"a/z.json"_s, atdf(u"z"_s));
        write(root, u"a/b/c.json"_s, atdf(u"c"_s));
        write(root, u"Upper.JSON"_s, atdf(u"upper"_s));
        write(root, u"notes.txt"_s, atdf(u"text"_s));
        const Result result = list(root);
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QCOMPARE(result.tools,
                 QStringList({u"Upper.JSON: upper"_s, u"a/b/c.json: c"_s, u"a/z.json: z"_s,
                              u"b.json: b"_s}));
        QCOMPARE(result.pages.size(), 4);
        // Each tool says which file it came from.
        QVERIFY(result.tool(u"c"_s)->path.startsWith(u"a/b/c.json$"_s));
        QVERIFY(result.notes.isEmpty());
    }

    // Hidden files and folders (.git, an editor's backup) are not read.
    void hiddenLeftOut()
    {
        const QString root = freshFolder();
        write(root, u".git/objects/tool.json"_s, atdf(u"git"_s));
        write(root, u".draft.json"_s, atdf(u"draft"_s));
        write(root, u"sub/.hidden.json"_s, atdf(u"hidden"_s));
        write(root, u"sub/seen.json"_s, atdf(u"seen"_s));
        const Result result = list(root);
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QCOMPARE(result.tools, QStringList({u"sub/seen.json: seen"_s}));
    }

    // A link that leads out of the folder is refused, by name, whether to a
    // file or a folder; one that stays inside is read.
    void linksOutOfTheFolder()
    {
        const QString outside = freshFolder();
        write(outside, u"secret.json"_s, atdf(u"secret"_s));
        const QString root = freshFolder();
        write(root, u"real.json"_s, atdf(u"real"_s));
        link(outside + u"/secret.json"_s, root, u"escape.json"_s);
        link(outside, root, u"elsewhere"_s);
        link(root + u"/real.json"_s, root, u"inside/alias.json"_s);
        link(root + u"/nothing.json"_s, root, u"dangling.json"_s);
        const Result result = list(root);
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QVERIFY(!result.tool(u"secret"_s));
        QVERIFY(!result.allNotes().contains(u"secret\""_s));
        // The link inside the folder is read, first in path order: the same
        // tool_id twice.
        QCOMPARE(result.tools,
                 QStringList({u"inside/alias.json: real"_s, u"real.json: real@real.json"_s}));
        for (const QString &name : {u"escape.json"_s, u"elsewhere"_s, u"dangling.json"_s})
            QVERIFY2(result.allNotes().contains(name), qPrintable(result.allNotes()));
        bool refusedPage = false;
        for (const DialectPage &page : result.pages) {
            if (page.fatal && page.fatal->path == u"escape.json"_s) {
                QCOMPARE(page.fatal->rule, Rule::FileRefused);
                refusedPage = true;
            }
        }
        QVERIFY(refusedPage);
    }

    // A file bigger than a page may be is refused by its size, before a byte
    // is read: a 1 GB sparse file costs nothing, and the others are read.
    void hugeFileRefusedUnread()
    {
        const QString root = freshFolder();
        write(root, u"a.json"_s, atdf(u"a"_s));
        {
            QFile huge(root + u"/huge.json"_s);
            QVERIFY(huge.open(QIODevice::WriteOnly));
            QVERIFY(huge.resize(qint64(1024) * 1024 * 1024));
        }
        write(root, u"z.json"_s, atdf(u"z"_s));
        QElapsedTimer timer;
        timer.start();
        const Result result = list(root);
        // Reading and parsing a gigabyte would take far longer than this.
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QCOMPARE(result.tools, QStringList({u"a.json: a"_s, u"z.json: z"_s}));
        QCOMPARE(result.pages.size(), 3);
        QVERIFY(result.pages.at(1).fatal);
        QCOMPARE(result.pages.at(1).fatal->rule, Rule::FileRefused);
        QVERIFY2(result.allNotes().contains(u"huge.json"_s), qPrintable(result.allNotes()));
        QVERIFY2(result.allNotes().contains(u"not read"_s), qPrintable(result.allNotes()));
        // The cap is the listing's: a smaller one refuses a small file too.
        const FilesFolder::Read read
            = FilesFolder::read(root, u"a.json"_s, 10, FilesListing::MaxFileBytes);
        QVERIFY(read.refused);
        QVERIFY(read.bytes.isEmpty());
    }

    // A file that is not JSON is a fatal page named by its file; the others are read.
    void notJson()
    {
        const QString root = freshFolder();
        write(root, u"a.json"_s, atdf(u"a"_s));
        write(root, u"broken.json"_s, "{\"tool_id\": \"broken\", ");
        write(root, u"c.json"_s, atdf(u"c"_s));
        const Result result = list(root);
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QCOMPARE(result.tools, QStringList({u"a.json: a"_s, u"c.json: c"_s}));
        QVERIFY(result.pages.at(1).fatal);
        QVERIFY(result.pages.at(1).fatal->path.startsWith(u"broken.json"_s));
        QVERIFY2(result.allNotes().contains(u"broken.json"_s), qPrintable(result.allNotes()));
    }

    // A UTF-8 byte-order mark, which some editors write, is dropped.
    void byteOrderMark()
    {
        const QString root = freshFolder();
        write(root, u"bom.json"_s, QByteArray("\xEF\xBB\xBF") + atdf(u"bom"_s));
        const Result result = list(root);
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QCOMPARE(result.tools, QStringList({u"bom.json: bom"_s}));
        QVERIFY(result.notes.isEmpty());
    }

    // Two equal keys in one object: QJsonDocument would keep the last without
    // a word; the file is refused instead, by name.
    void duplicateKeys()
    {
        const QString root = freshFolder();
        write(root, u"twice.json"_s,
              "{\"tool_id\": \"first\", \"description\": \"x\", \"when_to_use\": \"y\", "
              "\"tool_id\": \"second\"}");
        write(root, u"z.json"_s, atdf(u"z"_s));
        const Result result = list(root);
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QCOMPARE(result.tools, QStringList({u"z.json: z"_s}));
        QVERIFY(result.pages.at(0).fatal);
        QVERIFY2(result.allNotes().contains(u"twice.json"_s), qPrintable(result.allNotes()));
        QVERIFY2(result.allNotes().contains(u"tool_id"_s), qPrintable(result.allNotes()));
    }

    // A tool_id declared in two files: both kept, the later one in path order
    // under its file's name, with a warning that names both files.
    void repeatedToolId()
    {
        const QString root = freshFolder();
        write(root, u"a.json"_s, atdf(u"drill"_s, u"The first drill."_s));
        write(root, u"team/b.json"_s, atdf(u"drill"_s, u"The second drill."_s));
        const Result result = list(root);
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QCOMPARE(result.tools,
                 QStringList({u"a.json: drill"_s, u"team/b.json: drill@team/b.json"_s}));
        const DialectTool *first = result.tool(u"drill"_s);
        const DialectTool *second = result.tool(u"drill@team/b.json"_s);
        QCOMPARE(first->tool.description, u"The first drill."_s);
        QCOMPARE(second->tool.description, u"The second drill."_s);
        QVERIFY(
            first->diagnostics.isEmpty()
            || std::none_of(first->diagnostics.cbegin(), first->diagnostics.cend(),
                            [](const Diagnostic &d) { return d.rule == Rule::ToolIdRepeated; }));
        const auto repeated
            = std::find_if(second->diagnostics.cbegin(), second->diagnostics.cend(),
                           [](const Diagnostic &d) { return d.rule == Rule::ToolIdRepeated; });
        QVERIFY(repeated != second->diagnostics.cend());
        QVERIFY(repeated->message.contains(u"a.json"_s));
        QVERIFY(repeated->message.contains(u"team/b.json"_s));
        // Stored, the second reads back under its own key, with its own digest.
        QVERIFY(first->tool.digest != second->tool.digest);
        QVERIFY(result.allNotes().contains(u"drill@team/b.json"_s));
    }

    // An empty folder is an empty catalog, and a note says why.
    void emptyFolder()
    {
        const QString root = freshFolder();
        write(root, u"README.md"_s, "# nothing here");
        const Result result = list(root);
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QVERIFY(result.pages.isEmpty());
        QCOMPARE(result.notes.size(), 1);
        QVERIFY2(result.notes.first().contains(u"no *.json files"_s),
                 qPrintable(result.notes.first()));
    }

    // A location that is not there fails the listing, naming it.
    void missingPath()
    {
        const QString gone = m_dir.filePath(u"no-such-folder"_s);
        const Result result = list(gone);
        QVERIFY(result.error);
        QVERIFY2(result.error->text().contains(gone), qPrintable(result.error->text()));
        QVERIFY(result.pages.isEmpty());
    }

    // One file is one page, whatever its name.
    void singleFile()
    {
        const QString root = freshFolder();
        write(root, u"tools.declarations"_s, atdf(u"single"_s));
        write(root, u"other.json"_s, atdf(u"other"_s));
        const Result result = list(root + u"/tools.declarations"_s);
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QCOMPARE(result.tools, QStringList({u"tools.declarations: single"_s}));
    }

    // One document at a URL, fetched as a page is (the provider's settings
    // allow https only; loopback http here).
    void documentAtUrl()
    {
        QFile seed(DataDir + u"/hole_maker.json"_s);
        QVERIFY(seed.open(QIODevice::ReadOnly));
        const QByteArray body = seed.readAll();
        QHttpServer server;
        server.route(u"/tools/hole_maker.json"_s,
                     [body] { return QHttpServerResponse("application/json", body); });
        const quint16 port = listen(server);
        const QUrl url(u"http://127.0.0.1:%1/tools/hole_maker.json"_s.arg(port));
        const Result result = list(url);
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QCOMPARE(result.pages.size(), 1);
        QCOMPARE(result.tool(u"hole_maker_v1"_s)->tool.description,
                 u"Permite crear agujeros en superficies sólidas"_s);

        const Result missing = list(QUrl(u"http://127.0.0.1:%1/tools/none.json"_s.arg(port)));
        QVERIFY(missing.error);
        QVERIFY2(missing.error->text().contains(u"none.json"_s), qPrintable(missing.error->text()));
    }

    // Held after its first page, the listing reads no further file until
    // resumed: the sync's back-pressure keeps a large folder's memory bounded.
    void holdAndResume()
    {
        const QString root = freshFolder();
        for (int i = 0; i < 5; ++i)
            write(root, u"tool%1.json"_s.arg(i), atdf(u"t%1"_s.arg(i)));
        int pagesWhileHeld = -1;
        const Result result
            = list(QUrl::fromLocalFile(root), {}, [&](FilesListing &listing, const DialectPage &) {
                  if (pagesWhileHeld >= 0)
                      return;
                  listing.hold();
                  pagesWhileHeld = listing.pagesRead();
                  QTest::qWait(200);
                  QCOMPARE(listing.pagesRead(), pagesWhileHeld);
                  QTimer::singleShot(100, &listing, [&listing] { listing.resume(); });
              });
        QVERIFY2(!result.error, qPrintable(result.error->text()));
        QCOMPARE(pagesWhileHeld, 1);
        QCOMPARE(result.pages.size(), 5);
    }

    // Cancelled from a page: nothing more comes, finished says so.
    void cancel()
    {
        const QString root = freshFolder();
        for (int i = 0; i < 3; ++i)
            write(root, u"tool%1.json"_s.arg(i), atdf(u"t%1"_s.arg(i)));
        const Result result
            = list(QUrl::fromLocalFile(root), {},
                   [](FilesListing &listing, const DialectPage &) { listing.cancel(); });
        QVERIFY(result.error);
        QCOMPARE(result.error->code(), Error::Code::Cancelled);
        QCOMPARE(result.pages.size(), 1);
    }

    // The sync's page and byte budgets bound a folder as they bound a server.
    void budgets()
    {
        const QString root = freshFolder();
        for (int i = 0; i < 4; ++i)
            write(root, u"tool%1.json"_s.arg(i), atdf(u"t%1"_s.arg(i)));
        SyncLimits pages;
        pages.maxPages = 2;
        const Result fewPages = list(QUrl::fromLocalFile(root), pages);
        QVERIFY(fewPages.error);
        QCOMPARE(fewPages.error->rootCode(), Error::Code::Limit);

        SyncLimits bytes;
        bytes.maxBytes = atdf(u"t0"_s).size() + 10;
        const Result fewBytes = list(QUrl::fromLocalFile(root), bytes);
        QVERIFY(fewBytes.error);
        QCOMPARE(fewBytes.error->rootCode(), Error::Code::Limit);
        QVERIFY2(fewBytes.error->text().contains(u"tool1.json"_s),
                 qPrintable(fewBytes.error->text()));
        QCOMPARE(fewBytes.pages.size(), 1);
    }
};

QTEST_GUILESS_MAIN(tst_FilesListing)
#include "tst_fileslisting.moc"
