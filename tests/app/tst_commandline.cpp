#include "cli/commandline.h"

#include <QTest>

using namespace Toolshelf;

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
};

QTEST_GUILESS_MAIN(tst_CommandLine)
#include "tst_commandline.moc"
