// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/toolformat.h"

#include "core/textsafety.h"

namespace Toolshelf {

QString ToolFormat::reference(const QString &provider, const QString &name)
{
    return TextSafety::escapeLine(QString(provider + u'/' + name));
}

QString ToolFormat::badges(const ToolFlags &flags)
{
    QString text;
    const auto add = [&text](bool set, const QString &badge) {
        if (set)
            text += u'[' + badge + u']';
    };
    add(flags.pinned, tr("pinned"));
    add(flags.updateAvailable, tr("update"));
    add(flags.breakingUpdate, tr("breaking"));
    add(flags.hasErrors, tr("errors"));
    add(flags.hasWarnings, tr("warnings"));
    add(flags.overridden, tr("edited"));
    add(flags.conflict, tr("conflict"));
    add(flags.changedWithoutBump, tr("changed"));
    add(flags.withdrawn, tr("withdrawn"));
    return text;
}

QString ToolFormat::firstLine(const QString &text, qsizetype width)
{
    // Cut after escaping, so escapes cannot stretch the line past `width`.
    QString line = TextSafety::escapeLine(text.trimmed().section(u'\n', 0, 0).trimmed());
    if (line.size() > width) {
        line.truncate(width - 1);
        if (!line.isEmpty() && line.back().isHighSurrogate())
            line.chop(1);
        line = QString(line.trimmed() + u'…');
    }
    return line;
}

QString ToolFormat::wrapped(const QString &text, qsizetype indent, qsizetype width)
{
    // Very deep indents still leave room for a few words per line.
    const qsizetype room = std::max<qsizetype>(width - indent, 40);
    const QString pad(indent, u' ');
    QString result;
    // A carriage return before a line break ends no word.
    const QStringList paragraphs
        = TextSafety::escapeUnsafe(
              QString(text).replace(QStringLiteral("\r\n"), QStringLiteral("\n")))
              .split(u'\n');
    for (const QString &paragraph : paragraphs) {
        QString line;
        for (const QString &word : paragraph.split(u' ', Qt::SkipEmptyParts)) {
            if (!line.isEmpty() && line.size() + 1 + word.size() > room) {
                result += pad + line + u'\n';
                line.clear();
            }
            line += line.isEmpty() ? word : QString(u' ' + word);
        }
        result += pad + line + u'\n';
    }
    return result;
}

QJsonObject ToolFormat::toolJson(const ToolSummary &tool)
{
    return {{QStringLiteral("provider"), tool.provider},
            {QStringLiteral("toolId"), tool.toolId},
            {QStringLiteral("name"), tool.name},
            {QStringLiteral("alias"), tool.alias},
            {QStringLiteral("version"), tool.version},
            {QStringLiteral("currentVersion"), tool.currentVersion},
            {QStringLiteral("tags"), QJsonArray::fromStringList(tool.tags)},
            {QStringLiteral("groupPath"), QJsonArray::fromStringList(tool.groupPath)},
            {QStringLiteral("description"), tool.description},
            {QStringLiteral("discoveredBy"), tool.discoveredBy},
            {QStringLiteral("flags"), flagsJson(tool.flags)}};
}

QJsonObject ToolFormat::flagsJson(const ToolFlags &flags)
{
    return {{QStringLiteral("pinned"), flags.pinned},
            {QStringLiteral("updateAvailable"), flags.updateAvailable},
            {QStringLiteral("breakingUpdate"), flags.breakingUpdate},
            {QStringLiteral("hasErrors"), flags.hasErrors},
            {QStringLiteral("hasWarnings"), flags.hasWarnings},
            {QStringLiteral("overridden"), flags.overridden},
            {QStringLiteral("conflict"), flags.conflict},
            {QStringLiteral("changedWithoutBump"), flags.changedWithoutBump},
            {QStringLiteral("withdrawn"), flags.withdrawn}};
}

QJsonArray ToolFormat::diagnosticsJson(const QList<Diagnostic> &diagnostics)
{
    QJsonArray array;
    for (const Diagnostic &d : diagnostics) {
        array.append(QJsonObject {{QStringLiteral("rule"), ruleId(d.rule)},
                                  {QStringLiteral("severity"), severityName(d.severity())},
                                  {QStringLiteral("path"), d.path},
                                  {QStringLiteral("message"), d.message}});
    }
    return array;
}

} // namespace Toolshelf
