// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/versionspanel.h"

#include "catalog/catalogservice.h"
#include "common/confirmpresenter.h"

#include "catalog/catalogstore.h"
#include "core/textsafety.h"
#include "dialects/dialectregistry.h"
#include "itemmodels/versionlistmodel.h"
#include "providers/providerregistry.h"
#include "sync/versionhistoryfetch.h"
#include "toolpane/versiondiffview.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

namespace Toolshelf {

namespace {

// Messages carry provider text (names, errors): shown plain, made visible, bounded.
QString plain(const QString &raw)
{
    constexpr qsizetype Limit = 500;
    return TextSafety::escapeLine(raw.left(Limit))
        + (raw.size() > Limit ? QStringLiteral("…") : QString());
}

} // namespace

struct VersionsPanel::Loaded
{
    QList<StoredSignature> versions;
    std::optional<Pin> pin;
    // Some number from 1 to the current version is not stored.
    bool missing = true;
};

VersionsPanel::VersionsPanel(CatalogServices services, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
    , m_model(new VersionListModel(this))
{
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("versionsStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_retry = new QPushButton(tr("Fetch a&gain"), this);
    m_retry->setObjectName(QStringLiteral("versionsRetry"));
    m_retry->hide();
    connect(m_retry, &QPushButton::clicked, this, &VersionsPanel::retryFetch);
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_retry);

    m_list = new QTreeView(this);
    m_list->setObjectName(QStringLiteral("versionList"));
    m_list->setAccessibleName(tr("Versions"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setModel(m_model);
    m_list->header()->setStretchLastSection(true);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &VersionsPanel::updateButtons);

    m_pin = new QPushButton(tr("&Pin this version"), this);
    m_pin->setObjectName(QStringLiteral("versionsPin"));
    connect(m_pin, &QPushButton::clicked, this, &VersionsPanel::pinSelected);
    m_unpin = new QPushButton(tr("&Unpin"), this);
    m_unpin->setObjectName(QStringLiteral("versionsUnpin"));
    connect(m_unpin, &QPushButton::clicked, this, &VersionsPanel::unpin);
    m_update = new QPushButton(tr("Update to lat&est"), this);
    m_update->setObjectName(QStringLiteral("versionsUpdate"));
    connect(m_update, &QPushButton::clicked, this, &VersionsPanel::updateToLatest);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_pin);
    actions->addWidget(m_unpin);
    actions->addWidget(m_update);
    actions->addStretch();

    m_from = new QComboBox(this);
    m_from->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_from->setObjectName(QStringLiteral("versionsFrom"));
    m_to = new QComboBox(this);
    m_to->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_to->setObjectName(QStringLiteral("versionsTo"));
    for (QComboBox *chooser : {m_from, m_to}) {
        chooser->setModel(m_model);
        chooser->setModelColumn(VersionListModel::VersionColumn);
        connect(chooser, &QComboBox::currentIndexChanged, this, &VersionsPanel::updateDiff);
    }
    auto *choosers = new QHBoxLayout;
    auto *compare = new QLabel(tr("Co&mpare"), this);
    compare->setBuddy(m_from);
    auto *with = new QLabel(tr("&with"), this);
    with->setBuddy(m_to);
    choosers->addWidget(compare);
    choosers->addWidget(m_from);
    choosers->addWidget(with);
    choosers->addWidget(m_to);
    choosers->addStretch();

    m_diff = new VersionDiffView(this);
    m_diff->setObjectName(QStringLiteral("versionDiff"));
    m_diff->setAccessibleName(tr("Differences between the versions"));

    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(statusRow);
    topLayout->addWidget(m_list);
    topLayout->addLayout(actions);
    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addLayout(choosers);
    bottomLayout->addWidget(m_diff);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    clearTool();
}

// The fetch is a child: deleting it with the panel cancels its request.
VersionsPanel::~VersionsPanel() = default;

void VersionsPanel::setConfirmPresenter(ConfirmPresenter presenter)
{
    m_confirm = std::move(presenter);
}

void VersionsPanel::setTool(const QString &provider, const QString &toolId)
{
    if (provider == m_provider && toolId == m_toolId)
        return reload();
    cancelFetch();
    m_answers.dropAll();
    m_provider = provider;
    m_toolId = toolId;
    m_fetchTried = false;
    m_fetchFailed = false;
    m_busy = false;
    m_model->clear();
    m_diff->clearDiff();
    setStatus(tr("Reading the stored versions…"));
    load();
}

void VersionsPanel::clearTool()
{
    cancelFetch();
    m_answers.dropAll();
    m_provider.clear();
    m_toolId.clear();
    m_fetchFailed = false;
    m_busy = false;
    m_model->clear();
    m_diff->clearDiff();
    setStatus(tr("No tool selected."));
    updateButtons();
}

void VersionsPanel::reload()
{
    if (!m_toolId.isEmpty())
        load();
}

void VersionsPanel::load()
{
    if (!m_services.catalog)
        return setStatus(tr("The catalog is not available."), true);
    m_services.catalog->run(
        [provider = m_provider, toolId = m_toolId](CatalogDatabase &db) {
            Loaded result;
            result.pin = db.pinOf(provider, toolId);
            QList<qint64> numbers = db.versionNumbers(provider, toolId);
            // The pin keeps its own copy, listed even if the provider's is gone.
            if (result.pin && !numbers.contains(result.pin->version))
                numbers.append(result.pin->version);
            for (qint64 number : std::as_const(numbers)) {
                if (std::optional<StoredSignature> stored = db.signature(provider, toolId, number))
                    result.versions.append(*stored);
            }
            if (!result.versions.isEmpty()) {
                const qint64 current = result.versions.constFirst().signature.currentVersion;
                const auto held = std::count_if(numbers.cbegin(), numbers.cend(),
                                                [&](qint64 n) { return n >= 1 && n <= current; });
                result.missing = held < current;
            }
            return result;
        },
        this,
        [this, ticket = m_answers.latest()](const Loaded &result) {
            if (m_answers.isCurrent(ticket))
                loaded(result);
        });
}

void VersionsPanel::loaded(const Loaded &result)
{
    const qint64 from = m_from->currentData(VersionListModel::VersionNumberRole).toLongLong();
    const qint64 to = m_to->currentData(VersionListModel::VersionNumberRole).toLongLong();
    const qint64 selected
        = m_list->currentIndex().data(VersionListModel::VersionNumberRole).toLongLong();
    // The user's choices stay while the same versions are listed (after a pin
    // change); new versions (after a fetch) bring the defaults back.
    const bool sameVersions = m_model->rowCount() == result.versions.size();
    m_model->setVersions(result.versions, result.pin);
    {
        const QSignalBlocker blockFrom(m_from);
        const QSignalBlocker blockTo(m_to);
        if (sameVersions && m_model->rowOf(from) >= 0 && m_model->rowOf(to) >= 0) {
            m_from->setCurrentIndex(m_model->rowOf(from));
            m_to->setCurrentIndex(m_model->rowOf(to));
        } else {
            chooseDefaults();
        }
    }
    const int listRow
        = m_model->rowOf(selected) >= 0 ? m_model->rowOf(selected) : m_to->currentIndex();
    if (listRow >= 0)
        m_list->setCurrentIndex(m_model->index(listRow, 0));
    updateDiff();

    if (!isFetching()) {
        if (result.missing && !m_fetchTried)
            startFetch();
        else if (m_model->rowCount() == 0)
            setStatus(tr("No version of this tool is in the catalog."));
        else
            setStatus(tr("%n version(s) in the catalog.", nullptr, m_model->rowCount()));
    }
    updateButtons();
    Q_EMIT versionsLoaded();
}

void VersionsPanel::chooseDefaults()
{
    // Newest on the right; on the left what the user uses (the pin), else
    // the version before the newest.
    const int to = qMax(0, m_model->rowOf(m_model->currentVersion()));
    int from = qMin(to + 1, m_model->rowCount() - 1);
    if (const std::optional<Pin> pin = m_model->pin();
        pin && m_model->rowOf(pin->version) >= 0 && pin->version != m_model->currentVersion())
        from = m_model->rowOf(pin->version);
    m_to->setCurrentIndex(m_model->rowCount() > 0 ? to : -1);
    m_from->setCurrentIndex(m_model->rowCount() > 0 ? from : -1);
}

void VersionsPanel::retryFetch()
{
    if (m_toolId.isEmpty() || isFetching())
        return;
    startFetch();
}

void VersionsPanel::startFetch()
{
    m_fetchTried = true;
    // Until it fails again: a provider that was not configured may be now.
    m_fetchFailed = true;
    const std::optional<Provider> provider
        = m_services.providers ? m_services.providers->find(m_provider) : std::nullopt;
    if (!provider) {
        setStatus(tr("Some versions are not in the catalog, and %1 is not a configured provider "
                     "to fetch them from.")
                      .arg(plain(m_provider)),
                  true);
        return updateButtons();
    }
    if (!m_services.clients || !m_services.catalog) {
        setStatus(tr("Some versions are not in the catalog, and they cannot be fetched here."),
                  true);
        return updateButtons();
    }
    m_fetch = new VersionHistoryFetch(m_services.clients, m_services.catalog, *provider, m_toolId,
                                      this);
    connect(m_fetch, &VersionHistoryFetch::progressed, this, [this](int pages, int versions) {
        setStatus(tr("Fetching the version history from %1, page %2: %n version(s) so far…",
                     nullptr, versions)
                      .arg(plain(m_provider), QString::number(pages)));
    });
    connect(m_fetch, &VersionHistoryFetch::finished, this, &VersionsPanel::fetchFinished);
    m_fetchFailed = false;
    setStatus(tr("Fetching the version history from %1…").arg(plain(m_provider)));
    updateButtons();
    m_fetch->start();
}

void VersionsPanel::fetchFinished(const std::optional<Error> &error)
{
    m_fetch->deleteLater();
    m_fetch = nullptr;
    if (error) {
        m_fetchFailed = true;
        setStatus(tr("Could not fetch the version history from %1: %2")
                      .arg(plain(m_provider), plain(error->text())),
                  true);
        return updateButtons();
    }
    setStatus(tr("Fetched the version history."));
    load();
}

void VersionsPanel::cancelFetch()
{
    if (!m_fetch)
        return;
    // Deleting it cancels it without the finished() that would report a failure.
    disconnect(m_fetch, nullptr, this, nullptr);
    delete m_fetch.data();
}

void VersionsPanel::updateDiff()
{
    const std::optional<StoredSignature> from = m_model->version(m_from->currentIndex());
    const std::optional<StoredSignature> to = m_model->version(m_to->currentIndex());
    // Inputs served as JSON Schema are compared as such, nested members included.
    const bool schemas = from && to && Dialects::servesJsonSchema(from->tool)
        && Dialects::servesJsonSchema(to->tool);
    if (from && to)
        m_diff->setVersions(from->signature, to->signature, schemas ? &from->tool.input : nullptr,
                            schemas ? &to->tool.input : nullptr);
    else
        m_diff->clearDiff();
}

void VersionsPanel::updateButtons()
{
    const bool idle = !m_busy && !m_toolId.isEmpty() && m_services.catalog;
    const std::optional<Pin> pin = m_model->pin();
    const std::optional<StoredSignature> selected = m_model->version(m_list->currentIndex().row());
    const qint64 current = m_model->currentVersion();
    m_pin->setText(selected ? tr("&Pin version %1").arg(selected->signature.version)
                            : tr("&Pin this version"));
    m_pin->setEnabled(idle && selected && !(pin && pin->digest == selected->digest));
    m_unpin->setEnabled(idle && pin.has_value());
    m_update->setEnabled(idle && pin && current > pin->version && m_model->rowOf(current) >= 0);
    m_retry->setVisible(m_fetchFailed && !isFetching() && !m_toolId.isEmpty());
}

void VersionsPanel::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #b00020") : QString());
    updateButtons();
}

void VersionsPanel::pinSelected()
{
    if (const std::optional<StoredSignature> selected
        = m_model->version(m_list->currentIndex().row()))
        changePin(selected->signature.version, selected->digest);
}

void VersionsPanel::unpin()
{
    changePin(std::nullopt, {});
}

void VersionsPanel::updateToLatest()
{
    const std::optional<Pin> pin = m_model->pin();
    const qint64 current = m_model->currentVersion();
    const std::optional<StoredSignature> latest = m_model->version(m_model->rowOf(current));
    if (!pin || !latest || m_model->rowOf(pin->version) < 0)
        return;
    // The diff first: what the agent will see change.
    m_from->setCurrentIndex(m_model->rowOf(pin->version));
    m_to->setCurrentIndex(m_model->rowOf(current));
    updateDiff();
    QString text = tr("Pin version %1 of %2 instead of version %3?\n\nThe check says: %4.")
                       .arg(QString::number(current), plain(latest->signature.name),
                            QString::number(pin->version), m_diff->verdict());
    QStringList breaks;
    for (const SignatureChange &change : m_diff->changes()) {
        if (change.isBreaking())
            breaks << QStringLiteral("• ") + plain(change.summary);
    }
    if (!breaks.isEmpty())
        text += u'\n' + breaks.join(u'\n');
    // A breaking update is a cautious question: Enter keeps the pin.
    const ConfirmPresenter confirm = m_confirm ? m_confirm : messageBoxConfirm(!breaks.isEmpty());
    confirm(this, tr("Update to the latest version"), text,
            [panel = QPointer<VersionsPanel>(this), ticket = m_answers.latest(), current,
             digest = latest->digest](bool yes) {
                if (yes && panel && panel->m_answers.isCurrent(ticket))
                    panel->changePin(current, digest);
            });
}

void VersionsPanel::changePin(std::optional<qint64> version, const QByteArray &digest)
{
    if (m_busy || m_toolId.isEmpty() || !m_services.catalog)
        return;
    m_busy = true;
    updateButtons();
    m_services.catalog->userData().edit(
        [provider = m_provider, toolId = m_toolId, version, digest](CatalogDatabase &,
                                                                    UserDataEditor &editor) {
            QString error;
            const bool ok = version ? editor.pin(provider, toolId, *version, &error, digest)
                                    : editor.unpin(provider, toolId, &error);
            return ok ? QString() : (error.isEmpty() ? tr("unknown error") : error);
        },
        this,
        [this, ticket = m_answers.latest(), provider = m_provider,
         toolId = m_toolId](const QString &error) {
            if (!m_answers.isCurrent(ticket))
                return;
            m_busy = false;
            updateButtons();
            if (!error.isEmpty()) {
                return setStatus(tr("The pin was not changed: %1").arg(plain(error)), true);
            }
            load();
            Q_EMIT pinChanged(provider, toolId);
        });
}

} // namespace Toolshelf
