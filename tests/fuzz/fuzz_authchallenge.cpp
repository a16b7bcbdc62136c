// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes WWW-Authenticate parsing (AuthChallenge::parse and bearer): the
// bounds hold whatever the header, parameter names are lower-case, and the
// Bearer challenge found is the first one parse() lists.

#include "fuzzsupport.h"

#include "net/originpolicy.h"
#include "oauth/authchallenge.h"

using namespace Toolshelf;

namespace {

void checkChallenge(const AuthChallenge &challenge)
{
    FuzzSupport::check(!challenge.scheme.isEmpty(), "a challenge has a scheme");
    FuzzSupport::check(challenge.parameters.size() <= 32, "at most 32 parameters", "32",
                       QByteArray::number(challenge.parameters.size()));
    for (const auto &[name, value] : challenge.parameters) {
        FuzzSupport::check(!name.isEmpty() && name == name.toLower(),
                           "a parameter's name is lower-case", name.toLower().toUtf8(),
                           name.toUtf8());
        FuzzSupport::check(value.size() <= 4096, "a value has at most 4,096 characters", "4096",
                           QByteArray::number(value.size()));
    }
    const QUrl metadata = challenge.resourceMetadata();
    FuzzSupport::check(
        metadata.isEmpty() || (!metadata.isRelative() && OriginPolicy::isSupportedScheme(metadata)),
        "resource_metadata is empty or an absolute http(s) URL", {}, metadata.toEncoded());
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray header = FuzzSupport::bytes(data, size).toByteArray();
    const QList<AuthChallenge> challenges = AuthChallenge::parse(header);
    FuzzSupport::check(challenges.size() <= 16, "at most 16 challenges", "16",
                       QByteArray::number(challenges.size()));
    const AuthChallenge *first = nullptr;
    for (const AuthChallenge &challenge : challenges) {
        checkChallenge(challenge);
        if (!first && challenge.scheme.compare(QLatin1String("Bearer"), Qt::CaseInsensitive) == 0)
            first = &challenge;
    }
    const AuthChallenge bearer = AuthChallenge::bearer(header);
    FuzzSupport::check(first ? bearer.scheme == first->scheme
                               && bearer.parameters == first->parameters
                             : bearer.scheme.isEmpty(),
                       "bearer() is parse()'s first Bearer challenge");
    return 0;
}
