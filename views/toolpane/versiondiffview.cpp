// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/versiondiffview.h"

#include "core/textsafety.h"

namespace Toolshelf {

namespace {

using Kind = SignatureChange::Kind;

// Provider text for HTML: bounded, unsafe characters made visible, escaped,
// line breaks kept.
QString text(const QString &raw, qsizetype limit = VersionDiffView::MaxTextLength)
{
    QString bounded = raw.left(limit);
    if (raw.size() > limit)
        bounded += QStringLiteral(" …");
    return TextSafety::escapeUnsafe(bounded).toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
}

enum class Section { Tool, Inputs, Outputs };

Section sectionOf(const SignatureChange &change)
{
    if (change.isInputChange())
        return Section::Inputs;
    switch (change.kind) {
    case Kind::OutputAdded:
    case Kind::OutputRemoved:
    case Kind::OutputRenamed:
    case Kind::OutputTypeChanged:
    case Kind::OutputDescriptionChanged:
    case Kind::EnumValueAdded:
    case Kind::EnumValueRemoved:
    case Kind::EnumValueDescriptionChanged:
        return Section::Outputs;
    default:
        return Section::Tool;
    }
}

} // namespace

VersionDiffView::VersionDiffView(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    clearDiff();
}

void VersionDiffView::setVersions(const ToolSignature &from, const ToolSignature &to,
                                  const ValueSchema *fromInput, const ValueSchema *toInput)
{
    m_changes = SignatureDiff::compare(from, to, fromInput, toInput);
    m_hasDiff = true;
    setHtml(html(from.version, to.version));
}

void VersionDiffView::clearDiff()
{
    m_changes.clear();
    m_hasDiff = false;
    setHtml(QStringLiteral("<p style='color:gray'>%1</p>")
                .arg(tr("Choose two versions to compare.").toHtmlEscaped()));
}

qsizetype VersionDiffView::breakingCount() const
{
    return std::count_if(m_changes.cbegin(), m_changes.cend(),
                         [](const SignatureChange &c) { return c.isBreaking(); });
}

QString VersionDiffView::verdict() const
{
    const qsizetype breaking = breakingCount();
    return breaking == 0 ? tr("backwards compatible")
                         : tr("breaking: %n change(s)", nullptr, int(breaking));
}

QString VersionDiffView::html(qint64 fromVersion, qint64 toVersion) const
{
    const QString fromTitle = tr("Version %1").arg(fromVersion);
    const QString toTitle = tr("Version %1").arg(toVersion);
    QString html = QStringLiteral("<h3>%1</h3>")
                       .arg(tr("%1 compared with %2").arg(fromTitle, toTitle).toHtmlEscaped());
    const bool breaking = breakingCount() > 0;
    html += QStringLiteral("<p><b style='color:%1'>%2</b> — %3</p>")
                .arg(breaking ? QStringLiteral("#b00020") : QStringLiteral("#1b7f3b"),
                     verdict().toHtmlEscaped(),
                     tr("%n change(s)", nullptr, int(m_changes.size())).toHtmlEscaped());
    if (m_changes.isEmpty())
        return html
            + QStringLiteral("<p>%1</p>")
                  .arg(tr("The two versions have the same signature.").toHtmlEscaped());

    const std::pair<Section, QString> sections[] = {
        {Section::Tool, tr("Tool")},
        {Section::Inputs, tr("Inputs")},
        {Section::Outputs, tr("Outputs")},
    };
    // One table, so the two versions' columns line up across the sections.
    html += QStringLiteral("<table border='1' cellspacing='0' cellpadding='4' width='100%'>"
                           "<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>")
                .arg(tr("Change").toHtmlEscaped(), fromTitle.toHtmlEscaped(),
                     toTitle.toHtmlEscaped(), tr("Compatibility").toHtmlEscaped());
    qsizetype listed = 0;
    for (const auto &[section, title] : sections) {
        QString rows;
        for (const SignatureChange &change : m_changes) {
            if (sectionOf(change) != section || listed >= MaxListedChanges)
                continue;
            ++listed;
            const QString compatibility = change.isBreaking()
                ? QStringLiteral("<b style='color:#b00020'>%1</b><br><small>%2</small>")
                      .arg(tr("breaking").toHtmlEscaped(),
                           ruleSummary(*change.breaks).toHtmlEscaped())
                : QStringLiteral("<span style='color:#1b7f3b'>%1</span>")
                      .arg(tr("compatible").toHtmlEscaped());
            rows += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>")
                        .arg(text(change.summary, 600), text(change.before), text(change.after),
                             compatibility);
        }
        if (!rows.isEmpty())
            html += QStringLiteral("<tr><th colspan='4' align='left'>%1</th></tr>")
                        .arg(title.toHtmlEscaped())
                + rows;
    }
    html += QStringLiteral("</table>");
    if (m_changes.size() > listed)
        html
            += QStringLiteral("<p>%1</p>")
                   .arg(tr("%n more change(s) not listed.", nullptr, int(m_changes.size() - listed))
                            .toHtmlEscaped());
    return html;
}

} // namespace Toolshelf
