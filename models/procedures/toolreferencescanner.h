// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace Toolshelf {

// One `tool_name()` (or `tool_name(`Param`)`) in a procedure, where an editor can highlight it.
struct ToolReferenceMatch
{
    QString name;
    // In UTF-16 code units from the start of the text, as QTextCursor counts;
    // `length` covers the name and its parentheses with what is inside them.
    qsizetype offset = 0;
    qsizetype length = 0;
    // 1-based, for messages that send the user to the place.
    qsizetype line = 1;
    qsizetype column = 1;

    friend bool operator==(const ToolReferenceMatch &, const ToolReferenceMatch &) = default;
};

// Finds the tool references of an operating procedure, written `tool_name()`
// as the A2T draft's procedures do (Figure 1): an ASCII identifier right
// before "()", not part of a longer word and not after a '.' (`obj.call()` is
// code, not a tool). Inside the parentheses may stand the parameters the
// tool is called with, each as an inline code span: `look_up(`City`, `Units`)`
// is a reference to look_up (what completing a parameter writes), while prose
// such as "refill(s)" or `look_up(x)` is none. Markdown is not parsed: a
// reference inside an inline code span counts too. One pass over the text, so
// any input costs linear time.
namespace ToolReferenceScanner {

// Characters between a reference's "(" and ")" at most: a parameter name is
// shorter than 255, and a bound keeps every reference cheap to read.
constexpr qsizetype MaxParameterListLength = 1024;

QList<ToolReferenceMatch> scan(QStringView text);

// The distinct names of `matches`, in the order they first appear.
QStringList names(const QList<ToolReferenceMatch> &matches);

} // namespace ToolReferenceScanner

} // namespace Toolshelf
