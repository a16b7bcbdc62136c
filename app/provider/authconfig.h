// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

namespace Toolshelf {

// How the reference provider authenticates the tools endpoints; one mode per run.
struct AuthConfig
{
    enum class Mode { None, ApiKey, Bearer, OAuth2 };

    Mode mode = Mode::None;
    QByteArray apiKeyHeader = "X-Api-Key";
    QByteArray secret; // the API key or the bearer token
    QString clientId;
    QByteArray clientSecret;
    int tokenLifetimeSeconds = 3600;
};

} // namespace Toolshelf
