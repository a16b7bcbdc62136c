// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/importbundlecommand.h"

#include "catalog/catalogdatabase.h"
#include "catalog/catalogdatabaseformat.h"
#include "cli/commandparser.h"
#include "cli/toolformat.h"
#include "core/textsafety.h"
#include "sharing/bundleimport.h"
#include "sharing/bundlereader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Toolshelf {

namespace {

QString providerAction(BundlePlan::ProviderAction action)
{
    switch (action) {
    case BundlePlan::ProviderAction::Add:
        return QStringLiteral("add");
    case BundlePlan::ProviderAction::Reuse:
        return QStringLiteral("reuse");
    case BundlePlan::ProviderAction::AddRenamed:
        return QStringLiteral("add-renamed");
    case BundlePlan::ProviderAction::NeedsLocalServer:
        return QStringLiteral("needs-local-server");
    }
    return {};
}

QString toolAction(BundlePlan::ToolAction action)
{
    switch (action) {
    case BundlePlan::ToolAction::Add:
        return QStringLiteral("add");
    case BundlePlan::ToolAction::Pin:
        return QStringLiteral("pin");
    case BundlePlan::ToolAction::ChangePin:
        return QStringLiteral("change-pin");
    case BundlePlan::ToolAction::Unchanged:
        return QStringLiteral("unchanged");
    }
    return {};
}

QString overrideAction(BundlePlan::OverrideAction action)
{
    switch (action) {
    case BundlePlan::OverrideAction::Add:
        return QStringLiteral("add");
    case BundlePlan::OverrideAction::Unchanged:
        return QStringLiteral("unchanged");
    case BundlePlan::OverrideAction::Conflict:
        return QStringLiteral("conflict");
    }
    return {};
}

QString safe(const QString &text)
{
    return TextSafety::shortened(text, 200);
}

} // namespace

QString ImportBundleCommand::summary() const
{
    return tr("Preview and import a bundle of tools.");
}

int ImportBundleCommand::run(const QStringList &arguments, CommandIo &io)
{
    CommandParser parser(name());
    parser.setDescription(
        tr("Reads a bundle made by export-bundle, shows what it adds or changes, and applies it "
           "unless --dry-run is given. The bundle's tools are stored and pinned at the bundled "
           "versions, and its overrides are added; where you have your own, different text for "
           "the same target it is kept (a conflict) unless --replace-overrides is given. A "
           "bundle provider that you do not have is added without credentials; one whose name "
           "you use for a provider at another URL is added under a new name, so your "
           "credentials are never sent to the bundle's URL. A bundle with unsafe or oversized "
           "entries, or whose files do not match their digests, is refused as a whole. The "
           "catalog changes in one transaction: all of it or nothing.\n"
           "\n"
           "--json prints {\"providers\": [{\"name\", \"localName\", \"baseUrl\", \"action\": "
           "\"add\"|\"reuse\"|\"add-renamed\"}], \"tools\": [{\"provider\", \"toolId\", \"name\", "
           "\"version\", \"action\": \"add\"|\"pin\"|\"change-pin\"|\"unchanged\", "
           "\"pinnedVersion\"?}], \"overrides\": [{\"provider\", \"toolId\", \"kind\", "
           "\"parameter\", \"enumValue\", \"action\": \"add\"|\"unchanged\"|\"conflict\"}], "
           "\"applied\": bool}.\n"
           "\n"
           "Exit status: 0 previewed or imported; 1 the import failed and nothing changed; 2 bad "
           "usage, an unreadable profile, or a bundle that is unreadable or refused."));
    const QCommandLineOption dryRunOption(QStringLiteral("dry-run"),
                                          tr("Only show what the import would change."));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print the preview as JSON."));
    const QCommandLineOption replaceOption(
        QStringLiteral("replace-overrides"),
        tr("Let the bundle's overrides replace your different ones."));
    parser.addOptions({dryRunOption, jsonOption, replaceOption});
    parser.addPositionalArgument(QStringLiteral("FILE.zip"), tr("The bundle to import."));
    if (const std::optional<int> done
        = parser.parse(arguments, io,
                       tr("Usage: toolshelf import-bundle FILE.zip [--dry-run] "
                          "[--json] [--replace-overrides]")))
        return *done;
    if (parser.positionalArguments().size() != 1)
        return usageError(io, tr("name one bundle file"));
    m_json = parser.isSet(jsonOption);
    m_replaceOverrides = parser.isSet(replaceOption);
    const bool dryRun = parser.isSet(dryRunOption);

    auto read = BundleReader::read(parser.positionalArguments().constFirst());
    if (const auto *error = std::get_if<QString>(&read)) {
        io.err << QStringLiteral("toolshelf %1: ").arg(name())
               << tr("the bundle is refused: %1").arg(TextSafety::escapeLine(*error)) << u'\n';
        return 2;
    }
    // A dry run only reads: it plans what an import would do.
    if (!open(io, dryRun ? Access::Read : Access::Write))
        return 2;
    const Bundle bundle = std::get<Bundle>(std::move(read));
    onCatalog(
        [bundle, configured = application().providers().providers()](CatalogDatabase &database) {
            return BundleImport::plan(bundle, configured, database);
        },
        [this, &io, bundle, dryRun](const BundlePlan &plan) {
            if (dryRun)
                return done(plan, false, io);
            apply(bundle, plan, io);
        });
    return Pending;
}

void ImportBundleCommand::apply(const Bundle &bundle, const BundlePlan &plan, CommandIo &io)
{
    ProviderRegistry &registry = application().providers();
    QString error;
    const auto added = BundleImport::addProviders(plan, registry, &error);
    if (!added)
        return fail(io, tr("cannot add the bundle's providers: %1").arg(error));
    const auto undo
        = [&registry, added = *added] { BundleImport::removeProviders(added, registry); };
    onUserData(
        [bundle, plan, replace = m_replaceOverrides](CatalogDatabase &database,
                                                     UserDataEditor &editor) {
            QString failure;
            BundleImport::apply(bundle, plan, replace, database, editor, &failure);
            return failure;
        },
        [this, &io, plan, undo](const QString &failure) {
            if (!failure.isEmpty()) {
                undo();
                return fail(io, tr("the import failed, nothing was changed: %1").arg(failure));
            }
            done(plan, true, io);
        });
}

void ImportBundleCommand::done(const BundlePlan &plan, bool applied, CommandIo &io)
{
    if (m_json) {
        QJsonArray providers;
        for (const BundlePlan::ProviderStep &step : plan.providers)
            providers.append(
                QJsonObject {{QStringLiteral("name"), step.bundled.name},
                             {QStringLiteral("localName"), step.local.name},
                             {QStringLiteral("baseUrl"), step.bundled.baseUrl.toString()},
                             {QStringLiteral("action"), providerAction(step.action)}});
        QJsonArray tools;
        for (const BundlePlan::ToolStep &step : plan.tools) {
            QJsonObject tool {{QStringLiteral("provider"), step.tool.provider},
                              {QStringLiteral("toolId"), step.tool.toolId},
                              {QStringLiteral("name"), step.tool.name},
                              {QStringLiteral("version"), step.tool.version},
                              {QStringLiteral("action"), toolAction(step.action)}};
            if (step.currentPin)
                tool.insert(QStringLiteral("pinnedVersion"), step.currentPin->version);
            tools.append(tool);
        }
        QJsonArray overrides;
        for (const BundlePlan::OverrideStep &step : plan.overrides)
            overrides.append(
                QJsonObject {{QStringLiteral("provider"), step.bundled.target.provider},
                             {QStringLiteral("toolId"), step.bundled.target.toolId},
                             {QStringLiteral("kind"),
                              CatalogDatabaseFormat::overrideKindName(step.bundled.target.kind)},
                             {QStringLiteral("parameter"), step.bundled.target.parameter},
                             {QStringLiteral("enumValue"), step.bundled.target.enumValue},
                             {QStringLiteral("action"), overrideAction(step.action)}});
        io.out << QString::fromUtf8(
            QJsonDocument(QJsonObject {{QStringLiteral("providers"), providers},
                                       {QStringLiteral("tools"), tools},
                                       {QStringLiteral("overrides"), overrides},
                                       {QStringLiteral("applied"), applied}})
                .toJson(QJsonDocument::Indented));
    } else {
        printPlan(plan, io);
        if (applied)
            io.out << tr("Imported.") << u'\n';
        else
            io.out << tr("Nothing was changed (--dry-run).") << u'\n';
    }
    finish(io, 0);
}

void ImportBundleCommand::printPlan(const BundlePlan &plan, CommandIo &io) const
{
    for (const BundlePlan::ProviderStep &step : plan.providers) {
        switch (step.action) {
        case BundlePlan::ProviderAction::Add:
            io.out << tr("New provider %1 at %2, without credentials")
                          .arg(safe(step.local.name), safe(step.local.baseUrl.toString()));
            break;
        case BundlePlan::ProviderAction::Reuse:
            io.out << tr("Provider %1: yours, unchanged").arg(safe(step.local.name));
            break;
        case BundlePlan::ProviderAction::AddRenamed:
            io.out << tr("New provider %1 at %2: your %3 is at another URL, so the bundle's is "
                         "added under a new name, without credentials")
                          .arg(safe(step.local.name), safe(step.local.baseUrl.toString()),
                               safe(step.bundled.name));
            break;
        case BundlePlan::ProviderAction::NeedsLocalServer:
            io.out << BundleImport::needsLocalServer(step.bundled);
            break;
        }
        io.out << u'\n';
    }
    for (const BundlePlan::ToolStep &step : plan.tools) {
        const QString reference = ToolFormat::reference(step.tool.provider, step.tool.name);
        switch (step.action) {
        case BundlePlan::ToolAction::Add:
            io.out << tr("New tool %1, pinned to version %2")
                          .arg(reference, QString::number(step.tool.version));
            break;
        case BundlePlan::ToolAction::Pin:
            io.out << tr("Pin %1 to version %2").arg(reference, QString::number(step.tool.version));
            break;
        case BundlePlan::ToolAction::ChangePin:
            io.out << tr("Change the pin of %1 from version %2 to %3")
                          .arg(reference,
                               QString::number(step.currentPin ? step.currentPin->version : 0),
                               QString::number(step.tool.version));
            break;
        case BundlePlan::ToolAction::Unchanged:
            io.out << tr("%1: already pinned to version %2")
                          .arg(reference, QString::number(step.tool.version));
            break;
        }
        io.out << u'\n';
    }
    for (const BundlePlan::OverrideStep &step : plan.overrides) {
        const Override &entry = step.bundled;
        const QString target = entry.target.parameter.isEmpty()
            ? safe(entry.target.toolId)
            : safe(entry.target.toolId + u'/' + entry.target.parameter
                   + (entry.target.enumValue.isEmpty() ? QString()
                                                       : QString(u'.' + entry.target.enumValue)));
        switch (step.action) {
        case BundlePlan::OverrideAction::Add:
            io.out << tr("New override of %1 (%2)")
                          .arg(target, CatalogDatabaseFormat::overrideKindName(entry.target.kind));
            break;
        case BundlePlan::OverrideAction::Unchanged:
            io.out << tr("Override of %1 (%2): the same as yours")
                          .arg(target, CatalogDatabaseFormat::overrideKindName(entry.target.kind));
            break;
        case BundlePlan::OverrideAction::Conflict:
            io.out << (m_replaceOverrides
                           ? tr("Conflict: the bundle's override of %1 (%2) replaces yours")
                           : tr("Conflict: you have another override of %1 (%2); yours is kept"))
                          .arg(target, CatalogDatabaseFormat::overrideKindName(entry.target.kind));
            break;
        }
        io.out << u'\n';
    }
}

} // namespace Toolshelf
