// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sync/syncbudget.h"

#include "net/networkresult.h"
#include "providers/providererror.h"

#include <QLocale>

#include <algorithm>

namespace Toolshelf {

namespace {

QString size(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

SyncBudget::SyncBudget(SyncLimits limits)
    : m_limits(limits)
{ }

void SyncBudget::start()
{
    m_deadline.setRemainingTime(m_limits.deadline);
}

qint64 SyncBudget::bodyAllowance(qint64 cap) const
{
    return std::clamp<qint64>(m_limits.maxBytes - m_bytes, 0, cap);
}

std::optional<Error> SyncBudget::bound(NetworkRequest &request) const
{
    if (expired())
        return Error(Error::Code::Limit, deadlineMessage());
    const qint64 allowance = bodyAllowance(request.maxBodyBytes);
    if (allowance <= 0)
        return Error(Error::Code::Limit, bytesMessage());
    request.maxBodyBytes = allowance;
    request.deadline = m_deadline;
    return std::nullopt;
}

Error SyncBudget::failure(const NetworkResult &result, qint64 allowance) const
{
    if (result.error == NetworkResult::Error::BodyTooLarge
        && allowance < NetworkRequest().maxBodyBytes)
        return Error(Error::Code::Limit, bytesMessage());
    return Error(ProviderError::code(result), result.errorString);
}

std::optional<QString> SyncBudget::spend(qint64 bytes)
{
    // No page can overshoot the byte budget: each is downloaded with at most
    // bodyAllowance() bytes, and the request after the last byte is refused.
    ++m_pages;
    m_bytes += bytes;
    if (m_pages > m_limits.maxPages)
        return pagesMessage();
    return std::nullopt;
}

QString SyncBudget::deadlineMessage() const
{
    return tr("the sync took longer than its deadline of %n second(s) and was stopped (raise it "
              "with toolshelf sync --timeout or the sync/deadlineSeconds setting)",
              nullptr, int(m_limits.deadline.count()));
}

QString SyncBudget::bytesMessage() const
{
    return tr("the provider sent more than the sync's byte budget of %1 and the sync was stopped "
              "(raise it with toolshelf sync --max-bytes or the sync/maxBytes setting)")
        .arg(size(m_limits.maxBytes));
}

QString SyncBudget::pagesMessage() const
{
    return tr("the provider sent more than the sync's page budget of %1 pages and the sync was "
              "stopped (raise it with toolshelf sync --max-pages or the sync/maxPages setting)")
        .arg(QLocale().toString(m_limits.maxPages));
}

QString SyncBudget::itemsMessage(const SyncLimits &limits, qsizetype items)
{
    return tr("it holds %1 items, more than the %2 a page may hold (%3 were asked for)")
        .arg(QLocale().toString(items), QLocale().toString(limits.maxItemsPerPage),
             QString::number(limits.pageLimit));
}

} // namespace Toolshelf
