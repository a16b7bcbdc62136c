// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "client/mcpsession.h"

#include <QDialog>
#include <QJsonObject>

QT_BEGIN_NAMESPACE
class QLabel;
class QPushButton;
QT_END_NAMESPACE

namespace Toolshelf {

class SchemaForm;

// An MCP server's question during a call (elicitation/create): its message
// and a form of the values it asks for, answered once, as the user decides:
// Accept sends the values, Decline refuses, Cancel (or closing the window)
// leaves the question unanswered. Open it with open(): the call and the
// window go on while it is shown.
class ElicitationDialog final : public QDialog
{
    Q_OBJECT

public:
    // `params` as the server sent them; `tool` and `provider` say who asks
    // (made safe to show here). `answer` is called exactly once: with the
    // user's decision, or with cancel when the dialog goes without one.
    ElicitationDialog(const QJsonObject &params, const QString &tool, const QString &provider,
                      McpSession::Answer answer, QWidget *parent = nullptr);
    ~ElicitationDialog() override;

    SchemaForm *form() const { return m_form; }
    QLabel *messageLabel() const { return m_message; }
    // Why Accept did not send: the values do not fit what the server asks for.
    QLabel *statusLabel() const { return m_status; }
    QPushButton *acceptButton() const { return m_accept; }
    QPushButton *declineButton() const { return m_decline; }
    QPushButton *cancelButton() const { return m_cancel; }
    bool isAnswered() const { return !m_answer; }

    // Sends the form's values when they fit the server's schema; otherwise
    // the problems are shown beside their fields and the dialog stays.
    void accept() override;
    // Every way the dialog closes ends here: one not answered yet is cancelled.
    void done(int result) override;

private:
    void decline();
    void answerWith(const QJsonObject &result);

    McpSession::Answer m_answer;
    QLabel *m_message;
    SchemaForm *m_form;
    QLabel *m_status;
    QPushButton *m_accept = nullptr;
    QPushButton *m_decline = nullptr;
    QPushButton *m_cancel = nullptr;
};

} // namespace Toolshelf
