// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sharing/bundleimport.h"

#include "core/textsafety.h"

#include "catalog/catalogdatabase.h"
#include "catalog/userdataeditor.h"
#include "dialects/a2t/a2tdialect.h"
#include "dialects/a2t/conformancelinter.h"
#include "providers/providerregistry.h"

#include <QHash>

#include <algorithm>

namespace Toolshelf {

namespace {

bool sameUrl(const QUrl &a, const QUrl &b)
{
    return a.adjusted(QUrl::StripTrailingSlash | QUrl::NormalizePathSegments)
        == b.adjusted(QUrl::StripTrailingSlash | QUrl::NormalizePathSegments);
}

} // namespace

bool BundlePlan::changesNothing() const
{
    return std::all_of(providers.cbegin(), providers.cend(),
                       [](const ProviderStep &s) { return s.action == ProviderAction::Reuse; })
        && std::all_of(tools.cbegin(), tools.cend(),
                       [](const ToolStep &s) { return s.action == ToolAction::Unchanged; })
        && std::all_of(overrides.cbegin(), overrides.cend(),
                       [](const OverrideStep &s) { return s.action != OverrideAction::Add; });
}

QString BundleImport::distinctName(const QString &wanted, const QStringList &taken)
{
    // Provider names are at most 100 characters; leave room for the suffix.
    // Not translated: a provider's name must not depend on the language.
    const QString base = wanted.left(80);
    for (int n = 1;; ++n) {
        const QString name = n == 1
            ? QStringLiteral("%1 (imported)").arg(base)
            : QStringLiteral("%1 (imported %2)").arg(base, QString::number(n));
        if (!taken.contains(name))
            return name;
    }
}

BundlePlan BundleImport::plan(const Bundle &bundle, const QList<Provider> &configured,
                              const CatalogDatabase &database)
{
    BundlePlan plan;
    QStringList taken;
    for (const Provider &p : configured)
        taken.append(p.name);
    for (const Provider &p : bundle.manifest.providers)
        taken.append(p.name);
    QHash<QString, QString> localNames;
    for (const Provider &bundled : bundle.manifest.providers) {
        BundlePlan::ProviderStep step;
        step.bundled = bundled;
        step.local = bundled;
        step.local.locked = false;
        const auto existing
            = std::find_if(configured.cbegin(), configured.cend(),
                           [&](const Provider &p) { return p.name == bundled.name; });
        if (isLocal(bundled)) {
            const bool configuredHere = existing != configured.cend()
                && existing->command == bundled.command && existing->dialect == bundled.dialect;
            step.action = configuredHere ? BundlePlan::ProviderAction::Reuse
                                         : BundlePlan::ProviderAction::NeedsLocalServer;
            if (configuredHere)
                step.local = *existing;
        } else if (existing == configured.cend()) {
            step.action = BundlePlan::ProviderAction::Add;
        } else if (!isLocal(*existing) && sameUrl(existing->baseUrl, bundled.baseUrl)) {
            step.action = BundlePlan::ProviderAction::Reuse;
            step.local = *existing;
        } else {
            step.action = BundlePlan::ProviderAction::AddRenamed;
            step.local.name = distinctName(bundled.name, taken);
            taken.append(step.local.name);
        }
        localNames.insert(bundled.name, step.local.name);
        plan.providers.append(step);
    }

    for (BundleTool tool : bundle.manifest.tools) {
        tool.provider = localNames.value(tool.provider);
        BundlePlan::ToolStep step;
        step.currentPin = database.pinOf(tool.provider, tool.toolId);
        if (step.currentPin) {
            const bool same = step.currentPin->version == tool.version
                && step.currentPin->digest == tool.digest;
            step.action
                = same ? BundlePlan::ToolAction::Unchanged : BundlePlan::ToolAction::ChangePin;
        } else {
            step.action = database.versionNumbers(tool.provider, tool.toolId).isEmpty()
                ? BundlePlan::ToolAction::Add
                : BundlePlan::ToolAction::Pin;
        }
        step.tool = tool;
        plan.tools.append(step);
    }

    for (Override bundled : bundle.manifest.overrides) {
        bundled.target.provider = localNames.value(bundled.target.provider);
        BundlePlan::OverrideStep step;
        const QList<Override> mine
            = database.overrides(bundled.target.provider, bundled.target.toolId);
        const auto existing = std::find_if(mine.cbegin(), mine.cend(), [&](const Override &o) {
            return o.target == bundled.target;
        });
        if (existing == mine.cend()) {
            step.action = BundlePlan::OverrideAction::Add;
        } else if (existing->text == bundled.text) {
            step.action = BundlePlan::OverrideAction::Unchanged;
        } else {
            step.action = BundlePlan::OverrideAction::Conflict;
            step.currentText = existing->text;
        }
        step.bundled = bundled;
        plan.overrides.append(step);
    }
    return plan;
}

bool BundleImport::apply(const Bundle &bundle, const BundlePlan &plan, bool replaceConflicts,
                         CatalogDatabase &database, UserDataEditor &editor, QString *error)
{
    if (plan.tools.size() != bundle.signatures.size()) {
        if (error)
            *error = tr("the plan is not this bundle's");
        return false;
    }
    return database.inTransaction(
        [&](QString *failure) {
            for (qsizetype i = 0; i < plan.tools.size(); ++i) {
                const BundlePlan::ToolStep &step = plan.tools.at(i);
                if (step.action == BundlePlan::ToolAction::Unchanged)
                    continue;
                ParsedSignature parsed;
                parsed.signature = bundle.signatures.at(i);
                parsed.path = step.tool.file;
                parsed.diagnostics
                    = ConformanceLinter::lintSignature(parsed.signature, parsed.path);
                if (!database.storeImportedVersion(
                        step.tool.provider, A2tDialect::tool(step.tool.provider, parsed), failure)
                    || !editor.pin(step.tool.provider, step.tool.toolId, step.tool.version, failure,
                                   step.tool.digest))
                    return false;
            }
            for (const BundlePlan::OverrideStep &step : plan.overrides) {
                const bool write = step.action == BundlePlan::OverrideAction::Add
                    || (step.action == BundlePlan::OverrideAction::Conflict && replaceConflicts);
                if (write && !editor.restoreOverride(step.bundled, failure))
                    return false;
            }
            return true;
        },
        error);
}

std::optional<QStringList> BundleImport::addProviders(const BundlePlan &plan,
                                                      ProviderRegistry &registry, QString *error)
{
    QStringList added;
    for (const BundlePlan::ProviderStep &step : plan.providers) {
        if (step.action == BundlePlan::ProviderAction::NeedsLocalServer) {
            *error = needsLocalServer(step.bundled);
            removeProviders(added, registry);
            return std::nullopt;
        }
        if (step.action == BundlePlan::ProviderAction::Reuse)
            continue;
        if (const auto problem = registry.add(step.local)) {
            *error = *problem;
            removeProviders(added, registry);
            return std::nullopt;
        }
        added.append(step.local.name);
    }
    if (!added.isEmpty() && !registry.save(error)) {
        removeProviders(added, registry);
        return std::nullopt;
    }
    return added;
}

QString BundleImport::needsLocalServer(const Provider &bundled)
{
    return tr("the bundle's tools of %1 come from a local server started as \"%2\"; Toolshelf "
              "starts no program a file names. Add it yourself, then import again: toolshelf "
              "provider add %1 --stdio -- %2")
        .arg(TextSafety::escapeLine(bundled.name),
             TextSafety::shortened(TextSafety::escapeLine(providerLocation(bundled)), 300));
}

void BundleImport::removeProviders(const QStringList &added, ProviderRegistry &registry)
{
    if (added.isEmpty())
        return;
    for (const QString &provider : added)
        registry.remove(provider);
    // Best effort: the file is written whole or not at all either way.
    QString ignored;
    registry.save(&ignored);
}

} // namespace Toolshelf
