// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/aliasdialog.h"

#include "catalog/catalogdatabase.h"
#include "catalog/catalogservice.h"
#include "catalog/catalogstore.h"
#include "core/textsafety.h"
#include "dialects/a2t/descriptionlimits.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QVBoxLayout>

namespace Toolshelf {

namespace {

// Provider and tool names come from providers: one line, escaped, bounded.
QString bounded(const QString &text)
{
    return TextSafety::shortened(text, 80);
}

struct Change
{
    OverrideTarget target;
    // Nothing: back to the vendor's name.
    std::optional<QString> alias;
};

} // namespace

AliasDialog::AliasDialog(CatalogStore *catalog, const QString &name,
                         const QList<ToolSummary> &tools, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_name(name)
    , m_tools(tools)
    , m_status(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Give an Alias"));
    auto *intro = new QLabel(
        tr("Several tools are called %1. An agent must see each tool under a name of its "
           "own: give all but at most one of them an alias. A field left empty keeps the "
           "vendor's name.")
            .arg(bounded(name)),
        this);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);

    auto *form = new QFormLayout;
    for (qsizetype i = 0; i < tools.size(); ++i) {
        const ToolSummary &tool = tools.at(i);
        auto *field = new QLineEdit(this);
        field->setObjectName(QStringLiteral("alias%1").arg(i));
        field->setMaxLength(int(DescriptionLimits::ToolNameLimit));
        // Room for a provider's prefix and a descriptive name.
        field->setMinimumWidth(field->fontMetrics().averageCharWidth() * 44);
        field->setPlaceholderText(bounded(tool.name));
        // A suggestion for all but the first: one rename usually settles it.
        field->setText(!tool.alias.isEmpty() ? tool.alias
                           : i == 0          ? QString()
                                             : suggestedAlias(tool.provider, tool.name));
        auto *label = new QLabel(tr("From %1:").arg(bounded(tool.provider)), this);
        label->setTextFormat(Qt::PlainText);
        label->setBuddy(field);
        form->addRow(label, field);
        m_fields.append(field);
        connect(field, &QLineEdit::textChanged, this, &AliasDialog::validate);
    }

    m_status->setObjectName(QStringLiteral("aliasStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    saveButton()->setText(tr("&Save Names"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &AliasDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    validate();
}

QPushButton *AliasDialog::saveButton() const
{
    return m_buttons->button(QDialogButtonBox::Save);
}

void AliasDialog::suggestFor(const QString &provider, const QString &toolId)
{
    for (qsizetype i = 0; i < m_tools.size(); ++i) {
        const ToolSummary &tool = m_tools.at(i);
        const bool chosen = tool.provider == provider && tool.toolId == toolId;
        // The chosen tool takes the new name, the others keep theirs: the
        // procedures that already mean one of them by its name are not touched.
        if (chosen)
            m_fields.at(i)->setText(
                !tool.alias.isEmpty() ? tool.alias : suggestedAlias(tool.provider, tool.name));
        else
            m_fields.at(i)->setText(tool.alias);
        if (chosen)
            m_fields.at(i)->setFocus(Qt::OtherFocusReason);
    }
}

QString AliasDialog::nameOf(const QString &provider, const QString &toolId) const
{
    for (qsizetype i = 0; i < m_tools.size(); ++i) {
        const ToolSummary &tool = m_tools.at(i);
        if (tool.provider == provider && tool.toolId == toolId) {
            const QString typed = m_fields.at(i)->text().trimmed();
            return typed.isEmpty() ? tool.name : typed;
        }
    }
    return {};
}

QString AliasDialog::suggestedAlias(const QString &provider, const QString &name)
{
    // Lowercase ASCII letters and digits of the provider, other runs one "_".
    QString prefix;
    for (const QChar c : provider.toLower()) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            prefix.append(c);
        else if (!prefix.isEmpty() && !prefix.endsWith(u'_'))
            prefix.append(u'_');
    }
    while (prefix.endsWith(u'_'))
        prefix.chop(1);
    // A name starts with a letter.
    if (prefix.isEmpty())
        prefix = QStringLiteral("tool");
    else if (!prefix.front().isLetter())
        prefix.prepend(QStringLiteral("tool_"));
    QString alias = prefix + u'_' + name;
    // Fewer than 255 characters, as the draft requires of any name.
    return alias.left(DescriptionLimits::ToolNameLimit - 1);
}

QString AliasDialog::problem() const
{
    QSet<QString> shown;
    for (qsizetype i = 0; i < m_fields.size(); ++i) {
        const QString typed = m_fields.at(i)->text().trimmed();
        const QString name = typed.isEmpty() ? m_tools.at(i).name : typed;
        if (!typed.isEmpty()) {
            if (const std::optional<QString> problem
                = DescriptionLimits::problem(OverrideKind::ToolName, typed))
                return tr("The name for the tool from %1: %2.")
                    .arg(bounded(m_tools.at(i).provider), *problem);
        }
        if (shown.contains(name))
            return tr("Two of the tools would still be called %1; give one a name of its own.")
                .arg(bounded(name));
        shown.insert(name);
    }
    return {};
}

void AliasDialog::validate()
{
    const QString why = problem();
    m_status->setText(why);
    saveButton()->setEnabled(why.isEmpty() && !m_saving && m_catalog);
}

void AliasDialog::accept()
{
    if (!problem().isEmpty() || m_saving || !m_catalog)
        return;
    QList<Change> changes;
    // Aliases given up first, so a name one tool leaves is free for another.
    for (qsizetype i = 0; i < m_fields.size(); ++i) {
        const ToolSummary &tool = m_tools.at(i);
        const QString typed = m_fields.at(i)->text().trimmed();
        const OverrideTarget target {tool.provider, tool.toolId, OverrideKind::ToolName, {}, {}};
        if ((typed.isEmpty() || typed == tool.name) && !tool.alias.isEmpty())
            changes.prepend({target, std::nullopt});
        else if (!typed.isEmpty() && typed != tool.name && typed != tool.alias)
            changes.append({target, typed});
    }
    if (changes.isEmpty())
        return QDialog::accept();

    m_saving = true;
    validate();
    m_status->setText(tr("Saving the names…"));
    m_catalog->userData().edit(
        [changes](CatalogDatabase &database, UserDataEditor &editor) {
            QString error;
            const bool saved = database.inTransaction(
                [&](QString *failure) {
                    for (const Change &change : changes) {
                        const bool ok = change.alias
                            ? editor.setOverride(change.target, *change.alias, failure)
                            : editor.clearOverride(change.target, failure);
                        if (!ok)
                            return false;
                    }
                    return true;
                },
                &error);
            if (!saved && error.isEmpty())
                error = AliasDialog::tr("the catalog gave no reason");
            return error;
        },
        this,
        [this](const QString &error) {
            m_saving = false;
            if (!error.isEmpty()) {
                validate();
                m_status->setText(tr("The names were not saved: %1").arg(error));
                return;
            }
            Q_EMIT aliasesGiven();
            QDialog::accept();
        });
}

} // namespace Toolshelf
