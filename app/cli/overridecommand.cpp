// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/overridecommand.h"

#include "catalog/catalogdatabase.h"
#include "cli/commandparser.h"
#include "cli/toolformat.h"
#include "core/textsafety.h"
#include "dialects/a2t/descriptionlimits.h"

#include <variant>

namespace Toolshelf {

namespace {

// What the user asked to change, as typed.
struct Request
{
    // The tool's text the request concerns: its description (or, with
    // --param, a parameter's), its name (an alias), when to use it or when not.
    OverrideKind kind = OverrideKind::ToolDescription;
    QString parameter;
    QString value;
    // Nothing: clear the override.
    std::optional<QString> text;
};

struct Outcome
{
    int code = 0;
    QString message;
    QString error;
};

// Parameters are matched by name, which overrides are keyed by; an id is
// accepted too, since the user may have copied it from the signature.
template<typename List> auto findParameter(const List &list, const QString &key)
{
    const auto byName = std::find_if(list.cbegin(), list.cend(),
                                     [&](const auto &entry) { return entry.name == key; });
    if (byName != list.cend())
        return byName;
    return std::find_if(list.cbegin(), list.cend(),
                        [&](const auto &entry) { return entry.id == key; });
}

QString quotedNames(const QStringList &names)
{
    QStringList quoted;
    for (const QString &name : names)
        quoted.append(QString(u'"' + TextSafety::escapeLine(name) + u'"'));
    return quoted.join(QStringLiteral(", "));
}

template<typename List> QStringList namesOf(const List &list)
{
    QStringList names;
    for (const auto &entry : list)
        names.append(entry.name);
    return names;
}

// The target in the displayed version, or why there is none.
template<typename Parameter>
std::variant<OverrideTarget, QString> enumTarget(const Parameter &parameter, OverrideKind kind,
                                                 OverrideTarget target, const QString &value)
{
    target.kind = kind;
    target.parameter = parameter.name;
    if (value.isEmpty())
        return target;
    if (parameter.allowedValues.isEmpty())
        return OverrideCommand::tr("\"%1\" has no allowed values; --value applies to enum "
                                   "parameters")
            .arg(TextSafety::escapeLine(parameter.name));
    const QStringList values = namesOf(parameter.allowedValues);
    if (!values.contains(value))
        return OverrideCommand::tr("\"%1\" has no allowed value \"%2\"; it has %3")
            .arg(TextSafety::escapeLine(parameter.name), TextSafety::escapeLine(value),
                 quotedNames(values));
    target.kind = kind == OverrideKind::InputDescription ? OverrideKind::InputEnumValueDescription
                                                         : OverrideKind::OutputEnumValueDescription;
    target.enumValue = value;
    return target;
}

std::variant<OverrideTarget, QString>
findTarget(const StoredSignature &stored, const QList<Override> &existing, const Request &request)
{
    const ToolSignature &signature = stored.signature;
    OverrideTarget target {stored.provider, signature.toolId, request.kind, {}, {}};
    if (request.parameter.isEmpty())
        return target;
    // An input and an output may share a name; --param means the input then.
    if (const auto input = findParameter(signature.inputs, request.parameter);
        input != signature.inputs.cend())
        return enumTarget(*input, OverrideKind::InputDescription, target, request.value);
    if (const auto output = findParameter(signature.outputs, request.parameter);
        output != signature.outputs.cend())
        return enumTarget(*output, OverrideKind::OutputDescription, target, request.value);
    // Clearing may concern a parameter this version lacks, overridden while
    // another version was shown.
    if (!request.text) {
        for (const Override &entry : existing) {
            if (entry.target.parameter == request.parameter
                && entry.target.enumValue == request.value)
                return entry.target;
        }
    }
    return OverrideCommand::tr("version %1 of %2 has no parameter \"%3\"; its inputs are %4 and "
                               "its outputs %5")
        .arg(signature.version)
        .arg(ToolFormat::reference(stored.provider, signature.name),
             TextSafety::escapeLine(request.parameter), quotedNames(namesOf(signature.inputs)),
             quotedNames(namesOf(signature.outputs)));
}

// A label for messages, "Demo/weather, input "City"": a name, not a phrase
// glued into a sentence, so every message stays a whole sentence to translate.
QString label(const OverrideTarget &target, const QString &reference)
{
    const QString parameter = TextSafety::escapeLine(target.parameter);
    const QString value = TextSafety::escapeLine(target.enumValue);
    switch (target.kind) {
    case OverrideKind::ToolName:
    case OverrideKind::ToolDescription:
    case OverrideKind::WhenToUse:
    case OverrideKind::WhenNotToUse:
        break;
    case OverrideKind::InputDescription:
        return OverrideCommand::tr("%1, input \"%2\"").arg(reference, parameter);
    case OverrideKind::OutputDescription:
        return OverrideCommand::tr("%1, output \"%2\"").arg(reference, parameter);
    case OverrideKind::InputEnumValueDescription:
        return OverrideCommand::tr("%1, input \"%2\", value %3").arg(reference, parameter, value);
    case OverrideKind::OutputEnumValueDescription:
        return OverrideCommand::tr("%1, output \"%2\", value %3").arg(reference, parameter, value);
    }
    return reference;
}

bool sameTarget(const OverrideTarget &a, const OverrideTarget &b)
{
    return a.kind == b.kind && a.parameter == b.parameter && a.enumValue == b.enumValue;
}

// What apply() says, for a description, an alias, or when to use the tool or not.
struct Wording
{
    const char *unchanged;
    const char *cannotRemove;
    const char *removed;
    const char *refused;
    const char *cannotSet;
    const char *set;
};

const Wording DescriptionWording {
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand",
                      "%1: the description is not overridden; nothing changed."),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand", "%1: your description cannot be removed: %2"),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand",
                      "%1: your description is removed; the vendor's is used again."),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand", "%1: the description is refused: %2"),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand", "%1: the description cannot be replaced: %2"),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand", "%1: your description replaces the vendor's."),
};

const Wording AliasWording {
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand", "%1 has no alias; nothing changed."),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand", "%1: the alias cannot be removed: %2"),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand",
                      "%1: the alias is removed; the vendor's name is used again."),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand", "%1: the alias is refused: %2"),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand", "%1: the alias cannot be set: %2"),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand",
                      "%1: procedures, skills and tool definitions now call it %2."),
};

const Wording WhenToUseWording {
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand",
                      "%1: when to use it is not overridden; nothing changed."),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand",
                      "%1: your text on when to use it cannot be removed: %2"),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand",
                      "%1: your text on when to use it is removed; the vendor's is used again."),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand",
                      "%1: the text on when to use it is refused: %2"),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand",
                      "%1: the text on when to use it cannot be replaced: %2"),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand", "%1: your text now says when to use it."),
};

const Wording WhenNotToUseWording {
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand",
                      "%1: when not to use it is not overridden; nothing changed."),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand",
                      "%1: your text on when not to use it cannot be removed: %2"),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand",
                      "%1: your text on when not to use it is removed."),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand",
                      "%1: the text on when not to use it is refused: %2"),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand",
                      "%1: the text on when not to use it cannot be replaced: %2"),
    QT_TRANSLATE_NOOP("Toolshelf::OverrideCommand", "%1: your text now says when not to use it."),
};

const Wording &wordingFor(OverrideKind kind)
{
    switch (kind) {
    case OverrideKind::ToolName:
        return AliasWording;
    case OverrideKind::WhenToUse:
        return WhenToUseWording;
    case OverrideKind::WhenNotToUse:
        return WhenNotToUseWording;
    case OverrideKind::ToolDescription:
    case OverrideKind::InputDescription:
    case OverrideKind::OutputDescription:
    case OverrideKind::InputEnumValueDescription:
    case OverrideKind::OutputEnumValueDescription:
        break;
    }
    return DescriptionWording;
}

QString say(const char *text)
{
    return OverrideCommand::tr(text);
}

Outcome apply(CatalogDatabase &database, UserDataEditor &editor, const ToolSummary &tool,
              const Request &request)
{
    const std::optional<StoredSignature> stored = database.signature(tool.provider, tool.toolId);
    const QString reference = ToolFormat::reference(tool.provider, tool.name);
    if (!stored)
        return {1, {}, OverrideCommand::tr("%1 has no stored signature").arg(reference)};
    const QList<Override> existing = database.overrides(tool.provider, tool.toolId);
    const auto found = findTarget(*stored, existing, request);
    if (const auto *error = std::get_if<QString>(&found))
        return {1, {}, *error};
    const OverrideTarget target = std::get<OverrideTarget>(found);
    const QString what = label(target, reference);
    const Wording &wording = wordingFor(request.kind);
    QString error;

    if (!request.text) {
        const bool overridden
            = std::any_of(existing.cbegin(), existing.cend(),
                          [&](const Override &entry) { return sameTarget(entry.target, target); });
        if (!overridden)
            return {0, say(wording.unchanged).arg(what), {}};
        if (!editor.clearOverride(target, &error))
            return {1, {}, say(wording.cannotRemove).arg(what, error)};
        return {0, say(wording.removed).arg(what), {}};
    }
    if (const std::optional<QString> problem
        = DescriptionLimits::problem(target.kind, *request.text))
        return {1, {}, say(wording.refused).arg(what, *problem)};
    if (!editor.setOverride(target, *request.text, &error))
        return {1, {}, say(wording.cannotSet).arg(what, error)};
    const QString done = say(wording.set);
    return {0,
            request.kind == OverrideKind::ToolName ? done.arg(what, *request.text) : done.arg(what),
            {}};
}

} // namespace

QString OverrideCommand::name() const
{
    return QStringLiteral("override");
}

QString OverrideCommand::summary() const
{
    return tr("Replace a tool's, parameter's or enum value's description, the tool's name, or "
              "when to use the tool and when not, with your own.");
}

int OverrideCommand::run(const QStringList &arguments, CommandIo &io)
{
    CommandParser parser(name());
    parser.setDescription(
        tr("Replaces the vendor's description with your own: the tool's (no --param), an input "
           "parameter's (--param NAME; an output's when no input has that name), or that of one "
           "allowed value of an enum parameter (--param NAME --value VALUE). --clear removes your "
           "text, so the vendor's is used again. --alias NAME gives the tool a name of your own "
           "for procedures, skills and tool definitions, so tools of the same name from several "
           "providers can be told apart; --clear-alias goes back to the vendor's name. "
           "--when-to-use TEXT and --when-not-to-use TEXT say when an agent should call the tool "
           "and when not (ATDF's when_to_use); until you write one, when to use it is the "
           "vendor's description, and when not to use it is empty unless the vendor says. "
           "--clear-when-to-use and --clear-when-not-to-use remove them. TOOL is the "
           "tool's name or its toolId; NAME a "
           "parameter's name or id, as in the version toolshelf show displays.\n"
           "\n"
           "The draft's limits hold for your text as for the vendor's: a tool description must "
           "have fewer than 2000 characters, as must when to use it and when not, an enum value "
           "description at most 2000, and no text "
           "may contain control, bidirectional or invisible characters. An alias follows the "
           "draft's rules for names (snake_case, fewer than 255 characters) and no other tool may "
           "be known by it. Overrides are yours: syncs "
           "never change them, and a vendor change underneath one is flagged as a conflict.\n"
           "\n"
           "Exit status: 0 done (also when --clear found nothing to clear); 1 no such tool, "
           "parameter or value, or the text was refused; 2 bad usage or an unreadable profile."));
    const QCommandLineOption paramOption(QStringLiteral("param"),
                                         tr("The parameter whose description to replace."),
                                         QStringLiteral("NAME"));
    const QCommandLineOption valueOption(
        QStringLiteral("value"), tr("The allowed value of --param whose description to replace."),
        QStringLiteral("VALUE"));
    const QCommandLineOption descriptionOption(QStringLiteral("description"), tr("Your text."),
                                               QStringLiteral("TEXT"));
    const QCommandLineOption clearOption(QStringLiteral("clear"),
                                         tr("Remove your text; the vendor's is used again."));
    const QCommandLineOption aliasOption(
        QStringLiteral("alias"), tr("Your name for the tool, used instead of the vendor's."),
        QStringLiteral("NAME"));
    const QCommandLineOption clearAliasOption(QStringLiteral("clear-alias"),
                                              tr("Remove your name; the vendor's is used again."));
    const QCommandLineOption whenToUseOption(QStringLiteral("when-to-use"),
                                             tr("Your text on when an agent should use the tool."),
                                             QStringLiteral("TEXT"));
    const QCommandLineOption clearWhenToUseOption(
        QStringLiteral("clear-when-to-use"),
        tr("Remove your text on when to use the tool; the vendor's is used again."));
    const QCommandLineOption whenNotToUseOption(
        QStringLiteral("when-not-to-use"),
        tr("Your text on when an agent should not use the tool."), QStringLiteral("TEXT"));
    const QCommandLineOption clearWhenNotToUseOption(
        QStringLiteral("clear-when-not-to-use"),
        tr("Remove your text on when not to use the tool; the vendor's is used again."));
    parser.addOptions({paramOption, valueOption, descriptionOption, clearOption, aliasOption,
                       clearAliasOption, whenToUseOption, clearWhenToUseOption, whenNotToUseOption,
                       clearWhenNotToUseOption});
    parser.addPositionalArgument(QStringLiteral("PROVIDER/TOOL"), tr("The tool to edit."));

    if (const std::optional<int> done
        = parser.parse(arguments, io,
                       tr("Usage: toolshelf override PROVIDER/TOOL [--param NAME [--value "
                          "VALUE]] (--description TEXT | --clear)\n"
                          "       toolshelf override PROVIDER/TOOL (--alias NAME | "
                          "--clear-alias)\n"
                          "       toolshelf override PROVIDER/TOOL (--when-to-use TEXT | "
                          "--clear-when-to-use | --when-not-to-use TEXT | "
                          "--clear-when-not-to-use)")))
        return *done;
    if (parser.positionalArguments().size() != 1)
        return usageError(io, tr("name one tool as PROVIDER/TOOL"));
    const std::optional<ToolReference> reference
        = parseReference(parser.positionalArguments().constFirst(), io);
    if (!reference)
        return 2;
    // Each action: the option, the kind of text it concerns, and the option
    // that clears it, named when the text given is empty.
    struct Action
    {
        const QCommandLineOption &option;
        OverrideKind kind;
        bool sets;
        const QCommandLineOption &clear;
    };
    const Action all[] = {
        {descriptionOption, OverrideKind::ToolDescription, true, clearOption},
        {clearOption, OverrideKind::ToolDescription, false, clearOption},
        {aliasOption, OverrideKind::ToolName, true, clearAliasOption},
        {clearAliasOption, OverrideKind::ToolName, false, clearAliasOption},
        {whenToUseOption, OverrideKind::WhenToUse, true, clearWhenToUseOption},
        {clearWhenToUseOption, OverrideKind::WhenToUse, false, clearWhenToUseOption},
        {whenNotToUseOption, OverrideKind::WhenNotToUse, true, clearWhenNotToUseOption},
        {clearWhenNotToUseOption, OverrideKind::WhenNotToUse, false, clearWhenNotToUseOption},
    };
    const Action *action = nullptr;
    int actions = 0;
    for (const Action &candidate : all) {
        if (parser.isSet(candidate.option)) {
            action = &candidate;
            ++actions;
        }
    }
    if (actions != 1)
        return usageError(io,
                          tr("give one of --description TEXT, --clear, --alias NAME, "
                             "--clear-alias, --when-to-use TEXT, --clear-when-to-use, "
                             "--when-not-to-use TEXT or --clear-when-not-to-use"));
    Request request;
    request.kind = action->kind;
    const bool parameterGiven = parser.isSet(paramOption) || parser.isSet(valueOption);
    if (request.kind == OverrideKind::ToolName && parameterGiven)
        return usageError(io, tr("an alias names the tool; it takes no --param or --value"));
    if (request.kind != OverrideKind::ToolName && request.kind != OverrideKind::ToolDescription
        && parameterGiven)
        return usageError(io,
                          tr("when to use a tool and when not are said of the tool; they "
                             "take no --param or --value"));
    request.parameter = parser.value(paramOption);
    request.value = parser.value(valueOption);
    if (parser.isSet(paramOption) && request.parameter.isEmpty())
        return usageError(io, tr("--param needs a parameter name"));
    if (parser.isSet(valueOption) && (request.value.isEmpty() || request.parameter.isEmpty()))
        return usageError(io, tr("--value needs a value name and --param its parameter"));
    if (action->sets) {
        request.text = parser.value(action->option);
        // An empty alias is refused with the rules for names, below.
        if (request.kind != OverrideKind::ToolName && request.text->trimmed().isEmpty())
            return usageError(io,
                              tr("the text is empty; to go back to the vendor's text, use --%1")
                                  .arg(action->clear.names().constFirst()));
    }
    if (!open(io, Access::Write))
        return 2;

    withTool(*reference, io, [this, &io, request](const ToolSummary &tool) {
        onUserData(
            [tool, request](CatalogDatabase &database, UserDataEditor &editor) {
                return apply(database, editor, tool, request);
            },
            [this, &io](const Outcome &outcome) {
                if (!outcome.error.isEmpty())
                    return fail(io, outcome.error, outcome.code);
                io.out << outcome.message << u'\n';
                finish(io, outcome.code);
            });
    });
    return Pending;
}

} // namespace Toolshelf
