// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"
#include "tool/overridekind.h"
#include "tool/signaturediff.h"
#include "tool/toolsignature.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace Toolshelf {

// A version the user chose to keep using. Holds the digest, so a provider that
// later changes the version's content cannot change what is pinned.
struct Pin
{
    QString provider;
    QString toolId;
    qint64 version = 0;
    QByteArray digest;
    QDateTime pinnedAt;

    friend bool operator==(const Pin &, const Pin &) = default;
};

// Parameters are named by `name`, which the draft keeps stable across versions.
struct OverrideTarget
{
    QString provider;
    QString toolId;
    OverrideKind kind = OverrideKind::ToolDescription;
    // The parameter's name; empty for the tool's own texts (OverrideText::isToolText).
    QString parameter;
    // The allowed value's name; only for the enum value kinds.
    QString enumValue;

    friend bool operator==(const OverrideTarget &, const OverrideTarget &) = default;
};

// The user's text for one target and the vendor's text it replaced.
struct Override
{
    OverrideTarget target;
    QString text;
    // The vendor's text when the user wrote the override.
    QString vendorOriginal;
    // The vendor's text now, when it differs from vendorOriginal: a conflict.
    std::optional<QString> vendorLatest;
    QDateTime updatedAt;

    bool isConflict() const { return vendorLatest.has_value(); }

    friend bool operator==(const Override &, const Override &) = default;
};

// How the user settles a conflict.
enum class ConflictChoice {
    // Keep the override; the vendor's new text becomes the one it replaces.
    KeepMine,
    // Drop the override and use the vendor's new text.
    TakeVendor,
};

// What a tool's current version breaks of the version the user pinned: an
// update the user should not take without looking.
struct BreakingUpdate
{
    qint64 pinnedVersion = 0;
    qint64 currentVersion = 0;
    // Never empty: only breaking changes (SignatureDiff::breaking).
    QList<SignatureChange> changes;
};

// A stored signature with the user's overrides applied, the vendor's kept beside.
struct EditedSignature
{
    StoredSignature vendor;
    ToolSignature edited;
    QList<Override> overrides;
    // The tool's, whichever version is shown (CatalogDatabase::breakingUpdate()).
    std::optional<BreakingUpdate> breakingUpdate;
};

} // namespace Toolshelf
