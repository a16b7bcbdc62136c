// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"
#include "common/catalogservices.h"
#include "common/filedialogpresenter.h"
#include "sharing/tooldeclarations.h"

#include <QObject>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace Toolshelf {

// The Share menu's portable exports, as export-tools and export-surface
// write them: tools as Agent Tool declarations or ATDF documents (one tool
// into a file, several into a folder, a file each), and a procedure as an
// Agent Tool tool surface. Asks where, works on the catalog's thread, and
// says what was written or why nothing was.
class DeclarationExportFlow final : public QObject
{
    Q_OBJECT

public:
    // `window` parents the file dialogs.
    DeclarationExportFlow(CatalogServices services, QWidget *window);

    // Tests answer the dialogs at once.
    void setFileDialogPresenter(FileDialogPresenter presenter);

    // Asks for a file (one tool) or a folder (several), then writes `tools`.
    void exportTools(ToolDeclarations::Format format, const QList<ToolSummary> &tools);
    // Asks for a file, then writes the surface of `procedure`, whose file is
    // `fileName` (its surface id is made from it).
    void exportSurface(const QString &procedure, const QString &fileName);

    // What the window calls a format: "Agent Tool declarations".
    static QString formatTitle(ToolDeclarations::Format format);

Q_SIGNALS:
    // What happened, for the status bar. Plain text.
    void message(const QString &text);

private:
    void writeTools(ToolDeclarations::Format format, const QList<ToolSummary> &tools,
                    const QString &path, bool folder);

    CatalogServices m_services;
    QWidget *m_window;
    FileDialogPresenter m_fileDialog;
};

} // namespace Toolshelf
