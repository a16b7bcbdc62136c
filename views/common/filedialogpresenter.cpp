// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "common/filedialogpresenter.h"

#include <QCoreApplication>
#include <QFileDialog>

namespace Toolshelf {

static FileDialogPresenter fileDialog(const QString &filter, const QString &suffix)
{
    return [filter, suffix](QWidget *parent, const FileDialogRequest &request,
                            std::function<void(const QString &)> chosen) {
        auto *dialog = new QFileDialog(parent, request.title, request.start, filter);
        const bool save = request.mode == FileDialogRequest::Mode::Save;
        dialog->setAcceptMode(save ? QFileDialog::AcceptSave : QFileDialog::AcceptOpen);
        dialog->setFileMode(save ? QFileDialog::AnyFile : QFileDialog::ExistingFile);
        if (request.mode == FileDialogRequest::Mode::Folder) {
            dialog->setFileMode(QFileDialog::Directory);
            dialog->setOption(QFileDialog::ShowDirsOnly);
        }
        if (save)
            dialog->setDefaultSuffix(suffix);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(dialog, &QFileDialog::fileSelected, dialog,
                         [chosen = std::move(chosen)](const QString &path) {
                             if (!path.isEmpty())
                                 chosen(path);
                         });
        dialog->open();
    };
}

FileDialogPresenter markdownFileDialog()
{
    return fileDialog(
        QCoreApplication::translate("Toolshelf::FileDialogPresenter",
                                    "Markdown files (*.md *.markdown);;All files (*)"),
        QStringLiteral("md"));
}

FileDialogPresenter bundleFileDialog()
{
    return fileDialog(QCoreApplication::translate("Toolshelf::FileDialogPresenter",
                                                  "Bundles (*.zip);;All files (*)"),
                      QStringLiteral("zip"));
}

FileDialogPresenter providerFileDialog()
{
    return fileDialog(QCoreApplication::translate("Toolshelf::FileDialogPresenter",
                                                  "Provider files (*.json);;All files (*)"),
                      QStringLiteral("json"));
}

FileDialogPresenter jsonFileDialog()
{
    return fileDialog(QCoreApplication::translate("Toolshelf::FileDialogPresenter",
                                                  "JSON files (*.json);;All files (*)"),
                      QStringLiteral("json"));
}

} // namespace Toolshelf
