// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/markdownhighlighting.h"

#include "editor/builtinmarkdownhighlighter.h"

#include <QCoreApplication>
#include <QPalette>
#include <QTextDocument>

#ifdef TOOLSHELF_HAVE_KSYNTAXHIGHLIGHTING
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#endif

namespace Toolshelf {

namespace {

#ifdef TOOLSHELF_HAVE_KSYNTAXHIGHLIGHTING
// Building a repository reads the metadata of every installed definition and theme,
// so the process shares one, made the first time a document asks for it.
KSyntaxHighlighting::Repository &repository()
{
    static KSyntaxHighlighting::Repository instance;
    return instance;
}

QSyntaxHighlighter *attachKSyntaxHighlighter(QTextDocument *document, const QPalette &palette)
{
    const KSyntaxHighlighting::Definition definition
        = repository().definitionForName(QStringLiteral("Markdown"));
    if (!definition.isValid())
        return nullptr;
    // themeForPalette picks a dark theme when the palette's base colour is dark.
    KSyntaxHighlighting::Theme theme = repository().themeForPalette(palette);
    if (!theme.isValid()) {
        const bool dark = palette.color(QPalette::Base).lightness() < 128;
        theme = repository().defaultTheme(dark ? KSyntaxHighlighting::Repository::DarkTheme
                                               : KSyntaxHighlighting::Repository::LightTheme);
    }
    auto *highlighter = new KSyntaxHighlighting::SyntaxHighlighter(document);
    // The theme first: setting the definition is what triggers the rehighlight.
    highlighter->setTheme(theme);
    highlighter->setDefinition(definition);
    return highlighter;
}
#endif

} // namespace

QSyntaxHighlighter *attachMarkdownHighlighter(QTextDocument *document, const QPalette &palette)
{
#ifdef TOOLSHELF_HAVE_KSYNTAXHIGHLIGHTING
    // A KSyntaxHighlighting installation without its Markdown definition still gets
    // highlighting, from the built-in one.
    if (QSyntaxHighlighter *highlighter = attachKSyntaxHighlighter(document, palette))
        return highlighter;
#endif
    return new BuiltinMarkdownHighlighter(document, palette);
}

QString markdownHighlighterName()
{
#ifdef TOOLSHELF_HAVE_KSYNTAXHIGHLIGHTING
    return QStringLiteral("KSyntaxHighlighting");
#else
    return QStringLiteral("built-in");
#endif
}

QString markdownHighlighterDisplayName()
{
#ifdef TOOLSHELF_HAVE_KSYNTAXHIGHLIGHTING
    return QStringLiteral("KSyntaxHighlighting");
#else
    return QCoreApplication::translate("Toolshelf::MarkdownHighlighting", "built-in");
#endif
}

} // namespace Toolshelf
