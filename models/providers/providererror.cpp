// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/providererror.h"

#include "core/jsonpreflight.h"
#include "net/networkresult.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace Toolshelf {

namespace {

// An error body worth reading is small; a provider's reason is a sentence.
constexpr qsizetype MaxBodyRead = 64 * 1024;
constexpr qsizetype MaxReason = 500;

} // namespace

QString ProviderError::reason(const QByteArray &body)
{
    const QByteArray head = body.left(MaxBodyRead);
    if (JsonPreflight::check(head))
        return {};
    const QJsonObject object = QJsonDocument::fromJson(head).object();
    const QJsonValue error = object.value(QStringLiteral("error"));
    QString text = error.isObject() ? error.toObject().value(QStringLiteral("message")).toString()
                                    : error.toString();
    if (text.isEmpty())
        text = object.value(QStringLiteral("message")).toString();
    return text.left(MaxReason);
}

QString ProviderError::describe(const NetworkResult &result)
{
    const QString text = reason(result.body);
    return text.isEmpty() ? result.errorString : tr("%1 (%2)").arg(result.errorString, text);
}

Error::Code ProviderError::code(const NetworkResult &result)
{
    switch (result.error) {
    case NetworkResult::Error::None:
        return Error::Code::Other;
    case NetworkResult::Error::Timeout:
        return Error::Code::Timeout;
    case NetworkResult::Error::HttpError:
        return result.statusCode == 401 || result.statusCode == 403 ? Error::Code::Unauthorized
                                                                    : Error::Code::Http;
    case NetworkResult::Error::BodyTooLarge:
        return Error::Code::Limit;
    case NetworkResult::Error::Cancelled:
        return Error::Code::Cancelled;
    case NetworkResult::Error::TlsFailure:
    case NetworkResult::Error::InsecureCredentials:
    case NetworkResult::Error::InsecureRedirect:
    case NetworkResult::Error::TooManyRedirects:
    case NetworkResult::Error::UnsupportedUrl:
    case NetworkResult::Error::Network:
        break;
    }
    return Error::Code::Network;
}

Error ProviderError::error(const NetworkResult &result)
{
    return Error(code(result), describe(result));
}

} // namespace Toolshelf
