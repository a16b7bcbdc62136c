<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Toolshelf::CommandLine</name>
    <message>
        <source>toolshelf: unknown option %1; see toolshelf --help
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>toolshelf: unknown command &quot;%1&quot;; see toolshelf --help
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: toolshelf [COMMAND [OPTIONS...]]

Without a command, opens the Toolshelf window. With one, runs headless.

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Options:
  -h, --help     Show this help; `toolshelf COMMAND --help` for a command&apos;s.
  -v, --version  Show the version.

Exit status: 0 success, 1 the command found problems, 2 bad usage or unreadable input.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Toolshelf::ConformanceLinter</name>
    <message>
        <source>%1 contains control or bidirectional override characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>toolId &quot;%1&quot; is not a UUID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name has %1 characters; it must have fewer than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not snake_case (for example lookup_weather_by_city)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a single word; a descriptive name such as lookup_weather_by_city also avoids collisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the description has %1 characters; it must have fewer than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tool has no description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>img &quot;%1&quot; is not an absolute http(s) URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tag is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag &quot;%1&quot; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 is newer than currentVersion %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tool declares no outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id &quot;%1&quot; is also used at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name &quot;%1&quot; is also used at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the parameter name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter &quot;%1&quot; has no description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the parameter description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enum parameter &quot;%1&quot; lists no allowed-values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed-values is ignored on a parameter of type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not UPPER_SNAKE_CASE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value name has %1 characters; at most %2 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value &quot;%1&quot; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value description has %1 characters; at most %2 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value &quot;%1&quot; has no description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 is also listed at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 differs from the same version at %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 breaks version %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the newest version listed is %1 but currentVersion is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name &quot;%1&quot; is also used by tool %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 follows version %2; a history runs from newest to oldest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Toolshelf::JsonPreflight</name>
    <message>
        <source>the document is %1 bytes, more than the limit of %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>control character 0x%1 inside a string at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot; at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Toolshelf::LintCommand</name>
    <message>
        <source>Usage: toolshelf lint [options] FILE...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: error: cannot read: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: error: the file is %2 bytes, more than the limit of %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check A2T tool signature files against the protocol draft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks A2T tool signatures (a signature, an array of them, or an enumeration page {items, paging}) against the MUSTs and SHOULDs of the draft. A file whose items all share one toolId is read as a version history.

Prints FILE:PATH: SEVERITY: RULE: MESSAGE per finding, or with --json an array of {file, path, severity, rule, message}.
Exit status: 0 no errors (warnings allowed), 1 errors found, 2 a file could not be read or parsed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print findings as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every rule with its severity and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature files to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>toolshelf lint: no FILE given; see toolshelf lint --help
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::MainWindow</name>
    <message>
        <source>Toolshelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Toolshelf %1&lt;/h3&gt;&lt;p&gt;A catalog of AI-agent tools for the people who design agents.&lt;/p&gt;&lt;p&gt;Qt %2&lt;br&gt;Markdown highlighting: %3&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Toolshelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Toolshelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the version of Toolshelf and its libraries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the version and license of Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tool providers yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolshelf gathers the tools of the providers your organization uses into one offline catalog. Once a provider is configured, its tools appear here to search, pin and use in operating procedures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Toolshelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Toolshelf::MarkdownHighlighting</name>
    <message>
        <source>built-in</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Toolshelf::SignatureDiff</name>
    <message>
        <source>value %1 of &quot;%2&quot; was removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>description of value %1 of &quot;%2&quot; changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value %1 of &quot;%2&quot; was added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input &quot;%1&quot; was renamed to &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input &quot;%1&quot; changed type from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input &quot;%1&quot; became required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input &quot;%1&quot; became optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximum of input &quot;%1&quot; changed from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>description of input &quot;%1&quot; changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output &quot;%1&quot; was renamed to &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output &quot;%1&quot; changed type from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>description of output &quot;%1&quot; changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tool was renamed from &quot;%1&quot; to &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tool description changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tool image changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tags changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input &quot;%1&quot; was removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required input &quot;%1&quot; was added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional input &quot;%1&quot; was added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output &quot;%1&quot; was removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output &quot;%1&quot; was added</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Toolshelf::SignatureParser</name>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required field &quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a JSON integer, not the string %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a positive integer, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input type &quot;%1&quot; is not one of string, int, boolean, enum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;max&quot; is ignored on a parameter of type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output type &quot;%1&quot; is not one of string, int, boolean, enum, json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the page has &quot;items&quot; but no &quot;paging&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tag must be a string, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;items&quot; must be an array, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a tool signature, an array of signatures or an enumeration page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
