// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "syntheticnames.h"

#include <iterator>
#include <limits>
#include <numeric>
#include <utility>

namespace Toolshelf {

namespace {

// The vocabulary. Nouns contain no preposition and every qualifier starts
// with one, so verb_noun_qualifier splits only one way: distinct triples give
// distinct names. Every noun pluralizes with "s".
struct Verb
{
    const char *token;
    const char *phrase;
    bool plural;
};

constexpr Verb Verbs[] = {
    {"lookup", "look up", false},     {"get", "fetch", false},
    {"search", "search", true},       {"list", "list", true},
    {"create", "create", false},      {"update", "update", false},
    {"cancel", "cancel", false},      {"schedule", "schedule", false},
    {"archive", "archive", false},    {"export", "export", true},
    {"validate", "validate", false},  {"approve", "approve", false},
    {"summarize", "summarize", true}, {"count", "count", true},
    {"reconcile", "reconcile", true}, {"track", "track", false},
};

constexpr const char *Nouns[] = {
    "invoice",         "patient_record",    "shipment",        "sales_forecast",   "support_ticket",
    "purchase_order",  "customer",          "appointment",     "payment",          "subscription",
    "flight_booking",  "hotel_reservation", "employee",        "expense_report",   "contract",
    "sales_lead",      "ad_campaign",       "product",         "product_review",   "refund",
    "warehouse_item",  "delivery_route",    "insurance_claim", "lab_result",       "prescription",
    "vendor",          "software_license",  "meeting",         "weather_forecast", "timesheet",
    "loyalty_account", "device_alert",
};

struct Qualifier
{
    const char *token;
    const char *phrase;
};

constexpr Qualifier Qualifiers[] = {{"by_id", "by its identifier"},
                                    {"by_city", "for a given city"},
                                    {"for_account", "for one customer account"},
                                    {"by_status", "filtered by status"},
                                    {"in_date_range", "within a date range"},
                                    {"by_region", "for one sales region"},
                                    {"for_today", "for today"},
                                    {"with_details", "with full details"},
                                    {"by_email", "by the customer's email address"},
                                    {"from_last_week", "from the last week"},
                                    {"by_reference", "by its reference code"},
                                    {"for_manager", "on behalf of a manager"},
                                    {"near_location", "near a location"},
                                    {"by_priority", "ordered by priority"},
                                    {"for_team", "for one team"},
                                    {"in_bulk", "in bulk"},
                                    {"with_audit_trail", "with an audit trail"},
                                    {"by_postal_code", "by postal code"},
                                    {"on_schedule", "on a recurring schedule"},
                                    {"for_current_quarter", "for this quarter"},
                                    {"at_warehouse", "at one warehouse"},
                                    {"from_archive", "from the archive"},
                                    {"by_owner", "by owner"},
                                    {"to_spreadsheet", "as a spreadsheet"}};

static_assert(SyntheticNames::Combinations
              == std::size(Verbs) * std::size(Nouns) * std::size(Qualifiers));
constexpr quint64 NounsAndQualifiers = std::size(Nouns) * std::size(Qualifiers);

// The multiplicative inverse of `value` modulo `modulus` (extended Euclid);
// the two must be coprime.
constexpr quint64 inverseModulo(quint64 value, quint64 modulus)
{
    qint64 t = 0;
    qint64 next = 1;
    auto r = static_cast<qint64>(modulus);
    auto nextR = static_cast<qint64>(value % modulus);
    while (nextR != 0) {
        const qint64 quotient = r / nextR;
        t = std::exchange(next, t - quotient * next);
        r = std::exchange(nextR, r - quotient * nextR);
    }
    return static_cast<quint64>(t < 0 ? t + static_cast<qint64>(modulus) : t);
}

// The position of `token` among `words`, each read by `text`, or -1.
template<typename Word, std::size_t Size, typename Text>
qsizetype position(const Word (&words)[Size], QStringView token, Text text)
{
    for (std::size_t i = 0; i < Size; ++i) {
        if (token == QLatin1StringView(text(words[i])))
            return qsizetype(i);
    }
    return -1;
}

} // namespace

SyntheticNames::SyntheticNames(quint64 multiplierDraw, quint64 offsetDraw)
    : m_multiplier(1 + multiplierDraw % Combinations)
    , m_offset(offsetDraw % Combinations)
{
    while (std::gcd(m_multiplier, Combinations) != 1)
        ++m_multiplier;
    m_inverse = inverseModulo(m_multiplier, Combinations);
}

quint64 SyntheticNames::slot(qsizetype index) const
{
    return (m_multiplier * (static_cast<quint64>(index) % Combinations) + m_offset) % Combinations;
}

SyntheticNames::Parts SyntheticNames::parts(qsizetype index) const
{
    const quint64 at = slot(index);
    const Verb &verb = Verbs[at / NounsAndQualifiers];
    return {verb.phrase, verb.plural, Nouns[at / std::size(Qualifiers) % std::size(Nouns)],
            Qualifiers[at % std::size(Qualifiers)].phrase};
}

QString SyntheticNames::name(qsizetype index) const
{
    const quint64 at = slot(index);
    const Verb &verb = Verbs[at / NounsAndQualifiers];
    QString name = QLatin1StringView(verb.token) + QLatin1Char('_')
        + QLatin1StringView(Nouns[at / std::size(Qualifiers) % std::size(Nouns)])
        + (verb.plural ? QStringLiteral("s_") : QStringLiteral("_"))
        + QLatin1StringView(Qualifiers[at % std::size(Qualifiers)].token);
    // Qualifiers never end in a digit, so the round cannot collide.
    if (const quint64 round = static_cast<quint64>(index) / Combinations; round > 0)
        name += QLatin1Char('_') + QString::number(round + 1);
    return name;
}

qsizetype SyntheticNames::indexOf(QStringView name) const
{
    // A trailing number is the round: qualifiers never end in a digit.
    QStringView rest = name;
    quint64 round = 0;
    const qsizetype lastUnderscore = rest.lastIndexOf(u'_');
    if (lastUnderscore < 0)
        return -1;
    const QStringView last = rest.mid(lastUnderscore + 1);
    if (!last.isEmpty() && last.front().isDigit()) {
        bool ok = false;
        const quint64 number = last.toULongLong(&ok);
        // Only what name() writes: "_2" and up, no sign, no leading zero.
        if (!ok || number < 2 || last != QString::number(number)
            || number - 1 >= quint64(std::numeric_limits<qsizetype>::max()) / Combinations)
            return -1;
        round = number - 1;
        rest = rest.first(lastUnderscore);
    }

    const qsizetype verbEnd = rest.indexOf(u'_');
    if (verbEnd < 0)
        return -1;
    const qsizetype verb
        = position(Verbs, rest.first(verbEnd), [](const Verb &word) { return word.token; });
    if (verb < 0)
        return -1;
    rest = rest.mid(verbEnd + 1);
    // Nouns hold no preposition and every qualifier starts with one, so at
    // most one qualifier leaves a noun in front of it.
    for (std::size_t qualifier = 0; qualifier < std::size(Qualifiers); ++qualifier) {
        const QLatin1StringView token(Qualifiers[qualifier].token);
        if (rest.size() <= token.size() + 1 || !rest.endsWith(token)
            || rest.at(rest.size() - token.size() - 1) != u'_')
            continue;
        QStringView object = rest.first(rest.size() - token.size() - 1);
        if (Verbs[verb].plural) {
            if (!object.endsWith(u's'))
                continue;
            object.chop(1);
        }
        const qsizetype noun = position(Nouns, object, [](const char *word) { return word; });
        if (noun < 0)
            continue;
        const quint64 at = quint64(verb) * NounsAndQualifiers
            + quint64(noun) * std::size(Qualifiers) + qualifier;
        const quint64 inRound
            = (at + Combinations - m_offset) % Combinations * m_inverse % Combinations;
        return static_cast<qsizetype>(round * Combinations + inRound);
    }
    return -1;
}

} // namespace Toolshelf
