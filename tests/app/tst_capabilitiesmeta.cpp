// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Seed 003's meta responses end to end: the reference provider answers a call
// with `tools_added` or `group_refresh`, and `toolshelf invoke` stores the
// revealed tools (kept through later syncs, marked with the tool that revealed
// them) or syncs the provider again, telling what it did.

#include "catalogfixture.h"
#include "filecatalog.h"
#include "providerfixture.h"

#include <QDir>
#include <QFileInfo>
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

QJsonObject revealedTool(const QString &name, const QString &description)
{
    return {{u"name"_s, name},
            {u"description"_s, description},
            {u"input_schema"_s,
             QJsonObject {
                 {u"type"_s, u"object"_s},
                 {u"properties"_s,
                  QJsonObject {
                      {u"hours"_s, QJsonObject {{u"type"_s, u"integer"_s}, {u"minimum"_s, 1}}}}}}}};
}

// The demo catalog whose weather tool answers City=Reveal with two new
// tools (one given twice) and City=Refresh by naming a group that exists
// and one that does not.
std::vector<std::unique_ptr<Catalog>> scriptedCatalog(const QTemporaryDir &parent)
{
    const QJsonObject reveal {
        {u"when"_s, QJsonObject {{u"City"_s, u"Reveal"_s}}},
        {u"outputs"_s, QJsonObject {{u"Temperature"_s, 1}, {u"Summary"_s, u"revealed"_s}}},
        {u"meta"_s,
         QJsonObject {
             {u"type"_s, u"tools_added"_s},
             {u"data"_s,
              QJsonObject {{u"tools"_s,
                            QJsonArray {revealedTool(u"forecast_hourly"_s, u"Hourly."_s),
                                        revealedTool(u"pollen_count"_s, u"Pollen."_s),
                                        QJsonObject {{u"description"_s, u"No name."_s}}}}}}}}};
    const QJsonObject refresh {
        {u"when"_s, QJsonObject {{u"City"_s, u"Refresh"_s}}},
        {u"outputs"_s, QJsonObject {{u"Temperature"_s, 2}, {u"Summary"_s, u"refreshed"_s}}},
        {u"meta"_s,
         QJsonObject {{u"type"_s, u"group_refresh"_s},
                      {u"group_ids"_s, QJsonArray {u"travel"_s, u"nowhere"_s}}}}};
    QJsonArray tools = QJsonDocument::fromJson(catalogJson()).array();
    for (qsizetype i = 0; i < tools.size(); ++i) {
        QJsonObject tool = tools.at(i).toObject();
        if (!tool.contains(u"x-behaviour"_s))
            continue;
        QJsonObject behaviour = tool.value(u"x-behaviour"_s).toObject();
        QJsonArray cases = behaviour.value(u"cases"_s).toArray();
        cases.prepend(refresh);
        cases.prepend(reveal);
        behaviour.insert(u"cases"_s, cases);
        tool.insert(u"x-behaviour"_s, behaviour);
        tools.replace(i, tool);
    }
    return demoCatalog(parent, QJsonDocument(tools).toJson());
}

} // namespace

class tst_CapabilitiesMeta : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QTemporaryDir m_catalogDir;
    std::unique_ptr<ProviderServer> m_server;
    QString m_profile;

    QDateTime lastSync() const
    {
        CatalogDatabase database;
        QString error;
        if (!database.open(Profile::resolve(m_profile).catalogFile(), &error))
            qFatal("cannot open the catalog: %s", qPrintable(error));
        return database.syncState(u"Caps"_s).lastSuccess;
    }

private Q_SLOTS:
    void init()
    {
        static int counter = 0;
        m_profile = m_dir.filePath(u"profile%1"_s.arg(++counter));
        m_server = startServer(capabilitiesConfig(), scriptedCatalog(m_catalogDir));
        QCOMPARE(toolshelf(m_profile,
                           {u"provider"_s, u"add"_s, u"Caps"_s, m_server->baseUrl(0).toString()})
                     .code,
                 0);
        QVERIFY(sync(m_profile));
    }

    void toolsAddedAreStoredAndKept()
    {
        const QString weather = u"Caps/lookup_weather_by_city"_s;
        const Run called = toolshelf(m_profile, {u"invoke"_s, weather, u"City=Reveal"_s});
        QVERIFY2(called.code == 0, qPrintable(called.err));
        QVERIFY2(called.out.contains(u"revealed"_s), qPrintable(called.out));
        QVERIFY2(called.err.contains(u"revealed 2 new tool(s)"_s), qPrintable(called.err));
        QVERIFY2(called.err.contains(u"has no name"_s), qPrintable(called.err));

        // In the group of the tool that revealed them, marked with it.
        const Run shown = toolshelf(m_profile, {u"show"_s, u"Caps/forecast_hourly"_s, u"--json"_s});
        QVERIFY2(shown.code == 0, qPrintable(shown.err));
        const QJsonObject tool = shown.object();
        QCOMPARE(tool.value(u"toolId"_s).toString(), u"weather/forecast_hourly"_s);
        QCOMPARE(tool.value(u"discoveredBy"_s).toString(), u"weather/lookup_weather_by_city"_s);
        QCOMPARE(tool.value(u"groupPath"_s).toArray(), QJsonArray {u"Weather"_s});
        QCOMPARE(tool.value(u"version"_s).toInteger(), 1);
        QCOMPARE(tool.value(u"inputSchema"_s)
                     .toObject()
                     .value(u"properties"_s)
                     .toObject()
                     .value(u"hours"_s)
                     .toObject()
                     .value(u"minimum"_s)
                     .toInt(),
                 1);
        const Run text = toolshelf(m_profile, {u"show"_s, u"Caps/pollen_count"_s});
        QVERIFY2(text.out.contains(u"Revealed by:"_s), qPrintable(text.out));

        // The provider's listing never holds them; a sync does not withdraw them.
        QVERIFY(sync(m_profile));
        const Run listed
            = toolshelf(m_profile, {u"search"_s, u"--group"_s, u"Weather"_s, u"--json"_s});
        QVERIFY2(listed.code == 0, qPrintable(listed.err));
        QStringList names;
        for (const QJsonValue &found : listed.array()) {
            names.append(found.toObject().value(u"name"_s).toString());
            QVERIFY(!found.toObject().value(u"flags"_s).toObject().value(u"withdrawn"_s).toBool());
        }
        names.sort();
        QCOMPARE(
            names,
            (QStringList {u"forecast_hourly"_s, u"lookup_weather_by_city"_s, u"pollen_count"_s}));

        // Revealed again, the same tools are the same versions.
        const Run again = toolshelf(m_profile, {u"invoke"_s, weather, u"City=Reveal"_s});
        QVERIFY2(again.code == 0, qPrintable(again.err));
        QVERIFY2(again.err.contains(u"already holds"_s), qPrintable(again.err));
        QCOMPARE(storedVersions(m_profile, u"Caps"_s, u"weather/forecast_hourly"_s),
                 QList<qint64> {1});
    }

    void groupRefreshSyncsAgain()
    {
        const QDateTime synced = lastSync();
        QVERIFY(synced.isValid());
        const Run called = toolshelf(
            m_profile, {u"invoke"_s, u"Caps/lookup_weather_by_city"_s, u"City=Refresh"_s});
        QVERIFY2(called.code == 0, qPrintable(called.err));
        QVERIFY2(called.err.contains(u"synced again"_s), qPrintable(called.err));
        // A group it does not list is named; one it lists is not.
        QVERIFY2(called.err.contains(u"\"nowhere\""_s), qPrintable(called.err));
        QVERIFY2(!called.err.contains(u"\"travel\""_s), qPrintable(called.err));
        QVERIFY(lastSync() > synced);
    }

    // On a marketplace a sync leaves unread groups unread: a group the
    // answer names is read even so, whether it was opened or not.
    void groupRefreshReadsAGroupNeverOpened()
    {
        static int counter = 0;
        const QString profile = m_dir.filePath(u"market%1"_s.arg(++counter));
        QCOMPARE(toolshelf(profile,
                           {u"provider"_s, u"add"_s, u"Caps"_s, m_server->baseUrl(0).toString()})
                     .code,
                 0);
        const QString settings = Profile::resolve(profile).settingsFile();
        QVERIFY(QDir().mkpath(QFileInfo(settings).path()));
        QVERIFY(writeFile(settings, "[sync]\nmaxTools=1\n"));
        const Run synced = toolshelf(profile, {u"sync"_s});
        QVERIFY2(synced.code == 0, qPrintable(synced.err));
        QVERIFY2(synced.out.contains(u"more than the 1 a sync reads"_s), qPrintable(synced.out));
        const Run opened = toolshelf(profile, {u"sync"_s, u"Caps"_s, u"--group"_s, u"weather"_s});
        QVERIFY2(opened.code == 0, qPrintable(opened.err));
        QCOMPARE(toolshelf(profile, {u"search"_s, u"flights"_s, u"--json"_s}).array().size(), 0);

        const Run called = toolshelf(
            profile, {u"invoke"_s, u"Caps/lookup_weather_by_city"_s, u"City=Refresh"_s});
        QVERIFY2(called.code == 0, qPrintable(called.err));
        QVERIFY2(called.err.contains(u"read 1 group"_s), qPrintable(called.err));
        QVERIFY2(called.err.contains(u"\"nowhere\""_s), qPrintable(called.err));
        const QJsonArray flights
            = toolshelf(profile, {u"search"_s, u"flights"_s, u"--json"_s}).array();
        QCOMPARE(flights.size(), 1);
        QCOMPARE(flights.first().toObject().value(u"toolId"_s).toString(),
                 u"travel/search_flights"_s);
    }

    // Without a meta, nothing but the answer.
    void plainAnswerTouchesNothing()
    {
        const Run called = toolshelf(
            m_profile, {u"invoke"_s, u"Caps/lookup_weather_by_city"_s, u"City=Boston"_s});
        QVERIFY2(called.code == 0, qPrintable(called.err));
        QVERIFY2(called.err.isEmpty(), qPrintable(called.err));
    }
};

QTEST_MAIN(tst_CapabilitiesMeta)
#include "tst_capabilitiesmeta.moc"
