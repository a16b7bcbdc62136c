// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/commandline.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run run(const QStringList &arguments)
{
    Run result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    CommandIo io {out, err};
    result.code = CommandLine().run(QStringList {QStringLiteral("toolshelf")} + arguments, io);
    out.flush();
    err.flush();
    return result;
}

} // namespace

class tst_CommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wantsCommandLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<bool>("headless");
        QTest::newRow("no arguments opens the window") << QStringList {} << false;
        QTest::newRow("qt option opens the window")
            << QStringList {QStringLiteral("-style=fusion")} << false;
        QTest::newRow("subcommand")
            << QStringList {QStringLiteral("lint"), QStringLiteral("a.json")} << true;
        QTest::newRow("help") << QStringList {QStringLiteral("--help")} << true;
        QTest::newRow("version") << QStringList {QStringLiteral("--version")} << true;
        QTest::newRow("unknown word") << QStringList {QStringLiteral("frobnicate")} << true;
        // Procedures to open in the window, as a file manager passes them.
        QTest::newRow("procedure") << QStringList {QStringLiteral("refill.md")} << false;
        QTest::newRow("procedures with a profile")
            << QStringList {QStringLiteral("--profile"), QStringLiteral("/tmp/p"),
                            QStringLiteral("/home/me/Refill Procedure.MD"),
                            QStringLiteral("b.markdown")}
            << false;
        QTest::newRow("a command's file")
            << QStringList {QStringLiteral("lint"), QStringLiteral("refill.md")} << true;
        // A bundle's import preview, and any path (a desktop entry's %F), which
        // the window opens or says why not.
        QTest::newRow("bundle") << QStringList {QStringLiteral("team.ZIP")} << false;
        QTest::newRow("text/markdown's other name")
            << QStringList {QStringLiteral("refill.mkd")} << false;
        QTest::newRow("a path") << QStringList {QStringLiteral("/home/me/team-tools")} << false;
        QTest::newRow("a relative path") << QStringList {QStringLiteral("./sync")} << false;
        QTest::newRow("a command's bundle")
            << QStringList {QStringLiteral("import-bundle"), QStringLiteral("team.zip")} << true;
    }

    void wantsCommandLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(bool, headless);
        QCOMPARE(
            CommandLine::wantsCommandLine(QStringList {QStringLiteral("toolshelf")} + arguments),
            headless);
    }

    void printsVersion()
    {
        const Run r = run({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QStringLiteral("toolshelf " TOOLSHELF_VERSION "\n"));
    }

    void helpListsEveryCommand()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QLatin1String("Usage: toolshelf")));
        QVERIFY(r.out.contains(QLatin1String("  lint ")));
        QVERIFY(r.out.contains(QLatin1String("Exit status")));
    }

    void rejectsUnknownCommandsAndOptions_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("command") << QStringList {QStringLiteral("frobnicate")}
                                 << QStringLiteral("unknown command \"frobnicate\"");
        QTest::newRow("option") << QStringList {QStringLiteral("--frob"), QStringLiteral("lint")}
                                << QStringLiteral("unknown option --frob");
    }

    void rejectsUnknownCommandsAndOptions()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = run(arguments);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void dispatchesToTheSubcommand()
    {
        const Run r = run({QStringLiteral("lint"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QLatin1String("Usage: toolshelf lint [options] FILE...")));
    }

    // Every subcommand reads its arguments one way (CommandParser): -h and
    // --help print its usage, description and options; an unknown option and
    // a missing argument are said the same way, with where the help is, and
    // exit with 2 before anything is read or written.
    void everySubcommandParsesOneWay_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QStringList>("missing");
        const QStringList none;
        QTest::newRow("sync") << QStringList {u"sync"_s}
                              << QStringList {u"--max-pages"_s, u"--json"_s};
        QTest::newRow("login") << QStringList {u"login"_s} << none;
        QTest::newRow("provider add")
            << QStringList {u"provider"_s, u"add"_s} << QStringList {u"only-a-name"_s};
        QTest::newRow("provider list")
            << QStringList {u"provider"_s, u"list"_s} << QStringList {u"extra"_s};
        QTest::newRow("provider remove") << QStringList {u"provider"_s, u"remove"_s} << none;
        QTest::newRow("provider import") << QStringList {u"provider"_s, u"import"_s} << none;
        QTest::newRow("provider export") << QStringList {u"provider"_s, u"export"_s} << none;
        QTest::newRow("lint") << QStringList {u"lint"_s} << none;
        QTest::newRow("search") << QStringList {u"search"_s}
                                << QStringList {u"--limit"_s, u"many"_s};
        QTest::newRow("show") << QStringList {u"show"_s} << none;
        QTest::newRow("pin") << QStringList {u"pin"_s} << none;
        QTest::newRow("unpin") << QStringList {u"unpin"_s} << none;
        QTest::newRow("override") << QStringList {u"override"_s} << none;
        QTest::newRow("invoke") << QStringList {u"invoke"_s} << none;
        QTest::newRow("export-tools") << QStringList {u"export-tools"_s} << none;
        QTest::newRow("export-skill") << QStringList {u"export-skill"_s} << none;
        QTest::newRow("export-surface") << QStringList {u"export-surface"_s} << none;
        QTest::newRow("export-bundle") << QStringList {u"export-bundle"_s} << none;
        QTest::newRow("import-bundle") << QStringList {u"import-bundle"_s} << none;
    }

    void everySubcommandParsesOneWay()
    {
        QFETCH(QStringList, command);
        QFETCH(QStringList, missing);
        QTemporaryDir profile;
        qputenv("TOOLSHELF_HOME", profile.path().toUtf8());
        const QString typed = command.join(u' ');
        for (const QString &help : {u"-h"_s, u"--help"_s}) {
            const Run r = run(command + QStringList {help});
            QCOMPARE(r.code, 0);
            QVERIFY2(r.out.startsWith(u"Usage: toolshelf"_s), qPrintable(r.out));
            QVERIFY2(r.out.contains(u"-h, --help"_s), qPrintable(r.out));
            QVERIFY(r.err.isEmpty());
        }
        const QString seeHelp = QString(u"See: toolshelf " + typed + u" --help");
        const Run unknown = run(command + QStringList {u"--no-such-option"_s});
        QCOMPARE(unknown.code, 2);
        QVERIFY2(unknown.err.startsWith(QString(u"toolshelf " + typed + u": ")),
                 qPrintable(unknown.err));
        QVERIFY2(unknown.err.contains(u"no-such-option"_s), qPrintable(unknown.err));
        QVERIFY2(unknown.err.contains(seeHelp), qPrintable(unknown.err));
        QVERIFY(unknown.out.isEmpty());
        const Run incomplete = run(command + missing);
        QCOMPARE(incomplete.code, 2);
        QVERIFY2(incomplete.err.startsWith(QString(u"toolshelf " + typed + u": ")),
                 qPrintable(incomplete.err));
        QVERIFY2(incomplete.err.contains(seeHelp), qPrintable(incomplete.err));
        QVERIFY(incomplete.out.isEmpty());
        QVERIFY2(QDir(profile.path()).isEmpty(), "a usage error wrote to the profile");
    }
};

QTEST_GUILESS_MAIN(tst_CommandLine)
#include "tst_commandline.moc"
