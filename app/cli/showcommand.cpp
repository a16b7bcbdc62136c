// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/showcommand.h"

#include "catalog/catalogdatabase.h"
#include "catalog/catalogdatabaseformat.h"
#include "cli/commandparser.h"
#include "cli/toolformat.h"
#include "core/textsafety.h"
#include "tool/canonicaljson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Toolshelf {

namespace {

struct Shown
{
    std::optional<EditedSignature> signature;
    QList<qint64> versions;
};

QString safe(const QString &text)
{
    return TextSafety::escapeLine(text);
}

// Every line of `text` indented and wrapped, so a description stays in its block.
QString indented(const QString &text, int indent)
{
    return ToolFormat::wrapped(text, indent);
}

// Prints the signature as a person reads it; overridden text is followed by
// the vendor's, which this version carries.
class TextPage
{
public:
    TextPage(const EditedSignature &shown, QTextStream &out)
        : m_shown(shown)
        , m_out(out)
    { }

    void print(const QList<qint64> &versions)
    {
        const StoredSignature &vendor = m_shown.vendor;
        const ToolSignature &s = m_shown.edited;
        QString head = ToolFormat::reference(vendor.provider, s.name);
        head += u' '
            + ShowCommand::tr("version %1 (current %2)").arg(s.version).arg(s.currentVersion);
        if (const QString badges = ToolFormat::badges(vendor.flags); !badges.isEmpty())
            head += QStringLiteral("  ") + badges;
        m_out << head << u'\n';
        if (s.name != vendor.signature.name)
            field(ShowCommand::tr("Vendor's name:"), safe(vendor.signature.name));
        field(ShowCommand::tr("Tool id:"), safe(s.toolId));
        field(ShowCommand::tr("Digest:"), QString::fromLatin1(vendor.digest));
        QStringList numbers;
        for (qint64 n : versions)
            numbers.append(QString::number(n));
        field(ShowCommand::tr("Stored versions:"), numbers.join(QStringLiteral(", ")));
        if (vendor.revisions > 1)
            field(ShowCommand::tr("Contents:"),
                  ShowCommand::tr(
                      "%1 different contents were served as version %2; this is number %3")
                      .arg(vendor.revisions)
                      .arg(s.version)
                      .arg(vendor.revision));
        field(ShowCommand::tr("Tags:"), safe(s.tags.join(QStringLiteral(", "))));
        if (!vendor.tool.groupPath.isEmpty())
            field(ShowCommand::tr("Group:"), safe(vendor.tool.groupPath.join(u'/')));
        if (!vendor.discoveredBy.isEmpty())
            field(ShowCommand::tr("Revealed by:"),
                  ShowCommand::tr("%1 (a call's answer named it; the provider does not list it)")
                      .arg(safe(vendor.discoveredBy)));
        if (!s.img.isEmpty())
            field(ShowCommand::tr("Image:"), safe(s.img));
        breakingUpdate();

        m_out << u'\n' << ShowCommand::tr("Description:") << u'\n';
        text({vendor.provider, s.toolId, OverrideKind::ToolDescription, {}, {}}, s.description, 2);
        usage();
        inputs();
        outputs();
        diagnostics();
        stale();
    }

private:
    // Before the description: it decides whether the pin may move.
    void breakingUpdate()
    {
        if (!m_shown.breakingUpdate)
            return;
        const BreakingUpdate &update = *m_shown.breakingUpdate;
        m_out << u'\n'
              << ShowCommand::tr("Breaking update: version %1 breaks what the pinned version %2 "
                                 "offers:")
                     .arg(update.currentVersion)
                     .arg(update.pinnedVersion)
              << u'\n';
        for (const SignatureChange &change : update.changes)
            m_out << QStringLiteral("  %1  %2").arg(ruleId(*change.breaks), safe(change.summary))
                  << u'\n';
    }

    void field(const QString &label, const QString &value)
    {
        m_out << label.leftJustified(17) << value << u'\n';
    }

    // When to use the tool and when not. Where when to use it is the
    // description, as the vendor's is until the user writes one, it is not
    // printed twice.
    void usage()
    {
        const OverrideTarget whenToUse {
            m_shown.vendor.provider, m_shown.edited.toolId, OverrideKind::WhenToUse, {}, {}};
        m_out << u'\n' << ShowCommand::tr("When to use:") << u'\n';
        if (!find(whenToUse) && m_shown.edited.whenToUse == m_shown.edited.description)
            m_out << QStringLiteral("  ") << ShowCommand::tr("(the description)") << u'\n';
        else
            text(whenToUse, m_shown.edited.whenToUse, 2);
        m_out << u'\n' << ShowCommand::tr("When not to use:") << u'\n';
        text({m_shown.vendor.provider, m_shown.edited.toolId, OverrideKind::WhenNotToUse, {}, {}},
             m_shown.edited.whenNotToUse, 2, ShowCommand::tr("(not said)"));
    }

    // The text, and the vendor's under it when the user overrode it.
    void text(const OverrideTarget &target, const QString &shown, int indent,
              const QString &empty = ShowCommand::tr("(no description)"))
    {
        m_out << indented(shown.isEmpty() ? empty : shown, indent);
        const Override *entry = find(target);
        if (!entry)
            return;
        const std::optional<QString> vendor
            = CatalogDatabase::vendorText(m_shown.vendor.signature, target);
        const QString label = entry->isConflict()
            ? ShowCommand::tr("vendor (changed since you edited it):")
            : ShowCommand::tr("vendor:");
        m_out << QString(indent + 2, u' ') << label << u'\n';
        m_out << indented(vendor.value_or(QString()).isEmpty() ? empty : *vendor, indent + 4);
    }

    const Override *find(const OverrideTarget &target) const
    {
        for (const Override &entry : m_shown.overrides) {
            if (entry.target.kind == target.kind && entry.target.parameter == target.parameter
                && entry.target.enumValue == target.enumValue
                && CatalogDatabase::vendorText(m_shown.vendor.signature, entry.target))
                return &entry;
        }
        return nullptr;
    }

    static QString typeName(ParameterType type, const QString &unknown)
    {
        return type == ParameterType::Unknown ? safe(unknown) : parameterTypeName(type);
    }

    void allowedValues(const QList<AllowedValue> &values, OverrideKind kind,
                       const QString &parameter)
    {
        if (values.isEmpty())
            return;
        m_out << QStringLiteral("      ") << ShowCommand::tr("Allowed values:") << u'\n';
        for (const AllowedValue &value : values) {
            m_out << QStringLiteral("        ") << safe(value.name) << u'\n';
            text({m_shown.vendor.provider, m_shown.edited.toolId, kind, parameter, value.name},
                 value.description, 10);
        }
    }

    void inputs()
    {
        const QList<InputParameter> &inputs = m_shown.edited.inputs;
        m_out << u'\n' << ShowCommand::tr("Inputs:") << u'\n';
        if (inputs.isEmpty())
            m_out << QStringLiteral("  ") << ShowCommand::tr("(none)") << u'\n';
        qsizetype width = 4;
        for (const InputParameter &input : inputs)
            width = std::max(width, safe(input.name).size());
        for (const InputParameter &input : inputs) {
            QString line = QStringLiteral("  %1  %2  %3")
                               .arg(safe(input.name).leftJustified(width),
                                    typeName(input.type, input.unknownTypeName).leftJustified(7),
                                    input.required ? ShowCommand::tr("required")
                                                   : ShowCommand::tr("optional"));
            if (input.type == ParameterType::Int)
                line += QStringLiteral("  ") + ShowCommand::tr("max %1").arg(input.max);
            m_out << line << u'\n';
            text({m_shown.vendor.provider,
                  m_shown.edited.toolId,
                  OverrideKind::InputDescription,
                  input.name,
                  {}},
                 input.description, 6);
            allowedValues(input.allowedValues, OverrideKind::InputEnumValueDescription, input.name);
        }
    }

    void outputs()
    {
        const QList<OutputParameter> &outputs = m_shown.edited.outputs;
        m_out << u'\n' << ShowCommand::tr("Outputs:") << u'\n';
        if (outputs.isEmpty())
            m_out << QStringLiteral("  ") << ShowCommand::tr("(none)") << u'\n';
        qsizetype width = 4;
        for (const OutputParameter &output : outputs)
            width = std::max(width, safe(output.name).size());
        for (const OutputParameter &output : outputs) {
            m_out << QStringLiteral("  %1  %2")
                         .arg(safe(output.name).leftJustified(width),
                              typeName(output.type, output.unknownTypeName))
                  << u'\n';
            text({m_shown.vendor.provider,
                  m_shown.edited.toolId,
                  OverrideKind::OutputDescription,
                  output.name,
                  {}},
                 output.description, 6);
            allowedValues(output.allowedValues, OverrideKind::OutputEnumValueDescription,
                          output.name);
        }
    }

    void diagnostics()
    {
        const QList<Diagnostic> &found = m_shown.vendor.diagnostics;
        m_out << u'\n' << ShowCommand::tr("Diagnostics:") << u'\n';
        if (found.isEmpty())
            m_out << QStringLiteral("  ") << ShowCommand::tr("(none)") << u'\n';
        for (const Diagnostic &d : found) {
            m_out << QStringLiteral("  %1  %2  %3: %4")
                         .arg(severityName(d.severity()), ruleId(d.rule), safe(d.path),
                              safe(d.message))
                  << u'\n';
        }
    }

    // Overrides of text this version does not have (another version's parameter).
    void stale()
    {
        QStringList names;
        for (const Override &entry : m_shown.overrides) {
            if (CatalogDatabase::vendorText(m_shown.vendor.signature, entry.target))
                continue;
            QString where = CatalogDatabaseFormat::overrideKindName(entry.target.kind);
            if (!entry.target.parameter.isEmpty())
                where += u' ' + safe(entry.target.parameter);
            if (!entry.target.enumValue.isEmpty())
                where += u'.' + safe(entry.target.enumValue);
            names.append(where);
        }
        if (names.isEmpty())
            return;
        m_out << u'\n' << ShowCommand::tr("Your overrides of text this version does not have:")
              << u'\n';
        for (const QString &name : std::as_const(names))
            m_out << QStringLiteral("  ") << name << u'\n';
    }

    const EditedSignature &m_shown;
    QTextStream &m_out;
};

QJsonObject overrideJson(const Override &entry, const ToolSignature &vendor)
{
    const std::optional<QString> vendorText = CatalogDatabase::vendorText(vendor, entry.target);
    return {
        {QStringLiteral("kind"), CatalogDatabaseFormat::overrideKindName(entry.target.kind)},
        {QStringLiteral("parameter"), entry.target.parameter},
        {QStringLiteral("enumValue"), entry.target.enumValue},
        {QStringLiteral("text"), entry.text},
        {QStringLiteral("vendorOriginal"), entry.vendorOriginal},
        {QStringLiteral("vendorText"), vendorText ? QJsonValue(*vendorText) : QJsonValue()},
        {QStringLiteral("vendorLatest"),
         entry.vendorLatest ? QJsonValue(*entry.vendorLatest) : QJsonValue()},
        {QStringLiteral("conflict"), entry.isConflict()},
        {QStringLiteral("applied"), vendorText.has_value()},
        {QStringLiteral("updatedAt"), entry.updatedAt.toString(Qt::ISODateWithMs)},
    };
}

QJsonValue breakingUpdateJson(const std::optional<BreakingUpdate> &update)
{
    if (!update)
        return QJsonValue::Null;
    QJsonArray changes;
    for (const SignatureChange &change : update->changes)
        changes.append(QJsonObject {{QStringLiteral("rule"), ruleId(*change.breaks)},
                                    {QStringLiteral("path"), change.path},
                                    {QStringLiteral("summary"), change.summary}});
    return QJsonObject {{QStringLiteral("pinnedVersion"), update->pinnedVersion},
                        {QStringLiteral("currentVersion"), update->currentVersion},
                        {QStringLiteral("changes"), changes}};
}

QJsonObject pageJson(const EditedSignature &shown, const QList<qint64> &versions)
{
    const StoredSignature &vendor = shown.vendor;
    QJsonArray overrides;
    for (const Override &entry : shown.overrides)
        overrides.append(overrideJson(entry, vendor.signature));
    QJsonArray numbers;
    for (qint64 n : versions)
        numbers.append(n);
    // The tool as search --json has it, this version's; then what only show says.
    ToolSummary summary;
    summary.provider = vendor.provider;
    summary.toolId = vendor.signature.toolId;
    summary.name = vendor.signature.name;
    if (shown.edited.name != vendor.signature.name)
        summary.alias = shown.edited.name;
    summary.version = vendor.signature.version;
    summary.currentVersion = vendor.signature.currentVersion;
    summary.tags = shown.edited.tags;
    summary.groupPath = vendor.tool.groupPath;
    summary.discoveredBy = vendor.discoveredBy;
    summary.description = shown.edited.description;
    summary.flags = vendor.flags;
    QJsonObject page = ToolFormat::toolJson(summary);
    // As shown, like the description: the user's text where there is one.
    page.insert(QStringLiteral("whenToUse"), shown.edited.whenToUse);
    page.insert(QStringLiteral("whenNotToUse"), shown.edited.whenNotToUse);
    page.insert(QStringLiteral("dialect"), vendor.dialect);
    page.insert(QStringLiteral("storedVersions"), numbers);
    page.insert(QStringLiteral("digest"), QString::fromLatin1(vendor.digest));
    page.insert(QStringLiteral("revision"), vendor.revision);
    page.insert(QStringLiteral("revisions"), vendor.revisions);
    page.insert(QStringLiteral("signature"), CanonicalJson::toJson(shown.edited));
    page.insert(QStringLiteral("vendor"), CanonicalJson::toJson(vendor.signature));
    // The schemas as the provider served them (A2T's parameters as JSON Schema).
    page.insert(QStringLiteral("inputSchema"), vendor.tool.input.json());
    if (vendor.tool.output)
        page.insert(QStringLiteral("outputSchema"), vendor.tool.output->json());
    page.insert(QStringLiteral("overrides"), overrides);
    page.insert(QStringLiteral("diagnostics"), ToolFormat::diagnosticsJson(vendor.diagnostics));
    page.insert(QStringLiteral("breakingUpdate"), breakingUpdateJson(shown.breakingUpdate));
    return page;
}

} // namespace

QString ShowCommand::name() const
{
    return QStringLiteral("show");
}

QString ShowCommand::summary() const
{
    return tr("Show a tool's signature with your edits and the vendor's text.");
}

int ShowCommand::run(const QStringList &arguments, CommandIo &io)
{
    CommandParser parser(name());
    parser.setDescription(
        tr("Shows one version of a tool: the pinned version, else the current one, or version N. "
           "Your overrides are applied, each followed by the vendor's text it replaces; the "
           "conformance findings are listed with their rule ids. A tool pinned to a version "
           "whose current version breaks it says what breaks, before its description. TOOL is the "
           "tool's name or its "
           "toolId. A version the catalog does not hold yet is fetched from the provider and "
           "stored.\n"
           "\n"
           "With --json, prints the tool as search --json does ({provider, toolId, name, alias, "
           "version, currentVersion, tags, description, flags}, of the version shown) and "
           "whenToUse and whenNotToUse (as shown, like the description: your text, else the "
           "vendor's; when to use it is the vendor's description where the vendor says no more), "
           "dialect, storedVersions, "
           "digest, revision, revisions, signature (canonical JSON with your overrides applied), "
           "vendor (canonical JSON as the vendor sent it), inputSchema and outputSchema (JSON "
           "Schema as served; A2T's parameters translated), overrides: [{kind, parameter, "
           "enumValue, text, vendorOriginal, vendorText, vendorLatest, conflict, applied, "
           "updatedAt}], diagnostics: [{rule, severity, path, message}], breakingUpdate (null, "
           "or {pinnedVersion, currentVersion, changes: [{rule, path, summary}]} when the tool "
           "is pinned behind a current version that breaks it). vendorOriginal is the vendor's "
           "text when you wrote "
           "the override, "
           "vendorText the text of the version shown (null when it lacks the target).\n"
           "\n"
           "Exit status: 0 success; 1 no such tool or version, or fetching it failed; 2 bad "
           "usage or an unreadable profile."));
    const QCommandLineOption versionOption(QStringLiteral("version"), tr("Show version N."),
                                           QStringLiteral("N"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print the tool as JSON."));
    parser.addOptions({versionOption, jsonOption});
    parser.addPositionalArgument(QStringLiteral("PROVIDER/TOOL"), tr("The tool to show."));

    if (const std::optional<int> done
        = parser.parse(arguments, io, tr("Usage: toolshelf show [options] PROVIDER/TOOL")))
        return *done;
    if (parser.positionalArguments().size() != 1)
        return usageError(io, tr("name one tool as PROVIDER/TOOL"));
    const std::optional<ToolReference> reference
        = parseReference(parser.positionalArguments().constFirst(), io);
    if (!reference)
        return 2;
    std::optional<qint64> version;
    if (parser.isSet(versionOption)) {
        version = parseVersion(parser.value(versionOption));
        if (!version)
            return usageError(io, tr("--version needs a positive whole number"));
    }
    const bool json = parser.isSet(jsonOption);
    if (!open(io))
        return 2;

    withTool(*reference, io, [this, &io, version, json](const ToolSummary &tool) {
        if (!version)
            return show(tool, version, json, io);
        withVersion(tool, *version, io,
                    [this, &io, tool, version, json] { show(tool, version, json, io); });
    });
    return Pending;
}

void ShowCommand::show(const ToolSummary &tool, std::optional<qint64> version, bool json,
                       CommandIo &io)
{
    onCatalog(
        [provider = tool.provider, toolId = tool.toolId, version](CatalogDatabase &database) {
            return Shown {database.editedSignature(provider, toolId, version),
                          database.versionNumbers(provider, toolId)};
        },
        [this, &io, tool, version, json](const Shown &shown) {
            if (!shown.signature) {
                const QString reference = ToolFormat::reference(tool.provider, tool.name);
                return fail(
                    io,
                    version
                        ? tr("version %1 of %2 is not in the catalog").arg(*version).arg(reference)
                        : tr("%1 has no stored signature").arg(reference));
            }
            if (json)
                io.out << QString::fromUtf8(
                    QJsonDocument(pageJson(*shown.signature, shown.versions))
                        .toJson(QJsonDocument::Indented));
            else
                TextPage(*shown.signature, io.out).print(shown.versions);
            finish(io, 0);
        });
}

} // namespace Toolshelf
