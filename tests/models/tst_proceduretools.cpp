// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ProcedureTools: each referenced name resolved against a real catalog as
// pinned, unpinned, unknown or ambiguous.

#include "catalogstaging.h"
#include "procedures/proceduretools.h"
#include "userdataedits.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Toolshelf;

class tst_ProcedureTools : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void resolve()
    {
        CatalogDatabase db;
        QString error;
        QVERIFY2(db.open(m_dir.filePath(QStringLiteral("catalog.sqlite")), &error),
                 qPrintable(error));
        QVERIFY(Staging::sync(db, QStringLiteral("Pharmacy"),
                              {Staging::tool(1, QStringLiteral("look_up_prescriptions"), 2),
                               Staging::tool(2, QStringLiteral("refill_prescription")),
                               Staging::tool(3, QStringLiteral("authenticate_user"))},
                              {Staging::tool(1, QStringLiteral("look_up_prescriptions"), 1)}));
        QVERIFY(Staging::sync(db, QStringLiteral("Identity"),
                              {Staging::tool(4, QStringLiteral("authenticate_user"))}));
        QVERIFY(userData(db).pin(QStringLiteral("Pharmacy"), Staging::toolId(1), 1, &error));

        const QStringList names {
            QStringLiteral("refill_prescription"), QStringLiteral("look_up_prescriptions"),
            QStringLiteral("authenticate_user"), QStringLiteral("schedule_appointment"),
            QStringLiteral("Refill_Prescription")};
        const QList<ProcedureTool> tools = ProcedureTools::resolve(db, names, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(tools.size(), names.size());
        for (qsizetype i = 0; i < names.size(); ++i)
            QCOMPARE(tools.at(i).name, names.at(i));

        QCOMPARE(tools.at(0).state, ProcedureToolState::Unpinned);
        QCOMPARE(tools.at(0).matches.size(), 1);
        QCOMPARE(tools.at(0).matches.constFirst().toolId, Staging::toolId(2));

        // Pinned to version 1 while 2 is current: the match shows the pin.
        QCOMPARE(tools.at(1).state, ProcedureToolState::Pinned);
        QCOMPARE(tools.at(1).matches.constFirst().version, 1);
        QCOMPARE(tools.at(1).matches.constFirst().currentVersion, 2);

        QCOMPARE(tools.at(2).state, ProcedureToolState::Ambiguous);
        QCOMPARE(tools.at(2).matches.size(), 2);
        QCOMPARE(tools.at(2).matches.at(0).provider, QStringLiteral("Identity"));
        QCOMPARE(tools.at(2).matches.at(1).provider, QStringLiteral("Pharmacy"));

        QCOMPARE(tools.at(3).state, ProcedureToolState::Unknown);
        QVERIFY(tools.at(3).matches.isEmpty());
        // Names are case-sensitive, as the draft's are.
        QCOMPARE(tools.at(4).state, ProcedureToolState::Unknown);

        QVERIFY(ProcedureTools::resolve(db, {}, &error).isEmpty());
        QVERIFY(error.isEmpty());
    }

    // The fix the lint offers for an ambiguous name: an alias for one of the
    // tools. It survives syncs, and a vendor's renaming shows as a conflict.
    void anAliasSettlesAmbiguity()
    {
        CatalogDatabase db;
        QString error;
        QVERIFY2(db.open(m_dir.filePath(QStringLiteral("alias.sqlite")), &error),
                 qPrintable(error));
        QVERIFY(Staging::sync(db, QStringLiteral("Pharmacy"),
                              {Staging::tool(3, QStringLiteral("authenticate_user"))}));
        QVERIFY(Staging::sync(db, QStringLiteral("Identity"),
                              {Staging::tool(4, QStringLiteral("authenticate_user"))}));
        const OverrideTarget alias {
            QStringLiteral("Identity"), Staging::toolId(4), OverrideKind::ToolName, {}, {}};
        QVERIFY2(
            userData(db).setOverride(alias, QStringLiteral("identity_authenticate_user"), &error),
            qPrintable(error));

        const QStringList names {QStringLiteral("authenticate_user"),
                                 QStringLiteral("identity_authenticate_user")};
        QList<ProcedureTool> tools = ProcedureTools::resolve(db, names, &error);
        QCOMPARE(tools.size(), 2);
        QCOMPARE(tools.at(0).state, ProcedureToolState::Unpinned);
        QCOMPARE(tools.at(0).matches.constFirst().provider, QStringLiteral("Pharmacy"));
        QCOMPARE(tools.at(1).state, ProcedureToolState::Unpinned);
        QCOMPARE(tools.at(1).matches.constFirst().provider, QStringLiteral("Identity"));
        QCOMPARE(tools.at(1).matches.constFirst().name, QStringLiteral("authenticate_user"));
        QCOMPARE(tools.at(1).matches.constFirst().alias,
                 QStringLiteral("identity_authenticate_user"));

        // The vendor renames its tool: the alias stays, and says it replaced
        // a name the vendor no longer uses.
        QVERIFY(Staging::sync(db, QStringLiteral("Identity"),
                              {Staging::tool(4, QStringLiteral("verify_user"), 2)}));
        tools = ProcedureTools::resolve(db, names, &error);
        QCOMPARE(tools.at(1).state, ProcedureToolState::Unpinned);
        const QList<Override> overrides = db.overrides(QStringLiteral("Identity"), {});
        QCOMPARE(overrides.size(), 1);
        QCOMPARE(overrides.constFirst().vendorLatest, QStringLiteral("verify_user"));
        QVERIFY(ProcedureTools::resolve(db, {QStringLiteral("verify_user")}, &error)
                    .constFirst()
                    .matches.isEmpty());

        // Without the alias, the name is shared again.
        QVERIFY(Staging::sync(db, QStringLiteral("Identity"),
                              {Staging::tool(4, QStringLiteral("authenticate_user"), 3)}));
        QVERIFY2(userData(db).clearOverride(alias, &error), qPrintable(error));
        tools = ProcedureTools::resolve(db, names, &error);
        QCOMPARE(tools.at(0).state, ProcedureToolState::Ambiguous);
        QCOMPARE(tools.at(1).state, ProcedureToolState::Unknown);
    }

    void stateNames()
    {
        QCOMPARE(procedureToolStateName(ProcedureToolState::Pinned), QStringLiteral("pinned"));
        QCOMPARE(procedureToolStateName(ProcedureToolState::Unpinned), QStringLiteral("unpinned"));
        QCOMPARE(procedureToolStateName(ProcedureToolState::Unknown), QStringLiteral("unknown"));
        QCOMPARE(procedureToolStateName(ProcedureToolState::Ambiguous),
                 QStringLiteral("ambiguous"));
    }

    void unreadableCatalogSaysWhy()
    {
        CatalogDatabase db;
        QString error;
        QVERIFY(ProcedureTools::resolve(db, {QStringLiteral("x")}, &error).isEmpty());
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_ProcedureTools)
#include "tst_proceduretools.moc"
