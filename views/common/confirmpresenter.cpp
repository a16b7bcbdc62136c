// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "common/confirmpresenter.h"

#include <QList>
#include <QMessageBox>
#include <QPushButton>

namespace Toolshelf {

ConfirmPresenter messageBoxConfirm(bool cautious)
{
    return [cautious](QWidget *parent, const QString &title, const QString &text,
                      std::function<void(bool)> answer) {
        auto *box = new QMessageBox(cautious ? QMessageBox::Warning : QMessageBox::Question, title,
                                    text, QMessageBox::Yes | QMessageBox::No, parent);
        box->setTextFormat(Qt::PlainText);
        box->setDefaultButton(cautious ? QMessageBox::No : QMessageBox::Yes);
        box->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(box, &QMessageBox::finished, box, [box, answer = std::move(answer)] {
            answer(box->clickedButton() == box->button(QMessageBox::Yes));
        });
        box->open();
    };
}

ChoicePresenter messageBoxChoice()
{
    return [](QWidget *parent, const ChoiceRequest &request, std::function<void(int)> answer) {
        auto *box = new QMessageBox(QMessageBox::Question, request.title, request.text,
                                    QMessageBox::Cancel, parent);
        box->setTextFormat(Qt::PlainText);
        QList<QPushButton *> buttons;
        for (const QString &choice : request.choices)
            buttons.append(box->addButton(choice, QMessageBox::AcceptRole));
        if (request.defaultChoice >= 0 && request.defaultChoice < buttons.size())
            box->setDefaultButton(buttons.at(request.defaultChoice));
        box->setEscapeButton(QMessageBox::Cancel);
        box->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(
            box, &QMessageBox::finished, box, [box, buttons, answer = std::move(answer)] {
                // Closing the box or Escape leaves no choice button clicked: -1.
                answer(int(buttons.indexOf(qobject_cast<QPushButton *>(box->clickedButton()))));
            });
        box->open();
    };
}

} // namespace Toolshelf
