// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/cataloguserdata.h"
#include "providers/provider.h"
#include "sharing/bundlemanifest.h"

#include <QList>
#include <QString>

#include <optional>

namespace Toolshelf {

// What importing a bundle would change, computed without changing anything.
struct BundlePlan
{
    enum class ProviderAction {
        // Not configured here: added under its name.
        Add,
        // Configured here with the same base URL: used as it is.
        Reuse,
        // Configured here with another base URL: added under a new name, so the
        // existing provider's credentials never go to the bundle's URL.
        AddRenamed,
        // A local server not configured here with the bundle's command: the
        // import refuses, as no file makes Toolshelf start a program; the
        // user adds it (`provider add --stdio`) and imports again.
        NeedsLocalServer,
    };
    struct ProviderStep
    {
        // As the bundle has it; `local.name` is the name used here.
        Provider bundled;
        Provider local;
        ProviderAction action = ProviderAction::Add;
    };

    enum class ToolAction {
        // Not in the catalog: stored and pinned.
        Add,
        // In the catalog, not pinned: the bundled version is stored and pinned.
        Pin,
        // Pinned here to another version or content: re-pinned to the bundle's.
        ChangePin,
        // Pinned here to exactly the bundled version.
        Unchanged,
    };
    struct ToolStep
    {
        // With `provider` already the local name.
        BundleTool tool;
        ToolAction action = ToolAction::Add;
        // The pin it has here, for ChangePin and Unchanged.
        std::optional<Pin> currentPin;
    };

    enum class OverrideAction {
        Add,
        Unchanged,
        // The user has their own, different text for the target here: kept
        // unless the import is told to replace it.
        Conflict,
    };
    struct OverrideStep
    {
        // With the local provider name.
        Override bundled;
        OverrideAction action = OverrideAction::Add;
        // The user's text here, for Conflict.
        QString currentText;
    };

    QList<ProviderStep> providers;
    QList<ToolStep> tools;
    QList<OverrideStep> overrides;

    bool changesNothing() const;
};

} // namespace Toolshelf
