// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tool/toolsearchtext.h"

#include <QVariant>

namespace Toolshelf::ToolSearchText {

namespace {

void addSchema(const ValueSchema &schema, QString &text, int depth)
{
    const auto addNested = [&](const ValueSchema &nested) {
        if (depth < MaxDepth)
            addSchema(nested, text, depth + 1);
    };
    if (schema.kind() == ValueSchema::Kind::Array)
        return addNested(schema.items());
    if (schema.kind() != ValueSchema::Kind::Object)
        return;
    for (const ValueSchema::Property &property : schema.properties()) {
        const ValueSchema value = property.schema();
        // A title names the parameter for people (A2T's name; the property
        // is keyed by its id); without one the key is its name.
        const bool titled = property.json.toObject().contains(QLatin1String("title"));
        addLine(text, titled ? value.title() : property.name);
        addLine(text, value.description());
        if (value.kind() == ValueSchema::Kind::Enum) {
            for (const ValueSchema::EnumValue &allowed : value.enumValues()) {
                addLine(text,
                        allowed.value.isString() ? allowed.value.toString()
                                                 : allowed.value.toVariant().toString());
                addLine(text, allowed.description);
            }
        }
        addNested(value);
    }
}

} // namespace

QString parameters(const Tool &tool)
{
    QString text;
    addSchema(tool.input, text, 0);
    if (tool.output)
        addSchema(*tool.output, text, 0);
    return text;
}

} // namespace Toolshelf::ToolSearchText
