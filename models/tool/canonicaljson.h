// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/toolsignature.h"

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

namespace Toolshelf {

// Writes signatures back to A2T JSON with every default made explicit, so two
// providers that spell the same signature differently (type omitted versus
// "string") serialize to the same bytes.
namespace CanonicalJson {

// The whole signature, currentVersion included; parses back to an equal value.
QJsonObject toJson(const ToolSignature &signature);

// Compact UTF-8 with keys in sorted order and without currentVersion: the
// draft lets currentVersion change while a version stays locked, so it is not
// part of a version's identity.
QByteArray versionBytes(const ToolSignature &signature);

// A compact JSON array of strings, escaped exactly as QJsonDocument does.
QByteArray stringArray(const QStringList &strings);

// Lowercase hex SHA-256 of versionBytes(): identifies one version's content.
QByteArray versionDigest(const ToolSignature &signature);

} // namespace CanonicalJson

} // namespace Toolshelf
