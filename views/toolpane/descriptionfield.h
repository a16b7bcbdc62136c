// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/cataloguserdata.h"

#include <QFrame>
#include <QTimer>

#include <optional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTextBrowser;

namespace Toolshelf {

class ConflictPanel;

// One editable text of a tool: the text in use in an editor, the vendor's
// beside it with the differences marked, a live count against the draft's
// limit, apply and revert, and the conflict to settle when there is one.
// It stores nothing itself: it asks, and DescriptionEditor does the work.
class DescriptionField final : public QFrame
{
    Q_OBJECT

public:
    DescriptionField(const OverrideTarget &target, const QString &title, QWidget *parent = nullptr);

    // Longest text put into the editor, ten times the longest legal one: a
    // hostile megabyte would freeze the window while it is laid out.
    static constexpr qsizetype MaxEditableLength = 20000;

    const OverrideTarget &target() const { return m_target; }
    // "Tool description", "Input "City"" and so on, as the field is headed.
    const QString &title() const { return m_title; }
    // The vendor's text in the shown version, and the user's override of it.
    // Text typed and not applied stays in the editor.
    void setTexts(const QString &vendor, const std::optional<Override> &entry);
    bool isOverridden() const { return m_override.has_value(); }
    // The user's override of the text, as stored; nothing when there is none.
    const std::optional<Override> & override() const { return m_override; }
    bool isConflict() const { return m_override && m_override->isConflict(); }

    QString editedText() const;
    // Replaces the editor's text as one edit the user can undo.
    void setEditedText(const QString &text);
    // The editor holds text other than the text in use.
    bool isModified() const;
    // Why the editor's text cannot be applied; empty when it can (or is unchanged).
    QString problem() const;

    // While the field's change is being stored: no second request.
    void setBusy(bool busy);
    // An empty message hides the error.
    void showError(const QString &message);

Q_SIGNALS:
    void applyRequested(const QString &text);
    void revertRequested();
    void conflictChoiceMade(Toolshelf::ConflictChoice choice);
    // The editor's text changed, by typing or otherwise.
    void edited();

private:
    void apply();
    void revert();
    void updateState();
    void updateVendorText();

    OverrideTarget m_target;
    QString m_title;
    QString m_vendor;
    QString m_vendorAsShown;
    std::optional<Override> m_override;
    // The text in use as the editor shows it (a document normalizes line
    // and paragraph separators), so an untouched editor is never "modified".
    QString m_inUseAsShown;
    bool m_filled = false;
    bool m_busy = false;

    QPlainTextEdit *m_editor = nullptr;
    QLabel *m_counter = nullptr;
    QLabel *m_problem = nullptr;
    QLabel *m_error = nullptr;
    QLabel *m_notice = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_revert = nullptr;
    QLabel *m_vendorLabel = nullptr;
    QTextBrowser *m_vendorText = nullptr;
    ConflictPanel *m_conflict = nullptr;
    // Diffing on every keystroke would be wasted work: once typing pauses.
    QTimer m_diffTimer;
};

} // namespace Toolshelf
