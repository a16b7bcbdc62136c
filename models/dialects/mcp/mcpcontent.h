// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QList>
#include <QString>

namespace Toolshelf {

// The content blocks of an MCP tool's answer, read for people: text as
// text, an image or audio as its decoded bytes and type, a resource link
// and an embedded resource by their URI. Provider data: every field is
// bounded, and a block of a type Toolshelf does not know is kept as its JSON.
class McpContent
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::McpContent)

public:
    enum class Kind { Text, Image, Audio, ResourceLink, Resource, Other };
    struct Block
    {
        Kind kind = Kind::Other;
        // The block's type as the server wrote it ("text", "image").
        QString type;
        // Text, the link's or resource's name and URI, or the unknown block's JSON.
        QString text;
        QString uri;
        QString mimeType;
        // An image's or audio's bytes, or a resource's blob, decoded.
        QByteArray data;
    };

    // Largest decoded image, audio or blob kept; larger ones keep their type only.
    static constexpr qsizetype MaxDataBytes = 16 * 1024 * 1024;
    static constexpr qsizetype MaxTextChars = 1024 * 1024;
    // Blocks read from one answer.
    static constexpr qsizetype MaxBlocks = 1000;

    static QList<Block> read(const QJsonArray &content);
    // One line for the block in a list: "image (image/png, 12 KB)".
    static QString summary(const Block &block);
};

} // namespace Toolshelf
