// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The command line against the reference provider speaking seed 003's a2t
// over loopback: the dialect detected when a provider is added, synced,
// searched, shown, pinned, and versions counted when the server changes a tool.

#include "catalogfixture.h"
#include "filecatalog.h"
#include "providerfixture.h"
#include "syntheticcatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;
using namespace Fixture;
using namespace CatalogFixture;
using namespace Qt::StringLiterals;

namespace {

// The demo catalog in a folder named "demo" under `parent`, search_flights described as `text`.
std::vector<std::unique_ptr<Catalog>> demoWithFlights(const QTemporaryDir &parent,
                                                      const QString &text)
{
    QJsonArray tools = QJsonDocument::fromJson(catalogJson()).array();
    for (qsizetype i = 0; i < tools.size(); ++i) {
        QJsonObject tool = tools.at(i).toObject();
        if (tool.value(u"name"_s) == u"search_flights"_s) {
            tool.insert(u"description"_s, text);
            tools.replace(i, tool);
        }
    }
    return demoCatalog(parent, QJsonDocument(tools).toJson());
}

QJsonObject providerNamed(const QString &profile, const QString &name)
{
    const Run listed = toolshelf(profile, {u"provider"_s, u"list"_s, u"--json"_s});
    for (const QJsonValue &value : listed.array()) {
        if (value.toObject().value(u"name"_s).toString() == name)
            return value.toObject();
    }
    return {};
}

} // namespace

class tst_CapabilitiesCommands : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_profile;

    QString freshProfile()
    {
        static int counter = 0;
        return m_dir.filePath(u"profile%1"_s.arg(++counter));
    }

private Q_SLOTS:
    void init() { m_profile = freshProfile(); }

    // No --dialect: the capabilities file says which protocol the URL speaks.
    void addDetectsTheCapabilitiesFile()
    {
        auto server = startServer(capabilitiesConfig(), demoCatalog(m_dir));
        const Run added = toolshelf(
            m_profile, {u"provider"_s, u"add"_s, u"Caps"_s, server->baseUrl(0).toString()});
        QVERIFY2(added.code == 0, qPrintable(added.err));
        QVERIFY2(added.out.contains(u"Detected a2t (capabilities file)."_s), qPrintable(added.out));
        QCOMPARE(providerNamed(m_profile, u"Caps"_s).value(u"dialect"_s).toString(),
                 u"a2t-capabilities"_s);
    }

    // An A2T provider asking for credentials is A2T: they are stored after it is added.
    void addDetectsA2t()
    {
        ProviderConfig config;
        config.auth.mode = AuthConfig::Mode::ApiKey;
        config.auth.secret = "k3y";
        auto server = startServer(config, demoCatalog(m_dir));
        const Run added = toolshelf(m_profile,
                                    {u"provider"_s, u"add"_s, u"Keyed"_s,
                                     server->baseUrl(0).toString(), u"--auth"_s, u"api-key"_s});
        QVERIFY2(added.code == 0, qPrintable(added.err));
        QVERIFY2(added.out.contains(u"Detected A2T"_s), qPrintable(added.out));
        QCOMPARE(providerNamed(m_profile, u"Keyed"_s).value(u"dialect"_s).toString(), u"a2t"_s);
    }

    // Nothing answers: each URL tried is said with why, and nothing is added.
    void addSaysWhatWasTried()
    {
        auto server = startServer(capabilitiesConfig(), demoCatalog(m_dir));
        const QString url = server->baseUrl(0).toString() + u"/nothing"_s;
        const Run added = toolshelf(m_profile, {u"provider"_s, u"add"_s, u"Nowhere"_s, url});
        QCOMPARE(added.code, 1);
        for (const QString &expected :
             {u"nothing was added"_s, u"/nothing/.well-known/a2t-capabilities.json"_s,
              u"/nothing/tools"_s, u"HTTP 404"_s}) {
            QVERIFY2(added.err.contains(expected), qPrintable(added.err));
        }
        QVERIFY(providerNamed(m_profile, u"Nowhere"_s).isEmpty());
        // A dialect that is none is refused before anything is asked.
        QCOMPARE(toolshelf(m_profile,
                           {u"provider"_s, u"add"_s, u"Nowhere"_s, url, u"--dialect"_s,
                            u"smoke-signals"_s})
                     .code,
                 2);
    }

    // Each tool keeps the path of the group it was listed in, and search
    // filters by a group and what lies below it.
    void searchByGroup()
    {
        auto server = startServer(capabilitiesConfig(), demoCatalog(m_dir));
        QVERIFY(toolshelf(m_profile,
                          {u"provider"_s, u"add"_s, u"Caps"_s, server->baseUrl(0).toString()})
                    .code
                == 0);
        QVERIFY(sync(m_profile));
        const Run all = toolshelf(m_profile, {u"search"_s, u"--json"_s});
        QCOMPARE(all.array().size(), 2);
        QStringList weather;
        for (const QJsonValue &tool : all.array()) {
            if (tool.toObject().value(u"name"_s) == u"lookup_weather_by_city"_s)
                for (const QJsonValue &name : tool.toObject().value(u"groupPath"_s).toArray())
                    weather.append(name.toString());
        }
        QVERIFY(!weather.isEmpty());
        const Run inGroup
            = toolshelf(m_profile, {u"search"_s, u"--group"_s, weather.join(u'/'), u"--json"_s});
        QVERIFY2(inGroup.code == 0, qPrintable(inGroup.err));
        QCOMPARE(inGroup.array().size(), 1);
        QCOMPARE(inGroup.array().first().toObject().value(u"name"_s).toString(),
                 u"lookup_weather_by_city"_s);
        const Run shown
            = toolshelf(m_profile, {u"show"_s, u"Caps/lookup_weather_by_city"_s, u"--json"_s});
        QCOMPARE(shown.object().value(u"groupPath"_s).toArray().size(), weather.size());
        // A prefix of a name is no group.
        QCOMPARE(toolshelf(m_profile,
                           {u"search"_s, u"--group"_s, weather.first().chopped(1), u"--json"_s})
                     .array()
                     .size(),
                 0);
        QCOMPARE(toolshelf(m_profile, {u"search"_s, u"--group"_s, u"/"_s}).code, 2);
    }

    // More tools than a sync reads: the tree and the top-level tools come
    // in; the provider's own search finds groups, and a group is read on
    // its own when asked for.
    void aMarketplaceIsReadGroupByGroup()
    {
        ProviderConfig config = capabilitiesConfig();
        config.capabilities.syntheticGroups = 10;
        std::vector<std::unique_ptr<Catalog>> catalogs;
        catalogs.push_back(std::make_unique<SyntheticCatalog>(3000, 5, 1, 7));
        auto server = startServer(config, std::move(catalogs));
        QVERIFY(toolshelf(m_profile,
                          {u"provider"_s, u"add"_s, u"Market"_s, server->baseUrl(0).toString()})
                    .code
                == 0);
        const Run synced = toolshelf(m_profile, {u"sync"_s, u"--max-tools"_s, u"1000"_s});
        QVERIFY2(synced.code == 0, qPrintable(synced.err));
        QVERIFY2(synced.out.contains(u"more than the 1000 a sync reads"_s), qPrintable(synced.out));
        // The top-level tools alone.
        QCOMPARE(toolshelf(m_profile, {u"search"_s, u"--json"_s}).array().size(), 1000);

        const Run found = toolshelf(
            m_profile,
            {u"search"_s, u"vendor"_s, u"--remote"_s, u"--json"_s, u"--limit"_s, u"100"_s});
        QVERIFY2(found.code == 0, qPrintable(found.err));
        const QJsonArray remote = found.object().value(u"remote"_s).toArray();
        QCOMPARE(remote.size(), 1);
        const QJsonObject market = remote.first().toObject();
        QCOMPARE(market.value(u"error"_s).toString(), QString());
        const QJsonArray groups = market.value(u"groups"_s).toArray();
        // Ten vendors; their parents' descriptions name vendors too.
        QCOMPARE(market.value(u"groupTotal"_s).toInt(), 15);
        QJsonObject vendor;
        for (const QJsonValue &group : groups) {
            if (group.toObject().value(u"path"_s).toArray().size() == 2)
                vendor = group.toObject();
            QVERIFY(!group.toObject().value(u"loaded"_s).toBool());
        }
        QCOMPARE(vendor.value(u"toolCount"_s).toInt(), 200);
        QStringList path;
        for (const QJsonValue &name : vendor.value(u"path"_s).toArray())
            path.append(name.toString());
        const Run text = toolshelf(m_profile, {u"search"_s, u"vendor"_s, u"--remote"_s});
        QVERIFY2(text.out.contains(u"not read; toolshelf sync Market --group"_s),
                 qPrintable(text.out));

        // The group read alone: its tools join, the top level stays.
        const Run read
            = toolshelf(m_profile, {u"sync"_s, u"Market"_s, u"--group"_s, path.join(u'/')});
        QVERIFY2(read.code == 0, qPrintable(read.err));
        QCOMPARE(toolshelf(m_profile, {u"search"_s, u"--group"_s, path.join(u'/'), u"--json"_s})
                     .array()
                     .size(),
                 200);
        QCOMPARE(toolshelf(m_profile, {u"search"_s, u"--json"_s}).array().size(), 1200);
        const QJsonArray again = toolshelf(m_profile,
                                           {u"search"_s, u"vendor"_s, u"--remote"_s, u"--json"_s,
                                            u"--limit"_s, u"100"_s})
                                     .object()
                                     .value(u"remote"_s)
                                     .toArray();
        bool loaded = false;
        for (const QJsonValue &group : again.first().toObject().value(u"groups"_s).toArray()) {
            if (group.toObject().value(u"id"_s) == vendor.value(u"id"_s))
                loaded = group.toObject().value(u"loaded"_s).toBool();
        }
        QVERIFY(loaded);
        // Searching an unread group reads it first, as choosing it does in the window.
        QStringList other;
        for (const QJsonValue &group : groups) {
            const QJsonObject object = group.toObject();
            if (object.value(u"path"_s).toArray().size() == 2 && object != vendor) {
                other.clear();
                for (const QJsonValue &name : object.value(u"path"_s).toArray())
                    other.append(name.toString());
            }
        }
        QVERIFY(!other.isEmpty());
        const Run searched
            = toolshelf(m_profile, {u"search"_s, u"--group"_s, other.join(u'/'), u"--json"_s});
        QVERIFY2(searched.code == 0, qPrintable(searched.err));
        QVERIFY2(searched.err.contains(u"Reading the tools of"_s), qPrintable(searched.err));
        QCOMPARE(searched.array().size(), 200);
        QCOMPARE(toolshelf(m_profile, {u"search"_s, u"--json"_s}).array().size(), 1400);

        // A later sync reads the opened groups again with the top level.
        const Run twice = toolshelf(m_profile, {u"sync"_s, u"--max-tools"_s, u"1000"_s});
        QVERIFY2(twice.code == 0, qPrintable(twice.err));
        QCOMPARE(toolshelf(m_profile, {u"search"_s, u"--json"_s}).array().size(), 1400);

        // What the catalog cannot name is said, and nothing is read.
        const Run unknown
            = toolshelf(m_profile, {u"sync"_s, u"Market"_s, u"--group"_s, u"Nowhere"_s});
        QCOMPARE(unknown.code, 2);
        QVERIFY2(unknown.err.contains(u"no group \"Nowhere\""_s), qPrintable(unknown.err));
        QCOMPARE(toolshelf(m_profile, {u"sync"_s, u"--group"_s, u"x"_s}).code, 2);
        QCOMPARE(toolshelf(m_profile, {u"search"_s, u"--remote"_s}).code, 2);
    }

    // The call is checked against the schema as served, before anything is
    // sent, and the refusal names the value that does not fit.
    void invokeIsCheckedAgainstTheSchema()
    {
        QTemporaryDir first;
        auto server = startServer(capabilitiesConfig(), demoWithFlights(first, u"Find flights."_s));
        QVERIFY(toolshelf(m_profile,
                          {u"provider"_s, u"add"_s, u"Caps"_s, server->baseUrl(0).toString()})
                    .code
                == 0);
        QVERIFY(sync(m_profile));
        const QString flights = u"Caps/search_flights"_s;
        const Run tooMany = toolshelf(m_profile,
                                      {u"invoke"_s, flights, u"--input"_s,
                                       u"{\"Flight Class\": \"ECONOMY\", "
                                       u"\"Passengers\": 12}"_s});
        QCOMPARE(tooMany.code, 1);
        // Said by the client (the provider words its refusals otherwise).
        QVERIFY2(tooMany.err.contains(u"do not fit the tool's schema"_s), qPrintable(tooMany.err));
        QVERIFY2(tooMany.err.contains(u"/Passengers: must be at most 9"_s),
                 qPrintable(tooMany.err));
        const Run missing = toolshelf(m_profile, {u"invoke"_s, flights, u"Passengers=2"_s});
        QCOMPARE(missing.code, 1);
        QVERIFY2(missing.err.contains(u"/Flight Class: required"_s), qPrintable(missing.err));
        const Run wrongValue = toolshelf(
            m_profile, {u"invoke"_s, flights, u"Flight Class=FIRST"_s, u"Passengers=2"_s});
        QCOMPARE(wrongValue.code, 1);
        QVERIFY2(wrongValue.err.contains(u"/Flight Class: must be one of: ECONOMY"_s),
                 qPrintable(wrongValue.err));
        const Run fits = toolshelf(
            m_profile, {u"invoke"_s, flights, u"Flight Class=ECONOMY"_s, u"Passengers=2"_s});
        QVERIFY2(fits.code == 0, qPrintable(fits.err));
    }

    // Synced, searched and shown like any provider's tools; a change on the
    // server is the next version, and a pin stays on the version pinned.
    void syncCountsVersions()
    {
        QTemporaryDir first;
        auto server = startServer(capabilitiesConfig(), demoWithFlights(first, u"Find flights."_s));
        const quint16 port = server->port();
        QVERIFY(toolshelf(m_profile,
                          {u"provider"_s, u"add"_s, u"Caps"_s, server->baseUrl(0).toString()})
                    .code
                == 0);
        QVERIFY(sync(m_profile));

        const Run found = toolshelf(m_profile, {u"search"_s, u"flights"_s, u"--json"_s});
        QVERIFY2(found.code == 0, qPrintable(found.err));
        QCOMPARE(found.array().size(), 1);
        const QString flights = u"Caps/search_flights"_s;
        const Run shown = toolshelf(m_profile, {u"show"_s, flights, u"--json"_s});
        QVERIFY2(shown.code == 0, qPrintable(shown.err));
        QCOMPARE(shown.object().value(u"dialect"_s).toString(), u"a2t-capabilities"_s);
        QCOMPARE(shown.object().value(u"version"_s).toInteger(), 1);
        // The schema as served.
        const QJsonObject schema = shown.object().value(u"inputSchema"_s).toObject();
        QCOMPARE(schema.value(u"type"_s).toString(), u"object"_s);
        QVERIFY2(schema.value(u"properties"_s).toObject().contains(u"Flight Class"_s),
                 QJsonDocument(schema).toJson().constData());
        // Called by name at the endpoint the capabilities file names; a
        // tool listed in a group is called in its group.
        const Run called = toolshelf(
            m_profile, {u"invoke"_s, u"Caps/lookup_weather_by_city"_s, u"City=Boston"_s});
        QVERIFY2(called.code == 0, qPrintable(called.err));
        QVERIFY2(called.out.contains(u"Sunny in Boston"_s), qPrintable(called.out));
        const Run json = toolshelf(m_profile,
                                   {u"invoke"_s, u"Caps/lookup_weather_by_city"_s, u"--input"_s,
                                    u"{\"City\": \"Oslo\"}"_s, u"--json"_s});
        QVERIFY2(json.code == 0, qPrintable(json.err));
        QCOMPARE(json.object().value(u"result"_s).toObject().value(u"Summary"_s).toString(),
                 u"Cloudy in Oslo"_s);
        QCOMPARE(toolshelf(m_profile,
                           {u"invoke"_s, u"Caps/lookup_weather_by_city"_s, u"--input"_s, u"[1]"_s})
                     .code,
                 2);
        const Run pinned = toolshelf(m_profile, {u"pin"_s, flights, u"1"_s});
        QVERIFY2(pinned.code == 0, qPrintable(pinned.err + pinned.out));

        // The server changes the description under the same name.
        server.reset();
        QTemporaryDir second;
        server = std::make_unique<ProviderServer>(
            capabilitiesConfig(), demoWithFlights(second, u"Find cheap flights."_s));
        QString error;
        QVERIFY2(server->start(port, &error), qPrintable(error));
        QVERIFY(sync(m_profile));
        QCOMPARE(storedVersions(m_profile, u"Caps"_s, u"travel/search_flights"_s),
                 (QList<qint64> {1, 2}));
        const Run after = toolshelf(m_profile, {u"show"_s, flights, u"--json"_s});
        QCOMPARE(after.object().value(u"version"_s).toInteger(), 1);
        QCOMPARE(after.object().value(u"currentVersion"_s).toInteger(), 2);
        QCOMPARE(after.object().value(u"description"_s).toString(), u"Find flights."_s);
        // The server runs only its current definition: the pinned version is
        // not called in its name.
        const QStringList inputs {u"Flight Class=ECONOMY"_s, u"Passengers=1"_s};
        const Run behind = toolshelf(m_profile, QStringList {u"invoke"_s, flights} + inputs);
        QCOMPARE(behind.code, 1);
        QVERIFY2(behind.err.contains(u"current definition, version 2"_s), qPrintable(behind.err));
        const Run current = toolshelf(
            m_profile, QStringList {u"invoke"_s, flights, u"--version"_s, u"2"_s} + inputs);
        QVERIFY2(current.code == 0, qPrintable(current.err));
    }
};

QTEST_MAIN(tst_CapabilitiesCommands)
#include "tst_capabilitiescommands.moc"
