// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A paint device that keeps the text painted on it, where and in which
// colour, so a delegate test can check what a row says and not only that
// painting it does not crash. Everything else painted is dropped; pixels are
// for a QImage.

#include <QColor>
#include <QImage>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QStringList>
#include <QTextItem>

class TextRecorder final : public QPaintDevice
{
public:
    struct Text
    {
        QString text;
        // The start of the baseline, in device pixels.
        QPointF position;
        qreal width = 0;
        qreal descent = 0;
        QColor color;
    };

    // Metrics (and so font sizes) are those of a QImage of this size.
    explicit TextRecorder(QSize size)
        : m_image(size, QImage::Format_ARGB32)
    { }

    QPaintEngine *paintEngine() const override { return &m_engine; }
    const QList<Text> &texts() const { return m_engine.texts; }

    // The text of each baseline, top to bottom as painted: what one
    // drawText() painted in several pieces (a fallback font) is one line.
    QStringList lines() const
    {
        QStringList result;
        qreal baseline = -1;
        for (const Text &text : m_engine.texts) {
            if (!result.isEmpty() && qAbs(text.position.y() - baseline) < 0.5)
                result.last() += text.text;
            else
                result.append(text.text);
            baseline = text.position.y();
        }
        return result;
    }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return m_image.width();
        case PdmHeight:
            return m_image.height();
        case PdmWidthMM:
            return m_image.widthMM();
        case PdmHeightMM:
            return m_image.heightMM();
        case PdmNumColors:
            return m_image.colorCount();
        case PdmDepth:
            return m_image.depth();
        case PdmDpiX:
            return m_image.logicalDpiX();
        case PdmDpiY:
            return m_image.logicalDpiY();
        case PdmPhysicalDpiX:
            return m_image.physicalDpiX();
        case PdmPhysicalDpiY:
            return m_image.physicalDpiY();
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(devicePixelRatioFScale());
        default:
            return QPaintDevice::metric(metric);
        }
    }

private:
    class Engine final : public QPaintEngine
    {
    public:
        Engine()
            : QPaintEngine(QPaintEngine::AllFeatures)
        { }

        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override { }
        // Every other primitive is dropped. Each overload is overridden: some
        // of QPaintEngine's defaults call each other in a circle.
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override { }
        void drawTiledPixmap(const QRectF &, const QPixmap &, const QPointF &) override { }
        void drawImage(const QRectF &, const QImage &, const QRectF &,
                       Qt::ImageConversionFlags) override
        { }
        void drawPath(const QPainterPath &) override { }
        void drawRects(const QRect *, int) override { }
        void drawRects(const QRectF *, int) override { }
        void drawLines(const QLine *, int) override { }
        void drawLines(const QLineF *, int) override { }
        void drawEllipse(const QRectF &) override { }
        void drawEllipse(const QRect &) override { }
        void drawPoints(const QPointF *, int) override { }
        void drawPoints(const QPoint *, int) override { }
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override { }
        void drawPolygon(const QPoint *, int, PolygonDrawMode) override { }
        void drawTextItem(const QPointF &position, const QTextItem &item) override
        {
            const QPainter *p = painter();
            texts.append({item.text(), p->deviceTransform().map(position), item.width(),
                          item.descent(), p->pen().color()});
        }
        Type type() const override { return QPaintEngine::User; }

        QList<Text> texts;
    };

    QImage m_image;
    mutable Engine m_engine;
};
