// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "share/toolshareactions.h"

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "core/textsafety.h"
#include "itemmodels/toolroles.h"
#include "procedures/proceduretools.h"
#include "procedures/toolreferencescanner.h"
#include "providers/providerregistry.h"
#include "share/declarationexportflow.h"
#include "sharing/bundlewriter.h"

#include <QAbstractItemView>
#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QGuiApplication>
#include <QMenu>

#include <algorithm>
#include <variant>

namespace Toolshelf {

ToolShareActions::ToolShareActions(CatalogServices services, Selection selection, QWidget *window)
    : QObject(window)
    , m_services(services)
    , m_selection(std::move(selection))
    , m_window(window)
    , m_fileDialog(bundleFileDialog())
    , m_menu(new QMenu(tr("Shar&e"), window))
{
    m_menu->setObjectName(QStringLiteral("shareMenu"));
    const bool usable = m_services.catalog && m_services.providers;
    m_declarations = new DeclarationExportFlow(m_services, window);
    connect(m_declarations, &DeclarationExportFlow::message, this, &ToolShareActions::message);
    m_exportSurface = m_menu->addAction(tr("Export Procedure as Tool S&urface…"), this,
                                        &ToolShareActions::exportSurface);
    m_exportSurface->setObjectName(QStringLiteral("exportSurfaceAction"));
    m_exportSurface->setStatusTip(
        tr("Write the current procedure's tools as an Agent Tool tool surface: pinned tools "
           "loaded, the others deferred, unknown and ambiguous names blocked"));
    m_exportSurface->setEnabled(false);
    m_exportBundle
        = m_menu->addAction(tr("Export &Bundle…"), this, &ToolShareActions::exportBundle);
    m_exportBundle->setObjectName(QStringLiteral("exportBundleAction"));
    m_exportBundle->setStatusTip(
        tr("Write the selected tools, pinned, with your overrides to a bundle file"));
    m_exportBundle->setEnabled(usable);
    m_exportProcedureBundle = m_menu->addAction(tr("Export Procedure's &Tools as Bundle…"), this,
                                                &ToolShareActions::exportProcedureBundle);
    m_exportProcedureBundle->setObjectName(QStringLiteral("exportProcedureBundleAction"));
    m_exportProcedureBundle->setStatusTip(
        tr("Write the tools the current procedure refers to, pinned, with your overrides to a "
           "bundle file"));
    m_exportProcedureBundle->setEnabled(false);

    QMenu *copy = m_menu->addMenu(tr("&Copy Tool Definitions"));
    copy->setObjectName(QStringLiteral("copyDefinitionsMenu"));
    const QList<std::pair<ToolDefinitions::Format, QString>> formats {
        {ToolDefinitions::Format::OpenAI, tr("For &OpenAI")},
        {ToolDefinitions::Format::Anthropic, tr("For &Anthropic")},
        {ToolDefinitions::Format::Mcp, tr("As &MCP tools/list")},
    };
    for (const auto &[format, label] : formats) {
        QAction *action
            = copy->addAction(label, this, [this, format = format] { copyDefinitions(format); });
        action->setObjectName(QStringLiteral("copyDefinitions_")
                              + ToolDefinitions::formatName(format));
        action->setStatusTip(tr("Copy the selected tools' definitions to the clipboard"));
        action->setEnabled(m_services.catalog != nullptr);
        m_copyDefinitions.append(action);
    }

    QMenu *declarations = m_menu->addMenu(tr("E&xport Tools As"));
    declarations->setObjectName(QStringLiteral("exportDeclarationsMenu"));
    const QList<std::pair<ToolDeclarations::Format, QString>> declared {
        {ToolDeclarations::Format::AgentTool, tr("&Agent Tool Declarations…")},
        {ToolDeclarations::Format::Atdf, tr("ATDF &Basic (v0.1)…")},
        {ToolDeclarations::Format::AtdfEnhanced, tr("ATDF &Enhanced (v0.2)…")},
    };
    for (const auto &[format, label] : declared) {
        QAction *action = declarations->addAction(
            label, this, [this, format = format] { exportDeclarations(format); });
        action->setObjectName(QStringLiteral("exportDeclarations_")
                              + ToolDeclarations::formatName(format));
        action->setStatusTip(tr("Write the selected tools as %1: one tool to a file, several "
                                "to a folder, a file each")
                                 .arg(DeclarationExportFlow::formatTitle(format)));
        action->setEnabled(m_services.catalog != nullptr);
        m_exportDeclarations.append(action);
    }
}

QAction *ToolShareActions::exportDeclarationsAction(ToolDeclarations::Format format) const
{
    const QString name
        = QStringLiteral("exportDeclarations_") + ToolDeclarations::formatName(format);
    for (QAction *action : m_exportDeclarations) {
        if (action->objectName() == name)
            return action;
    }
    return nullptr;
}

QAction *ToolShareActions::copyDefinitionsAction(ToolDefinitions::Format format) const
{
    const QString name = QStringLiteral("copyDefinitions_") + ToolDefinitions::formatName(format);
    for (QAction *action : m_copyDefinitions) {
        if (action->objectName() == name)
            return action;
    }
    return nullptr;
}

QList<ToolSummary> ToolShareActions::selectedTools(const QAbstractItemView *list)
{
    QList<ToolSummary> tools;
    if (!list || !list->selectionModel())
        return tools;
    QModelIndexList rows = list->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end());
    for (const QModelIndex &row : rows) {
        ToolSummary tool;
        tool.provider = row.data(ProviderRole).toString();
        tool.toolId = row.data(ToolIdRole).toString();
        // A row scrolled past too fast to be fetched: nobody saw which tool it is.
        if (tool.toolId.isEmpty())
            continue;
        tool.name = row.data(NameRole).toString();
        tool.alias = row.data(AliasRole).toString();
        tool.version = row.data(VersionRole).value<qint64>();
        tool.currentVersion = row.data(CurrentVersionRole).value<qint64>();
        tools.append(tool);
    }
    return tools;
}

void ToolShareActions::setFileDialogPresenter(FileDialogPresenter presenter)
{
    m_declarations->setFileDialogPresenter(presenter);
    m_fileDialog = std::move(presenter);
}

void ToolShareActions::setProcedureText(ProcedureText procedure, ProcedureName name)
{
    m_procedure = std::move(procedure);
    m_procedureName = std::move(name);
    m_exportProcedureBundle->setEnabled(m_procedure && m_exportBundle->isEnabled());
    m_exportSurface->setEnabled(m_procedure && m_services.catalog);
}

void ToolShareActions::exportBundle()
{
    const QList<ToolSummary> tools = m_selection();
    if (tools.isEmpty())
        return Q_EMIT message(tr("Select the tools to bundle in the list first."));
    askAndWriteBundle(tools);
}

void ToolShareActions::exportProcedureBundle()
{
    const std::optional<QString> text = m_procedure ? m_procedure() : std::nullopt;
    if (!text)
        return Q_EMIT message(tr("Open the procedure whose tools to bundle first."));
    const QStringList names = ToolReferenceScanner::names(ToolReferenceScanner::scan(*text));
    if (names.isEmpty())
        return Q_EMIT message(tr("The procedure refers to no tool: write tool_name() or drop "
                                 "tools into it."));
    m_services.catalog->run(
        [names](CatalogDatabase &database) { return ProcedureTools::toolsFor(database, names); },
        this,
        [this](const std::variant<QList<ToolSummary>, QString> &found) {
            if (const auto *error = std::get_if<QString>(&found))
                return Q_EMIT message(
                    tr("The procedure's tools cannot be bundled: %1").arg(*error));
            askAndWriteBundle(std::get<QList<ToolSummary>>(found));
        });
}

void ToolShareActions::askAndWriteBundle(const QList<ToolSummary> &tools)
{
    FileDialogRequest request;
    request.mode = FileDialogRequest::Mode::Save;
    request.title = tr("Export Bundle");
    // *.toolshelf.zip: the name by which a file manager knows a bundle and
    // offers Toolshelf to open it (packaging/linux); any name works.
    request.start = QDir::home().filePath(QStringLiteral("tools.toolshelf.zip"));
    m_fileDialog(m_window, request,
                 [this, tools](const QString &path) { writeBundle(tools, path); });
}

void ToolShareActions::writeBundle(const QList<ToolSummary> &tools, const QString &path)
{
    const QList<Provider> providers = m_services.providers->providers();
    m_services.catalog->run(
        [tools, providers, path](CatalogDatabase &database) {
            // Collected and written off the GUI thread: a bundle may hold many signatures.
            auto collected = BundleWriter::collect(database, tools, providers,
                                                   QStringLiteral("Toolshelf " TOOLSHELF_VERSION));
            if (const auto *error = std::get_if<QString>(&collected))
                return *error;
            QString error;
            if (!BundleWriter::write(std::get<Bundle>(collected), path, &error))
                return error;
            return QString();
        },
        this,
        [this, path, count = tools.size()](const QString &error) {
            Q_EMIT message(error.isEmpty() ? tr("Exported %n tool(s) to %1.", nullptr, int(count))
                                                 .arg(QDir::toNativeSeparators(path))
                                           : tr("The bundle was not written: %1").arg(error));
        });
}

void ToolShareActions::copyDefinitions(ToolDefinitions::Format format)
{
    const QList<ToolSummary> tools = m_selection();
    if (tools.isEmpty())
        return Q_EMIT message(tr("Select the tools to copy in the list first."));
    m_services.catalog->run(
        [tools, format](CatalogDatabase &database) {
            QList<ToolDefinitions::Definition> definitions;
            for (const ToolSummary &tool : tools) {
                const auto edited = database.editedSignature(tool.provider, tool.toolId);
                if (!edited)
                    return std::variant<QByteArray, QString>(
                        tr("%1/%2 is not in the catalog")
                            .arg(TextSafety::escapeLine(tool.provider),
                                 TextSafety::escapeLine(tool.name)));
                definitions.append({edited->edited, edited->vendor.tool});
            }
            return ToolDefinitions::render(format, definitions);
        },
        this,
        [this, count = tools.size()](const std::variant<QByteArray, QString> &result) {
            if (const auto *error = std::get_if<QString>(&result))
                return Q_EMIT message(tr("Nothing was copied: %1").arg(*error));
            QGuiApplication::clipboard()->setText(QString::fromUtf8(std::get<QByteArray>(result)));
            Q_EMIT message(tr("Copied the definitions of %n tool(s).", nullptr, int(count)));
        });
}

void ToolShareActions::exportDeclarations(ToolDeclarations::Format format)
{
    m_declarations->exportTools(format, m_selection());
}

void ToolShareActions::exportSurface()
{
    const std::optional<QString> text = m_procedure ? m_procedure() : std::nullopt;
    if (!text)
        return Q_EMIT message(tr("Open the procedure to export first."));
    m_declarations->exportSurface(*text, m_procedureName ? m_procedureName() : QString());
}

} // namespace Toolshelf
