// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SecretRemoval against the real keyring (gnome-keyring in the test's D-Bus
// session): one answer for several providers, once the keychain answered for
// every entry of each, and nothing of theirs left to read.

#include "providers/credentialstore.h"
#include "providers/secretremoval.h"

#include <QSignalSpy>
#include <QTest>

using namespace Toolshelf;
using namespace Qt::StringLiterals;

namespace {

constexpr int Timeout = 20000;
using Failures = QHash<QString, QString>;

Provider provider(const QString &name)
{
    Provider p;
    p.name = name;
    p.id = u"id-"_s + name;
    p.baseUrl = QUrl(u"https://tools.example/a2t"_s);
    p.auth = AuthMethod::Bearer;
    return p;
}

} // namespace

class tst_SecretRemoval : public QObject
{
    Q_OBJECT

    CredentialStore m_store {u"tst_secretremoval"_s};

    bool waitIdle()
    {
        return QTest::qWaitFor([this] { return m_store.isIdle(); }, Timeout);
    }

private Q_SLOTS:
    void nothingToRemoveAnswersLater()
    {
        SecretRemoval removal(&m_store);
        QSignalSpy finished(&removal, &SecretRemoval::finished);
        removal.start({});
        QCOMPARE(finished.size(), 0);
        QVERIFY(finished.wait(Timeout));
        QVERIFY(finished.first().first().value<Failures>().isEmpty());
    }

    void answersOnceForAllProviders()
    {
        if (!m_store.keychainAvailable() && qEnvironmentVariableIsSet("TOOLSHELF_NO_KEYRING_TESTS"))
            QSKIP("no keyring in this environment");
        const QList<Provider> providers {provider(u"one"_s), provider(u"two"_s)};
        for (const Provider &p : providers) {
            m_store.write(p, SecretKind::Secret, "secret-" + p.name.toUtf8());
            m_store.write(p, SecretKind::RefreshToken, "refresh-" + p.name.toUtf8());
        }
        QVERIFY(waitIdle());

        SecretRemoval removal(&m_store);
        QSignalSpy finished(&removal, &SecretRemoval::finished);
        removal.start(providers);
        QVERIFY(finished.wait(Timeout));
        // Every removal was answered before the one answer came.
        QVERIFY(m_store.isIdle());
        QTest::qWait(100);
        QCOMPARE(finished.size(), 1);
        QVERIFY(finished.first().first().value<Failures>().isEmpty());

        QSignalSpy read(&m_store, &CredentialStore::readFinished);
        for (const Provider &p : providers)
            m_store.read(p, SecretKind::Secret);
        QTRY_COMPARE_WITH_TIMEOUT(read.size(), 2, Timeout);
        for (const QList<QVariant> &answer : std::as_const(read))
            QVERIFY(answer.at(3).toByteArray().isEmpty());
    }
};

QTEST_MAIN(tst_SecretRemoval)
#include "tst_secretremoval.moc"
