// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The real `toolshelf` binary through a whole workflow, as a user runs it:
// secrets go in through `login` (stdin, or the browser for OAuth2) and must be
// found nowhere on disk afterwards.

#include "providerfixture.h"
#include "toolshelfprocess.h"

#include <QDirIterator>
#include <QProcess>
#include <QStandardPaths>

using namespace Toolshelf;
using namespace Fixture;
using ToolshelfProcess::Result;

namespace {

const QByteArray Canary = "canary-7d1e5f3a9c2b48e0";

} // namespace

class tst_Workflow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_profile;

    // Runs the binary while this process keeps serving the provider.
    Result toolshelf(const QStringList &arguments, const QByteArray &input = {},
                     const QProcessEnvironment &extra = {})
    {
        return ToolshelfProcess::run(m_profile, QString(), arguments, input, extra);
    }

    // Every file under `root` whose bytes contain the canary in clear, base64 or hex.
    static QStringList filesContainingCanary(const QString &root)
    {
        QStringList found;
        QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QByteArray bytes = file.readAll();
            if (bytes.contains(Canary) || bytes.contains(Canary.toBase64())
                || bytes.contains(Canary.toHex()))
                found << file.fileName();
        }
        return found;
    }

private Q_SLOTS:
    void init()
    {
        static int counter = 0;
        m_profile = m_dir.filePath(QStringLiteral("profile%1").arg(++counter));
    }

    void canarySecretNeverReachesTheDisk()
    {
        ProviderConfig config;
        config.auth.mode = AuthConfig::Mode::Bearer;
        config.auth.secret = Canary;
        auto server = startServer(config, demoCatalog(m_dir));
        QCOMPARE(toolshelf({QStringLiteral("provider"), QStringLiteral("add"),
                            QStringLiteral("Vendor"), server->baseUrl(0).toString(),
                            QStringLiteral("--auth"), QStringLiteral("bearer")})
                     .code,
                 0);
        const Result login
            = toolshelf({QStringLiteral("login"), QStringLiteral("Vendor")}, Canary + '\n');
        QVERIFY2(login.code == 0, login.err.constData());
        const Result sync = toolshelf({QStringLiteral("sync")});
        QVERIFY2(sync.code == 0, sync.err.constData());
        // The progress ends by saying what the wait for the commit is.
        QVERIFY2(sync.err.contains("Vendor: every page is in; saving to the catalog (tools "),
                 sync.err.constData());
        QCOMPARE(toolshelf({QStringLiteral("search"), QStringLiteral("weather")}).code, 0);
        QCOMPARE(
            toolshelf({QStringLiteral("show"), QStringLiteral("Vendor/lookup_weather_by_city")})
                .code,
            0);
        const Result invoked
            = toolshelf({QStringLiteral("invoke"), QStringLiteral("Vendor/lookup_weather_by_city"),
                         QStringLiteral("City=Boston")});
        QVERIFY2(invoked.code == 0, invoked.err.constData());
        QVERIFY(invoked.out.contains("Temperature = 21"));
        const QString exported = m_dir.filePath(QStringLiteral("providers.json"));
        QCOMPARE(toolshelf({QStringLiteral("provider"), QStringLiteral("export"), exported}).code,
                 0);

        // Nowhere: not in the profile, the export, the home directory or the
        // keyring's files (which hold it encrypted).
        QStringList roots {m_profile, exported};
        const QString home = QDir::homePath();
        if (home.startsWith(QDir::tempPath()))
            roots << home;
        else
            roots << QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
                    + QStringLiteral("/keyrings");
        for (const QString &root : roots) {
            if (QFileInfo(root).isFile()) {
                QFile file(root);
                QVERIFY(file.open(QIODevice::ReadOnly));
                QVERIFY(!file.readAll().contains(Canary));
            } else {
                const QStringList found = filesContainingCanary(root);
                QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
            }
        }
    }

    // toolshelf login for oauth2-code: the browser (here curl, following the
    // provider's redirect to the loopback reply handler) completes a real
    // authorization-code exchange with PKCE; the refresh token then syncs.
    void browserLoginWithPkce()
    {
        ProviderConfig config;
        config.auth.mode = AuthConfig::Mode::OAuth2;
        config.auth.clientId = QStringLiteral("designer-app");
        config.auth.clientSecret = "unused-by-public-clients";
        auto server = startServer(config, demoCatalog(m_dir));
        const QString base = server->baseUrl(0).toString();
        QCOMPARE(
            toolshelf({QStringLiteral("provider"), QStringLiteral("add"), QStringLiteral("Browser"),
                       base, QStringLiteral("--auth"), QStringLiteral("oauth2-code"),
                       QStringLiteral("--client-id"), QStringLiteral("designer-app"),
                       QStringLiteral("--token-url"), base + QStringLiteral("/oauth/token"),
                       QStringLiteral("--auth-url"), base + QStringLiteral("/oauth/authorize")})
                .code,
            0);
        QCOMPARE(toolshelf({QStringLiteral("sync")}).code, 1);
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("curl")).isEmpty(),
                 "curl plays the web browser here; packaging/setup.sh installs it");
        QProcessEnvironment browser;
        browser.insert(QStringLiteral("BROWSER"), QStringLiteral("curl -s -L -o /dev/null"));
        const Result login
            = toolshelf({QStringLiteral("login"), QStringLiteral("Browser")}, {}, browser);
        QVERIFY2(login.code == 0, login.err.constData());
        QVERIFY(login.err.contains("/oauth/authorize"));
        const Result sync = toolshelf({QStringLiteral("sync"), QStringLiteral("--json")});
        QVERIFY2(sync.code == 0, sync.out.constData());
    }

    void loginRefusals()
    {
        QCOMPARE(toolshelf({QStringLiteral("login"), QStringLiteral("Nobody")}).code, 2);
        QCOMPARE(toolshelf({QStringLiteral("provider"), QStringLiteral("add"),
                            QStringLiteral("--dialect"), QStringLiteral("a2t"),
                            QStringLiteral("Open"), QStringLiteral("http://127.0.0.1:9/x")})
                     .code,
                 0);
        const Result none = toolshelf({QStringLiteral("login"), QStringLiteral("Open")});
        QCOMPARE(none.code, 0);
        QVERIFY(none.out.contains("needs no credentials"));
        QCOMPARE(toolshelf({QStringLiteral("provider"), QStringLiteral("add"),
                            QStringLiteral("--dialect"), QStringLiteral("a2t"),
                            QStringLiteral("Keyed"), QStringLiteral("http://127.0.0.1:9/y"),
                            QStringLiteral("--auth"), QStringLiteral("api-key")})
                     .code,
                 0);
        QCOMPARE(toolshelf({QStringLiteral("login"), QStringLiteral("Keyed")}, "\n").code, 2);
    }
};

QTEST_GUILESS_MAIN(tst_Workflow)
#include "tst_workflow.moc"
