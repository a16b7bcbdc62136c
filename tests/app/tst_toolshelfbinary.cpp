// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Runs the real `toolshelf` executable: subcommands must work headless, with
// no display and no platform plugin, as in a CI job or over ssh.

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class tst_ToolshelfBinary : public QObject
{
    Q_OBJECT

    struct Result
    {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };

    static Result toolshelf(const QStringList &arguments, const QString &workingDirectory = {},
                            const QString &locale = {})
    {
        QProcess process;
        process.setWorkingDirectory(workingDirectory);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (!locale.isEmpty()) {
            env.insert(QStringLiteral("LC_ALL"), locale);
            env.insert(QStringLiteral("LANGUAGE"), locale.left(2));
        }
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(TOOLSHELF_BINARY), arguments);
        if (!process.waitForFinished(30000))
            qFatal("toolshelf did not finish");
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                process.readAllStandardOutput(), process.readAllStandardError()};
    }

private Q_SLOTS:
    void version()
    {
        const Result r = toolshelf({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QByteArray("toolshelf " TOOLSHELF_VERSION "\n"));
    }

    void help()
    {
        const Result r = toolshelf({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("lint"));
    }

    // In German, Qt's own messages are German too (qt6-translations-l10n):
    // here QCommandLineParser's, beside Toolshelf's own.
    void germanIncludesQtsOwnMessages()
    {
        const Result r = toolshelf({QStringLiteral("lint"), QStringLiteral("--bogus")}, {},
                                   QStringLiteral("de_DE.UTF-8"));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("Unbekannte Option 'bogus'."), r.err.constData());
        QVERIFY2(r.err.contains("Siehe: toolshelf lint --help"), r.err.constData());
    }

    void lintRunsHeadless()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("tools.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[{\"toolId\": \"not-a-uuid\", \"name\": \"lookup_weather_by_city\", "
                   "\"description\": \"Weather.\", \"version\": 1, \"currentVersion\": 1, "
                   "\"output_parameters\": [{\"name\": \"Temp\", \"description\": \"C.\"}]}]");
        file.close();
        const Result r = toolshelf({QStringLiteral("lint"), file.fileName()});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains(":$[0].toolId: error: tool-id-uuid:"));
        // English counts come from the plural catalog: "1 file", not "1 file(s)".
        QVERIFY2(r.err.contains("1 error, 0 warnings, 1 file checked"), r.err.constData());
        QVERIFY2(!r.err.contains("platform plugin"), r.err.constData());
    }

    // An option's value forgotten is a usage error, never the next word taken
    // as the value: "toolshelf --profile sync" used to open the window on a
    // new profile folder named "sync".
    void missingOptionValues_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("--profile before a command")
            << QStringList {QStringLiteral("--profile"), QStringLiteral("sync")}
            << QByteArray("--profile needs a directory: \"sync\" is a command");
        QTest::newRow("--profile last") << QStringList {QStringLiteral("--profile")}
                                        << QByteArray("--profile needs a directory");
        QTest::newRow("--profile=") << QStringList {QStringLiteral("--profile=")}
                                    << QByteArray("--profile needs a directory");
        QTest::newRow("--profile before an option")
            << QStringList {QStringLiteral("--profile"), QStringLiteral("--demo")}
            << QByteArray("--profile needs a directory before --demo");
        QTest::newRow("sync --timeout last")
            << QStringList {QStringLiteral("sync"), QStringLiteral("--timeout")}
            << QByteArray("Missing value after '--timeout'");
        QTest::newRow("sync --max-pages before an option")
            << QStringList {QStringLiteral("sync"), QStringLiteral("--max-pages"),
                            QStringLiteral("--json")}
            << QByteArray("--max-pages needs a value");
        QTest::newRow("search --limit last")
            << QStringList {QStringLiteral("search"), QStringLiteral("--limit")}
            << QByteArray("Missing value after '--limit'");
        QTest::newRow("provider add --auth last")
            << QStringList {QStringLiteral("provider"), QStringLiteral("add"), QStringLiteral("a"),
                            QStringLiteral("https://a.example"), QStringLiteral("--auth")}
            << QByteArray("Missing value after '--auth'");
        QTest::newRow("export-tools --out last")
            << QStringList {QStringLiteral("export-tools"), QStringLiteral("--out")}
            << QByteArray("Missing value after '--out'");
    }

    void missingOptionValues()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, message);
        QTemporaryDir cwd;
        QTemporaryDir profile;
        // A profile for the commands that would otherwise read the user's.
        qputenv("TOOLSHELF_HOME", profile.path().toUtf8());
        const Result r = toolshelf(arguments, cwd.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), r.err.constData());
        // Nothing was made of the word taken for a folder.
        QVERIFY2(QDir(cwd.path()).isEmpty(), qPrintable(QDir(cwd.path()).entryList().join(u' ')));
    }

    // The folder meant is still reachable, by path or with "=".
    void profileFolderNamedLikeACommand()
    {
        QTemporaryDir cwd;
        for (const QString &form : {QStringLiteral("--profile=sync"), QStringLiteral("./sync")}) {
            QStringList arguments {form, QStringLiteral("provider"), QStringLiteral("list")};
            if (form.startsWith(u'.'))
                arguments.prepend(QStringLiteral("--profile"));
            const Result r = toolshelf(arguments, cwd.path());
            QVERIFY2(r.code == 0, r.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(tst_ToolshelfBinary)
#include "tst_toolshelfbinary.moc"
