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

} // namespace Toolshelf
