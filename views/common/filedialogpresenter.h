// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace Toolshelf {

// Asks for a file without blocking the event loop: `chosen` is called once
// with the path, or not at all when the user cancels. Tests replace the
// dialog with a function that answers at once.
struct FileDialogRequest
{
    enum class Mode {
        Open,
        Save,
        // An existing folder to write into.
        Folder,
    };
    Mode mode = Mode::Open;
    QString title;
    // Where the dialog starts: a folder, or a file name proposed for saving.
    QString start;
};

using FileDialogPresenter = std::function<void(QWidget *parent, const FileDialogRequest &request,
                                               std::function<void(const QString &path)> chosen)>;

// A window-modal QFileDialog for Markdown files, opened without a nested event loop.
FileDialogPresenter markdownFileDialog();
// The same for bundles (zip files).
FileDialogPresenter bundleFileDialog();
// The same for provider files (JSON).
FileDialogPresenter providerFileDialog();
// The same for JSON documents: declarations, tool surfaces.
FileDialogPresenter jsonFileDialog();

} // namespace Toolshelf
