// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// For tests of widgets that work through a CatalogStore: run something on
// the catalog's thread and wait for its answer, as the widgets do without
// waiting.

#include "catalog/catalogstore.h"

#include <QObject>
#include <QTest>

#include <optional>
#include <utility>

namespace CatalogWait {

// Runs `work(CatalogDatabase &)` on `store`'s thread and returns its result;
// answers the store posted earlier (a widget's) have been delivered by then.
template<typename Work> auto run(Toolshelf::CatalogStore &store, Work work)
{
    std::optional<decltype(work(std::declval<Toolshelf::CatalogDatabase &>()))> answer;
    QObject context;
    store.run(work, &context, [&answer](auto result) { answer = std::move(result); });
    if (!QTest::qWaitFor([&] { return answer.has_value(); }, 5000))
        qFatal("the catalog did not answer");
    return std::move(*answer);
}

} // namespace CatalogWait
