// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QMetaType>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace Toolshelf {

// Why an operation failed, from the network to the window: a code a program
// can act on, a translated message, and the failure that caused it.
class Error final
{
    Q_GADGET
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::Error)

public:
    enum class Code {
        Network, // out of reach: refused, reset, no such host, TLS, redirects
        Timeout, // no data moved for the transfer timeout
        Http, // an HTTP error status other than 401/403
        Unauthorized, // credentials missing, refused (401/403) or not to be had
        Malformed, // an answer that is not what the protocol says
        Limit, // a budget or deadline of the sync, or a size cap, was reached
        Storage, // the catalog or the keychain could not read or write
        Cancelled, // the user or the program stopped it
        Other,
    };
    Q_ENUM(Code)

    // A default-constructed error is Other with no message: for QVariant only.
    Error() = default;
    Error(Code code, QString message, std::optional<Error> cause = {});

    Code code() const { return m_code; }
    const QString &message() const { return m_message; }
    // What this failure was caused by; null when it has no cause.
    const Error *cause() const { return m_cause.get(); }
    // "message: the cause's text", as windows and the command line show it
    // (and the catalog stores it). Translated; provider text in it is not
    // escaped: the one showing it knows how (one line, markup).
    QString text() const;
    // The innermost cause's code: what the user can act on (sign in again,
    // raise a limit), however many layers named where it happened.
    Code rootCode() const;

    // A stable lowercase name of `code` for machine-readable output
    // ("unauthorized"); never translated, never changed once released.
    static QString codeName(Code code);

private:
    Code m_code = Code::Other;
    QString m_message;
    // Immutable and shared: copies of an error are as cheap as its message.
    std::shared_ptr<const Error> m_cause;
};

} // namespace Toolshelf

Q_DECLARE_METATYPE(Toolshelf::Error)
Q_DECLARE_METATYPE(std::optional<Toolshelf::Error>)
