// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes a server's .well-known/a2t-capabilities.json (CapabilitiesFile::read).
// Whatever it says, the endpoints Toolshelf would send credentials to are on
// the provider's own origin.

#include "fuzzsupport.h"

#include "dialects/a2tcapabilities/capabilitiesfile.h"

using namespace Toolshelf;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QUrl base(QStringLiteral("https://tools.example.com/v1"));
    const auto read = CapabilitiesFile::read(FuzzSupport::bytes(data, size), base);
    const auto *file = std::get_if<CapabilitiesFile>(&read);
    if (!file)
        return 0;
    for (const QUrl &endpoint : {file->tools, file->groupsUrl}) {
        FuzzSupport::check(endpoint.scheme() == base.scheme() && endpoint.host() == base.host()
                               && endpoint.port(443) == 443,
                           "an endpoint is on the provider's origin", base.toEncoded(),
                           endpoint.toEncoded());
    }
    FuzzSupport::check(!file->maxToolsPerRequest || *file->maxToolsPerRequest >= 1,
                       "a limit is at least 1", {},
                       QByteArray::number(file->maxToolsPerRequest.value_or(0)));
    return 0;
}
