<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Toolshelf::BundleImportFlow</name>
    <message numerus="yes">
        <source>…and %n more change(s)</source>
        <translation>
            <numerusform>…and %n more change</numerusform>
            <numerusform>…and %n more changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n tool(s), pinned.</source>
        <translation>
            <numerusform>Imported %n tool, pinned.</numerusform>
            <numerusform>Imported %n tools, pinned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of your texts would be replaced if you use the bundle&apos;s texts; keeping yours leaves them as they are.</source>
        <translation>
            <numerusform>%n of your texts would be replaced if you use the bundle&apos;s texts; keeping yours leaves it as it is.</numerusform>
            <numerusform>%n of your texts would be replaced if you use the bundle&apos;s texts; keeping yours leaves them as they are.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bundle&apos;s texts replaced %n of yours.</source>
        <translation>
            <numerusform>The bundle&apos;s text replaced %n of yours.</numerusform>
            <numerusform>The bundle&apos;s texts replaced %n of yours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kept %n of your texts the bundle would have replaced.</source>
        <translation>
            <numerusform>Kept %n of your texts the bundle would have replaced.</numerusform>
            <numerusform>Kept %n of your texts the bundle would have replaced.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::CallMetaAction</name>
    <message numerus="yes">
        <source>The answer revealed %n new tool(s); they are in the catalog now.</source>
        <translation>
            <numerusform>The answer revealed %n new tool; it is in the catalog now.</numerusform>
            <numerusform>The answer revealed %n new tools; they are in the catalog now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The answer revealed %n tool(s) the catalog already holds.</source>
        <translation>
            <numerusform>The answer revealed %n tool the catalog already holds.</numerusform>
            <numerusform>The answer revealed %n tools the catalog already holds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The provider was synced again: the answer said %n group(s) changed.</source>
        <translation>
            <numerusform>The provider was synced again: the answer said %n group changed.</numerusform>
            <numerusform>The provider was synced again: the answer said %n groups changed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The catalog read %n group(s) it named that had not been read before.</source>
        <translation>
            <numerusform>The catalog read %n group it named that had not been read before.</numerusform>
            <numerusform>The catalog read %n groups it named that had not been read before.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::ConnectionTest</name>
    <message numerus="yes">
        <source>Connected to %1, which speaks %2 — the provider lists %n tool(s); the first is &quot;%3&quot;.</source>
        <translation>
            <numerusform>Connected to %1, which speaks %2 — the provider lists %n tool; the first is &quot;%3&quot;.</numerusform>
            <numerusform>Connected to %1, which speaks %2 — the provider lists %n tools; the first is &quot;%3&quot;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can be read: a folder of %n *.json file(s).</source>
        <translation>
            <numerusform>%1 can be read: a folder of %n *.json file.</numerusform>
            <numerusform>%1 can be read: a folder of %n *.json files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Read %1: %n declaration(s); the first is &quot;%2&quot;.</source>
        <translation>
            <numerusform>Read %1: %n declaration, &quot;%2&quot;.</numerusform>
            <numerusform>Read %1: %n declarations; the first is &quot;%2&quot;.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::DeclarationExportFlow</name>
    <message numerus="yes">
        <source>Export %n Tool(s) as %1: Choose a Folder</source>
        <translation>
            <numerusform>Export %n Tool as %1: Choose a Folder</numerusform>
            <numerusform>Export %n Tools as %1: Choose a Folder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n tool(s) as %1 to %2.</source>
        <translation>
            <numerusform>Exported %n tool as %1 to %2.</numerusform>
            <numerusform>Exported %n tools as %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported the tool surface to %1: %n tool(s) loaded</source>
        <translation>
            <numerusform>Exported the tool surface to %1: %n tool loaded</numerusform>
            <numerusform>Exported the tool surface to %1: %n tools loaded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deferred</source>
        <translation>
            <numerusform>%n deferred</numerusform>
            <numerusform>%n deferred</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blocked.</source>
        <translation>
            <numerusform>%n blocked.</numerusform>
            <numerusform>%n blocked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::ExportBundleCommand</name>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n tool</numerusform>
            <numerusform>%n tools</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n override(s)</source>
        <translation>
            <numerusform>%n override</numerusform>
            <numerusform>%n overrides</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::ExportSkillCommand</name>
    <message numerus="yes">
        <source>Wrote the skill %1 with %n tool(s).</source>
        <translation>
            <numerusform>Wrote the skill %1 with %n tool.</numerusform>
            <numerusform>Wrote the skill %1 with %n tools.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::ExportSurfaceCommand</name>
    <message numerus="yes">
        <source>Wrote the tool surface %1: %n tool(s) loaded</source>
        <translation>
            <numerusform>Wrote the tool surface %1: %n tool loaded</numerusform>
            <numerusform>Wrote the tool surface %1: %n tools loaded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deferred</source>
        <translation>
            <numerusform>%n deferred</numerusform>
            <numerusform>%n deferred</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blocked</source>
        <translation>
            <numerusform>%n blocked</numerusform>
            <numerusform>%n blocked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::FilesListing</name>
    <message numerus="yes">
        <source>… and %n more problem(s) with the files</source>
        <translation>
            <numerusform>… and %n more problem with the files</numerusform>
            <numerusform>… and %n more problems with the files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::LintCommand</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked</source>
        <translation>
            <numerusform>%n file checked</numerusform>
            <numerusform>%n files checked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::McpMessages</name>
    <message numerus="yes">
        <source>an event of the answer is larger than %n byte(s)</source>
        <translation>
            <numerusform>an event of the answer is larger than %n byte</numerusform>
            <numerusform>an event of the answer is larger than %n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderExchange</name>
    <message numerus="yes">
        <source>Exported %n provider(s) to %1.</source>
        <translation>
            <numerusform>Exported %n provider to %1.</numerusform>
            <numerusform>Exported %n providers to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderRemoval</name>
    <message numerus="yes">
        <source>its %n cached tool(s), which a sync fetches again if you add it back</source>
        <translation>
            <numerusform>its %n cached tool, which a sync fetches again if you add it back</numerusform>
            <numerusform>its %n cached tools, which a sync fetches again if you add it back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your %n pin(s) of its tools</source>
        <translation>
            <numerusform>your %n pin of its tools</numerusform>
            <numerusform>your %n pins of its tools</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n text(s) you edited for its tools</source>
        <translation>
            <numerusform>%n text you edited for its tools</numerusform>
            <numerusform>%n texts you edited for its tools</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::RemoteResults</name>
    <message numerus="yes">
        <source>%n more on the providers&apos; servers</source>
        <extracomment>Behind the count of matches: tools the providers&apos; own search found that the catalog does not hold.</extracomment>
        <translation>
            <numerusform>%n more on the providers&apos; servers</numerusform>
            <numerusform>%n more on the providers&apos; servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unread group(s) found</source>
        <translation>
            <numerusform>%n unread group found</numerusform>
            <numerusform>%n unread groups found</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::SchemaJsonField</name>
    <message numerus="yes">
        <source>is longer than %n characters</source>
        <translation>
            <numerusform>is longer than %n character</numerusform>
            <numerusform>is longer than %n characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::SchemaText</name>
    <message numerus="yes">
        <source>%1 to %n character(s)</source>
        <translation>
            <numerusform>%1 to %n character</numerusform>
            <numerusform>%1 to %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n character(s)</source>
        <translation>
            <numerusform>at least %n character</numerusform>
            <numerusform>at least %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n character(s)</source>
        <translation>
            <numerusform>at most %n character</numerusform>
            <numerusform>at most %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %n item(s)</source>
        <translation>
            <numerusform>%1 to %n item</numerusform>
            <numerusform>%1 to %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n item(s)</source>
        <translation>
            <numerusform>at least %n item</numerusform>
            <numerusform>at least %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n item(s)</source>
        <translation>
            <numerusform>at most %n item</numerusform>
            <numerusform>at most %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… (%n in all)</source>
        <translation>
            <numerusform>… (%n in all)</numerusform>
            <numerusform>… (%n in all)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>exactly one of %n form(s)</source>
        <translation>
            <numerusform>exactly one of %n form</numerusform>
            <numerusform>exactly one of %n forms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>any of %n form(s)</source>
        <translation>
            <numerusform>any of %n form</numerusform>
            <numerusform>any of %n forms</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::SchemaValidator</name>
    <message numerus="yes">
        <source>must be at least %n character(s) long</source>
        <translation>
            <numerusform>must be at least %n character long</numerusform>
            <numerusform>must be at least %n characters long</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must be at most %n character(s) long</source>
        <translation>
            <numerusform>must be at most %n character long</numerusform>
            <numerusform>must be at most %n characters long</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is too long to be checked against its pattern (at most %n characters)</source>
        <translation>
            <numerusform>is too long to be checked against its pattern (at most %n character)</numerusform>
            <numerusform>is too long to be checked against its pattern (at most %n characters)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>needs at least %n item(s)</source>
        <translation>
            <numerusform>needs at least %n item</numerusform>
            <numerusform>needs at least %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>may have at most %n item(s)</source>
        <translation>
            <numerusform>may have at most %n item</numerusform>
            <numerusform>may have at most %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>needs at least %n member(s)</source>
        <translation>
            <numerusform>needs at least %n member</numerusform>
            <numerusform>needs at least %n members</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>may have at most %n member(s)</source>
        <translation>
            <numerusform>may have at most %n member</numerusform>
            <numerusform>may have at most %n members</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>fits none of the %n allowed form(s)</source>
        <translation>
            <numerusform>does not fit the %n allowed form</numerusform>
            <numerusform>fits none of the %n allowed forms</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::SkillExportDialog</name>
    <message numerus="yes">
        <source>Wrote the skill to %1 with %n tool(s).</source>
        <translation>
            <numerusform>Wrote the skill to %1 with %n tool.</numerusform>
            <numerusform>Wrote the skill to %1 with %n tools.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::SyncBudget</name>
    <message numerus="yes">
        <source>the sync took longer than its deadline of %n second(s) and was stopped (raise it with toolshelf sync --timeout or the sync/deadlineSeconds setting)</source>
        <translation>
            <numerusform>the sync took longer than its deadline of %n second and was stopped (raise it with toolshelf sync --timeout or the sync/deadlineSeconds setting)</numerusform>
            <numerusform>the sync took longer than its deadline of %n seconds and was stopped (raise it with toolshelf sync --timeout or the sync/deadlineSeconds setting)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolInvocation</name>
    <message numerus="yes">
        <source> (and %n more problem(s))</source>
        <translation>
            <numerusform> (and %n more problem)</numerusform>
            <numerusform> (and %n more problems)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolShareActions</name>
    <message numerus="yes">
        <source>Exported %n tool(s) to %1.</source>
        <translation>
            <numerusform>Exported %n tool to %1.</numerusform>
            <numerusform>Exported %n tools to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied the definitions of %n tool(s).</source>
        <translation>
            <numerusform>Copied the definitions of %n tool.</numerusform>
            <numerusform>Copied the definitions of %n tools.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::TryItPanel</name>
    <message numerus="yes">
        <source>The tool answered with %n output(s).</source>
        <translation>
            <numerusform>The tool answered with %n output.</numerusform>
            <numerusform>The tool answered with %n outputs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tool answered with %n content block(s) and structured content.</source>
        <translation>
            <numerusform>The tool answered with %n content block and structured content.</numerusform>
            <numerusform>The tool answered with %n content blocks and structured content.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tool answered with %n content block(s).</source>
        <translation>
            <numerusform>The tool answered with %n content block.</numerusform>
            <numerusform>The tool answered with %n content blocks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::VersionDiffView</name>
    <message numerus="yes">
        <source>breaking: %n change(s)</source>
        <translation>
            <numerusform>breaking: %n change</numerusform>
            <numerusform>breaking: %n changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n change</numerusform>
            <numerusform>%n changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more change(s) not listed.</source>
        <translation>
            <numerusform>%n more change not listed.</numerusform>
            <numerusform>%n more changes not listed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::VersionListModel</name>
    <message numerus="yes">
        <source>changed %n time(s) without a new version</source>
        <translation>
            <numerusform>changed %n time without a new version</numerusform>
            <numerusform>changed %n times without a new version</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::VersionsPanel</name>
    <message numerus="yes">
        <source>%n version(s) in the catalog.</source>
        <translation>
            <numerusform>%n version in the catalog.</numerusform>
            <numerusform>%n versions in the catalog.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fetching the version history from %1, page %2: %n version(s) so far…</source>
        <translation>
            <numerusform>Fetching the version history from %1, page %2: %n version so far…</numerusform>
            <numerusform>Fetching the version history from %1, page %2: %n versions so far…</numerusform>
        </translation>
    </message>
</context>
</TS>
