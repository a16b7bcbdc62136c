// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/error.h"
#include "core/serialqueue.h"
#include "dialects/a2t/signatureparser.h"
#include "providers/provider.h"

#include <QObject>

#include <optional>

namespace Toolshelf {

class CatalogStore;
class NetworkService;
class ProviderAuthenticator;
class ProviderClients;
struct NetworkResult;

// Fetches one version of a tool that the catalog does not hold yet
// (GET {baseUrl}/tools/{toolId}/versions/{n}), lints it on its own and stores
// it beside the tool's other versions, so show and pin can use it. Destroying
// it cancels the request in flight.
class VersionFetch final : public QObject
{
    Q_OBJECT

public:
    VersionFetch(ProviderClients *clients, CatalogStore *catalog, Provider provider, QString toolId,
                 qint64 version, QObject *parent = nullptr);

    void start();

Q_SIGNALS:
    // Once; nothing in `error` on success. Its text is translated and names
    // the cause; provider text in it is not escaped yet.
    void finished(const std::optional<Toolshelf::Error> &error);

private:
    void answered(const NetworkResult &result);
    void store(const ParsedDocument &document);
    void finish(const std::optional<Error> &error);

    NetworkService *m_network;
    CatalogStore *m_catalog;
    Provider m_provider;
    QString m_toolId;
    qint64 m_version;
    ProviderAuthenticator *m_authenticator;
    bool m_done = false;
    // Last, so it is gone (its running parse finished) before the rest.
    SerialQueue m_parsing;
};

} // namespace Toolshelf
