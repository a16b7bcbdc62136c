#include "confirmpresenter.h"

#include <QMessageBox>

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

} // namespace Toolshelf
