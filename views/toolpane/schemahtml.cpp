// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/schemahtml.h"

#include "core/textsafety.h"
#include "toolpane/schematext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace Toolshelf {

namespace {

using Kind = ValueSchema::Kind;

// A name or keyword: one line, bounded, escaped.
QString line(const QString &raw, qsizetype max = 255)
{
    return TextSafety::shortened(raw, max).toHtmlEscaped();
}

QString json(const QJsonValue &value)
{
    return QString::fromUtf8(
        QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact).mid(1).chopped(1));
}

// The keywords the tree shows in its own words; the others are listed as
// they were served.
bool isShownKeyword(const QString &keyword)
{
    static const QSet<QString> shown {
        QStringLiteral("type"),
        QStringLiteral("title"),
        QStringLiteral("description"),
        QStringLiteral("properties"),
        QStringLiteral("required"),
        QStringLiteral("additionalProperties"),
        QStringLiteral("items"),
        QStringLiteral("enum"),
        QStringLiteral("const"),
        QStringLiteral("oneOf"),
        QStringLiteral("anyOf"),
        QStringLiteral("allOf"),
        QStringLiteral("$ref"),
        QStringLiteral("$defs"),
        QStringLiteral("definitions"),
        QStringLiteral("$schema"),
        QStringLiteral("minimum"),
        QStringLiteral("maximum"),
        QStringLiteral("exclusiveMinimum"),
        QStringLiteral("exclusiveMaximum"),
        QStringLiteral("multipleOf"),
        QStringLiteral("minLength"),
        QStringLiteral("maxLength"),
        QStringLiteral("pattern"),
        QStringLiteral("format"),
        QStringLiteral("minItems"),
        QStringLiteral("maxItems"),
        QStringLiteral("uniqueItems"),
        QStringLiteral("default"),
    };
    return shown.contains(keyword) || keyword.startsWith(ValueSchema::OwnKeywordPrefix);
}

class TreeWriter
{
public:
    TreeWriter(const ValueSchema &root, const QHash<QString, QString> &descriptions)
        : m_root(root)
        , m_descriptions(descriptions)
    { }

    // The members of an object schema as a list.
    void members(const ValueSchema &object, int depth, bool topLevel);
    // One row: `label` (HTML) and what `declared` says of the value.
    void row(const QString &label, const ValueSchema &declared, const QString &facts,
             const QString &description, int depth);

    QString html;
    bool cut = false;

private:
    void children(const ValueSchema &shown, int depth);
    void branches(const QString &keyword, const QList<ValueSchema> &forms, int depth);
    // Values of an enum that describes them, each with its description.
    void enumValues(const QList<ValueSchema::EnumValue> &values);
    QString otherKeywords(const ValueSchema &schema) const;
    bool roomForRow()
    {
        if (m_rows >= SchemaHtml::MaxRows) {
            cut = true;
            return false;
        }
        ++m_rows;
        return true;
    }

    const ValueSchema &m_root;
    const QHash<QString, QString> &m_descriptions;
    int m_rows = 0;
    // The references being expanded, outermost first: one met again is a cycle.
    QStringList m_references;
};

void TreeWriter::members(const ValueSchema &object, int depth, bool topLevel)
{
    html += QStringLiteral("<ul>");
    for (const ValueSchema::Property &property : object.properties()) {
        const ValueSchema declared = property.schema();
        QString label = QStringLiteral("<b>%1</b>").arg(line(property.name));
        if (!declared.title().isEmpty() && declared.title() != property.name)
            label += QStringLiteral(" “%1”").arg(line(declared.title()));
        const QString facts
            = property.required ? SchemaHtml::tr("required") : SchemaHtml::tr("optional");
        const QString description = topLevel ? m_descriptions.value(property.name) : QString();
        row(label, declared, facts, description, depth);
        if (cut)
            break;
    }
    const QJsonValue other
        = object.json().toObject().value(QLatin1StringView("additionalProperties"));
    if (other.isObject() && !cut)
        row(QStringLiteral("<i>%1</i>").arg(SchemaHtml::tr("any other member")), ValueSchema(other),
            {}, {}, depth);
    html += QStringLiteral("</ul>");
}

void TreeWriter::row(const QString &label, const ValueSchema &declared, const QString &facts,
                     const QString &description, int depth)
{
    if (!roomForRow())
        return;
    html += QStringLiteral("<li>") + label;
    const QJsonValue served = declared.json();
    if (!served.isObject() && !served.isBool()) {
        html += QStringLiteral(" <i>(%1)</i></li>")
                    .arg(SchemaHtml::tr("not a schema: %1").arg(line(json(served), 200)));
        return;
    }
    ValueSchema shown = declared;
    bool followed = false;
    if (declared.kind() == Kind::Ref) {
        const QString reference = declared.ref();
        if (m_references.contains(reference)) {
            // Expanding it again would never end: point back to where it is.
            html += QStringLiteral(" <i>(→ %1)</i></li>")
                        .arg(SchemaHtml::tr("%1 (see above)").arg(line(reference)));
            return;
        }
        if (const std::optional<ValueSchema> target = declared.resolved(m_root)) {
            shown = *target;
            followed = true;
            m_references.append(reference);
        }
    }
    QString type = SchemaText::typeText(declared, m_root);
    if (!facts.isEmpty())
        type = SchemaHtml::tr("%1, %2").arg(type, facts);
    html += QStringLiteral(" <i>(%1)</i>").arg(line(type, 1000));
    QString about = description;
    if (about.isEmpty()) {
        const QString own
            = declared.description().isEmpty() ? shown.description() : declared.description();
        about = SchemaHtml::text(own);
    }
    if (!about.isEmpty())
        html += QStringLiteral(" — ") + about;
    QString others = otherKeywords(declared);
    if (followed && others.isEmpty())
        others = otherKeywords(shown);
    if (!others.isEmpty())
        html += QStringLiteral("<br><span style='color:gray'>%1</span>").arg(others);
    children(shown, depth + 1);
    html += QStringLiteral("</li>");
    if (followed)
        m_references.removeLast();
}

void TreeWriter::children(const ValueSchema &shown, int depth)
{
    const QList<ValueSchema::EnumValue> values = shown.enumValues();
    const bool described = std::any_of(values.cbegin(), values.cend(), [](const auto &value) {
        return !value.description.isEmpty();
    });
    const bool hasChildren = described
        || (shown.kind() == Kind::Object && !shown.properties().isEmpty())
        || shown.kind() == Kind::Array || shown.kind() == Kind::OneOf || shown.kind() == Kind::AnyOf
        || shown.json().toObject().contains(QLatin1StringView("allOf"));
    if (cut || !hasChildren)
        return;
    if (depth > SchemaHtml::MaxDepth) {
        html += QStringLiteral("<ul><li><i>%1</i></li></ul>")
                    .arg(SchemaHtml::tr("… nested deeper than %1 levels; the rest is in the "
                                        "schema as served")
                             .arg(SchemaHtml::MaxDepth));
        return;
    }
    switch (shown.kind()) {
    case Kind::Object:
        members(shown, depth, false);
        break;
    case Kind::Array:
        html += QStringLiteral("<ul>");
        row(QStringLiteral("<i>%1</i>").arg(SchemaHtml::tr("each item")), shown.items(), {}, {},
            depth);
        html += QStringLiteral("</ul>");
        break;
    case Kind::OneOf:
    case Kind::AnyOf:
        branches(QString(), shown.alternatives(), depth);
        break;
    case Kind::Enum:
        enumValues(values);
        break;
    default:
        break;
    }
    QList<ValueSchema> parts;
    for (const QJsonValue &part :
         shown.json().toObject().value(QLatin1StringView("allOf")).toArray())
        parts.append(ValueSchema(part));
    if (!parts.isEmpty())
        branches(SchemaHtml::tr("and also"), parts, depth);
}

void TreeWriter::branches(const QString &keyword, const QList<ValueSchema> &forms, int depth)
{
    html += QStringLiteral("<ul>");
    for (qsizetype i = 0; i < forms.size() && !cut; ++i) {
        const QString name = keyword.isEmpty() ? SchemaHtml::tr("form %1").arg(i + 1)
                                               : SchemaHtml::tr("%1 %2").arg(keyword).arg(i + 1);
        QString label = QStringLiteral("<i>%1</i>").arg(name.toHtmlEscaped());
        if (!forms.at(i).title().isEmpty())
            label += QStringLiteral(" “%1”").arg(line(forms.at(i).title()));
        row(label, forms.at(i), {}, {}, depth);
    }
    html += QStringLiteral("</ul>");
}

void TreeWriter::enumValues(const QList<ValueSchema::EnumValue> &values)
{
    html += QStringLiteral("<ul>");
    for (const ValueSchema::EnumValue &value : values) {
        if (!roomForRow())
            break;
        html += QStringLiteral("<li><code>%1</code>").arg(line(SchemaText::valueText(value.value)));
        if (!value.description.isEmpty())
            html += QStringLiteral(" — ") + SchemaHtml::text(value.description);
        html += QStringLiteral("</li>");
    }
    html += QStringLiteral("</ul>");
}

QString TreeWriter::otherKeywords(const ValueSchema &schema) const
{
    // At most a few, each bounded: they are what the vendor added, not the tree.
    constexpr int Shown = 8;
    const QJsonObject object = schema.json().toObject();
    QStringList listed;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (isShownKeyword(it.key()))
            continue;
        if (listed.size() == Shown) {
            listed.append(QStringLiteral("…"));
            break;
        }
        listed.append(
            QStringLiteral("%1: %2").arg(line(it.key(), 80), line(json(it.value()), 120)));
    }
    return listed.isEmpty()
        ? QString()
        : SchemaHtml::tr("Other keywords: %1").arg(listed.join(QStringLiteral("; ")));
}

} // namespace

QString SchemaHtml::text(const QString &raw, qsizetype max)
{
    QString bounded = raw.left(max);
    if (raw.size() > max)
        bounded += QStringLiteral(" …");
    return TextSafety::escapeUnsafe(bounded).toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
}

QString SchemaHtml::tree(const ValueSchema &schema, const QHash<QString, QString> &descriptions)
{
    TreeWriter writer(schema, descriptions);
    const ValueSchema shown
        = schema.kind() == Kind::Ref ? schema.resolved(schema).value_or(schema) : schema;
    if (shown.kind() == Kind::Object) {
        if (shown.properties().isEmpty())
            return {};
        writer.members(shown, 0, true);
    } else {
        writer.html += QStringLiteral("<ul>");
        writer.row(QStringLiteral("<i>%1</i>").arg(tr("the value")), schema, {}, {}, 0);
        writer.html += QStringLiteral("</ul>");
    }
    if (writer.cut)
        writer.html
            += QStringLiteral("<p><i>%1</i></p>")
                   .arg(
                       tr("The schema has more than %1 rows; the rest is not shown.").arg(MaxRows));
    return writer.html;
}

} // namespace Toolshelf
