// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCache>
#include <QHash>
#include <QImage>
#include <QObject>
#include <QSet>
#include <QUrl>

#include <optional>

namespace Toolshelf {

class NetworkCall;
class NetworkService;

// Tool images (a signature's optional `img` URL): fetched only when a tool is
// shown, without any credential, decoded within bounds, scaled down, and
// cached in memory and as PNG files on disk, so the details pane never waits
// for one and a provider cannot exhaust memory with a huge or hostile image.
class ImageCache final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ImageCache)

public:
    // Larger bodies are not images a catalog needs.
    static constexpr qint64 MaxBytes = 2 * 1024 * 1024;
    // Images are scaled to fit this square.
    static constexpr int MaxSide = 256;
    // Declared dimensions beyond this are refused before decoding.
    static constexpr qint64 MaxPixels = 40'000'000;

    // `directory` holds the disk cache; it is created when first needed.
    ImageCache(NetworkService *network, QString directory, QObject *parent = nullptr);
    ~ImageCache() override;

    // The image when it is cached; otherwise nothing, and a fetch starts
    // (once per URL) that ends in ready() or failed(). A URL that failed is
    // not fetched again in this session.
    std::optional<QImage> image(const QUrl &url);

    // Decodes `bytes` within the bounds above; a null image with `error` set
    // when they are not an acceptable image.
    static QImage decode(const QByteArray &bytes, QString *error);

Q_SIGNALS:
    void ready(const QUrl &url, const QImage &image);
    void failed(const QUrl &url, const QString &error);

private:
    QString filePath(const QUrl &url) const;
    void fetched(const QUrl &url, const QByteArray &body);

    NetworkService *m_network;
    QString m_directory;
    QCache<QUrl, QImage> m_memory;
    QHash<QUrl, NetworkCall *> m_fetching;
    QHash<QUrl, QString> m_failed;
};

} // namespace Toolshelf
