// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Error: the text each layer's message and its cause make, the code at the
// root, copies that share their cause, and a trip through QVariant (queued
// signals, QSignalSpy).

#include "core/error.h"

#include <QSet>
#include <QTest>
#include <QVariant>

using namespace Toolshelf;

using Code = Error::Code;

class tst_Error : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void textNestsTheCauses_data()
    {
        QTest::addColumn<Error>("error");
        QTest::addColumn<QString>("text");

        const Error http(Code::Unauthorized, QStringLiteral("HTTP 401 Unauthorized"));
        QTest::newRow("no cause") << http << QStringLiteral("HTTP 401 Unauthorized");
        QTest::newRow("one cause")
            << Error(Code::Unauthorized, QStringLiteral("page 2 of http://x/tools"), http)
            << QStringLiteral("page 2 of http://x/tools: HTTP 401 Unauthorized");
        QTest::newRow("two causes") << Error(
            Code::Storage, QStringLiteral("a"),
            Error(Code::Storage, QStringLiteral("b"), Error(Code::Other, QStringLiteral("c"))))
                                    << QStringLiteral("a: b: c");
        // A layer with nothing to add leaves its cause's text as it is.
        QTest::newRow("no message of its own")
            << Error(Code::Cancelled, {}, Error(Code::Cancelled, QStringLiteral("cancelled")))
            << QStringLiteral("cancelled");
        QTest::newRow("an empty cause")
            << Error(Code::Other, QStringLiteral("a"), Error(Code::Other, {}))
            << QStringLiteral("a: ");
    }

    void textNestsTheCauses()
    {
        QFETCH(Error, error);
        QFETCH(QString, text);
        QCOMPARE(error.text(), text);
    }

    // The code the user can act on is the innermost one, whatever the outer
    // layers called the failure.
    void rootCodeIsTheInnermost()
    {
        const Error alone(Code::Timeout, QStringLiteral("timed out"));
        QCOMPARE(alone.rootCode(), Code::Timeout);
        QCOMPARE(alone.cause(), nullptr);

        const Error nested(Code::Limit, QStringLiteral("page 3"),
                           Error(Code::Malformed, QStringLiteral("the page"),
                                 Error(Code::Unauthorized, QStringLiteral("HTTP 403"))));
        QCOMPARE(nested.code(), Code::Limit);
        QCOMPARE(nested.rootCode(), Code::Unauthorized);
        QVERIFY(nested.cause());
        QCOMPARE(nested.cause()->code(), Code::Malformed);
        QCOMPARE(nested.cause()->rootCode(), Code::Unauthorized);
        QCOMPARE(nested.cause()->cause()->message(), QStringLiteral("HTTP 403"));
    }

    // Copies are values: they share the (immutable) cause, and a copy
    // outlives the error it was made from.
    void copiesKeepTheirCause()
    {
        std::optional<Error> copy;
        {
            const Error original(Code::Storage, QStringLiteral("the catalog could not save"),
                                 Error(Code::Storage, QStringLiteral("disk full")));
            copy = original;
            QCOMPARE(copy->cause(), original.cause());
        }
        QCOMPARE(copy->code(), Code::Storage);
        QCOMPARE(copy->message(), QStringLiteral("the catalog could not save"));
        QCOMPARE(copy->text(), QStringLiteral("the catalog could not save: disk full"));
        Error moved = std::move(*copy);
        QCOMPARE(moved.text(), QStringLiteral("the catalog could not save: disk full"));
        QCOMPARE(moved.rootCode(), Code::Storage);
    }

    // What queued signals and QSignalSpy do with it.
    void travelsInAVariant()
    {
        const Error error(Code::Http, QStringLiteral("page 1"),
                          Error(Code::Http, QStringLiteral("HTTP 500")));
        const QVariant variant = QVariant::fromValue(error);
        QVERIFY(variant.canConvert<Error>());
        QCOMPARE(variant.value<Error>().text(), error.text());

        const QVariant none = QVariant::fromValue(std::optional<Error>());
        QVERIFY(!none.value<std::optional<Error>>());
        const QVariant some = QVariant::fromValue(std::optional<Error>(error));
        QCOMPARE(some.value<std::optional<Error>>()->rootCode(), Code::Http);
    }

    // The names are a public interface (`sync --json` prints them): unique,
    // lowercase, and the ones released never change.
    void codeNamesAreStable()
    {
        const QList<Code> codes {Code::Network,      Code::Timeout,   Code::Http,
                                 Code::Unauthorized, Code::Malformed, Code::Limit,
                                 Code::Storage,      Code::Cancelled, Code::Other};
        QSet<QString> seen;
        for (Code code : codes) {
            const QString name = Error::codeName(code);
            QCOMPARE(name, name.toLower());
            QVERIFY2(!seen.contains(name), qPrintable(name));
            seen.insert(name);
        }
        QCOMPARE(Error::codeName(Code::Unauthorized), QStringLiteral("unauthorized"));
        QCOMPARE(Error::codeName(Code::Limit), QStringLiteral("limit"));
        QCOMPARE(Error::codeName(Code::Storage), QStringLiteral("storage"));
        QCOMPARE(Error::codeName(Code::Network), QStringLiteral("network"));
    }
};

QTEST_GUILESS_MAIN(tst_Error)
#include "tst_error.moc"
