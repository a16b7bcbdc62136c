// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/diagnostic.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Toolshelf {

// The checks the declaration formats' published schemas make (required
// fields, types, allowed values), written once for both readers: each
// finding's path is the house's JSON path relative to the document ("$.a[0]")
// and its message names the JSON pointer ("/a/0"), as a schema validator would.
class DeclarationCheck
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::DeclarationCheck)

public:
    // Where a value stands: both spellings.
    struct Place
    {
        QString path;
        QString pointer;

        Place member(const QString &key) const;
        Place index(qsizetype i) const;
    };
    static Place root();

    explicit DeclarationCheck(QList<Diagnostic> *found)
        : m_found(found)
    { }

    // A finding at `place`; `what` is a translated clause.
    void add(Rule rule, const Place &place, const QString &what) const;

    // Each checks `object[key]` and reports what is wrong; true when it is
    // present and of the type asked for. A missing optional field is false
    // and no finding.
    bool string(const QJsonObject &object, const QString &key, const Place &at, bool required,
                bool nonEmpty = false) const;
    bool object(const QJsonObject &object, const QString &key, const Place &at,
                bool required) const;
    bool array(const QJsonObject &object, const QString &key, const Place &at, bool required) const;
    // An array whose every item is a string.
    bool strings(const QJsonObject &object, const QString &key, const Place &at,
                 bool required) const;
    // A string, one of `allowed`.
    bool oneOf(const QJsonObject &object, const QString &key, const Place &at,
               const QStringList &allowed, bool required) const;
    // Keys of `object` that `known` does not list: findings where the format
    // allows no others (ATDF's additionalProperties: false).
    void onlyKnown(const QJsonObject &object, const QStringList &known, const Place &at) const;

private:
    bool present(const QJsonObject &object, const QString &key, const Place &at,
                 bool required) const;

    QList<Diagnostic> *m_found;
};

} // namespace Toolshelf
