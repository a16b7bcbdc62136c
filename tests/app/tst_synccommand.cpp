// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `toolshelf sync`: its budgets from the command line and the profile's
// settings, the notes a sync leaves, and temporary storage on a kill.

#include "catalogfixture.h"
#include "syntheticcatalog.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSettings>

#include <signal.h>

using namespace CatalogFixture;

namespace {

std::unique_ptr<Toolshelf::ProviderServer> syntheticServer(qsizetype tools, int versions = 2,
                                                           int latencyMs = 0)
{
    std::vector<std::unique_ptr<Toolshelf::Catalog>> catalogs;
    catalogs.push_back(std::make_unique<Toolshelf::SyntheticCatalog>(tools, 4, versions, 5));
    Toolshelf::ProviderConfig config;
    config.faults.latencyMs = latencyMs;
    return Fixture::startServer(config, std::move(catalogs));
}

void setting(const QString &profile, const QString &key, const QString &value)
{
    QSettings settings(Toolshelf::Profile::resolve(profile).settingsFile(), QSettings::IniFormat);
    settings.setValue(key, value);
}

} // namespace

class tst_SyncCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_profiles = 0;

    QString profileWith(const Toolshelf::ProviderServer &server)
    {
        const QString profile = m_dir.filePath(QStringLiteral("p%1").arg(++m_profiles));
        const Run added = toolshelf(profile,
                                    {QStringLiteral("provider"), QStringLiteral("add"),
                                     QStringLiteral("Synth"), server.baseUrl(0).toString()});
        if (added.code != 0)
            qWarning("provider add: %s", qPrintable(added.err));
        return profile;
    }

private Q_SLOTS:
    void badBudgetsAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("timeout zero")
            << QStringList {QStringLiteral("--timeout"), QStringLiteral("0")};
        QTest::newRow("timeout word") << QStringList {QStringLiteral("--timeout=soon")};
        QTest::newRow("timeout without value") << QStringList {QStringLiteral("--timeout")};
        QTest::newRow("bytes unit")
            << QStringList {QStringLiteral("--max-bytes"), QStringLiteral("5X")};
        QTest::newRow("pages negative")
            << QStringList {QStringLiteral("--max-pages"), QStringLiteral("-1")};
    }

    void badBudgetsAreUsageErrors()
    {
        QFETCH(QStringList, arguments);
        auto server = syntheticServer(5);
        const Run run
            = toolshelf(profileWith(*server), QStringList {QStringLiteral("sync")} + arguments);
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains(arguments.first().section(u'=', 0, 0)), qPrintable(run.err));
    }

    // 250 tools are three pages of 100.
    void settingsSetThePageBudgetAndTheOptionWins()
    {
        auto server = syntheticServer(250);
        const QString profile = profileWith(*server);
        setting(profile, QStringLiteral("sync/maxPages"), QStringLiteral("2"));
        const Run refused = toolshelf(profile, {QStringLiteral("sync")});
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.out.contains(QLatin1String("page budget of 2")), qPrintable(refused.out));
        QVERIFY2(refused.out.contains(QLatin1String("previous catalog is kept")),
                 qPrintable(refused.out));

        const Run synced = toolshelf(
            profile, {QStringLiteral("sync"), QStringLiteral("--max-pages"), QStringLiteral("3")});
        QCOMPARE(synced.code, 0);
        QVERIFY2(synced.out.contains(QLatin1String("tools 250")), qPrintable(synced.out));
    }

    void unusableSettingWarnsAndKeepsTheDefault()
    {
        auto server = syntheticServer(5);
        const QString profile = profileWith(*server);
        setting(profile, QStringLiteral("sync/maxBytes"), QStringLiteral("plenty"));
        const Run run = toolshelf(profile, {QStringLiteral("sync")});
        QCOMPARE(run.code, 0);
        QVERIFY2(run.err.contains(QLatin1String("sync/maxBytes")), qPrintable(run.err));
    }

    void byteBudgetFromTheCommandLine()
    {
        auto server = syntheticServer(250);
        const Run run = toolshelf(
            profileWith(*server),
            {QStringLiteral("sync"), QStringLiteral("--max-bytes=100K"), QStringLiteral("--json")});
        QCOMPARE(run.code, 1);
        const QJsonObject result = run.array().first().toObject();
        QCOMPARE(result.value(QStringLiteral("ok")).toBool(), false);
        QVERIFY2(
            result.value(QStringLiteral("error")).toString().contains(QLatin1String("byte budget")),
            qPrintable(run.out));
        QCOMPARE(result.value(QStringLiteral("errorCode")).toString(), QStringLiteral("limit"));
    }

    // errorCode names the kind of failure at the root, for scripts; empty when ok.
    void jsonNamesTheKindOfFailure()
    {
        auto server = syntheticServer(5);
        const QString profile = profileWith(*server);
        const Run synced = toolshelf(profile, {QStringLiteral("sync"), QStringLiteral("--json")});
        QCOMPARE(synced.code, 0);
        const QJsonObject ok = synced.array().first().toObject();
        QCOMPARE(ok.value(QStringLiteral("ok")).toBool(), true);
        QCOMPARE(ok.value(QStringLiteral("error")).toString(), QString());
        QVERIFY2(ok.contains(QStringLiteral("errorCode")), qPrintable(synced.out));
        QCOMPARE(ok.value(QStringLiteral("errorCode")).toString(), QString());

        // Signing in is needed, and nobody did: unauthorized, whatever the words.
        QCOMPARE(toolshelf(profile,
                           {QStringLiteral("provider"), QStringLiteral("add"),
                            QStringLiteral("Private"), server->baseUrl(0).toString(),
                            QStringLiteral("--auth"), QStringLiteral("bearer")})
                     .code,
                 0);
        const Run refused = toolshelf(
            profile, {QStringLiteral("sync"), QStringLiteral("Private"), QStringLiteral("--json")});
        QCOMPARE(refused.code, 1);
        const QJsonObject failed = refused.array().first().toObject();
        QCOMPARE(failed.value(QStringLiteral("ok")).toBool(), false);
        QVERIFY2(failed.value(QStringLiteral("error"))
                     .toString()
                     .contains(QLatin1String("toolshelf login")),
                 qPrintable(refused.out));
        QCOMPARE(failed.value(QStringLiteral("errorCode")).toString(),
                 QStringLiteral("unauthorized"));
    }

    // A pinned tool the provider withdraws: the sync succeeds and says so.
    void notesFollowTheProvidersLine()
    {
        auto before = syntheticServer(6, 2);
        const QString profile = profileWith(*before);
        QCOMPARE(toolshelf(profile, {QStringLiteral("sync")}).code, 0);
        const QJsonArray found
            = toolshelf(profile, {QStringLiteral("search"), QStringLiteral("--json")}).array();
        QCOMPARE(found.size(), 6);
        const auto &catalog = static_cast<const Toolshelf::SyntheticCatalog &>(before->catalog(0));
        const QString name = catalog.nameAt(5);
        QCOMPARE(
            toolshelf(profile,
                      {QStringLiteral("pin"), QStringLiteral("Synth/") + name, QStringLiteral("2")})
                .code,
            0);

        auto after = syntheticServer(5, 2);
        QCOMPARE(toolshelf(profile,
                           {QStringLiteral("provider"), QStringLiteral("import"),
                            [&] {
                                const QString file = m_dir.filePath(QStringLiteral("moved.json"));
                                Fixture::writeFile(
                                    file,
                                    "{\"version\":1,\"providers\":[{\"name\":\"Synth\","
                                    "\"baseUrl\":\""
                                        + after->baseUrl(0).toString().toUtf8() + "\"}]}");
                                return file;
                            }()})
                     .code,
                 0);
        const Run run = toolshelf(profile, {QStringLiteral("sync")});
        QCOMPARE(run.code, 0);
        const QStringList lines = run.lines();
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.at(0).startsWith(QLatin1String("Synth: tools 5")), qPrintable(run.out));
        QVERIFY2(lines.at(1).startsWith(QLatin1String("  ")) && lines.at(1).contains(name)
                     && lines.at(1).contains(QLatin1String("no longer listed")),
                 qPrintable(run.out));
        const Run shown
            = toolshelf(profile, {QStringLiteral("show"), QStringLiteral("Synth/") + name});
        QCOMPARE(shown.code, 0);
        QVERIFY2(shown.out.contains(QLatin1String("withdrawn")), qPrintable(shown.out));
    }

    // Staging goes to SQLite's temporary files, unlinked as soon as they are
    // opened: a sync killed mid-way leaves nothing behind.
    void killedSyncLeavesNoTemporaryFiles()
    {
        auto server = syntheticServer(3000, 1, 40);
        const QString profile = profileWith(*server);
        QTemporaryDir temporary;
        QProcess sync;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("SQLITE_TMPDIR"), temporary.path());
        sync.setProcessEnvironment(environment);
        sync.start(QStringLiteral(TOOLSHELF_BINARY),
                   {QStringLiteral("--profile"), profile, QStringLiteral("sync")});
        QVERIFY(sync.waitForStarted());
        const pid_t pid = static_cast<pid_t>(sync.processId());
        const auto held = [&] {
            int files = 0;
            const QDir fds(QStringLiteral("/proc/%1/fd").arg(pid));
            for (const QFileInfo &fd : fds.entryInfoList(QDir::Files | QDir::System))
                files += fd.symLinkTarget().startsWith(temporary.path()) ? 1 : 0;
            return files;
        };
        const auto left = [&] {
            return QDir(temporary.path())
                .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        };
        const auto stopped = [&] {
            QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
            if (!stat.open(QIODevice::ReadOnly))
                return false;
            const QByteArray line = stat.readAll();
            // "pid (comm) STATE ...": the state follows the last ')'.
            return line.mid(line.lastIndexOf(')') + 2, 1) == "T";
        };
        // Kill it while staging holds temporary files. SQLite creates each
        // file and unlinks it a few instructions later; a kill between the two
        // is a window no design can close, so the process is stopped first and
        // killed only at an instant it holds files and none has a name.
        bool killed = false;
        QStringList named;
        QDeadlineTimer deadline(20000);
        while (!killed && !deadline.hasExpired() && sync.state() == QProcess::Running) {
            QTest::qWait(20);
            if (held() == 0)
                continue;
            QCOMPARE(::kill(pid, SIGSTOP), 0);
            QTRY_VERIFY(stopped());
            if (held() > 0 && left().isEmpty()) {
                QCOMPARE(::kill(pid, SIGKILL), 0);
                killed = true;
            } else {
                named = left();
                QCOMPARE(::kill(pid, SIGCONT), 0);
            }
        }
        // A file staging keeps by name (or one never unlinked) is left in the
        // folder at every stop, so the kill never comes.
        QVERIFY2(killed,
                 qPrintable(QLatin1String("no instant without named temporary files: ")
                            + named.join(QLatin1String(", "))));
        QVERIFY(sync.waitForFinished());
        QCOMPARE(sync.exitStatus(), QProcess::CrashExit);
        QVERIFY2(left().isEmpty(), qPrintable(left().join(QLatin1String(", "))));
    }
};

QTEST_GUILESS_MAIN(tst_SyncCommand)
#include "tst_synccommand.moc"
