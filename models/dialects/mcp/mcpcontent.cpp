// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialects/mcp/mcpcontent.h"

#include "core/textsafety.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace Toolshelf {

namespace {

QString bounded(const QJsonObject &object, const char *key, qsizetype chars)
{
    return TextSafety::shortened(object.value(QLatin1String(key)).toString(), chars);
}

// Base64 as the server sent it; nothing when it is too large or is none.
QByteArray decoded(const QString &base64)
{
    if (base64.size() / 4 * 3 > McpContent::MaxDataBytes)
        return {};
    const auto result = QByteArray::fromBase64Encoding(base64.toLatin1(),
                                                       QByteArray::AbortOnBase64DecodingErrors);
    return result ? *result : QByteArray();
}

} // namespace

QList<McpContent::Block> McpContent::read(const QJsonArray &content)
{
    QList<Block> blocks;
    for (const QJsonValue &value : content) {
        if (blocks.size() == MaxBlocks)
            break;
        const QJsonObject object = value.toObject();
        Block block;
        block.type = bounded(object, "type", 40);
        if (block.type == QLatin1String("text")) {
            block.kind = Kind::Text;
            block.text = bounded(object, "text", MaxTextChars);
        } else if (block.type == QLatin1String("image") || block.type == QLatin1String("audio")) {
            block.kind = block.type == QLatin1String("image") ? Kind::Image : Kind::Audio;
            block.mimeType = bounded(object, "mimeType", 100);
            block.data = decoded(object.value(QStringLiteral("data")).toString());
        } else if (block.type == QLatin1String("resource_link")) {
            block.kind = Kind::ResourceLink;
            block.uri = bounded(object, "uri", 2000);
            block.text = bounded(object, "name", 200);
            block.mimeType = bounded(object, "mimeType", 100);
        } else if (block.type == QLatin1String("resource")) {
            block.kind = Kind::Resource;
            const QJsonObject resource = object.value(QStringLiteral("resource")).toObject();
            block.uri = bounded(resource, "uri", 2000);
            block.mimeType = bounded(resource, "mimeType", 100);
            if (resource.contains(QStringLiteral("text")))
                block.text = bounded(resource, "text", MaxTextChars);
            else
                block.data = decoded(resource.value(QStringLiteral("blob")).toString());
        } else {
            block.text = TextSafety::shortened(
                QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)), 2000);
        }
        blocks.append(block);
    }
    return blocks;
}

QString McpContent::summary(const Block &block)
{
    const QString size = QLocale().formattedDataSize(block.data.size());
    switch (block.kind) {
    case Kind::Text:
        return tr("text");
    case Kind::Image:
        return block.data.isEmpty() ? tr("image (%1, not readable)").arg(block.mimeType)
                                    : tr("image (%1, %2)").arg(block.mimeType, size);
    case Kind::Audio:
        return block.data.isEmpty() ? tr("audio (%1, not readable)").arg(block.mimeType)
                                    : tr("audio (%1, %2)").arg(block.mimeType, size);
    case Kind::ResourceLink:
        return tr("link to a resource");
    case Kind::Resource:
        return tr("embedded resource");
    case Kind::Other:
        break;
    }
    return tr("%1 block").arg(block.type);
}

} // namespace Toolshelf
