// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/signaturediff.h"
#include "tool/toolsignature.h"

#include <QTextBrowser>

namespace Toolshelf {

// Two versions of a tool side by side: every added, removed or changed input,
// output, description and enum value with the older and the newer value next
// to each other, each flagged breaking or compatible, under the verdict of the
// backwards-compatibility check. Provider text is escaped and bounded.
class VersionDiffView final : public QTextBrowser
{
    Q_OBJECT

public:
    explicit VersionDiffView(QWidget *parent = nullptr);

    // `from` is read as the older version, whichever number is higher.
    void setVersions(const ToolSignature &from, const ToolSignature &to,
                     const ValueSchema *fromInput = nullptr, const ValueSchema *toInput = nullptr);
    // The empty state: nothing to compare.
    void clearDiff();

    bool hasDiff() const { return m_hasDiff; }
    const QList<SignatureChange> &changes() const { return m_changes; }
    qsizetype breakingCount() const;
    // "backwards compatible" or "breaking: N changes", translated.
    QString verdict() const;

    // Longest stretch of one provider text that is shown; the rest is cut.
    static constexpr qsizetype MaxTextLength = 4000;
    // More changes than this are counted in the verdict but not listed.
    static constexpr qsizetype MaxListedChanges = 1000;

private:
    QString html(qint64 fromVersion, qint64 toVersion) const;

    QList<SignatureChange> m_changes;
    bool m_hasDiff = false;
};

} // namespace Toolshelf
