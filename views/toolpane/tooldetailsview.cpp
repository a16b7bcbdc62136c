// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/tooldetailsview.h"

#include "core/rule.h"
#include "core/textsafety.h"
#include "dialects/dialectregistry.h"
#include "toolpane/schemahtml.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <QLocale>
#include <QScrollBar>

namespace Toolshelf {

namespace {

const QString ToggleOriginals = QStringLiteral("toolshelf:originals");
const QUrl ImageName(QStringLiteral("toolshelf-image:tool"));

// Provider text for HTML: bounded, unsafe characters made visible, escaped,
// line breaks kept.
QString text(const QString &raw)
{
    QString bounded = raw.left(ToolDetailsView::MaxTextLength);
    if (raw.size() > ToolDetailsView::MaxTextLength)
        bounded += QStringLiteral(" …");
    return TextSafety::escapeUnsafe(bounded).toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
}

// A name, tag or path for HTML: one line, so a line break in it is shown
// escaped rather than starting a line the vendor chose.
QString line(const QString &raw)
{
    return TextSafety::shortened(raw, ToolDetailsView::MaxTextLength).toHtmlEscaped();
}

QString typeName(ParameterType type, const QString &unknownName)
{
    return type == ParameterType::Unknown ? line(unknownName)
                                          : parameterTypeName(type).toHtmlEscaped();
}

const Override *overrideFor(const QList<Override> &overrides, OverrideKind kind,
                            const QString &parameter = {}, const QString &value = {})
{
    for (const Override &o : overrides) {
        if (o.target.kind == kind && o.target.parameter == parameter && o.target.enumValue == value)
            return &o;
    }
    return nullptr;
}

// The shown text, with a mark when it is the user's, and the vendor's
// original (and its newer text, in a conflict) when originals are shown.
QString describe(const QString &shown, const Override *override, bool showOriginals)
{
    QString html = text(shown);
    if (!override)
        return html;
    html += QStringLiteral(" <i>(%1)</i>").arg(ToolDetailsView::tr("your text"));
    if (override->isConflict())
        html += QStringLiteral(" <b>%1</b>")
                    .arg(ToolDetailsView::tr("The vendor has changed this text since."));
    if (showOriginals) {
        html += QStringLiteral("<br><span style='color:gray'>%1 %2</span>")
                    .arg(ToolDetailsView::tr("Vendor's original:"), text(override->vendorOriginal));
        if (override->vendorLatest)
            html += QStringLiteral("<br><span style='color:gray'>%1 %2</span>")
                        .arg(ToolDetailsView::tr("Vendor's text now:"),
                             text(*override->vendorLatest));
    }
    return html;
}

template<typename Parameter>
QString allowedValues(const Parameter &p, OverrideKind kind, const QList<Override> &overrides,
                      bool showOriginals)
{
    if (p.allowedValues.isEmpty())
        return {};
    QString html = QStringLiteral("<ul>");
    for (const AllowedValue &v : p.allowedValues)
        html += QStringLiteral("<li><code>%1</code> — %2</li>")
                    .arg(line(v.name),
                         describe(v.description, overrideFor(overrides, kind, p.name, v.name),
                                  showOriginals));
    return html + QStringLiteral("</ul>");
}

} // namespace

ToolDetailsView::ToolDetailsView(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.toString() == ToggleOriginals)
            setShowOriginals(!m_showOriginals);
    });
    clearTool();
}

void ToolDetailsView::setTool(const EditedSignature &tool)
{
    m_tool = tool;
    m_image = QImage();
    render();
}

void ToolDetailsView::setImage(const QImage &image)
{
    if (!m_tool)
        return;
    m_image = image;
    render();
}

void ToolDetailsView::clearTool()
{
    m_tool.reset();
    m_image = QImage();
    setHtml(QStringLiteral("<p style='color:gray'>%1</p>")
                .arg(tr("Select a tool to see what it does.")));
}

void ToolDetailsView::showStoring(const QString &name, const QString &provider,
                                  const QString &description, const QString &error)
{
    m_tool.reset();
    m_image = QImage();
    const QString state = error.isEmpty()
        ? tr("Found by the provider's own search and not in the catalog yet: it is being "
             "stored, then shown here.")
        : tr("It could not be stored: %1").arg(text(error));
    setHtml(QStringLiteral("<h2>%1</h2><p>%2</p><p style='color:gray'>%3</p><p>%4</p>")
                .arg(line(name), tr("from %1").arg(line(provider)), state, text(description)));
}

void ToolDetailsView::setShowOriginals(bool show)
{
    m_showOriginals = show;
    if (m_tool)
        render();
}

void ToolDetailsView::render()
{
    // Keep the reader's place when only the originals were toggled.
    const int scroll = verticalScrollBar() ? verticalScrollBar()->value() : 0;
    // The image is handed to the document under a name of our own: the
    // provider's URL never reaches the text engine, which must not fetch it.
    if (!m_image.isNull())
        document()->addResource(QTextDocument::ImageResource, ImageName, m_image);
    setHtml(html());
    if (verticalScrollBar())
        verticalScrollBar()->setValue(scroll);
}

QString ToolDetailsView::html() const
{
    const ToolSignature &s = m_tool->edited;
    const QList<Override> &overrides = m_tool->overrides;
    const StoredSignature &vendor = m_tool->vendor;
    QString html;
    if (!m_image.isNull())
        html += QStringLiteral("<img src='%1' align='right' width='%2' height='%3'>")
                    .arg(ImageName.toString())
                    .arg(std::min(m_image.width(), 96))
                    .arg(std::min(m_image.width(), 96) * m_image.height()
                         / std::max(1, m_image.width()));
    html += QStringLiteral("<h2>%1</h2>").arg(line(s.name));
    if (s.name != vendor.signature.name)
        html
            += QStringLiteral("<p><i>%1</i></p>")
                   .arg(tr("Your alias; its vendor calls it %1.").arg(line(vendor.signature.name)));
    // The protocol it came by: the same tool may mean different things in two.
    const ToolDialect *dialect = Dialects::find(vendor.dialect);
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("%1 · %2 · version %3 of %4")
                         .arg(line(vendor.provider),
                              dialect ? dialect->displayName() : line(vendor.dialect),
                              QString::number(s.version), QString::number(s.currentVersion)));
    if (!vendor.tool.groupPath.isEmpty()) {
        QStringList path;
        for (const QString &group : vendor.tool.groupPath)
            path << line(group);
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Group:"), path.join(QStringLiteral(" / ")));
    }
    // A tool the provider does not list: the user should know where it came from.
    if (!vendor.discoveredBy.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("Revealed by the answer of a call of %1; the provider does not list "
                            "it.")
                             .arg(line(vendor.discoveredBy)));
    // Where it is seen first: the pin holds an older version for a reason.
    if (const std::optional<BreakingUpdate> &update = m_tool->breakingUpdate) {
        html += QStringLiteral("<p style='color:#b00020'><b>%1</b></p><ul>")
                    .arg(tr("Version %1 breaks what the pinned version %2 offers; see the "
                            "Versions tab before updating:")
                             .arg(update->currentVersion)
                             .arg(update->pinnedVersion));
        for (const SignatureChange &change : update->changes)
            html += QStringLiteral("<li>%1</li>").arg(line(change.summary));
        html += QStringLiteral("</ul>");
    }
    if (!overrides.isEmpty())
        html += QStringLiteral("<p><a href='%1'>%2</a></p>")
                    .arg(ToggleOriginals,
                         m_showOriginals ? tr("Hide the vendor's original texts")
                                         : tr("Show the vendor's original texts"));
    html += QStringLiteral("<p>%1</p>")
                .arg(describe(s.description, overrideFor(overrides, OverrideKind::ToolDescription),
                              m_showOriginals));
    html += usageHtml();
    if (!s.tags.isEmpty()) {
        QStringList tags;
        for (const QString &tag : s.tags)
            tags << line(tag);
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Tags:"), tags.join(QStringLiteral(", ")));
    }

    html += Dialects::servesJsonSchema(vendor.tool) ? schemaHtml() : parametersHtml();

    if (!vendor.diagnostics.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(tr("Conformance"));
        for (const Diagnostic &d : vendor.diagnostics)
            html += QStringLiteral("<li>%1 <code>%2</code> <code>%3</code>: %4</li>")
                        .arg(d.isError() ? tr("error") : tr("warning"), ruleId(d.rule),
                             line(d.path), line(d.message));
        html += QStringLiteral("</ul>");
    }
    return html;
}

// When to use the tool and when not, where they say more than the
// description: the user's texts, or the vendor's own. The prefill (the
// vendor's description, where the wire has no such text) is not repeated.
QString ToolDetailsView::usageHtml() const
{
    const ToolSignature &s = m_tool->edited;
    const ToolSignature &vendor = m_tool->vendor.signature;
    const auto paragraph
        = [&](const QString &label, OverrideKind kind, const QString &shown, bool vendorsOwn) {
              const Override *override = overrideFor(m_tool->overrides, kind);
              if (!override && !vendorsOwn)
                  return QString();
              if (shown == s.description && !(override && override->isConflict()))
                  return QString();
              return QStringLiteral("<p><b>%1</b> %2</p>")
                  .arg(label, describe(shown, override, m_showOriginals));
          };
    return paragraph(tr("When to use:"), OverrideKind::WhenToUse, s.whenToUse,
                     !vendor.whenToUse.isEmpty() && vendor.whenToUse != vendor.description)
        + paragraph(tr("When not to use:"), OverrideKind::WhenNotToUse, s.whenNotToUse,
                    !vendor.whenNotToUse.isEmpty());
}

// A2T's parameters: the flat list the draft defines, with the user's texts.
QString ToolDetailsView::parametersHtml() const
{
    const ToolSignature &s = m_tool->edited;
    const QList<Override> &overrides = m_tool->overrides;
    QString html;
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Inputs"));
    if (s.inputs.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(tr("None."));
    for (const InputParameter &p : s.inputs) {
        QString facts = typeName(p.type, p.unknownTypeName);
        facts += QStringLiteral(", ") + (p.required ? tr("required") : tr("optional"));
        if (p.type == ParameterType::Int)
            facts += QStringLiteral(", ") + tr("at most %1").arg(QLocale().toString(p.max));
        html += QStringLiteral("<p><b>%1</b> <i>(%2)</i><br>%3</p>")
                    .arg(line(p.name), facts,
                         describe(p.description,
                                  overrideFor(overrides, OverrideKind::InputDescription, p.name),
                                  m_showOriginals));
        html += allowedValues(p, OverrideKind::InputEnumValueDescription, overrides,
                              m_showOriginals);
    }

    html += QStringLiteral("<h3>%1</h3>").arg(tr("Outputs"));
    if (s.outputs.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(tr("None."));
    for (const OutputParameter &p : s.outputs) {
        html += QStringLiteral("<p><b>%1</b> <i>(%2)</i><br>%3</p>")
                    .arg(line(p.name), typeName(p.type, p.unknownTypeName),
                         describe(p.description,
                                  overrideFor(overrides, OverrideKind::OutputDescription, p.name),
                                  m_showOriginals));
        html += allowedValues(p, OverrideKind::OutputEnumValueDescription, overrides,
                              m_showOriginals);
    }
    return html;
}

// A tool whose inputs are JSON Schema as served: the schemas as trees, the
// user's texts for the top-level members, and what else the wire says of the tool.
QString ToolDetailsView::schemaHtml() const
{
    const Tool &tool = m_tool->vendor.tool;
    const QList<Override> &overrides = m_tool->overrides;
    // The user's descriptions are kept by the name the A2T view gives a member
    // (its title, else its key); the tree finds them by key.
    QHash<QString, QString> descriptions;
    for (const InputParameter &p : m_tool->edited.inputs) {
        if (const Override *o = overrideFor(overrides, OverrideKind::InputDescription, p.name))
            descriptions.insert(p.id, describe(p.description, o, m_showOriginals));
    }
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Inputs"));
    const QString inputs = SchemaHtml::tree(tool.input, descriptions);
    html += inputs.isEmpty() ? QStringLiteral("<p>%1</p>").arg(tr("None.")) : inputs;
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Outputs"));
    if (!tool.output) {
        html += QStringLiteral("<p>%1</p>").arg(tr("The provider does not describe them."));
    } else {
        const QString outputs = SchemaHtml::tree(*tool.output);
        html += outputs.isEmpty() ? QStringLiteral("<p>%1</p>").arg(tr("None.")) : outputs;
    }
    if (!tool.annotations.isEmpty()) {
        // Kept as served: shown, bounded, rather than dropped.
        QStringList keys;
        for (auto it = tool.annotations.begin(); it != tool.annotations.end(); ++it) {
            if (keys.size() == 20) {
                keys.append(QStringLiteral("…"));
                break;
            }
            const QByteArray value = QJsonDocument(QJsonArray {it.value()})
                                         .toJson(QJsonDocument::Compact)
                                         .mid(1)
                                         .chopped(1);
            keys.append(QStringLiteral("<code>%1</code>: %2")
                            .arg(line(TextSafety::shortened(it.key(), 80)),
                                 line(TextSafety::shortened(QString::fromUtf8(value), 200))));
        }
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Also served:"), keys.join(QStringLiteral("; ")));
    }
    return html;
}

} // namespace Toolshelf
