// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oauth/browser.h"

#include <QProcess>

namespace Toolshelf::Browser {

bool open(const QUrl &url)
{
    QStringList command = QProcess::splitCommand(qEnvironmentVariable("BROWSER"));
    if (command.isEmpty())
        command = {QStringLiteral("xdg-open")};
    const QString program = command.takeFirst();
    return QProcess::startDetached(program, command << url.toString(QUrl::FullyEncoded));
}

} // namespace Toolshelf::Browser
