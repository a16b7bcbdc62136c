// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QUrl>

namespace Toolshelf {

// Hands a sign-in page to the user's web browser.
namespace Browser {

// $BROWSER when set (a command line; the URL is appended), else the
// desktop's default (xdg-open). False when no program could be started: the
// caller then shows the URL for the user to open.
bool open(const QUrl &url);

} // namespace Browser

} // namespace Toolshelf
