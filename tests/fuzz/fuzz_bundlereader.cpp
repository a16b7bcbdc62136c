// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes BundleReader::read on a zip a colleague sent: it reads from a path,
// so each input is written to one temporary file first. A bundle that reads
// must write back (BundleWriter) to a bundle that reads the same, as a team
// lead re-exporting what they imported does.

#include "fuzzsupport.h"

#include "sharing/bundlereader.h"
#include "sharing/bundlewriter.h"
#include "tool/canonicaljson.h"

#include <QDir>
#include <QTemporaryDir>

using namespace Toolshelf;

namespace {

QTemporaryDir *scratch = nullptr;

QByteArray describe(const Bundle &bundle)
{
    QByteArray text = bundle.manifest.toJson();
    for (const ToolSignature &signature : bundle.signatures)
        text += '\n' + CanonicalJson::versionBytes(signature);
    return text;
}

bool same(const Bundle &a, const Bundle &b)
{
    const BundleManifest &x = a.manifest;
    const BundleManifest &y = b.manifest;
    return x.bundleVersion == y.bundleVersion && x.createdBy == y.createdBy
        && x.providers == y.providers && x.tools == y.tools && x.overrides == y.overrides
        && a.signatures == b.signatures;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::quietQt();
    scratch = new QTemporaryDir(QDir::tempPath() + QStringLiteral("/fuzz_bundlereader-XXXXXX"));
    if (!scratch->isValid())
        qFatal("cannot create a temporary folder: %s", qUtf8Printable(scratch->errorString()));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = scratch->filePath(QStringLiteral("input.zip"));
    QFile input(path);
    if (!input.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || input.write(reinterpret_cast<const char *>(data), qint64(size)) != qint64(size))
        qFatal("cannot write %s: %s", qUtf8Printable(path), qUtf8Printable(input.errorString()));
    input.close();

    const auto read = BundleReader::read(path);
    const Bundle *bundle = std::get_if<Bundle>(&read);
    if (!bundle)
        return 0;

    const QString copy = scratch->filePath(QStringLiteral("written.zip"));
    QString error;
    FuzzSupport::check(BundleWriter::write(*bundle, copy, &error), "a bundle read can be written",
                       describe(*bundle), error.toUtf8());
    const auto reread = BundleReader::read(copy);
    const QString *problem = std::get_if<QString>(&reread);
    FuzzSupport::check(!problem, "a bundle written from one read reads again", describe(*bundle),
                       problem ? problem->toUtf8() : QByteArray());
    const Bundle &again = std::get<Bundle>(reread);
    FuzzSupport::check(same(again, *bundle), "a bundle written from one read reads the same",
                       describe(*bundle), describe(again));
    return 0;
}
