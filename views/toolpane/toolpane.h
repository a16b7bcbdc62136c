// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/catalogservices.h"
#include "core/staleanswers.h"

#include <QTabWidget>
#include <QUrl>

QT_BEGIN_NAMESPACE
class QAction;
class QPushButton;
QT_END_NAMESPACE

namespace Toolshelf {

class DescriptionEditor;
class ToolDetailsView;
class TryItPanel;
class VersionsPanel;
struct EditedSignature;

// The right-hand side of the browser, for the selected tool: its details
// (and pin), its versions and their differences, its texts to rewrite, and a
// form to try it. Tabs other than the details follow the tool only while
// they are shown, so nothing is fetched for a tab nobody looks at.
class ToolPane final : public QTabWidget
{
    Q_OBJECT

public:
    explicit ToolPane(CatalogServices services, QWidget *parent = nullptr);
    ~ToolPane() override;

    void showTool(const QString &provider, const QString &toolId);
    void clearTool();
    // A tool a provider's search found, while it is being stored: shown
    // from what the search said; Pin pins it once showTool() shows it stored.
    void showStoring(const QString &provider, const QString &toolId, const QString &name,
                     const QString &description);
    // Storing that tool failed, if it is the one showStoring() shows.
    void storingFailed(const QString &provider, const QString &toolId, const QString &error);
    // Reads the shown tool again (after a sync).
    void reload();
    // Text typed in the editor and not applied, which closing would lose.
    bool hasUnappliedChanges() const;

    QPushButton *pinButton() const { return m_pin; }
    // The pin button's action, with its shortcut (Ctrl+P) anywhere in the window.
    QAction *pinAction() const { return m_pinAction; }
    ToolDetailsView *details() const { return m_details; }
    VersionsPanel *versions() const { return m_versions; }
    DescriptionEditor *editor() const { return m_editor; }
    TryItPanel *tryIt() const { return m_tryIt; }

Q_SIGNALS:
    // Something the status bar should say.
    void message(const QString &text);

private:
    QWidget *createDetailsTab();
    void load();
    void loaded(const std::optional<EditedSignature> &tool);
    void showImage(const QString &img);
    void followInCurrentTab();
    void updatePinButton(const std::optional<EditedSignature> &tool);
    // The pin button's text and whether it and its shortcut work.
    void setPin(const QString &text, bool enabled);
    void togglePin();

    CatalogServices m_services;
    ToolDetailsView *m_details = nullptr;
    QPushButton *m_pin = nullptr;
    QAction *m_pinAction = nullptr;
    VersionsPanel *m_versions = nullptr;
    DescriptionEditor *m_editor = nullptr;
    TryItPanel *m_tryIt = nullptr;
    QString m_provider;
    QString m_toolId;
    // Numbers each load; an answer for an older one is dropped.
    StaleAnswers m_answers;
    bool m_pinned = false;
    QUrl m_shownImage;
    // A tool being stored (showStoring()): what it said of it, and whether
    // Pin was pressed, to pin it once it is shown stored.
    struct Storing
    {
        QString name;
        QString description;
        bool pinWhenStored = false;
    };
    std::optional<Storing> m_storing;
    bool m_pinWhenLoaded = false;
};

} // namespace Toolshelf
