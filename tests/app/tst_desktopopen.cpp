// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// End to end, as a double-click in a file manager does it: the real
// `toolshelf` is started with a bundle (the desktop entry's Exec=toolshelf
// %F) on a real X server (Xvfb), its import preview appears over the
// window, and answering it with the keyboard (xdotool) imports the bundle,
// which the command line then finds in the profile. Declined, nothing is
// imported.

#include "catalog/catalogdatabase.h"
#include "catalogstaging.h"
#include "sharing/bundlewriter.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

class tst_DesktopOpen : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_bundle;

    static QProcessEnvironment environment(const QString &home)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        env.insert(QStringLiteral("HOME"), home);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
        env.remove(QStringLiteral("TOOLSHELF_HOME"));
        return env;
    }

    // What a command prints, or nothing when it fails.
    static QByteArray output(const QString &program, const QStringList &arguments,
                             const QProcessEnvironment &env
                             = QProcessEnvironment::systemEnvironment())
    {
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(program, arguments);
        if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit
            || process.exitCode() != 0)
            return {};
        return process.readAllStandardOutput();
    }

    // The X window of the import preview, once it shows.
    static QByteArray previewWindow()
    {
        QByteArray window;
        const bool shown = QTest::qWaitFor(
            [&window] {
                window = output(QStringLiteral("xdotool"),
                                {QStringLiteral("search"), QStringLiteral("--onlyvisible"),
                                 QStringLiteral("--name"), QStringLiteral("^Import Bundle$")})
                             .trimmed();
                return !window.isEmpty();
            },
            30000);
        return shown ? window.split('\n').value(0) : QByteArray();
    }

    // Starts the window on a fresh profile with the bundle, answers its
    // preview with `key`, and gives back what `provider list` says after.
    QByteArray openAndAnswer(const QString &key)
    {
        const QString profile = m_dir.filePath(QStringLiteral("profile-") + key);
        const QString home = m_dir.filePath(QStringLiteral("home-") + key);
        QProcess toolshelf;
        toolshelf.setProcessEnvironment(environment(home));
        toolshelf.setProcessChannelMode(QProcess::ForwardedChannels);
        toolshelf.start(QStringLiteral(TOOLSHELF_BINARY),
                        {QStringLiteral("--profile"), profile, m_bundle});
        if (!toolshelf.waitForStarted())
            return "TEST ERROR: toolshelf did not start";
        const QByteArray window = previewWindow();
        QByteArray listed;
        if (!window.isEmpty()) {
            // Without a window manager the focus is set directly.
            output(QStringLiteral("xdotool"),
                   {QStringLiteral("windowfocus"), QStringLiteral("--sync"),
                    QString::fromLatin1(window)});
            output(QStringLiteral("xdotool"), {QStringLiteral("key"), key});
            // The answer reached the preview: it closed.
            const bool closed = QTest::qWaitFor(
                [] {
                    return output(QStringLiteral("xdotool"),
                                  {QStringLiteral("search"), QStringLiteral("--onlyvisible"),
                                   QStringLiteral("--name"), QStringLiteral("^Import Bundle$")})
                        .trimmed()
                        .isEmpty();
                },
                10000);
            if (!closed)
                listed = "TEST ERROR: the preview did not take the key";
            const QStringList list {QStringLiteral("--profile"), profile,
                                    QStringLiteral("provider"), QStringLiteral("list")};
            // Imported, or the time an import would have taken passed.
            const bool imported = closed
                && QTest::qWaitFor(
                                      [&] {
                                          listed = output(QStringLiteral(TOOLSHELF_BINARY), list,
                                                          environment(home));
                                          return listed.contains("Skycast");
                                      },
                                      key == QLatin1String("alt+y") ? 30000 : 3000);
            qInfo("%s after the answer: %s", imported ? "imported" : "not imported",
                  listed.constData());
        } else {
            listed = "TEST ERROR: no import preview showed";
        }
        toolshelf.terminate();
        if (!toolshelf.waitForFinished(10000))
            toolshelf.kill();
        return listed;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("DISPLAY"))
            QSKIP("needs an X server (the test runs under xvfb-run)");
        // A colleague's bundle of two Skycast tools.
        QString error;
        CatalogDatabase db;
        QVERIFY2(db.open(m_dir.filePath(QStringLiteral("theirs.sqlite")), &error),
                 qPrintable(error));
        QVERIFY(Staging::syncSkycast(db));
        Provider skycast;
        skycast.name = QStringLiteral("Skycast");
        skycast.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/skycast"));
        const auto collected = BundleWriter::collect(db, db.search(CatalogQuery {}), {skycast},
                                                     QStringLiteral("test"));
        QVERIFY(std::holds_alternative<Bundle>(collected));
        m_bundle = m_dir.filePath(QStringLiteral("team.toolshelf.zip"));
        QVERIFY2(BundleWriter::write(std::get<Bundle>(collected), m_bundle, &error),
                 qPrintable(error));
    }

    void yesImports()
    {
        const QByteArray listed = openAndAnswer(QStringLiteral("alt+y"));
        QVERIFY2(listed.contains("Skycast") && listed.contains("http://127.0.0.1:9/skycast"),
                 listed.constData());
    }

    // The preview's default answer is No.
    void returnDeclines()
    {
        const QByteArray listed = openAndAnswer(QStringLiteral("Return"));
        QVERIFY2(!listed.contains("Skycast") && !listed.startsWith("TEST ERROR"),
                 listed.constData());
    }
};

QTEST_GUILESS_MAIN(tst_DesktopOpen)
#include "tst_desktopopen.moc"
