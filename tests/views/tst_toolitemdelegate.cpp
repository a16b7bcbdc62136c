#include "toolitemdelegate.h"
#include "toolroles.h"

#include <QImage>
#include <QListView>
#include <QPainter>
#include <QStandardItemModel>
#include <QTest>

using namespace Toolshelf;

class tst_ToolItemDelegate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void badges_data()
    {
        QTest::addColumn<QList<int>>("flags");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("plain") << QList<int> {} << QStringList {};
        QTest::newRow("pinned behind")
            << QList<int> {PinnedRole, UpdateAvailableRole}
            << QStringList {QStringLiteral("pinned v2"), QStringLiteral("v5 available")};
        QTest::newRow("errors win over warnings") << QList<int> {HasErrorsRole, HasWarningsRole}
                                                  << QStringList {QStringLiteral("errors")};
        QTest::newRow("warnings") << QList<int> {HasWarningsRole}
                                  << QStringList {QStringLiteral("warnings")};
        QTest::newRow("user text in conflict")
            << QList<int> {OverriddenRole, ConflictRole}
            << QStringList {QStringLiteral("your text"), QStringLiteral("conflict")};
        QTest::newRow("vendor misbehaved")
            << QList<int> {ChangedWithoutBumpRole, WithdrawnRole}
            << QStringList {QStringLiteral("changed without new version"),
                            QStringLiteral("withdrawn")};
    }

    void badges()
    {
        QFETCH(QList<int>, flags);
        QFETCH(QStringList, expected);
        QStandardItemModel model;
        auto *item = new QStandardItem(QStringLiteral("lookup_weather_by_city"));
        item->setData(qint64(2), VersionRole);
        item->setData(qint64(5), CurrentVersionRole);
        for (int role : flags)
            item->setData(true, role);
        model.appendRow(item);
        QStringList shown;
        for (const ToolItemDelegate::Badge &badge : ToolItemDelegate::badges(model.index(0, 0)))
            shown << badge.text;
        QCOMPARE(shown, expected);

        // Painting a row with its badges, narrow or wide, stays within the row.
        QListView view;
        view.setModel(&model);
        ToolItemDelegate delegate;
        QStyleOptionViewItem option;
        option.initFrom(&view);
        option.font = view.font();
        for (const int width : {60, 420}) {
            QImage image(width, 40, QImage::Format_ARGB32);
            image.fill(Qt::white);
            option.rect = QRect(0, 0, width, delegate.sizeHint(option, model.index(0, 0)).height());
            QPainter painter(&image);
            delegate.paint(&painter, option, model.index(0, 0));
        }
    }
};

QTEST_MAIN(tst_ToolItemDelegate)
#include "tst_toolitemdelegate.moc"
