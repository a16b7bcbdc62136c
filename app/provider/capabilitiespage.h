// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>
#include <QStringView>

namespace Toolshelf {

// One page of a listing of seed 003's a2t (tools or groups): the indices on
// it and how many match in all. Every source of the routes pages through
// select(), so an offset past the end, a search and a total mean the same
// whichever source answers.
struct CapabilitiesPage
{
    // What a client asked for: the search (empty for none) and the slice.
    struct Request
    {
        QString query;
        qsizetype offset = 0;
        int limit = 0;
    };

    QList<qsizetype> items;
    qsizetype total = 0;

    // The page of `count` candidates, where `nth(i)` is the index of the
    // i-th and `matches(index)` whether it holds a non-empty query. Without a
    // query only the page's own candidates are looked at, so a page of a
    // listing of millions costs what the page holds.
    template<typename Nth, typename Matches>
    static CapabilitiesPage select(qsizetype count, const Request &request, Nth nth,
                                   Matches matches)
    {
        CapabilitiesPage page;
        if (request.query.isEmpty()) {
            page.total = count;
            for (qsizetype i = request.offset; i < count && i - request.offset < request.limit; ++i)
                page.items.append(nth(i));
            return page;
        }
        for (qsizetype i = 0; i < count; ++i) {
            const qsizetype index = nth(i);
            if (!matches(index))
                continue;
            if (page.total >= request.offset && page.total - request.offset < request.limit)
                page.items.append(index);
            ++page.total;
        }
        return page;
    }

    // What `q` means here: the query in a name or a description, ignoring
    // case. A source that makes descriptions dearly may ask holds() of the
    // name first.
    static bool holds(QStringView text, const QString &query)
    {
        return text.contains(query, Qt::CaseInsensitive);
    }
    static bool matches(QStringView name, QStringView description, const QString &query)
    {
        return holds(name, query) || holds(description, query);
    }
};

} // namespace Toolshelf
