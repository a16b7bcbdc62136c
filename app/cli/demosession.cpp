// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/demosession.h"

#include "catalog/catalogservice.h"
#include "catalog/catalogstore.h"
#include "cli/application.h"
#include "cli/demoprovider.h"
#include "procedures/proceduretools.h"
#include "procedures/toolreferencescanner.h"
#include "sync/syncengine.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>

namespace Toolshelf {

DemoSession::DemoSession(Application *application, const DemoProvider *provider, QObject *parent)
    : QObject(parent)
    , m_application(application)
    , m_provider(provider)
{ }

QString DemoSession::exampleProcedureResource()
{
    return QStringLiteral(":/procedures/prescription-refill.md");
}

void DemoSession::start()
{
    writeProcedure();
    QList<Provider> vendors;
    for (const DemoProvider::Endpoint &endpoint : m_provider->endpoints()) {
        Provider vendor;
        vendor.name = endpoint.name;
        vendor.baseUrl = endpoint.baseUrl;
        vendor.dialect = endpoint.dialect;
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
    connect(
        &engine, &SyncEngine::providerFinished, this,
        [this](const QString &vendor, const SyncSummary &summary, const std::optional<Error> &why) {
            if (m_synced)
                return;
            if (!why)
                m_tools += summary.toolsListed;
            else
                m_errors.append(tr("%1: %2").arg(vendor, why->text()));
        });
    // Only the demo's own sync counts: the user may sync again later.
    connect(&engine, &SyncEngine::idle, this, [this, count = int(vendors.size())] {
        if (m_synced)
            return;
        m_synced = true;
        pinProcedureTools(count);
    });
    if (vendors.isEmpty()) {
        m_synced = true;
        return Q_EMIT finished(0, 0, m_errors.join(QStringLiteral("; ")));
    }
    engine.sync(vendors);
}

void DemoSession::writeProcedure()
{
    QFile example(exampleProcedureResource());
    if (!example.open(QIODevice::ReadOnly)) {
        m_errors.append(tr("The example procedure is missing: %1").arg(example.errorString()));
        return;
    }
    const QByteArray text = example.readAll();
    m_procedureText = QString::fromUtf8(text);
    const QString folder = m_application->profile().dataDirectory() + QStringLiteral("/procedures");
    const QString path = folder + QStringLiteral("/prescription-refill.md");
    QSaveFile copy(path);
    if (!QDir().mkpath(folder) || !copy.open(QIODevice::WriteOnly)
        || copy.write(text) != text.size() || !copy.commit()) {
        m_errors.append(tr("The example procedure cannot be written to %1: %2")
                            .arg(QDir::toNativeSeparators(path), copy.errorString()));
        return;
    }
    m_procedureFile = path;
}

// Pinned, the procedure's tools show as tested with exactly these versions,
// as a designer's would be.
void DemoSession::pinProcedureTools(int vendors)
{
    const QStringList names
        = ToolReferenceScanner::names(ToolReferenceScanner::scan(m_procedureText));
    m_application->catalog().userData().edit(
        [names](CatalogDatabase &database, UserDataEditor &editor) {
            QStringList problems;
            QString error;
            const QList<ProcedureTool> tools = ProcedureTools::resolve(database, names, &error);
            if (!error.isEmpty())
                return QStringList {error};
            for (const ProcedureTool &tool : tools) {
                if (tool.matches.size() != 1) {
                    problems.append(tr("%1 in the example procedure is %2")
                                        .arg(tool.name,
                                             tool.state == ProcedureToolState::Ambiguous
                                                 ? tr("ambiguous")
                                                 : tr("not in the catalog")));
                    continue;
                }
                const ToolSummary &match = tool.matches.constFirst();
                if (tool.state == ProcedureToolState::Unpinned
                    && !editor.pin(match.provider, match.toolId, match.version, &error))
                    problems.append(tr("%1: %2").arg(tool.name, error));
            }
            return problems;
        },
        this,
        [this, vendors](const QStringList &problems) {
            m_errors.append(problems);
            Q_EMIT finished(m_tools, vendors, m_errors.join(QStringLiteral("; ")));
        });
}

} // namespace Toolshelf
