// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/pinnotice.h"

#include "catalog/catalogdatabase.h"
#include "catalog/catalogservice.h"
#include "catalog/catalogstore.h"
#include "core/textsafety.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace Toolshelf {

PinNotice::PinNotice(CatalogStore *catalog, QWidget *parent)
    : QWidget(parent)
    , m_catalog(catalog)
    , m_label(new QLabel(this))
    , m_undo(new QPushButton(tr("&Undo Pin"), this))
    , m_close(new QPushButton(tr("Dismiss"), this))
{
    m_label->setObjectName(QStringLiteral("pinNoticeText"));
    m_label->setTextFormat(Qt::PlainText);
    m_label->setWordWrap(true);
    m_undo->setObjectName(QStringLiteral("undoPin"));
    m_undo->setToolTip(tr("Unpin the tools again; the procedure's text stays"));
    m_close->setObjectName(QStringLiteral("dismissPinNotice"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_undo);
    layout->addWidget(m_close);
    connect(m_undo, &QPushButton::clicked, this, &PinNotice::undo);
    connect(m_close, &QPushButton::clicked, this, &QWidget::hide);
    hide();
}

void PinNotice::showPins(const QList<DraggedTool> &tools)
{
    if (tools.isEmpty())
        return;
    m_tools = tools;
    if (tools.size() == 1) {
        const DraggedTool &tool = tools.constFirst();
        m_label->setText(tr("Pinned %1 from %2 at version %3 for the whole catalog: every "
                            "procedure, skill and bundle using it gets that version.")
                             .arg(TextSafety::shortened(tool.name, 80),
                                  TextSafety::shortened(tool.provider, 80),
                                  QString::number(tool.version)));
    } else {
        QStringList names;
        for (const DraggedTool &tool : tools)
            names.append(
                tr("%1 at version %2")
                    .arg(TextSafety::shortened(tool.name, 80), QString::number(tool.version)));
        m_label->setText(tr("Pinned %1 for the whole catalog: every procedure, skill and bundle "
                            "using them gets those versions.")
                             .arg(names.join(QStringLiteral(", "))));
    }
    m_undo->setEnabled(bool(m_catalog));
    show();
}

void PinNotice::undo()
{
    if (!m_catalog || m_tools.isEmpty())
        return;
    m_undo->setEnabled(false);
    m_catalog->userData().edit(
        [tools = m_tools](CatalogDatabase &database, UserDataEditor &editor) {
            QStringList errors;
            for (const DraggedTool &tool : tools) {
                // A pin changed since (the Versions panel) is the user's, not the drop's.
                const std::optional<Pin> pin = database.pinOf(tool.provider, tool.toolId);
                QString error;
                if (pin && pin->version == tool.version
                    && !editor.unpin(tool.provider, tool.toolId, &error))
                    errors.append(error);
            }
            return errors;
        },
        this,
        [this](const QStringList &errors) {
            m_tools.clear();
            if (errors.isEmpty()) {
                hide();
            } else {
                m_label->setText(tr("The pins could not all be undone: %1")
                                     .arg(errors.join(QStringLiteral("; "))));
            }
        });
}

} // namespace Toolshelf
