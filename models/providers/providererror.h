// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/error.h"

#include <QCoreApplication>
#include <QString>

namespace Toolshelf {

struct NetworkResult;

// A failed provider request in words: what the network layer saw and the
// reason the provider gave in its error body, if it gave one.
class ProviderError final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ProviderError)

public:
    // The reason in an error body: {"error": {"message": ...}} as the
    // reference provider answers, or {"error": "..."} / {"message": "..."}.
    // Bounded; empty when the body is not such a JSON object.
    static QString reason(const QByteArray &body);
    // "HTTP 400 Bad Request (the reason)", or the network's account alone.
    static QString describe(const NetworkResult &result);
    // What kind of failure a failed request is: a timeout, credentials
    // refused (HTTP 401/403), another HTTP status, a body over its cap, a
    // cancel, or the network (TLS, redirects and origin rules included).
    static Error::Code code(const NetworkResult &result);
    // The failed request as an Error: code(result) and describe(result).
    static Error error(const NetworkResult &result);
};

} // namespace Toolshelf
