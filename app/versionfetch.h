#pragma once

#include "provider.h"

#include <QObject>
#include <QPointer>

namespace Toolshelf {

class Application;
class NetworkCall;
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
    ~VersionFetch() override;

    void start();

Q_SIGNALS:
    // Once. `error` is translated and names the cause; provider text in it is
    // not escaped yet.
    void finished(bool ok, const QString &error);

private:
    void request();
    void answered(const NetworkResult &result);
    void store(const NetworkResult &result);
    void finish(bool ok, const QString &error);

    Application *m_application;
    Provider m_provider;
    QString m_toolId;
    qint64 m_version;
    ProviderAuthenticator *m_authenticator;
    QPointer<NetworkCall> m_call;
    bool m_reauthenticated = false;
    bool m_done = false;
};

} // namespace Toolshelf
