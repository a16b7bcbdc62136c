// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog.h"
#include "providerconfig.h"

#include <QCoreApplication>
#include <QStringList>

#include <memory>
#include <optional>
#include <variant>
#include <vector>

namespace Toolshelf {

// The command line of toolshelf-provider, parsed; kept apart from main() so
// tests check every flag without starting a process.
struct ProviderOptions
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ProviderOptions)

public:
    struct Synthetic
    {
        qsizetype tools = 1000;
        int tags = 20;
        int versions = 3;
        quint64 seed = 1;
    };

    bool showHelp = false;
    bool showVersion = false;
    ProviderConfig config;
    quint16 port = 0;
    QStringList catalogDirectories;
    std::optional<Synthetic> synthetic;
    // With --synthetic: write the catalog here instead of serving it.
    QString writeCatalogTo;

    // Arguments without the program name. Returns the options or an error message.
    static std::variant<ProviderOptions, QString> parse(const QStringList &arguments);
    static QString helpText();

    // The catalogs to serve: --catalog directories, the synthetic one, or by
    // default the bundled samples. Null entries never; empty on error.
    std::vector<std::unique_ptr<Catalog>> loadCatalogs(QString *error) const;
};

} // namespace Toolshelf
