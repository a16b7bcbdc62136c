// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/descriptioneditor.h"

#include "catalog/catalogservice.h"
#include "catalog/catalogstore.h"
#include "core/textsafety.h"
#include "toolpane/descriptionfield.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace Toolshelf {

namespace {

// Names come from the provider: visible, and short enough for a heading.
QString name(const QString &raw)
{
    constexpr qsizetype MaxNameLength = 120;
    QString shown = TextSafety::escapeLine(raw.left(MaxNameLength));
    if (raw.size() > MaxNameLength)
        shown += QStringLiteral("…");
    return shown;
}

QString draftKey(const OverrideTarget &target)
{
    return QStringList {target.provider, target.toolId, QString::number(int(target.kind)),
                        target.parameter, target.enumValue}
        .join(QChar(0x1f));
}

bool sameTarget(const OverrideTarget &a, const OverrideTarget &b)
{
    return a.kind == b.kind && a.parameter == b.parameter && a.enumValue == b.enumValue;
}

struct Stored
{
    QString error;
    std::optional<EditedSignature> tool;
};

} // namespace

DescriptionEditor::DescriptionEditor(CatalogStore *catalog, QWidget *parent)
    : QWidget(parent)
    , m_catalog(catalog)
{
    Q_ASSERT(catalog);
    auto *layout = new QVBoxLayout(this);
    m_heading = new QLabel(this);
    m_heading->setObjectName(QStringLiteral("heading"));
    m_heading->setTextFormat(Qt::PlainText);
    m_heading->setWordWrap(true);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setStyleSheet(QStringLiteral("color: #b00020"));
    m_status->hide();
    // A revert throws the user's text away in one click: one click brings it back.
    m_undoBar = new QWidget(this);
    m_undoBar->setObjectName(QStringLiteral("undoRevertBar"));
    m_undoLabel = new QLabel(m_undoBar);
    m_undoLabel->setTextFormat(Qt::PlainText);
    m_undoLabel->setWordWrap(true);
    m_undoRevert = new QPushButton(tr("&Undo"), m_undoBar);
    m_undoRevert->setObjectName(QStringLiteral("undoRevert"));
    m_undoRevert->setToolTip(tr("Use your text again, as it was before the revert."));
    connect(m_undoRevert, &QPushButton::clicked, this, &DescriptionEditor::undoRevert);
    auto *undoLayout = new QHBoxLayout(m_undoBar);
    undoLayout->setContentsMargins(0, 0, 0, 0);
    undoLayout->addWidget(m_undoLabel, 1);
    undoLayout->addWidget(m_undoRevert);
    m_undoBar->hide();
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setAccessibleName(tr("Texts to edit"));
    auto *content = new QWidget(m_scroll);
    m_fieldsLayout = new QVBoxLayout(content);
    m_fieldsLayout->addStretch();
    m_scroll->setWidget(content);
    layout->addWidget(m_heading);
    layout->addWidget(m_status);
    layout->addWidget(m_undoBar);
    layout->addWidget(m_scroll, 1);
    clearTool();
}

void DescriptionEditor::setTool(const EditedSignature &tool)
{
    const bool sameTool = m_tool && m_tool->vendor.provider == tool.vendor.provider
        && m_tool->vendor.signature.toolId == tool.vendor.signature.toolId;
    if (!sameTool) {
        m_status->hide();
        hideUndo();
    }
    m_tool = tool;
    const ToolSignature &signature = tool.vendor.signature;
    m_heading->setText(tr("Your descriptions for %1 from %2, version %3")
                           .arg(name(signature.name), name(tool.vendor.provider),
                                QString::number(signature.version)));
    const QList<FieldSpec> specs = specsOf(tool);
    // The same texts: update in place, keeping focus, cursor and undo history.
    bool sameFields = specs.size() == m_fields.size();
    for (qsizetype i = 0; sameFields && i < specs.size(); ++i)
        sameFields = specs.at(i).target == m_fields.at(i)->target();
    if (!sameFields) {
        rebuild(specs);
        return;
    }
    for (qsizetype i = 0; i < specs.size(); ++i)
        m_fields.at(i)->setTexts(specs.at(i).vendor, specs.at(i).entry);
}

void DescriptionEditor::clearTool()
{
    m_tool.reset();
    rebuild({});
    m_status->hide();
    hideUndo();
    m_heading->setText(tr("Select a tool to rewrite its descriptions."));
}

QList<DescriptionEditor::FieldSpec> DescriptionEditor::specsOf(const EditedSignature &tool)
{
    const ToolSignature &vendor = tool.vendor.signature;
    QList<FieldSpec> specs;
    const auto add = [&](OverrideKind kind, const QString &parameter, const QString &value,
                         const QString &title, const QString &text) {
        FieldSpec spec {{tool.vendor.provider, vendor.toolId, kind, parameter, value},
                        title,
                        text,
                        std::nullopt};
        for (const Override &entry : tool.overrides) {
            if (sameTarget(entry.target, spec.target))
                spec.entry = entry;
        }
        specs.append(spec);
    };
    add(OverrideKind::ToolName, {}, {}, tr("Tool name (your alias)"), vendor.name);
    add(OverrideKind::ToolDescription, {}, {}, tr("Tool description"), vendor.description);
    // Prefilled from the description where the vendor has no such text.
    add(OverrideKind::WhenToUse, {}, {}, tr("When to use"), vendor.whenToUse);
    add(OverrideKind::WhenNotToUse, {}, {}, tr("When not to use"), vendor.whenNotToUse);
    for (const InputParameter &input : vendor.inputs) {
        add(OverrideKind::InputDescription, input.name, {},
            tr("Input \"%1\"").arg(name(input.name)), input.description);
        for (const AllowedValue &value : input.allowedValues)
            add(OverrideKind::InputEnumValueDescription, input.name, value.name,
                tr("Input \"%1\", value %2").arg(name(input.name), name(value.name)),
                value.description);
    }
    for (const OutputParameter &output : vendor.outputs) {
        add(OverrideKind::OutputDescription, output.name, {},
            tr("Output \"%1\"").arg(name(output.name)), output.description);
        for (const AllowedValue &value : output.allowedValues)
            add(OverrideKind::OutputEnumValueDescription, output.name, value.name,
                tr("Output \"%1\", value %2").arg(name(output.name), name(value.name)),
                value.description);
    }
    return specs;
}

void DescriptionEditor::rebuild(const QList<FieldSpec> &specs)
{
    // Typed text is in m_drafts already (kept on every edit).
    qDeleteAll(m_fields);
    m_fields.clear();
    // Created in display order, so Tab walks the fields top to bottom.
    for (const FieldSpec &spec : specs)
        m_fields.append(addField(spec));
}

void DescriptionEditor::showStatus(const QString &message)
{
    m_status->setText(message);
    m_status->show();
}

DescriptionField *DescriptionEditor::addField(const FieldSpec &spec)
{
    auto *field = new DescriptionField(spec.target, spec.title, m_scroll->widget());
    field->setTexts(spec.vendor, spec.entry);
    const QString key = draftKey(spec.target);
    if (const auto draft = m_drafts.constFind(key); draft != m_drafts.cend()) {
        if (*draft != field->editedText())
            field->setEditedText(*draft);
        if (!field->isModified())
            m_drafts.remove(key);
    }
    m_fieldsLayout->insertWidget(m_fieldsLayout->count() - 1, field);

    connect(field, &DescriptionField::edited, this, [this, field, key] {
        if (field->isModified())
            m_drafts.insert(key, field->editedText());
        else
            m_drafts.remove(key);
    });
    connect(field, &DescriptionField::applyRequested, this, [this, field](const QString &text) {
        const OverrideTarget target = field->target();
        store(
            field,
            [target, text](UserDataEditor &editor, QString *error) {
                return editor.setOverride(target, text, error);
            },
            tr("Your text was not saved: %1"), text);
    });
    connect(field, &DescriptionField::revertRequested, this, [this, field] {
        const OverrideTarget target = field->target();
        const std::optional<Override> reverted = field->override();
        store(
            field,
            [target](UserDataEditor &editor, QString *error) {
                return editor.clearOverride(target, error);
            },
            tr("The vendor's text could not be restored: %1"), {},
            [this, reverted] {
                if (reverted)
                    offerUndo(*reverted);
            });
    });
    connect(field, &DescriptionField::conflictChoiceMade, this,
            [this, field](ConflictChoice choice) {
                const OverrideTarget target = field->target();
                store(
                    field,
                    [target, choice](UserDataEditor &editor, QString *error) {
                        return editor.resolveConflict(target, choice, error);
                    },
                    tr("Your choice was not saved: %1"));
            });
    return field;
}

DescriptionField *DescriptionEditor::fieldFor(const OverrideTarget &target) const
{
    for (DescriptionField *field : m_fields) {
        if (field->target() == target)
            return field;
    }
    return nullptr;
}

void DescriptionEditor::offerUndo(const Override &reverted)
{
    m_reverted = reverted;
    QString what = tr("The text");
    for (const DescriptionField *field : std::as_const(m_fields)) {
        if (field->target() == reverted.target)
            what = field->title();
    }
    m_undoLabel->setText(tr("%1: the vendor's text is back.").arg(what));
    m_undoBar->show();
}

void DescriptionEditor::hideUndo()
{
    m_reverted.reset();
    m_undoBar->hide();
}

void DescriptionEditor::undoRevert()
{
    if (!m_reverted)
        return;
    const Override entry = *m_reverted;
    DescriptionField *field = fieldFor(entry.target);
    hideUndo();
    if (!field)
        return;
    // Stored as it was: the user's text and the vendor text it replaced, so
    // a conflict with a newer vendor text is found again.
    store(
        field,
        [entry](UserDataEditor &editor, QString *error) {
            return editor.restoreOverride(entry, error);
        },
        tr("Your text was not put back: %1"));
}

void DescriptionEditor::store(DescriptionField *field, Change change, const QString &failure,
                              const QString &applied, std::function<void()> stored)
{
    const OverrideTarget target = field->target();
    // Any other change ends the offer to undo a revert.
    hideUndo();
    field->setBusy(true);
    field->showError({});
    m_catalog->userData().edit(
        [target, change = std::move(change)](CatalogDatabase &database, UserDataEditor &editor) {
            Stored result;
            if (!change(editor, &result.error) && result.error.isEmpty())
                result.error = tr("the catalog gave no reason");
            // Overrides concern the displayed version, so that is what to show.
            result.tool = database.editedSignature(target.provider, target.toolId);
            return result;
        },
        this,
        [this, target, failure, applied, stored = std::move(stored)](Stored result) {
            const bool shown = m_tool && m_tool->vendor.provider == target.provider
                && m_tool->vendor.signature.toolId == target.toolId;
            // The field asked may be gone: rebuilt, or another tool shown.
            DescriptionField *current = fieldFor(target);
            if (current)
                current->setBusy(false);
            if (!result.error.isEmpty()) {
                const QString message = failure.arg(result.error);
                if (current)
                    current->showError(message);
                else if (shown)
                    showStatus(message);
                return;
            }
            // Applied while another tool was shown: that text is no draft any more.
            if (!applied.isNull() && m_drafts.value(draftKey(target)) == applied)
                m_drafts.remove(draftKey(target));
            if (shown) {
                if (result.tool) {
                    setTool(*result.tool);
                } else {
                    showStatus(tr("The tool is no longer in the catalog."));
                }
            }
            if (stored)
                stored();
            Q_EMIT overridesChanged(target.provider, target.toolId);
        });
}

} // namespace Toolshelf
