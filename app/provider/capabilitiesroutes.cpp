#include "capabilitiesroutes.h"

#include "core/jsonpath.h"
#include "core/jsonpreflight.h"
#include "dialects/a2t/signatureparser.h"
#include "toolinvoker.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <numeric>

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

CapabilitiesRoutes::CapabilitiesRoutes(const Catalog &catalog, const ProviderConfig &config)
    : m_view(catalog, config.capabilities.groups)
    , m_config(config)
    , m_allTools(catalog.toolCount())
{
    std::iota(m_allTools.begin(), m_allTools.end(), qsizetype(0));
}

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
        return listTools(request, offered.groups ? m_view.topLevelTools() : m_allTools);
    }
    if (encodedPath.startsWith(tools + u'/')) {
        // POST {tools}/{name}
        const QStringList rest = segments(encodedPath.mid(tools.size()));
        if (rest.size() != 1)
            return notFound(QStringLiteral("no such path"));
        return isPost ? invoke(rest.first(), request) : methodNotAllowed();
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
    const qsizetype group = m_view.groupIndex(rest.first());
    if (group < 0)
        return notFound(QStringLiteral("no group with id %1").arg(rest.first().left(80)));
    if (rest.size() == 3) {
        if (!m_view.groups().at(group).tools.contains(m_view.toolNamed(rest.at(2))))
            return notFound(QStringLiteral("group %1 has no tool %2")
                                .arg(rest.first().left(80), rest.at(2).left(80)));
        return isPost ? invoke(rest.at(2), request) : methodNotAllowed();
    }
    return isGet ? listTools(request, m_view.groups().at(group).tools) : methodNotAllowed();
}

std::variant<CapabilitiesRoutes::Page, HttpReply>
CapabilitiesRoutes::readPage(const HttpRequest &request) const
{
    Page page;
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
    return page;
}

QString CapabilitiesRoutes::query(const HttpRequest &request) const
{
    if (!m_config.capabilities.search)
        return {};
    return request.query.queryItemValue(QStringLiteral("q"), QUrl::FullyDecoded);
}

std::optional<HttpReply> CapabilitiesRoutes::listTools(const HttpRequest &request,
                                                       const QList<qsizetype> &scope)
{
    const auto read = readPage(request);
    if (const auto *error = std::get_if<HttpReply>(&read))
        return *error;
    const Page page = std::get<Page>(read);
    const int pageNumber = int(page.offset / page.limit) + 1;
    if (m_config.faults.stallPage == pageNumber)
        return std::nullopt;
    const QString q = query(request);
    QList<qsizetype> matching;
    if (q.isEmpty()) {
        matching = scope;
    } else {
        for (qsizetype index : scope) {
            if (m_view.toolMatches(index, q))
                matching.append(index);
        }
    }
    QJsonArray items;
    for (qsizetype i = page.offset; i < matching.size() && i < page.offset + page.limit; ++i)
        items.append(m_view.tool(matching.at(i)));
    QByteArray body = compact({{QStringLiteral("tools"), items},
                               {QStringLiteral("total"), matching.size()},
                               {QStringLiteral("offset"), page.offset},
                               {QStringLiteral("limit"), page.limit}});
    if (m_config.faults.malformedPage == pageNumber)
        body.truncate(body.size() / 2);
    return HttpReply::json(200, body);
}

HttpReply CapabilitiesRoutes::listGroups(const HttpRequest &request)
{
    const auto read = readPage(request);
    if (const auto *error = std::get_if<HttpReply>(&read))
        return *error;
    const Page page = std::get<Page>(read);
    const QString parent
        = request.query.queryItemValue(QStringLiteral("parent_id"), QUrl::FullyDecoded);
    if (!parent.isEmpty() && m_view.groupIndex(parent) < 0)
        return notFound(QStringLiteral("no group with id %1").arg(parent.left(80)));
    const QString q = query(request);
    // A search without a parent looks at every level, so a client finds a
    // deep group by its name; a listing without one reads the tree from its
    // top, level by level.
    const bool everyLevel = parent.isEmpty() && !q.isEmpty();
    QList<qsizetype> matching;
    for (qsizetype i = 0; i < m_view.groups().size(); ++i) {
        if ((everyLevel || m_view.groups().at(i).parentId == parent) && m_view.groupMatches(i, q))
            matching.append(i);
    }
    QJsonArray items;
    for (qsizetype i = page.offset; i < matching.size() && i < page.offset + page.limit; ++i)
        items.append(m_view.groupJson(matching.at(i)));
    return HttpReply::json(200,
                           compact({{QStringLiteral("groups"), items},
                                    {QStringLiteral("total"), matching.size()},
                                    {QStringLiteral("offset"), page.offset},
                                    {QStringLiteral("limit"), page.limit}}));
}

HttpReply CapabilitiesRoutes::invoke(const QString &name, const HttpRequest &request)
{
    const qsizetype index = m_view.toolNamed(name);
    if (index < 0)
        return notFound(QStringLiteral("no tool named %1").arg(name.left(80)));
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
    const Catalog &catalog = m_view.catalog();
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
