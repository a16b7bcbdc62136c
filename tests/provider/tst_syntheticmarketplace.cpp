// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "capabilitiesjson.h"
#include "providerfixture.h"
#include "syntheticcatalog.h"
#include "syntheticmarketplace.h"

#include <QJsonArray>

#include <functional>
#include <limits>

using namespace Toolshelf;
using namespace Fixture;
using namespace Qt::StringLiterals;

namespace {

using Request = CapabilitiesPage::Request;
constexpr qsizetype TopLevel = CapabilitiesSource::TopLevel;
constexpr qsizetype EveryLevel = CapabilitiesSource::EveryLevel;

Request everything(const QString &query = {})
{
    return {query, 0, std::numeric_limits<int>::max()};
}

QString text(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1StringView(key)).toString();
}

std::vector<std::unique_ptr<Catalog>> served(qsizetype tools, int tags)
{
    std::vector<std::unique_ptr<Catalog>> catalogs;
    catalogs.push_back(std::make_unique<SyntheticCatalog>(tools, tags, 1, 7));
    return catalogs;
}

// `path` as sent: a percent-encoded "/" in a group id stays encoded.
QUrl encodedAt(const ProviderServer &server, const QString &path)
{
    return QUrl::fromEncoded(QByteArray(server.baseUrl(0).toEncoded() + path.toUtf8()),
                             QUrl::StrictMode);
}

QString encoded(const QString &id)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(id));
}

// Arguments every required input of a tool as served accepts.
QByteArray argumentsFor(const QJsonObject &tool)
{
    const QJsonObject schema = tool.value(u"input_schema"_s).toObject();
    const QJsonObject properties = schema.value(u"properties"_s).toObject();
    QJsonObject arguments;
    for (const QJsonValue &name : schema.value(u"required"_s).toArray()) {
        const QJsonObject property = properties.value(name.toString()).toObject();
        const QString type = property.value(u"type"_s).toString();
        QJsonValue value = u"a value"_s;
        if (property.contains(u"enum"_s))
            value = property.value(u"enum"_s).toArray().first();
        else if (type == u"integer"_s)
            value = 1;
        else if (type == u"boolean"_s)
            value = true;
        arguments.insert(name.toString(), value);
    }
    return QJsonDocument(arguments).toJson(QJsonDocument::Compact);
}

} // namespace

class tst_SyntheticMarketplace : public QObject
{
    Q_OBJECT

    Http m_http;

private Q_SLOTS:
    // L top-level tools and G leaf groups, from the catalog's size and tags.
    void sizes_data()
    {
        QTest::addColumn<qsizetype>("tools");
        QTest::addColumn<int>("tags");
        QTest::addColumn<qsizetype>("asked");
        QTest::addColumn<qsizetype>("topLevelTools");
        QTest::addColumn<qsizetype>("leafGroups");
        QTest::newRow("two million")
            << qsizetype(2'000'000) << 20 << qsizetype(0) << qsizetype(1000) << qsizetype(2000);
        QTest::newRow("rounded to the tags")
            << qsizetype(2'000'000) << 24 << qsizetype(0) << qsizetype(984) << qsizetype(2016);
        QTest::newRow("at most 10,000 by default")
            << qsizetype(10'000'000) << 20 << qsizetype(0) << qsizetype(1000) << qsizetype(10'000);
        QTest::newRow("at least the tags")
            << qsizetype(5000) << 20 << qsizetype(0) << qsizetype(1000) << qsizetype(20);
        QTest::newRow("asked for")
            << qsizetype(100'000) << 7 << qsizetype(1000) << qsizetype(994) << qsizetype(1001);
        QTest::newRow("fewer tools than tags")
            << qsizetype(5) << 12 << qsizetype(0) << qsizetype(0) << qsizetype(12);
        QTest::newRow("more tags than the default's ceiling")
            << qsizetype(100) << 12'000 << qsizetype(0) << qsizetype(0) << qsizetype(12'000);
    }

    void sizes()
    {
        QFETCH(qsizetype, tools);
        QFETCH(int, tags);
        QFETCH(qsizetype, asked);
        QFETCH(qsizetype, topLevelTools);
        QFETCH(qsizetype, leafGroups);
        const SyntheticCatalog catalog(tools, tags, 1, 1);
        const SyntheticMarketplace marketplace(catalog, true, asked);
        QCOMPARE(marketplace.topLevelToolCount(), topLevelTools);
        QCOMPARE(marketplace.leafGroupCount(), leafGroups);
        QCOMPARE(marketplace.groups(TopLevel, everything()).total, tags);
        QCOMPARE(marketplace.groups(EveryLevel, everything()).total, tags + leafGroups);
        // Without groups every tool is a top-level one.
        const SyntheticMarketplace flat(catalog, false);
        QCOMPARE(flat.tools(TopLevel, everything()).total, tools);
        QCOMPARE(flat.groupIndex(catalog.tagName(0)), -1);
    }

    // Every tool is filed once; the counts add up; a tool's first tag is its
    // group's parent; every group's id leads back to it.
    void layout_data()
    {
        QTest::addColumn<qsizetype>("tools");
        QTest::addColumn<int>("tags");
        QTest::addColumn<qsizetype>("asked");
        QTest::newRow("default") << qsizetype(25'000) << 20 << qsizetype(0);
        QTest::newRow("groups rounded up") << qsizetype(25'000) << 7 << qsizetype(100);
        QTest::newRow("more groups than tools") << qsizetype(1500) << 3 << qsizetype(900);
        QTest::newRow("fewer tools than tags") << qsizetype(5) << 12 << qsizetype(0);
        QTest::newRow("one tag") << qsizetype(3000) << 1 << qsizetype(0);
        QTest::newRow("no tools") << qsizetype(0) << 4 << qsizetype(0);
    }

    void layout()
    {
        QFETCH(qsizetype, tools);
        QFETCH(int, tags);
        QFETCH(qsizetype, asked);
        const SyntheticCatalog catalog(tools, tags, 1, 3);
        const SyntheticMarketplace marketplace(catalog, true, asked);
        QList<int> filed(tools, 0);
        const CapabilitiesPage topLevel = marketplace.tools(TopLevel, everything());
        QCOMPARE(topLevel.total, marketplace.topLevelToolCount());
        qsizetype counted = topLevel.total;
        for (const qsizetype index : topLevel.items) {
            ++filed[index];
            QCOMPARE(marketplace.toolIn(TopLevel, catalog.nameAt(index)), index);
        }

        const CapabilitiesPage all = marketplace.groups(EveryLevel, everything());
        for (const qsizetype group : all.items) {
            const QJsonObject json = marketplace.groupJson(group);
            const QString id = text(json, "id");
            QCOMPARE(marketplace.groupIndex(id), group);
            const CapabilitiesPage own = marketplace.tools(group, everything());
            QCOMPARE(json.value(u"tool_count"_s).toInteger(), own.total);
            QCOMPARE(own.items.size(), own.total);
            counted += own.total;
            const QString parent = text(json, "parent_id");
            if (parent.isEmpty()) {
                // A tag: vendors below it, no tools of its own.
                QCOMPARE(own.total, 0);
                QCOMPARE(marketplace.groups(group, everything()).total,
                         marketplace.leafGroupCount() / tags);
                continue;
            }
            QVERIFY2(id.startsWith(parent + u"/vendor-"_s), qPrintable(id));
            QCOMPARE(marketplace.groups(group, everything()).total, 0);
            for (const qsizetype index : own.items) {
                ++filed[index];
                const QString name = catalog.nameAt(index);
                QCOMPARE(marketplace.toolIn(group, name), index);
                QCOMPARE(marketplace.toolIn(TopLevel, name), -1);
                // The first tag names the group's parent.
                const QJsonArray toolTags = catalog.currentAt(index).value(u"tags"_s).toArray();
                QCOMPARE(toolTags.first().toString(), parent);
            }
        }
        QCOMPARE(counted, tools);
        QVERIFY(std::all_of(filed.cbegin(), filed.cend(), [](int times) { return times == 1; }));
    }

    // Offsets at and past the end, limits of one, an offset near the
    // largest number: the same items as one big page, never more.
    void pagesAtTheEdges()
    {
        const SyntheticCatalog catalog(25'000, 20, 1, 5);
        const SyntheticMarketplace marketplace(catalog, true);
        const qsizetype vendor = marketplace.groupIndex(u"crm/vendor-2"_s);
        const qsizetype tag = marketplace.groupIndex(u"crm"_s);
        QVERIFY(vendor >= 0 && tag >= 0);
        const auto check = [](const std::function<CapabilitiesPage(const Request &)> &page) {
            const CapabilitiesPage whole = page(everything());
            QVERIFY(whole.total > 1);
            QCOMPARE(whole.items.size(), whole.total);
            for (qsizetype offset = 0; offset < whole.total; ++offset) {
                const CapabilitiesPage one = page({{}, offset, 1});
                QCOMPARE(one.total, whole.total);
                QCOMPARE(one.items, QList<qsizetype> {whole.items.at(offset)});
            }
            QCOMPARE(page({{}, whole.total - 1, 50}).items, QList {whole.items.last()});
            for (const qsizetype past :
                 {whole.total, whole.total + 1, std::numeric_limits<qsizetype>::max() - 1}) {
                const CapabilitiesPage none = page({{}, past, 50});
                QCOMPARE(none.total, whole.total);
                QVERIFY(none.items.isEmpty());
            }
        };
        check([&](const Request &r) { return marketplace.tools(vendor, r); });
        check([&](const Request &r) { return marketplace.tools(TopLevel, r); });
        check([&](const Request &r) { return marketplace.groups(tag, r); });
        check([&](const Request &r) { return marketplace.groups(TopLevel, r); });
        check([&](const Request &r) { return marketplace.groups(EveryLevel, r); });
        // A search pages through its matches alike.
        check([&](const Request &r) {
            return marketplace.tools(vendor, {u"INVOICE"_s, r.offset, r.limit});
        });
    }

    // A search matches a name or a description, ignoring case, at any level
    // of groups: what scanning every candidate's JSON finds.
    void searchesGroups_data()
    {
        QTest::addColumn<QString>("query");
        QTest::newRow("a tag") << u"billing"_s;
        QTest::newRow("another case") << u"Real ESTATE"_s;
        QTest::newRow("a vendor") << u"vendor 7"_s;
        QTest::newRow("a description") << u"sold by"_s;
        QTest::newRow("nothing") << u"unicorns"_s;
    }

    void searchesGroups()
    {
        QFETCH(QString, query);
        // Ten vendors a tag.
        const SyntheticCatalog catalog(60'000, 24, 1, 5);
        const SyntheticMarketplace marketplace(catalog, true, 240);
        for (const qsizetype parent :
             {EveryLevel, TopLevel, marketplace.groupIndex(u"billing"_s)}) {
            const CapabilitiesPage candidates = marketplace.groups(parent, everything());
            QList<qsizetype> expected;
            for (const qsizetype group : candidates.items) {
                const QJsonObject json = marketplace.groupJson(group);
                if (CapabilitiesPage::matches(text(json, "name"), text(json, "description"), query))
                    expected.append(group);
            }
            const CapabilitiesPage found = marketplace.groups(parent, everything(query));
            QCOMPARE(found.items, expected);
            QCOMPARE(found.total, expected.size());
        }
        if (query == u"billing"_s) {
            // The tag and every one of its vendors.
            const CapabilitiesPage found = marketplace.groups(EveryLevel, everything(query));
            QCOMPARE(found.total, 1 + marketplace.leafGroupCount() / 24);
        }
    }

    void searchesTools_data()
    {
        QTest::addColumn<QString>("query");
        QTest::newRow("in names") << u"invoice"_s;
        QTest::newRow("another case") << u"PATIENT_RECORDS"_s;
        QTest::newRow("only in descriptions") << u"rather than from memory"_s;
        QTest::newRow("a tag in descriptions") << u"the billing system"_s;
        QTest::newRow("nothing") << u"unicorns"_s;
    }

    void searchesTools()
    {
        QFETCH(QString, query);
        const SyntheticCatalog catalog(60'000, 24, 3, 5);
        const SyntheticMarketplace marketplace(catalog, true);
        for (const qsizetype scope : {TopLevel, marketplace.groupIndex(u"billing/vendor-1"_s),
                                      marketplace.groupIndex(u"media/vendor-2"_s)}) {
            QList<qsizetype> expected;
            for (const qsizetype index : marketplace.tools(scope, everything()).items) {
                const QJsonObject tool = marketplace.tool(index);
                if (CapabilitiesPage::matches(text(tool, "name"), text(tool, "description"), query))
                    expected.append(index);
            }
            const CapabilitiesPage found = marketplace.tools(scope, everything(query));
            QCOMPARE(found.items, expected);
            QCOMPARE(found.total, expected.size());
        }
    }

    // Names past the first round of names too (index 12,288 and up).
    void findsToolsByName()
    {
        const SyntheticCatalog catalog(40'000, 10, 1, 9);
        const SyntheticMarketplace marketplace(catalog, true);
        for (qsizetype index = 0; index < catalog.toolCount(); index += 37) {
            const QString name = catalog.nameAt(index);
            QCOMPARE(marketplace.toolNamed(name), index);
        }
        QCOMPARE(marketplace.toolNamed(u"no_such_tool"_s), -1);
        QCOMPARE(marketplace.toolNamed(catalog.nameAt(3) + u"_1"_s), -1);
        QCOMPARE(marketplace.groupIndex(u"billing/vendor-0"_s), -1);
        QCOMPARE(marketplace.groupIndex(u"billing/vendor-01"_s), -1);
        QCOMPARE(marketplace.groupIndex(u"billing/vendor-"_s), -1);
        QCOMPARE(marketplace.groupIndex(u"billing/"_s), -1);
        QCOMPARE(marketplace.groupIndex(u"billing/vendor-1/x"_s), -1);
        QCOMPARE(marketplace.groupIndex(u"unicorns/vendor-1"_s), -1);
        // Four vendors a tag: 40 leaf groups over 10 tags.
        QCOMPARE(marketplace.leafGroupCount(), 40);
        QVERIFY(marketplace.groupIndex(u"billing/vendor-4"_s) >= 0);
        QCOMPARE(marketplace.groupIndex(u"billing/vendor-5"_s), -1);
    }

    // Over HTTP, as a client reads it: the tree level by level, a vendor's
    // tools by its percent-encoded id, and a search across levels.
    void servesTheTree()
    {
        auto server = startServer(capabilitiesConfig(), served(25'000, 20));
        const QJsonObject top = m_http.get(at(*server, u"/groups"_s)).json();
        QCOMPARE(top.value(u"total"_s).toInt(), 20);
        const QJsonObject billing = top.value(u"groups"_s).toArray().first().toObject();
        QCOMPARE(text(billing, "id"), u"billing"_s);
        QCOMPARE(text(billing, "name"), u"Billing"_s);
        QVERIFY(!text(billing, "description").isEmpty());
        QCOMPARE(billing.value(u"tool_count"_s).toInt(), 0);
        QVERIFY(!billing.contains(u"parent_id"_s));

        const QJsonObject vendors = m_http.get(at(*server, u"/groups?parent_id=billing"_s)).json();
        QCOMPARE(vendors.value(u"total"_s).toInt(), 2);
        const QJsonObject second = vendors.value(u"groups"_s).toArray().last().toObject();
        QCOMPARE(text(second, "id"), u"billing/vendor-2"_s);
        QCOMPARE(text(second, "name"), u"Billing vendor 2"_s);
        QCOMPARE(text(second, "parent_id"), u"billing"_s);
        const Response tools
            = m_http.get(encodedAt(*server, u"/groups/billing%2Fvendor-2/tools"_s));
        QCOMPARE(tools.status, 200);
        QCOMPARE(tools.json().value(u"total"_s).toInt(), second.value(u"tool_count"_s).toInt());
        QCOMPARE(m_http.get(encodedAt(*server, u"/groups/billing%2Fvendor-3/tools"_s)).status, 404);
        QCOMPARE(
            m_http.get(at(*server, u"/groups/billing/tools"_s)).json().value(u"total"_s).toInt(),
            0);
        // No q, no parent: the top level only; q without a parent: every level.
        const QJsonObject found = m_http.get(at(*server, u"/groups?q=billing"_s)).json();
        QCOMPARE(found.value(u"total"_s).toInt(), 3);
        QCOMPARE(text(found.value(u"groups"_s).toArray().last().toObject(), "parent_id"),
                 u"billing"_s);
        const QJsonObject invoices
            = m_http.get(encodedAt(*server, u"/groups/billing%2Fvendor-2/tools?q=invoice"_s))
                  .json();
        for (const QJsonValue &tool : invoices.value(u"tools"_s).toArray())
            QVERIFY(text(tool.toObject(), "name").contains(u"invoice"_s)
                    || text(tool.toObject(), "description").contains(u"invoice"_s));
    }

    // A call through the group a tool is filed in, or by its name alone; a
    // group it is not filed in knows no such tool.
    void invokesThroughItsGroup()
    {
        auto server = startServer(capabilitiesConfig(), served(25'000, 20));
        const QString group = u"crm/vendor-2"_s;
        const QJsonObject page
            = m_http.get(encodedAt(*server, u"/groups/"_s + encoded(group) + u"/tools?limit=1"_s))
                  .json();
        const QJsonObject tool = page.value(u"tools"_s).toArray().first().toObject();
        const QString name = text(tool, "name");
        const QByteArray arguments = argumentsFor(tool);
        const Response r = m_http.post(
            encodedAt(*server, u"/groups/"_s + encoded(group) + u"/tools/"_s + name), arguments);
        QCOMPARE(r.status, 200);
        QVERIFY(r.json().value(u"result"_s).isObject());
        QCOMPARE(m_http.post(at(*server, u"/tools/"_s + name), arguments).status, 200);
        QCOMPARE(
            m_http.post(encodedAt(*server, u"/groups/crm%2Fvendor-1/tools/"_s + name), arguments)
                .status,
            404);
        QCOMPARE(m_http.post(at(*server, u"/groups/crm/tools/"_s + name), arguments).status, 404);
        QCOMPARE(m_http.post(at(*server, u"/tools/no_such_tool"_s), arguments).status, 404);
    }

    // Without groups every tool is a top-level one, still by arithmetic.
    void servesWithoutGroups()
    {
        ProviderConfig config = capabilitiesConfig();
        config.capabilities.groups = false;
        auto server = startServer(config, served(30'000, 20));
        const QJsonObject page = m_http.get(at(*server, u"/tools?offset=29990&limit=20"_s)).json();
        QCOMPARE(page.value(u"total"_s).toInt(), 30'000);
        const QJsonArray tools = page.value(u"tools"_s).toArray();
        QCOMPARE(tools.size(), 10);
        const QJsonObject last = tools.last().toObject();
        QCOMPARE(
            m_http.post(at(*server, u"/tools/"_s + text(last, "name")), argumentsFor(last)).status,
            200);
        QCOMPARE(m_http.get(at(*server, u"/groups"_s)).status, 404);
    }

    // The marketplace of issue 16: two million tools in two thousand groups,
    // served at once without an index (functional; bench_sync times it).
    void twoMillionTools()
    {
        const SyntheticCatalog catalog(2'000'000, 20, 1, 7);
        auto server = startServer(capabilitiesConfig(), served(2'000'000, 20));
        const QJsonObject top = m_http.get(at(*server, u"/groups"_s)).json();
        QCOMPARE(top.value(u"total"_s).toInt(), 20);
        const QJsonObject tools = m_http.get(at(*server, u"/tools"_s)).json();
        QCOMPARE(tools.value(u"total"_s).toInt(), 1000);
        QCOMPARE(tools.value(u"tools"_s).toArray().size(), 50);
        QCOMPARE(text(tools.value(u"tools"_s).toArray().first().toObject(), "name"),
                 catalog.nameAt(0));

        // Every vendor of every tag, page by page: the counts add up.
        qint64 filed = tools.value(u"total"_s).toInteger();
        qsizetype leafGroups = 0;
        for (const QJsonValue &tag : top.value(u"groups"_s).toArray()) {
            const QString id = text(tag.toObject(), "id");
            for (int offset = 0;; offset += 100) {
                const QJsonObject page
                    = m_http
                          .get(
                              at(*server,
                                 u"/groups?limit=100&offset=%1&parent_id=%2"_s.arg(offset).arg(id)))
                          .json();
                const QJsonArray groups = page.value(u"groups"_s).toArray();
                for (const QJsonValue &group : groups)
                    filed += group[u"tool_count"_s].toInteger();
                leafGroups += groups.size();
                if (offset + 100 >= page.value(u"total"_s).toInt())
                    break;
            }
        }
        QCOMPARE(leafGroups, 2000);
        QCOMPARE(filed, 2'000'000);

        // The last page of the last vendor: tools L + g + kG, g = 1999.
        const QString last = u"retail/vendor-100"_s;
        const Response first
            = m_http.get(encodedAt(*server, u"/groups/"_s + encoded(last) + u"/tools"_s));
        QCOMPARE(first.status, 200);
        const qint64 count = first.json().value(u"total"_s).toInteger();
        QCOMPARE(count, 999);
        const qint64 offset = (count - 1) / 50 * 50;
        const QJsonObject page
            = m_http
                  .get(encodedAt(*server,
                                 u"/groups/"_s + encoded(last) + u"/tools?offset=%1"_s.arg(offset)))
                  .json();
        QCOMPARE(page.value(u"offset"_s).toInteger(), offset);
        const QJsonArray items = page.value(u"tools"_s).toArray();
        QCOMPARE(items.size(), count - offset);
        QCOMPARE(text(items.last().toObject(), "name"), catalog.nameAt(1000 + 1999 + 998 * 2000));
    }
};

QTEST_GUILESS_MAIN(tst_SyntheticMarketplace)
#include "tst_syntheticmarketplace.moc"
