// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

#include <functional>

class QWidget;

namespace Toolshelf {

// Asks the user a yes/no question without blocking the event loop: `answer`
// is called once, later (the window) or at once (tests, which replace the
// dialog). `text` is plain text.
using ConfirmPresenter
    = std::function<void(QWidget *parent, const QString &title, const QString &text,
                         std::function<void(bool yes)> answer)>;

// A window-modal question box opened without a nested event loop. A cautious
// question (one whose "yes" acts on the world) defaults to "no".
ConfirmPresenter messageBoxConfirm(bool cautious = false);

// A question with more than one way to go on, and Cancel.
struct ChoiceRequest
{
    QString title;
    // Plain text.
    QString text;
    // One button each, in this order; labels translated, with accelerators.
    QStringList choices;
    // The index of the choice Enter picks.
    int defaultChoice = 0;
};

// Like ConfirmPresenter: `answer` is called once with the index of the chosen
// entry of `choices`, or -1 when the user cancels.
using ChoicePresenter = std::function<void(QWidget *parent, const ChoiceRequest &request,
                                           std::function<void(int choice)> answer)>;

// A window-modal box with a button per choice and Cancel (also Escape),
// opened without a nested event loop.
ChoicePresenter messageBoxChoice();

} // namespace Toolshelf
