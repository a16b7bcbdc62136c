#include "provideritemdelegate.h"
#include "providerroles.h"

#include <QDateTime>
#include <QImage>
#include <QListView>
#include <QPainter>
#include <QStandardItemModel>
#include <QTest>

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

    void paintsEveryStateAndMakesRoomForTheBar()
    {
        QListView view;
        view.setModel(&m_model);
        ProviderItemDelegate delegate;
        view.setItemDelegate(&delegate);
        QStyleOptionViewItem option;
        option.initFrom(&view);
        option.font = view.font();
        QImage image(320, 60, QImage::Format_ARGB32);
        for (int row = 0; row < m_model.rowCount(); ++row) {
            const QModelIndex index = m_model.index(row, 0);
            option.rect
                = QRect(QPoint(0, 0), delegate.sizeHint(option, index).boundedTo(image.size()));
            image.fill(Qt::white);
            QPainter painter(&image);
            delegate.paint(&painter, option, index);
        }
        const int idle = delegate.sizeHint(option, m_model.index(1, 0)).height();
        QVERIFY(delegate.sizeHint(option, m_model.index(2, 0)).height() > idle);
    }
};

QTEST_MAIN(tst_ProviderItemDelegate)
#include "tst_provideritemdelegate.moc"
