// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What every fuzz target shares: Qt kept quiet, and a property that does not
// hold reported with the values that broke it before the target aborts, so
// libFuzzer saves the input and the report says why.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QtGlobal>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace FuzzSupport {

// Qt's warnings about the hostile input (QuaZip's "cannot open", say) would
// be printed thousands of times a second and hide libFuzzer's own output.
// Fatal messages still abort, and a crash still shows its stack.
inline void quietQt()
{
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &text) {
        if (type == QtFatalMsg) {
            std::fprintf(stderr, "qFatal: %s\n", qUtf8Printable(text));
            std::abort();
        }
    });
}

inline QByteArrayView bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size));
}

// The property `what` does not hold: print both sides and abort.
[[noreturn]] inline void fail(const char *what, const QByteArray &expected,
                              const QByteArray &actual)
{
    const auto print = [](const char *label, const QByteArray &text) {
        std::fprintf(stderr, "--- %s (%lld bytes)\n", label, static_cast<long long>(text.size()));
        std::fwrite(text.constData(), 1, std::size_t(text.size()), stderr);
        std::fputc('\n', stderr);
    };
    std::fprintf(stderr, "\nPROPERTY BROKEN: %s\n", what);
    print("expected", expected);
    print("actual", actual);
    std::abort();
}

inline void check(bool holds, const char *what, const QByteArray &expected = {},
                  const QByteArray &actual = {})
{
    if (!holds)
        fail(what, expected, actual);
}

} // namespace FuzzSupport
