// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "toolpane/schemafield.h"

namespace Toolshelf {

// A field of one plain value: a string as a line edit, an integer or number
// as a spin box within the schema's bounds, a boolean as a check box, an enum
// as a combo box of its values (each with its description as a tooltip),
// null and "no value" as what they are. The schema's default is filled in.
class SchemaValueField final : public SchemaField
{
    Q_OBJECT

public:
    SchemaValueField(const ValueSchema &schema, const std::shared_ptr<SchemaFormContext> &context,
                     int depth);

    // Whether an empty text field means "not given" (a required member, as
    // in InvocationForm) rather than the empty string (a row of an array).
    void setEmptyIsNothing(bool nothing) { m_emptyIsNothing = nothing; }

    std::optional<QJsonValue> value() const override;
    QWidget *editor() const override { return m_editor; }

    // Decimals a number field offers: enough for any fraction a person types.
    static constexpr int NumberDecimals = 6;

private:
    QWidget *createEditor();
    QWidget *createNumberEditor(bool integer);
    QWidget *createEnumEditor();

    QWidget *m_editor = nullptr;
    QList<ValueSchema::EnumValue> m_values;
    bool m_emptyIsNothing = false;
};

} // namespace Toolshelf
