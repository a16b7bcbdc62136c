// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/inputparameter.h"
#include "tool/outputparameter.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Toolshelf {

// One version of a tool as an A2T server describes it (draft section 6.1).
// A version is immutable on the server: two signatures with the same toolId
// and version must be equal, which the catalog checks by digest.
struct ToolSignature
{
    QString toolId;
    QString name;
    QString description;
    QString img;
    // When an agent should call the tool, and when not: the vendor's where
    // its wire has them (ATDF). A stored version's signature
    // (CatalogDatabaseFormat::signatureOf) prefills when-to-use with the
    // description, the one text it may be drawn from; the designer rewrites
    // them as overrides.
    QString whenToUse;
    QString whenNotToUse;
    // 0 when the provider sent no usable number; the parser reports why.
    qint64 version = 0;
    qint64 currentVersion = 0;
    QStringList tags;
    QList<InputParameter> inputs;
    QList<OutputParameter> outputs;

    friend bool operator==(const ToolSignature &, const ToolSignature &) = default;
};

} // namespace Toolshelf
