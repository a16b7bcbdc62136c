// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/toolpane.h"

#include "catalog/catalogservice.h"
#include "catalog/catalogstore.h"
#include "net/imagecache.h"
#include "toolpane/descriptioneditor.h"
#include "toolpane/tooldetailsview.h"
#include "toolpane/tryitpanel.h"
#include "toolpane/versionspanel.h"

#include <QAction>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace Toolshelf {

ToolPane::ToolPane(CatalogServices services, QWidget *parent)
    : QTabWidget(parent)
    , m_services(services)
{
    setObjectName(QStringLiteral("toolPane"));
    setAccessibleName(tr("Selected tool"));
    addTab(createDetailsTab(), tr("&Details"));
    m_versions = new VersionsPanel(services, this);
    m_versions->setObjectName(QStringLiteral("versionsPanel"));
    addTab(m_versions, tr("&Versions"));
    m_editor = new DescriptionEditor(services.catalog, this);
    m_editor->setObjectName(QStringLiteral("descriptionEditor"));
    addTab(m_editor, tr("Edit Te&xts"));
    m_tryIt = new TryItPanel(services, this);
    m_tryIt->setObjectName(QStringLiteral("tryItPanel"));
    addTab(m_tryIt, tr("&Try It"));

    connect(this, &QTabWidget::currentChanged, this, &ToolPane::followInCurrentTab);
    // Pins and overrides of the shown tool, changed here or anywhere else.
    if (m_services.catalog)
        connect(&m_services.catalog->userData(), &CatalogService::userDataChanged, this,
                [this](const QList<ToolKey> &tools) {
                    if (tools.contains(ToolKey {m_provider, m_toolId}))
                        reload();
                });
    connect(m_tryIt, &TryItPanel::invocationFinished, this, [this](bool ok) {
        Q_EMIT message(ok ? tr("The tool answered.") : tr("The call failed."));
    });
    if (m_services.images)
        connect(m_services.images, &ImageCache::ready, this,
                [this](const QUrl &url, const QImage &image) {
                    if (url == m_shownImage)
                        m_details->setImage(image);
                });
    clearTool();
}

ToolPane::~ToolPane() = default;

QWidget *ToolPane::createDetailsTab()
{
    auto *tab = new QWidget(this);
    m_pin = new QPushButton(tab);
    m_pin->setObjectName(QStringLiteral("pinButton"));
    connect(m_pin, &QPushButton::clicked, this, &ToolPane::togglePin);
    // Pinning is the designer's most frequent decision: a key for it
    // wherever the focus is in the window (the list, most of the time).
    m_pinAction = new QAction(tr("Pin or Unpin the Tool"), this);
    m_pinAction->setObjectName(QStringLiteral("pinAction"));
    m_pinAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_pinAction->setShortcutContext(Qt::WindowShortcut);
    connect(m_pinAction, &QAction::triggered, this, [this] {
        if (m_pin->isEnabled())
            togglePin();
    });
    addAction(m_pinAction);
    m_pin->setToolTip(tr("Pin the version shown, or unpin it (%1)")
                          .arg(m_pinAction->shortcut().toString(QKeySequence::NativeText)));
    m_details = new ToolDetailsView(tab);
    m_details->setObjectName(QStringLiteral("toolDetails"));
    m_details->setAccessibleName(tr("Tool details"));
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_pin);
    actions->addStretch(1);
    auto *layout = new QVBoxLayout(tab);
    layout->addLayout(actions);
    layout->addWidget(m_details, 1);
    return tab;
}

void ToolPane::showTool(const QString &provider, const QString &toolId)
{
    // Pin pressed while the tool was being stored: it pins once shown.
    m_pinWhenLoaded
        = m_storing && m_storing->pinWhenStored && provider == m_provider && toolId == m_toolId;
    m_storing.reset();
    m_provider = provider;
    m_toolId = toolId;
    load();
    followInCurrentTab();
}

void ToolPane::showStoring(const QString &provider, const QString &toolId, const QString &name,
                           const QString &description)
{
    clearTool();
    m_provider = provider;
    m_toolId = toolId;
    m_storing = Storing {name, description, false};
    m_details->showStoring(name, provider, description);
    setPin(tr("&Pin when stored"), bool(m_services.catalog));
}

void ToolPane::storingFailed(const QString &provider, const QString &toolId, const QString &error)
{
    if (!m_storing || provider != m_provider || toolId != m_toolId)
        return;
    m_details->showStoring(m_storing->name, m_provider, m_storing->description, error);
    m_storing->pinWhenStored = false;
    setPin(tr("&Pin"), false);
}

void ToolPane::clearTool()
{
    m_storing.reset();
    m_pinWhenLoaded = false;
    m_answers.dropAll();
    m_provider.clear();
    m_toolId.clear();
    m_shownImage.clear();
    m_details->clearTool();
    m_editor->clearTool();
    m_versions->clearTool();
    m_tryIt->clearTool();
    updatePinButton({});
}

void ToolPane::reload()
{
    // A tool being stored is shown once the browser selects it stored.
    if (m_toolId.isEmpty() || m_storing)
        return;
    load();
    followInCurrentTab();
}

bool ToolPane::hasUnappliedChanges() const
{
    return m_editor->hasUnappliedChanges();
}

// The details and the editor show the displayed version (pinned, else
// current) with the user's texts.
void ToolPane::load()
{
    if (!m_services.catalog || m_toolId.isEmpty())
        return;
    const StaleAnswers::Ticket ticket = m_answers.ask();
    m_services.catalog->run(
        [provider = m_provider, toolId = m_toolId](CatalogDatabase &db) {
            return db.editedSignature(provider, toolId);
        },
        this,
        [this, ticket](const std::optional<EditedSignature> &tool) {
            if (m_answers.isCurrent(ticket))
                loaded(tool);
        });
}

void ToolPane::loaded(const std::optional<EditedSignature> &tool)
{
    updatePinButton(tool);
    const bool pin = std::exchange(m_pinWhenLoaded, false) && tool && !m_pinned;
    if (!tool) {
        m_details->clearTool();
        m_editor->clearTool();
        return;
    }
    // The same tool read again keeps its image.
    const bool sameImage = m_shownImage == QUrl(tool->vendor.signature.img);
    const QImage image = sameImage && m_details->hasImage() ? m_details->image() : QImage();
    m_details->setTool(*tool);
    m_editor->setTool(*tool);
    if (!image.isNull())
        m_details->setImage(image);
    else
        showImage(tool->vendor.signature.img);
    if (pin)
        togglePin();
}

// At once when cached, else when the cache has it (see the constructor),
// unless another tool is shown by then.
void ToolPane::showImage(const QString &img)
{
    m_shownImage = QUrl(img);
    if (img.isEmpty() || !m_services.images)
        return;
    if (const auto image = m_services.images->image(m_shownImage))
        m_details->setImage(*image);
}

void ToolPane::followInCurrentTab()
{
    if (m_toolId.isEmpty())
        return;
    // The same tool again only reads its versions again.
    if (currentWidget() == m_versions)
        m_versions->setTool(m_provider, m_toolId);
    if (currentWidget() == m_tryIt)
        m_tryIt->setTool(m_provider, m_toolId);
}

void ToolPane::setPin(const QString &text, bool enabled)
{
    m_pin->setText(text);
    m_pin->setEnabled(enabled);
    m_pinAction->setEnabled(enabled);
}

void ToolPane::updatePinButton(const std::optional<EditedSignature> &tool)
{
    m_pinned = tool && tool->vendor.flags.pinned;
    if (!tool)
        return setPin(tr("&Pin"), false);
    const qint64 version = tool->vendor.signature.version;
    setPin(m_pinned ? tr("Un&pin version %1").arg(version) : tr("&Pin version %1").arg(version),
           bool(m_services.catalog));
}

// Pins the version shown (the current one of an unpinned tool), or unpins.
void ToolPane::togglePin()
{
    if (m_storing) {
        m_storing->pinWhenStored = true;
        setPin(tr("Pins when stored"), false);
        return;
    }
    if (m_toolId.isEmpty() || !m_services.catalog || !m_details->hasTool())
        return;
    const qint64 version = m_details->tool().vendor.signature.version;
    setPin(m_pin->text(), false);
    m_services.catalog->userData().edit(
        [provider = m_provider, toolId = m_toolId, version,
         pinned = m_pinned](CatalogDatabase &, UserDataEditor &editor) {
            QString error;
            const bool ok = pinned ? editor.unpin(provider, toolId, &error)
                                   : editor.pin(provider, toolId, version, &error);
            return ok ? QString() : error;
        },
        this,
        [this](const QString &error) {
            // A pin made is announced by the catalog service, which reloads
            // the pane; one refused changed nothing, so the pane reads the
            // tool again itself (the button was disabled while asking).
            if (error.isEmpty())
                return;
            Q_EMIT message(tr("The pin was not changed: %1").arg(error));
            reload();
        });
}

} // namespace Toolshelf
