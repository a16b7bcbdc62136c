// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogsync.h"
#include "core/error.h"
#include "dialects/tooldialect.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace Toolshelf {

// A provider's tool list, or one tool's version history, read page by page
// into the tool model, however the provider's protocol pages it (A2T: GET
// with a cursor). What a sync and the versions panel read; ToolListings
// makes the one that fits the provider's dialect.
class ToolListing : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    virtual void start() = 0;
    // Effective at once: the request in flight is aborted, finished() follows.
    virtual void cancel() = 0;
    // While held, the next page is not asked for; resume() asks for it if it
    // is due. A receiver holds the listing while its pages pile up unstored.
    virtual void hold() = 0;
    virtual void resume() = 0;
    virtual int pagesRead() const = 0;
    // How many tools the listing holds as far as the provider said so far (a
    // capabilities server's `total`s, group by group); nothing where the
    // protocol does not count them (A2T's cursors).
    virtual std::optional<qint64> toolsExpected() const { return std::nullopt; }
    // The HTTP status of the answer that failed the listing (404 for a list
    // that is gone); 0 when it failed otherwise, has not failed, or the
    // protocol has no statuses.
    virtual int failedStatus() const = 0;
    // What the listing covered once it finished: by default every tool of
    // the provider (CatalogDatabase::commitSync).
    virtual ListingScope scope() const { return {}; }
    // What the user should know of how it listed, one translated sentence
    // each (a marketplace read in part).
    virtual QStringList notes() const { return {}; }

Q_SIGNALS:
    // One page read; `bytes` is the size of its body.
    void page(const Toolshelf::DialectPage &page, qint64 bytes);
    // Once. Nothing on success; else translated, naming the page and the
    // cause: a budget or the deadline spent is Limit, a page that is none (or
    // a cursor loop) Malformed, a refused page its cause's code.
    void finished(const std::optional<Toolshelf::Error> &error);
};

} // namespace Toolshelf
