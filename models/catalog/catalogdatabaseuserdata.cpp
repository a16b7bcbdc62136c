// The user's own data: pins and text overrides.

#include "catalog/catalogdatabase.h"
#include "catalog/catalogdatabaseformat.h"
#include "catalog/catalogdatabasetransaction.h"
#include "core/textsafety.h"
#include "dialects/a2t/descriptionlimits.h"

#include <QSqlQuery>

#include <algorithm>

namespace Toolshelf {

using CatalogDatabaseFormat::sqlText;

namespace {

// Works on const and mutable lists alike, so reading and applying an override
// walk the signature the same way.
template<typename List> auto findByName(List &list, const QString &name) -> decltype(&*list.begin())
{
    for (auto &entry : list) {
        if (entry.name == name)
            return &entry;
    }
    return nullptr;
}

// The text an override target names inside a signature, or null.
template<typename Signature>
auto targetText(Signature &signature, const OverrideTarget &target)
    -> decltype(&signature.description)
{
    switch (target.kind) {
    case OverrideKind::ToolName:
        return &signature.name;
    case OverrideKind::ToolDescription:
        return &signature.description;
    case OverrideKind::InputDescription:
        if (auto *input = findByName(signature.inputs, target.parameter))
            return &input->description;
        return nullptr;
    case OverrideKind::OutputDescription:
        if (auto *output = findByName(signature.outputs, target.parameter))
            return &output->description;
        return nullptr;
    case OverrideKind::InputEnumValueDescription:
        if (auto *input = findByName(signature.inputs, target.parameter)) {
            if (auto *value = findByName(input->allowedValues, target.enumValue))
                return &value->description;
        }
        return nullptr;
    case OverrideKind::OutputEnumValueDescription:
        if (auto *output = findByName(signature.outputs, target.parameter)) {
            if (auto *value = findByName(output->allowedValues, target.enumValue))
                return &value->description;
        }
        return nullptr;
    }
    return nullptr;
}

// The tool's name and description have no parameter; parameters have no enum value.
OverrideTarget normalized(OverrideTarget target)
{
    if (target.kind == OverrideKind::ToolName || target.kind == OverrideKind::ToolDescription)
        target.parameter.clear();
    if (target.kind != OverrideKind::InputEnumValueDescription
        && target.kind != OverrideKind::OutputEnumValueDescription)
        target.enumValue.clear();
    return target;
}

QVariantList keyValues(const OverrideTarget &target)
{
    return {target.provider, target.toolId, CatalogDatabaseFormat::overrideKindName(target.kind),
            sqlText(target.parameter), sqlText(target.enumValue)};
}

const QString KeyCondition = QStringLiteral(
    "provider = ? AND tool_id = ? AND kind = ? AND parameter = ? AND enum_value = ?");

} // namespace

bool CatalogDatabase::pin(const QString &provider, const QString &toolId, qint64 version,
                          QString *error, const QByteArray &digest)
{
    CatalogDatabaseTransaction transaction(m_db);
    // Only a change of what searches find makes the search index stale.
    bool searchChanged = false;
    if (!begin(transaction, error))
        return false;
    // Of several contents under one number, the current one, else the newest seen.
    QVariantList row;
    if (!selectRow(QStringLiteral("SELECT v.digest, d.diagnostics, d.signature, v.dialect"
                                  " FROM versions v"
                                  " JOIN version_documents d ON d.version_id = v.id"
                                  " LEFT JOIN tools t ON t.provider = v.provider AND"
                                  " t.tool_id = v.tool_id"
                                  " WHERE v.provider = ? AND v.tool_id = ? AND v.version = ?"
                                  " AND (? = '' OR v.digest = ?)"
                                  " ORDER BY (t.current_version = v.version AND"
                                  " t.current_digest = v.digest) DESC, v.last_seen DESC,"
                                  " v.revision DESC LIMIT 1"),
                   {provider, toolId, version, sqlText(QString::fromLatin1(digest)),
                    sqlText(QString::fromLatin1(digest))},
                   &row, error))
        return false;
    if (row.isEmpty())
        return fail(tr("Version %1 of tool %2 from %3 is not in the catalog.")
                        .arg(version)
                        .arg(TextSafety::escapeLine(toolId), TextSafety::escapeLine(provider)),
                    error);
    return run(QStringLiteral("INSERT INTO pins (provider, tool_id, version, digest, pinned_at,"
                              " diagnostics, signature, dialect) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                              " ON CONFLICT (provider, tool_id) DO UPDATE SET"
                              " version = excluded.version, digest = excluded.digest,"
                              " pinned_at = excluded.pinned_at,"
                              " diagnostics = excluded.diagnostics,"
                              " signature = excluded.signature, dialect = excluded.dialect"),
               {provider, toolId, version, row.at(0), now(), row.at(1), row.at(2), row.at(3)},
               error)
        && refreshTool(provider, toolId, error, &searchChanged)
        && commit(transaction, error, searchChanged);
}

bool CatalogDatabase::unpin(const QString &provider, const QString &toolId, QString *error)
{
    CatalogDatabaseTransaction transaction(m_db);
    bool searchChanged = false;
    return begin(transaction, error)
        && run(QStringLiteral("DELETE FROM pins WHERE provider = ? AND tool_id = ?"),
               {provider, toolId}, error)
        && refreshTool(provider, toolId, error, &searchChanged)
        && commit(transaction, error, searchChanged);
}

QList<Pin> CatalogDatabase::pins(const QString &provider) const
{
    QList<Pin> result;
    selectRows(
        QStringLiteral("SELECT provider, tool_id, version, digest, pinned_at FROM pins"
                       " WHERE ? = '' OR provider = ? ORDER BY provider, tool_id"),
        {sqlText(provider), sqlText(provider)},
        [&](const QSqlQuery &row) {
            result.append({row.value(0).toString(), row.value(1).toString(),
                           row.value(2).toLongLong(), row.value(3).toByteArray(),
                           CatalogDatabaseFormat::timeFromMsecs(row.value(4))});
        },
        nullptr);
    return result;
}

std::optional<Pin> CatalogDatabase::pinOf(const QString &provider, const QString &toolId) const
{
    QVariantList row;
    if (!selectRow(QStringLiteral("SELECT version, digest, pinned_at FROM pins"
                                  " WHERE provider = ? AND tool_id = ?"),
                   {provider, toolId}, &row, nullptr)
        || row.isEmpty())
        return std::nullopt;
    return Pin {provider, toolId, row.at(0).toLongLong(), row.at(1).toByteArray(),
                CatalogDatabaseFormat::timeFromMsecs(row.at(2))};
}

bool CatalogDatabase::setOverride(const OverrideTarget &rawTarget, const QString &newText,
                                  QString *error)
{
    const OverrideTarget target = normalized(rawTarget);
    CatalogDatabaseTransaction transaction(m_db);
    bool searchChanged = false;
    if (!begin(transaction, error))
        return false;
    const std::optional<StoredSignature> vendor = signature(target.provider, target.toolId);
    if (!vendor)
        return fail(tr("Tool %1 from %2 is not in the catalog.")
                        .arg(TextSafety::escapeLine(target.toolId),
                             TextSafety::escapeLine(target.provider)),
                    error);
    const std::optional<QString> original = vendorText(vendor->signature, target);
    if (!original)
        return fail(tr("Tool %1 has no parameter or allowed value \"%2\" to override.")
                        .arg(TextSafety::escapeLine(vendor->signature.name),
                             TextSafety::escapeLine(
                                 target.enumValue.isEmpty()
                                     ? target.parameter
                                     : QString(target.parameter + u'.' + target.enumValue))),
                    error);
    if (target.kind == OverrideKind::ToolName && !acceptsAlias(target, newText, error))
        return false;
    // Rewriting an override keeps the vendor text it replaced and any open
    // conflict: the user has not necessarily read the vendor's new text.
    QVariantList values = keyValues(target);
    values << sqlText(newText) << sqlText(*original) << now();
    return run(QStringLiteral("INSERT INTO overrides (provider, tool_id, kind, parameter,"
                              " enum_value, text, vendor_original, updated_at)"
                              " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                              " ON CONFLICT (provider, tool_id, kind, parameter, enum_value)"
                              " DO UPDATE SET text = excluded.text,"
                              " updated_at = excluded.updated_at"),
               values, error)
        && refreshTool(target.provider, target.toolId, error, &searchChanged)
        && commit(transaction, error, searchChanged);
}

bool CatalogDatabase::restoreOverride(const Override &entry, QString *error)
{
    const OverrideTarget target = normalized(entry.target);
    CatalogDatabaseTransaction transaction(m_db);
    if (!begin(transaction, error))
        return false;
    if (!toolRow(target.provider, target.toolId))
        return fail(tr("Tool %1 from %2 is not in the catalog.")
                        .arg(TextSafety::escapeLine(target.toolId),
                             TextSafety::escapeLine(target.provider)),
                    error);
    if (target.kind == OverrideKind::ToolName && !acceptsAlias(target, entry.text, error))
        return false;
    // vendor_latest is recomputed by refreshTool against the displayed version.
    QVariantList values = keyValues(target);
    values << sqlText(entry.text) << sqlText(entry.vendorOriginal) << now();
    return run(QStringLiteral("INSERT INTO overrides (provider, tool_id, kind, parameter,"
                              " enum_value, text, vendor_original, updated_at)"
                              " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                              " ON CONFLICT (provider, tool_id, kind, parameter, enum_value)"
                              " DO UPDATE SET text = excluded.text,"
                              " vendor_original = excluded.vendor_original,"
                              " vendor_latest = NULL, updated_at = excluded.updated_at"),
               values, error)
        && refreshTool(target.provider, target.toolId, error, nullptr)
        && commit(transaction, error);
}

bool CatalogDatabase::clearOverride(const OverrideTarget &rawTarget, QString *error)
{
    const OverrideTarget target = normalized(rawTarget);
    CatalogDatabaseTransaction transaction(m_db);
    bool searchChanged = false;
    return begin(transaction, error)
        && run(QString(u"DELETE FROM overrides WHERE " + KeyCondition), keyValues(target), error)
        && refreshTool(target.provider, target.toolId, error, &searchChanged)
        && commit(transaction, error, searchChanged);
}

QList<Override> CatalogDatabase::overrides(const QString &provider, const QString &toolId) const
{
    QList<Override> result;
    selectRows(
        QStringLiteral("SELECT provider, tool_id, kind, parameter, enum_value, text,"
                       " vendor_original, vendor_latest, updated_at FROM overrides"
                       " WHERE (? = '' OR provider = ?) AND (? = '' OR tool_id = ?)"
                       " ORDER BY provider, tool_id, kind, parameter, enum_value"),
        {sqlText(provider), sqlText(provider), sqlText(toolId), sqlText(toolId)},
        [&](const QSqlQuery &row) {
            const auto kind = CatalogDatabaseFormat::overrideKindFromName(row.value(2).toString());
            if (!kind)
                return;
            Override entry;
            entry.target = {row.value(0).toString(), row.value(1).toString(), *kind,
                            row.value(3).toString(), row.value(4).toString()};
            entry.text = row.value(5).toString();
            entry.vendorOriginal = row.value(6).toString();
            if (!row.value(7).isNull())
                entry.vendorLatest = row.value(7).toString();
            entry.updatedAt = CatalogDatabaseFormat::timeFromMsecs(row.value(8));
            result.append(entry);
        },
        nullptr);
    return result;
}

bool CatalogDatabase::resolveConflict(const OverrideTarget &rawTarget, ConflictChoice choice,
                                      QString *error)
{
    const OverrideTarget target = normalized(rawTarget);
    CatalogDatabaseTransaction transaction(m_db);
    bool searchChanged = false;
    if (!begin(transaction, error))
        return false;
    QVariantList row;
    if (!selectRow(QString(u"SELECT vendor_latest FROM overrides WHERE " + KeyCondition),
                   keyValues(target), &row, error))
        return false;
    if (row.isEmpty())
        return fail(tr("There is no override of this text to settle."), error);
    if (row.at(0).isNull())
        return commit(transaction, error, false); // settled already
    bool ok = false;
    if (choice == ConflictChoice::KeepMine) {
        QVariantList values {now()};
        values << keyValues(target);
        ok = run(QString(u"UPDATE overrides SET vendor_original = vendor_latest,"
                         u" vendor_latest = NULL, updated_at = ? WHERE "
                         + KeyCondition),
                 values, error);
    } else {
        ok = run(QString(u"DELETE FROM overrides WHERE " + KeyCondition), keyValues(target), error);
    }
    return ok && refreshTool(target.provider, target.toolId, error, &searchChanged)
        && commit(transaction, error, searchChanged);
}

bool CatalogDatabase::acceptsAlias(const OverrideTarget &target, const QString &alias,
                                   QString *error) const
{
    if (const std::optional<QString> problem
        = DescriptionLimits::problem(OverrideKind::ToolName, alias))
        return fail(tr("This alias cannot be used: %1.").arg(*problem), error);
    // The tool's own vendor name is no alias: the override would change nothing
    // while hiding the name the vendor's documentation uses.
    QVariantList own;
    if (!selectRow(QStringLiteral("SELECT name FROM tools WHERE provider = ? AND tool_id = ?"),
                   {target.provider, target.toolId}, &own, error))
        return false;
    if (!own.isEmpty() && own.at(0).toString() == alias)
        return fail(tr("\"%1\" is already the tool's name.").arg(TextSafety::escapeLine(alias)),
                    error);
    // Another tool known by the name, through its vendor's name (unless it has
    // an alias itself) or its alias: the LLM could not tell the two apart.
    // tools_name compares without case; names do not, so both conditions.
    QVariantList other;
    if (!selectRow(
            QStringLiteral(
                "SELECT provider FROM tools t WHERE t.name = ? COLLATE NOCASE AND t.name = ?"
                " AND NOT (t.provider = ? AND t.tool_id = ?) AND NOT EXISTS (SELECT 1 FROM"
                " overrides a WHERE a.provider = t.provider AND a.tool_id = t.tool_id AND"
                " a.kind = 'tool-name')"
                " UNION ALL SELECT provider FROM overrides WHERE kind = 'tool-name' AND text = ?"
                " AND NOT (provider = ? AND tool_id = ?) LIMIT 1"),
            {alias, alias, target.provider, target.toolId, alias, target.provider, target.toolId},
            &other, error))
        return false;
    if (!other.isEmpty())
        return fail(
            tr("A tool from %1 is already called \"%2\"; choose another name.")
                .arg(TextSafety::escapeLine(other.at(0).toString()), TextSafety::escapeLine(alias)),
            error);
    return true;
}

std::optional<EditedSignature> CatalogDatabase::editedSignature(const QString &provider,
                                                                const QString &toolId,
                                                                std::optional<qint64> version) const
{
    std::optional<StoredSignature> vendor = signature(provider, toolId, version);
    if (!vendor)
        return std::nullopt;
    EditedSignature edited;
    edited.overrides = overrides(provider, toolId);
    edited.edited = applyOverrides(vendor->signature, edited.overrides);
    edited.vendor = std::move(*vendor);
    edited.breakingUpdate = breakingUpdate(provider, toolId);
    return edited;
}

ToolSignature CatalogDatabase::applyOverrides(const ToolSignature &vendor,
                                              const QList<Override> &overrides)
{
    ToolSignature edited = vendor;
    for (const Override &entry : overrides) {
        if (QString *target = targetText(edited, entry.target))
            *target = entry.text;
    }
    return edited;
}

std::optional<QString> CatalogDatabase::vendorText(const ToolSignature &signature,
                                                   const OverrideTarget &target)
{
    if (const QString *found = targetText(signature, normalized(target)))
        return *found;
    return std::nullopt;
}

} // namespace Toolshelf
