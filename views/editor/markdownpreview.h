// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QFutureWatcher>
#include <QPointer>
#include <QTextBrowser>
#include <QTimer>

QT_BEGIN_NAMESPACE
class QTextDocument;
QT_END_NAMESPACE

namespace Toolshelf {

// The rendered view of a procedure's Markdown. Rendering never runs on the
// typing path: it waits for a pause, runs on a worker thread (setMarkdown is
// quadratic on some inputs), keeps at most one render in flight, drops
// results the text has moved past, and refuses documents above a bound.
class MarkdownPreview final : public QTextBrowser
{
    Q_OBJECT

public:
    // Above a skill body of 500 lines. Pathological input (`*a` repeated) this
    // long still renders in seconds, on the worker; at 64 KiB it takes a minute.
    static constexpr qsizetype MaxLength = 32 * 1024;
    static constexpr int DefaultDelay = 400;

    explicit MarkdownPreview(QWidget *parent = nullptr);

    // Follows `document` (the editor's): renders its text after each pause in
    // typing. The text is copied only then, never per keystroke.
    void setSourceDocument(QTextDocument *document);
    // Tests shorten the pause.
    void setDelay(int milliseconds);
    bool isTooLarge() const { return m_tooLarge; }

Q_SIGNALS:
    // The view shows the latest text (or says it is too large to show).
    void rendered();

protected:
    // Local files and remote images named in the text are never loaded.
    QVariant loadResource(int type, const QUrl &name) override;

private:
    void sourceChanged();
    void render();
    void finished();

    QTimer m_delay;
    QFutureWatcher<QString> m_watcher;
    QPointer<QTextDocument> m_source;
    // The text changed while a render was running: its result is stale.
    bool m_stale = false;
    bool m_tooLarge = false;
};

} // namespace Toolshelf
