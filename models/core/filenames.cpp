// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/filenames.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace Toolshelf::FileNames {

namespace {

bool isForbidden(QChar c)
{
    switch (c.unicode()) {
    case u'/':
    case u'\\':
    case u':':
    case u'*':
    case u'?':
    case u'"':
    case u'<':
    case u'>':
    case u'|':
        return true;
    default:
        return false;
    }
}

// Control characters, bidi and zero-width format characters and unassigned
// code points say nothing a reader could see; they are dropped.
bool isInvisible(QChar c)
{
    const QChar::Category category = c.category();
    return category == QChar::Other_Control || category == QChar::Other_Format
        || (category == QChar::Other_NotAssigned && !c.isSurrogate());
}

void trimEnds(QString &name)
{
    while (!name.isEmpty() && (name.front() == u'.' || name.front() == u' '))
        name.remove(0, 1);
    while (!name.isEmpty() && (name.back() == u'.' || name.back() == u' '))
        name.chop(1);
}

} // namespace

bool isReservedOnWindows(const QString &name)
{
    static const QRegularExpression reserved(
        QStringLiteral("^(CON|PRN|AUX|NUL|COM[0-9]|LPT[0-9])( *)(\\..*)?$"),
        QRegularExpression::CaseInsensitiveOption);
    return reserved.match(name).hasMatch();
}

QString sanitize(const QString &name, const QString &fallback)
{
    QString result;
    result.reserve(name.size());
    for (const QChar c : name) {
        if (isInvisible(c))
            continue;
        result.append(isForbidden(c) ? QChar(u'_') : c);
    }
    // A lone surrogate is no character; it would not survive a file system.
    for (qsizetype i = 0; i < result.size(); ++i) {
        const bool pair = i + 1 < result.size() && result.at(i).isHighSurrogate()
            && result.at(i + 1).isLowSurrogate();
        if (pair)
            ++i;
        else if (result.at(i).isSurrogate())
            result[i] = u'_';
    }
    while (result.contains(QLatin1String("..")))
        result.replace(QLatin1String(".."), QLatin1String("."));
    trimEnds(result);
    if (result.size() > MaxLength) {
        result.truncate(result.at(MaxLength - 1).isHighSurrogate() ? MaxLength - 1 : MaxLength);
        trimEnds(result);
    }
    // Last, so no cut turns a longer name into a reserved one; the prefix
    // makes the name no device name whatever the cut below leaves.
    if (isReservedOnWindows(result)) {
        result.prepend(u'_');
        if (result.size() > MaxLength)
            result.chop(1);
        trimEnds(result);
    }
    return result.isEmpty() ? fallback : result;
}

QString unique(const QString &name, QSet<QString> &taken)
{
    const QString stem = sanitize(name);
    QString candidate = stem;
    for (int n = 2; taken.contains(candidate.toCaseFolded()); ++n)
        candidate = sanitize(QString(stem.left(MaxLength - 8) + u'-' + QString::number(n)));
    taken.insert(candidate.toCaseFolded());
    return candidate;
}

bool isInside(const QString &root, const QString &path)
{
    const QString base = QDir::cleanPath(QFileInfo(root).absoluteFilePath());
    const QString target = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    if (target == base)
        return true;
    const QString prefix = base.endsWith(u'/') ? base : QString(base + u'/');
    return target.startsWith(prefix);
}

} // namespace Toolshelf::FileNames
