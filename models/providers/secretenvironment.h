// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>
#include <variant>

namespace Toolshelf {

// A local server's secret environment variables as the keychain keeps them
// (AuthMethod::Environment): one compact JSON object {"NAME": "value"}, so one
// keychain entry holds them all and is replaced whole.
class SecretEnvironment final
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::SecretEnvironment)

public:
    using Variables = QList<std::pair<QString, QString>>;

    static QByteArray toSecret(const Variables &variables);
    // "NAME=value" lines (what `toolshelf login` reads); blank lines are
    // skipped. The secret, or what is wrong with a line (never its value).
    static std::variant<QByteArray, QString> fromLines(const QByteArray &text);
    // Whether `name` may name an environment variable: [A-Za-z_][A-Za-z0-9_]*.
    static bool isVariableName(const QString &name);
    // The names a secret holds, for people: values are never shown.
    static QStringList names(const QByteArray &secret);
};

} // namespace Toolshelf
