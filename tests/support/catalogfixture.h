// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Shared by the catalog command tests: the reference provider on loopback
// serving the demo catalog ("Demo") and a small travel catalog ("Travel"), a
// fresh profile with both added and synced, and a way to run any
// `toolshelf` command in-process and wait for it to finish.

#include "catalog/catalogdatabase.h"
#include "cli/application.h"
#include "cli/commandline.h"
#include "hostiletext.h"
#include "providerfixture.h"
#include "sync/syncengine.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace CatalogFixture {

using HostileText::invisibleIn;

inline const QString HotelId = QStringLiteral("3f8e2a10-5b1c-4c7e-9d2a-000000000001");
inline const QString CurrencyId1 = QStringLiteral("3f8e2a10-5b1c-4c7e-9d2a-000000000002");
inline const QString CurrencyId2 = QStringLiteral("3f8e2a10-5b1c-4c7e-9d2a-000000000003");

struct Run
{
    int code = -1;
    QString out;
    QString err;

    QJsonArray array() const { return QJsonDocument::fromJson(out.toUtf8()).array(); }
    QJsonObject object() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
    // Lines of the output, without the empty one after the last line break.
    QStringList lines() const { return out.split(u'\n', Qt::SkipEmptyParts); }
};

// `toolshelf --profile PROFILE ARGUMENTS...`, waiting for a command that goes
// on in the event loop (Command::Pending) to finish.
inline Run toolshelf(const QString &profile, const QStringList &arguments)
{
    Run result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    Toolshelf::CommandIo io {out, err};
    Toolshelf::CommandLine commandLine;
    QSignalSpy finished(&commandLine, &Toolshelf::CommandLine::finished);
    result.code = commandLine.run(
        QStringList {QStringLiteral("toolshelf"), QStringLiteral("--profile"), profile} + arguments,
        io);
    if (result.code == Toolshelf::Command::Pending) {
        if (finished.isEmpty() && !finished.wait(30000))
            qWarning("toolshelf %s did not finish", qPrintable(arguments.join(u' ')));
        result.code = finished.isEmpty() ? -2 : finished.first().at(0).toInt();
    }
    out.flush();
    err.flush();
    return result;
}

inline QJsonObject tool(const QString &toolId, const QString &name, const QString &description,
                        const QStringList &tags, bool withOutput = true)
{
    const QJsonObject amount {{QStringLiteral("id"), QStringLiteral("amount")},
                              {QStringLiteral("name"), QStringLiteral("Amount")},
                              {QStringLiteral("type"), QStringLiteral("int")},
                              {QStringLiteral("description"), QStringLiteral("How much.")}};
    const QJsonObject result {{QStringLiteral("id"), QStringLiteral("result")},
                              {QStringLiteral("name"), QStringLiteral("Result")},
                              {QStringLiteral("description"), QStringLiteral("The answer.")}};
    return {
        {QStringLiteral("toolId"), toolId},
        {QStringLiteral("name"), name},
        {QStringLiteral("description"), description},
        {QStringLiteral("version"), 1},
        {QStringLiteral("currentVersion"), 1},
        {QStringLiteral("tags"), QJsonArray::fromStringList(tags)},
        {QStringLiteral("input_parameters"), QJsonArray {amount}},
        {QStringLiteral("output_parameters"), withOutput ? QJsonArray {result} : QJsonArray {}}};
}

// A hotel tool whose description has a long first line, a second line and an
// escape character (no outputs: a warning), and two tools sharing one name
// (an error the draft forbids, which some providers still serve).
inline QString writeTravelCatalog(const QTemporaryDir &parent)
{
    const QString dir = parent.filePath(QStringLiteral("travel"));
    QDir().mkpath(dir);
    const QString hotel = QStringLiteral("Books a hotel room in any city of the world for the "
                                         "dates and guests given, \x1b[31mwith breakfast\n"
                                         "Second line of the description.");
    const QJsonArray tools {tool(HotelId, QStringLiteral("book_hotel_room"), hotel,
                                 {QStringLiteral("travel"), QStringLiteral("lodging")}, false),
                            tool(CurrencyId1, QStringLiteral("convert_currency"),
                                 QStringLiteral("Converts money."), {QStringLiteral("finance")}),
                            tool(CurrencyId2, QStringLiteral("convert_currency"),
                                 QStringLiteral("Converts money, too."),
                                 {QStringLiteral("finance")})};
    Fixture::writeFile(dir + QStringLiteral("/tools.json"), QJsonDocument(tools).toJson());
    return dir;
}

// Hostile text, as a provider may serve it. Printed raw, the name would start
// a line of its own that looks like another tool's, then reverse and hide
// what follows; the description would overwrite its line with a carriage
// return, send a terminal escape, and hide characters only an LLM reads.
inline const QString HostileId = QStringLiteral("3f8e2a10-5b1c-4c7e-9d2a-00000000000a");
inline const QString HostileName
    = QStringLiteral("get_weather\nDemo/lookup_weather_by_city v2  Weather for a city."
                     "\u202Eevil\u200B\u2060\uFEFF");
inline const QString HostileDescription = QStringLiteral(
    "Looks up the weather.\rOVERWRITTEN \x1b[2J\u2028after a line separator \u200Ehidden"
    "\u200D\U000E0069\U000E0067\U000E006E\nA second line\u2029with\ta tab and \x7f.");
inline const QString HostileTag = QStringLiteral("tag\u202Egat\nline");
inline const QString HostileInput = QStringLiteral("City\u200D\u202E");
inline const QString HostileType = QStringLiteral("str\u202Egni");
// 600 characters no YAML implicit key may hold: backslashes, quotes and U+0001.
inline const QString YamlHostileId = QStringLiteral("3f8e2a10-5b1c-4c7e-9d2a-00000000000b");
inline const QString YamlHostileName = QStringLiteral("\\\"\x01").repeated(200);
// Two inputs of one id and name: a JSON Schema of its inputs can hold only one.
inline const QString TwinInputsId = QStringLiteral("3f8e2a10-5b1c-4c7e-9d2a-00000000000c");

inline QString writeHostileCatalog(const QTemporaryDir &parent)
{
    const QString dir = parent.filePath(QStringLiteral("hostile"));
    QDir().mkpath(dir);
    QJsonObject hostile
        = tool(HostileId, HostileName, HostileDescription, {HostileTag, QStringLiteral("weather")});
    hostile.insert(QStringLiteral("input_parameters"),
                   QJsonArray {QJsonObject {{QStringLiteral("id"), QStringLiteral("city")},
                                            {QStringLiteral("name"), HostileInput},
                                            {QStringLiteral("type"), HostileType},
                                            {QStringLiteral("description"),
                                             QStringLiteral("The city\u2028\u200Fnamed.")}}});
    QJsonObject twins = tool(TwinInputsId, QStringLiteral("two_cities"),
                             QStringLiteral("Compares two cities."), {QStringLiteral("weather")});
    const QJsonObject city {{QStringLiteral("id"), QStringLiteral("city")},
                            {QStringLiteral("name"), QStringLiteral("City")},
                            {QStringLiteral("description"), QStringLiteral("A city.")}};
    twins.insert(QStringLiteral("input_parameters"), QJsonArray {city, city});
    const QJsonArray tools {hostile,
                            tool(YamlHostileId, YamlHostileName, QStringLiteral("Escapes."),
                                 {QStringLiteral("weather")}),
                            twins};
    Fixture::writeFile(dir + QStringLiteral("/tools.json"), QJsonDocument(tools).toJson());
    return dir;
}

// Demo (index 0), Travel (1) and the hostile catalog (2).
inline std::unique_ptr<Toolshelf::ProviderServer> startServer(const QTemporaryDir &dir)
{
    auto catalogs = Fixture::demoCatalog(dir);
    QString error;
    auto travel = Toolshelf::FileCatalog::load(writeTravelCatalog(dir), &error);
    if (!travel)
        qFatal("cannot load the travel catalog: %s", qPrintable(error));
    catalogs.push_back(std::move(travel));
    auto hostile = Toolshelf::FileCatalog::load(writeHostileCatalog(dir), &error);
    if (!hostile)
        qFatal("cannot load the hostile catalog: %s", qPrintable(error));
    catalogs.push_back(std::move(hostile));
    return Fixture::startServer({}, std::move(catalogs));
}

// The sample catalogs of resources/catalogs, as the reference provider serves
// them by default, then `extra`.
inline std::unique_ptr<Toolshelf::ProviderServer>
startSampleServer(std::vector<std::unique_ptr<Toolshelf::Catalog>> extra = {})
{
    std::vector<std::unique_ptr<Toolshelf::Catalog>> catalogs;
    for (const QString &directory : Toolshelf::FileCatalog::bundledDirectories()) {
        QString error;
        auto catalog = Toolshelf::FileCatalog::load(directory, &error);
        if (!catalog)
            qFatal("cannot load %s: %s", qPrintable(directory), qPrintable(error));
        catalogs.push_back(std::move(catalog));
    }
    for (auto &catalog : extra)
        catalogs.push_back(std::move(catalog));
    return Fixture::startServer({}, std::move(catalogs));
}

// Syncs every provider of the profile the way the application does.
inline bool sync(const QString &profile)
{
    Toolshelf::Application application(Toolshelf::Profile::resolve(profile));
    QString error;
    if (!application.open(&error)) {
        qWarning("cannot open the profile: %s", qPrintable(error));
        return false;
    }
    Toolshelf::SyncEngine &engine = application.syncEngine();
    QStringList failures;
    QObject::connect(&engine, &Toolshelf::SyncEngine::providerFinished, &application,
                     [&failures](const QString &provider, const Toolshelf::SyncSummary &,
                                 const std::optional<Toolshelf::Error> &why) {
                         if (why)
                             failures.append(
                                 QString(provider + QStringLiteral(": ") + why->text()));
                     });
    QSignalSpy idle(&engine, &Toolshelf::SyncEngine::idle);
    engine.sync(application.providers().providers());
    if (!idle.wait(30000)) {
        qWarning("the sync did not finish");
        return false;
    }
    if (!failures.isEmpty())
        qWarning("sync failed: %s", qPrintable(failures.join(u'\n')));
    return failures.isEmpty();
}

// A fresh profile with Demo and Travel added from `server` and synced.
inline bool makeProfile(const QString &profile, const Toolshelf::ProviderServer &server)
{
    for (const auto &[name, index] :
         {std::pair {QStringLiteral("Demo"), 0}, std::pair {QStringLiteral("Travel"), 1}}) {
        const Run added = toolshelf(profile,
                                    {QStringLiteral("provider"), QStringLiteral("add"), name,
                                     server.baseUrl(index).toString()});
        if (added.code != 0) {
            qWarning("provider add failed: %s", qPrintable(added.err));
            return false;
        }
    }
    return sync(profile);
}

// A fresh profile with the samples of startSampleServer() as Altair, Meridian
// and Skycast, and `extra` more catalogs of the server by name, synced.
inline bool makeSampleProfile(const QString &profile, const Toolshelf::ProviderServer &server,
                              const QStringList &extra = {})
{
    QStringList names {QStringLiteral("Altair"), QStringLiteral("Meridian"),
                       QStringLiteral("Skycast")};
    names += extra;
    for (qsizetype index = 0; index < names.size(); ++index) {
        const Run added = toolshelf(profile,
                                    {QStringLiteral("provider"), QStringLiteral("add"),
                                     names.at(index), server.baseUrl(index).toString()});
        if (added.code != 0) {
            qWarning("provider add failed: %s", qPrintable(added.err));
            return false;
        }
    }
    return sync(profile);
}

// A fresh profile with only the hostile catalog, as "Hostile", synced.
inline bool makeHostileProfile(const QString &profile, const Toolshelf::ProviderServer &server)
{
    const Run added = toolshelf(profile,
                                {QStringLiteral("provider"), QStringLiteral("add"),
                                 QStringLiteral("Hostile"), server.baseUrl(2).toString()});
    if (added.code != 0) {
        qWarning("provider add failed: %s", qPrintable(added.err));
        return false;
    }
    return sync(profile);
}

// The stored version numbers of a tool, read straight from the profile's catalog.
inline QList<qint64> storedVersions(const QString &profile, const QString &provider,
                                    const QString &toolId)
{
    Toolshelf::CatalogDatabase database;
    QString error;
    if (!database.open(Toolshelf::Profile::resolve(profile).catalogFile(), &error))
        qFatal("cannot open the catalog: %s", qPrintable(error));
    return database.versionNumbers(provider, toolId);
}

} // namespace CatalogFixture
