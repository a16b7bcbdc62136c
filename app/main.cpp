#include "commandline.h"
#include "demoprovider.h"
#include "mainwindow.h"
#include "translator.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>
#include <QTextStream>

#include <cstdio>

namespace {

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
        if (code != Toolshelf::Command::Pending)
            return code;
        QObject::connect(&commandLine, &Toolshelf::CommandLine::finished, &application,
                         [](int exitCode) { QCoreApplication::exit(exitCode); });
        return application.exec();
    }

    QApplication application(argc, argv);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/toolshelf-256.png")));
    Toolshelf::Translator::install(application);

    QCommandLineParser parser;
    const QCommandLineOption demoOption(
        QStringLiteral("demo"),
        QCoreApplication::translate("main", "Serve the sample catalogs from a built-in provider."));
    parser.addOption(demoOption);
    // Qt's own options (-style, -platform...) were consumed by QApplication.
    parser.parse(application.arguments());

    Toolshelf::MainWindow window;
    Toolshelf::DemoProvider demo;
    if (parser.isSet(demoOption)) {
        QString error;
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
        window.statusBar()->addWidget(new QLabel(
            QCoreApplication::translate("main", "Demo: the reference provider serves %1 on %2")
                .arg(names.join(QStringLiteral(", ")),
                     demo.endpoints().constFirst().baseUrl.authority())));
    }
    window.show();
    return application.exec();
}
