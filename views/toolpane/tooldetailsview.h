// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/cataloguserdata.h"

#include <QImage>
#include <QTextBrowser>

namespace Toolshelf {

// The right-hand pane: one tool version explained well enough to choose it —
// description (the user's text, the vendor's original one click away), tags,
// inputs with their types and allowed values, outputs, and the conformance
// findings. Provider text is shown as escaped plain text, never interpreted
// as HTML or Markdown, and bounded, so hostile text cannot freeze the window.
class ToolDetailsView final : public QTextBrowser
{
    Q_OBJECT

public:
    explicit ToolDetailsView(QWidget *parent = nullptr);

    void setTool(const EditedSignature &tool);
    // The tool's image, when it arrives; forgotten with the tool.
    void setImage(const QImage &image);
    bool hasImage() const { return !m_image.isNull(); }
    QImage image() const { return m_image; }
    // Only while hasTool().
    const EditedSignature &tool() const { return *m_tool; }
    // The empty state: no tool selected.
    void clearTool();
    // A tool a provider's search found, while it is stored in the catalog;
    // with `error`, why storing it failed.
    void showStoring(const QString &name, const QString &provider, const QString &description,
                     const QString &error = {});
    bool hasTool() const { return m_tool.has_value(); }
    // Whether the vendor's original texts are shown beside the user's.
    bool showsOriginals() const { return m_showOriginals; }
    void setShowOriginals(bool show);

    // Longest stretch of one provider text that is shown; the rest is cut.
    static constexpr qsizetype MaxTextLength = 20000;

private:
    void render();
    QString html() const;
    QString usageHtml() const;
    QString parametersHtml() const;
    QString schemaHtml() const;

    std::optional<EditedSignature> m_tool;
    bool m_showOriginals = false;
    QImage m_image;
};

} // namespace Toolshelf
