// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "browser/provideritemdelegate.h"
#include "common/statuscolour.h"
#include "focusframecheck.h"
#include "itemmodels/providerroles.h"
#include "textrecorder.h"

#include <QDateTime>
#include <QImage>
#include <QListView>
#include <QPainter>
#include <QStandardItemModel>
#include <QTest>
#include <QtMath>

using namespace Toolshelf;

namespace {

// One provider row in a given state, set through the provider roles.
QStandardItem *provider(const QString &name, const QHash<int, QVariant> &roles)
{
    auto *item = new QStandardItem(name);
    for (auto it = roles.cbegin(); it != roles.cend(); ++it)
        item->setData(it.value(), it.key());
    return item;
}

} // namespace

class tst_ProviderItemDelegate : public QObject
{
    Q_OBJECT

    QStandardItemModel m_model;

private Q_SLOTS:
    // The current row of a focused list is visible by its frame, selected or
    // not, whatever the style draws for focus.
    void showsKeyboardFocus_data()
    {
        QTest::addColumn<bool>("selected");
        QTest::newRow("unselected") << false;
        QTest::newRow("selected") << true;
    }

    void showsKeyboardFocus()
    {
        QFETCH(bool, selected);
        const ProviderItemDelegate delegate;
        const FocusFrameCheck::Edges edges = FocusFrameCheck::paint(
            delegate, QStringLiteral("Skycast"), QSize {300, 60}, selected);
        QCOMPARE(edges.focused, edges.frame);
        QVERIFY(edges.unfocused != edges.frame);
    }

    void initTestCase()
    {
        using namespace ProviderRoles;
        const QDateTime synced(QDate(2026, 11, 21), QTime(9, 30));
        m_model.appendRow(provider(QStringLiteral("Fresh"), {}));
        m_model.appendRow(
            provider(QStringLiteral("Synced"), {{LastSyncRole, synced}, {ToolCountRole, 1250}}));
        m_model.appendRow(provider(QStringLiteral("Busy"),
                                   {{SyncingRole, true},
                                    {PagesRole, 3},
                                    {ToolsFetchedRole, 300},
                                    {LastSyncRole, synced},
                                    {ToolCountRole, 10}}));
        m_model.appendRow(provider(QStringLiteral("Broken"),
                                   {{LastErrorRole, QStringLiteral("page 2: malformed JSON\u202E")},
                                    {LastSyncRole, synced},
                                    {ToolCountRole, 10}}));
        m_model.appendRow(
            provider(QStringLiteral("Corp"), {{LockedRole, true}, {SessionOnlySecretRole, true}}));
        m_model.appendRow(provider(QStringLiteral("Writing"),
                                   {{SyncingRole, true},
                                    {SavingRole, true},
                                    {PagesRole, 1000},
                                    {ToolsFetchedRole, 100000}}));
        m_model.appendRow(
            provider(QStringLiteral("Shared name"), {{LockedRole, true}, {ShadowsOwnRole, true}}));
        m_model.appendRow(
            provider(QStringLiteral("Queued"),
                     {{SyncingRole, true},
                      {WaitingForRole, QStringLiteral("toolshelf sync (process 4711)")}}));
    }

    void describesEachState_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("status");
        QTest::addColumn<bool>("failing");
        QTest::newRow("never synced")
            << 0 << QStringLiteral("Fresh") << QStringLiteral("Not synced yet") << false;
        QTest::newRow("synced") << 1 << QStringLiteral("Synced")
                                << QStringLiteral("Tools: 1250 · synced") << false;
        QTest::newRow("syncing") << 2 << QStringLiteral("Busy")
                                 << QStringLiteral("Syncing: pages 3, tools 300") << false;
        QTest::newRow("failed, cause escaped")
            << 3 << QStringLiteral("Broken")
            << QStringLiteral("Sync failed: page 2: malformed JSON\\u202e") << true;
        QTest::newRow("managed, session-only secret")
            << 4 << QStringLiteral("Corp (managed)")
            << QStringLiteral("secret kept for this session only") << false;
        // Every page is in and the catalog is being written: counts stand still.
        QTest::newRow("saving") << 5 << QStringLiteral("Writing")
                                << QStringLiteral("Saving to the catalog: tools 100000") << false;
        QTest::newRow("managed, shadows the user's own")
            << 6 << QStringLiteral("Shared name (managed)")
            << QStringLiteral("replaces your own provider of this name") << false;
        // A command in a terminal holds the profile's write lock.
        QTest::newRow("waiting for the write lock")
            << 7 << QStringLiteral("Queued")
            << QStringLiteral("Waiting for toolshelf sync (process 4711)") << false;
    }

    void describesEachState()
    {
        QFETCH(int, row);
        QFETCH(QString, title);
        QFETCH(QString, status);
        QFETCH(bool, failing);
        QLocale::setDefault(QLocale::c());
        const QModelIndex index = m_model.index(row, 0);
        QCOMPARE(ProviderItemDelegate::titleLine(index), title);
        QVERIFY2(ProviderItemDelegate::statusLine(index).contains(status),
                 qPrintable(ProviderItemDelegate::statusLine(index)));
        QCOMPARE(ProviderItemDelegate::isFailing(index), failing);
    }

    // Painted, each state says its title and status (a failure in red)
    // within the row, and a sync in progress shows a bar below them, in
    // room its size hint made for it.
    void paintsEveryStateAndMakesRoomForTheBar_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<bool>("bar");
        QTest::addColumn<bool>("red");
        QTest::newRow("never synced") << 0 << false << false;
        QTest::newRow("synced") << 1 << false << false;
        QTest::newRow("syncing") << 2 << true << false;
        QTest::newRow("failed") << 3 << false << true;
        QTest::newRow("managed, session-only secret") << 4 << false << false;
        QTest::newRow("saving") << 5 << true << false;
    }

    void paintsEveryStateAndMakesRoomForTheBar()
    {
        QFETCH(int, row);
        QFETCH(bool, bar);
        QFETCH(bool, red);
        QLocale::setDefault(QLocale::c());
        QListView view;
        view.setModel(&m_model);
        ProviderItemDelegate delegate;
        view.setItemDelegate(&delegate);
        QStyleOptionViewItem option;
        option.initFrom(&view);
        option.font = view.font();
        const QModelIndex index = m_model.index(row, 0);
        const int idle = delegate.sizeHint(option, m_model.index(1, 0)).height();
        const int height = delegate.sizeHint(option, index).height();
        QCOMPARE(height > idle, bar);
        // Every row as tall as a syncing one, so a bar would have room anywhere.
        const int tallest = delegate.sizeHint(option, m_model.index(2, 0)).height();
        option.rect = QRect(0, 0, 480, tallest);
        const QSize canvas(option.rect.width() + 40, tallest + 20);

        TextRecorder recorder(canvas);
        {
            QPainter painter(&recorder);
            delegate.paint(&painter, option, index);
        }
        QCOMPARE(recorder.lines(),
                 (QStringList {ProviderItemDelegate::titleLine(index),
                               ProviderItemDelegate::statusLine(index)}));
        for (const TextRecorder::Text &text : recorder.texts()) {
            QVERIFY2(text.position.x() >= 0
                         && text.position.x() + text.width <= option.rect.right() + 1
                         && text.position.y() + text.descent <= height,
                     qPrintable(text.text));
        }
        const TextRecorder::Text status = recorder.texts().constLast();
        QCOMPARE(status.color == StatusColour::of(StatusColour::Kind::Error, option.palette), red);

        QImage image(canvas, QImage::Format_ARGB32);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            delegate.paint(&painter, option, index);
        }
        const auto paintedIn = [&](const QRect &area) {
            for (int y = area.top(); y <= area.bottom(); ++y)
                for (int x = area.left(); x <= area.right(); ++x)
                    if (image.pixel(x, y) != qRgb(255, 255, 255))
                        return true;
            return false;
        };
        // Below the status line (and clear of its descenders) and within the
        // row's size hint: the bar, or nothing.
        const int belowStatus = qCeil(status.position.y() + status.descent) + 2;
        QCOMPARE(paintedIn(QRect(0, belowStatus, canvas.width(), tallest - belowStatus)), bar);
        QVERIFY(!paintedIn(QRect(0, height, canvas.width(), canvas.height() - height)));
        QVERIFY(!paintedIn(QRect(option.rect.width(), 0, 40, canvas.height())));
    }
};

QTEST_MAIN(tst_ProviderItemDelegate)
#include "tst_provideritemdelegate.moc"
