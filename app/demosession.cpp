#include "demosession.h"

#include "application.h"
#include "demoprovider.h"
#include "syncengine.h"

namespace Toolshelf {

DemoSession::DemoSession(Application *application, const DemoProvider *provider, QObject *parent)
    : QObject(parent)
    , m_application(application)
    , m_provider(provider)
{ }

void DemoSession::start()
{
    QList<Provider> vendors;
    for (const DemoProvider::Endpoint &endpoint : m_provider->endpoints()) {
        Provider vendor;
        vendor.name = endpoint.name;
        vendor.baseUrl = endpoint.baseUrl;
        // Another demo's profile may know the vendor already; its URL has changed.
        const auto problem = m_application->providers().find(vendor.name)
            ? m_application->providers().update(vendor)
            : m_application->providers().add(vendor);
        if (problem)
            m_errors.append(tr("%1: %2").arg(vendor.name, *problem));
        else
            vendors.append(vendor);
    }
    QString error;
    if (!m_application->providers().save(&error))
        m_errors.append(error);

    SyncEngine &engine = m_application->syncEngine();
    connect(&engine, &SyncEngine::providerFinished, this,
            [this](const QString &vendor, bool ok, const SyncSummary &summary, const QString &why) {
                if (ok)
                    m_tools += summary.toolsListed;
                else
                    m_errors.append(tr("%1: %2").arg(vendor, why));
            });
    connect(&engine, &SyncEngine::idle, this, [this, count = int(vendors.size())] {
        Q_EMIT finished(m_tools, count, m_errors.join(QStringLiteral("; ")));
    });
    if (vendors.isEmpty())
        return Q_EMIT finished(0, 0, m_errors.join(QStringLiteral("; ")));
    engine.sync(vendors);
}

} // namespace Toolshelf
