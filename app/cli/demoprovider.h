// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QUrl>

#include <memory>

namespace Toolshelf {

class ProviderServer;

// `toolshelf --demo`: the reference provider with the bundled sample catalogs,
// running in-process on a free loopback port for as long as the app runs; and
// one of them again as seed 003's a2t serves it, so the demo shows both dialects.
class DemoProvider
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::DemoProvider)

public:
    struct Endpoint
    {
        QString name;
        QUrl baseUrl;
        // The ToolDialect::id() it speaks.
        QString dialect;
    };

    DemoProvider();
    ~DemoProvider();

    bool start(QString *error);
    QList<Endpoint> endpoints() const;

private:
    std::unique_ptr<ProviderServer> m_server;
    std::unique_ptr<ProviderServer> m_capabilities;
};

} // namespace Toolshelf
