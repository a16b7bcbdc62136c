// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "share/declarationexportflow.h"

#include "catalog/catalogdatabase.h"
#include "catalog/catalogstore.h"
#include "core/filenames.h"
#include "sharing/declarationfiles.h"
#include "sharing/toolsurface.h"

#include <QDir>
#include <QFileInfo>
#include <QWidget>

namespace Toolshelf {

DeclarationExportFlow::DeclarationExportFlow(CatalogServices services, QWidget *window)
    : QObject(window)
    , m_services(services)
    , m_window(window)
    , m_fileDialog(jsonFileDialog())
{ }

void DeclarationExportFlow::setFileDialogPresenter(FileDialogPresenter presenter)
{
    m_fileDialog = std::move(presenter);
}

QString DeclarationExportFlow::formatTitle(ToolDeclarations::Format format)
{
    switch (format) {
    case ToolDeclarations::Format::AgentTool:
        return tr("Agent Tool declarations");
    case ToolDeclarations::Format::Atdf:
        break;
    case ToolDeclarations::Format::AtdfEnhanced:
        return tr("enhanced ATDF documents");
    }
    return tr("ATDF documents");
}

void DeclarationExportFlow::exportTools(ToolDeclarations::Format format,
                                        const QList<ToolSummary> &tools)
{
    if (!m_services.catalog)
        return;
    if (tools.isEmpty())
        return Q_EMIT message(tr("Select the tools to export in the list first."));
    FileDialogRequest request;
    const bool folder = tools.size() > 1;
    if (folder) {
        // Several tools are a file each, as teams keep declarations in git.
        request.mode = FileDialogRequest::Mode::Folder;
        request.title = tr("Export %n Tool(s) as %1: Choose a Folder", nullptr, int(tools.size()))
                            .arg(formatTitle(format));
        request.start = QDir::homePath();
    } else {
        request.mode = FileDialogRequest::Mode::Save;
        request.title = tr("Export Tool as %1").arg(formatTitle(format));
        request.start = QDir::home().filePath(
            QString(FileNames::sanitize(tools.constFirst().shownName()) + u".json"));
    }
    m_fileDialog(m_window, request, [this, format, tools, folder](const QString &path) {
        writeTools(format, tools, path, folder);
    });
}

void DeclarationExportFlow::writeTools(ToolDeclarations::Format format,
                                       const QList<ToolSummary> &tools, const QString &path,
                                       bool folder)
{
    m_services.catalog->run(
        [format, tools, path, folder](CatalogDatabase &database) -> QString {
            // Collected, rendered and written off the window's thread.
            const auto exports = ToolDeclarations::collect(database, tools);
            if (const auto *error = std::get_if<QString>(&exports))
                return *error;
            const QList<ToolExport> &collected = std::get<QList<ToolExport>>(exports);
            if (folder) {
                const auto files = ToolDeclarations::files(format, collected);
                if (const auto *error = std::get_if<QString>(&files))
                    return *error;
                return DeclarationFiles::writeFolder(path,
                                                     std::get<QList<ToolDeclarations::File>>(files))
                    .value_or(QString());
            }
            const auto rendered = ToolDeclarations::render(format, collected);
            if (const auto *error = std::get_if<QString>(&rendered))
                return *error;
            return DeclarationFiles::writeFile(path, std::get<QByteArray>(rendered))
                .value_or(QString());
        },
        this,
        [this, format, path, count = tools.size()](const QString &error) {
            if (!error.isEmpty())
                return Q_EMIT message(tr("Nothing was exported: %1").arg(error));
            Q_EMIT message(tr("Exported %n tool(s) as %1 to %2.", nullptr, int(count))
                               .arg(formatTitle(format), QDir::toNativeSeparators(path)));
        });
}

void DeclarationExportFlow::exportSurface(const QString &procedure, const QString &fileName)
{
    if (!m_services.catalog)
        return;
    FileDialogRequest request;
    request.mode = FileDialogRequest::Mode::Save;
    request.title = tr("Export Procedure as Tool Surface");
    const QString base = QFileInfo(fileName).completeBaseName();
    request.start = QDir::home().filePath(
        QString(FileNames::sanitize(base, QStringLiteral("procedure")) + u".surface.json"));
    const QString id = ToolSurface::surfaceId(fileName);
    m_fileDialog(m_window, request, [this, procedure, id](const QString &path) {
        m_services.catalog->run(
            [procedure, id, path](CatalogDatabase &database) -> std::variant<QString, QString> {
                const auto built
                    = ToolSurface::build(database, procedure, id, QDateTime::currentDateTimeUtc());
                if (const auto *error = std::get_if<QString>(&built))
                    return std::variant<QString, QString>(std::in_place_index<1>, *error);
                const ToolSurface::Surface &surface = std::get<ToolSurface::Surface>(built);
                if (const std::optional<QString> error
                    = DeclarationFiles::writeFile(path, surface.bytes))
                    return std::variant<QString, QString>(std::in_place_index<1>, *error);
                return std::variant<QString, QString>(
                    std::in_place_index<0>,
                    tr("Exported the tool surface to %1: %n tool(s) loaded", nullptr,
                       int(surface.loaded))
                            .arg(QDir::toNativeSeparators(path))
                        + QStringLiteral(", ") + tr("%n deferred", nullptr, int(surface.deferred))
                        + QStringLiteral(", ") + tr("%n blocked.", nullptr, int(surface.blocked)));
            },
            this,
            [this](const std::variant<QString, QString> &done) {
                if (done.index() == 1)
                    return Q_EMIT message(
                        tr("The tool surface was not exported: %1").arg(std::get<1>(done)));
                Q_EMIT message(std::get<0>(done));
            });
    });
}

} // namespace Toolshelf
