// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QUrl>

#include <utility>

namespace Toolshelf {

// How a NetworkRequest ended: the final response, or why there is none.
struct NetworkResult
{
    Q_GADGET

public:
    enum class Error {
        None,
        // No data moved for the request's transfer timeout.
        Timeout,
        // The body grew past the request's maxBodyBytes; the download was aborted.
        BodyTooLarge,
        // The TLS handshake failed (certificate, protocol); never ignored.
        TlsFailure,
        // Credentials would have gone over plain http to another computer.
        InsecureCredentials,
        // A redirect from https to http; not followed.
        InsecureRedirect,
        TooManyRedirects,
        // Not an http or https URL (file:, data:, qrc:...): never fetched.
        UnsupportedUrl,
        Cancelled,
        // A 4xx, or a 5xx/429 that retries did not cure; statusCode says which.
        HttpError,
        // Connection refused, host not found, connection reset...
        Network,
    };
    Q_ENUM(Error)

    // 0 when no response arrived.
    int statusCode = 0;
    QByteArray body;
    // Of the final response, in the order received.
    QList<std::pair<QByteArray, QByteArray>> headers;
    // Where the last redirect led; the request's URL when none was followed.
    QUrl finalUrl;
    // How often the request was sent from the start (a redirect chain is one
    // attempt); 0 when it was refused before anything was sent.
    int attempts = 0;
    Error error = Error::None;
    // Translated; names the host and the cause, never a header value.
    QString errorString;

    bool ok() const { return error == Error::None; }

    // Case-insensitive, as HTTP header names are; empty when absent.
    QByteArray header(const QByteArray &name) const
    {
        for (const auto &[key, value] : headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0)
                return value;
        }
        return {};
    }
};

} // namespace Toolshelf

Q_DECLARE_METATYPE(Toolshelf::NetworkResult)
