#pragma once

#include "provider.h"

#include <QObject>

namespace Toolshelf {

class Application;
class ProviderAuthenticator;
struct NetworkResult;

// Fetches one version of a tool that the catalog does not hold yet
// (GET {baseUrl}/tools/{toolId}/versions/{n}), lints it on its own and stores
// it beside the tool's other versions, so show and pin can use it.
class VersionFetch final : public QObject
{
    Q_OBJECT

public:
    VersionFetch(Application *application, Provider provider, QString toolId, qint64 version,
                 QObject *parent = nullptr);

    void start();

Q_SIGNALS:
    // Once. `error` is translated and names the cause; provider text in it is
    // not escaped yet.
    void finished(bool ok, const QString &error);

private:
    void answered(const NetworkResult &result);
    void store(const NetworkResult &result);
    void finish(bool ok, const QString &error);

    Application *m_application;
    Provider m_provider;
    QString m_toolId;
    qint64 m_version;
    ProviderAuthenticator *m_authenticator;
    bool m_done = false;
};

} // namespace Toolshelf
