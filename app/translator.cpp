// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "translator.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace Toolshelf {

void Translator::install(QCoreApplication &application)
{
    const QLocale locale;
    // Parented to the application: translators must outlive every tr() call.
    auto *qt = new QTranslator(&application);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    // English plural forms first; the user's language, installed later, is
    // searched before them.
    auto *plurals = new QTranslator(&application);
    if (plurals->load(QStringLiteral(":/i18n/toolshelf_en.qm")))
        QCoreApplication::installTranslator(plurals);
    auto *own = new QTranslator(&application);
    if (own->load(locale, QStringLiteral("toolshelf"), QStringLiteral("_"),
                  QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
}

} // namespace Toolshelf
