// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bundled sample catalogs break the draft in exactly the two places
// their README lists (so the app's checks have something to find), and
// nowhere else.

#include "dialects/a2t/conformancelinter.h"
#include "dialects/a2t/signatureparser.h"
#include "filecatalog.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Toolshelf;

class tst_SampleCatalogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void onlyTheDeliberateErrors()
    {
        QStringList found;
        for (const QString &directory : FileCatalog::bundledDirectories()) {
            QFile file(QDir(directory).filePath(QStringLiteral("tools.json")));
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
            ParsedDocument document = SignatureParser::parseDocument(file.readAll());
            QVERIFY(document.isReadable());
            ConformanceLinter::lintDocument(document);
            QVERIFY(document.diagnostics.isEmpty());
            for (const ParsedSignature &item : std::as_const(document.signatures)) {
                for (const Diagnostic &d : item.diagnostics)
                    found << QDir(directory).dirName() + u' ' + ruleId(d.rule) + u' ' + d.path;
            }
        }
        const QStringList expected {
            QStringLiteral("altair-travel compat-input-required $[3].input_parameters[4].required"),
            QStringLiteral("meridian-health enum-value-name-case "
                           "$[11].input_parameters[1]['allowed-values'][1].name"),
        };
        QCOMPARE(found, expected);
    }

    // The draft's story: Figure 1 references these tools, Figure 3 this enum.
    void carryTheDraftsExamples()
    {
        QString error;
        QStringList names;
        for (const QString &directory : FileCatalog::bundledDirectories()) {
            const auto catalog = FileCatalog::load(directory, &error);
            QVERIFY2(catalog, qPrintable(error));
            for (qsizetype i = 0; i < catalog->toolCount(); ++i)
                names << catalog->currentAt(i).value(QStringLiteral("name")).toString();
        }
        for (const char *name :
             {"look_up_prescriptions", "look_up_ani_user_by_ani", "lookup_weather_by_city",
              "search_flights", "schedule_appointment", "cancel_appointment"})
            QVERIFY2(names.contains(QLatin1String(name)), name);
    }
};

QTEST_GUILESS_MAIN(tst_SampleCatalogs)
#include "tst_samplecatalogs.moc"
