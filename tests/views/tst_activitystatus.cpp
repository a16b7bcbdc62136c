// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sync/syncengine.h"
#include "window/activitystatus.h"

#include <QLocale>
#include <QTest>

using namespace Toolshelf;

class tst_ActivityStatus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    // The engine's signals drive the text; no network is needed to emit them.
    void showsWhatIsBeingFetched()
    {
        SyncEngine engine(nullptr, nullptr);
        ActivityStatus status(&engine);
        status.setOnline(true);
        QCOMPARE(status.text(), QString());

        Q_EMIT engine.started(QStringLiteral("Skycast"));
        QCOMPARE(status.text(), QStringLiteral("Fetching Skycast (pages: 0, tools: 0, 0 bytes)"));
        SyncProgress progress;
        progress.pages = 3;
        progress.tools = 1250;
        progress.bytes = 2 * 1024 * 1024;
        Q_EMIT engine.progressed(QStringLiteral("Skycast"), progress);
        QCOMPARE(status.text(),
                 QStringLiteral("Fetching Skycast (pages: 3, tools: 1,250, 2.00 MiB)"));

        Q_EMIT engine.started(QStringLiteral("Altair"));
        progress.pages = 1;
        progress.tools = 100;
        progress.bytes = 0;
        Q_EMIT engine.progressed(QStringLiteral("Altair"), progress);
        QCOMPARE(status.text(),
                 QStringLiteral("Fetching from 2 providers (pages: 4, tools: 1,350, 2.00 MiB)"));

        // While one provider writes its catalog and the other still fetches,
        // the status is about fetching; once both write, about saving.
        SyncProgress altair = progress;
        altair.saving = true;
        Q_EMIT engine.progressed(QStringLiteral("Altair"), altair);
        QCOMPARE(status.text(),
                 QStringLiteral("Fetching from 2 providers (pages: 4, tools: 1,350, 2.00 MiB)"));
        SyncProgress skycast;
        skycast.pages = 3;
        skycast.tools = 1250;
        skycast.saving = true;
        Q_EMIT engine.progressed(QStringLiteral("Skycast"), skycast);
        QCOMPARE(status.text(), QStringLiteral("Saving 2 providers to the catalog (tools: 1,350)"));
        Q_EMIT engine.providerFinished(QStringLiteral("Skycast"), {}, std::nullopt);
        QCOMPARE(status.text(), QStringLiteral("Saving Altair to the catalog (tools: 100)"));
        // A new sync of Altair fetches again.
        Q_EMIT engine.started(QStringLiteral("Altair"));
        Q_EMIT engine.progressed(QStringLiteral("Altair"), progress);
        QCOMPARE(status.text(), QStringLiteral("Fetching Altair (pages: 1, tools: 100, 0 bytes)"));
        Q_EMIT engine.providerFinished(QStringLiteral("Altair"), {},
                                       Error(Error::Code::Network, QStringLiteral("x")));
        QCOMPARE(status.text(), QString());
    }

    // A sync that waits for another process's write lock fetches nothing
    // yet: the status says whom it waits for, apart from those fetching.
    void saysWhomASyncWaitsFor()
    {
        SyncEngine engine(nullptr, nullptr);
        ActivityStatus status(&engine);
        status.setOnline(true);
        Q_EMIT engine.started(QStringLiteral("Skycast"));
        SyncProgress waiting;
        waiting.waitingFor = QStringLiteral("toolshelf sync (process 4711)");
        Q_EMIT engine.progressed(QStringLiteral("Skycast"), waiting);
        QCOMPARE(status.text(),
                 QStringLiteral(
                     "Waiting for toolshelf sync (process 4711), which is writing this profile"));
        Q_EMIT engine.started(QStringLiteral("Altair"));
        QCOMPARE(status.text(),
                 QStringLiteral("Waiting for toolshelf sync (process 4711), which is writing this "
                                "profile · Fetching Altair (pages: 0, tools: 0, 0 bytes)"));
        // The lock is free: Skycast fetches too.
        Q_EMIT engine.progressed(QStringLiteral("Skycast"), SyncProgress {});
        QCOMPARE(status.text(),
                 QStringLiteral("Fetching from 2 providers (pages: 0, tools: 0, 0 bytes)"));
    }

    // A provider's name is text, not markup.
    void showsNamesAsTyped()
    {
        SyncEngine engine(nullptr, nullptr);
        ActivityStatus status(&engine);
        status.setOnline(true);
        Q_EMIT engine.started(QStringLiteral("<b>Loud</b>"));
        QCOMPARE(status.textFormat(), Qt::PlainText);
        QVERIFY(status.text().startsWith(QStringLiteral("Fetching <b>Loud</b> (")));
    }

    void saysWhenOffline()
    {
        ActivityStatus status(nullptr);
        status.setOnline(false);
        QVERIFY(!status.isOnline());
        QCOMPARE(status.text(), QStringLiteral("Offline: showing the saved catalog"));
        status.setOnline(true);
        QCOMPARE(status.text(), QString());
    }
};

QTEST_MAIN(tst_ActivityStatus)
#include "tst_activitystatus.moc"
