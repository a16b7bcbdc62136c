// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QUrl>

#include <optional>

namespace Toolshelf {

// The URLs of the A2T endpoints (draft sections 6–7) under a provider's
// {platform-root}. A toolId comes from the provider, so it is always encoded
// as one path segment, dots included: it can never climb out of /tools, add a
// query or name another endpoint. An id that cannot be (empty, "." or "..")
// gives an invalid URL, which callers must refuse.
namespace A2tUrls {

QUrl tools(const QUrl &base);
QUrl tool(const QUrl &base, const QString &toolId);
QUrl versions(const QUrl &base, const QString &toolId);
QUrl version(const QUrl &base, const QString &toolId, qint64 version);
// POST .../tools/{id}:invoke, or .../versions/{n}:invoke for a pinned version.
QUrl invoke(const QUrl &base, const QString &toolId, std::optional<qint64> version = {});

} // namespace A2tUrls

} // namespace Toolshelf
