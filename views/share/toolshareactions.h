// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"
#include "common/catalogservices.h"
#include "common/filedialogpresenter.h"
#include "sharing/tooldeclarations.h"
#include "sharing/tooldefinitions.h"

#include <QObject>

#include <functional>
#include <optional>

QT_BEGIN_NAMESPACE
class QAbstractItemView;
class QAction;
class QMenu;
class QWidget;
QT_END_NAMESPACE

namespace Toolshelf {

class DeclarationExportFlow;

// The window's "Share" menu for the tools selected in the list or named by
// the current procedure: a bundle of them for a colleague, their definitions
// for an LLM API on the clipboard, their Agent Tool or ATDF declarations in
// files, and the procedure as an Agent Tool tool surface.
class ToolShareActions final : public QObject
{
    Q_OBJECT

public:
    // The tools the actions work on, read when one is triggered.
    using Selection = std::function<QList<ToolSummary>()>;
    // The current procedure's text; nothing when no procedure is open.
    using ProcedureText = std::function<std::optional<QString>()>;
    // The current procedure's file name (its name where it has no file yet).
    using ProcedureName = std::function<QString()>;

    // `window` parents the menu and the file dialogs.
    ToolShareActions(CatalogServices services, Selection selection, QWidget *window);

    QMenu *menu() const { return m_menu; }
    QAction *exportBundleAction() const { return m_exportBundle; }
    QAction *exportProcedureBundleAction() const { return m_exportProcedureBundle; }
    QAction *copyDefinitionsAction(ToolDefinitions::Format format) const;
    QAction *exportDeclarationsAction(ToolDeclarations::Format format) const;
    QAction *exportSurfaceAction() const { return m_exportSurface; }
    // The tools selected in a list of ToolListModel rows, in the list's order.
    static QList<ToolSummary> selectedTools(const QAbstractItemView *list);
    // Tests answer every dialog at once.
    void setFileDialogPresenter(FileDialogPresenter presenter);
    // Where "Export Procedure's Tools" and "Export Procedure as Tool
    // Surface" read the procedure; unset, they are disabled.
    void setProcedureText(ProcedureText procedure, ProcedureName name = {});

    // Asks where, then writes the selected tools' bundle on the catalog's thread.
    void exportBundle();
    // The same for the tools the current procedure refers to: each name must
    // stand for exactly one tool, or nothing is written and the names are given.
    void exportProcedureBundle();
    // The selected tools, overrides applied, rendered for `format`.
    void copyDefinitions(ToolDefinitions::Format format);
    // The selected tools as declarations in `format`, in a file or a folder.
    void exportDeclarations(ToolDeclarations::Format format);
    // The current procedure as a tool surface.
    void exportSurface();

Q_SIGNALS:
    // What happened, for the status bar: done, or why not. Plain text.
    void message(const QString &text);

private:
    void askAndWriteBundle(const QList<ToolSummary> &tools);
    void writeBundle(const QList<ToolSummary> &tools, const QString &path);

    CatalogServices m_services;
    Selection m_selection;
    ProcedureText m_procedure;
    ProcedureName m_procedureName;
    QWidget *m_window;
    FileDialogPresenter m_fileDialog;
    QMenu *m_menu;
    QAction *m_exportBundle;
    QAction *m_exportProcedureBundle;
    QList<QAction *> m_copyDefinitions;
    QList<QAction *> m_exportDeclarations;
    QAction *m_exportSurface;
    DeclarationExportFlow *m_declarations;
};

} // namespace Toolshelf
