#include "commandline.h"
#include "mainwindow.h"
#include "translator.h"

#include <QApplication>
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
        return Toolshelf::CommandLine().run(application.arguments(), io);
    }

    QApplication application(argc, argv);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/toolshelf-256.png")));
    Toolshelf::Translator::install(application);
    Toolshelf::MainWindow window;
    window.show();
    return application.exec();
}
