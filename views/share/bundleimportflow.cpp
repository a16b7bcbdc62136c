// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "share/bundleimportflow.h"

#include "catalog/catalogdatabase.h"
#include "catalog/catalogservice.h"
#include "catalog/catalogstore.h"
#include "core/textsafety.h"
#include "providers/providerregistry.h"
#include "sharing/bundleimport.h"
#include "sharing/bundlereader.h"

#include <QAction>
#include <QDir>
#include <QHash>
#include <QWidget>

#include <algorithm>
#include <variant>

namespace Toolshelf {

namespace {

// Bundles come from other people: their names are shown, never trusted.
QString safe(const QString &text)
{
    return TextSafety::shortened(text, 200);
}

// A dialog that lists hundreds of lines helps nobody.
constexpr qsizetype MaxLines = 25;

} // namespace

BundleImportFlow::BundleImportFlow(CatalogServices services, QWidget *window)
    : QObject(window)
    , m_services(services)
    , m_window(window)
    , m_fileDialog(bundleFileDialog())
    , m_confirm(messageBoxConfirm(true))
    , m_choice(messageBoxChoice())
    , m_action(new QAction(tr("&Import Bundle…"), this))
{
    m_action->setObjectName(QStringLiteral("importBundleAction"));
    m_action->setStatusTip(tr("Preview and import a bundle of tools a colleague shared"));
    m_action->setEnabled(m_services.catalog && m_services.providers);
    connect(m_action, &QAction::triggered, this, &BundleImportFlow::start);
}

void BundleImportFlow::setFileDialogPresenter(FileDialogPresenter presenter)
{
    m_fileDialog = std::move(presenter);
}

void BundleImportFlow::setConfirmPresenter(ConfirmPresenter presenter)
{
    m_confirm = std::move(presenter);
}

void BundleImportFlow::setChoicePresenter(ChoicePresenter presenter)
{
    m_choice = std::move(presenter);
}

void BundleImportFlow::start()
{
    FileDialogRequest request;
    request.mode = FileDialogRequest::Mode::Open;
    request.title = tr("Import Bundle");
    request.start = QDir::homePath();
    m_fileDialog(m_window, request, [this](const QString &path) { importFile(path); });
}

void BundleImportFlow::importFiles(const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    const bool idle = m_queue.isEmpty();
    m_queue.append(paths);
    if (idle)
        importFile(m_queue.constFirst());
}

void BundleImportFlow::done()
{
    if (m_queue.isEmpty())
        return;
    m_queue.removeFirst();
    if (!m_queue.isEmpty())
        importFile(m_queue.constFirst());
}

void BundleImportFlow::importFile(const QString &path)
{
    using Planned = std::variant<std::pair<Bundle, BundlePlan>, QString>;
    m_services.catalog->run(
        // Reading checks every entry's digest: not work for the GUI thread.
        [path, configured = m_services.providers->providers()](CatalogDatabase &database) {
            auto read = BundleReader::read(path);
            if (const auto *error = std::get_if<QString>(&read))
                return Planned(*error);
            Bundle bundle = std::get<Bundle>(std::move(read));
            BundlePlan plan = BundleImport::plan(bundle, configured, database);
            return Planned(std::pair {std::move(bundle), std::move(plan)});
        },
        this,
        [this](const Planned &planned) {
            if (const auto *error = std::get_if<QString>(&planned)) {
                Q_EMIT message(tr("The bundle is refused: %1").arg(safe(*error)));
                return done();
            }
            const auto &[bundle, plan] = std::get<std::pair<Bundle, BundlePlan>>(planned);
            // A plan of conflicts alone changes nothing unless the user lets the
            // bundle's texts replace theirs: that is still theirs to choose.
            if (plan.changesNothing() && conflictCount(plan) == 0) {
                Q_EMIT message(tr("The bundle changes nothing here."));
                return done();
            }
            ask(bundle, plan);
        });
}

void BundleImportFlow::ask(const Bundle &bundle, const BundlePlan &plan)
{
    if (conflictCount(plan) == 0) {
        m_confirm(m_window, tr("Import Bundle"), previewText(plan), [this, bundle, plan](bool yes) {
            if (yes)
                apply(bundle, plan, false);
            else
                done();
        });
        return;
    }
    // The user's texts are their work: keeping them is the default, and
    // replacing them is a choice they make knowing how many.
    ChoiceRequest request;
    request.title = tr("Import Bundle");
    request.text = previewText(plan);
    request.choices = {tr("Import, &keep my texts"), tr("Import, &use the bundle's texts")};
    request.defaultChoice = 0;
    m_choice(m_window, request, [this, bundle, plan](int choice) {
        if (choice == 0 || choice == 1)
            apply(bundle, plan, choice == 1);
        else
            done();
    });
}

qsizetype BundleImportFlow::conflictCount(const BundlePlan &plan)
{
    return std::count_if(plan.overrides.cbegin(), plan.overrides.cend(),
                         [](const BundlePlan::OverrideStep &step) {
                             return step.action == BundlePlan::OverrideAction::Conflict;
                         });
}

QString BundleImportFlow::previewText(const BundlePlan &plan)
{
    QStringList lines;
    for (const BundlePlan::ProviderStep &step : plan.providers) {
        if (step.action == BundlePlan::ProviderAction::Add)
            lines.append(tr("Add provider %1 (%2)")
                             .arg(safe(step.local.name), safe(step.bundled.baseUrl.toString())));
        else if (step.action == BundlePlan::ProviderAction::AddRenamed)
            lines.append(tr("Add provider %1 as %2: yours has another address")
                             .arg(safe(step.bundled.name), safe(step.local.name)));
        else if (step.action == BundlePlan::ProviderAction::NeedsLocalServer)
            lines.append(tr("Cannot import: %1").arg(BundleImport::needsLocalServer(step.bundled)));
    }
    for (const BundlePlan::ToolStep &step : plan.tools) {
        const QString tool
            = QStringLiteral("%1/%2").arg(safe(step.tool.provider), safe(step.tool.name));
        switch (step.action) {
        case BundlePlan::ToolAction::Add:
        case BundlePlan::ToolAction::Pin:
            lines.append(tr("Pin %1 at version %2").arg(tool, QString::number(step.tool.version)));
            break;
        case BundlePlan::ToolAction::ChangePin:
            lines.append(tr("Re-pin %1 from version %2 to %3")
                             .arg(tool,
                                  QString::number(step.currentPin ? step.currentPin->version : 0),
                                  QString::number(step.tool.version)));
            break;
        case BundlePlan::ToolAction::Unchanged:
            break;
        }
    }
    QHash<QString, QString> toolNames;
    for (const BundlePlan::ToolStep &step : plan.tools)
        toolNames.insert(step.tool.provider + u'/' + step.tool.toolId, step.tool.name);
    for (const BundlePlan::OverrideStep &step : plan.overrides) {
        const OverrideTarget &target = step.bundled.target;
        const QString tool = QStringLiteral("%1/%2").arg(
            safe(target.provider),
            safe(toolNames.value(target.provider + u'/' + target.toolId, target.toolId)));
        if (step.action == BundlePlan::OverrideAction::Add)
            lines.append(tr("Add an override to %1").arg(tool));
        else if (step.action == BundlePlan::OverrideAction::Conflict)
            lines.append(tr("Your text for %1 differs from the bundle's").arg(tool));
    }
    if (lines.size() > MaxLines) {
        const qsizetype more = lines.size() - MaxLines;
        lines.resize(MaxLines);
        lines.append(tr("…and %n more change(s)", nullptr, int(more)));
    }
    QString text = tr("Importing this bundle will:") + u'\n' + lines.join(u'\n');
    if (const qsizetype conflicts = conflictCount(plan); conflicts > 0)
        return text + u'\n'
            + tr("%n of your texts would be replaced if you use the bundle's texts; keeping "
                 "yours leaves them as they are.",
                 nullptr, int(conflicts));
    return text + u'\n' + tr("Import it?");
}

void BundleImportFlow::apply(const Bundle &bundle, const BundlePlan &plan, bool replaceConflicts)
{
    ProviderRegistry &registry = *m_services.providers;
    QString error;
    const auto added = BundleImport::addProviders(plan, registry, &error);
    if (!added) {
        Q_EMIT message(tr("The bundle's providers cannot be added: %1").arg(safe(error)));
        return done();
    }
    const auto undo = [registry = &registry, added = *added] {
        BundleImport::removeProviders(added, *registry);
    };
    m_services.catalog->userData().edit(
        [bundle, plan, replaceConflicts](CatalogDatabase &database, UserDataEditor &editor) {
            QString failure;
            BundleImport::apply(bundle, plan, replaceConflicts, database, editor, &failure);
            return failure;
        },
        this,
        [this, undo, count = plan.tools.size(), conflicts = conflictCount(plan),
         replaceConflicts](const QString &failure) {
            if (!failure.isEmpty()) {
                undo();
                Q_EMIT imported();
                Q_EMIT message(tr("The import failed, nothing was changed: %1").arg(safe(failure)));
                return done();
            }
            Q_EMIT imported();
            QString text = tr("Imported %n tool(s), pinned.", nullptr, int(count));
            if (conflicts > 0)
                text += u' '
                    + (replaceConflicts
                           ? tr("The bundle's texts replaced %n of yours.", nullptr, int(conflicts))
                           : tr("Kept %n of your texts the bundle would have replaced.", nullptr,
                                int(conflicts)));
            Q_EMIT message(text);
            done();
        });
}

} // namespace Toolshelf
