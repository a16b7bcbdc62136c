// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogtypes.h"
#include "catalog/cataloguserdata.h"
#include "common/catalogservices.h"
#include "common/confirmpresenter.h"
#include "core/staleanswers.h"
#include "sync/versionhistoryfetch.h"

#include <QPointer>
#include <QWidget>

#include <functional>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QPushButton;
class QTreeView;
QT_END_NAMESPACE

namespace Toolshelf {

class VersionDiffView;
class VersionListModel;

// The Versions tab of one tool: every version the catalog holds (the whole
// history fetched from the provider on demand when some are missing), any two
// compared side by side, and the pin: pin a version, unpin, or update to the
// latest after seeing what changed since the pinned one.
class VersionsPanel final : public QWidget
{
    Q_OBJECT

public:
    // Needs services.catalog; fetching the history also needs providers,
    // network and credentials (without them only stored versions are listed).
    explicit VersionsPanel(CatalogServices services, QWidget *parent = nullptr);
    ~VersionsPanel() override;

    // Shows the tool's versions; a history fetch for another tool is cancelled.
    void setTool(const QString &provider, const QString &toolId);
    void clearTool();
    // Reads the tool's versions and pin again (after a sync).
    void reload();
    // Fetches the tool's history from its provider again.
    void retryFetch();

    // Replaces the question box (tests). Unset, the update question is a
    // message box whose default answer is No when the update breaks the pin.
    void setConfirmPresenter(ConfirmPresenter presenter);

    QString provider() const { return m_provider; }
    QString toolId() const { return m_toolId; }
    bool isFetching() const { return m_fetch != nullptr; }

    QTreeView *versionList() const { return m_list; }
    VersionListModel *versionModel() const { return m_model; }
    QComboBox *fromChooser() const { return m_from; }
    QComboBox *toChooser() const { return m_to; }
    VersionDiffView *diffView() const { return m_diff; }
    QLabel *statusLabel() const { return m_status; }
    QPushButton *retryButton() const { return m_retry; }
    QPushButton *pinButton() const { return m_pin; }
    QPushButton *unpinButton() const { return m_unpin; }
    QPushButton *updateButton() const { return m_update; }

Q_SIGNALS:
    // The tool's pin was set, moved or removed: the list and details show
    // the pinned signature, so they need reading again.
    void pinChanged(const QString &provider, const QString &toolId);
    // The versions were read from the catalog (after setTool, reload, a fetch or a pin).
    void versionsLoaded();

private:
    struct Loaded;

    void load();
    void loaded(const Loaded &result);
    void startFetch();
    void fetchFinished(const std::optional<Error> &error);
    void cancelFetch();
    void chooseDefaults();
    void updateDiff();
    void updateButtons();
    void setStatus(const QString &text, bool error = false);
    void pinSelected();
    void unpin();
    void updateToLatest();
    void changePin(std::optional<qint64> version, const QByteArray &digest);

    CatalogServices m_services;
    // Empty: messageBoxConfirm(), cautious or not as the question needs.
    ConfirmPresenter m_confirm;
    VersionListModel *m_model;
    QTreeView *m_list = nullptr;
    QComboBox *m_from = nullptr;
    QComboBox *m_to = nullptr;
    VersionDiffView *m_diff = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_retry = nullptr;
    QPushButton *m_pin = nullptr;
    QPushButton *m_unpin = nullptr;
    QPushButton *m_update = nullptr;
    QPointer<VersionHistoryFetch> m_fetch;
    QString m_provider;
    QString m_toolId;
    // Bumped on every tool switch: answers for an earlier tool are dropped.
    StaleAnswers m_answers;
    // The history is fetched by itself once per tool; after that only on Retry.
    bool m_fetchTried = false;
    // The last fetch failed (or could not start): Retry is offered.
    bool m_fetchFailed = false;
    bool m_busy = false;
};

} // namespace Toolshelf
