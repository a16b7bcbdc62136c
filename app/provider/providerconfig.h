#pragma once

#include "authconfig.h"
#include "faultconfig.h"

#include <QString>

namespace Toolshelf {

// Everything a reference provider run is told on its command line.
struct ProviderConfig
{
    // Path prefix of {platform-root}, e.g. "/v1"; empty for none.
    QString root;
    int defaultPageLimit = 50;
    int maxPageLimit = 100;
    AuthConfig auth;
    FaultConfig faults;
};

} // namespace Toolshelf
