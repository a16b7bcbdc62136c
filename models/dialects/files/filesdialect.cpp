// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/files/filesdialect.h"

#include "core/jsonpath.h"
#include "core/jsonpreflight.h"
#include "dialects/files/agenttoolformat.h"
#include "dialects/files/atdfformat.h"
#include "dialects/files/declarationjson.h"
#include "dialects/jsonschematool.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace Toolshelf {

namespace {

using DeclarationJson::key;

const QByteArrayView Bom("\xEF\xBB\xBF");

std::optional<Tool> toolOf(const QString &provider, const QJsonObject &native, QByteArray form)
{
    if (AgentToolFormat::isDeclaration(native))
        return AgentToolFormat::read(provider, native, std::move(form));
    if (AtdfFormat::isAtdf(native))
        return AtdfFormat::read(provider, native, std::move(form));
    return std::nullopt;
}

QList<Diagnostic> lintOf(const QJsonObject &native)
{
    if (AgentToolFormat::isDeclaration(native))
        return AgentToolFormat::lint(native);
    return AtdfFormat::lint(native);
}

// The declarations a file holds, and where they stand in it: the document
// itself, the items of an array, or the `loaded_tools` of a tool surface.
struct Held
{
    QJsonArray items;
    QString path;
    bool single = false;
    bool surface = false;
};

std::optional<Held> heldIn(const QJsonDocument &document)
{
    const QString root = JsonPath::root();
    if (document.isArray())
        return Held {document.array(), root};
    if (!document.isObject())
        return std::nullopt;
    const QJsonObject object = document.object();
    if (object.contains(key("surface_id")))
        return Held {object.value(key("loaded_tools")).toArray(),
                     JsonPath::member(root, QStringLiteral("loaded_tools")), false, true};
    return Held {QJsonArray {object}, root, true};
}

} // namespace

QString FilesDialect::id() const
{
    return DialectId;
}

QString FilesDialect::displayName() const
{
    return tr("Declaration files");
}

QList<Rule> FilesDialect::rules() const
{
    return {Rule::JsonSyntax,           Rule::JsonType,          Rule::FieldMissing,
            Rule::TextControlCharacter, Rule::InputSchemaObject, Rule::DocumentKindUnknown,
            Rule::SchemaVersionUnknown, Rule::ToolIdRepeated,    Rule::FileRefused};
}

DialectPage FilesDialect::readPage(const QString &provider, QByteArrayView body) const
{
    DialectPage page;
    // Editors on some systems start UTF-8 files with a byte order mark.
    if (body.startsWith(Bom))
        body = body.sliced(Bom.size());
    if (const std::optional<QString> problem = JsonPreflight::check(body)) {
        page.fatal = Diagnostic {Rule::JsonSyntax, JsonPath::root(), *problem};
        return page;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError) {
        page.fatal
            = Diagnostic {Rule::JsonSyntax, JsonPath::root(),
                          tr("not JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset)};
        return page;
    }
    const std::optional<Held> held = heldIn(document);
    if (!held) {
        page.fatal = Diagnostic {Rule::DocumentKindUnknown, JsonPath::root(),
                                 tr("the file holds no Agent Tool declaration, ATDF document, "
                                    "array of them or tool surface")};
        return page;
    }
    for (qsizetype i = 0; i < held->items.size(); ++i) {
        const QString at = held->single ? held->path : JsonPath::index(held->path, i);
        const QJsonObject served = held->items.at(i).toObject();
        // A surface's loaded tools may be names of tools declared elsewhere.
        if (held->surface && held->items.at(i).isString())
            continue;
        if (!held->items.at(i).isObject()
            || (!AgentToolFormat::isDeclaration(served) && !AtdfFormat::isAtdf(served))) {
            page.diagnostics.append(
                {Rule::DocumentKindUnknown, at,
                 tr("item %1 is neither an Agent Tool declaration nor an ATDF document")
                     .arg(i + 1)});
            continue;
        }
        // Read from the bytes stored, as every dialect does, so the stored
        // version is the tool listed.
        QByteArray form = QJsonDocument(served).toJson(QJsonDocument::Compact);
        const QJsonObject native = QJsonDocument::fromJson(form).object();
        page.tools.append({*toolOf(provider, native, std::move(form)), at, lintOf(served), {}});
    }
    if (held->single && page.tools.isEmpty() && !page.diagnostics.isEmpty())
        page.fatal = page.diagnostics.takeFirst();
    return page;
}

std::optional<Tool> FilesDialect::readNative(const QString &provider,
                                             QByteArrayView nativeForm) const
{
    const std::optional<QJsonObject> native = DeclarationJson::object(nativeForm);
    if (!native)
        return std::nullopt;
    return toolOf(provider, *native, nativeForm.toByteArray());
}

QList<Diagnostic> FilesDialect::lint(const Tool &tool) const
{
    const std::optional<QJsonObject> native = DeclarationJson::object(tool.nativeForm);
    return native ? lintOf(*native) : QList<Diagnostic>();
}

QByteArray FilesDialect::invocationBody(const Tool &, const QJsonObject &) const
{
    return {};
}

std::optional<QString> FilesDialect::readAnswer(const Tool &tool, QByteArrayView,
                                                QList<ToolOutput> *outputs) const
{
    outputs->clear();
    return tr("%1's tools are declarations read from files; they name no endpoint to call")
        .arg(tool.key.provider);
}

} // namespace Toolshelf
