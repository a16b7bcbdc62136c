// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/catalogdatabase.h"
#include "cli/application.h"
#include "cli/demoprovider.h"
#include "cli/demosession.h"
#include "procedures/proceduretools.h"
#include "procedures/toolreferencescanner.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMultiHash>
#include <QSet>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

static QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

static QStringList exampleReferences()
{
    return ToolReferenceScanner::names(ToolReferenceScanner::scan(
        QString::fromUtf8(readAll(DemoSession::exampleProcedureResource()))));
}

class tst_DemoSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The example names only sample tools, each of exactly one tool (a
    // toolId may be listed once per version) of Meridian Health.
    void exampleReferencesResolveToOneSampleTool()
    {
        const QStringList names = exampleReferences();
        QVERIFY(names.size() >= 4);
        QMultiHash<QString, QString> toolIds; // name -> vendor folder/toolId
        QDirIterator catalogs(QStringLiteral(":/catalogs"), QDir::Dirs | QDir::NoDotAndDotDot);
        while (catalogs.hasNext()) {
            const QString folder = catalogs.next();
            const QJsonArray tools
                = QJsonDocument::fromJson(readAll(folder + QStringLiteral("/tools.json"))).array();
            QVERIFY(!tools.isEmpty());
            QSet<QString> seen;
            for (const QJsonValue &tool : tools) {
                const QString id
                    = catalogs.fileName() + u'/' + tool[QStringLiteral("toolId")].toString();
                const QString name = tool[QStringLiteral("name")].toString();
                if (!seen.contains(name + id)) {
                    seen.insert(name + id);
                    toolIds.insert(name, id);
                }
            }
        }
        QVERIFY(toolIds.size() >= 20);
        for (const QString &name : names) {
            const QStringList ids = toolIds.values(name);
            QVERIFY2(ids.size() == 1, qPrintable(name));
            QVERIFY2(ids.constFirst().startsWith(QStringLiteral("meridian-health/")),
                     qPrintable(name));
        }
    }

    // --demo: the sample vendors land in the throwaway profile, synced.
    void addsAndSyncsTheSampleVendors()
    {
        QTemporaryDir dir;
        qputenv("TOOLSHELF_MANAGED_PROVIDERS", dir.filePath(QStringLiteral("none.json")).toUtf8());
        const Profile profile = Profile::at(dir.filePath(QStringLiteral("demo")));
        DemoProvider demo;
        QString error;
        QString procedureFile;
        QVERIFY2(demo.start(&error), qPrintable(error));
        {
            Application application(profile);
            QVERIFY2(application.open(&error), qPrintable(error));
            DemoSession session(&application, &demo);
            QSignalSpy finished(&session, &DemoSession::finished);
            session.start();
            QVERIFY(finished.wait(30000));
            QCOMPARE(finished.first().at(2).toString(), QString());
            QCOMPARE(finished.first().at(1).toInt(), 4);
            // The sample vendors' 20 tools, and the weather vendor's 5 again.
            QCOMPARE(finished.first().at(0).value<qsizetype>(), 25);
            QCOMPARE(application.providers().providers().size(), 4);
            procedureFile = session.procedureFile();
        }
        CatalogDatabase db;
        QVERIFY(db.open(profile.catalogFile(), &error));
        QCOMPARE(db.toolCount(), 25);
        CatalogQuery query;
        query.text = QStringLiteral("prescriptions");
        QVERIFY(!db.search(query).isEmpty());

        // The example procedure's tools are pinned, and the copy to open is
        // the example, in the profile.
        const QList<ProcedureTool> tools = ProcedureTools::resolve(db, exampleReferences(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(tools.size(), exampleReferences().size());
        for (const ProcedureTool &tool : tools) {
            QVERIFY2(tool.state == ProcedureToolState::Pinned, qPrintable(tool.name));
            QCOMPARE(tool.matches.constFirst().provider, QStringLiteral("Meridian Health"));
        }
        QCOMPARE(db.pins().size(), tools.size());
        QVERIFY(procedureFile.startsWith(profile.dataDirectory()));
        QCOMPARE(readAll(procedureFile), readAll(DemoSession::exampleProcedureResource()));
    }
};

QTEST_GUILESS_MAIN(tst_DemoSession)
#include "tst_demosession.moc"
