// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/diagnostic.h"
#include "tool/tool.h"
#include "tool/tooloutput.h"

#include <QByteArrayView>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Toolshelf {

// One tool of a page as its dialect read it, with what is wrong with it:
// what a sync stages and the catalog stores.
struct DialectTool
{
    Tool tool;
    // Where it stood in what the provider sent (a JSON path), for messages.
    QString path;
    // What is wrong with it as sent. Paths are relative to the tool ("$.name"),
    // so where it stood in its page does not matter once it is stored.
    QList<Diagnostic> diagnostics;
    // ToolSearchText::parameters(tool), where the dialect read it from the
    // wire more cheaply than from the schemas (a sync stages every tool).
    std::optional<QString> parametersText;

    friend bool operator==(const DialectTool &, const DialectTool &) = default;
};

// A page of a provider's tool list as its dialect reads it.
struct DialectPage
{
    // Set when nothing could be read: not JSON, a limit passed, not a page of tools.
    std::optional<Diagnostic> fatal;
    QList<DialectTool> tools;
    // What is wrong with the page itself.
    QList<Diagnostic> diagnostics;
    // Where the next page starts; empty on the last one.
    QString nextCursor;
    // Where the wire counts its tools (offset paging): how many the listing
    // holds, and where this page starts in it.
    std::optional<qint64> total;
    qint64 offset = 0;
};

// What one protocol's providers say, in the tool model's terms (issue 15's
// seam). Stateless: one instance serves every provider of the protocol and
// every thread; sessions, paging requests and credentials are the provider
// client's. Each dialect has a conformance test (tests/support/dialectconformance.h)
// over literal wire captures in tests/data/<its folder under dialects/>/.
class ToolDialect
{
public:
    virtual ~ToolDialect() = default;

    // Stored with every provider and catalog row: never changes.
    virtual QString id() const = 0;
    // For people: the provider list and the details say which protocol a tool came by.
    virtual QString displayName() const = 0;
    // Names the protocol had before, which a provider's settings may still carry.
    virtual QStringList formerNames() const { return {}; }
    // True where the wire numbers no versions: the catalog then numbers each
    // distinct native form of a tool itself (1, 2, 3 ...) when it first
    // stores it, and the dialect's tools come with version 0 until then.
    virtual bool countsVersions() const { return false; }
    // Whether a tool's input schema is JSON Schema as the provider wrote it
    // (nested objects, arrays of objects, bounds, references), which forms,
    // the Details tree and the check before a call then take whole. False
    // where Toolshelf made the schema from a flatter wire (A2T's parameter
    // lists), whose own rules check a call.
    virtual bool servesJsonSchema() const { return true; }

    // The conformance rules its lint checks (core/rule.h), in the list's order.
    virtual QList<Rule> rules() const = 0;
    // A page of the tool list as the provider answered it.
    virtual DialectPage readPage(const QString &provider, QByteArrayView body) const = 0;
    // The tool a native form (Tool::nativeForm) holds: how a stored version
    // is read back. Nothing when it is not one of this dialect's.
    virtual std::optional<Tool> readNative(const QString &provider,
                                           QByteArrayView nativeForm) const = 0;
    // The dialect's own conformance findings for one tool, read from its native form.
    virtual QList<Diagnostic> lint(const Tool &tool) const = 0;
    // The body of a call of `tool` with `arguments`, keyed as its input schema's properties.
    virtual QByteArray invocationBody(const Tool &tool, const QJsonObject &arguments) const = 0;
    // The outputs of `tool`'s answer, or why the body is no answer (translated).
    virtual std::optional<QString> readAnswer(const Tool &tool, QByteArrayView body,
                                              QList<ToolOutput> *outputs) const = 0;
};

} // namespace Toolshelf
