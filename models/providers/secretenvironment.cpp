// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/secretenvironment.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace Toolshelf {

QByteArray SecretEnvironment::toSecret(const Variables &variables)
{
    QJsonObject object;
    for (const auto &[name, value] : variables)
        object.insert(name, value);
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

std::variant<QByteArray, QString> SecretEnvironment::fromLines(const QByteArray &text)
{
    Variables variables;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines.at(i)).remove(u'\r');
        if (line.trimmed().isEmpty())
            continue;
        const qsizetype equals = line.indexOf(u'=');
        const QString name = line.left(equals).trimmed();
        if (equals < 0 || !isVariableName(name))
            return tr("line %1 is not NAME=value").arg(i + 1);
        variables.append({name, line.mid(equals + 1)});
    }
    if (variables.isEmpty())
        return tr("no NAME=value line was given");
    return toSecret(variables);
}

bool SecretEnvironment::isVariableName(const QString &name)
{
    static const QRegularExpression variable(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return variable.match(name).hasMatch();
}

QStringList SecretEnvironment::names(const QByteArray &secret)
{
    return QJsonDocument::fromJson(secret).object().keys();
}

} // namespace Toolshelf
