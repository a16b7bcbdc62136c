// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A profile written by an earlier build (tests/data/profiles/<commit>, made by
// make-profile.sh with that build's binaries) opens with today's code without
// a sync and keeps everything the user made: providers, the catalog with
// every version, pins, rewritten texts, aliases and an autosaved procedure.
// Its digests are those today's code computes from the same wire signatures.

#include "dialects/a2t/signatureparser.h"
#include "procedures/recoverystore.h"
#include "tool/canonicaljson.h"
#include "toolshelfprocess.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// The build whose profile this is: the last one before the re-housing of the
// tool model (issue 15), which must read it unchanged.
const QString Fixture = u"" TOOLSHELF_SOURCE_DIR "/tests/data/profiles/215166a"_s;
const QString SampleCatalogs = u"" TOOLSHELF_SOURCE_DIR "/resources/catalogs"_s;

bool copyTree(const QString &from, const QString &to)
{
    QDirIterator files(from, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString file = files.next();
        const QString target = to + file.mid(from.size());
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(file, target))
            return false;
        QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner);
    }
    return true;
}

QJsonDocument json(const ToolshelfProcess::Result &result)
{
    return QJsonDocument::fromJson(result.out);
}

} // namespace

class tst_OldProfile : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_profile;

    ToolshelfProcess::Result run(const QStringList &arguments)
    {
        return ToolshelfProcess::run(m_profile, m_dir.filePath(u"no-managed.json"_s), arguments);
    }

    QJsonObject show(const QString &tool, int version = 0)
    {
        QStringList arguments {u"show"_s, tool, u"--json"_s};
        if (version > 0)
            arguments << u"--version"_s << QString::number(version);
        const auto result = run(arguments);
        if (result.code != 0)
            qWarning("%s", result.err.constData());
        return json(result).object();
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(QFileInfo::exists(Fixture + u"/data/catalog.sqlite"_s));
        m_profile
            = m_dir.filePath(u"profile-%1"_s.arg(QLatin1StringView(QTest::currentTestFunction())));
        QVERIFY(copyTree(Fixture, m_profile));
    }

    void providersAreKept()
    {
        const auto result = run({u"provider"_s, u"list"_s, u"--json"_s});
        QCOMPARE(result.code, 0);
        QStringList names;
        for (const QJsonValue &provider : json(result).array()) {
            names << provider[u"name"].toString();
            QVERIFY(provider[u"baseUrl"].toString().startsWith(u"http://127.0.0.1:47291/"_s));
        }
        names.sort();
        QCOMPARE(names,
                 (QStringList {u"Altair Travel"_s, u"Meridian Health"_s, u"Skycast Weather"_s}));
    }

    // Searched offline (the provider of the fixture is not running): no sync needed.
    void catalogIsReadWithoutASync()
    {
        const auto result = run({u"search"_s, u"--json"_s});
        QCOMPARE(result.code, 0);
        const QJsonArray tools = json(result).array();
        QCOMPARE(tools.size(), 20);
        QSet<QString> providers;
        for (const QJsonValue &tool : tools)
            providers.insert(tool[u"provider"].toString());
        QCOMPARE(providers.size(), 3);
        const auto found = run({u"search"_s, u"air quality"_s, u"--json"_s});
        QCOMPARE(found.code, 0);
        QCOMPARE(json(found).array().first()[u"name"].toString(), u"get_air_quality_by_city"_s);
    }

    void pinsOverridesAndAliasesAreKept()
    {
        const QJsonObject weather = show(u"Skycast Weather/lookup_weather_by_city"_s);
        QCOMPARE(weather[u"version"].toInt(), 2);
        QCOMPARE(weather[u"currentVersion"].toInt(), 3);
        QVERIFY(weather[u"flags"][u"pinned"].toBool());
        const QJsonArray weatherOverrides = weather[u"overrides"].toArray();
        QCOMPARE(weatherOverrides.size(), 1);
        QCOMPARE(weatherOverrides.first()[u"parameter"].toString(), u"City"_s);
        QCOMPARE(weatherOverrides.first()[u"text"].toString(),
                 u"The city, as the caller said it."_s);

        const QJsonObject prescriptions = show(u"Meridian Health/look_up_prescriptions"_s);
        QCOMPARE(prescriptions[u"version"].toInt(), 1);
        QVERIFY(prescriptions[u"flags"][u"pinned"].toBool());

        const QJsonObject forecast = show(u"Skycast Weather/get_forecast_by_city"_s);
        QCOMPARE(forecast[u"signature"][u"description"].toString(),
                 u"Forecast for the next days; not for today."_s);

        // The alias is what the tool is known by now.
        const QJsonObject booking = show(u"Altair Travel/altair_book_flight"_s);
        QCOMPARE(booking[u"alias"].toString(), u"altair_book_flight"_s);
        QCOMPARE(booking[u"name"].toString(), u"book_flight"_s);
        QCOMPARE(booking[u"vendor"][u"name"].toString(), u"book_flight"_s);
        QCOMPARE(booking[u"dialect"].toString(), u"a2t"_s);
    }

    void autosavedProcedureIsOffered()
    {
        const QList<Toolshelf::RecoveryEntry> entries
            = Toolshelf::RecoveryStore(m_profile + u"/data/recovery"_s).entries();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().text,
                 u"# Weather desk\n\nUse lookup_weather_by_city() first.\n"_s);
        QCOMPARE(entries.first().savedAt,
                 QDateTime::fromString(u"2026-11-20T09:30:00Z"_s, Qt::ISODate));
    }

    // Every version the old build stored has the digest today's code computes
    // from the signature the provider served: no pin can look replaced.
    void digestsAreTheSame()
    {
        // What the provider served, by provider and tool, then version.
        QHash<QString, QHash<qint64, Toolshelf::ToolSignature>> served;
        QDirIterator vendors(SampleCatalogs, {u"tools.json"_s}, QDir::Files,
                             QDirIterator::Subdirectories);
        while (vendors.hasNext()) {
            const QString file = vendors.next();
            QFile toolsFile(file);
            QFile providerFile(QFileInfo(file).dir().filePath(u"provider.json"_s));
            QVERIFY(toolsFile.open(QIODevice::ReadOnly) && providerFile.open(QIODevice::ReadOnly));
            const QString provider
                = QJsonDocument::fromJson(providerFile.readAll())[u"name"].toString();
            const Toolshelf::ParsedDocument document
                = Toolshelf::SignatureParser::parseDocument(toolsFile.readAll());
            QVERIFY(!document.fatal);
            for (const Toolshelf::ParsedSignature &parsed : document.signatures)
                served[provider + u'/' + parsed.signature.toolId].insert(parsed.signature.version,
                                                                         parsed.signature);
        }
        int compared = 0;
        for (auto tool = served.cbegin(); tool != served.cend(); ++tool) {
            const QJsonArray stored = show(tool.key())[u"storedVersions"].toArray();
            QVERIFY2(!stored.isEmpty(), qPrintable(tool.key()));
            for (const QJsonValue &version : stored) {
                const auto signature = tool->constFind(version.toInteger());
                QVERIFY2(signature != tool->cend(), qPrintable(tool.key()));
                QCOMPARE(
                    show(tool.key(), int(version.toInteger()))[u"digest"].toString().toLatin1(),
                    Toolshelf::CanonicalJson::versionDigest(*signature));
                ++compared;
            }
        }
        // Every tool's current version, and the two pinned older ones.
        QCOMPARE(compared, 22);
    }
};

QTEST_GUILESS_MAIN(tst_OldProfile)
#include "tst_oldprofile.moc"
