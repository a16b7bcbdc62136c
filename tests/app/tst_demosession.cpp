#include "application.h"
#include "catalogdatabase.h"
#include "demoprovider.h"
#include "demosession.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

class tst_DemoSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // --demo: the three sample vendors land in the throwaway profile, synced.
    void addsAndSyncsTheSampleVendors()
    {
        QTemporaryDir dir;
        qputenv("TOOLSHELF_MANAGED_PROVIDERS", dir.filePath(QStringLiteral("none.json")).toUtf8());
        const Profile profile = Profile::at(dir.filePath(QStringLiteral("demo")));
        DemoProvider demo;
        QString error;
        QVERIFY2(demo.start(&error), qPrintable(error));
        {
            Application application(profile);
            QVERIFY2(application.open(&error), qPrintable(error));
            DemoSession session(&application, &demo);
            QSignalSpy finished(&session, &DemoSession::finished);
            session.start();
            QVERIFY(finished.wait(30000));
            QCOMPARE(finished.first().at(2).toString(), QString());
            QCOMPARE(finished.first().at(1).toInt(), 3);
            QCOMPARE(finished.first().at(0).value<qsizetype>(), 20);
            QCOMPARE(application.providers().providers().size(), 3);
        }
        CatalogDatabase db;
        QVERIFY(db.open(profile.catalogFile(), &error));
        QCOMPARE(db.toolCount(), 20);
        CatalogQuery query;
        query.text = QStringLiteral("prescriptions");
        QVERIFY(!db.search(query).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_DemoSession)
#include "tst_demosession.moc"
