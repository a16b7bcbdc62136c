// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ProviderError: what kind of failure a failed request is (the Error code
// every layer above passes on), and its words.

#include "net/networkresult.h"
#include "providers/providererror.h"

#include <QTest>

using namespace Toolshelf;

class tst_ProviderError : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void code_data()
    {
        QTest::addColumn<NetworkResult::Error>("network");
        QTest::addColumn<int>("status");
        QTest::addColumn<Error::Code>("code");

        using N = NetworkResult::Error;
        using C = Error::Code;
        QTest::newRow("timeout") << N::Timeout << 0 << C::Timeout;
        QTest::newRow("401") << N::HttpError << 401 << C::Unauthorized;
        QTest::newRow("403") << N::HttpError << 403 << C::Unauthorized;
        QTest::newRow("404") << N::HttpError << 404 << C::Http;
        QTest::newRow("429") << N::HttpError << 429 << C::Http;
        QTest::newRow("503") << N::HttpError << 503 << C::Http;
        QTest::newRow("a body too large") << N::BodyTooLarge << 200 << C::Limit;
        QTest::newRow("cancelled") << N::Cancelled << 0 << C::Cancelled;
        QTest::newRow("refused") << N::Network << 0 << C::Network;
        QTest::newRow("TLS") << N::TlsFailure << 0 << C::Network;
        QTest::newRow("credentials over http") << N::InsecureCredentials << 0 << C::Network;
        QTest::newRow("https to http") << N::InsecureRedirect << 302 << C::Network;
        QTest::newRow("redirect loop") << N::TooManyRedirects << 302 << C::Network;
        QTest::newRow("file: URL") << N::UnsupportedUrl << 0 << C::Network;
    }

    void code()
    {
        QFETCH(NetworkResult::Error, network);
        QFETCH(int, status);
        QFETCH(Error::Code, code);
        NetworkResult result;
        result.error = network;
        result.statusCode = status;
        QCOMPARE(ProviderError::code(result), code);
        QCOMPARE(ProviderError::error(result).code(), code);
    }

    // The error's text is describe()'s: the network's account and the
    // provider's reason, as windows and the command line show them today.
    void errorSaysWhatDescribeSays()
    {
        NetworkResult result;
        result.error = NetworkResult::Error::HttpError;
        result.statusCode = 401;
        result.errorString = QStringLiteral("HTTP 401 Unauthorized");
        result.body = R"({"error": {"message": "the key expired"}})";
        const Error error = ProviderError::error(result);
        QCOMPARE(error.text(), ProviderError::describe(result));
        QCOMPARE(error.text(), QStringLiteral("HTTP 401 Unauthorized (the key expired)"));
        QCOMPARE(error.cause(), nullptr);
    }
};

QTEST_GUILESS_MAIN(tst_ProviderError)
#include "tst_providererror.moc"
