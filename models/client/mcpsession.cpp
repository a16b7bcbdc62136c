#include "client/mcpsession.h"

#include "client/mcphttpsession.h"
#include "client/mcpstdiosession.h"
#include "core/textsafety.h"
#include "providers/provider.h"

namespace Toolshelf {

McpSession *McpSession::forProvider(const Provider &provider, ProviderAuthenticator *authenticator,
                                    NetworkService *network, QObject *parent)
{
    if (isLocal(provider))
        return new McpStdioSession(provider, authenticator, parent);
    return new McpHttpSession(provider.baseUrl, authenticator, network, parent);
}

std::optional<Error> McpSession::readInitialize(const McpAnswer &answer)
{
    QString error;
    std::optional<QJsonObject> result = McpMessages::response(answer, &error);
    if (result)
        result = McpMessages::result(*result, &error);
    if (!result)
        return Error(Error::Code::Malformed, tr("initialize failed: %1").arg(error));
    const QString version = result->value(QStringLiteral("protocolVersion")).toString();
    if (!McpMessages::protocolVersions().contains(version))
        return Error(Error::Code::Malformed,
                     tr("the server chose protocol version \"%1\", which Toolshelf does not "
                        "speak (it speaks %2)")
                         .arg(TextSafety::shortened(version, 40),
                              McpMessages::protocolVersions().join(QStringLiteral(", "))));
    m_version = version;
    m_serverName = TextSafety::shortened(result->value(QStringLiteral("serverInfo"))
                                             .toObject()
                                             .value(QStringLiteral("name"))
                                             .toString(),
                                         120);
    return std::nullopt;
}

std::optional<Error> McpSession::limit(NetworkRequest &request) const
{
    return m_bound ? m_bound(request) : std::nullopt;
}

} // namespace Toolshelf
