// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "net/imagecache.h"

#include "core/sha256.h"
#include "net/networkservice.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QSaveFile>

namespace Toolshelf {

namespace {

// Images kept decoded in memory (each at most MaxSide²×4 bytes, 256 KiB).
constexpr int MemoryImages = 64;

} // namespace

ImageCache::ImageCache(NetworkService *network, QString directory, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_directory(std::move(directory))
    , m_memory(MemoryImages)
{ }

ImageCache::~ImageCache()
{
    // Calls are children of the network service: stop them reporting here.
    for (NetworkCall *call : std::as_const(m_fetching)) {
        call->disconnect(this);
        call->cancel();
    }
}

std::optional<QImage> ImageCache::image(const QUrl &url)
{
    if (const QImage *cached = m_memory.object(url))
        return *cached;
    if (m_failed.contains(url) || m_fetching.contains(url))
        return {};
    // A file this cache wrote: small, and a PNG it encoded itself.
    QImage stored;
    if (stored.load(filePath(url), "PNG")) {
        m_memory.insert(url, new QImage(stored));
        return stored;
    }
    if (!m_network)
        return {};
    NetworkRequest request = NetworkRequest::get(url);
    request.maxBodyBytes = MaxBytes;
    request.addHeader("Accept", "image/*");
    NetworkCall *call = m_network->send(request);
    m_fetching.insert(url, call);
    connect(call, &NetworkCall::finished, this, [this, url](const NetworkResult &result) {
        m_fetching.remove(url);
        if (!result.ok()) {
            m_failed.insert(url, result.errorString);
            Q_EMIT failed(url, result.errorString);
            return;
        }
        fetched(url, result.body);
    });
    return {};
}

QImage ImageCache::decode(const QByteArray &bytes, QString *error)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    const QSize size = reader.size();
    if (size.isValid() && qint64(size.width()) * size.height() > MaxPixels) {
        *error = tr("the image is too large (%1 × %2 pixels)").arg(size.width()).arg(size.height());
        return {};
    }
    if (!reader.canRead() || !size.isValid()) {
        *error = tr("not an image Toolshelf can show");
        return {};
    }
    if (size.width() > MaxSide || size.height() > MaxSide)
        reader.setScaledSize(size.scaled(MaxSide, MaxSide, Qt::KeepAspectRatio));
    QImage image = reader.read();
    if (image.isNull()) {
        *error = tr("the image cannot be decoded: %1").arg(reader.errorString());
        return {};
    }
    // Formats that ignore the scaled size still end up bounded.
    if (image.width() > MaxSide || image.height() > MaxSide)
        image = image.scaled(MaxSide, MaxSide, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    return image;
}

void ImageCache::fetched(const QUrl &url, const QByteArray &body)
{
    QString error;
    const QImage image = decode(body, &error);
    if (image.isNull()) {
        m_failed.insert(url, error);
        Q_EMIT failed(url, error);
        return;
    }
    m_memory.insert(url, new QImage(image));
    // The disk copy only saves a later download; failing to write it is harmless.
    if (QDir().mkpath(m_directory)) {
        QSaveFile file(filePath(url));
        if (file.open(QIODevice::WriteOnly) && image.save(&file, "PNG"))
            file.commit();
    }
    Q_EMIT ready(url, image);
}

// Named by a hash of the URL: provider text never becomes a file name.
QString ImageCache::filePath(const QUrl &url) const
{
    const QByteArray hash = Sha256::hex(url.toEncoded());
    return m_directory + u'/' + QString::fromLatin1(hash) + QStringLiteral(".png");
}

} // namespace Toolshelf
