// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/error.h"

#include <utility>

namespace Toolshelf {

Error::Error(Code code, QString message, std::optional<Error> cause)
    : m_code(code)
    , m_message(std::move(message))
    , m_cause(cause ? std::make_shared<const Error>(std::move(*cause)) : nullptr)
{ }

QString Error::text() const
{
    if (!m_cause)
        return m_message;
    if (m_message.isEmpty())
        return m_cause->text();
    // The way each layer has always named where a failure happened: "page 2
    // of URL: HTTP 401", "the catalog could not save the sync: disk full".
    return tr("%1: %2").arg(m_message, m_cause->text());
}

Error::Code Error::rootCode() const
{
    const Error *error = this;
    while (error->m_cause)
        error = error->m_cause.get();
    return error->m_code;
}

QString Error::codeName(Code code)
{
    switch (code) {
    case Code::Network:
        return QStringLiteral("network");
    case Code::Timeout:
        return QStringLiteral("timeout");
    case Code::Http:
        return QStringLiteral("http");
    case Code::Unauthorized:
        return QStringLiteral("unauthorized");
    case Code::Malformed:
        return QStringLiteral("malformed");
    case Code::Limit:
        return QStringLiteral("limit");
    case Code::Storage:
        return QStringLiteral("storage");
    case Code::Cancelled:
        return QStringLiteral("cancelled");
    case Code::Other:
        break;
    }
    return QStringLiteral("other");
}

} // namespace Toolshelf
