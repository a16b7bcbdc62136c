// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "editor/markdownpreview.h"

#include <QPromise>
#include <QTextDocument>
#include <QThreadPool>

#include <memory>

namespace Toolshelf {

MarkdownPreview::MarkdownPreview(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    m_delay.setSingleShot(true);
    m_delay.setInterval(DefaultDelay);
    connect(&m_delay, &QTimer::timeout, this, &MarkdownPreview::render);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &MarkdownPreview::finished);
}

void MarkdownPreview::setSourceDocument(QTextDocument *document)
{
    if (m_source)
        m_source->disconnect(this);
    m_source = document;
    if (document)
        connect(document, &QTextDocument::contentsChanged, this, &MarkdownPreview::sourceChanged);
    sourceChanged();
}

void MarkdownPreview::sourceChanged()
{
    if (m_watcher.isRunning())
        m_stale = true;
    m_delay.start();
}

void MarkdownPreview::setDelay(int milliseconds)
{
    m_delay.setInterval(milliseconds);
}

QVariant MarkdownPreview::loadResource(int type, const QUrl &name)
{
    Q_UNUSED(type)
    Q_UNUSED(name)
    return {};
}

void MarkdownPreview::render()
{
    if (!m_source) {
        clear();
        return;
    }
    // Counted without copying the text: a huge document is never copied here.
    if (m_source->characterCount() > MaxLength) {
        m_tooLarge = true;
        m_stale = m_watcher.isRunning();
        setPlainText(
            tr("This procedure is too large to preview (more than %1 KiB).").arg(MaxLength / 1024));
        Q_EMIT rendered();
        return;
    }
    // One render at a time: finished() starts the next one when the text moved on.
    if (m_watcher.isRunning()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    auto promise = std::make_shared<QPromise<QString>>();
    m_watcher.setFuture(promise->future());
    // The task owns its text and promise: a preview closed meanwhile waits for nothing.
    QThreadPool::globalInstance()->start([promise, markdown = m_source->toPlainText()] {
        promise->start();
        QTextDocument document;
        document.setMarkdown(markdown);
        promise->addResult(document.toHtml());
        promise->finish();
    });
}

void MarkdownPreview::finished()
{
    if (m_stale) {
        m_stale = false;
        // The text changed meanwhile; render what it is now (the pause has
        // passed already when the timer is not running).
        if (!m_delay.isActive())
            render();
        return;
    }
    if (m_watcher.future().resultCount() == 0)
        return;
    m_tooLarge = false;
    setHtml(m_watcher.result());
    Q_EMIT rendered();
}

} // namespace Toolshelf
