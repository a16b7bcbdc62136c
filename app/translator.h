// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

class QCoreApplication;

namespace Toolshelf {

// Installs Toolshelf's and Qt's translations for the user's locale.
class Translator
{
public:
    static void install(QCoreApplication &application);
};

} // namespace Toolshelf
