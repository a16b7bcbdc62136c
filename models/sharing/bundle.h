// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sharing/bundlemanifest.h"
#include "tool/toolsignature.h"

#include <QList>

namespace Toolshelf {

// A bundle in memory: its manifest and, in the manifest's tool order, the
// signature each tool file holds.
struct Bundle
{
    BundleManifest manifest;
    QList<ToolSignature> signatures;
};

} // namespace Toolshelf
