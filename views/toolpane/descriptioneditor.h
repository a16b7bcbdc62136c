// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/cataloguserdata.h"

#include <QHash>
#include <QList>
#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace Toolshelf {

class UserDataEditor;

class CatalogDatabase;
class CatalogStore;
class DescriptionField;

// Rewrites a tool's natural-language text in place: one field per text the
// user may override (the tool's description, when to use it and when not,
// each input's and output's, each allowed value's), each with the vendor's text beside it, and
// conflicts to settle. Stores through the catalog, off the GUI thread.
class DescriptionEditor final : public QWidget
{
    Q_OBJECT

public:
    explicit DescriptionEditor(CatalogStore *catalog, QWidget *parent = nullptr);

    // Shows the tool's texts; typed text not yet applied, of this or any tool
    // shown before, stays in its editor. Overrides concern the displayed
    // (pinned, else current) version, so `tool` should be that one.
    void setTool(const EditedSignature &tool);
    // The empty state: no tool selected.
    void clearTool();
    bool hasTool() const { return m_tool.has_value(); }
    // Text typed this session and not applied, in any tool; asked before quitting.
    bool hasUnappliedChanges() const { return !m_drafts.isEmpty(); }
    QList<DescriptionField *> fields() const { return m_fields; }
    // Shown after "Revert to vendor's text": puts the user's text back as it was stored.
    QPushButton *undoRevertButton() const { return m_undoRevert; }

Q_SIGNALS:
    // An override of the tool was stored, removed or settled: the list's
    // badges and the details are stale.
    void overridesChanged(const QString &provider, const QString &toolId);

private:
    struct FieldSpec
    {
        OverrideTarget target;
        QString title;
        QString vendor;
        std::optional<Override> entry;
    };
    using Change = std::function<bool(UserDataEditor &, QString *)>;

    static QList<FieldSpec> specsOf(const EditedSignature &tool);
    void rebuild(const QList<FieldSpec> &specs);
    DescriptionField *addField(const FieldSpec &spec);
    DescriptionField *fieldFor(const OverrideTarget &target) const;
    // What went wrong with a text no field shows.
    void showStatus(const QString &message);
    // Runs `change` on the catalog's thread, then shows the tool as stored
    // and calls `stored` when the change was.
    void store(DescriptionField *field, Change change, const QString &failure,
               const QString &applied = {}, std::function<void()> stored = {});
    // The override a revert removed, offered back until the next change.
    void offerUndo(const Override &reverted);
    void hideUndo();
    void undoRevert();

    CatalogStore *m_catalog;
    std::optional<EditedSignature> m_tool;
    QList<DescriptionField *> m_fields;
    // Typed, not applied text by target, kept while other tools are shown.
    QHash<QString, QString> m_drafts;

    QLabel *m_heading = nullptr;
    QLabel *m_status = nullptr;
    QWidget *m_undoBar = nullptr;
    QLabel *m_undoLabel = nullptr;
    QPushButton *m_undoRevert = nullptr;
    // What the last revert removed, for its Undo.
    std::optional<Override> m_reverted;
    QScrollArea *m_scroll = nullptr;
    QVBoxLayout *m_fieldsLayout = nullptr;
};

} // namespace Toolshelf
