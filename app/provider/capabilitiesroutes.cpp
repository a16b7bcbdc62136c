// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "capabilitiesroutes.h"

#include "core/jsonpath.h"
#include "core/jsonpreflight.h"
#include "dialects/a2t/signatureparser.h"
#include "toolinvoker.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace Toolshelf {

namespace {

HttpReply notFound(const QString &what)
{
    return HttpReply::error(404, QStringLiteral("not_found"), what);
}

HttpReply methodNotAllowed()
{
    return HttpReply::error(405, QStringLiteral("method_not_allowed"),
                            QStringLiteral("this endpoint does not accept that method"));
}

HttpReply badRequest(const QString &message, const QString &parameter = {})
{
    return HttpReply::error(400, QStringLiteral("invalid_request"), message, parameter);
}

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// "/a%2Fb/tools" -> ["a/b", "tools"]: split as sent, then each segment decoded.
QStringList segments(const QString &encodedPath)
{
    QStringList result;
    for (const QString &segment : encodedPath.split(u'/', Qt::SkipEmptyParts))
        result.append(QUrl::fromPercentEncoding(segment.toUtf8()));
    return result;
}

} // namespace

CapabilitiesRoutes::CapabilitiesRoutes(std::unique_ptr<const CapabilitiesSource> source,
                                       const ProviderConfig &config)
    : m_source(std::move(source))
    , m_config(config)
{ }

HttpReply CapabilitiesRoutes::capabilities() const
{
    const ProviderConfig::Capabilities &offered = m_config.capabilities;
    return HttpReply::json(
        200,
        compact(
            {{QStringLiteral("version"), QStringLiteral("1.0")},
             {QStringLiteral("features"),
              QJsonObject {{QStringLiteral("groups"), offered.groups},
                           {QStringLiteral("search"), offered.search},
                           {QStringLiteral("dynamic_tools"), false}}},
             {QStringLiteral("endpoints"),
              QJsonObject {{QStringLiteral("tools"), offered.toolsPath},
                           {QStringLiteral("groups"), offered.groupsPath}}},
             {QStringLiteral("limits"),
              QJsonObject {{QStringLiteral("max_tools_per_request"), m_config.maxPageLimit},
                           {QStringLiteral("max_groups_per_request"), m_config.maxPageLimit}}}}));
}

bool CapabilitiesRoutes::isEndpoint(const QString &path) const
{
    const ProviderConfig::Capabilities &offered = m_config.capabilities;
    return path == offered.toolsPath || path.startsWith(offered.toolsPath + u'/')
        || (offered.groups
            && (path == offered.groupsPath || path.startsWith(offered.groupsPath + u'/')));
}

std::optional<HttpReply> CapabilitiesRoutes::answer(const HttpRequest &request,
                                                    const QString &encodedPath)
{
    const ProviderConfig::Capabilities &offered = m_config.capabilities;
    const bool isGet = request.method == HttpRequest::Method::Get;
    const bool isPost = request.method == HttpRequest::Method::Post;
    const QString tools = QString::fromUtf8(QUrl::toPercentEncoding(offered.toolsPath, "/"));
    const QString groups = QString::fromUtf8(QUrl::toPercentEncoding(offered.groupsPath, "/"));
    if (encodedPath == tools) {
        if (!isGet)
            return methodNotAllowed();
        // Without groups every tool is a top-level one.
        return listTools(request, CapabilitiesSource::TopLevel);
    }
    if (encodedPath.startsWith(tools + u'/')) {
        // POST {tools}/{name}
        const QStringList rest = segments(encodedPath.mid(tools.size()));
        if (rest.size() != 1)
            return notFound(QStringLiteral("no such path"));
        if (!isPost)
            return methodNotAllowed();
        const qsizetype index = m_source->toolNamed(rest.first());
        if (index < 0)
            return notFound(QStringLiteral("no tool named %1").arg(rest.first().left(80)));
        return invoke(index, request);
    }
    if (!offered.groups)
        return notFound(QStringLiteral("no such path"));
    if (encodedPath == groups)
        return isGet ? listGroups(request) : methodNotAllowed();
    if (!encodedPath.startsWith(groups + u'/'))
        return notFound(QStringLiteral("no such path"));
    // {groups}/{id}/tools[/{name}]
    const QStringList rest = segments(encodedPath.mid(groups.size()));
    if (rest.size() < 2 || rest.size() > 3 || rest.at(1) != QLatin1StringView("tools"))
        return notFound(QStringLiteral("no such path"));
    const qsizetype group = m_source->groupIndex(rest.first());
    if (group < 0)
        return notFound(QStringLiteral("no group with id %1").arg(rest.first().left(80)));
    if (rest.size() == 3) {
        const qsizetype index = m_source->toolIn(group, rest.at(2));
        if (index < 0)
            return notFound(QStringLiteral("group %1 has no tool %2")
                                .arg(rest.first().left(80), rest.at(2).left(80)));
        return isPost ? invoke(index, request) : methodNotAllowed();
    }
    return isGet ? listTools(request, group) : methodNotAllowed();
}

std::variant<CapabilitiesPage::Request, HttpReply>
CapabilitiesRoutes::readRequest(const HttpRequest &request) const
{
    CapabilitiesPage::Request page;
    page.limit = m_config.defaultPageLimit;
    if (request.query.hasQueryItem(QStringLiteral("limit"))) {
        bool ok = false;
        const int limit = request.query.queryItemValue(QStringLiteral("limit")).toInt(&ok);
        if (!ok || limit < 1)
            return badRequest(QStringLiteral("limit must be a positive integer"),
                              QStringLiteral("limit"));
        // A server may answer with fewer than asked; the client pages by
        // the limit it was answered with.
        page.limit = std::min(limit, m_config.maxPageLimit);
    }
    if (request.query.hasQueryItem(QStringLiteral("offset"))) {
        bool ok = false;
        page.offset = request.query.queryItemValue(QStringLiteral("offset")).toLongLong(&ok);
        if (!ok || page.offset < 0)
            return badRequest(QStringLiteral("offset must be an integer of at least 0"),
                              QStringLiteral("offset"));
    }
    // A server without search lists everything whatever is asked.
    if (m_config.capabilities.search)
        page.query = request.query.queryItemValue(QStringLiteral("q"), QUrl::FullyDecoded);
    return page;
}

// The answer is built here, once, from the indices the source paged: the
// sources only decide which tools and groups are on a page.
std::optional<HttpReply> CapabilitiesRoutes::listTools(const HttpRequest &request, qsizetype group)
{
    const auto read = readRequest(request);
    if (const auto *error = std::get_if<HttpReply>(&read))
        return *error;
    const auto &asked = std::get<CapabilitiesPage::Request>(read);
    const qsizetype pageNumber = asked.offset / asked.limit + 1;
    if (m_config.faults.stallPage == pageNumber)
        return std::nullopt;
    const CapabilitiesPage page = m_source->tools(group, asked);
    QJsonArray items;
    for (const qsizetype index : page.items)
        items.append(m_source->tool(index));
    QByteArray body = compact({{QStringLiteral("tools"), items},
                               {QStringLiteral("total"), page.total},
                               {QStringLiteral("offset"), asked.offset},
                               {QStringLiteral("limit"), asked.limit}});
    if (m_config.faults.malformedPage == pageNumber)
        body.truncate(body.size() / 2);
    return HttpReply::json(200, body);
}

HttpReply CapabilitiesRoutes::listGroups(const HttpRequest &request)
{
    const auto read = readRequest(request);
    if (const auto *error = std::get_if<HttpReply>(&read))
        return *error;
    const auto &asked = std::get<CapabilitiesPage::Request>(read);
    const QString parentId
        = request.query.queryItemValue(QStringLiteral("parent_id"), QUrl::FullyDecoded);
    // A search without a parent looks at every level, so a client finds a
    // deep group by its name; a listing without one reads the tree from its
    // top, level by level.
    qsizetype parent
        = asked.query.isEmpty() ? CapabilitiesSource::TopLevel : CapabilitiesSource::EveryLevel;
    if (!parentId.isEmpty()) {
        parent = m_source->groupIndex(parentId);
        if (parent < 0)
            return notFound(QStringLiteral("no group with id %1").arg(parentId.left(80)));
    }
    const CapabilitiesPage page = m_source->groups(parent, asked);
    QJsonArray items;
    for (const qsizetype index : page.items)
        items.append(m_source->groupJson(index));
    return HttpReply::json(200,
                           compact({{QStringLiteral("groups"), items},
                                    {QStringLiteral("total"), page.total},
                                    {QStringLiteral("offset"), asked.offset},
                                    {QStringLiteral("limit"), asked.limit}}));
}

HttpReply CapabilitiesRoutes::invoke(qsizetype index, const HttpRequest &request)
{
    // The body is the arguments themselves, keyed by the inputs' names.
    if (const auto problem = JsonPreflight::check(request.body))
        return badRequest(*problem);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(request.body, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return badRequest(QStringLiteral("the body must be a JSON object of arguments"));
    QHash<QString, QJsonValue> values;
    const QJsonObject arguments = document.object();
    for (auto it = arguments.begin(); it != arguments.end(); ++it)
        values.insert(it.key(), it.value());
    const Catalog &catalog = m_source->catalog();
    const QJsonObject signature = catalog.currentAt(index);
    const ParsedSignature parsed = SignatureParser::parseSignature(signature, JsonPath::root());
    const QJsonObject behaviour
        = catalog.behaviour(parsed.signature.toolId, parsed.signature.version);
    const auto ran = ToolInvoker::run(parsed.signature, behaviour, values);
    if (const auto *rejection = std::get_if<InvocationValidator::Problem>(&ran))
        return HttpReply::error(400, rejection->code, rejection->message, rejection->parameter);
    QJsonObject answer {{QStringLiteral("result"), std::get<QJsonObject>(ran)}};
    if (const QJsonValue meta = ToolInvoker::meta(behaviour, values); !meta.isUndefined())
        answer.insert(QStringLiteral("meta"), meta);
    return HttpReply::json(200, compact(answer));
}

} // namespace Toolshelf
