// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringView>

namespace Toolshelf {

// The tool names of a synthetic catalog: verb_noun_qualifier, with a round
// number appended once every combination has been used. Indices and names
// map one to one in an order the seed picks, so a name leads back to its
// tool by arithmetic: a catalog of millions of tools needs no table of them.
class SyntheticNames
{
public:
    // Verbs × nouns × qualifiers: the names of one round.
    static constexpr quint64 Combinations = 16 * 32 * 24;

    // The words of one name, as a description says them.
    struct Parts
    {
        // "look up".
        const char *verbPhrase;
        // Whether the verb takes its object in the plural ("search invoices").
        bool pluralObject;
        // "patient_record".
        const char *noun;
        // "for a given city".
        const char *qualifierPhrase;
    };

    // Two random numbers drawn from the catalog's seed; any pair gives a
    // one-to-one order.
    SyntheticNames(quint64 multiplierDraw, quint64 offsetDraw);

    Parts parts(qsizetype index) const;
    QString name(qsizetype index) const;
    // The index that name() gives `name`, or -1 for any other string, near
    // misses too ("_1", a round written with a leading zero, a plural the
    // verb does not take).
    qsizetype indexOf(QStringView name) const;

private:
    // Where an index falls among the combinations: slot = (multiplier ×
    // index + offset) mod Combinations, a bijection because the multiplier is
    // coprime to Combinations; its inverse undoes it.
    quint64 slot(qsizetype index) const;

    quint64 m_multiplier;
    quint64 m_inverse;
    quint64 m_offset;
};

} // namespace Toolshelf
