// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

QT_BEGIN_NAMESPACE
class QMimeData;
QT_END_NAMESPACE

namespace Toolshelf {

// One tool carried by a drag: enough to find it in the catalog and pin it.
struct DraggedTool
{
    QString provider;
    QString toolId;
    QString name;
    // The version the catalog showed when the drag started.
    qint64 version = 0;

    friend bool operator==(const DraggedTool &, const DraggedTool &) = default;
};

// The drag-and-drop format of tools: a JSON list under a MIME type of our own,
// plus "name()" as plain text so other applications receive the reference.
// Drops come from any application, so decoding trusts nothing.
class ToolMime
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ToolMime)

public:
    static constexpr qsizetype MaxTools = 1000;
    static constexpr qsizetype MaxPayloadBytes = 1024 * 1024;
    static constexpr qsizetype MaxFieldLength = 255;

    // "application/x-toolshelf-tool-refs"
    static QString mimeType();

    // How a procedure refers to a tool: "name()".
    static QString reference(const QString &name);

    static QByteArray encode(const QList<DraggedTool> &tools);
    // The tools, or nothing with the reason: not a JSON list of 1..MaxTools
    // objects with exactly provider, toolId, name (non-empty, at most
    // MaxFieldLength characters, no control or bidi characters) and a
    // positive integer version.
    static std::optional<QList<DraggedTool>> decode(const QByteArray &payload,
                                                    QString *error = nullptr);

    // New mime data carrying both formats; the caller owns it (as a drag does).
    static QMimeData *toMimeData(const QList<DraggedTool> &tools);
    // The tools of a drop, or nothing when it carries none or invalid ones.
    static std::optional<QList<DraggedTool>> fromMimeData(const QMimeData *data,
                                                          QString *error = nullptr);
};

} // namespace Toolshelf
