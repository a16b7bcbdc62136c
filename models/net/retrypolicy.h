// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QDateTime>

#include <chrono>
#include <optional>

QT_BEGIN_NAMESPACE
class QRandomGenerator;
QT_END_NAMESPACE

namespace Toolshelf {

// When NetworkService tries a retryable request again (5xx, 429, connection
// failures): jittered exponential backoff, or the server's Retry-After up to a cap.
struct RetryPolicy
{
    // Including the first attempt; 1 disables retries.
    int maxAttempts = 4;
    std::chrono::milliseconds baseDelay {500};
    std::chrono::milliseconds maxDelay {8000};
    // A longer Retry-After fails the request at once rather than leaving the
    // user waiting on a server's say-so.
    std::chrono::milliseconds maxRetryAfter {60000};
    // The fraction of each backoff that is random: 0 waits the full
    // exponential delay, 1 anywhere between none and all of it ("full jitter").
    // Clients that failed together then do not retry together.
    double jitter = 0.5;
    // Seeds the service's jitter generator so tests are reproducible; unset
    // seeds it from the system.
    std::optional<quint32> seed;

    // The wait before retry number `retry` (1 for the first retry):
    // min(maxDelay, baseDelay * 2^(retry-1)), less up to `jitter` of it.
    std::chrono::milliseconds backoff(int retry, QRandomGenerator &random) const;

    // Retry-After as delta-seconds or an HTTP-date (all three forms of RFC 9110
    // section 5.6.7), relative to `now`; a date in the past is no wait. Nothing
    // when the value is neither.
    static std::optional<std::chrono::milliseconds> parseRetryAfter(const QByteArray &value,
                                                                    const QDateTime &now);
};

} // namespace Toolshelf
