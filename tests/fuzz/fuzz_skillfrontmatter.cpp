// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Fuzzes SkillFrontmatter::toYaml with fields made from the input (names and
// descriptions come from providers and users): the frontmatter must be one
// YAML block between "---" lines that SkillFrontmatter::fromYaml (yaml-cpp,
// every value a double-quoted string) reads back to exactly the values
// written, noncharacters aside (carried() below). The exporter re-reads every
// SKILL.md this way before it reports the skill written, so a fault here is a
// skill refused.
//
// Input: the fields as FuzzedDataProvider strings (a field ends at a
// backslash followed by another character; "\\" is a backslash), in the
// order name, description, license, compatibility, then key and value of
// each metadata entry, then the allowed tools; the last input bytes give
// how many metadata entries and tools there are.

#include "fuzzsupport.h"

#include "sharing/skillfrontmatter.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>

using namespace Toolshelf;

namespace {

QString text(FuzzedDataProvider &input)
{
    return QString::fromStdString(input.ConsumeRandomLengthString(2048));
}

// The text as YAML carries it: yaml-cpp's emitter writes Unicode's
// noncharacters (U+FFFE, U+FFFF, U+FDD0 to U+FDEF and the last two of each
// plane) as U+FFFD, which YAML's printable set lacks. The exporter's
// read-back sees the difference and refuses such a skill with the reason.
QString carried(const QString &text)
{
    QString result;
    result.reserve(text.size());
    for (const char32_t c : text.toUcs4()) {
        const bool noncharacter = (c & 0xFFFE) == 0xFFFE || (c >= 0xFDD0 && c <= 0xFDEF);
        const char32_t kept = noncharacter ? char32_t(0xFFFD) : c;
        // Unit by unit: QString::fromUcs4() would take a U+FEFF for a byte
        // order mark and drop it.
        if (QChar::requiresSurrogates(kept)) {
            result += QChar(QChar::highSurrogate(kept));
            result += QChar(QChar::lowSurrogate(kept));
        } else {
            result += QChar(char16_t(kept));
        }
    }
    return result;
}

SkillFrontmatter carried(SkillFrontmatter frontmatter)
{
    for (QString *field : {&frontmatter.name, &frontmatter.description, &frontmatter.license,
                           &frontmatter.compatibility})
        *field = carried(*field);
    for (auto &[key, value] : frontmatter.metadata) {
        key = carried(key);
        value = carried(value);
    }
    for (QString &tool : frontmatter.allowedTools)
        tool = carried(tool);
    return frontmatter;
}

QByteArray describe(const SkillFrontmatter &frontmatter)
{
    QByteArray text = "name: " + frontmatter.name.toUtf8() + "\ndescription: "
        + frontmatter.description.toUtf8() + "\nlicense: " + frontmatter.license.toUtf8()
        + "\ncompatibility: " + frontmatter.compatibility.toUtf8();
    for (const auto &[key, value] : frontmatter.metadata)
        text += "\nmetadata " + key.toUtf8() + ": " + value.toUtf8();
    return text + "\nallowed-tools: " + frontmatter.allowedTools.join(u' ').toUtf8();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    FuzzedDataProvider input(data, size);
    const int metadataCount = input.ConsumeIntegralInRange(0, 4);
    const int toolCount = input.ConsumeIntegralInRange(0, 4);
    SkillFrontmatter frontmatter;
    frontmatter.name = text(input);
    frontmatter.description = text(input);
    frontmatter.license = text(input);
    frontmatter.compatibility = text(input);
    for (int i = 0; i < metadataCount; ++i) {
        const QString key = text(input);
        const QString value = text(input);
        // The exporter's keys are distinct tool names; a YAML map cannot hold
        // one key twice.
        const bool known = std::any_of(frontmatter.metadata.cbegin(), frontmatter.metadata.cend(),
                                       [&](const auto &entry) { return entry.first == key; });
        if (!known)
            frontmatter.metadata.append({key, value});
    }
    for (int i = 0; i < toolCount; ++i)
        frontmatter.allowedTools.append(text(input));

    const QByteArray yaml = frontmatter.toYaml();
    // Readers take the frontmatter up to the first "---" line after the first.
    FuzzSupport::check(yaml.startsWith("---\n") && yaml.indexOf("\n---\n", 3) == yaml.size() - 5,
                       "the frontmatter is one block between two --- lines", yaml);
    const QByteArray body = "# Procedure\n";
    qsizetype bodyStart = -1;
    const auto read = SkillFrontmatter::fromYaml(yaml + body, &bodyStart);
    if (const QString *problem = std::get_if<QString>(&read))
        FuzzSupport::fail("SkillFrontmatter::fromYaml reads what toYaml wrote", yaml,
                          problem->toUtf8());
    FuzzSupport::check(bodyStart == yaml.size(), "the body starts after the frontmatter", yaml);

    // allowed-tools is one space-separated string: compared as written.
    const SkillFrontmatter expected = carried(frontmatter);
    SkillFrontmatter again = std::get<SkillFrontmatter>(read);
    const QString tools = expected.allowedTools.join(u' ');
    FuzzSupport::check(again.allowedTools.join(u' ') == tools,
                       "allowed-tools reads back as written", tools.toUtf8(),
                       again.allowedTools.join(u' ').toUtf8());
    again.allowedTools = expected.allowedTools;
    FuzzSupport::check(again == expected, "every field reads back as written", describe(expected),
                       describe(again));
    return 0;
}
