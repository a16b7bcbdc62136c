// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Builders for signature JSON shared by the model tests: one valid signature
// and small edits of it, so each test row states only what it changes.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace Fixtures {

inline QJsonObject allowedValue(const QString &name, const QString &description)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("description"), description}};
}

inline QJsonObject validTool()
{
    const QJsonArray inputs {
        QJsonObject {{QStringLiteral("id"), QStringLiteral("city")},
                     {QStringLiteral("name"), QStringLiteral("City")},
                     {QStringLiteral("type"), QStringLiteral("string")},
                     {QStringLiteral("description"), QStringLiteral("The city, e.g. Boston.")},
                     {QStringLiteral("required"), true}},
        QJsonObject {
            {QStringLiteral("id"), QStringLiteral("units")},
            {QStringLiteral("name"), QStringLiteral("Units")},
            {QStringLiteral("type"), QStringLiteral("enum")},
            {QStringLiteral("description"), QStringLiteral("Temperature units.")},
            {QStringLiteral("allowed-values"),
             QJsonArray {allowedValue(QStringLiteral("CELSIUS"), QStringLiteral("Metric.")),
                         allowedValue(QStringLiteral("FAHRENHEIT"), QStringLiteral("Imperial."))}}},
        QJsonObject {{QStringLiteral("id"), QStringLiteral("days")},
                     {QStringLiteral("name"), QStringLiteral("Days")},
                     {QStringLiteral("type"), QStringLiteral("int")},
                     {QStringLiteral("description"), QStringLiteral("Forecast length in days.")},
                     {QStringLiteral("max"), 14},
                     {QStringLiteral("required"), false}},
    };
    const QJsonArray outputs {
        QJsonObject {{QStringLiteral("id"), QStringLiteral("temp")},
                     {QStringLiteral("name"), QStringLiteral("Temperature")},
                     {QStringLiteral("type"), QStringLiteral("int")},
                     {QStringLiteral("description"), QStringLiteral("Current temperature.")}},
        QJsonObject {{QStringLiteral("id"), QStringLiteral("details")},
                     {QStringLiteral("name"), QStringLiteral("Details")},
                     {QStringLiteral("type"), QStringLiteral("json")},
                     {QStringLiteral("description"), QStringLiteral("Hourly breakdown.")}},
    };
    return {
        {QStringLiteral("toolId"), QStringLiteral("0479a45d-ad0a-49d4-94db-75edf00d2ca4")},
        {QStringLiteral("name"), QStringLiteral("lookup_weather_by_city")},
        {QStringLiteral("description"), QStringLiteral("Invoke this tool to look up the weather.")},
        {QStringLiteral("img"), QStringLiteral("https://example.com/weather.png")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("currentVersion"), 1},
        {QStringLiteral("tags"),
         QJsonArray {QStringLiteral("weather"), QStringLiteral("retrievals")}},
        {QStringLiteral("input_parameters"), inputs},
        {QStringLiteral("output_parameters"), outputs},
    };
}

// Sets (or with an undefined value removes) a top-level field.
inline QJsonObject with(QJsonObject tool, const QString &key, const QJsonValue &value)
{
    if (value.isUndefined())
        tool.remove(key);
    else
        tool.insert(key, value);
    return tool;
}

// Sets a field of the index-th element of "input_parameters" or "output_parameters".
inline QJsonObject withParameter(QJsonObject tool, const QString &list, qsizetype index,
                                 const QString &key, const QJsonValue &value)
{
    QJsonArray array = tool.value(list).toArray();
    QJsonObject parameter = array.at(index).toObject();
    if (value.isUndefined())
        parameter.remove(key);
    else
        parameter.insert(key, value);
    array.replace(index, parameter);
    tool.insert(list, array);
    return tool;
}

inline QJsonObject withInput(QJsonObject tool, qsizetype i, const QString &key, const QJsonValue &v)
{
    return withParameter(std::move(tool), QStringLiteral("input_parameters"), i, key, v);
}

inline QJsonObject withOutput(QJsonObject tool, qsizetype i, const QString &key,
                              const QJsonValue &v)
{
    return withParameter(std::move(tool), QStringLiteral("output_parameters"), i, key, v);
}

inline QJsonObject appendParameter(QJsonObject tool, const QString &list, const QJsonObject &p)
{
    QJsonArray array = tool.value(list).toArray();
    array.append(p);
    tool.insert(list, array);
    return tool;
}

inline QJsonObject removeParameter(QJsonObject tool, const QString &list, qsizetype index)
{
    QJsonArray array = tool.value(list).toArray();
    array.removeAt(index);
    tool.insert(list, array);
    return tool;
}

// Version n of the valid tool, with currentVersion `current`.
inline QJsonObject version(QJsonObject tool, int n, int current)
{
    tool.insert(QStringLiteral("version"), n);
    tool.insert(QStringLiteral("currentVersion"), current);
    return tool;
}

inline QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

inline QByteArray json(const QJsonArray &array)
{
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

} // namespace Fixtures
