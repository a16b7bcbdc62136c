// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "filecatalog.h"
#include "providerfixture.h"

#include <QJsonArray>

using namespace Toolshelf;
using namespace Fixture;
using namespace Qt::StringLiterals;

namespace {

// Skycast Weather: five tools, every one with two tags or more, so with
// groups on every tool is in a group of the second level ("weather/forecast").
std::vector<std::unique_ptr<Catalog>> skycast()
{
    QString error;
    std::vector<std::unique_ptr<Catalog>> catalogs;
    auto catalog = FileCatalog::load(u":/catalogs/skycast-weather"_s, &error);
    if (!catalog)
        qFatal("cannot load Skycast: %s", qPrintable(error));
    catalogs.push_back(std::move(catalog));
    return catalogs;
}

QStringList names(const QJsonArray &items, const char *key = "name")
{
    QStringList result;
    for (const QJsonValue &item : items)
        result.append(item.toObject().value(QLatin1StringView(key)).toString());
    return result;
}

// `path` as sent: a percent-encoded "/" in it stays encoded.
QUrl encodedAt(const ProviderServer &server, const char *path)
{
    return QUrl::fromEncoded(QByteArray(server.baseUrl(0).toEncoded() + path), QUrl::StrictMode);
}

QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace

class tst_CapabilitiesServer : public QObject
{
    Q_OBJECT

    Http m_http;

private Q_SLOTS:
    // The capabilities file says what the server offers and where; it needs
    // no credentials (a client reads it before it knows how to sign in).
    void servesItsCapabilities()
    {
        ProviderConfig config = capabilitiesConfig();
        config.maxPageLimit = 40;
        config.auth.mode = AuthConfig::Mode::Bearer;
        config.auth.secret = "s3cret";
        auto server = startServer(config, skycast());
        const Response r = m_http.get(at(*server, u"/.well-known/a2t-capabilities.json"_s));
        QCOMPARE(r.status, 200);
        const QJsonObject file = r.json();
        QCOMPARE(file.value(u"version"_s).toString(), u"1.0"_s);
        QCOMPARE(file.value(u"features"_s).toObject().value(u"groups"_s).toBool(), true);
        QCOMPARE(file.value(u"features"_s).toObject().value(u"search"_s).toBool(), true);
        QCOMPARE(file.value(u"endpoints"_s).toObject().value(u"tools"_s).toString(), u"/tools"_s);
        QCOMPARE(file.value(u"endpoints"_s).toObject().value(u"groups"_s).toString(), u"/groups"_s);
        QCOMPARE(file.value(u"limits"_s).toObject().value(u"max_tools_per_request"_s).toInt(), 40);
        // The endpoints themselves do need them.
        QCOMPARE(m_http.get(at(*server, u"/tools"_s)).status, 401);
        QCOMPARE(m_http.get(at(*server, u"/tools"_s), {{"Authorization", "Bearer s3cret"}}).status,
                 200);
    }

    // Groups are read level by level; a group's tools are its own.
    void groupsAreATree()
    {
        auto server = startServer(capabilitiesConfig(), skycast());
        const QJsonObject top = m_http.get(at(*server, u"/groups"_s)).json();
        QCOMPARE(names(top.value(u"groups"_s).toArray(), "id"),
                 (QStringList {u"air-quality"_s, u"weather"_s, u"alerts"_s, u"astronomy"_s}));
        QCOMPARE(top.value(u"total"_s).toInt(), 4);
        const QJsonObject weather = m_http.get(at(*server, u"/groups?parent_id=weather"_s)).json();
        QCOMPARE(names(weather.value(u"groups"_s).toArray(), "id"),
                 (QStringList {u"weather/forecast"_s, u"weather/current-conditions"_s}));
        const QJsonObject current = weather.value(u"groups"_s).toArray().last().toObject();
        QCOMPARE(current.value(u"parent_id"_s).toString(), u"weather"_s);
        QCOMPARE(current.value(u"tool_count"_s).toInt(), 1);
        QCOMPARE(current.value(u"name"_s).toString(), u"Current conditions"_s);
        QCOMPARE(m_http.get(at(*server, u"/groups?parent_id=nowhere"_s)).status, 404);

        // The id holds a "/": percent-encoded, it is one path segment.
        const Response tools
            = m_http.get(encodedAt(*server, "/groups/weather%2Fcurrent-conditions/tools"));
        QCOMPARE(tools.status, 200);
        const QJsonArray listed = tools.json().value(u"tools"_s).toArray();
        QCOMPARE(names(listed), QStringList {u"lookup_weather_by_city"_s});
        // The current version's inputs as JSON Schema, keyed by name.
        const QJsonObject schema = listed.first().toObject().value(u"input_schema"_s).toObject();
        QCOMPARE(schema.value(u"type"_s).toString(), u"object"_s);
        const QJsonObject properties = schema.value(u"properties"_s).toObject();
        QCOMPARE(properties.keys(), (QStringList {u"City"_s, u"Country"_s}));
        QCOMPARE(properties.value(u"City"_s).toObject().value(u"type"_s).toString(), u"string"_s);
        QCOMPARE(schema.value(u"required"_s).toArray(), QJsonArray {u"City"_s});
        // Every tool is in a group: none at the top level.
        QCOMPARE(m_http.get(at(*server, u"/tools"_s)).json().value(u"total"_s).toInt(), 0);
        QCOMPARE(m_http.get(at(*server, u"/groups/none/tools"_s)).status, 404);
    }

    // Offset paging: total, offset and limit in every answer; a limit past
    // the server's largest is answered with the largest.
    void pagesByOffset()
    {
        ProviderConfig config = capabilitiesConfig();
        config.capabilities.groups = false;
        config.maxPageLimit = 2;
        auto server = startServer(config, skycast());
        QStringList seen;
        for (int offset = 0; offset < 5; offset += 2) {
            const QJsonObject page
                = m_http.get(at(*server, u"/tools?limit=10&offset=%1"_s.arg(offset))).json();
            QCOMPARE(page.value(u"total"_s).toInt(), 5);
            QCOMPARE(page.value(u"offset"_s).toInt(), offset);
            QCOMPARE(page.value(u"limit"_s).toInt(), 2);
            seen += names(page.value(u"tools"_s).toArray());
        }
        QCOMPARE(seen.size(), 5);
        QCOMPARE(QSet<QString>(seen.cbegin(), seen.cend()).size(), 5);
        QCOMPARE(m_http.get(at(*server, u"/tools?offset=-1"_s)).status, 400);
        QCOMPARE(m_http.get(at(*server, u"/tools?limit=0"_s)).status, 400);
        // Without groups there is no groups endpoint.
        QCOMPARE(m_http.get(at(*server, u"/groups"_s)).status, 404);
    }

    // A search of groups without a parent looks at every level, so a client
    // finds a deep group by its name; with a parent it looks at that
    // group's children. A listing without either reads the top level only
    // (groupsAreATree).
    void searchesToolsAndGroups()
    {
        ProviderConfig config = capabilitiesConfig();
        auto server = startServer(config, skycast());
        const QJsonObject groups = m_http.get(at(*server, u"/groups?q=ASTRO"_s)).json();
        QCOMPARE(names(groups.value(u"groups"_s).toArray(), "id"), QStringList {u"astronomy"_s});
        // "Weather" is a top-level group and a group below two others.
        const QJsonObject weather = m_http.get(at(*server, u"/groups?q=weather"_s)).json();
        QCOMPARE(weather.value(u"total"_s).toInt(), 3);
        QMap<QString, QString> parents;
        for (const QJsonValue &group : weather.value(u"groups"_s).toArray())
            parents.insert(group[u"id"_s].toString(), group[u"parent_id"_s].toString());
        QCOMPARE(parents,
                 (QMap<QString, QString> {{u"weather"_s, QString()},
                                          {u"air-quality/weather"_s, u"air-quality"_s},
                                          {u"alerts/weather"_s, u"alerts"_s}}));
        // Paged like any listing.
        const QJsonObject second
            = m_http.get(at(*server, u"/groups?q=weather&limit=2&offset=2"_s)).json();
        QCOMPARE(second.value(u"total"_s).toInt(), 3);
        QCOMPARE(second.value(u"groups"_s).toArray().size(), 1);
        QCOMPARE(names(m_http.get(at(*server, u"/groups?q=forecast&parent_id=weather"_s))
                           .json()
                           .value(u"groups"_s)
                           .toArray(),
                       "id"),
                 QStringList {u"weather/forecast"_s});
        QCOMPARE(m_http.get(at(*server, u"/groups?q=forecast&parent_id=astronomy"_s))
                     .json()
                     .value(u"total"_s)
                     .toInt(),
                 0);
        const QJsonObject tools
            = m_http.get(encodedAt(*server, "/groups/weather%2Fforecast/tools?q=forecast")).json();
        QCOMPARE(names(tools.value(u"tools"_s).toArray()), QStringList {u"get_forecast_by_city"_s});
        QCOMPARE(m_http.get(encodedAt(*server, "/groups/weather%2Fforecast/tools?q=sunrise"))
                     .json()
                     .value(u"total"_s)
                     .toInt(),
                 0);
        // A server without search lists everything whatever is asked.
        config.capabilities.search = false;
        auto plain = startServer(config, skycast());
        QCOMPARE(m_http.get(at(*plain, u"/groups?q=ASTRO"_s)).json().value(u"total"_s).toInt(), 4);
    }

    // A call's body is the arguments, keyed by the inputs' names; the answer
    // is {"result": ...}, by tool or through the group it came from.
    void invokesTools()
    {
        auto server = startServer(capabilitiesConfig(), skycast());
        const QByteArray boston = json({{u"City"_s, u"Boston"_s}});
        for (const char *path :
             {"/tools/lookup_weather_by_city",
              "/groups/weather%2Fcurrent-conditions/tools/lookup_weather_by_city"}) {
            const Response r = m_http.post(encodedAt(*server, path), boston);
            QCOMPARE(r.status, 200);
            const QJsonObject result = r.json().value(u"result"_s).toObject();
            QCOMPARE(result.value(u"Temperature in Fahrenheit"_s).toInt(), 41);
            QCOMPARE(result.value(u"Conditions"_s).toString(), u"Overcast"_s);
        }
        // Not in that group, no such tool, not the inputs, not JSON.
        QCOMPARE(
            m_http.post(at(*server, u"/groups/astronomy/tools/lookup_weather_by_city"_s), boston)
                .status,
            404);
        QCOMPARE(m_http.post(at(*server, u"/tools/no_such_tool"_s), boston).status, 404);
        const Response missing
            = m_http.post(at(*server, u"/tools/lookup_weather_by_city"_s), json({}));
        QCOMPARE(missing.status, 400);
        QCOMPARE(m_http.post(at(*server, u"/tools/lookup_weather_by_city"_s), "[1]").status, 400);
        QCOMPARE(m_http.get(at(*server, u"/tools/lookup_weather_by_city"_s)).status, 405);
    }

    // A server may put its endpoints anywhere below its root.
    void endpointsWhereTheServerPutsThem()
    {
        ProviderConfig config = capabilitiesConfig();
        config.root = u"/v1"_s;
        config.capabilities.toolsPath = u"/api/v2/tool-list"_s;
        config.capabilities.groupsPath = u"/api/v2/group-list"_s;
        auto server = startServer(config, skycast());
        const QJsonObject file
            = m_http.get(at(*server, u"/.well-known/a2t-capabilities.json"_s)).json();
        QCOMPARE(file.value(u"endpoints"_s).toObject().value(u"tools"_s).toString(),
                 u"/api/v2/tool-list"_s);
        QCOMPARE(m_http.get(at(*server, u"/tools"_s)).status, 404);
        QCOMPARE(m_http.get(at(*server, u"/api/v2/group-list"_s)).json().value(u"total"_s).toInt(),
                 4);
        QCOMPARE(m_http.get(encodedAt(*server, "/api/v2/group-list/astronomy%2Fretrievals/tools"))
                     .json()
                     .value(u"total"_s)
                     .toInt(),
                 1);
    }
};

QTEST_GUILESS_MAIN(tst_CapabilitiesServer)
#include "tst_capabilitiesserver.moc"
