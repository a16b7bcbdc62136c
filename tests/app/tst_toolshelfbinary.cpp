// Runs the real `toolshelf` executable: subcommands must work headless, with
// no display and no platform plugin, as in a CI job or over ssh.

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

    static Result toolshelf(const QStringList &arguments)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
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
};

QTEST_GUILESS_MAIN(tst_ToolshelfBinary)
#include "tst_toolshelfbinary.moc"
