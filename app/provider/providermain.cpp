// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// toolshelf-provider: the reference A2T provider as a program, for vendors who
// want to see their catalog as a designer will, and for testing clients.

#include "provideroptions.h"
#include "providerserver.h"
#include "syntheticcatalog.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

using namespace Toolshelf;

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("toolshelf-provider"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TOOLSHELF_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);

    auto parsed = ProviderOptions::parse(application.arguments().mid(1));
    if (auto *error = std::get_if<QString>(&parsed)) {
        err << "toolshelf-provider: " << *error << "\n"
            << "See toolshelf-provider --help.\n";
        return 2;
    }
    const ProviderOptions &options = std::get<ProviderOptions>(parsed);
    if (options.showHelp) {
        out << ProviderOptions::helpText();
        return 0;
    }
    if (options.showVersion) {
        out << "toolshelf-provider " << TOOLSHELF_VERSION << "\n";
        return 0;
    }

    QString error;
    auto catalogs = options.loadCatalogs(&error);
    if (catalogs.empty()) {
        err << "toolshelf-provider: " << error << "\n";
        return 2;
    }
    if (!options.writeCatalogTo.isEmpty()) {
        const auto &synthetic = static_cast<const SyntheticCatalog &>(*catalogs.front());
        if (!SyntheticCatalog::writeCatalogDirectory(synthetic, options.writeCatalogTo, &error)) {
            err << "toolshelf-provider: " << error << "\n";
            return 1;
        }
        out << options.writeCatalogTo << "\n";
        return 0;
    }

    ProviderServer server(options.config, std::move(catalogs));
    if (!server.start(options.port, &error)) {
        err << "toolshelf-provider: cannot listen on port " << options.port << ": " << error
            << "\n";
        return 1;
    }
    for (qsizetype i = 0; i < server.catalogCount(); ++i)
        out << server.catalog(i).displayName() << ' ' << server.baseUrl(i).toString() << '\n';
    out.flush();
    return application.exec();
}
