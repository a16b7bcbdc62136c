// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oauth/authchallenge.h"

#include "net/originpolicy.h"

#include <QByteArrayView>

#include <optional>

namespace Toolshelf {

namespace {

constexpr qsizetype MaxHeaderBytes = 16 * 1024;
constexpr qsizetype MaxChallenges = 16;
constexpr qsizetype MaxParameters = 32;
constexpr qsizetype MaxValueChars = 4096;

bool isAlphaNumeric(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

// RFC 9110 5.6.2's tchar.
bool isTokenChar(char c)
{
    return isAlphaNumeric(c) || QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

// RFC 9110 11.2's token68, before its trailing '=' padding.
bool isToken68Char(char c)
{
    return isAlphaNumeric(c) || QByteArrayView("-._~+/").contains(c);
}

// A cursor over the header's bytes with RFC 9110's pieces of grammar.
struct Cursor
{
    QByteArrayView text;
    qsizetype pos = 0;

    bool atEnd() const { return pos >= text.size(); }
    char peek() const { return atEnd() ? '\0' : text.at(pos); }

    void skipSpace()
    {
        while (peek() == ' ' || peek() == '\t')
            ++pos;
    }

    // Where an element of the comma-separated list ends.
    bool atSeparator()
    {
        skipSpace();
        return atEnd() || peek() == ',';
    }

    QByteArrayView token()
    {
        const qsizetype start = pos;
        while (!atEnd() && isTokenChar(peek()))
            ++pos;
        return text.sliced(start, pos - start);
    }

    // Consumes a token68 (Basic's credentials, Negotiate's blob) when one
    // fills the element; its value means nothing to an OAuth client.
    bool skipToken68()
    {
        const qsizetype start = pos;
        while (!atEnd() && isToken68Char(peek()))
            ++pos;
        if (pos == start)
            return false;
        while (peek() == '=')
            ++pos;
        if (atSeparator())
            return true;
        pos = start;
        return false;
    }

    // At the opening quote; nothing when the string never closes.
    std::optional<QByteArray> quotedString()
    {
        ++pos;
        QByteArray value;
        while (!atEnd()) {
            char c = text.at(pos++);
            if (c == '"')
                return value;
            if (c == '\\') {
                if (atEnd())
                    break;
                c = text.at(pos++);
            }
            value.append(c);
        }
        return std::nullopt;
    }

    // An auth-param's value: a token or a quoted-string.
    std::optional<QByteArray> value()
    {
        skipSpace();
        if (peek() == '"')
            return quotedString();
        const QByteArrayView plain = token();
        if (plain.isEmpty())
            return std::nullopt;
        return plain.toByteArray();
    }

    // Past what could not be read, to the next element; a quoted comma does
    // not end it.
    void skipToComma()
    {
        while (!atEnd() && peek() != ',') {
            if (peek() == '"') {
                if (!quotedString())
                    return;
            } else {
                ++pos;
            }
        }
    }
};

void addParameter(QList<AuthChallenge> &challenges, QByteArrayView name, const QByteArray &raw)
{
    // A parameter before any scheme belongs to no challenge.
    if (challenges.isEmpty() || challenges.constLast().parameters.size() >= MaxParameters)
        return;
    const QString value = QString::fromUtf8(raw);
    // Cut short it would be another value (a shorter URL): left out instead.
    if (value.size() > MaxValueChars)
        return;
    challenges.last().parameters.append({QString::fromLatin1(name).toLower(), value});
}

} // namespace

QString AuthChallenge::parameter(const QString &name) const
{
    for (const auto &[key, value] : parameters) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

QUrl AuthChallenge::resourceMetadata() const
{
    const QUrl url(parameter(QStringLiteral("resource_metadata")), QUrl::StrictMode);
    if (url.isRelative() || !OriginPolicy::isSupportedScheme(url))
        return {};
    return url;
}

QList<AuthChallenge> AuthChallenge::parse(const QByteArray &header)
{
    Cursor in {QByteArrayView(header).first(qMin(header.size(), MaxHeaderBytes))};
    QList<AuthChallenge> challenges;
    // Just past a scheme: a token68 may follow, a new scheme may not.
    bool afterScheme = false;
    while (true) {
        in.skipSpace();
        while (in.peek() == ',') {
            ++in.pos;
            in.skipSpace();
            afterScheme = false;
        }
        if (in.atEnd())
            break;
        if (afterScheme && in.skipToken68()) {
            afterScheme = false;
            continue;
        }
        const QByteArrayView name = in.token();
        in.skipSpace();
        if (name.isEmpty() || (afterScheme && in.peek() != '=')) {
            in.skipToComma();
            afterScheme = false;
            continue;
        }
        if (in.peek() != '=') {
            if (challenges.size() == MaxChallenges)
                break;
            challenges.append({QString::fromLatin1(name), {}});
            afterScheme = true;
            continue;
        }
        ++in.pos;
        afterScheme = false;
        const std::optional<QByteArray> value = in.value();
        if (!value) {
            in.skipToComma();
            continue;
        }
        addParameter(challenges, name, *value);
        if (!in.atSeparator())
            in.skipToComma();
    }
    return challenges;
}

AuthChallenge AuthChallenge::bearer(const QByteArray &header)
{
    for (const AuthChallenge &challenge : parse(header)) {
        if (challenge.scheme.compare(QLatin1String("Bearer"), Qt::CaseInsensitive) == 0)
            return challenge;
    }
    return {};
}

} // namespace Toolshelf
