#pragma once

#include "httpexchange.h"
#include "tool/toolsignature.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Toolshelf {

// Runs POST .../tools/{id}:invoke against one version: validates the
// invocation object as the draft requires (draft sections 6.1 and 7), then
// answers with the outputs the version's scripted behaviour gives.
class ToolInvoker
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ToolInvoker)

public:
    static HttpReply invoke(const ToolSignature &signature, const QJsonObject &behaviour,
                            const QByteArray &body);
};

} // namespace Toolshelf
