// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/elicitationdialog.h"

#include "core/textsafety.h"
#include "dialects/mcp/mcpelicitation.h"
#include "toolpane/schemaform.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QVBoxLayout>

#include <utility>

namespace Toolshelf {

ElicitationDialog::ElicitationDialog(const QJsonObject &params, const QString &tool,
                                     const QString &provider, McpSession::Answer answer,
                                     QWidget *parent)
    : QDialog(parent)
    , m_answer(std::move(answer))
    , m_message(new QLabel(this))
    , m_form(new SchemaForm)
    , m_status(new QLabel(this))
{
    setWindowTitle(tr("The Server Asks for Input"));
    // The user should know who asks before giving anything away.
    auto *intro = new QLabel(
        tr("While %1 runs, the provider %2 asks:")
            .arg(TextSafety::shortened(tool, 255), TextSafety::shortened(provider, 255)),
        this);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);

    // The server's words, as they are: no markup of theirs is ever read.
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setText(McpElicitation::message(params));
    m_message->setAccessibleName(tr("Server's message"));
    QFont emphasis = m_message->font();
    emphasis.setBold(true);
    m_message->setFont(emphasis);

    // Built before the buttons, so Tab reaches the fields first.
    const QJsonObject schema = McpElicitation::requestedSchema(params);
    m_form->setSchema(ValueSchema(schema));
    // An optional value with a default is sent as given unless the user
    // unticks it: accepting the form untouched sends the defaults.
    const QJsonObject defaults = McpElicitation::defaults(schema);
    for (auto it = defaults.begin(); it != defaults.end(); ++it) {
        if (QCheckBox *send = m_form->includeBox(SchemaValidator::childPath({}, it.key())))
            send->setChecked(true);
    }
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(m_form);
    scroll->setFrameShape(QFrame::NoFrame);
    // Tab goes from field to field; the area scrolls to the one focused.
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setAccessibleName(tr("Requested values"));

    auto *note = new QLabel(
        tr("Accept sends these values to the server. Give nothing you would not give the "
           "tool's provider."),
        this);
    note->setWordWrap(true);

    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_status->hide();

    auto *buttons = new QDialogButtonBox(this);
    m_accept = buttons->addButton(tr("&Accept"), QDialogButtonBox::AcceptRole);
    m_decline = buttons->addButton(tr("&Decline"), QDialogButtonBox::DestructiveRole);
    m_cancel = buttons->addButton(tr("Cancel"), QDialogButtonBox::RejectRole);
    m_accept->setDefault(true);
    m_accept->setToolTip(tr("Send the values to the server."));
    m_decline->setToolTip(tr("Tell the server you will not give these values."));
    m_cancel->setToolTip(tr("Dismiss the question without deciding."));
    connect(m_accept, &QPushButton::clicked, this, &ElicitationDialog::accept);
    connect(m_decline, &QPushButton::clicked, this, &ElicitationDialog::decline);
    connect(m_cancel, &QPushButton::clicked, this, &ElicitationDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_message);
    layout->addWidget(scroll, 1);
    layout->addWidget(note);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    // The user starts where a value must be given: a required member not
    // necessarily first, as a JSON object keeps no order. Set once
    // the form is in its place: moving it there would drop the focus.
    for (const ValueSchema::Property &property : m_form->schema().properties()) {
        QWidget *editor = property.required
            ? m_form->editor(SchemaValidator::childPath({}, property.name))
            : nullptr;
        if (editor && editor->isEnabled()) {
            editor->setFocus(Qt::OtherFocusReason);
            break;
        }
    }
    // The whole form where the screen has room; a long one scrolls.
    const QSize wanted = m_form->sizeHint() + QSize(48, 0);
    const int room = screen() ? screen()->availableGeometry().height() * 2 / 3 : 600;
    resize(std::max(wanted.width(), 520), std::min(sizeHint().height() + wanted.height(), room));
}

ElicitationDialog::~ElicitationDialog()
{
    // Gone without a decision (its window closed with the app's): the server
    // must not wait for an answer that never comes.
    answerWith(McpElicitation::cancel());
}

void ElicitationDialog::accept()
{
    const QList<SchemaValidator::Problem> problems = m_form->check();
    if (!problems.isEmpty()) {
        m_status->setText(tr("Some values do not fit what the server asks for; nothing was "
                             "sent."));
        m_status->show();
        if (QWidget *editor = m_form->editor(problems.constFirst().path))
            editor->setFocus(Qt::OtherFocusReason);
        return;
    }
    answerWith(McpElicitation::accept(m_form->value()));
    QDialog::accept();
}

void ElicitationDialog::decline()
{
    answerWith(McpElicitation::decline());
    reject();
}

void ElicitationDialog::done(int result)
{
    answerWith(McpElicitation::cancel());
    QDialog::done(result);
}

void ElicitationDialog::answerWith(const QJsonObject &result)
{
    if (!m_answer)
        return;
    // Taken first: whatever the answer sets off, it is never given twice.
    const McpSession::Answer answer = std::exchange(m_answer, {});
    answer(result);
}

} // namespace Toolshelf
