// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sync/versionfetch.h"

#include "providers/providererror.h"
#include "sync/versionhistoryfetch.h"

#include "catalog/catalogstore.h"
#include "client/providerauthenticator.h"
#include "client/providerclients.h"
#include "client/signedcall.h"
#include "dialects/a2t/a2tdialect.h"
#include "dialects/a2t/a2turls.h"
#include "dialects/a2t/conformancelinter.h"
#include "dialects/a2t/signatureparser.h"
#include "net/networkresult.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace Toolshelf {

namespace {

// A single signature is small; anything near this is not one.
constexpr qint64 MaxSignatureBytes = 8 * 1024 * 1024;

} // namespace

VersionFetch::VersionFetch(ProviderClients *clients, CatalogStore *catalog, Provider provider,
                           QString toolId, qint64 version, QObject *parent)
    : QObject(parent)
    , m_network(clients->network())
    , m_catalog(catalog)
    , m_provider(std::move(provider))
    , m_toolId(std::move(toolId))
    , m_version(version)
    , m_authenticator(clients->authenticator(m_provider))
{ }

void VersionFetch::start()
{
    const QUrl url = A2tUrls::version(m_provider.baseUrl, m_toolId, m_version);
    if (!url.isValid())
        return finish(
            Error(Error::Code::Malformed,
                  tr("the tool id \"%1\" cannot be used in a URL").arg(m_toolId.left(80))));
    NetworkRequest request = NetworkRequest::get(url);
    request.addHeader("Accept", "application/json");
    request.maxBodyBytes = MaxSignatureBytes;
    // A child: destroying this fetch cancels the request in flight.
    auto *call = new SignedCall(request, m_authenticator, m_network, this);
    connect(call, &SignedCall::answered, this, &VersionFetch::answered);
    connect(call, &SignedCall::failed, this, [this](const Error &error) { finish(error); });
    call->start();
}

void VersionFetch::answered(const NetworkResult &result)
{
    if (!result.ok())
        return finish(ProviderError::error(result));
    // Up to MaxSignatureBytes: parsed and linted off this thread.
    m_parsing.post([this, body = result.body] {
        ParsedDocument document = SignatureParser::parseDocument(body);
        // A lone older version: its currentVersion is rightly newer than itself.
        ConformanceLinter::Options options;
        options.latestMustBeCurrent = false;
        if (document.isReadable())
            ConformanceLinter::lintDocument(document, options);
        QMetaObject::invokeMethod(this, [this, document] { store(document); });
    });
}

void VersionFetch::store(const ParsedDocument &document)
{
    if (m_done)
        return;
    if (!document.isReadable())
        return finish(Error(Error::Code::Malformed,
                            tr("the answer is not a signature: %1").arg(document.fatal->message)));
    if (document.shape != DocumentShape::Single || document.signatures.size() != 1)
        return finish(Error(Error::Code::Malformed, tr("the answer is not a single signature")));
    const ToolSignature &signature = document.signatures.constFirst().signature;
    if (signature.toolId != m_toolId || signature.version != m_version)
        return finish(
            Error(Error::Code::Malformed,
                  tr("asked for version %1 of tool %2, the provider answered version %3 of "
                     "tool %4")
                      .arg(QString::number(m_version), m_toolId, QString::number(signature.version),
                           signature.toolId.left(80))));
    VersionHistoryFetch::storeVersions(
        m_catalog, m_provider, m_toolId,
        {A2tDialect::tool(m_provider.name, document.signatures.constFirst())}, this,
        [this](const std::optional<Error> &error) { finish(error); });
}

void VersionFetch::finish(const std::optional<Error> &error)
{
    if (m_done)
        return;
    m_done = true;
    Q_EMIT finished(error);
}

} // namespace Toolshelf
