// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/logcategories.h"

namespace Toolshelf {

// QtWarningMsg: a command's standard error and the window's terminal stay
// quiet unless something went wrong or support turned an area on.
Q_LOGGING_CATEGORY(lcNet, "toolshelf.net", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSync, "toolshelf.sync", QtWarningMsg)
Q_LOGGING_CATEGORY(lcCatalog, "toolshelf.catalog", QtWarningMsg)
Q_LOGGING_CATEGORY(lcAuth, "toolshelf.auth", QtWarningMsg)
Q_LOGGING_CATEGORY(lcUi, "toolshelf.ui", QtWarningMsg)

} // namespace Toolshelf
