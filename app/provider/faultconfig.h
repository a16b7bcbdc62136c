// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QUrl>

namespace Toolshelf {

// Misbehaviour the reference provider can be told to show, so the client's
// reliability rules are tested against a real server. All off by default.
struct FaultConfig
{
    int latencyMs = 0;
    // Fraction of tools requests answered with 500, drawn from `seed`.
    double errorRate = 0.0;
    quint64 seed = 1;
    // Every Nth tools request is answered 429 with Retry-After.
    int rateLimitEvery = 0;
    int retryAfterSeconds = 1;
    // 1-based page of GET /tools whose body is cut off mid-JSON.
    int malformedPage = 0;
    // The next cursor of every page after the first repeats the request's cursor.
    bool cursorLoop = false;
    // 1-based page of GET /tools that is never answered.
    int stallPage = 0;
    // GET requests are redirected (302) to the same path on this origin.
    QUrl redirectTo;
};

} // namespace Toolshelf
