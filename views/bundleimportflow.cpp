#include "bundleimportflow.h"

#include "bundleimport.h"
#include "bundlereader.h"
#include "catalogdatabase.h"
#include "catalogstore.h"
#include "providerregistry.h"
#include "textsafety.h"

#include <QAction>
#include <QDir>
#include <QHash>
#include <QWidget>

#include <variant>

namespace Toolshelf {

namespace {

// Bundles come from other people: their names are shown, never trusted.
QString safe(const QString &text)
{
    return TextSafety::escapeUnsafe(text).left(200);
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

void BundleImportFlow::start()
{
    FileDialogRequest request;
    request.mode = FileDialogRequest::Mode::Open;
    request.title = tr("Import Bundle");
    request.start = QDir::homePath();
    m_fileDialog(m_window, request, [this](const QString &path) { importFile(path); });
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
            if (const auto *error = std::get_if<QString>(&planned))
                return Q_EMIT message(tr("The bundle is refused: %1").arg(safe(*error)));
            const auto &[bundle, plan] = std::get<std::pair<Bundle, BundlePlan>>(planned);
            if (plan.changesNothing())
                return Q_EMIT message(tr("The bundle changes nothing here."));
            m_confirm(m_window, tr("Import Bundle"), previewText(plan),
                      [this, bundle = bundle, plan = plan](bool yes) {
                          if (yes)
                              apply(bundle, plan);
                      });
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
    qsizetype conflicts = 0;
    for (const BundlePlan::OverrideStep &step : plan.overrides) {
        const OverrideTarget &target = step.bundled.target;
        if (step.action == BundlePlan::OverrideAction::Add)
            lines.append(tr("Add an override to %1/%2")
                             .arg(safe(target.provider),
                                  safe(toolNames.value(target.provider + u'/' + target.toolId,
                                                       target.toolId))));
        else if (step.action == BundlePlan::OverrideAction::Conflict)
            ++conflicts;
    }
    if (lines.size() > MaxLines) {
        const qsizetype more = lines.size() - MaxLines;
        lines.resize(MaxLines);
        lines.append(tr("…and %n more change(s)", nullptr, int(more)));
    }
    QString text = tr("Importing this bundle will:") + u'\n' + lines.join(u'\n');
    if (conflicts > 0)
        text += u'\n'
            + tr("%n override(s) of yours differ from the bundle's and are kept.", nullptr,
                 int(conflicts));
    return text + u'\n' + tr("Import it?");
}

void BundleImportFlow::apply(const Bundle &bundle, const BundlePlan &plan)
{
    ProviderRegistry &registry = *m_services.providers;
    QString error;
    const auto added = BundleImport::addProviders(plan, registry, &error);
    if (!added)
        return Q_EMIT message(tr("The bundle's providers cannot be added: %1").arg(safe(error)));
    const auto undo = [registry = &registry, added = *added] {
        BundleImport::removeProviders(added, *registry);
    };
    m_services.catalog->run(
        [bundle, plan](CatalogDatabase &database) {
            QString failure;
            BundleImport::apply(bundle, plan, false, database, &failure);
            return failure;
        },
        this,
        [this, undo, count = plan.tools.size()](const QString &failure) {
            if (!failure.isEmpty()) {
                undo();
                Q_EMIT imported();
                return Q_EMIT message(
                    tr("The import failed, nothing was changed: %1").arg(safe(failure)));
            }
            Q_EMIT imported();
            Q_EMIT message(tr("Imported %n tool(s), pinned.", nullptr, int(count)));
        });
}

} // namespace Toolshelf
