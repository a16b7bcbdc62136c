// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLoggingCategory>

// One logging category per area, so support can ask for exactly the part
// that misbehaves. Only warnings are shown by default; a user turns an area
// on with QT_LOGGING_RULES, e.g. "toolshelf.sync.info=true" or
// "toolshelf.*.debug=true" (the README's "Logging" section lists them).
// Nothing logged carries a secret or a query string: credentials are
// redacted where headers are logged, and URLs are logged by their host.
namespace Toolshelf {

// Requests, their hops, retries and answers (networkcall.cpp).
Q_DECLARE_LOGGING_CATEGORY(lcNet)
// Syncs of providers: started, finished with their counts, failed and why.
Q_DECLARE_LOGGING_CATEGORY(lcSync)
// The catalog's file and the search index built and loaded from it.
Q_DECLARE_LOGGING_CATEGORY(lcCatalog)
// Sign-ins: discovery, client registration, the browser step, tokens
// granted or refused (never their values).
Q_DECLARE_LOGGING_CATEGORY(lcAuth)
// The window: files opened, autosaves recovered or failed.
Q_DECLARE_LOGGING_CATEGORY(lcUi)

} // namespace Toolshelf
