// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/files/declarationcheck.h"

#include "core/jsonpath.h"
#include "core/textsafety.h"

#include <QJsonArray>

namespace Toolshelf {

namespace {

// RFC 6901: "~" and "/" inside a key are escaped.
QString pointerToken(QString key)
{
    return key.replace(u'~', QStringLiteral("~0")).replace(u'/', QStringLiteral("~1"));
}

QString shown(const QString &key)
{
    return TextSafety::shortened(key, 80);
}

} // namespace

DeclarationCheck::Place DeclarationCheck::Place::member(const QString &key) const
{
    return {JsonPath::member(path, key), pointer + u'/' + pointerToken(key)};
}

DeclarationCheck::Place DeclarationCheck::Place::index(qsizetype i) const
{
    return {JsonPath::index(path, i), pointer + u'/' + QString::number(i)};
}

DeclarationCheck::Place DeclarationCheck::root()
{
    return {JsonPath::root(), QString()};
}

void DeclarationCheck::add(Rule rule, const Place &place, const QString &what) const
{
    // The document itself is the empty pointer; people read it as "/".
    const QString pointer = place.pointer.isEmpty() ? QStringLiteral("/") : place.pointer;
    m_found->append({rule, place.path, tr("at %1: %2").arg(shown(pointer), what)});
}

bool DeclarationCheck::present(const QJsonObject &object, const QString &key, const Place &at,
                               bool required) const
{
    if (object.contains(key))
        return true;
    if (required)
        add(Rule::FieldMissing, at.member(key), tr("\"%1\" is required").arg(shown(key)));
    return false;
}

bool DeclarationCheck::string(const QJsonObject &object, const QString &key, const Place &at,
                              bool required, bool nonEmpty) const
{
    if (!present(object, key, at, required))
        return false;
    const QJsonValue value = object.value(key);
    if (!value.isString()) {
        add(Rule::JsonType, at.member(key), tr("\"%1\" must be a string").arg(shown(key)));
        return false;
    }
    if (nonEmpty && value.toString().isEmpty()) {
        add(Rule::FieldMissing, at.member(key), tr("\"%1\" must not be empty").arg(shown(key)));
        return false;
    }
    if (TextSafety::containsUnsafe(value.toString()))
        add(Rule::TextControlCharacter, at.member(key),
            tr("\"%1\" holds control, bidirectional or invisible characters").arg(shown(key)));
    return true;
}

bool DeclarationCheck::object(const QJsonObject &object, const QString &key, const Place &at,
                              bool required) const
{
    if (!present(object, key, at, required))
        return false;
    if (object.value(key).isObject())
        return true;
    add(Rule::JsonType, at.member(key), tr("\"%1\" must be an object").arg(shown(key)));
    return false;
}

bool DeclarationCheck::array(const QJsonObject &object, const QString &key, const Place &at,
                             bool required) const
{
    if (!present(object, key, at, required))
        return false;
    if (object.value(key).isArray())
        return true;
    add(Rule::JsonType, at.member(key), tr("\"%1\" must be an array").arg(shown(key)));
    return false;
}

bool DeclarationCheck::strings(const QJsonObject &object, const QString &key, const Place &at,
                               bool required) const
{
    if (!array(object, key, at, required))
        return false;
    const QJsonArray items = object.value(key).toArray();
    bool all = true;
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (!items.at(i).isString()) {
            add(Rule::JsonType, at.member(key).index(i),
                tr("each item of \"%1\" must be a string").arg(shown(key)));
            all = false;
        }
    }
    return all;
}

bool DeclarationCheck::oneOf(const QJsonObject &object, const QString &key, const Place &at,
                             const QStringList &allowed, bool required) const
{
    if (!string(object, key, at, required))
        return false;
    if (allowed.contains(object.value(key).toString()))
        return true;
    add(Rule::JsonType, at.member(key),
        tr("\"%1\" must be one of %2").arg(shown(key), allowed.join(QStringLiteral(", "))));
    return false;
}

void DeclarationCheck::onlyKnown(const QJsonObject &object, const QStringList &known,
                                 const Place &at) const
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key()))
            add(Rule::JsonType, at.member(it.key()),
                tr("\"%1\" is not a field of this format").arg(shown(it.key())));
    }
}

} // namespace Toolshelf
