// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "providers/credentialstore.h"
#include "providers/profile.h"

#include <qt6keychain/keychain.h>

#include <QAbstractEventDispatcher>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>

using namespace Toolshelf;

namespace {

// Set (to a sandbox directory) in the child process that runs the
// session-only test with a D-Bus session address that leads nowhere.
const char ChildVariable[] = "TOOLSHELF_TST_CREDENTIALSTORE_SANDBOX";
// Set (to a keychain service) in the child process that runs without the GLib
// event loop, so libsecret's answers never arrive.
const char NoGlibVariable[] = "TOOLSHELF_TST_CREDENTIALSTORE_NO_GLIB";
// Lets a CI job without any keyring run the rest; without it a missing keyring fails.
const char NoKeyringVariable[] = "TOOLSHELF_NO_KEYRING_TESTS";
const QByteArray Canary = QByteArrayLiteral("canary-3f9c2a71e4");
// Written by the child in clear on purpose: proves the disk search can see its files.
const QByteArray Marker = QByteArrayLiteral("marker-9d41c07be2");
constexpr int Timeout = 20000;

struct Answer
{
    SecretStatus status = SecretStatus::Failed;
    QByteArray secret;
    QString message;
};

// A provider to store secrets for. Its id differs from its name, so a store
// that filed secrets under the name would be caught.
Provider bound(const QString &name)
{
    Provider p;
    p.name = name;
    if (!name.isEmpty())
        p.id = QString(QStringLiteral("id-") + name);
    p.baseUrl = QUrl(QStringLiteral("https://tools.example/a2t"));
    p.auth = AuthMethod::Bearer;
    return p;
}

// Runs one operation and returns its answer; nothing if none came in time or
// the answer was about another secret.
std::optional<Answer> waitForAnswer(QSignalSpy &spy, const Provider &provider, SecretKind kind,
                                    bool carriesSecret)
{
    if (spy.isEmpty() && !spy.wait(Timeout))
        return std::nullopt;
    const QList<QVariant> arguments = spy.takeFirst();
    if (arguments.at(0).toString() != provider.id || arguments.at(1).value<SecretKind>() != kind)
        return std::nullopt;
    Answer answer;
    answer.status = arguments.at(2).value<SecretStatus>();
    if (carriesSecret)
        answer.secret = arguments.at(3).toByteArray();
    answer.message = arguments.constLast().toString();
    return answer;
}

std::optional<Answer> writeSecret(CredentialStore &store, const Provider &provider, SecretKind kind,
                                  const QByteArray &secret)
{
    QSignalSpy spy(&store, &CredentialStore::writeFinished);
    store.write(provider, kind, secret);
    return waitForAnswer(spy, provider, kind, false);
}

std::optional<Answer> readSecret(CredentialStore &store, const Provider &provider, SecretKind kind)
{
    QSignalSpy spy(&store, &CredentialStore::readFinished);
    store.read(provider, kind);
    return waitForAnswer(spy, provider, kind, true);
}

std::optional<Answer> removeSecret(CredentialStore &store, const Provider &provider,
                                   SecretKind kind)
{
    QSignalSpy spy(&store, &CredentialStore::removeFinished);
    store.remove(provider, kind);
    return waitForAnswer(spy, provider, kind, false);
}

std::optional<Answer> writeSecret(CredentialStore &store, const QString &provider, SecretKind kind,
                                  const QByteArray &secret)
{
    return writeSecret(store, bound(provider), kind, secret);
}

std::optional<Answer> readSecret(CredentialStore &store, const QString &provider, SecretKind kind)
{
    return readSecret(store, bound(provider), kind);
}

std::optional<Answer> removeSecret(CredentialStore &store, const QString &provider, SecretKind kind)
{
    return removeSecret(store, bound(provider), kind);
}

// Every encoding in which a careless implementation could put the secret on
// disk: raw, UTF-16 (a QString in a binary format), Base64 (QtKeychain's
// plain-text fallback stores binary data so) and hex.
QList<QByteArray> encodings(const QByteArray &secret)
{
    const QString text = QString::fromUtf8(secret);
    const QByteArray utf16(reinterpret_cast<const char *>(text.utf16()),
                           text.size() * qsizetype(sizeof(char16_t)));
    return {secret, utf16, secret.toBase64(QByteArray::OmitTrailingEquals), secret.toHex()};
}

// The regular files under `root` whose bytes contain `secret` in any encoding.
QStringList filesContaining(const QString &root, const QByteArray &secret)
{
    QStringList found;
    const QList<QByteArray> needles = encodings(secret);
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        // Sockets and FIFOs of the keyring daemon would block a read.
        if (!it.fileInfo().isFile() || it.fileInfo().isSymLink())
            continue;
        QFile file(it.filePath());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray bytes = file.readAll();
        for (const QByteArray &needle : needles) {
            if (bytes.contains(needle)) {
                found.append(it.filePath());
                break;
            }
        }
    }
    return found;
}

QString keyringDirectory()
{
    QString data = qEnvironmentVariable("XDG_DATA_HOME");
    if (data.isEmpty())
        data = QDir::homePath() + QStringLiteral("/.local/share");
    return data + QStringLiteral("/keyrings");
}

// The contents of the keyring files, to see that a write reached the disk.
QHash<QString, QByteArray> keyringFiles()
{
    QHash<QString, QByteArray> files;
    QDirIterator it(keyringDirectory(), QDir::Files | QDir::Hidden);
    while (it.hasNext()) {
        it.next();
        QFile file(it.filePath());
        if (it.fileInfo().isFile() && file.open(QIODevice::ReadOnly))
            files.insert(it.filePath(), file.readAll());
    }
    return files;
}

bool isThrowAway(const QString &path)
{
    return !path.isEmpty()
        && QDir::cleanPath(QFileInfo(path).absoluteFilePath())
               .startsWith(QString(QDir::tempPath() + QLatin1Char('/')));
}

} // namespace

class tst_CredentialStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsSet(ChildVariable) || qEnvironmentVariableIsSet(NoGlibVariable))
            return;
        QVERIFY(m_profileDir.isValid());
        m_service = Profile::at(m_profileDir.path()).keychainService();
        // The suite runs under dbus-run-session with gnome-keyring; a missing
        // keyring is a broken test setup and must never pass unnoticed.
        CredentialStore store(m_service);
        const auto probe = writeSecret(store, QStringLiteral("probe"), SecretKind::Secret,
                                       QByteArrayLiteral("probe-value"));
        QVERIFY(probe);
        if (probe->status != SecretStatus::Keychain) {
            if (qEnvironmentVariable(NoKeyringVariable) == QLatin1String("1")) {
                m_keyring = false;
                return;
            }
            QFAIL(qPrintable(QStringLiteral("no keychain (%1); run under dbus-run-session with "
                                            "an unlocked gnome-keyring, or set %2=1")
                                 .arg(probe->message, QString::fromLatin1(NoKeyringVariable))));
        }
        QVERIFY(store.keychainAvailable());
        const auto removed = removeSecret(store, QStringLiteral("probe"), SecretKind::Secret);
        QVERIFY(removed);
        QCOMPARE(removed->status, SecretStatus::Keychain);
    }

    void keys()
    {
        QCOMPARE(CredentialStore::keychainKey(QStringLiteral("acme"), SecretKind::Secret),
                 QStringLiteral("provider/acme/secret"));
        QCOMPARE(CredentialStore::keychainKey(QStringLiteral("acme"), SecretKind::RefreshToken),
                 QStringLiteral("provider/acme/refresh-token"));
    }

    void roundTrip_data()
    {
        QTest::addColumn<SecretKind>("kind");
        QTest::addColumn<QByteArray>("secret");
        QTest::newRow("secret") << SecretKind::Secret << QByteArrayLiteral("sk-live-0123456789");
        QTest::newRow("refresh token")
            << SecretKind::RefreshToken << QByteArrayLiteral("rt.eyJhbGciOi.abc");
        QTest::newRow("binary") << SecretKind::Secret << QByteArray("a\0b\xff\n\x01", 6);
        QTest::newRow("utf-8") << SecretKind::RefreshToken
                               << QStringLiteral("pässwörd 東京").toUtf8();
    }

    void roundTrip()
    {
        requireKeyring();
        QFETCH(SecretKind, kind);
        QFETCH(QByteArray, secret);
        CredentialStore store(m_service);
        QCOMPARE(store.keychainState(), KeychainState::Unknown);
        const auto written = writeSecret(store, QStringLiteral("acme"), kind, secret);
        QVERIFY(written);
        QCOMPARE(written->status, SecretStatus::Keychain);
        QVERIFY(written->message.isEmpty());
        QVERIFY(store.keychainAvailable());
        QVERIFY(!store.isSessionOnly(bound(QStringLiteral("acme")), kind));

        const auto read = readSecret(store, QStringLiteral("acme"), kind);
        QVERIFY(read);
        QCOMPARE(read->status, SecretStatus::Keychain);
        QCOMPARE(read->secret, secret);
        QVERIFY(read->message.isEmpty());

        const auto removed = removeSecret(store, QStringLiteral("acme"), kind);
        QVERIFY(removed);
        QCOMPARE(removed->status, SecretStatus::Keychain);
    }

    void overwrite()
    {
        requireKeyring();
        CredentialStore store(m_service);
        const QString provider = QStringLiteral("overwritten");
        QCOMPARE(writeSecret(store, provider, SecretKind::Secret, "first").value().status,
                 SecretStatus::Keychain);
        QCOMPARE(writeSecret(store, provider, SecretKind::Secret, "second").value().status,
                 SecretStatus::Keychain);
        const auto read = readSecret(store, provider, SecretKind::Secret);
        QVERIFY(read);
        QCOMPARE(read->secret, QByteArrayLiteral("second"));
        QCOMPARE(removeSecret(store, provider, SecretKind::Secret).value().status,
                 SecretStatus::Keychain);
    }

    // Whoever ends the process waits for the keychain's answers to every
    // change (a rotated refresh token lost at exit loses the sign-in); not
    // for reads, and not past the bound.
    void changesSettleBeforeTheProcessEnds()
    {
        requireKeyring();
        QCOMPARE(CredentialStore::pendingChanges(), 0);
        CredentialStore store(m_service);
        QSignalSpy written(&store, &CredentialStore::writeFinished);
        store.write(bound(QStringLiteral("settling")), SecretKind::RefreshToken, "rotated");
        store.read(bound(QStringLiteral("settling")), SecretKind::Secret);
        QCOMPARE(CredentialStore::pendingChanges(), 1);
        bool settled = false;
        int answersWhenSettled = -1;
        CredentialStore::whenChangesSettled(this, std::chrono::seconds(30), [&] {
            settled = true;
            answersWhenSettled = int(written.size());
        });
        QVERIFY(!settled);
        QTRY_VERIFY(settled);
        QCOMPARE(answersWhenSettled, 1);
        QCOMPARE(CredentialStore::pendingChanges(), 0);

        // A keychain that does not answer in time: the bound ends the wait.
        store.write(bound(QStringLiteral("settling")), SecretKind::RefreshToken, "again");
        bool gaveUp = false;
        CredentialStore::whenChangesSettled(this, std::chrono::milliseconds(0),
                                            [&] { gaveUp = true; });
        QTRY_VERIFY(gaveUp);
        QTRY_COMPARE(CredentialStore::pendingChanges(), 0);
        QVERIFY(CredentialStore::succeeded(
            removeSecret(store, QStringLiteral("settling"), SecretKind::RefreshToken)
                .value()
                .status));
    }

    void kindsAreSeparate()
    {
        requireKeyring();
        CredentialStore store(m_service);
        const QString provider = QStringLiteral("two-kinds");
        QVERIFY(CredentialStore::succeeded(
            writeSecret(store, provider, SecretKind::Secret, "client-secret").value().status));
        QVERIFY(CredentialStore::succeeded(
            writeSecret(store, provider, SecretKind::RefreshToken, "refresh").value().status));
        QCOMPARE(readSecret(store, provider, SecretKind::Secret).value().secret,
                 QByteArrayLiteral("client-secret"));
        QCOMPARE(readSecret(store, provider, SecretKind::RefreshToken).value().secret,
                 QByteArrayLiteral("refresh"));
        QCOMPARE(removeSecret(store, provider, SecretKind::Secret).value().status,
                 SecretStatus::Keychain);
        QCOMPARE(readSecret(store, provider, SecretKind::RefreshToken).value().secret,
                 QByteArrayLiteral("refresh"));
        QCOMPARE(removeSecret(store, provider, SecretKind::RefreshToken).value().status,
                 SecretStatus::Keychain);
    }

    void removeThenRead()
    {
        requireKeyring();
        CredentialStore store(m_service);
        const QString provider = QStringLiteral("removed");
        QCOMPARE(writeSecret(store, provider, SecretKind::Secret, "gone soon").value().status,
                 SecretStatus::Keychain);
        QCOMPARE(removeSecret(store, provider, SecretKind::Secret).value().status,
                 SecretStatus::Keychain);
        const auto read = readSecret(store, provider, SecretKind::Secret);
        QVERIFY(read);
        QCOMPARE(read->status, SecretStatus::NotFound);
        QVERIFY(read->secret.isEmpty());
        QVERIFY(read->message.contains(provider));
        // Removing what is not there is no error.
        QCOMPARE(removeSecret(store, provider, SecretKind::Secret).value().status,
                 SecretStatus::Keychain);
    }

    void removeProvider()
    {
        requireKeyring();
        CredentialStore store(m_service);
        const QString gone = QStringLiteral("leaving");
        const QString kept = QStringLiteral("staying");
        QCOMPARE(writeSecret(store, gone, SecretKind::Secret, "a").value().status,
                 SecretStatus::Keychain);
        QCOMPARE(writeSecret(store, gone, SecretKind::RefreshToken, "b").value().status,
                 SecretStatus::Keychain);
        QCOMPARE(writeSecret(store, kept, SecretKind::Secret, "c").value().status,
                 SecretStatus::Keychain);

        QSignalSpy removed(&store, &CredentialStore::removeFinished);
        store.removeProvider(bound(gone));
        QTRY_COMPARE_WITH_TIMEOUT(removed.size(), 2, Timeout);
        for (const QList<QVariant> &arguments : std::as_const(removed)) {
            QCOMPARE(arguments.at(0).toString(), bound(gone).id);
            QCOMPARE(arguments.at(2).value<SecretStatus>(), SecretStatus::Keychain);
        }
        QCOMPARE(readSecret(store, gone, SecretKind::Secret).value().status,
                 SecretStatus::NotFound);
        QCOMPARE(readSecret(store, gone, SecretKind::RefreshToken).value().status,
                 SecretStatus::NotFound);
        QCOMPARE(readSecret(store, kept, SecretKind::Secret).value().secret,
                 QByteArrayLiteral("c"));
        QCOMPARE(removeSecret(store, kept, SecretKind::Secret).value().status,
                 SecretStatus::Keychain);
    }

    void profilesAreSeparate()
    {
        requireKeyring();
        QTemporaryDir other;
        QVERIFY(other.isValid());
        const QString otherService = Profile::at(other.path()).keychainService();
        QVERIFY(otherService != m_service);
        CredentialStore mine(m_service);
        CredentialStore theirs(otherService);
        const QString provider = QStringLiteral("shared-name");
        QCOMPARE(writeSecret(mine, provider, SecretKind::Secret, "mine").value().status,
                 SecretStatus::Keychain);
        QCOMPARE(readSecret(theirs, provider, SecretKind::Secret).value().status,
                 SecretStatus::NotFound);
        QCOMPARE(writeSecret(theirs, provider, SecretKind::Secret, "theirs").value().status,
                 SecretStatus::Keychain);
        QCOMPARE(readSecret(mine, provider, SecretKind::Secret).value().secret,
                 QByteArrayLiteral("mine"));
        QCOMPARE(readSecret(theirs, provider, SecretKind::Secret).value().secret,
                 QByteArrayLiteral("theirs"));
        // Removing in one profile leaves the other's alone.
        QCOMPARE(removeSecret(theirs, provider, SecretKind::Secret).value().status,
                 SecretStatus::Keychain);
        QCOMPARE(readSecret(mine, provider, SecretKind::Secret).value().secret,
                 QByteArrayLiteral("mine"));
        QCOMPARE(removeSecret(mine, provider, SecretKind::Secret).value().status,
                 SecretStatus::Keychain);
    }

    void persistsAcrossInstances()
    {
        requireKeyring();
        const QString provider = QStringLiteral("persistent");
        {
            CredentialStore first(m_service);
            QCOMPARE(writeSecret(first, provider, SecretKind::RefreshToken, "kept").value().status,
                     SecretStatus::Keychain);
        }
        CredentialStore second(m_service);
        const auto read = readSecret(second, provider, SecretKind::RefreshToken);
        QVERIFY(read);
        QCOMPARE(read->status, SecretStatus::Keychain);
        QCOMPARE(read->secret, QByteArrayLiteral("kept"));
        QVERIFY(!second.isSessionOnly(bound(provider), SecretKind::RefreshToken));
        QCOMPARE(removeSecret(second, provider, SecretKind::RefreshToken).value().status,
                 SecretStatus::Keychain);
    }

    // Calls made back to back, without waiting, are answered in order and each
    // sees what the one before it left.
    void operationsRunInOrder()
    {
        requireKeyring();
        CredentialStore store(m_service);
        const Provider provider = bound(QStringLiteral("ordered"));
        QList<QString> answers;
        connect(&store, &CredentialStore::writeFinished, this,
                [&answers](const QString &, SecretKind, SecretStatus status, const QString &) {
                    answers.append(status == SecretStatus::Keychain ? QStringLiteral("written")
                                                                    : QStringLiteral("?"));
                });
        connect(&store, &CredentialStore::readFinished, this,
                [&answers](const QString &, SecretKind, SecretStatus status,
                           const QByteArray &secret, const QString &) {
                    answers.append(status == SecretStatus::NotFound ? QStringLiteral("none")
                                                                    : QString::fromUtf8(secret));
                });
        connect(&store, &CredentialStore::removeFinished, this,
                [&answers](const QString &, SecretKind, SecretStatus status, const QString &) {
                    answers.append(status == SecretStatus::Keychain ? QStringLiteral("removed")
                                                                    : QStringLiteral("?"));
                });
        store.write(provider, SecretKind::Secret, "one");
        store.read(provider, SecretKind::Secret);
        store.write(provider, SecretKind::Secret, "two");
        store.read(provider, SecretKind::Secret);
        store.remove(provider, SecretKind::Secret);
        store.read(provider, SecretKind::Secret);
        // Answers never come from within the call.
        QVERIFY(answers.isEmpty());
        QVERIFY(!store.isIdle());
        QTRY_VERIFY_WITH_TIMEOUT(store.isIdle(), Timeout);
        const QList<QString> expected {QStringLiteral("written"), QStringLiteral("one"),
                                       QStringLiteral("written"), QStringLiteral("two"),
                                       QStringLiteral("removed"), QStringLiteral("none")};
        QCOMPARE(answers, expected);
    }

    void invalidInput()
    {
        CredentialStore store(QStringLiteral("unused"));
        const auto empty = writeSecret(store, QStringLiteral("acme"), SecretKind::Secret, {});
        QVERIFY(empty);
        QCOMPARE(empty->status, SecretStatus::Failed);
        QVERIFY(!empty->message.isEmpty());
        // Without an id there is nothing to file a secret under.
        const auto nameless = writeSecret(store, Provider(), SecretKind::Secret, "x");
        QVERIFY(nameless);
        QCOMPARE(nameless->status, SecretStatus::Failed);
        QCOMPARE(readSecret(store, Provider(), SecretKind::Secret).value().status,
                 SecretStatus::Failed);
        // Nothing reached the keychain.
        QCOMPARE(store.keychainState(), KeychainState::Unknown);
    }

    // gnome-keyring encrypts its keyring file: the secret reaches the disk,
    // but never in clear, and nothing else under the home holds it.
    void keyringFileHoldsNoClearSecret()
    {
        requireKeyring();
        const QHash<QString, QByteArray> before = keyringFiles();
        CredentialStore store(m_service);
        const QString provider = QStringLiteral("canary");
        QCOMPARE(writeSecret(store, provider, SecretKind::Secret, Canary).value().status,
                 SecretStatus::Keychain);
        // Proves the keyring is on disk (not a session collection in memory),
        // so searching it means something.
        QTRY_VERIFY_WITH_TIMEOUT(keyringFiles() != before, Timeout);

        QStringList roots {keyringDirectory()};
        // A real home is far too big to read; the test suite runs in a throw-away one.
        for (const char *variable :
             {"HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"}) {
            const QString path = qEnvironmentVariable(variable);
            if (isThrowAway(path))
                roots.append(path);
        }
        roots.append(m_profileDir.path());
        for (const QString &root : std::as_const(roots))
            QCOMPARE(filesContaining(root, Canary), QStringList());
        QCOMPARE(removeSecret(store, provider, SecretKind::Secret).value().status,
                 SecretStatus::Keychain);
    }

    // The real QtKeychain error path: a child process of this test whose
    // D-Bus session address leads nowhere, in its own throw-away home.
    void sessionOnlyFallback()
    {
        const QString sandbox = qEnvironmentVariable(ChildVariable);
        if (!sandbox.isEmpty()) {
            runWithoutKeychain(sandbox);
            return;
        }
        QTemporaryDir root;
        QVERIFY(root.isValid());
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        const QString dirs[][2] = {{QStringLiteral("HOME"), QStringLiteral("home")},
                                   {QStringLiteral("XDG_DATA_HOME"), QStringLiteral("data")},
                                   {QStringLiteral("XDG_CONFIG_HOME"), QStringLiteral("config")},
                                   {QStringLiteral("XDG_CACHE_HOME"), QStringLiteral("cache")},
                                   {QStringLiteral("XDG_RUNTIME_DIR"), QStringLiteral("runtime")},
                                   {QStringLiteral("TMPDIR"), QStringLiteral("tmp")}};
        for (const auto &[variable, name] : dirs) {
            const QString path = QString(root.path() + QLatin1Char('/') + name);
            QVERIFY(QDir().mkpath(path));
            QFile::setPermissions(
                path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
            environment.insert(variable, path);
        }
        environment.insert(
            QStringLiteral("DBUS_SESSION_BUS_ADDRESS"),
            QString(QStringLiteral("unix:path=") + root.path() + QStringLiteral("/no-such-bus")));
        environment.insert(QString::fromLatin1(ChildVariable), root.path());

        QProcess child;
        child.setProcessEnvironment(environment);
        child.setProcessChannelMode(QProcess::MergedChannels);
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("sessionOnlyFallback")});
        QVERIFY2(child.waitForFinished(60000), qPrintable(child.errorString()));
        const QByteArray output = child.readAll();
        QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0,
                 output.constData());
        // The keychain's answers as the child saw them, for the record.
        for (const QByteArray &line : output.split('\n')) {
            if (line.startsWith("QINFO"))
                qInfo("child: %s", line.mid(line.indexOf(") ") + 2).constData());
        }
        for (const QByteArray &encoding : encodings(Canary))
            QVERIFY2(!output.contains(encoding), "the secret was logged");

        // The search does find what the child left in clear on purpose...
        QCOMPARE(filesContaining(root.path(), Marker).size(), 1);
        // ...and never the secret, whatever the encoding.
        QCOMPARE(filesContaining(root.path(), Canary), QStringList());
    }

    // A keychain that never answers must not stall the sync engine or the
    // command line: a child process without the GLib event loop never gets
    // libsecret's callbacks, which is as real a hang as it gets.
    void unansweredKeychain()
    {
        const QString childService = qEnvironmentVariable(NoGlibVariable);
        if (!childService.isEmpty()) {
            runWithoutAnswers(childService);
            return;
        }
        requireKeyring();
        QTemporaryDir profileDir;
        QVERIFY(profileDir.isValid());
        const QString service = Profile::at(profileDir.path()).keychainService();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_NO_GLIB"), QStringLiteral("1"));
        environment.insert(QString::fromLatin1(NoGlibVariable), service);
        QProcess child;
        child.setProcessEnvironment(environment);
        child.setProcessChannelMode(QProcess::MergedChannels);
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("unansweredKeychain")});
        QVERIFY2(child.waitForFinished(60000), qPrintable(child.errorString()));
        const QByteArray output = child.readAll();
        QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0,
                 output.constData());
        QVERIFY2(!output.contains(Canary), "the secret was logged");

        // The abandoned write may still have reached the keyring.
        CredentialStore store(service);
        QVERIFY(CredentialStore::succeeded(
            removeSecret(store, QStringLiteral("slow"), SecretKind::Secret).value().status));
    }

private:
    void requireKeyring()
    {
        if (!m_keyring)
            QSKIP("TOOLSHELF_NO_KEYRING_TESTS=1: no keychain in this environment");
    }

    // In the child: no D-Bus, so no keychain at all.
    void runWithoutKeychain(const QString &sandbox)
    {
        const Profile profile = Profile::at(QString(sandbox + QStringLiteral("/profile")));
        QString error;
        QVERIFY2(profile.ensureDirectories(&error), qPrintable(error));
        const QString provider = QStringLiteral("offline");

        auto store = std::make_unique<CredentialStore>(profile.keychainService());
        QSignalSpy states(store.get(), &CredentialStore::keychainStateChanged);
        const auto written = writeSecret(*store, provider, SecretKind::Secret, Canary);
        QVERIFY(written);
        QCOMPARE(written->status, SecretStatus::SessionOnly);
        QVERIFY(CredentialStore::succeeded(written->status));
        QVERIFY(written->message.contains(provider));
        QVERIFY(!written->message.toUtf8().contains(Canary));
        qInfo("write: %s", qPrintable(written->message));
        QVERIFY(store->isSessionOnly(bound(provider), SecretKind::Secret));
        QVERIFY(!store->isSessionOnly(bound(provider), SecretKind::RefreshToken));
        QVERIFY(!store->keychainAvailable());
        QCOMPARE(store->keychainState(), KeychainState::Unavailable);
        QCOMPARE(states.size(), 1);

        // Readable for the rest of the session.
        auto read = readSecret(*store, provider, SecretKind::Secret);
        QVERIFY(read);
        QCOMPARE(read->status, SecretStatus::SessionOnly);
        QCOMPARE(read->secret, Canary);
        QVERIFY(!read->message.isEmpty());

        // The other kind was never written, and the keychain cannot be asked.
        read = readSecret(*store, provider, SecretKind::RefreshToken);
        QVERIFY(read);
        QCOMPARE(read->status, SecretStatus::Failed);
        qInfo("read: %s", qPrintable(read->message));

        // Memory of one instance only: nothing another instance could find.
        {
            CredentialStore other(profile.keychainService());
            QCOMPARE(readSecret(other, provider, SecretKind::Secret).value().status,
                     SecretStatus::Failed);
        }

        const QByteArray replacement = QByteArray(Canary + "-2");
        QCOMPARE(writeSecret(*store, provider, SecretKind::Secret, replacement).value().status,
                 SecretStatus::SessionOnly);
        QCOMPARE(readSecret(*store, provider, SecretKind::Secret).value().secret, replacement);

        const auto removed = removeSecret(*store, provider, SecretKind::Secret);
        QVERIFY(removed);
        QCOMPARE(removed->status, SecretStatus::SessionOnly);
        qInfo("remove: %s", qPrintable(removed->message));
        QVERIFY(!store->isSessionOnly(bound(provider), SecretKind::Secret));
        QCOMPARE(readSecret(*store, provider, SecretKind::Secret).value().status,
                 SecretStatus::Failed);

        // Stored again and still held when the process ends: whatever the
        // store did with it, the parent finds on disk.
        QCOMPARE(writeSecret(*store, provider, SecretKind::RefreshToken, Canary).value().status,
                 SecretStatus::SessionOnly);

        reportRawKeychainErrors(profile.keychainService());

        QFile marker(QString(sandbox + QStringLiteral("/home/marker")));
        QVERIFY(marker.open(QIODevice::WriteOnly));
        marker.write(Marker);
    }

    void runWithoutAnswers(const QString &service)
    {
        QVERIFY(qstrcmp(QAbstractEventDispatcher::instance()->metaObject()->className(),
                        "QEventDispatcherGlib")
                != 0);
        CredentialStore store(service);
        store.setTimeout(std::chrono::milliseconds(300));
        const QString provider = QStringLiteral("slow");
        const auto written = writeSecret(store, provider, SecretKind::Secret, Canary);
        QVERIFY(written);
        QCOMPARE(written->status, SecretStatus::SessionOnly);
        QVERIFY(written->message.contains(provider));
        QVERIFY(store.isSessionOnly(bound(provider), SecretKind::Secret));
        QCOMPARE(store.keychainState(), KeychainState::Unavailable);
        // The next operations are not stuck behind the abandoned one.
        QCOMPARE(readSecret(store, provider, SecretKind::Secret).value().secret, Canary);
        QCOMPARE(readSecret(store, provider, SecretKind::RefreshToken).value().status,
                 SecretStatus::Failed);
        QVERIFY(store.isIdle());
    }

    // What QtKeychain itself answers without a keychain; its codes differ
    // between versions and backends, so they are printed for the record.
    void reportRawKeychainErrors(const QString &service)
    {
        auto *writeJob = new QKeychain::WritePasswordJob(service, this);
        writeJob->setAutoDelete(false);
        writeJob->setInsecureFallback(false);
        writeJob->setKey(QStringLiteral("raw"));
        writeJob->setBinaryData(QByteArrayLiteral("not a secret"));
        QSignalSpy written(writeJob, &QKeychain::Job::finished);
        writeJob->start();
        QVERIFY(written.wait(Timeout));
        QVERIFY(writeJob->error() != QKeychain::NoError);
        qInfo("QtKeychain write without D-Bus: error %d (%s)", int(writeJob->error()),
              qPrintable(writeJob->errorString()));
        delete writeJob;

        auto *readJob = new QKeychain::ReadPasswordJob(service, this);
        readJob->setAutoDelete(false);
        readJob->setKey(QStringLiteral("raw"));
        QSignalSpy read(readJob, &QKeychain::Job::finished);
        readJob->start();
        QVERIFY(read.wait(Timeout));
        QVERIFY(readJob->error() != QKeychain::NoError);
        qInfo("QtKeychain read without D-Bus: error %d (%s)", int(readJob->error()),
              qPrintable(readJob->errorString()));
        delete readJob;
    }

    QTemporaryDir m_profileDir;
    QString m_service;
    bool m_keyring = true;
};

QTEST_GUILESS_MAIN(tst_CredentialStore)
#include "tst_credentialstore.moc"
