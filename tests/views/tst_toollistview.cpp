// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "browser/toollistview.h"

#include <QAbstractListModel>
#include <QApplication>
#include <QLineEdit>
#include <QScrollBar>
#include <QTest>
#include <QVBoxLayout>

using namespace Toolshelf;

namespace {

// Rows by number; counts how often the view asks for an index, i.e. touches a row.
class CountingModel final : public QAbstractListModel
{
public:
    int rows = 0;
    mutable qint64 indexCalls = 0;

    void setRows(int count)
    {
        beginResetModel();
        rows = count;
        endResetModel();
    }
    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : rows;
    }
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override
    {
        ++indexCalls;
        return QAbstractListModel::index(row, column, parent);
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        return role == Qt::DisplayRole ? QVariant(QStringLiteral("tool %1").arg(index.row()))
                                       : QVariant();
    }
};

} // namespace

class ToolListViewTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A new result of a million rows costs the rows shown, not every row:
    // a list view asks the model for each row on every layout.
    void newResultTouchesOnlyTheRowsShown()
    {
        CountingModel model;
        ToolListView view;
        view.resize(300, 400);
        view.setModel(&model);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        model.setRows(1'000'000);
        QCoreApplication::processEvents();
        view.repaint();
        model.indexCalls = 0;
        model.setRows(999'999);
        QCoreApplication::processEvents();
        view.repaint();
        QCOMPARE_GT(model.indexCalls, 0);
        QCOMPARE_LT(model.indexCalls, 2000);
        QCOMPARE(view.verticalScrollBar()->maximum() > 0, true);
    }

    // Right after rows arrive, before the view has laid them out: a scroll
    // to one of them must not stop at the old end of the list.
    void scrollsToRowsJustAdded()
    {
        CountingModel model;
        model.rows = 50;
        ToolListView view;
        view.resize(300, 200);
        view.setModel(&model);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        model.setRows(100'000);
        view.scrollTo(model.index(60'000, 0), QAbstractItemView::PositionAtTop);
        QCOMPARE(view.indexAt(QPoint(5, 5)).row(), 60'000);
    }

    void homeAndEndGoToTheEndsOfTheList()
    {
        CountingModel model;
        model.rows = 100'000;
        ToolListView view;
        view.setModel(&model);
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        // A new result has no current row while the list keeps the focus.
        model.setRows(100'000);
        QVERIFY(!view.currentIndex().isValid());
        QTest::keyClick(&view, Qt::Key_End);
        QCOMPARE(view.currentIndex().row(), 99'999);
        view.setCurrentIndex(model.index(10, 0));
        QTest::keyClick(&view, Qt::Key_End);
        QCOMPARE(view.currentIndex().row(), 99'999);
        QTest::keyClick(&view, Qt::Key_Home);
        QCOMPARE(view.currentIndex().row(), 0);
        QTest::keyClick(&view, Qt::Key_Down);
        QCOMPARE(view.currentIndex().row(), 1);
    }

    void tabLeavesTheList()
    {
        CountingModel model;
        model.rows = 10;
        QWidget window;
        auto *view = new ToolListView(&window);
        auto *next = new QLineEdit(&window);
        auto *layout = new QVBoxLayout(&window);
        layout->addWidget(view);
        layout->addWidget(next);
        view->setModel(&model);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        view->setFocus();
        view->setCurrentIndex(model.index(3, 0));
        QTest::keyClick(view, Qt::Key_Tab);
        QVERIFY(next->hasFocus());
        QCOMPARE(view->currentIndex().row(), 3);
    }

    // Rows are as high as the delegate wants, and a row selects as a whole.
    void rowsHaveTheDelegatesHeight()
    {
        CountingModel model;
        model.rows = 5;
        ToolListView view;
        view.setModel(&model);
        QCOMPARE(view.rowHeight(4), view.sizeHintForIndex(model.index(0, 0)).height());
        QFont larger = view.font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        view.setFont(larger);
        QCOMPARE(view.rowHeight(4), view.sizeHintForIndex(model.index(0, 0)).height());
        view.selectionModel()->select(
            model.index(2, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QVERIFY(view.selectionModel()->isRowSelected(2, {}));
    }
};

QTEST_MAIN(ToolListViewTest)
#include "tst_toollistview.moc"
