// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Shared by the provider tests: a small catalog directory written to a
// temporary folder, a server over it on a loopback port, and a blocking HTTP
// helper (QSignalSpy::wait keeps it off nested event loops in product code).

#include "filecatalog.h"
#include "providerserver.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

namespace Fixture {

inline const QString WeatherId = QStringLiteral("0479a45d-ad0a-49d4-94db-75edf00d2ca4");
inline const QString FlightsId = QStringLiteral("6f1c1f5e-3f39-4a1b-9a55-2d1f1c0d8b11");

// lookup_weather_by_city in two versions (v2 adds an optional input and an
// output) with a scripted behaviour, and search_flights with an enum and an int.
inline QByteArray catalogJson()
{
    const QJsonObject city {{QStringLiteral("id"), QStringLiteral("city")},
                            {QStringLiteral("name"), QStringLiteral("City")},
                            {QStringLiteral("description"), QStringLiteral("The city.")}};
    const QJsonObject units {
        {QStringLiteral("id"), QStringLiteral("units")},
        {QStringLiteral("name"), QStringLiteral("Units")},
        {QStringLiteral("type"), QStringLiteral("enum")},
        {QStringLiteral("required"), false},
        {QStringLiteral("description"), QStringLiteral("Units.")},
        {QStringLiteral("allowed-values"),
         QJsonArray {QJsonObject {{QStringLiteral("name"), QStringLiteral("CELSIUS")},
                                  {QStringLiteral("description"), QStringLiteral("C")}},
                     QJsonObject {{QStringLiteral("name"), QStringLiteral("FAHRENHEIT")},
                                  {QStringLiteral("description"), QStringLiteral("F")}}}}};
    const QJsonObject temp {{QStringLiteral("id"), QStringLiteral("temp")},
                            {QStringLiteral("name"), QStringLiteral("Temperature")},
                            {QStringLiteral("type"), QStringLiteral("int")},
                            {QStringLiteral("description"), QStringLiteral("Now.")}};
    const QJsonObject summary {{QStringLiteral("id"), QStringLiteral("summary")},
                               {QStringLiteral("name"), QStringLiteral("Summary")},
                               {QStringLiteral("description"), QStringLiteral("In words.")}};
    const QJsonObject behaviour {
        {QStringLiteral("summary"), QStringLiteral("Boston is 21 degrees; elsewhere 15.")},
        {QStringLiteral("cases"),
         QJsonArray {QJsonObject {
             {QStringLiteral("when"),
              QJsonObject {{QStringLiteral("City"), QStringLiteral("Boston")}}},
             {QStringLiteral("outputs"),
              QJsonObject {{QStringLiteral("Temperature"), 21},
                           {QStringLiteral("Summary"), QStringLiteral("Sunny in ${City}")}}}}}},
        {QStringLiteral("default"),
         QJsonObject {
             {QStringLiteral("outputs"),
              QJsonObject {{QStringLiteral("Temperature"), 15},
                           {QStringLiteral("Summary"), QStringLiteral("Cloudy in ${City}")}}}}}};
    QJsonObject v1 {{QStringLiteral("toolId"), WeatherId},
                    {QStringLiteral("name"), QStringLiteral("lookup_weather_by_city")},
                    {QStringLiteral("description"), QStringLiteral("Weather for a city.")},
                    {QStringLiteral("version"), 1},
                    {QStringLiteral("currentVersion"), 2},
                    {QStringLiteral("tags"), QJsonArray {QStringLiteral("weather")}},
                    {QStringLiteral("input_parameters"), QJsonArray {city}},
                    {QStringLiteral("output_parameters"), QJsonArray {temp}},
                    {QStringLiteral("x-behaviour"), behaviour}};
    QJsonObject v2 = v1;
    v2.insert(QStringLiteral("version"), 2);
    v2.insert(QStringLiteral("input_parameters"), QJsonArray {city, units});
    v2.insert(QStringLiteral("output_parameters"), QJsonArray {temp, summary});

    const QJsonObject cabin {
        {QStringLiteral("id"), QStringLiteral("flight_class")},
        {QStringLiteral("name"), QStringLiteral("Flight Class")},
        {QStringLiteral("type"), QStringLiteral("enum")},
        {QStringLiteral("description"), QStringLiteral("Cabin.")},
        {QStringLiteral("allowed-values"),
         QJsonArray {QJsonObject {{QStringLiteral("name"), QStringLiteral("ECONOMY")},
                                  {QStringLiteral("description"), QStringLiteral("Coach.")}},
                     QJsonObject {{QStringLiteral("name"), QStringLiteral("BUSINESS")},
                                  {QStringLiteral("description"), QStringLiteral("Lie-flat.")}}}}};
    const QJsonObject passengers {{QStringLiteral("id"), QStringLiteral("passengers")},
                                  {QStringLiteral("name"), QStringLiteral("Passengers")},
                                  {QStringLiteral("type"), QStringLiteral("int")},
                                  {QStringLiteral("max"), 9},
                                  {QStringLiteral("description"), QStringLiteral("How many.")}};
    const QJsonObject direct {{QStringLiteral("id"), QStringLiteral("direct")},
                              {QStringLiteral("name"), QStringLiteral("Direct Only")},
                              {QStringLiteral("type"), QStringLiteral("boolean")},
                              {QStringLiteral("required"), false},
                              {QStringLiteral("description"), QStringLiteral("Nonstop only.")}};
    const QJsonObject flights {
        {QStringLiteral("toolId"), FlightsId},
        {QStringLiteral("name"), QStringLiteral("search_flights")},
        {QStringLiteral("description"), QStringLiteral("Find flights.")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("currentVersion"), 1},
        {QStringLiteral("tags"), QJsonArray {QStringLiteral("travel")}},
        {QStringLiteral("input_parameters"), QJsonArray {cabin, passengers, direct}},
        {QStringLiteral("output_parameters"),
         QJsonArray {QJsonObject {{QStringLiteral("id"), QStringLiteral("offers")},
                                  {QStringLiteral("name"), QStringLiteral("Offers")},
                                  {QStringLiteral("type"), QStringLiteral("json")},
                                  {QStringLiteral("description"), QStringLiteral("Offers.")}}}}};
    return QJsonDocument(QJsonArray {v1, v2, flights}).toJson();
}

inline bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

// Writes `tools` (the catalog above by default) as a directory named "demo"
// under `parent`.
inline QString writeCatalog(const QTemporaryDir &parent, const QByteArray &tools = catalogJson())
{
    const QString dir = parent.filePath(QStringLiteral("demo"));
    QDir().mkpath(dir);
    writeFile(dir + QStringLiteral("/tools.json"), tools);
    writeFile(dir + QStringLiteral("/provider.json"), "{\"name\": \"Demo Vendor\"}");
    return dir;
}

struct Response
{
    int status = 0;
    QByteArray body;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QList<QNetworkReply::RawHeaderPair> headers;

    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    QByteArray header(const QByteArray &name) const
    {
        for (const auto &[key, value] : headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0)
                return value;
        }
        return {};
    }
};

// Blocking HTTP for tests; redirects are never followed so tests see them.
class Http
{
public:
    Response get(const QUrl &url, const QList<std::pair<QByteArray, QByteArray>> &headers = {},
                 int timeoutMs = 10000)
    {
        return run(url, headers, {}, false, timeoutMs);
    }

    Response post(const QUrl &url, const QByteArray &body,
                  const QList<std::pair<QByteArray, QByteArray>> &headers = {})
    {
        return run(url, headers, body, true, 10000);
    }

private:
    Response run(const QUrl &url, const QList<std::pair<QByteArray, QByteArray>> &headers,
                 const QByteArray &body, bool isPost, int timeoutMs)
    {
        QNetworkRequest request(url);
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                             QNetworkRequest::ManualRedirectPolicy);
        request.setTransferTimeout(timeoutMs);
        if (isPost)
            request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        for (const auto &[name, value] : headers)
            request.setRawHeader(name, value);
        QNetworkReply *reply = isPost ? m_manager.post(request, body) : m_manager.get(request);
        QSignalSpy finished(reply, &QNetworkReply::finished);
        if (!finished.wait(timeoutMs + 5000))
            qFatal("no reply from %s", qPrintable(url.toString()));
        Response response;
        response.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        response.body = reply->readAll();
        response.error = reply->error();
        response.headers = reply->rawHeaderPairs();
        reply->deleteLater();
        return response;
    }

    QNetworkAccessManager m_manager;
};

// A reference provider speaking seed 003's a2t, otherwise as configured by default.
inline Toolshelf::ProviderConfig capabilitiesConfig()
{
    Toolshelf::ProviderConfig config;
    config.dialect = Toolshelf::ProviderConfig::Dialect::A2tCapabilities;
    return config;
}

inline std::unique_ptr<Toolshelf::ProviderServer>
startServer(Toolshelf::ProviderConfig config,
            std::vector<std::unique_ptr<Toolshelf::Catalog>> catalogs)
{
    auto server
        = std::make_unique<Toolshelf::ProviderServer>(std::move(config), std::move(catalogs));
    QString error;
    if (!server->start(0, &error))
        qFatal("cannot start provider: %s", qPrintable(error));
    return server;
}

// The demo catalog, or `tools` in its place (a JSON array of every version
// of every tool), written under `dir` and loaded for a ProviderServer.
inline std::vector<std::unique_ptr<Toolshelf::Catalog>>
demoCatalog(const QTemporaryDir &dir, const QByteArray &tools = catalogJson())
{
    QString error;
    std::vector<std::unique_ptr<Toolshelf::Catalog>> catalogs;
    auto catalog = Toolshelf::FileCatalog::load(writeCatalog(dir, tools), &error);
    if (!catalog)
        qFatal("cannot load the demo catalog: %s", qPrintable(error));
    catalogs.push_back(std::move(catalog));
    return catalogs;
}

inline QUrl at(const Toolshelf::ProviderServer &server, const QString &path, qsizetype catalog = 0)
{
    QUrl url = server.baseUrl(catalog);
    const QUrl relative(path);
    url.setPath(url.path() + relative.path());
    url.setQuery(relative.query());
    return url;
}

// A browser login against a reference provider in OAuth2 mode, done by hand:
// the authorization request with PKCE, then the code exchange. Returns the
// refresh token issued (empty on failure).
inline QByteArray loginRefreshToken(const Toolshelf::ProviderServer &server,
                                    const QString &clientId = QStringLiteral("designer-app"))
{
    const QByteArray verifier = "a-verifier-of-forty-three-characters-or-more-0123";
    const QString challenge = QString::fromLatin1(
        QCryptographicHash::hash(verifier, QCryptographicHash::Sha256)
            .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    const QString redirect = QStringLiteral("http://127.0.0.1:1/cb");
    Http http;
    const Response authorized = http.get(
        at(server,
           QStringLiteral("/oauth/authorize?response_type=code&client_id=") + clientId
               + QStringLiteral("&redirect_uri=") + redirect + QStringLiteral("&code_challenge=")
               + challenge + QStringLiteral("&code_challenge_method=S256")));
    const QString code = QUrlQuery(QUrl(QString::fromUtf8(authorized.header("Location"))))
                             .queryItemValue(QStringLiteral("code"));
    const Response token
        = http.post(at(server, QStringLiteral("/oauth/token")),
                    "grant_type=authorization_code&client_id=" + QUrl::toPercentEncoding(clientId)
                        + "&redirect_uri=" + QUrl::toPercentEncoding(redirect)
                        + "&code=" + code.toLatin1() + "&code_verifier=" + verifier);
    return token.json()[QStringLiteral("refresh_token")].toString().toLatin1();
}

} // namespace Fixture
