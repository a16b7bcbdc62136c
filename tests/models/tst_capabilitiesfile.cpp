// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/a2tcapabilities/capabilitiesfile.h"

#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

const QUrl Base(u"https://tools.example.com/v1"_s);

CapabilitiesFile read(const QByteArray &body, const QUrl &base = Base)
{
    auto result = CapabilitiesFile::read(body, base);
    if (const QString *problem = std::get_if<QString>(&result))
        qFatal("unexpected problem: %s", qPrintable(*problem));
    return std::get<CapabilitiesFile>(result);
}

} // namespace

class tst_CapabilitiesFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The seed's own example, word for word.
    void readsTheSeedsExample()
    {
        const CapabilitiesFile file
            = read("{\"version\": \"1.0\", \"features\": {\"groups\": true, \"search\": true, "
                   "\"dynamic_tools\": true}, \"endpoints\": {\"tools\": \"/tools\", \"groups\": "
                   "\"/groups\"}, "
                   "\"limits\": {\"max_tools_per_request\": 100, \"max_groups_per_request\": 50}}");
        QCOMPARE(file.version, u"1.0"_s);
        QVERIFY(file.groups && file.search && file.dynamicTools);
        // Below the provider's path: a server mounted under /v1 keeps it.
        QCOMPARE(file.tools, QUrl(u"https://tools.example.com/v1/tools"_s));
        QCOMPARE(file.groupsUrl, QUrl(u"https://tools.example.com/v1/groups"_s));
        QCOMPARE(file.maxToolsPerRequest, 100);
        QCOMPARE(file.maxGroupsPerRequest, 50);
        QCOMPARE(CapabilitiesFile::location(QUrl(u"https://tools.example.com/v1/"_s)),
                 QUrl(u"https://tools.example.com/v1/.well-known/a2t-capabilities.json"_s));
    }

    // What is left out is off, at its usual place, unlimited.
    void defaults()
    {
        const CapabilitiesFile file = read("{}");
        QVERIFY(!file.groups && !file.search && !file.dynamicTools);
        QCOMPARE(file.tools, QUrl(u"https://tools.example.com/v1/tools"_s));
        QVERIFY(!file.maxToolsPerRequest);
    }

    // A group id is one path segment however it is spelled, also in a call
    // of one of its tools (a "/" in it once split the call's path).
    void groupAndCallUrls()
    {
        const CapabilitiesFile file = read("{}");
        const QString group = u"weather/current conditions+%&\u00e9"_s;
        const QByteArray encoded = "weather%2Fcurrent%20conditions%2B%25%26%C3%A9";
        QCOMPARE(file.groupToolsUrl(group).toEncoded(),
                 "https://tools.example.com/v1/groups/" + encoded + "/tools");
        QCOMPARE(file.callUrl(group, u"lookup.v2"_s).toEncoded(),
                 "https://tools.example.com/v1/groups/" + encoded + "/tools/lookup.v2");
        QCOMPARE(file.callUrl({}, u"lookup_weather"_s).toEncoded(),
                 QByteArray("https://tools.example.com/v1/tools/lookup_weather"));
    }

    void endpointsAnywhereOnTheOrigin()
    {
        const CapabilitiesFile file
            = read("{\"endpoints\": {\"tools\": \"api/v2/tool-list\", "
                   "\"groups\": \"https://tools.example.com:443/other/groups\"}}");
        QCOMPARE(file.tools, QUrl(u"https://tools.example.com/v1/api/v2/tool-list"_s));
        QCOMPARE(file.groupsUrl, QUrl(u"https://tools.example.com:443/other/groups"_s));
    }

    void refuses_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("names");
        QTest::newRow("not json") << QByteArray("{") << u"no JSON"_s;
        QTest::newRow("array") << QByteArray("[]") << u"no JSON object"_s;
        QTest::newRow("version") << QByteArray("{\"version\": 1}") << u"version"_s;
        QTest::newRow("features") << QByteArray("{\"features\": []}") << u"features"_s;
        QTest::newRow("flag") << QByteArray("{\"features\": {\"groups\": \"yes\"}}")
                              << u"features.groups"_s;
        QTest::newRow("another origin")
            << QByteArray("{\"endpoints\": {\"tools\": \"https://evil.example.net/tools\"}}")
            << u"another origin"_s;
        QTest::newRow("another port")
            << QByteArray("{\"endpoints\": {\"tools\": \"https://tools.example.com:8443/tools\"}}")
            << u"another origin"_s;
        QTest::newRow("plain http")
            << QByteArray("{\"endpoints\": {\"tools\": \"http://tools.example.com/tools\"}}")
            << u"another origin"_s;
        QTest::newRow("scheme-relative")
            << QByteArray("{\"endpoints\": {\"groups\": \"//evil.example.net/groups\"}}")
            << u"endpoints.groups"_s;
        QTest::newRow("climbing") << QByteArray("{\"endpoints\": {\"tools\": \"/../admin\"}}")
                                  << u"climb"_s;
        QTest::newRow("query") << QByteArray("{\"endpoints\": {\"tools\": \"/tools?all=1\"}}")
                               << u"query"_s;
        QTest::newRow("endpoint type")
            << QByteArray("{\"endpoints\": {\"tools\": 7}}") << u"endpoints.tools"_s;
        QTest::newRow("zero limit") << QByteArray("{\"limits\": {\"max_tools_per_request\": 0}}")
                                    << u"limits.max_tools_per_request"_s;
        QTest::newRow("fractional limit")
            << QByteArray("{\"limits\": {\"max_groups_per_request\": 2.5}}")
            << u"limits.max_groups_per_request"_s;
        QTest::newRow("deep") << QByteArray(100000, '[') << u"no JSON to trust"_s;
    }

    void refuses()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, names);
        const auto result = CapabilitiesFile::read(body, Base);
        QVERIFY(std::holds_alternative<QString>(result));
        QVERIFY2(std::get<QString>(result).contains(names), qPrintable(std::get<QString>(result)));
    }
};

QTEST_GUILESS_MAIN(tst_CapabilitiesFile)
#include "tst_capabilitiesfile.moc"
