#pragma once

#include <QString>

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

} // namespace Toolshelf
