// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialectconformance.h"
#include "dialects/a2t/a2tdialect.h"
#include "dialects/a2t/a2turls.h"
#include "providerfixture.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

class tst_A2tDialect : public DialectConformance
{
    Q_OBJECT

    A2tDialect m_dialect;
    QTemporaryDir m_dir;
    std::unique_ptr<ProviderServer> m_reference;
    Fixture::Http m_http;

protected:
    const ToolDialect &dialect() const override { return m_dialect; }

    // The reference provider (app/provider) over loopback, serving the
    // fixtures' demo catalog; Boston is 21 degrees there.
    ReferenceCall referenceCall() const override
    {
        return {u"lookup_weather_by_city"_s, QJsonObject {{u"city"_s, u"Boston"_s}},
                u"Temperature"_s, QJsonValue(21)};
    }

    QByteArray referenceListing() override
    {
        startReference();
        const Fixture::Response response = m_http.get(A2tUrls::tools(m_reference->baseUrl(0)));
        return response.status == 200 ? response.body : QByteArray();
    }

    QByteArray callReference(const Tool &tool, const QByteArray &body) override
    {
        startReference();
        return m_http
            .post(A2tUrls::invoke(m_reference->baseUrl(0), tool.key.nativeId, tool.version), body)
            .body;
    }

    void startReference()
    {
        if (!m_reference)
            m_reference = Fixture::startServer({}, Fixture::demoCatalog(m_dir));
    }
    QString capturesFolder() const override { return u"" TOOLSHELF_SOURCE_DIR "/tests/data/a2t"_s; }

    std::optional<Tool> find(const QString &capture, const QString &name) const
    {
        for (const Capture &c : captures()) {
            if (c.name != capture)
                continue;
            for (const DialectTool &entry : read(c).tools) {
                if (entry.tool.name == name)
                    return entry.tool;
            }
        }
        return std::nullopt;
    }

private Q_SLOTS:
    void pagesCarryTheirCursor()
    {
        for (const Capture &capture : captures()) {
            const DialectPage page = read(capture);
            QCOMPARE(page.nextCursor.isEmpty(),
                     capture.name != u"skycast-weather-tools-page1.json"_s);
        }
    }

    // A2T names inputs in a call; the tool model keys them by id.
    void callsNameTheInputs()
    {
        const std::optional<Tool> weather = find(
            u"skycast-weather-lookup_weather_by_city-versions.json"_s, u"lookup_weather_by_city"_s);
        QVERIFY(weather);
        const QJsonObject body = QJsonDocument::fromJson(
                                     m_dialect.invocationBody(*weather, {{u"city"_s, u"Boston"_s}}))
                                     .object();
        QCOMPARE(body[u"name"].toString(), u"lookup_weather_by_city"_s);
        const QJsonArray inputs = body[u"input_parameters"].toArray();
        QCOMPARE(inputs.size(), 1);
        QCOMPARE(inputs.first()[u"name"].toString(), u"City"_s);
        QCOMPARE(inputs.first()[u"value"].toString(), u"Boston"_s);
    }

    void versionsAreTheProvidersNumbers()
    {
        QList<qint64> versions;
        for (const Capture &capture : captures()) {
            if (capture.name == u"skycast-weather-lookup_weather_by_city-versions.json"_s)
                for (const DialectTool &entry : read(capture).tools) {
                    versions.append(entry.tool.version);
                    QVERIFY(!entry.tool.versionCounted);
                    QCOMPARE(entry.tool.latestVersion, std::optional<qint64>(3));
                }
        }
        QCOMPARE(versions, (QList<qint64> {3, 2, 1}));
    }
};

QTEST_GUILESS_MAIN(tst_A2tDialect)
#include "tst_a2tdialect.moc"
