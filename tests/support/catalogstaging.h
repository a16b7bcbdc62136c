// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Puts tools into a real CatalogDatabase the way a sync does, for tests of
// what reads the catalog (procedure tools, exporters).

#include "catalog/catalogdatabase.h"
#include "dialects/a2t/a2tdialect.h"
#include "dialects/a2t/signatureparser.h"
#include "signaturefixtures.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace Staging {

inline QString toolId(int n)
{
    return QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
}

// The fixtures' valid signature as tool n, named `name`, at `version`.
inline QJsonObject tool(int n, const QString &name, int version = 1)
{
    QJsonObject object = Fixtures::version(Fixtures::validTool(), version, version);
    object.insert(QStringLiteral("toolId"), toolId(n));
    object.insert(QStringLiteral("name"), name);
    object.insert(QStringLiteral("description"),
                  QStringLiteral("Tool %1, version %2.").arg(n).arg(version));
    return object;
}

// Parsed signatures as a sync stages them: in the tool model, with their
// findings, keyed to `provider`.
inline QList<Toolshelf::DialectTool> read(const QString &provider,
                                          const QList<Toolshelf::ParsedSignature> &signatures)
{
    QList<Toolshelf::DialectTool> result;
    for (const Toolshelf::ParsedSignature &parsed : signatures)
        result.append(Toolshelf::A2tDialect::tool(provider, parsed));
    return result;
}

// One whole sync of `provider` listing `tools`, older versions in `history`.
inline bool sync(Toolshelf::CatalogDatabase &db, const QString &provider,
                 const QList<QJsonObject> &tools, const QList<QJsonObject> &history = {})
{
    const auto parse = [&provider](const QList<QJsonObject> &objects) {
        QList<Toolshelf::ParsedSignature> result;
        for (qsizetype i = 0; i < objects.size(); ++i)
            result.append(Toolshelf::SignatureParser::parseSignature(
                objects.at(i), QStringLiteral("$.items[%1]").arg(i)));
        return read(provider, result);
    };
    QString error;
    const qint64 id = db.beginSync(provider, QStringLiteral("a2t"), &error);
    const bool ok = id != 0 && db.stage(id, parse(tools), Toolshelf::StageKind::Listing, &error)
        && db.stage(id, parse(history), Toolshelf::StageKind::History, &error)
        && db.commitSync(id, nullptr, &error);
    if (!ok)
        qWarning("sync of %s failed: %s", qPrintable(provider), qPrintable(error));
    return ok;
}

// The sharing tests' catalog: Skycast with the fixtures' lookup_weather_by_city
// and a second tool, get_air_quality_by_city.
inline bool syncSkycast(Toolshelf::CatalogDatabase &db)
{
    const QJsonObject airQuality
        = Fixtures::with(Fixtures::with(Fixtures::validTool(), QStringLiteral("toolId"),
                                        QStringLiteral("6f1c1f5e-3f39-4a1b-9a55-2d1f1c0d8b11")),
                         QStringLiteral("name"), QStringLiteral("get_air_quality_by_city"));
    return sync(db, QStringLiteral("Skycast"), {Fixtures::validTool(), airQuality});
}

} // namespace Staging
