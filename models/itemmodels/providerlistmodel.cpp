// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "itemmodels/providerlistmodel.h"

#include "catalog/catalogstore.h"
#include "core/textsafety.h"
#include "dialects/dialectregistry.h"
#include "providers/credentialstore.h"
#include "providers/providerregistry.h"
#include "sync/syncengine.h"

#include <QLocale>
#include <QSet>

namespace Toolshelf {

namespace {

// Sync errors can quote what a provider sent; a tooltip shows the start.
constexpr qsizetype MaxShownError = 500;

// The roles that depend on the catalog and on a running sync.
const QList<int> &stateRoles()
{
    using namespace ProviderRoles;
    static const QList<int> roles {
        Qt::ToolTipRole,   LastSyncRole,      ToolCountRole, SyncingRole,       PagesRole,
        ToolsFetchedRole,  BytesRole,         LastErrorRole, LastErrorTimeRole, SavingRole,
        LastErrorCodeRole, ToolsExpectedRole, WaitingForRole};
    return roles;
}

// The protocol's name for people; the id itself for one this build lacks.
QString dialectLabel(const QString &id)
{
    const ToolDialect *dialect = Dialects::find(id);
    return dialect ? dialect->displayName() : TextSafety::escapeLine(id);
}

QString shownTime(const QDateTime &time)
{
    return QLocale().toString(time.toLocalTime(), QLocale::ShortFormat);
}

QString shownError(const QString &error)
{
    return TextSafety::shortened(error, MaxShownError + 1);
}

} // namespace

ProviderListModel::ProviderListModel(const ProviderRegistry *registry, SyncEngine *engine,
                                     CatalogStore *catalog, CredentialStore *credentials,
                                     QObject *parent)
    : QAbstractListModel(parent)
    , m_registry(registry)
    , m_engine(engine)
    , m_catalog(catalog)
    , m_credentials(credentials)
{
    if (m_engine) {
        connect(m_engine, &SyncEngine::started, this, &ProviderListModel::syncStarted);
        connect(m_engine, &SyncEngine::progressed, this, &ProviderListModel::syncProgressed);
        connect(m_engine, &SyncEngine::providerFinished, this,
                [this](const QString &name, const SyncSummary &,
                       const std::optional<Error> &error) { syncFinished(name, error); });
    }
    if (m_credentials) {
        // Only writes and removals change which secrets are held for the session.
        connect(m_credentials, &CredentialStore::writeFinished, this,
                [this](const QString &providerId) { secretChanged(providerId); });
        connect(m_credentials, &CredentialStore::removeFinished, this,
                [this](const QString &providerId) { secretChanged(providerId); });
    }
}

void ProviderListModel::reload()
{
    if (m_registry)
        return setProviders(m_registry->providers());
    QStringList names;
    for (const Row &row : std::as_const(m_rows))
        names.append(row.provider.name);
    requestStates(names);
}

void ProviderListModel::setProviders(const QList<Provider> &providers)
{
    QList<Provider> wanted;
    QSet<QString> names;
    for (const Provider &p : providers) {
        if (!names.contains(p.name)) {
            names.insert(p.name);
            wanted.append(p);
        }
    }

    // Rows whose provider is gone, bottom-up, in contiguous runs.
    for (int last = int(m_rows.size()) - 1; last >= 0;) {
        if (names.contains(m_rows.at(last).provider.name)) {
            --last;
            continue;
        }
        int first = last;
        while (first > 0 && !names.contains(m_rows.at(first - 1).provider.name))
            --first;
        beginRemoveRows({}, first, last);
        m_rows.remove(first, last - first + 1);
        endRemoveRows();
        last = first - 1;
    }

    // Every remaining row is wanted. Walking the wanted order, rows before `i`
    // are in place: a kept row further down moves up to `i` (keeping its
    // persistent indexes), and a run of new providers is inserted at once.
    for (int i = 0; i < int(wanted.size());) {
        const Provider &p = wanted.at(i);
        if (i < int(m_rows.size()) && m_rows.at(i).provider.name == p.name) {
            updateProvider(i, p);
            ++i;
            continue;
        }
        if (const int from = rowOf(p.name); from >= 0) {
            beginMoveRows({}, from, from, {}, i);
            m_rows.move(from, i);
            endMoveRows();
            updateProvider(i, p);
            ++i;
            continue;
        }
        int end = i + 1;
        while (end < int(wanted.size()) && rowOf(wanted.at(end).name) < 0)
            ++end;
        beginInsertRows({}, i, end - 1);
        for (int k = i; k < end; ++k)
            m_rows.insert(k, newRow(wanted.at(k)));
        endInsertRows();
        i = end;
    }

    updateShadowed();
    QStringList all;
    for (const Provider &p : std::as_const(wanted))
        all.append(p.name);
    requestStates(all);
}

void ProviderListModel::updateShadowed()
{
    using namespace ProviderRoles;
    const QList<Provider> shadowed = m_registry ? m_registry->shadowed() : QList<Provider>();
    for (int i = 0; i < int(m_rows.size()); ++i) {
        Row &row = m_rows[i];
        std::optional<Provider> own;
        for (const Provider &p : shadowed) {
            if (row.provider.locked && p.name == row.provider.name)
                own = p;
        }
        if (own == row.shadowedOwn)
            continue;
        row.shadowedOwn = own;
        rowChanged(i, {Qt::ToolTipRole, ShadowsOwnRole});
    }
}

std::optional<Provider> ProviderListModel::provider(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.row() >= int(m_rows.size()))
        return std::nullopt;
    return m_rows.at(index.row()).provider;
}

QModelIndex ProviderListModel::indexOf(const QString &name) const
{
    const int row = rowOf(name);
    return row < 0 ? QModelIndex() : index(row);
}

int ProviderListModel::rowCount(const QModelIndex &parent) const
{
    // A list: only the invisible root has children.
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant ProviderListModel::data(const QModelIndex &index, int role) const
{
    using namespace ProviderRoles;
    if (!index.isValid() || index.model() != this || index.column() != 0
        || index.row() >= int(m_rows.size()))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        // Registry names are checked, but a provider list may come from anywhere.
        return TextSafety::escapeLine(row.provider.name);
    case Qt::ToolTipRole:
        return toolTip(row);
    case NameRole:
        return row.provider.name;
    case BaseUrlRole:
        return row.provider.baseUrl;
    case DialectRole:
        return row.provider.dialect;
    case AuthRole:
        return int(row.provider.auth);
    case LockedRole:
        return row.provider.locked;
    case LastSyncRole:
        return row.known ? row.state.lastSuccess : QDateTime();
    case ToolCountRole:
        return row.known ? QVariant::fromValue(row.toolCount) : QVariant();
    case SyncingRole:
        return isSyncing(row);
    case PagesRole:
        return row.progress.pages;
    case ToolsFetchedRole:
        return QVariant::fromValue(row.progress.tools);
    case ToolsExpectedRole:
        return row.progress.toolsExpected ? QVariant::fromValue(*row.progress.toolsExpected)
                                          : QVariant();
    case BytesRole:
        return QVariant::fromValue(row.progress.bytes);
    case LastErrorRole:
        return lastError(row);
    case LastErrorTimeRole:
        return lastErrorTime(row);
    case LastErrorCodeRole:
        return lastErrorCode(row);
    case SessionOnlySecretRole:
        return row.sessionOnly;
    case ShadowsOwnRole:
        return row.shadowedOwn.has_value();
    case SavingRole:
        return isSyncing(row) && row.progress.saving;
    case WaitingForRole:
        return isSyncing(row) ? row.progress.waitingFor : QString();
    default:
        return {};
    }
}

QString ProviderListModel::syncingLine(const SyncProgress &progress)
{
    if (!progress.waitingFor.isEmpty())
        // Short, for the provider's row; the status bar says why.
        return tr("Waiting for %1").arg(progress.waitingFor);
    const QLocale locale;
    if (progress.saving)
        return tr("Saving to the catalog: tools %1")
            .arg(locale.toString(qlonglong(progress.tools)));
    if (progress.toolsExpected)
        return tr("Syncing: tools %1 of %2, pages %3")
            .arg(locale.toString(qlonglong(progress.tools)),
                 locale.toString(qlonglong(*progress.toolsExpected)),
                 locale.toString(progress.pages));
    return tr("Syncing: pages %1, tools %2")
        .arg(locale.toString(progress.pages), locale.toString(qlonglong(progress.tools)));
}

QHash<int, QByteArray> ProviderListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(providerRoleNames());
    return names;
}

int ProviderListModel::rowOf(const QString &name) const
{
    for (int i = 0; i < int(m_rows.size()); ++i) {
        if (m_rows.at(i).provider.name == name)
            return i;
    }
    return -1;
}

ProviderListModel::Row ProviderListModel::newRow(const Provider &provider) const
{
    Row row;
    row.provider = provider;
    // A sync started before this row existed still shows.
    row.running = m_engine && m_engine->isSyncing(provider.name);
    row.sessionOnly = hasSessionOnlySecret(provider);
    return row;
}

void ProviderListModel::updateProvider(int row, const Provider &provider)
{
    using namespace ProviderRoles;
    Row &r = m_rows[row];
    if (r.provider == provider)
        return;
    r.provider = provider;
    // Another identity (removed and added again) has secrets of its own.
    r.sessionOnly = hasSessionOnlySecret(provider);
    rowChanged(
        row,
        {Qt::ToolTipRole, BaseUrlRole, DialectRole, AuthRole, LockedRole, SessionOnlySecretRole});
}

void ProviderListModel::requestStates(const QStringList &names,
                                      const std::optional<Outcome> &outcome)
{
    if (!m_catalog || names.isEmpty())
        return;
    m_catalog->run(
        [names](CatalogDatabase &db) {
            QList<CatalogAnswer> answers;
            answers.reserve(names.size());
            for (const QString &name : names)
                answers.append({db.syncState(name), db.toolCount(name)});
            return answers;
        },
        this,
        [this, outcome](const QList<CatalogAnswer> &answers) { applyStates(answers, outcome); });
}

void ProviderListModel::applyStates(const QList<CatalogAnswer> &answers,
                                    const std::optional<Outcome> &outcome)
{
    for (const CatalogAnswer &answer : answers) {
        // The provider may have been removed while the catalog was asked.
        const int i = rowOf(answer.state.provider);
        if (i < 0)
            continue;
        Row &row = m_rows[i];
        if (outcome) {
            row.finishing = qMax(0, row.finishing - 1);
            applyOutcome(row, *outcome);
        }
        row.state = answer.state;
        row.toolCount = answer.toolCount;
        row.known = true;
        // Once the catalog has recorded the failure (or a later success), it
        // is the authority again, with its own time of the failure.
        if (row.failure
            && ((row.state.isFailing() && row.state.lastError == row.failure->message)
                || (row.state.lastSuccess.isValid() && row.state.lastSuccess >= row.failure->at)))
            row.failure.reset();
        if (!isSyncing(row))
            row.progress = {};
        rowChanged(i, stateRoles());
    }
}

void ProviderListModel::applyOutcome(Row &row, const Outcome &outcome) const
{
    if (outcome.ok)
        row.failure.reset();
    else
        row.failure = outcome.failure;
    row.lastFailure = outcome.error;
}

void ProviderListModel::syncStarted(const QString &name)
{
    const int i = rowOf(name);
    if (i < 0)
        return;
    m_rows[i].running = true;
    m_rows[i].progress = {};
    rowChanged(i, stateRoles());
}

void ProviderListModel::syncProgressed(const QString &name, const SyncProgress &progress)
{
    using namespace ProviderRoles;
    const int i = rowOf(name);
    if (i < 0)
        return;
    m_rows[i].running = true;
    m_rows[i].progress = progress;
    rowChanged(i,
               {Qt::ToolTipRole, SyncingRole, PagesRole, ToolsFetchedRole, ToolsExpectedRole,
                BytesRole, SavingRole, WaitingForRole});
}

void ProviderListModel::syncFinished(const QString &name, const std::optional<Error> &error)
{
    const int i = rowOf(name);
    if (i < 0)
        return;
    Row &row = m_rows[i];
    row.running = false;
    const Outcome outcome {
        !error, {error ? error->text() : QString(), QDateTime::currentDateTime()}, error};
    if (!m_catalog) {
        applyOutcome(row, outcome);
        row.progress = {};
        rowChanged(i, stateRoles());
        return;
    }
    // The sync's own catalog work was posted before it finished, so this read
    // (the store runs work in order) sees what the sync committed or recorded.
    ++row.finishing;
    requestStates({name}, outcome);
}

void ProviderListModel::secretChanged(const QString &providerId)
{
    using namespace ProviderRoles;
    for (int i = 0; i < int(m_rows.size()); ++i) {
        Row &row = m_rows[i];
        if (row.provider.id != providerId)
            continue;
        const bool sessionOnly = hasSessionOnlySecret(row.provider);
        if (row.sessionOnly == sessionOnly)
            return;
        row.sessionOnly = sessionOnly;
        rowChanged(i, {Qt::ToolTipRole, SessionOnlySecretRole});
        return;
    }
}

bool ProviderListModel::hasSessionOnlySecret(const Provider &provider) const
{
    return m_credentials
        && (m_credentials->isSessionOnly(provider, SecretKind::Secret)
            || m_credentials->isSessionOnly(provider, SecretKind::RefreshToken));
}

void ProviderListModel::rowChanged(int row, const QList<int> &roles)
{
    const QModelIndex changed = index(row);
    Q_EMIT dataChanged(changed, changed, roles);
}

QString ProviderListModel::lastError(const Row &row) const
{
    if (row.failure)
        return row.failure->message;
    return row.known && row.state.isFailing() ? row.state.lastError : QString();
}

QDateTime ProviderListModel::lastErrorTime(const Row &row) const
{
    if (row.failure)
        return row.failure->at;
    return row.known && row.state.isFailing() ? row.state.lastErrorAt : QDateTime();
}

QVariant ProviderListModel::lastErrorCode(const Row &row) const
{
    // Known for the failure this session's sync reported, which the catalog
    // recorded with the same text; not for one an earlier session recorded.
    const QString error = lastError(row);
    if (error.isEmpty() || !row.lastFailure || row.lastFailure->text() != error)
        return {};
    return int(row.lastFailure->rootCode());
}

QString ProviderListModel::toolTip(const Row &row) const
{
    // Rich text on purpose: Qt renders a plain-text tooltip that merely looks
    // like HTML (a provider named "<img src=...>") as HTML. Each line is built
    // as plain text and escaped whole, so no provider text becomes markup.
    // Numbers are labelled rather than counted ("tools: 1"), which reads
    // correctly in every language without plural forms.
    const QLocale locale;
    QStringList lines;
    lines << (isLocal(row.provider)
                  ? tr("Command: %1").arg(TextSafety::escapeLine(providerLocation(row.provider)))
                  : row.provider.baseUrl.isLocalFile()
                  ? tr("Files: %1").arg(TextSafety::escapeLine(providerLocation(row.provider)))
                  : tr("Address: %1")
                        .arg(TextSafety::escapeLine(row.provider.baseUrl.toDisplayString())));
    lines << tr("Sign-in: %1").arg(authLabel(row.provider.auth));
    lines << tr("Protocol: %1").arg(dialectLabel(row.provider.dialect));
    if (isSyncing(row))
        lines << syncingLine(row.progress);
    else if (row.known && row.state.lastSuccess.isValid())
        lines << tr("Last synced: %1").arg(shownTime(row.state.lastSuccess));
    else if (row.known)
        lines << tr("Never synced");
    if (row.known)
        lines << tr("Tools in the catalog: %1").arg(locale.toString(qlonglong(row.toolCount)));
    if (const QString error = lastError(row); !error.isEmpty())
        lines << tr("The last sync failed (%1): %2")
                     .arg(shownTime(lastErrorTime(row)), shownError(error));
    // What a successful sync wants the user to know (a pinned tool withdrawn).
    if (row.known)
        for (const QString &note : row.state.lastNotes)
            lines << tr("Note: %1").arg(shownError(note));
    if (row.provider.locked)
        lines << tr("This provider is managed by your administrator: its address and sign-in "
                    "cannot be changed.");
    if (row.sessionOnly)
        lines << tr("No keychain: the secret is kept for this session only and must be entered "
                    "again after a restart.");
    if (row.shadowedOwn)
        lines << ProviderRegistry::shadowedReason(*row.shadowedOwn);

    QString html = QStringLiteral("<qt><b>")
        + TextSafety::escapeLine(row.provider.name).toHtmlEscaped() + QStringLiteral("</b>");
    for (const QString &line : std::as_const(lines))
        html += QString(QStringLiteral("<br/>") + line.toHtmlEscaped());
    html += QStringLiteral("</qt>");
    return html;
}

QString ProviderListModel::authLabel(AuthMethod method)
{
    switch (method) {
    case AuthMethod::None:
        return tr("none", "sign-in method");
    case AuthMethod::ApiKey:
        return tr("API key");
    case AuthMethod::Bearer:
        return tr("bearer token");
    case AuthMethod::OAuth2ClientCredentials:
        return tr("OAuth 2 client credentials");
    case AuthMethod::OAuth2AuthorizationCode:
        return tr("OAuth 2 sign-in in the browser");
    case AuthMethod::Environment:
        return tr("secret environment variables");
    }
    return {};
}

} // namespace Toolshelf
