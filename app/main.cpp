// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/application.h"
#include "cli/commandline.h"
#include "cli/demoprovider.h"
#include "cli/demosession.h"
#include "editor/procedureworkspace.h"
#include "providers/credentialstore.h"
#include "providers/profileinstance.h"
#include "sync/syncengine.h"
#include "translator.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextStream>

#include <chrono>
#include <cstdio>

namespace {

// How long the process waits, at its end, for the keychain to answer the
// changes still pending (CredentialStore::whenChangesSettled()).
constexpr std::chrono::seconds KeychainSettleBound {10};

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Toolshelf"));
    QCoreApplication::setApplicationName(QStringLiteral("Toolshelf"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TOOLSHELF_VERSION));
}

} // namespace

int main(int argc, char *argv[])
{
    describeApplication();

    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));

    // Subcommands must run without a display, so they never create a QApplication.
    if (Toolshelf::CommandLine::wantsCommandLine(arguments)) {
        QCoreApplication application(argc, argv);
        Toolshelf::Translator::install(application);
        QTextStream out(stdout);
        QTextStream err(stderr);
        Toolshelf::CommandIo io {out, err};
        Toolshelf::CommandLine commandLine;
        const int code = commandLine.run(application.arguments(), io);
        if (code != Toolshelf::Command::Pending) {
            if (Toolshelf::CredentialStore::pendingChanges() == 0)
                return code;
            Toolshelf::CredentialStore::whenChangesSettled(
                &application, KeychainSettleBound, [code] { QCoreApplication::exit(code); });
            return application.exec();
        }
        // A secret changed at the end (a refresh token the provider rotated
        // during the last request) must reach the keychain before the process ends.
        QObject::connect(&commandLine, &Toolshelf::CommandLine::finished, &application,
                         [&application](int exitCode) {
                             Toolshelf::CredentialStore::whenChangesSettled(
                                 &application, KeychainSettleBound,
                                 [exitCode] { QCoreApplication::exit(exitCode); });
                         });
        return application.exec();
    }

    // Wayland compositors match the window to its desktop entry
    // (packaging/linux), and so to its name and icon, by this id; X11
    // desktops by the window class "Toolshelf", the entry's StartupWMClass.
    QGuiApplication::setDesktopFileName(QStringLiteral(TOOLSHELF_APP_ID));
    QApplication application(argc, argv);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/toolshelf-256.png")));
    Toolshelf::Translator::install(application);

    QCommandLineParser parser;
    const QCommandLineOption demoOption(
        QStringLiteral("demo"),
        QCoreApplication::translate("main", "Serve the sample catalogs from a built-in provider."));
    const QCommandLineOption profileOption(
        QStringLiteral("profile"), QCoreApplication::translate("main", "Use the profile in DIR."),
        QStringLiteral("DIR"));
    parser.addOptions({demoOption, profileOption});
    parser.addPositionalArgument(
        QStringLiteral("FILE"),
        QCoreApplication::translate("main",
                                    "Procedures (.md) to open in the Procedures dock, bundles "
                                    "(.zip) to preview and import."));
    // Qt's own options (-style, -platform...) were consumed by QApplication.
    parser.parse(application.arguments());

    // The demo works in a throwaway profile, so it never touches the user's.
    QTemporaryDir demoProfile;
    const bool isDemo = parser.isSet(demoOption);
    const Toolshelf::Profile profile = isDemo
        ? Toolshelf::Profile::at(demoProfile.path())
        : Toolshelf::Profile::resolve(parser.value(profileOption));
    // One window per profile: a start on a profile that has one hands its
    // files over and ends (a file manager's double-click lands in that window).
    Toolshelf::ProfileInstance instance(profile);
    QString instanceWarning;
    switch (instance.claim(parser.positionalArguments(), &instanceWarning)) {
    case Toolshelf::ProfileInstance::Claim::HandedOver:
        return 0;
    case Toolshelf::ProfileInstance::Claim::Unanswered:
        QMessageBox::critical(
            nullptr, QCoreApplication::applicationName(),
            QCoreApplication::translate("main",
                                        "Toolshelf is already open on this profile, but its "
                                        "window does not answer. Close it (or end its process) "
                                        "and start Toolshelf again."));
        return 1;
    case Toolshelf::ProfileInstance::Claim::First:
        if (!instanceWarning.isEmpty())
            QTextStream(stderr) << instanceWarning << '\n';
        break;
    }
    Toolshelf::Application services(profile);
    QString error;
    if (!services.open(&error)) {
        QMessageBox::critical(
            nullptr, QCoreApplication::applicationName(),
            QCoreApplication::translate("main", "The profile cannot be opened: %1").arg(error));
        return 1;
    }
    // The window's syncs hold the profile's write lock, as a command's do:
    // a `toolshelf sync` in a terminal waits for them, and they for it.
    services.syncEngine().holdWriteLock(profile);

    Toolshelf::MainWindow window(Toolshelf::CatalogServices {
        &services.providers(), &services.catalog(), &services.syncEngine(), &services.credentials(),
        &services.network(), &services.images(), &services.recovery(), &services.clients()});
    Toolshelf::DemoProvider demo;
    Toolshelf::DemoSession session(&services, &demo);
    if (isDemo) {
        window.showAsDemo(demoProfile.path());
        if (!demo.start(&error)) {
            QMessageBox::critical(
                nullptr, window.windowTitle(),
                QCoreApplication::translate("main", "The demo provider could not start: %1")
                    .arg(error));
            return 1;
        }
        QStringList names;
        QTextStream out(stdout);
        for (const auto &endpoint : demo.endpoints()) {
            out << endpoint.name << ' ' << endpoint.baseUrl.toString() << '\n';
            names.append(endpoint.name);
        }
        // A permanent label: showMessage() text vanishes when a menu shows its tips.
        auto *status = new QLabel(QCoreApplication::translate(
                                      "main", "Demo: syncing %1 from the built-in provider on %2…")
                                      .arg(names.join(QStringLiteral(", ")),
                                           demo.endpoints().constFirst().baseUrl.authority()));
        window.statusBar()->addWidget(status);
        QObject::connect(
            &session, &Toolshelf::DemoSession::finished, status,
            [status, &window, &session](qsizetype tools, int vendors, const QString &problem) {
                window.refresh();
                // The example procedure, its tools pinned now, in the Procedures dock.
                if (!session.procedureFile().isEmpty())
                    window.openProcedures({session.procedureFile()});
                status->setText(
                    problem.isEmpty()
                        ? QCoreApplication::translate(
                              "main",
                              "Demo: %1 tools from %2 sample vendors in a throwaway profile")
                              .arg(tools)
                              .arg(vendors)
                        : QCoreApplication::translate("main", "Demo: the sync failed: %1")
                              .arg(problem));
            });
        session.start();
    }
    // A bundle's preview asks once the catalog has planned it, over the shown window.
    window.openFiles(parser.positionalArguments());
    QObject::connect(&instance, &Toolshelf::ProfileInstance::activated, &window,
                     [&window](const QStringList &files) {
                         window.setWindowState((window.windowState() & ~Qt::WindowMinimized)
                                               | Qt::WindowActive);
                         window.raise();
                         window.activateWindow();
                         window.openFiles(files);
                     });
    window.show();
    // Closing the window ends the process only once the keychain has answered
    // what was still pending (a refresh token rotated by the last Try It).
    application.setQuitOnLastWindowClosed(false);
    QObject::connect(&application, &QGuiApplication::lastWindowClosed, &application,
                     [&application] {
                         Toolshelf::CredentialStore::whenChangesSettled(
                             &application, KeychainSettleBound, [] { QCoreApplication::quit(); });
                     });
    // A setting Toolshelf could not use (settings.ini) is worked around, not fatal.
    if (!services.warnings().isEmpty()) {
        QTextStream(stderr) << services.warnings().join(u'\n') << '\n';
        window.statusBar()->showMessage(services.warnings().join(QStringLiteral("; ")));
    }
    return application.exec();
}
