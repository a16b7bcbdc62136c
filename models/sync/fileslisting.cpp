// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sync/fileslisting.h"

#include "client/signedcall.h"
#include "core/filesfolder.h"
#include "core/sha256.h"
#include "core/textsafety.h"
#include "dialects/files/filesdialect.h"
#include "net/networkresult.h"
#include "sync/syncbudget.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace Toolshelf {

namespace {

const QString ToolIdKey = QStringLiteral("tool_id");

QString shown(const QString &text)
{
    return TextSafety::shortened(TextSafety::escapeLine(text), 300);
}

// A path the dialect gave ("$[2]", "$.loaded_tools[0]"), prefixed with the file's name.
QString inFile(const QString &name, const QString &path)
{
    return path.startsWith(u'$') ? name + path : name;
}

// `tool` declared again: kept under `key`. Its native form says so too, so
// that the version stored reads back under the key it is stored by (the
// dialect's readNative() keys a tool by its tool_id).
void rekey(DialectTool &tool, const QString &key, const QString &provider)
{
    const QString declared = tool.tool.key.nativeId;
    tool.tool.key.nativeId = key;
    QJsonObject form = QJsonDocument::fromJson(tool.tool.nativeForm).object();
    if (form.value(ToolIdKey).toString() != declared)
        return;
    form.insert(ToolIdKey, key);
    const QByteArray rewritten = QJsonDocument(form).toJson(QJsonDocument::Compact);
    const std::optional<Tool> again = FilesDialect().readNative(provider, rewritten);
    if (!again || again->key.nativeId != key) {
        tool.tool.nativeForm = rewritten;
        tool.tool.digest = Sha256::hex(rewritten);
        return;
    }
    // Where the provider's files put it is not in the native form.
    Tool kept = *again;
    kept.groupPath = tool.tool.groupPath;
    kept.groupId = tool.tool.groupId;
    tool.tool = std::move(kept);
}

} // namespace

FilesListing::FilesListing(QString provider, QUrl location, ProviderAuthenticator *authenticator,
                           NetworkService *network, SyncBudget *budget, QObject *parent)
    : ToolListing(parent)
    , m_provider(std::move(provider))
    , m_location(std::move(location))
    , m_authenticator(authenticator)
    , m_network(network)
    , m_budget(budget)
{ }

// The read in progress posts to this object, whose QObject part outlives
// m_queue (which waits for it); QObject then drops what it posted.
FilesListing::~FilesListing() = default;

QString FilesListing::where() const
{
    return shown(m_location.isLocalFile() ? m_location.toLocalFile()
                                          : m_location.toDisplayString());
}

void FilesListing::start()
{
    if (!m_location.isLocalFile())
        return fetch();
    const QString path = m_location.toLocalFile();
    const qint64 maxFiles = m_budget->limits().maxPages;
    m_reading = true;
    // A folder of many files takes a while to walk: not on the window's thread.
    m_queue.post([this, path, maxFiles] {
        const FilesFolder::Listing listing = FilesFolder::list(path, maxFiles);
        QMetaObject::invokeMethod(this, [this, listing] {
            m_reading = false;
            if (m_done)
                return;
            if (listing.failure)
                return finish(Error(Error::Code::Other,
                                    tr("the declaration files of %1").arg(m_provider),
                                    Error(Error::Code::Other, *listing.failure)));
            if (listing.tooMany)
                return finish(Error(Error::Code::Limit, m_budget->pagesMessage()));
            listed(listing.files, listing.refused, listing.root);
        });
    });
}

void FilesListing::listed(const QStringList &files, const QList<Diagnostic> &refused,
                          const QString &root)
{
    m_root = root;
    m_files = files;
    for (const Diagnostic &diagnostic : refused)
        note(diagnostic.message);
    if (m_files.isEmpty())
        note(tr("%1 holds no *.json files: %2 has no tools").arg(where(), m_provider));
    readNext();
}

void FilesListing::readNext()
{
    if (m_done || m_reading)
        return;
    if (m_held) {
        m_due = true;
        return;
    }
    if (m_next >= m_files.size())
        return finish(std::nullopt);
    if (m_budget->expired())
        return finish(Error(Error::Code::Limit, m_budget->deadlineMessage()));
    const QString name = m_files.at(m_next++);
    const qint64 cap = m_maxFileBytes;
    const qint64 allowance = m_budget->bodyAllowance(cap);
    m_reading = true;
    m_queue.post([this, root = m_root, name, cap, allowance] {
        FilesFolder::Read read = FilesFolder::read(root, name, cap, allowance);
        FileRead result;
        if (read.overBudget) {
            result.name = name;
            result.overBudget = true;
        } else if (read.refused) {
            result.name = name;
            result.page.fatal = read.refused;
            result.notes.append(read.refused->message);
        } else {
            result = readDocument(name, std::move(read.bytes));
        }
        QMetaObject::invokeMethod(this, [this, result] { fileRead(result); });
    });
}

FilesListing::FileRead FilesListing::readDocument(const QString &name, QByteArray bytes)
{
    FileRead read;
    read.name = name;
    read.bytes = bytes.size();
    const auto fatal = [&read, &name](Rule rule, const QString &path, const QString &message) {
        read.page.fatal = Diagnostic {rule, inFile(name, path), message};
        read.notes.append(
            tr("%1 was not read: %2").arg(shown(name), TextSafety::shortened(message, 500)));
        return read;
    };
    // The dialect drops a byte-order mark and refuses what QJsonDocument would
    // read but Toolshelf must not trust (JsonPreflight): two equal keys in an
    // object, of which QJsonDocument silently keeps the last.
    DialectPage page = FilesDialect().readPage(m_provider, bytes);
    bytes = QByteArray();
    if (page.fatal)
        return fatal(page.fatal->rule, page.fatal->path, page.fatal->message);
    for (Diagnostic &diagnostic : page.diagnostics) {
        read.notes.append(tr("%1: %2").arg(shown(inFile(name, diagnostic.path)),
                                           TextSafety::shortened(diagnostic.message, 500)));
        diagnostic.path = inFile(name, diagnostic.path);
    }
    for (DialectTool &tool : page.tools) {
        const QString id = tool.tool.key.nativeId;
        const QString path = tool.path;
        tool.path = inFile(name, path);
        const auto first = m_declaredIn.constFind(id);
        if (first == m_declaredIn.cend()) {
            m_declaredIn.insert(id, name);
            continue;
        }
        // Both are kept: the later one under its file's name (and its place
        // in the file, when the file declares it twice itself).
        QString key = id + u'@' + name;
        if (m_declaredIn.contains(key))
            key = id + u'@' + inFile(name, path);
        // A team may name a tool_id that way itself.
        for (int again = 2; m_declaredIn.contains(key); ++again)
            key = id + u'@' + inFile(name, path) + u'#' + QString::number(again);
        const QString firstFile = *first;
        rekey(tool, key, m_provider);
        m_declaredIn.insert(key, name);
        const QString message
            = tr("the tool_id \"%1\" is declared in %2 and in %3; the one in %3 is kept as \"%4\"")
                  .arg(shown(id), shown(firstFile), shown(name), shown(key));
        tool.diagnostics.append(
            Diagnostic {Rule::ToolIdRepeated, QStringLiteral("$.tool_id"), message});
        read.notes.append(message);
    }
    read.page = std::move(page);
    return read;
}

void FilesListing::fileRead(const FileRead &read)
{
    m_reading = false;
    if (m_done)
        return;
    if (read.overBudget)
        return finish(Error(Error::Code::Limit, tr("%1 of %2").arg(shown(read.name), where()),
                            Error(Error::Code::Limit, m_budget->bytesMessage())));
    if (const auto spent = m_budget->spend(read.bytes))
        return finish(Error(Error::Code::Limit, tr("%1 of %2").arg(shown(read.name), where()),
                            Error(Error::Code::Limit, *spent)));
    for (const QString &text : read.notes)
        note(text);
    ++m_pages;
    Q_EMIT page(read.page, read.bytes);
    // The receiver may have held or cancelled the listing meanwhile.
    if (m_location.isLocalFile())
        readNext();
    else
        finish(std::nullopt);
}

void FilesListing::fetch()
{
    NetworkRequest request = NetworkRequest::get(m_location);
    request.addHeader("Accept", "application/json");
    request.maxBodyBytes = m_maxFileBytes;
    if (const std::optional<Error> spent = m_budget->bound(request))
        return finish(*spent);
    const qint64 allowance = request.maxBodyBytes;
    m_call = new SignedCall(request, m_authenticator, m_network, this);
    connect(m_call, &SignedCall::answered, this,
            [this, allowance](const NetworkResult &result) { fetched(result, allowance); });
    connect(m_call, &SignedCall::failed, this, [this](const Error &error) {
        finish(Error(error.code(), tr("the declaration file %1").arg(where()), error));
    });
    m_call->start();
}

void FilesListing::fetched(const NetworkResult &result, qint64 allowance)
{
    m_call->deleteLater();
    m_call = nullptr;
    if (m_done)
        return;
    if (!result.ok()) {
        if (result.error == NetworkResult::Error::HttpError)
            m_failedStatus = result.statusCode;
        const Error cause = m_budget->failure(result, allowance);
        return finish(Error(cause.code(), tr("the declaration file %1").arg(where()), cause));
    }
    m_reading = true;
    const QString name = m_location.toDisplayString();
    m_queue.post([this, name, body = result.body]() mutable {
        const FileRead read = readDocument(name, std::exchange(body, QByteArray()));
        QMetaObject::invokeMethod(this, [this, read] { fileRead(read); });
    });
}

void FilesListing::hold()
{
    m_held = true;
}

void FilesListing::resume()
{
    m_held = false;
    if (std::exchange(m_due, false))
        readNext();
}

void FilesListing::cancel()
{
    finish(Error(Error::Code::Cancelled, tr("cancelled")));
}

void FilesListing::note(const QString &text)
{
    if (m_notes.size() < MaxNotes)
        m_notes.append(text);
    else
        ++m_notesLeftOut;
}

QStringList FilesListing::notes() const
{
    if (m_notesLeftOut == 0)
        return m_notes;
    return m_notes
        + QStringList {tr("… and %n more problem(s) with the files", nullptr, int(m_notesLeftOut))};
}

void FilesListing::finish(const std::optional<Error> &error)
{
    if (m_done)
        return;
    m_done = true;
    if (m_call)
        m_call->cancel();
    Q_EMIT finished(error);
}

} // namespace Toolshelf
