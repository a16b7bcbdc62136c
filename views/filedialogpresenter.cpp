#include "filedialogpresenter.h"

#include <QCoreApplication>
#include <QFileDialog>

namespace Toolshelf {

FileDialogPresenter markdownFileDialog()
{
    return [](QWidget *parent, const FileDialogRequest &request,
              std::function<void(const QString &)> chosen) {
        auto *dialog = new QFileDialog(
            parent, request.title, request.start,
            QCoreApplication::translate("Toolshelf::FileDialogPresenter",
                                        "Markdown files (*.md *.markdown);;All files (*)"));
        const bool save = request.mode == FileDialogRequest::Mode::Save;
        dialog->setAcceptMode(save ? QFileDialog::AcceptSave : QFileDialog::AcceptOpen);
        dialog->setFileMode(save ? QFileDialog::AnyFile : QFileDialog::ExistingFile);
        if (save)
            dialog->setDefaultSuffix(QStringLiteral("md"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(dialog, &QFileDialog::fileSelected, dialog,
                         [chosen = std::move(chosen)](const QString &path) {
                             if (!path.isEmpty())
                                 chosen(path);
                         });
        dialog->open();
    };
}

} // namespace Toolshelf
