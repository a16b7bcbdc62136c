// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/catalogstore.h"
#include "catalog/userdataeditor.h"
#include "tool/tool.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <utility>

namespace Toolshelf {

// The one way the user's data in the catalog changes: every pin, unpin,
// override, alias, settled conflict and bundle import runs through edit(),
// which announces what changed (userDataChanged) once it is stored, so views
// listen instead of telling each other. Owned by its CatalogStore
// (CatalogStore::userData()), on the store's thread.
class CatalogService final : public QObject
{
    Q_OBJECT

public:
    explicit CatalogService(CatalogStore *store);

    // Runs `work(database, editor)` on the catalog's thread, where it reads
    // through `database` and writes the user's data through `editor` only;
    // then announces the tools written to, and calls `then(result)` here
    // unless `context` is gone (the change is announced all the same).
    template<typename Work, typename Then> void edit(Work work, QObject *context, Then then)
    {
        m_store->run(
            [work = std::move(work)](CatalogDatabase &database) mutable {
                UserDataEditor editor(database);
                auto result = work(database, editor);
                return std::pair {std::move(result), editor.touched()};
            },
            this,
            [this, context = QPointer<QObject>(context),
             then = std::move(then)](auto answer) mutable {
                if (!answer.second.isEmpty())
                    Q_EMIT userDataChanged(answer.second);
                if (context)
                    then(std::move(answer.first));
            });
    }

Q_SIGNALS:
    // Pins, overrides or conflicts of these tools changed.
    void userDataChanged(const QList<Toolshelf::ToolKey> &tools);

private:
    CatalogStore *m_store;
};

} // namespace Toolshelf
