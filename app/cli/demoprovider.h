#pragma once

#include <QCoreApplication>
#include <QList>
#include <QUrl>

#include <memory>

namespace Toolshelf {

class ProviderServer;

// `toolshelf --demo`: the reference provider with the bundled sample catalogs,
// running in-process on a free loopback port for as long as the app runs.
class DemoProvider
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::DemoProvider)

public:
    struct Endpoint
    {
        QString name;
        QUrl baseUrl;
    };

    DemoProvider();
    ~DemoProvider();

    bool start(QString *error);
    QList<Endpoint> endpoints() const;

private:
    std::unique_ptr<ProviderServer> m_server;
};

} // namespace Toolshelf
