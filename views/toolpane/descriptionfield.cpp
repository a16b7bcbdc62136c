// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/descriptionfield.h"

#include "core/textsafety.h"
#include "dialects/a2t/descriptionlimits.h"
#include "toolpane/conflictpanel.h"
#include "toolpane/diffhtml.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>

namespace Toolshelf {

namespace {

// What an editor holding `text` gives back.
QString asShown(const QString &text)
{
    QTextDocument document;
    document.setPlainText(text);
    return document.toPlainText();
}

// At most MaxEditableLength units, never half a surrogate pair.
QStringView bounded(const QString &text)
{
    qsizetype length = std::min(text.size(), DescriptionField::MaxEditableLength);
    if (length < text.size() && text.at(length - 1).isHighSurrogate())
        --length;
    return QStringView(text).left(length);
}

// The text as the editor starts with it: bounded, and with control, bidi and
// invisible characters as visible escapes, since an editor lets a U+202E
// reverse what follows. What the user sees is what Apply saves; the
// vendor's text itself is never rewritten (Revert removes the override).
QString editable(const QString &text)
{
    return TextSafety::escapeUnsafe(bounded(text));
}

QLabel *makeLabel(const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    // Messages may quote provider text: never rich text.
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    return label;
}

} // namespace

DescriptionField::DescriptionField(const OverrideTarget &target, const QString &title,
                                   QWidget *parent)
    : QFrame(parent)
    , m_target(target)
    , m_title(title)
{
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QGridLayout(this);

    QLabel *heading = makeLabel(QStringLiteral("title"), this);
    heading->setText(title);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    layout->addWidget(heading, 0, 0, 1, 2);

    m_editor = new QPlainTextEdit(this);
    m_editor->setObjectName(QStringLiteral("editor"));
    // Tab moves on to the buttons, so every field is reachable by keyboard.
    m_editor->setTabChangesFocus(true);
    m_editor->setAccessibleName(title);
    const int line = m_editor->fontMetrics().lineSpacing();
    m_editor->setMinimumHeight(line * 4);
    m_editor->setMaximumHeight(line * 12);
    heading->setBuddy(m_editor);
    layout->addWidget(m_editor, 1, 0);

    m_vendorLabel = makeLabel(QStringLiteral("vendorLabel"), this);
    m_vendorText = new QTextBrowser(this);
    m_vendorText->setObjectName(QStringLiteral("vendorText"));
    m_vendorText->setOpenLinks(false);
    m_vendorText->setTabChangesFocus(true);
    m_vendorText->setMinimumHeight(line * 4);
    m_vendorText->setMaximumHeight(line * 12);
    m_vendorLabel->setBuddy(m_vendorText);
    auto *vendor = new QVBoxLayout;
    vendor->addWidget(m_vendorLabel);
    vendor->addWidget(m_vendorText);
    layout->addLayout(vendor, 1, 1);

    m_counter = makeLabel(QStringLiteral("counter"), this);
    m_problem = makeLabel(QStringLiteral("problem"), this);
    m_apply = new QPushButton(tr("Apply"), this);
    m_apply->setObjectName(QStringLiteral("apply"));
    m_apply->setToolTip(tr("Use your text instead of the vendor's (Ctrl+Return)."));
    m_revert = new QPushButton(tr("Revert to vendor's text"), this);
    m_revert->setObjectName(QStringLiteral("revert"));
    m_revert->setToolTip(tr("Drop your text and use the vendor's again. Undo (Ctrl+Z) in the "
                            "editor brings your text back."));
    auto *row = new QHBoxLayout;
    row->addWidget(m_counter);
    row->addWidget(m_problem, 1);
    row->addWidget(m_apply);
    row->addWidget(m_revert);
    layout->addLayout(row, 2, 0, 1, 2);

    m_notice = makeLabel(QStringLiteral("notice"), this);
    m_notice->hide();
    layout->addWidget(m_notice, 3, 0, 1, 2);

    m_error = makeLabel(QStringLiteral("error"), this);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->hide();
    layout->addWidget(m_error, 4, 0, 1, 2);

    m_conflict = new ConflictPanel(this);
    m_conflict->hide();
    layout->addWidget(m_conflict, 5, 0, 1, 2);
    layout->setColumnStretch(0, 1);
    layout->setColumnStretch(1, 1);

    m_diffTimer.setSingleShot(true);
    m_diffTimer.setInterval(150);
    connect(&m_diffTimer, &QTimer::timeout, this, &DescriptionField::updateVendorText);
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        updateState();
        m_diffTimer.start();
        Q_EMIT edited();
    });
    connect(m_apply, &QPushButton::clicked, this, &DescriptionField::apply);
    connect(m_revert, &QPushButton::clicked, this, &DescriptionField::revert);
    connect(m_conflict, &ConflictPanel::chosen, this, &DescriptionField::conflictChoiceMade);
    auto *applyShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), m_editor);
    applyShortcut->setContext(Qt::WidgetShortcut);
    connect(applyShortcut, &QShortcut::activated, this, &DescriptionField::apply);
}

void DescriptionField::setTexts(const QString &vendor, const std::optional<Override> &entry)
{
    const bool keepTyped = m_filled && isModified();
    m_vendor = vendor;
    m_vendorAsShown = asShown(editable(vendor));
    m_override = entry;
    const QString full = entry ? entry->text : vendor;
    const QString inUse = editable(full);
    m_inUseAsShown = asShown(inUse);
    const QStringView kept = bounded(full);
    if (kept.size() < full.size())
        m_notice->setText(tr("This text has %L1 characters; the editor holds the first %L2.")
                              .arg(DescriptionLimits::characterCount(full))
                              .arg(DescriptionLimits::characterCount(kept)));
    m_notice->setVisible(kept.size() < full.size());
    if (!m_filled) {
        // A new editor: nothing to undo yet.
        const QSignalBlocker blocker(m_editor);
        m_editor->setPlainText(inUse);
        m_filled = true;
    } else if (!keepTyped && m_editor->toPlainText() != m_inUseAsShown) {
        setEditedText(inUse);
    }
    if (entry && entry->isConflict()) {
        m_conflict->setTexts(entry->vendorOriginal, *entry->vendorLatest, entry->text);
        m_conflict->show();
    } else {
        m_conflict->hide();
    }
    updateState();
    updateVendorText();
}

QString DescriptionField::editedText() const
{
    return m_editor->toPlainText();
}

void DescriptionField::setEditedText(const QString &text)
{
    QTextCursor cursor(m_editor->document());
    cursor.select(QTextCursor::Document);
    cursor.insertText(text);
}

bool DescriptionField::isModified() const
{
    return m_editor->toPlainText() != m_inUseAsShown;
}

QString DescriptionField::problem() const
{
    const QString text = m_editor->toPlainText();
    if (text.trimmed().isEmpty()) {
        if (m_target.kind != OverrideKind::WhenToUse && m_target.kind != OverrideKind::WhenNotToUse)
            return tr("A description cannot be empty; to use the vendor's text, revert.");
        // The vendor may have none: then reverting is how to have none.
        return m_vendor.trimmed().isEmpty()
            ? tr("This text cannot be empty; to have none, as the vendor has none, revert.")
            : tr("This text cannot be empty; to use the vendor's text, revert.");
    }
    return DescriptionLimits::problem(m_target.kind, text).value_or(QString());
}

void DescriptionField::setBusy(bool busy)
{
    m_busy = busy;
    m_conflict->setBusy(busy);
    updateState();
}

void DescriptionField::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void DescriptionField::apply()
{
    // The shortcut works whatever the button's state; the rules are the same.
    if (!m_apply->isEnabled())
        return;
    showError({});
    Q_EMIT applyRequested(m_editor->toPlainText());
}

void DescriptionField::revert()
{
    showError({});
    // The vendor's text goes into the editor first, as an edit, so what the
    // user typed stays one undo away whatever the store answers.
    if (m_editor->toPlainText() != m_vendorAsShown)
        setEditedText(editable(m_vendor));
    if (m_override)
        Q_EMIT revertRequested();
}

void DescriptionField::updateState()
{
    const QString text = m_editor->toPlainText();
    const qsizetype count = DescriptionLimits::characterCount(text);
    const std::optional<qsizetype> limit = DescriptionLimits::maxCharacters(m_target.kind);
    const bool tooLong = limit && count > *limit;
    m_counter->setText(limit ? tr("%L1 of at most %L2 characters").arg(count).arg(*limit)
                             : tr("%L1 characters").arg(count));
    m_counter->setStyleSheet(tooLong ? QStringLiteral("color: #b00020; font-weight: bold")
                                     : QString());
    const bool modified = isModified();
    const QString problem = modified ? this->problem() : QString();
    m_problem->setText(problem);
    m_problem->setStyleSheet(problem.isEmpty() ? QString() : QStringLiteral("color: #b00020"));
    m_apply->setEnabled(!m_busy && modified && problem.isEmpty());
    m_revert->setEnabled(!m_busy && (m_override || text != m_vendorAsShown));
}

void DescriptionField::updateVendorText()
{
    m_diffTimer.stop();
    const QString text = m_editor->toPlainText();
    if (text == m_vendorAsShown && m_vendor.isEmpty()) {
        m_vendorLabel->setText(tr("The vendor has no such text."));
        m_vendorText->setHtml(DiffHtml::plain(m_vendor));
    } else if (text == m_vendorAsShown) {
        m_vendorLabel->setText(tr("The vendor's text (the same as the editor's)"));
        m_vendorText->setHtml(DiffHtml::plain(m_vendor));
    } else {
        m_vendorLabel->setText(
            tr("The vendor's text, with the editor's changes marked (struck through: the "
               "vendor's words you replaced; underlined: yours)"));
        m_vendorText->setHtml(DiffHtml::render(TextSafety::escapeUnsafe(m_vendor), text));
    }
}

} // namespace Toolshelf
