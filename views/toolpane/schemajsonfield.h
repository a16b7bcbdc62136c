// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "toolpane/schemafield.h"

#include <variant>

QT_BEGIN_NAMESPACE
class QPlainTextEdit;
QT_END_NAMESPACE

namespace Toolshelf {

// A value given as JSON text: for a schema that allows any value, a type the
// form does not know, a map of anything, or where the form stops building
// fields (too deep, too many, a reference that leads nowhere).
class SchemaJsonField final : public SchemaField
{
    Q_OBJECT

public:
    // `why` says why the value is asked for as text, when it is not plain.
    SchemaJsonField(const ValueSchema &schema, const std::shared_ptr<SchemaFormContext> &context,
                    int depth, const QString &why);

    // Nothing for empty text or text that is no JSON (inputProblems() says so).
    std::optional<QJsonValue> value() const override;
    void inputProblems(const QString &path, QList<SchemaValidator::Problem> &out) const override;
    QWidget *editor() const override;

    // Longest text read as JSON: a call's arguments, not a file.
    static constexpr qsizetype MaxTextLength = 1024 * 1024;

private:
    // The value, or why the text is none.
    std::variant<QJsonValue, QString> parsed() const;

    QPlainTextEdit *m_text;
};

} // namespace Toolshelf
