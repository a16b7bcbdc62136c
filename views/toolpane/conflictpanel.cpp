// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/conflictpanel.h"

#include "toolpane/diffhtml.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>

namespace Toolshelf {

ConflictPanel::ConflictPanel(QWidget *parent)
    : QGroupBox(parent)
{
    setObjectName(QStringLiteral("conflict"));
    setTitle(tr("The vendor changed this text after you rewrote it"));
    auto *layout = new QGridLayout(this);
    m_then = addText(QStringLiteral("vendorThen"), tr("The vendor's text when you rewrote it"), 0);
    m_now = addText(QStringLiteral("vendorNow"),
                    tr("The vendor's text now (changes since then marked)"), 1);
    m_mine = addText(QStringLiteral("yourText"), tr("Your text"), 2);

    m_keepMine = new QPushButton(tr("&Keep mine"), this);
    m_keepMine->setObjectName(QStringLiteral("keepMine"));
    m_keepMine->setToolTip(tr("Keep your text; it now overrides the vendor's new text."));
    m_takeVendor = new QPushButton(tr("&Use vendor's new text"), this);
    m_takeVendor->setObjectName(QStringLiteral("takeVendor"));
    m_takeVendor->setToolTip(tr("Drop your text and use the vendor's new one."));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_keepMine);
    buttons->addWidget(m_takeVendor);
    layout->addLayout(buttons, 2, 0, 1, 3);

    connect(m_keepMine, &QPushButton::clicked, this,
            [this] { Q_EMIT chosen(ConflictChoice::KeepMine); });
    connect(m_takeVendor, &QPushButton::clicked, this,
            [this] { Q_EMIT chosen(ConflictChoice::TakeVendor); });
}

QTextBrowser *ConflictPanel::addText(const QString &objectName, const QString &title, int column)
{
    auto *layout = static_cast<QGridLayout *>(this->layout());
    auto *label = new QLabel(title, this);
    label->setWordWrap(true);
    auto *text = new QTextBrowser(this);
    text->setObjectName(objectName);
    text->setOpenLinks(false);
    text->setTabChangesFocus(true);
    text->setMaximumHeight(text->fontMetrics().lineSpacing() * 8);
    label->setBuddy(text);
    layout->addWidget(label, 0, column);
    layout->addWidget(text, 1, column);
    return text;
}

void ConflictPanel::setTexts(const QString &vendorThen, const QString &vendorNow,
                             const QString &mine)
{
    m_then->setHtml(DiffHtml::plain(vendorThen));
    m_now->setHtml(DiffHtml::render(vendorThen, vendorNow));
    m_mine->setHtml(DiffHtml::plain(mine));
}

void ConflictPanel::setBusy(bool busy)
{
    m_keepMine->setEnabled(!busy);
    m_takeVendor->setEnabled(!busy);
}

} // namespace Toolshelf
