// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Which listing a provider's dialect gets: the one place a sync learns how a
// protocol pages its tools.

#include "dialects/a2t/a2ttool.h"
#include "dialects/a2tcapabilities/capabilitiesdialect.h"
#include "dialects/files/filesdialect.h"
#include "sync/capabilitieslisting.h"
#include "sync/fileslisting.h"
#include "sync/pagedfetch.h"
#include "sync/syncbudget.h"
#include "sync/toollistings.h"

#include <QTest>

#include <memory>

using namespace Toolshelf;

class tst_ToolListings : public QObject
{
    Q_OBJECT

    static Provider provider(const QString &dialect)
    {
        Provider provider;
        provider.name = QStringLiteral("Somewhere");
        provider.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9/api"));
        provider.dialect = dialect;
        return provider;
    }

private Q_SLOTS:
    void a2tPagesByCursor()
    {
        SyncBudget budget {SyncLimits {}};
        QObject owner;
        Error error;
        ToolListing *tools = ToolListings::tools(
            provider(A2tTool::DialectId), {nullptr, nullptr, &budget, {}, {}}, &owner, &error);
        QVERIFY2(tools, qPrintable(error.text()));
        QVERIFY(qobject_cast<PagedFetch *>(tools));
        QCOMPARE(tools->parent(), &owner);
        ToolListing *versions = ToolListings::versions(
            provider(A2tTool::DialectId), QStringLiteral("6f1c1f5e-3f39-4a1b-9a55-2d1f1c0d8b11"),
            {nullptr, nullptr, &budget, {}, {}}, &owner, &error);
        QVERIFY2(versions, qPrintable(error.text()));
    }

    // Offset paging through a capabilities file and its groups; no
    // histories, since the catalog counts this dialect's versions.
    void capabilitiesPagesByOffset()
    {
        SyncBudget budget {SyncLimits {}};
        QObject owner;
        Error error;
        ToolListing *tools
            = ToolListings::tools(provider(A2tCapabilitiesDialect::DialectId),
                                  {nullptr, nullptr, &budget, {}, {}}, &owner, &error);
        QVERIFY2(tools, qPrintable(error.text()));
        QVERIFY(qobject_cast<CapabilitiesListing *>(tools));
        QCOMPARE(tools->parent(), &owner);
        QVERIFY(!ToolListings::versions(provider(A2tCapabilitiesDialect::DialectId),
                                        QStringLiteral("forecast"),
                                        {nullptr, nullptr, &budget, {}, {}}, &owner, &error));
        QVERIFY2(error.text().contains(QStringLiteral("no version histories")),
                 qPrintable(error.text()));
        QCOMPARE(owner.children().size(), 1);
    }

    // A folder, file or document of declarations; no histories, since the
    // catalog counts their versions by digest.
    void filesOneFileAPage()
    {
        SyncBudget budget {SyncLimits {}};
        QObject owner;
        Error error;
        Provider files = provider(FilesDialect::DialectId);
        files.baseUrl = QUrl::fromLocalFile(QStringLiteral("/srv/team-tools"));
        ToolListing *tools
            = ToolListings::tools(files, {nullptr, nullptr, &budget, {}, {}}, &owner, &error);
        QVERIFY2(tools, qPrintable(error.text()));
        QVERIFY(qobject_cast<FilesListing *>(tools));
        QVERIFY(!ToolListings::versions(files, QStringLiteral("hole_maker_v1"),
                                        {nullptr, nullptr, &budget, {}, {}}, &owner, &error));
        QVERIFY2(error.text().contains(QStringLiteral("no version histories")),
                 qPrintable(error.text()));
    }

    // Refused with the cause before anything is asked of the provider.
    void whatCannotBeListedIsSaid()
    {
        SyncBudget budget {SyncLimits {}};
        QObject owner;
        Error error;
        QVERIFY(!ToolListings::tools(provider(QStringLiteral("smoke-signals")),
                                     {nullptr, nullptr, &budget, {}, {}}, &owner, &error));
        QVERIFY2(error.text().contains(QStringLiteral("smoke-signals")), qPrintable(error.text()));
        error = {};
        QVERIFY(!ToolListings::versions(provider(QStringLiteral("smoke-signals")),
                                        QStringLiteral("x"), {nullptr, nullptr, &budget, {}, {}},
                                        &owner, &error));
        QVERIFY2(error.text().contains(QStringLiteral("smoke-signals")), qPrintable(error.text()));
        error = {};
        QVERIFY(!ToolListings::versions(provider(A2tTool::DialectId), QStringLiteral(".."),
                                        {nullptr, nullptr, &budget, {}, {}}, &owner, &error));
        QVERIFY2(error.text().contains(QStringLiteral("\"..\"")), qPrintable(error.text()));
        QCOMPARE(error.code(), Error::Code::Malformed);
        // Only seed 003's a2t files tools in groups that can be read alone.
        error = {};
        QVERIFY(!ToolListings::tools(provider(A2tTool::DialectId),
                                     {nullptr, nullptr, &budget, {}, {QStringLiteral("weather")}},
                                     &owner, &error));
        QVERIFY2(error.text().contains(QStringLiteral("groups")), qPrintable(error.text()));
        QVERIFY(owner.children().isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_ToolListings)
#include "tst_toollistings.moc"
