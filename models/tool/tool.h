// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/valueschema.h"

#include <QByteArray>
#include <QHashFunctions>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace Toolshelf {

// Which tool: the provider's name in this profile and the tool's own id in
// its dialect (A2T's toolId, MCP's name), which stays when the tool is renamed.
struct ToolKey
{
    QString provider;
    QString nativeId;

    friend bool operator==(const ToolKey &, const ToolKey &) = default;
};

inline size_t qHash(const ToolKey &key, size_t seed = 0)
{
    return qHashMulti(seed, key.provider, key.nativeId);
}

// One version of a tool in no wire's terms: what forms, diffs, search, pins
// and exports work with, whichever dialect its provider speaks. A dialect
// makes it from what the provider sent and keeps that native form, whose
// digest tells versions apart where the wire has no numbers.
struct Tool
{
    ToolKey key;
    // The dialect that read it ("a2t").
    QString dialect;
    // What an agent calls it.
    QString name;
    // A person's name for it, where the wire has one.
    QString title;
    QString description;
    // When an agent should call it, and when not (ATDF's when_to_use): the
    // designer's functional description, where the wire carries one.
    QString whenToUse;
    QString whenNotToUse;
    // The arguments: an object schema.
    ValueSchema input;
    // What it answers, where the wire describes it.
    std::optional<ValueSchema> output;
    // What the wire says of the tool beyond the above (A2T: its image).
    QJsonObject annotations;
    // Where the provider files it, outermost first; empty where the wire has no groups.
    QStringList groupPath;
    // The provider's id of the group it was listed in; empty at the top level
    // or where the wire has no groups. What a group is read and called by.
    QString groupId;
    QStringList tags;
    // The provider's number for this version, or one Toolshelf counted from
    // the digests it has seen (versionCounted).
    qint64 version = 0;
    bool versionCounted = false;
    // The provider's current version, where the wire says (A2T's currentVersion).
    std::optional<qint64> latestVersion;
    // The canonical native form and its SHA-256, in hex.
    QByteArray nativeForm;
    QByteArray digest;

    friend bool operator==(const Tool &, const Tool &) = default;
};

} // namespace Toolshelf
