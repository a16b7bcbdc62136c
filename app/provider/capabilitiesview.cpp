#include "capabilitiesview.h"

#include <QJsonArray>

namespace Toolshelf {

namespace {

QString text(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1StringView(key)).toString();
}

// "flight-booking" -> "Flight booking".
QString groupName(const QString &tag)
{
    QString name = tag;
    name.replace(u'-', u' ').replace(u'_', u' ');
    if (!name.isEmpty())
        name[0] = name.at(0).toUpper();
    return name;
}

QJsonObject parameterSchema(const QJsonObject &input)
{
    const QString type = input.contains(QLatin1StringView("type")) ? text(input, "type")
                                                                   : QStringLiteral("string");
    QJsonObject schema;
    if (type == QLatin1StringView("int")) {
        schema.insert(QStringLiteral("type"), QStringLiteral("integer"));
        schema.insert(QStringLiteral("maximum"),
                      input.value(QLatin1StringView("max")).toInteger(65535));
    } else if (type == QLatin1StringView("boolean")) {
        schema.insert(QStringLiteral("type"), QStringLiteral("boolean"));
    } else {
        schema.insert(QStringLiteral("type"), QStringLiteral("string"));
    }
    QJsonArray values;
    for (const QJsonValue &value : input.value(QLatin1StringView("allowed-values")).toArray())
        values.append(value.toObject().value(QLatin1StringView("name")));
    if (type == QLatin1StringView("enum") || !values.isEmpty())
        schema.insert(QStringLiteral("enum"), values);
    const QString description = text(input, "description");
    if (!description.isEmpty())
        schema.insert(QStringLiteral("description"), description);
    return schema;
}

} // namespace

CapabilitiesView::CapabilitiesView(const Catalog &catalog, bool groups)
    : m_catalog(catalog)
{
    for (qsizetype i = 0; i < catalog.toolCount(); ++i) {
        const QJsonObject signature = catalog.currentAt(i);
        m_toolsByName.insert(text(signature, "name"), i);
        const QJsonArray tags = signature.value(QLatin1StringView("tags")).toArray();
        if (!groups || tags.isEmpty()) {
            m_topLevelTools.append(i);
            continue;
        }
        const QString first = tags.at(0).toString();
        qsizetype group = fileGroup(first, groupName(first), {});
        if (tags.size() > 1) {
            const QString second = tags.at(1).toString();
            group = fileGroup(first + u'/' + second, groupName(second), first);
        }
        m_groups[group].tools.append(i);
    }
}

qsizetype CapabilitiesView::fileGroup(const QString &id, const QString &name,
                                      const QString &parentId)
{
    const qsizetype known = groupIndex(id);
    if (known >= 0)
        return known;
    const qsizetype index = m_groups.size();
    m_groups.append(
        {id, name, QStringLiteral("The tools about %1.").arg(name.toLower()), parentId, {}, {}});
    m_groupsById.insert(id, index);
    if (!parentId.isEmpty())
        m_groups[groupIndex(parentId)].subgroups.append(index);
    return index;
}

QJsonObject CapabilitiesView::tool(qsizetype index) const
{
    const QJsonObject signature = m_catalog.currentAt(index);
    return {{QStringLiteral("name"), signature.value(QLatin1StringView("name"))},
            {QStringLiteral("description"), signature.value(QLatin1StringView("description"))},
            {QStringLiteral("input_schema"), inputSchema(signature)}};
}

QJsonObject CapabilitiesView::groupJson(qsizetype index) const
{
    const Group &group = m_groups.at(index);
    QJsonObject json {{QStringLiteral("id"), group.id},
                      {QStringLiteral("name"), group.name},
                      {QStringLiteral("description"), group.description},
                      {QStringLiteral("tool_count"), group.tools.size()}};
    if (!group.parentId.isEmpty())
        json.insert(QStringLiteral("parent_id"), group.parentId);
    return json;
}

bool CapabilitiesView::toolMatches(qsizetype index, const QString &query) const
{
    if (query.isEmpty())
        return true;
    const QJsonObject signature = m_catalog.currentAt(index);
    return text(signature, "name").contains(query, Qt::CaseInsensitive)
        || text(signature, "description").contains(query, Qt::CaseInsensitive);
}

bool CapabilitiesView::groupMatches(qsizetype index, const QString &query) const
{
    const Group &group = m_groups.at(index);
    return query.isEmpty() || group.name.contains(query, Qt::CaseInsensitive)
        || group.description.contains(query, Qt::CaseInsensitive);
}

QJsonObject CapabilitiesView::inputSchema(const QJsonObject &signature)
{
    QJsonObject properties;
    QJsonArray required;
    for (const QJsonValue &value :
         signature.value(QLatin1StringView("input_parameters")).toArray()) {
        const QJsonObject input = value.toObject();
        const QString name = text(input, "name");
        properties.insert(name, parameterSchema(input));
        if (input.value(QLatin1StringView("required")).toBool(true))
            required.append(name);
    }
    QJsonObject schema {{QStringLiteral("type"), QStringLiteral("object")},
                        {QStringLiteral("properties"), properties}};
    if (!required.isEmpty())
        schema.insert(QStringLiteral("required"), required);
    return schema;
}

} // namespace Toolshelf
