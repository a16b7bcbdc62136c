// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/procedurereferences.h"

#include "catalog/catalogdatabase.h"
#include "catalog/catalogservice.h"
#include "catalog/catalogstore.h"
#include "common/statuscolour.h"
#include "core/textsafety.h"

#include <QEvent>
#include <QHash>
#include <QPalette>
#include <QPlainTextEdit>

namespace Toolshelf {

namespace {

struct Resolution
{
    QList<ProcedureTool> tools;
    QHash<QString, QStringList> inputNames;
    QString error;
};

// Palettes have no warning or error role: fixed hues, lighter on dark bases
// so the underline stays visible.
// Provider text in a tooltip: no markup, no control characters, a few lines at most.
QString safe(const QString &text, qsizetype limit)
{
    return TextSafety::shortened(text, limit).toHtmlEscaped();
}

// A description keeps its line breaks; everything else unsafe is escaped.
QString safeText(const QString &text, qsizetype limit)
{
    QStringView shown(text);
    const bool cut = shown.size() > limit;
    if (cut) {
        shown = shown.first(limit);
        if (shown.back().isHighSurrogate())
            shown.chop(1);
    }
    return TextSafety::escapeUnsafe(shown).toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"))
        + (cut ? QStringLiteral("…") : QString());
}

constexpr qsizetype NameLimit = 80;
constexpr qsizetype DescriptionLimit = 400;

} // namespace

ProcedureReferences::ProcedureReferences(QPlainTextEdit *editor)
    : QObject(editor)
    , m_editor(editor)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(DefaultDelay);
    connect(&m_timer, &QTimer::timeout, this, &ProcedureReferences::resolve);
    connect(editor, &QPlainTextEdit::textChanged, this, &ProcedureReferences::textChanged);
    // The underline colours follow light and dark themes.
    editor->installEventFilter(this);
}

ProcedureReferences::~ProcedureReferences() = default;

void ProcedureReferences::setCatalog(CatalogStore *catalog)
{
    if (m_catalog)
        disconnect(&m_catalog->userData(), nullptr, this, nullptr);
    m_catalog = catalog;
    // A pin or an alias given anywhere (the browser, another procedure, the
    // lint panel) changes what the references say.
    if (m_catalog)
        connect(&m_catalog->userData(), &CatalogService::userDataChanged, this,
                &ProcedureReferences::refresh);
    refresh();
}

void ProcedureReferences::setDelay(int milliseconds)
{
    m_timer.setInterval(milliseconds);
}

void ProcedureReferences::refresh()
{
    m_timer.stop();
    resolve();
}

void ProcedureReferences::textChanged()
{
    m_answers.ask();
    m_timer.start();
}

void ProcedureReferences::resolve()
{
    if (!m_catalog)
        return;
    const StaleAnswers::Ticket ticket = m_answers.latest();
    // Scanned here, on the text the answer will be applied to: one linear pass.
    QString text = m_editor->toPlainText();
    QList<ToolReferenceMatch> references = ToolReferenceScanner::scan(text);
    const QStringList names = ToolReferenceScanner::names(references);
    m_catalog->run(
        [names](CatalogDatabase &database) {
            Resolution resolution;
            resolution.tools = ProcedureTools::resolve(database, names, &resolution.error);
            resolution.inputNames = ProcedureLinter::inputNames(database, resolution.tools);
            return resolution;
        },
        this,
        [this, ticket, text = std::move(text),
         references = std::move(references)](const Resolution &resolution) {
            if (!m_answers.isCurrent(ticket))
                return; // The text moved on; the answer for it is on its way.
            if (!resolution.error.isEmpty()) {
                Q_EMIT failed(
                    tr("The procedure's tools could not be looked up: %1").arg(resolution.error));
                return;
            }
            apply(ticket, text, references, resolution.tools, resolution.inputNames);
        });
}

void ProcedureReferences::apply(StaleAnswers::Ticket ticket, const QString &text,
                                const QList<ToolReferenceMatch> &references,
                                const QList<ProcedureTool> &tools,
                                const QHash<QString, QStringList> &inputNames)
{
    m_resolved = ticket;
    m_resolvedText = text;
    m_inputNames = inputNames;
    m_references = references;
    m_tools = tools;
    QHash<QString, qsizetype> indexOf;
    for (qsizetype i = 0; i < tools.size(); ++i)
        indexOf.insert(tools.at(i).name, i);
    m_spans.clear();
    m_spans.reserve(references.size());
    for (const ToolReferenceMatch &reference : references) {
        QTextCursor cursor(m_editor->document());
        cursor.setPosition(int(reference.offset));
        // The name only: the "()" stays plain, as the user typed it.
        cursor.setPosition(int(reference.offset + reference.name.size()), QTextCursor::KeepAnchor);
        m_spans.append({cursor, indexOf.value(reference.name)});
    }
    updateSelections();
    Q_EMIT resolved();
}

QList<QTextEdit::ExtraSelection> ProcedureReferences::selections() const
{
    QList<QTextEdit::ExtraSelection> result;
    result.reserve(m_spans.size());
    const QPalette palette = m_editor->palette();
    for (const Span &span : m_spans)
        result.append({span.cursor, format(m_tools.at(span.tool).state, palette)});
    return result;
}

void ProcedureReferences::updateSelections()
{
    m_editor->setExtraSelections(selections());
}

std::optional<ProcedureTool> ProcedureReferences::toolAt(int position) const
{
    for (const Span &span : m_spans) {
        if (span.cursor.hasSelection() && position >= span.cursor.selectionStart()
            && position < span.cursor.selectionEnd())
            return m_tools.at(span.tool);
    }
    return std::nullopt;
}

QString ProcedureReferences::toolTip(const ProcedureTool &tool) const
{
    QString html = QStringLiteral("<b>%1()</b>").arg(safe(tool.name, NameLimit));
    switch (tool.state) {
    case ProcedureToolState::Unknown:
        return html + QStringLiteral("<br>")
            + tr("No provider has a tool of this name.").toHtmlEscaped();
    case ProcedureToolState::Ambiguous: {
        QStringList providers;
        for (const ToolSummary &match : tool.matches)
            providers.append(safe(match.provider, NameLimit));
        return html + QStringLiteral("<br>")
            + tr("Several providers have a tool of this name: %1. Give all but one an alias "
                 "(Give an Alias… beside the findings).")
                  .toHtmlEscaped()
                  .arg(providers.join(QStringLiteral(", ")));
    }
    case ProcedureToolState::Pinned:
    case ProcedureToolState::Unpinned:
        break;
    }
    const ToolSummary &match = tool.matches.constFirst();
    html += QStringLiteral("<br>");
    if (tool.state == ProcedureToolState::Pinned)
        html += tr("%1, pinned at version %2 (current: %3)")
                    .toHtmlEscaped()
                    .arg(safe(match.provider, NameLimit), QString::number(match.version),
                         QString::number(match.currentVersion));
    else
        html += tr("%1, version %2, not pinned")
                    .toHtmlEscaped()
                    .arg(safe(match.provider, NameLimit), QString::number(match.version));
    if (!match.alias.isEmpty())
        html += QStringLiteral("<br>")
            + tr("Your alias; its vendor calls it %1.")
                  .toHtmlEscaped()
                  .arg(safe(match.name, NameLimit));
    if (!match.description.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(safeText(match.description, DescriptionLimit));
    const auto inputs = m_inputNames.constFind(tool.name);
    if (inputs != m_inputNames.constEnd() && !inputs->isEmpty()) {
        QStringList names;
        for (const QString &name : *inputs)
            names.append(safe(name, NameLimit));
        html += tr("Inputs: %1").toHtmlEscaped().arg(names.join(QStringLiteral(", ")));
    }
    return html;
}

QTextCharFormat ProcedureReferences::format(ProcedureToolState state, const QPalette &palette)
{
    QTextCharFormat format;
    switch (state) {
    case ProcedureToolState::Pinned:
        format.setUnderlineStyle(QTextCharFormat::SingleUnderline);
        format.setUnderlineColor(palette.color(QPalette::Link));
        break;
    case ProcedureToolState::Unpinned:
        format.setUnderlineStyle(QTextCharFormat::DashUnderline);
        format.setUnderlineColor(StatusColour::of(StatusColour::Kind::Warning, palette));
        break;
    case ProcedureToolState::Unknown:
        format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        format.setUnderlineColor(StatusColour::of(StatusColour::Kind::Error, palette));
        break;
    case ProcedureToolState::Ambiguous:
        format.setUnderlineStyle(QTextCharFormat::DotLine);
        format.setUnderlineColor(StatusColour::of(StatusColour::Kind::Error, palette));
        break;
    }
    return format;
}

bool ProcedureReferences::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_editor && event->type() == QEvent::PaletteChange)
        updateSelections();
    return QObject::eventFilter(watched, event);
}

} // namespace Toolshelf
