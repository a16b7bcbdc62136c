// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/cataloguserdata.h"

#include <QGroupBox>

class QPushButton;
class QTextBrowser;

namespace Toolshelf {

// A text the vendor changed after the user rewrote it: the vendor's text
// then and now (what changed marked) and the user's, and the two ways out.
class ConflictPanel final : public QGroupBox
{
    Q_OBJECT

public:
    explicit ConflictPanel(QWidget *parent = nullptr);

    void setTexts(const QString &vendorThen, const QString &vendorNow, const QString &mine);
    // While a choice is being stored, no second one can be made.
    void setBusy(bool busy);

Q_SIGNALS:
    void chosen(Toolshelf::ConflictChoice choice);

private:
    QTextBrowser *addText(const QString &objectName, const QString &title, int column);

    QTextBrowser *m_then = nullptr;
    QTextBrowser *m_now = nullptr;
    QTextBrowser *m_mine = nullptr;
    QPushButton *m_keepMine = nullptr;
    QPushButton *m_takeVendor = nullptr;
};

} // namespace Toolshelf
