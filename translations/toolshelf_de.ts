<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Toolshelf::A2tCapabilitiesDialect</name>
    <message>
        <source>a2t (capabilities file)</source>
        <translation>a2t (Fähigkeitendatei)</translation>
    </message>
    <message>
        <source>the page is no object with a &quot;tools&quot; array</source>
        <translation>die Seite ist kein Objekt mit einem Array „tools“</translation>
    </message>
    <message>
        <source>&quot;total&quot; must be a whole number of at least 0</source>
        <translation>„total“ muss eine ganze Zahl von mindestens 0 sein</translation>
    </message>
    <message>
        <source>&quot;offset&quot; must be a whole number of at least 0</source>
        <translation>„offset“ muss eine ganze Zahl von mindestens 0 sein</translation>
    </message>
    <message>
        <source>the answer is no JSON to trust: %1</source>
        <translation>die Antwort ist kein vertrauenswürdiges JSON: %1</translation>
    </message>
    <message>
        <source>the answer is no JSON object</source>
        <translation>die Antwort ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the answer has no &quot;result&quot;</source>
        <translation>die Antwort hat kein „result“</translation>
    </message>
</context>
<context>
    <name>Toolshelf::A2tDialect</name>
    <message>
        <source>A2T (IETF draft)</source>
        <translation>A2T (IETF-Entwurf)</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ActivityStatus</name>
    <message>
        <source>Offline: showing the saved catalog</source>
        <translation>Offline: Der gespeicherte Katalog wird angezeigt</translation>
    </message>
    <message>
        <source>pages: %1, tools: %2, %3</source>
        <translation>Seiten: %1, Werkzeuge: %2, %3</translation>
    </message>
    <message>
        <source>Fetching %1 (%2)</source>
        <translation>%1 wird abgerufen (%2)</translation>
    </message>
    <message>
        <source>Fetching from %1 providers (%2)</source>
        <translation>Abruf von %1 Anbietern läuft (%2)</translation>
    </message>
    <message>
        <source>Saving %1 to the catalog (tools: %2)</source>
        <translation>%1 wird im Katalog gespeichert (Werkzeuge: %2)</translation>
    </message>
    <message>
        <source>Saving %1 providers to the catalog (tools: %2)</source>
        <translation>%1 Anbieter werden im Katalog gespeichert (Werkzeuge: %2)</translation>
    </message>
    <message>
        <source>Waiting for %1, which is writing this profile</source>
        <translation>Warte auf %1, das in dieses Profil schreibt</translation>
    </message>
</context>
<context>
    <name>Toolshelf::AgentToolFormat</name>
    <message>
        <source>schema_version &quot;%1&quot; is not %2; the declaration is read as %2</source>
        <translation>schema_version &quot;%1&quot; ist nicht %2; die Deklaration wird als %2 gelesen</translation>
    </message>
    <message>
        <source>a tool_id must be 1 to 256 characters without &quot;/&quot; or unsafe ones</source>
        <translation>eine tool_id muss 1 bis 256 Zeichen lang sein, ohne &quot;/&quot; und ohne unsichere Zeichen</translation>
    </message>
    <message>
        <source>each external mapping must be an object</source>
        <translation>jede externe Zuordnung muss ein Objekt sein</translation>
    </message>
    <message>
        <source>the input schema must be a JSON Schema of an object</source>
        <translation>das Eingabeschema muss das JSON Schema eines Objekts sein</translation>
    </message>
</context>
<context>
    <name>Toolshelf::AliasDialog</name>
    <message>
        <source>Give an Alias</source>
        <translation>Alias vergeben</translation>
    </message>
    <message>
        <source>Several tools are called %1. An agent must see each tool under a name of its own: give all but at most one of them an alias. A field left empty keeps the vendor&apos;s name.</source>
        <translation>Mehrere Werkzeuge heißen %1. Ein Agent muss jedes Werkzeug unter einem eigenen Namen sehen: Geben Sie allen bis auf höchstens eines einen Alias. Ein leeres Feld behält den Namen des Anbieters.</translation>
    </message>
    <message>
        <source>From %1:</source>
        <translation>Von %1:</translation>
    </message>
    <message>
        <source>&amp;Save Names</source>
        <translation>Namen &amp;speichern</translation>
    </message>
    <message>
        <source>The name for the tool from %1: %2.</source>
        <translation>Der Name für das Werkzeug von %1: %2.</translation>
    </message>
    <message>
        <source>Two of the tools would still be called %1; give one a name of its own.</source>
        <translation>Zwei der Werkzeuge hießen weiterhin %1; geben Sie einem davon einen eigenen Namen.</translation>
    </message>
    <message>
        <source>Saving the names…</source>
        <translation>Die Namen werden gespeichert…</translation>
    </message>
    <message>
        <source>the catalog gave no reason</source>
        <translation>der Katalog nannte keinen Grund</translation>
    </message>
    <message>
        <source>The names were not saved: %1</source>
        <translation>Die Namen wurden nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::AtdfFormat</name>
    <message>
        <source>each input must be an object</source>
        <translation>jede Eingabe muss ein Objekt sein</translation>
    </message>
    <message>
        <source>each failure must be an object</source>
        <translation>jeder Fehlerfall muss ein Objekt sein</translation>
    </message>
    <message>
        <source>each example must be an object</source>
        <translation>jedes Beispiel muss ein Objekt sein</translation>
    </message>
    <message>
        <source>&quot;expected_output&quot; is required</source>
        <translation>&quot;expected_output&quot; ist erforderlich</translation>
    </message>
    <message>
        <source>a tool_id must be 1 to 256 characters without &quot;/&quot; or unsafe ones</source>
        <translation>eine tool_id muss 1 bis 256 Zeichen lang sein, ohne &quot;/&quot; und ohne unsichere Zeichen</translation>
    </message>
</context>
<context>
    <name>Toolshelf::AtomicFolder</name>
    <message>
        <source>The file name &quot;%1&quot; would leave the folder.</source>
        <translation>Der Dateiname &quot;%1&quot; würde aus dem Ordner hinausführen.</translation>
    </message>
    <message>
        <source>Cannot create the folder of %1.</source>
        <translation>Der Ordner für %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The folder to write has no name.</source>
        <translation>Der zu schreibende Ordner hat keinen Namen.</translation>
    </message>
    <message>
        <source>%1 exists already.</source>
        <translation>%1 existiert bereits.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder in %1: %2</source>
        <translation>In %1 kann kein temporärer Ordner angelegt werden: %2</translation>
    </message>
    <message>
        <source>Cannot move the existing %1 aside.</source>
        <translation>Der vorhandene Ordner %1 kann nicht vorübergehend verschoben werden.</translation>
    </message>
    <message>
        <source>Cannot move the new folder into place as %1.</source>
        <translation>Der neue Ordner kann nicht nach %1 verschoben werden.</translation>
    </message>
    <message>
        <source>The previous folder is kept as %1.</source>
        <translation>Der bisherige Ordner bleibt als %1 erhalten.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::AuthMetadata</name>
    <message>
        <source>the metadata is larger than %1 KiB</source>
        <translation>die Metadaten sind größer als %1 KiB</translation>
    </message>
    <message>
        <source>malformed JSON at byte %1: %2</source>
        <translation>fehlerhaftes JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>the metadata is no JSON object</source>
        <translation>die Metadaten sind kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1 is no string</source>
        <translation>%1 ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>%1 is longer than %2 characters</source>
        <translation>%1 ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>the metadata has no %1</source>
        <translation>in den Metadaten fehlt %1</translation>
    </message>
    <message>
        <source>%1 is no absolute http or https URL: %2</source>
        <translation>%1 ist keine absolute http- oder https-URL: %2</translation>
    </message>
    <message>
        <source>%1 is no list</source>
        <translation>%1 ist keine Liste</translation>
    </message>
    <message>
        <source>%1 has more than %2 entries</source>
        <translation>%1 hat mehr als %2 Einträge</translation>
    </message>
    <message>
        <source>%1 holds something other than strings</source>
        <translation>%1 enthält nicht nur Zeichenketten</translation>
    </message>
    <message>
        <source>an entry of %1 is longer than %2 characters</source>
        <translation>ein Eintrag von %1 ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>the metadata names no authorization server</source>
        <translation>die Metadaten nennen keinen Autorisierungsserver</translation>
    </message>
    <message>
        <source>the authorization server %1 is no absolute http or https URL</source>
        <translation>der Autorisierungsserver %1 ist keine absolute http- oder https-URL</translation>
    </message>
    <message>
        <source>the authorization server %1 is neither https nor on this computer</source>
        <translation>der Autorisierungsserver %1 ist weder über https erreichbar noch auf diesem Computer</translation>
    </message>
    <message>
        <source>authorization endpoint</source>
        <translation>Autorisierungs-Endpunkt</translation>
    </message>
    <message>
        <source>token endpoint</source>
        <translation>Token-Endpunkt</translation>
    </message>
    <message>
        <source>registration endpoint</source>
        <translation>Registrierungs-Endpunkt</translation>
    </message>
    <message>
        <source>the %1 %2 is on another origin than the issuer %3</source>
        <translation>der %1 %2 liegt auf einem anderen Ursprung als der Aussteller %3</translation>
    </message>
    <message>
        <source>the %1 %2 is neither https nor on this computer</source>
        <translation>der %1 %2 ist weder über https erreichbar noch auf diesem Computer</translation>
    </message>
    <message>
        <source>the authorization server does not support PKCE with S256</source>
        <translation>der Autorisierungsserver unterstützt PKCE mit S256 nicht</translation>
    </message>
    <message>
        <source>the metadata is for %1, not for %2</source>
        <translation>die Metadaten gelten für %1, nicht für %2</translation>
    </message>
    <message>
        <source>the metadata is for the issuer %1, not for %2</source>
        <translation>die Metadaten gelten für den Aussteller %1, nicht für %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::BrowserSignIn</name>
    <message>
        <source>When an MCP server asks for a sign-in (or more scopes), sign in through the web browser ($BROWSER, else the desktop&apos;s) instead of failing.</source>
        <translation>Wenn ein MCP-Server eine Anmeldung (oder weitere Scopes) verlangt, über den Webbrowser ($BROWSER, sonst den des Desktops) anmelden, statt fehlzuschlagen.</translation>
    </message>
    <message>
        <source>Sign in to %1 in the web browser. If it did not open, visit:</source>
        <translation>Melden Sie sich im Webbrowser bei %1 an. Falls er sich nicht geöffnet hat, rufen Sie diese Adresse auf:</translation>
    </message>
    <message>
        <source>Open this address in a web browser to sign in to %1:</source>
        <translation>Öffnen Sie diese Adresse in einem Webbrowser, um sich bei %1 anzumelden:</translation>
    </message>
</context>
<context>
    <name>Toolshelf::BundleImport</name>
    <message>
        <source>the plan is not this bundle&apos;s</source>
        <translation>der Plan gehört nicht zu diesem Paket</translation>
    </message>
    <message>
        <source>the bundle&apos;s tools of %1 come from a local server started as &quot;%2&quot;; Toolshelf starts no program a file names. Add it yourself, then import again: toolshelf provider add %1 --stdio -- %2</source>
        <translation>die Werkzeuge des Pakets von %1 stammen von einem lokalen Server, der als „%2“ gestartet wird; Toolshelf startet kein Programm, das eine Datei nennt. Fügen Sie ihn selbst hinzu und importieren Sie dann erneut: toolshelf provider add %1 --stdio -- %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::BundleImportFlow</name>
    <message>
        <source>&amp;Import Bundle…</source>
        <translation>Paket &amp;importieren…</translation>
    </message>
    <message>
        <source>Preview and import a bundle of tools a colleague shared</source>
        <translation>Ein Werkzeugpaket, das jemand mit Ihnen geteilt hat, ansehen und importieren</translation>
    </message>
    <message>
        <source>Import Bundle</source>
        <translation>Paket importieren</translation>
    </message>
    <message>
        <source>The bundle is refused: %1</source>
        <translation>Das Paket wird abgelehnt: %1</translation>
    </message>
    <message>
        <source>The bundle changes nothing here.</source>
        <translation>Das Paket ändert hier nichts.</translation>
    </message>
    <message>
        <source>Add provider %1 (%2)</source>
        <translation>Anbieter %1 (%2) hinzufügen</translation>
    </message>
    <message>
        <source>Add provider %1 as %2: yours has another address</source>
        <translation>Anbieter %1 als %2 hinzufügen: Ihr Anbieter hat eine andere Adresse</translation>
    </message>
    <message>
        <source>Pin %1 at version %2</source>
        <translation>%1 an Version %2 anheften</translation>
    </message>
    <message>
        <source>Re-pin %1 from version %2 to %3</source>
        <translation>Anheftung von %1 von Version %2 auf %3 ändern</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more change(s)</source>
        <translation>
            <numerusform>…und %n weitere Änderung</numerusform>
            <numerusform>…und %n weitere Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing this bundle will:</source>
        <translation>Der Import dieses Pakets wird:</translation>
    </message>
    <message>
        <source>Import it?</source>
        <translation>Möchten Sie das Paket importieren?</translation>
    </message>
    <message>
        <source>The bundle&apos;s providers cannot be added: %1</source>
        <translation>Die Anbieter des Pakets können nicht hinzugefügt werden: %1</translation>
    </message>
    <message>
        <source>The import failed, nothing was changed: %1</source>
        <translation>Der Import ist fehlgeschlagen, nichts wurde geändert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n tool(s), pinned.</source>
        <translation>
            <numerusform>%n Werkzeug importiert und angeheftet.</numerusform>
            <numerusform>%n Werkzeuge importiert und angeheftet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import, &amp;keep my texts</source>
        <translation>Importieren, meine Texte &amp;behalten</translation>
    </message>
    <message>
        <source>Import, &amp;use the bundle&apos;s texts</source>
        <translation>Importieren, Texte des Pakets &amp;verwenden</translation>
    </message>
    <message>
        <source>Add an override to %1</source>
        <translation>Eine Überschreibung zu %1 hinzufügen</translation>
    </message>
    <message>
        <source>Your text for %1 differs from the bundle&apos;s</source>
        <translation>Ihr Text für %1 weicht von dem des Pakets ab</translation>
    </message>
    <message numerus="yes">
        <source>%n of your texts would be replaced if you use the bundle&apos;s texts; keeping yours leaves them as they are.</source>
        <translation>
            <numerusform>%n Ihrer Texte würde ersetzt, wenn Sie die Texte des Pakets verwenden; behalten Sie Ihre, bleiben sie unverändert.</numerusform>
            <numerusform>%n Ihrer Texte würden ersetzt, wenn Sie die Texte des Pakets verwenden; behalten Sie Ihre, bleiben sie unverändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The bundle&apos;s texts replaced %n of yours.</source>
        <translation>
            <numerusform>Die Texte des Pakets haben %n Ihrer Texte ersetzt.</numerusform>
            <numerusform>Die Texte des Pakets haben %n Ihrer Texte ersetzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kept %n of your texts the bundle would have replaced.</source>
        <translation>
            <numerusform>%n Ihrer Texte, die das Paket ersetzt hätte, wurde behalten.</numerusform>
            <numerusform>%n Ihrer Texte, die das Paket ersetzt hätte, wurden behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot import: %1</source>
        <translation>Import nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::BundleManifest</name>
    <message>
        <source>%1: &quot;%2&quot; must be a string</source>
        <translation>%1: &quot;%2&quot; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>malformed JSON at byte %1: %2</source>
        <translation>fehlerhaftes JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>expected {&quot;bundleVersion&quot;: 1, &quot;providers&quot;: [...], &quot;tools&quot;: [...], &quot;overrides&quot;: [...]}</source>
        <translation>erwartet: {&quot;bundleVersion&quot;: 1, &quot;providers&quot;: [...], &quot;tools&quot;: [...], &quot;overrides&quot;: [...]}</translation>
    </message>
    <message>
        <source>&quot;bundleVersion&quot; must be a positive whole number</source>
        <translation>&quot;bundleVersion&quot; muss eine positive ganze Zahl sein</translation>
    </message>
    <message>
        <source>the bundle is from a newer Toolshelf (bundle version %1)</source>
        <translation>das Paket stammt aus einem neueren Toolshelf (Paketversion %1)</translation>
    </message>
    <message>
        <source>providers: %1</source>
        <translation>Anbieter: %1</translation>
    </message>
    <message>
        <source>tool %1</source>
        <translation>Werkzeug %1</translation>
    </message>
    <message>
        <source>%1: provider &quot;%2&quot; is not in the bundle&apos;s providers</source>
        <translation>%1: Anbieter &quot;%2&quot; ist nicht unter den Anbietern des Pakets</translation>
    </message>
    <message>
        <source>%1: the toolId is empty or too long</source>
        <translation>%1: die toolId ist leer oder zu lang</translation>
    </message>
    <message>
        <source>%1: &quot;version&quot; must be a positive whole number</source>
        <translation>%1: &quot;version&quot; muss eine positive ganze Zahl sein</translation>
    </message>
    <message>
        <source>%1: &quot;digest&quot; must be a lowercase hex SHA-256</source>
        <translation>%1: &quot;digest&quot; muss ein SHA-256-Hexwert in Kleinbuchstaben sein</translation>
    </message>
    <message>
        <source>%1: the tool is in the bundle twice</source>
        <translation>%1: das Werkzeug ist doppelt im Paket enthalten</translation>
    </message>
    <message>
        <source>%1: its file is used by another tool too</source>
        <translation>%1: seine Datei wird auch von einem anderen Werkzeug verwendet</translation>
    </message>
    <message>
        <source>override %1</source>
        <translation>Überschreibung %1</translation>
    </message>
    <message>
        <source>%1: unknown kind</source>
        <translation>%1: unbekannte Art (kind)</translation>
    </message>
    <message>
        <source>%1: its tool is not in the bundle</source>
        <translation>%1: ihr Werkzeug ist nicht im Paket enthalten</translation>
    </message>
</context>
<context>
    <name>Toolshelf::BundleReader</name>
    <message>
        <source>an entry name is not UTF-8</source>
        <translation>ein Eintragsname ist kein UTF-8</translation>
    </message>
    <message>
        <source>an entry name is empty or too long</source>
        <translation>ein Eintragsname ist leer oder zu lang</translation>
    </message>
    <message>
        <source>entry &quot;%1&quot; has control characters in its name</source>
        <translation>Eintrag &quot;%1&quot; enthält Steuerzeichen im Namen</translation>
    </message>
    <message>
        <source>entry &quot;%1&quot; has an absolute path</source>
        <translation>Eintrag &quot;%1&quot; hat einen absoluten Pfad</translation>
    </message>
    <message>
        <source>entry &quot;%1&quot; has a backslash or drive letter</source>
        <translation>Eintrag &quot;%1&quot; enthält einen Backslash oder Laufwerksbuchstaben</translation>
    </message>
    <message>
        <source>entry &quot;%1&quot; has an empty, &quot;.&quot; or &quot;..&quot; path segment</source>
        <translation>Eintrag &quot;%1&quot; hat ein leeres Pfadsegment oder ein Pfadsegment &quot;.&quot; oder &quot;..&quot;</translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 ist keine Datei</translation>
    </message>
    <message>
        <source>the bundle is larger than %1 MB</source>
        <translation>das Paket ist größer als %1 MB</translation>
    </message>
    <message>
        <source>%1 is not a readable zip file (zip error %2)</source>
        <translation>%1 ist keine lesbare ZIP-Datei (ZIP-Fehler %2)</translation>
    </message>
    <message>
        <source>the bundle has more than %1 entries</source>
        <translation>das Paket hat mehr als %1 Einträge</translation>
    </message>
    <message>
        <source>entry %1 cannot be read</source>
        <translation>Eintrag %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>entry %1 has an absurdly long name</source>
        <translation>Eintrag %1 hat einen unsinnig langen Namen</translation>
    </message>
    <message>
        <source>entry &quot;%1&quot; is a symbolic link</source>
        <translation>Eintrag &quot;%1&quot; ist ein symbolischer Link</translation>
    </message>
    <message>
        <source>entry &quot;%1&quot; is not a regular file</source>
        <translation>Eintrag &quot;%1&quot; ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>entry &quot;%1&quot; is in the bundle twice</source>
        <translation>Eintrag &quot;%1&quot; ist doppelt im Paket enthalten</translation>
    </message>
    <message>
        <source>entry &quot;%1&quot; is larger than %2 MB</source>
        <translation>Eintrag &quot;%1&quot; ist größer als %2 MB</translation>
    </message>
    <message>
        <source>the bundle unpacks to more than %1 MB</source>
        <translation>das Paket ist entpackt größer als %1 MB</translation>
    </message>
    <message>
        <source>the zip&apos;s directory is damaged (zip error %1)</source>
        <translation>das Inhaltsverzeichnis der ZIP-Datei ist beschädigt (ZIP-Fehler %1)</translation>
    </message>
    <message>
        <source>entry &quot;%1&quot; cannot be opened (zip error %2)</source>
        <translation>Eintrag &quot;%1&quot; kann nicht geöffnet werden (ZIP-Fehler %2)</translation>
    </message>
    <message>
        <source>entry &quot;%1&quot; is damaged</source>
        <translation>Eintrag &quot;%1&quot; ist beschädigt</translation>
    </message>
    <message>
        <source>entry &quot;%1&quot; unpacks to more than it declared</source>
        <translation>Eintrag &quot;%1&quot; ist entpackt größer als angegeben</translation>
    </message>
    <message>
        <source>entry &quot;%1&quot; is damaged (zip error %2)</source>
        <translation>Eintrag &quot;%1&quot; ist beschädigt (ZIP-Fehler %2)</translation>
    </message>
    <message>
        <source>the bundle has no manifest.json</source>
        <translation>das Paket enthält keine manifest.json</translation>
    </message>
    <message>
        <source>manifest.json: %1</source>
        <translation>manifest.json: %1</translation>
    </message>
    <message>
        <source>the bundle has entries its manifest does not list</source>
        <translation>das Paket enthält Einträge, die sein Manifest nicht aufführt</translation>
    </message>
    <message>
        <source>the manifest lists %1, which the bundle lacks</source>
        <translation>das Manifest führt %1 auf, doch diese Datei fehlt im Paket</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not a single signature</source>
        <translation>%1 ist keine einzelne Signatur</translation>
    </message>
    <message>
        <source>%1 holds another tool or version than the manifest says</source>
        <translation>%1 enthält ein anderes Werkzeug oder eine andere Version als im Manifest angegeben</translation>
    </message>
    <message>
        <source>%1 does not match its digest: its content was changed</source>
        <translation>%1 passt nicht zur angegebenen Prüfsumme: Der Inhalt wurde verändert</translation>
    </message>
    <message>
        <source>the bundle is not a readable zip file (zip error %1)</source>
        <translation>das Paket ist keine lesbare ZIP-Datei (ZIP-Fehler %1)</translation>
    </message>
</context>
<context>
    <name>Toolshelf::BundleWriter</name>
    <message>
        <source>cannot add %1 to the bundle (zip error %2)</source>
        <translation>%1 kann nicht zum Paket hinzugefügt werden (ZIP-Fehler %2)</translation>
    </message>
    <message>
        <source>%1 is not a configured provider, so its tools cannot be bundled</source>
        <translation>%1 ist kein eingerichteter Anbieter, daher können seine Werkzeuge nicht in ein Paket aufgenommen werden</translation>
    </message>
    <message>
        <source>%1/%2 is not in the catalog</source>
        <translation>%1/%2 ist nicht im Katalog</translation>
    </message>
    <message>
        <source>cannot create the zip (zip error %1)</source>
        <translation>die ZIP-Datei kann nicht angelegt werden (ZIP-Fehler %1)</translation>
    </message>
    <message>
        <source>cannot finish the zip (zip error %1)</source>
        <translation>die ZIP-Datei kann nicht abgeschlossen werden (ZIP-Fehler %1)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the bundle would not read back: %1</source>
        <translation>das Paket ließe sich nicht zurücklesen: %1</translation>
    </message>
    <message>
        <source>the bundle&apos;s manifest reads back with other values than were written</source>
        <translation>das Manifest des Pakets liest sich mit anderen Werten zurück, als geschrieben wurden</translation>
    </message>
    <message>
        <source>%1 reads back as another signature than was written</source>
        <translation>%1 liest sich als eine andere Signatur zurück, als geschrieben wurde</translation>
    </message>
</context>
<context>
    <name>Toolshelf::CallMetaAction</name>
    <message>
        <source>A revealed tool has no name; it was not stored.</source>
        <translation>Ein offengelegtes Werkzeug hat keinen Namen; es wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>The revealed tool &quot;%1&quot; has errors; it was stored with them.</source>
        <translation>Das offengelegte Werkzeug „%1“ hat Fehler; es wurde mit ihnen gespeichert.</translation>
    </message>
    <message>
        <source>The tools the answer revealed could not be stored: %1</source>
        <translation>Die von der Antwort offengelegten Werkzeuge konnten nicht gespeichert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>The answer revealed %n new tool(s); they are in the catalog now.</source>
        <translation>
            <numerusform>Die Antwort hat %n neues Werkzeug offengelegt; es ist jetzt im Katalog.</numerusform>
            <numerusform>Die Antwort hat %n neue Werkzeuge offengelegt; sie sind jetzt im Katalog.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The answer revealed %n tool(s) the catalog already holds.</source>
        <translation>
            <numerusform>Die Antwort hat %n Werkzeug offengelegt, das bereits im Katalog ist.</numerusform>
            <numerusform>Die Antwort hat %n Werkzeuge offengelegt, die bereits im Katalog sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>The groups the answer named could not be read again: %1</source>
        <translation>Die Gruppen, die die Antwort nannte, konnten nicht erneut gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>The provider was synced again: the answer said %n group(s) changed.</source>
        <translation>
            <numerusform>Der Anbieter wurde erneut synchronisiert: Laut der Antwort hat sich %n Gruppe geändert.</numerusform>
            <numerusform>Der Anbieter wurde erneut synchronisiert: Laut der Antwort haben sich %n Gruppen geändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The groups the answer named could not be read: %1</source>
        <translation>Die Gruppen, die die Antwort nannte, konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The answer named the group &quot;%1&quot;, which the provider does not list.</source>
        <translation>Die Antwort nannte die Gruppe „%1“, die der Anbieter nicht führt.</translation>
    </message>
    <message numerus="yes">
        <source>The catalog read %n group(s) it named that had not been read before.</source>
        <translation>
            <numerusform>Der Katalog las %n genannte Gruppe, die noch nicht gelesen war.</numerusform>
            <numerusform>Der Katalog las %n genannte Gruppen, die noch nicht gelesen waren.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::CapabilitiesFile</name>
    <message>
        <source>features.%1 must be true or false</source>
        <translation>features.%1 muss true oder false sein</translation>
    </message>
    <message>
        <source>limits.%1 must be a whole number of at least 1</source>
        <translation>limits.%1 muss eine ganze Zahl von mindestens 1 sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no URL path</source>
        <translation>„%1“ ist kein URL-Pfad</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is on another origin than the provider&apos;s (%2): Toolshelf sends the provider&apos;s credentials to its own origin only</source>
        <translation>„%1“ liegt auf einem anderen Ursprung als dem des Anbieters (%2): Toolshelf sendet die Zugangsdaten des Anbieters nur an dessen eigenen Ursprung</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a path, without a query</source>
        <translation>„%1“ muss ein Pfad sein, ohne Abfrage</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not climb out of the provider&apos;s path</source>
        <translation>„%1“ darf nicht aus dem Pfad des Anbieters herausführen</translation>
    </message>
    <message>
        <source>the capabilities file is no JSON to trust: %1</source>
        <translation>die Fähigkeitendatei ist kein vertrauenswürdiges JSON: %1</translation>
    </message>
    <message>
        <source>the capabilities file is no JSON: %1</source>
        <translation>die Fähigkeitendatei ist kein JSON: %1</translation>
    </message>
    <message>
        <source>the capabilities file is no JSON object</source>
        <translation>die Fähigkeitendatei ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>version must be a string</source>
        <translation>version muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>%1 must be an object</source>
        <translation>%1 muss ein Objekt sein</translation>
    </message>
    <message>
        <source>endpoints.%1 must be a string</source>
        <translation>endpoints.%1 muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>endpoints.%1: %2</source>
        <translation>endpoints.%1: %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::CapabilitiesGroupPage</name>
    <message>
        <source>the page is no JSON to trust: %1</source>
        <translation>die Seite ist kein vertrauenswürdiges JSON: %1</translation>
    </message>
    <message>
        <source>the page is no JSON: %1</source>
        <translation>die Seite ist kein JSON: %1</translation>
    </message>
    <message>
        <source>the page is no object with a &quot;groups&quot; array</source>
        <translation>die Seite ist kein Objekt mit einem Array „groups“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number of at least 0</source>
        <translation>„%1“ muss eine ganze Zahl von mindestens 0 sein</translation>
    </message>
    <message>
        <source>group %1 of the page has no id</source>
        <translation>Gruppe %1 der Seite hat keine ID</translation>
    </message>
</context>
<context>
    <name>Toolshelf::CapabilitiesListing</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the same page came back a second time; stopped to avoid a loop</source>
        <translation>dieselbe Seite kam ein zweites Mal; angehalten, um eine Schleife zu vermeiden</translation>
    </message>
    <message>
        <source>asked for offset %1, answered offset %2</source>
        <translation>Versatz %1 erfragt, Versatz %2 beantwortet</translation>
    </message>
    <message>
        <source>the total changed from %1 to %2 during the sync; sync again</source>
        <translation>die Gesamtzahl änderte sich während der Synchronisierung von %1 auf %2; erneut synchronisieren</translation>
    </message>
    <message>
        <source>no entries at offset %1 of %2: the offset does not advance</source>
        <translation>keine Einträge bei Versatz %1 von %2: der Versatz kommt nicht voran</translation>
    </message>
    <message>
        <source>group &quot;%1&quot; is listed under &quot;%2&quot; and under &quot;%3&quot;</source>
        <translation>Gruppe „%1“ ist unter „%2“ und unter „%3“ aufgeführt</translation>
    </message>
    <message>
        <source>group &quot;%1&quot; lies more than %2 levels deep, or its parents go round</source>
        <translation>Gruppe „%1“ liegt mehr als %2 Ebenen tief, oder ihre Eltern bilden einen Kreis</translation>
    </message>
    <message>
        <source>the provider no longer offers groups; sync it whole</source>
        <translation>der Anbieter bietet keine Gruppen mehr an; synchronisieren Sie ihn ganz</translation>
    </message>
    <message>
        <source>the catalog knows no group &quot;%1&quot; of %2; sync the provider first</source>
        <translation>der Katalog kennt keine Gruppe „%1“ von %2; synchronisieren Sie den Anbieter zuerst</translation>
    </message>
    <message>
        <source>%1 holds %2 tools in %3 groups, more than the %4 a sync reads: its groups and top-level tools were read, and the %5 groups opened before. A group&apos;s tools are read when you open it.</source>
        <translation>%1 hält %2 Werkzeuge in %3 Gruppen, mehr als die %4, die eine Synchronisierung liest: gelesen wurden seine Gruppen, seine Werkzeuge der obersten Ebene und die %5 zuvor geöffneten Gruppen. Die Werkzeuge einer Gruppe werden gelesen, wenn Sie sie öffnen.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::CapabilitiesMeta</name>
    <message>
        <source>The answer&apos;s &quot;meta&quot; is no object; it was ignored.</source>
        <translation>Das Feld „meta“ der Antwort ist kein Objekt; es wurde ignoriert.</translation>
    </message>
    <message>
        <source>The answer says tools were added but gives no &quot;tools&quot; array.</source>
        <translation>Laut der Antwort wurden Werkzeuge hinzugefügt, sie enthält aber kein Array „tools“.</translation>
    </message>
    <message>
        <source>The answer adds %1 tools; only the first %2 were taken.</source>
        <translation>Die Antwort fügt %1 Werkzeuge hinzu; nur die ersten %2 wurden übernommen.</translation>
    </message>
    <message>
        <source>The answer asks for groups to be refreshed but gives no &quot;group_ids&quot; array.</source>
        <translation>Die Antwort verlangt, Gruppen zu aktualisieren, enthält aber kein Array „group_ids“.</translation>
    </message>
    <message>
        <source>A group to refresh is named by no text; it was ignored.</source>
        <translation>Eine zu aktualisierende Gruppe ist durch keinen Text benannt; sie wurde ignoriert.</translation>
    </message>
    <message>
        <source>The answer names more than %1 groups to refresh; the rest were ignored.</source>
        <translation>Die Antwort nennt mehr als %1 zu aktualisierende Gruppen; die übrigen wurden ignoriert.</translation>
    </message>
    <message>
        <source>The answer carries a &quot;meta&quot; of the unknown type &quot;%1&quot;; it was ignored.</source>
        <translation>Die Antwort enthält ein „meta“ des unbekannten Typs „%1“; es wurde ignoriert.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::CatalogBrowser</name>
    <message>
        <source>The search failed: %1</source>
        <translation>Die Suche ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>&amp;Sync</source>
        <translation>&amp;Synchronisieren</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Ab&amp;brechen</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Search tools (Ctrl+F)</source>
        <translation>Werkzeuge suchen (Strg+F)</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Beste Treffer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Recently updated</source>
        <translation>Zuletzt aktualisiert</translation>
    </message>
    <message>
        <source>Sort the tools</source>
        <translation>Die Werkzeuge sortieren</translation>
    </message>
    <message>
        <source>Show the tools of one provider</source>
        <translation>Die Werkzeuge eines Anbieters zeigen</translation>
    </message>
    <message>
        <source>All providers</source>
        <translation>Alle Anbieter</translation>
    </message>
    <message>
        <source>Add a tool provider</source>
        <translation>Einen Werkzeuganbieter hinzufügen</translation>
    </message>
    <message>
        <source>Change the selected provider&apos;s settings or secret</source>
        <translation>Die Einstellungen oder das Geheimnis des ausgewählten Anbieters ändern</translation>
    </message>
    <message>
        <source>Saved the provider %1.</source>
        <translation>Der Anbieter %1 wurde gespeichert.</translation>
    </message>
    <message>
        <source>Sync the selected provider again</source>
        <translation>Den ausgewählten Anbieter erneut synchronisieren</translation>
    </message>
    <message>
        <source>Sync the selected provider</source>
        <translation>Den ausgewählten Anbieter synchronisieren</translation>
    </message>
    <message>
        <source>Sync a&amp;ll</source>
        <translation>&amp;Alle synchronisieren</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>Hin&amp;zufügen…</translation>
    </message>
    <message>
        <source>Ed&amp;it…</source>
        <translation>B&amp;earbeiten…</translation>
    </message>
    <message>
        <source>Retry &amp;Sync</source>
        <translation>Erneut &amp;synchronisieren</translation>
    </message>
    <message>
        <source>1 tool</source>
        <translation>1 Werkzeug</translation>
    </message>
    <message>
        <source>%1 tools</source>
        <translation>%1 Werkzeuge</translation>
    </message>
    <message>
        <source>%1 of %2 tools</source>
        <translation>%1 von %2 Werkzeugen</translation>
    </message>
    <message>
        <source>Remo&amp;ve…</source>
        <translation>Entfe&amp;rnen…</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Import or export provider files</source>
        <translation>Anbieterdateien importieren oder exportieren</translation>
    </message>
    <message>
        <source>Search tools</source>
        <translation>Werkzeuge suchen</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Where the providers file their tools. Choose a group to show only its tools; choose it again to show all.</source>
        <translation>Wo die Anbieter ihre Werkzeuge einordnen. Wählen Sie eine Gruppe, um nur ihre Werkzeuge zu zeigen; wählen Sie sie erneut, um alle zu zeigen.</translation>
    </message>
    <message>
        <source>&amp;Groups</source>
        <translation>&amp;Gruppen</translation>
    </message>
    <message>
        <source>%1 could not be stored: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>the provider&apos;s sync did not list it</source>
        <translation>die Synchronisierung des Anbieters führte es nicht auf</translation>
    </message>
</context>
<context>
    <name>Toolshelf::CatalogCommand</name>
    <message>
        <source>version %1 of %2 is not in the catalog, and %3 is no longer a configured provider to fetch it from</source>
        <translation>Version %1 von %2 ist nicht im Katalog, und %3 ist kein eingerichteter Anbieter mehr, von dem sie abgerufen werden könnte</translation>
    </message>
    <message>
        <source>Fetching version %1 of %2...</source>
        <translation>Version %1 von %2 wird abgerufen...</translation>
    </message>
    <message>
        <source>cannot fetch version %1 of %2: %3</source>
        <translation>Version %1 von %2 kann nicht abgerufen werden: %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not name a tool; write PROVIDER/TOOL, where TOOL is the tool&apos;s name or toolId</source>
        <translation>&quot;%1&quot; bezeichnet kein Werkzeug; geben Sie PROVIDER/TOOL an, wobei TOOL der Name oder die toolId des Werkzeugs ist</translation>
    </message>
</context>
<context>
    <name>Toolshelf::CatalogDatabase</name>
    <message>
        <source>Qt&apos;s SQLite driver (QSQLITE) is not installed.</source>
        <translation>Der SQLite-Treiber von Qt (QSQLITE) ist nicht installiert.</translation>
    </message>
    <message>
        <source>Cannot open the catalog %1: %2</source>
        <translation>Der Katalog %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Catalog database error: %1</source>
        <translation>Fehler in der Katalogdatenbank: %1</translation>
    </message>
    <message>
        <source>The catalog has no readable copy of version %1 of tool %2 from %3.</source>
        <translation>Der Katalog enthält keine lesbare Kopie von Version %1 des Werkzeugs %2 von %3.</translation>
    </message>
    <message>
        <source>the file has catalog schema version %1, but this version of Toolshelf only knows versions up to %2. Use a newer Toolshelf; the file was left untouched.</source>
        <translation>die Datei hat die Katalogschema-Version %1, diese Version von Toolshelf kennt aber nur Versionen bis %2. Verwenden Sie ein neueres Toolshelf; die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>this SQLite library lacks the FTS5 full-text search extension, which the catalog needs.</source>
        <translation>dieser SQLite-Bibliothek fehlt die Volltextsuch-Erweiterung FTS5, die der Katalog braucht.</translation>
    </message>
    <message>
        <source>this SQLite library lacks the JSON functions, which the catalog needs.</source>
        <translation>dieser SQLite-Bibliothek fehlen die JSON-Funktionen, die der Katalog braucht.</translation>
    </message>
    <message>
        <source>A sync needs a provider name.</source>
        <translation>Eine Synchronisierung braucht einen Anbieternamen.</translation>
    </message>
    <message>
        <source>Sync %1 is not in progress: it was committed, discarded or replaced by a newer sync of the same provider.</source>
        <translation>Synchronisierung %1 läuft nicht: Sie wurde abgeschlossen, verworfen oder durch eine neuere Synchronisierung desselben Anbieters ersetzt.</translation>
    </message>
    <message>
        <source>Version %1 belongs to tool %2, not to %3.</source>
        <translation>Version %1 gehört zu Werkzeug %2, nicht zu %3.</translation>
    </message>
    <message>
        <source>Storing versions needs a provider and a tool.</source>
        <translation>Zum Speichern von Versionen werden ein Anbieter und ein Werkzeug benötigt.</translation>
    </message>
    <message>
        <source>Version %1 of tool %2 from %3 is not in the catalog.</source>
        <translation>Version %1 des Werkzeugs %2 von %3 ist nicht im Katalog.</translation>
    </message>
    <message>
        <source>Tool %1 from %2 is not in the catalog.</source>
        <translation>Werkzeug %1 von %2 ist nicht im Katalog.</translation>
    </message>
    <message>
        <source>Tool %1 has no parameter or allowed value &quot;%2&quot; to override.</source>
        <translation>Werkzeug %1 hat keinen Parameter und keinen erlaubten Wert &quot;%2&quot;, der sich überschreiben ließe.</translation>
    </message>
    <message>
        <source>There is no override of this text to settle.</source>
        <translation>Für diesen Text gibt es keine Überschreibung, deren Konflikt sich auflösen ließe.</translation>
    </message>
    <message>
        <source>This alias cannot be used: %1.</source>
        <translation>Dieser Alias kann nicht verwendet werden: %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already the tool&apos;s name.</source>
        <translation>&quot;%1&quot; ist bereits der Name des Werkzeugs.</translation>
    </message>
    <message>
        <source>A tool from %1 is already called &quot;%2&quot;; choose another name.</source>
        <translation>Ein Werkzeug von %1 heißt bereits &quot;%2&quot;; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>%1 (pinned at version %2) is no longer listed by the provider; it is kept with its versions and marked withdrawn.</source>
        <translation>%1 (angeheftet in Version %2) wird vom Anbieter nicht mehr aufgeführt; es bleibt mit seinen Versionen erhalten und ist als zurückgezogen markiert.</translation>
    </message>
    <message>
        <source>The catalog cannot store tools of the dialect &quot;%1&quot;: this version of Toolshelf does not know it.</source>
        <translation>Der Katalog kann keine Werkzeuge des Dialekts „%1“ speichern: Diese Version von Toolshelf kennt ihn nicht.</translation>
    </message>
    <message>
        <source>Storing revealed tools needs a provider and the tool that revealed them.</source>
        <translation>Zum Speichern offengelegter Werkzeuge werden ein Anbieter und das Werkzeug benötigt, das sie offengelegt hat.</translation>
    </message>
    <message>
        <source>Tools stored together came by two protocols, %1 and %2.</source>
        <translation>Gemeinsam gespeicherte Werkzeuge kamen über zwei Protokolle, %1 und %2.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ClientAssertion</name>
    <message>
        <source>the private key cannot be read (a PEM private key is expected)</source>
        <translation>der private Schlüssel kann nicht gelesen werden (erwartet wird ein privater Schlüssel im PEM-Format)</translation>
    </message>
    <message>
        <source>the private key is neither a P-256 EC key nor an RSA key of 2048 bits or more</source>
        <translation>der private Schlüssel ist weder ein EC-Schlüssel auf P-256 noch ein RSA-Schlüssel mit mindestens 2048 Bit</translation>
    </message>
    <message>
        <source>the private key could not sign the client assertion</source>
        <translation>mit dem privaten Schlüssel konnte die Client-Assertion nicht signiert werden</translation>
    </message>
</context>
<context>
    <name>Toolshelf::CommandLine</name>
    <message>
        <source>toolshelf: unknown option %1; see toolshelf --help
</source>
        <translation>toolshelf: unbekannte Option %1; siehe toolshelf --help
</translation>
    </message>
    <message>
        <source>toolshelf: unknown command &quot;%1&quot;; see toolshelf --help
</source>
        <translation>toolshelf: unbekannter Befehl &quot;%1&quot;; siehe toolshelf --help
</translation>
    </message>
    <message>
        <source>Usage: toolshelf [COMMAND [OPTIONS...]]

Without a command, opens the Toolshelf window. With one, runs headless.

Commands:
</source>
        <translation>Aufruf: toolshelf [BEFEHL [OPTIONEN...]]

Ohne Befehl wird das Toolshelf-Fenster geöffnet, mit einem Befehl läuft Toolshelf ohne Oberfläche.

Befehle:
</translation>
    </message>
    <message>
        <source>
Options:
  --profile DIR  Keep all configuration and data in DIR (or set TOOLSHELF_HOME).
  -h, --help     Show this help; `toolshelf COMMAND --help` for a command&apos;s.
  -v, --version  Show the version.

Exit status: 0 success, 1 the command found problems, 2 bad usage or unreadable input.
</source>
        <translation>
Optionen:
  --profile DIR  Alle Einstellungen und Daten in DIR ablegen (oder TOOLSHELF_HOME setzen).
  -h, --help     Diese Hilfe anzeigen; `toolshelf BEFEHL --help` für die eines Befehls.
  -v, --version  Die Version anzeigen.

Rückgabewert: 0 Erfolg, 1 der Befehl hat Probleme gefunden, 2 falscher Aufruf oder nicht lesbare Eingabe.
</translation>
    </message>
    <message>
        <source>--profile needs a directory, as in --profile ~/toolshelf-work</source>
        <translation>--profile braucht ein Verzeichnis, etwa --profile ~/toolshelf-work</translation>
    </message>
    <message>
        <source>--profile needs a directory before %1</source>
        <translation>--profile braucht vor %1 ein Verzeichnis</translation>
    </message>
    <message>
        <source>--profile needs a directory: &quot;%1&quot; is a command. Write toolshelf --profile DIR %1, or --profile ./%1 for a folder of that name.</source>
        <translation>--profile braucht ein Verzeichnis: &quot;%1&quot; ist ein Befehl. Schreiben Sie toolshelf --profile DIR %1, oder --profile ./%1 für einen Ordner dieses Namens.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::CommandParser</name>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>--%1 needs a value</source>
        <translation>--%1 braucht einen Wert</translation>
    </message>
    <message>
        <source>See: toolshelf %1 --help</source>
        <translation>Siehe: toolshelf %1 --help</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ConflictPanel</name>
    <message>
        <source>The vendor changed this text after you rewrote it</source>
        <translation>Der Anbieter hat diesen Text geändert, nachdem Sie ihn umgeschrieben haben</translation>
    </message>
    <message>
        <source>The vendor&apos;s text when you rewrote it</source>
        <translation>Text des Anbieters zum Zeitpunkt Ihrer Änderung</translation>
    </message>
    <message>
        <source>The vendor&apos;s text now (changes since then marked)</source>
        <translation>Text des Anbieters jetzt (Änderungen seitdem markiert)</translation>
    </message>
    <message>
        <source>Your text</source>
        <translation>Ihr Text</translation>
    </message>
    <message>
        <source>&amp;Keep mine</source>
        <translation>&amp;Meinen Text behalten</translation>
    </message>
    <message>
        <source>&amp;Use vendor&apos;s new text</source>
        <translation>Neuen Text des Anbieters &amp;übernehmen</translation>
    </message>
    <message>
        <source>Drop your text and use the vendor&apos;s new one.</source>
        <translation>Ihren Text verwerfen und den neuen Text des Anbieters verwenden.</translation>
    </message>
    <message>
        <source>Keep your text; it now overrides the vendor&apos;s new text.</source>
        <translation>Ihren Text behalten; er ersetzt nun den neuen Text des Anbieters.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ConformanceLinter</name>
    <message>
        <source>toolId &quot;%1&quot; is not a UUID</source>
        <translation>toolId &quot;%1&quot; ist keine UUID</translation>
    </message>
    <message>
        <source>the name has %1 characters; it must have fewer than %2</source>
        <translation>der Name hat %1 Zeichen; er muss weniger als %2 haben</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not snake_case (for example lookup_weather_by_city)</source>
        <translation>&quot;%1&quot; ist nicht in snake_case (zum Beispiel lookup_weather_by_city)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a single word; a descriptive name such as lookup_weather_by_city also avoids collisions</source>
        <translation>&quot;%1&quot; ist ein einzelnes Wort; ein aussagekräftiger Name wie lookup_weather_by_city vermeidet auch Kollisionen</translation>
    </message>
    <message>
        <source>the description has %1 characters; it must have fewer than %2</source>
        <translation>die Beschreibung hat %1 Zeichen; sie muss weniger als %2 haben</translation>
    </message>
    <message>
        <source>the tool has no description</source>
        <translation>das Werkzeug hat keine Beschreibung</translation>
    </message>
    <message>
        <source>img &quot;%1&quot; is not an absolute http(s) URL</source>
        <translation>img &quot;%1&quot; ist keine absolute http(s)-URL</translation>
    </message>
    <message>
        <source>the tag is empty</source>
        <translation>das Tag ist leer</translation>
    </message>
    <message>
        <source>tag &quot;%1&quot; is listed twice</source>
        <translation>Tag &quot;%1&quot; ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>version %1 is newer than currentVersion %2</source>
        <translation>Version %1 ist neuer als currentVersion %2</translation>
    </message>
    <message>
        <source>the tool declares no outputs</source>
        <translation>das Werkzeug deklariert keine Ausgaben</translation>
    </message>
    <message>
        <source>id &quot;%1&quot; is also used at %2</source>
        <translation>ID &quot;%1&quot; wird auch unter %2 verwendet</translation>
    </message>
    <message>
        <source>name &quot;%1&quot; is also used at %2</source>
        <translation>Name &quot;%1&quot; wird auch unter %2 verwendet</translation>
    </message>
    <message>
        <source>parameter &quot;%1&quot; has no description</source>
        <translation>Parameter &quot;%1&quot; hat keine Beschreibung</translation>
    </message>
    <message>
        <source>enum parameter &quot;%1&quot; lists no allowed-values</source>
        <translation>enum-Parameter &quot;%1&quot; führt keine allowed-values auf</translation>
    </message>
    <message>
        <source>allowed-values is ignored on a parameter of type %1</source>
        <translation>allowed-values wird bei einem Parameter vom Typ %1 ignoriert</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not UPPER_SNAKE_CASE</source>
        <translation>&quot;%1&quot; ist nicht in UPPER_SNAKE_CASE</translation>
    </message>
    <message>
        <source>the value name has %1 characters; at most %2 are allowed</source>
        <translation>der Wertname hat %1 Zeichen; höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <source>value &quot;%1&quot; is listed twice</source>
        <translation>Wert &quot;%1&quot; ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>the value description has %1 characters; at most %2 are allowed</source>
        <translation>die Wertbeschreibung hat %1 Zeichen; höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <source>value &quot;%1&quot; has no description</source>
        <translation>Wert &quot;%1&quot; hat keine Beschreibung</translation>
    </message>
    <message>
        <source>version %1 is also listed at %2</source>
        <translation>Version %1 ist auch unter %2 aufgeführt</translation>
    </message>
    <message>
        <source>its content</source>
        <extracomment>%3 of &quot;version %1 differs from the same version at %2 (%3)&quot;</extracomment>
        <translation>ihr Inhalt</translation>
    </message>
    <message>
        <source>version %1 differs from the same version at %2 (%3)</source>
        <translation>Version %1 unterscheidet sich von derselben Version unter %2 (%3)</translation>
    </message>
    <message>
        <source>version %1 breaks version %2: %3</source>
        <translation>Version %1 bricht die Kompatibilität zu Version %2: %3</translation>
    </message>
    <message>
        <source>the newest version listed is %1 but currentVersion is %2</source>
        <translation>die neueste aufgeführte Version ist %1, currentVersion ist aber %2</translation>
    </message>
    <message>
        <source>name &quot;%1&quot; is also used by tool %2 at %3</source>
        <translation>Name &quot;%1&quot; wird auch von Werkzeug %2 unter %3 verwendet</translation>
    </message>
    <message>
        <source>version %1 follows version %2; a history runs from newest to oldest</source>
        <translation>Version %1 folgt auf Version %2; ein Versionsverlauf reicht von der neuesten zur ältesten Version</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>der Name ist leer</translation>
    </message>
    <message>
        <source>the name contains control, bidirectional or invisible characters</source>
        <translation>der Name enthält Steuer-, bidirektionale oder unsichtbare Zeichen</translation>
    </message>
    <message>
        <source>the description contains control, bidirectional or invisible characters</source>
        <translation>die Beschreibung enthält Steuer-, bidirektionale oder unsichtbare Zeichen</translation>
    </message>
    <message>
        <source>the parameter name contains control, bidirectional or invisible characters</source>
        <translation>der Parametername enthält Steuer-, bidirektionale oder unsichtbare Zeichen</translation>
    </message>
    <message>
        <source>the parameter description contains control, bidirectional or invisible characters</source>
        <translation>die Parameterbeschreibung enthält Steuer-, bidirektionale oder unsichtbare Zeichen</translation>
    </message>
    <message>
        <source>the value name contains control, bidirectional or invisible characters</source>
        <translation>der Wertname enthält Steuer-, bidirektionale oder unsichtbare Zeichen</translation>
    </message>
    <message>
        <source>the value description contains control, bidirectional or invisible characters</source>
        <translation>die Wertbeschreibung enthält Steuer-, bidirektionale oder unsichtbare Zeichen</translation>
    </message>
    <message>
        <source>the text has %1 characters; it must have fewer than %2</source>
        <translation>der Text hat %1 Zeichen; er muss weniger als %2 haben</translation>
    </message>
    <message>
        <source>the text contains control, bidirectional or invisible characters</source>
        <translation>der Text enthält Steuer-, bidirektionale oder unsichtbare Zeichen</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ConnectionTest</name>
    <message>
        <source>%1 answered, but not with a tool list: %2</source>
        <translation>%1 hat geantwortet, aber nicht mit einer Werkzeugliste: %2</translation>
    </message>
    <message>
        <source>%1 answered, but not with an A2T page of tools ({&quot;items&quot;: [...], &quot;paging&quot;: {...}}); check the base URL.</source>
        <translation>%1 hat geantwortet, aber nicht mit einer A2T-Seite von Werkzeugen ({&quot;items&quot;: [...], &quot;paging&quot;: {...}}); prüfen Sie die Basis-URL.</translation>
    </message>
    <message>
        <source>%1 asks for credentials (HTTP 401): choose how to sign in and enter the secret.</source>
        <translation>%1 verlangt Zugangsdaten (HTTP 401): Wählen Sie eine Authentifizierung und geben Sie das Geheimnis ein.</translation>
    </message>
    <message>
        <source>%1 refused the credentials (HTTP 401): check the secret.</source>
        <translation>%1 hat die Zugangsdaten abgelehnt (HTTP 401): Prüfen Sie das Geheimnis.</translation>
    </message>
    <message>
        <source>%1 refused access (HTTP 403): these credentials are not allowed to list tools.</source>
        <translation>%1 hat den Zugriff verweigert (HTTP 403): Diese Zugangsdaten dürfen keine Werkzeuge auflisten.</translation>
    </message>
    <message>
        <source>Toolshelf cannot test a provider speaking &quot;%1&quot;.</source>
        <translation>Toolshelf kann keinen Anbieter testen, der „%1“ spricht.</translation>
    </message>
    <message>
        <source>%1: no capabilities file there (HTTP %2)</source>
        <translation>%1: dort ist keine Fähigkeitsdatei (HTTP %2)</translation>
    </message>
    <message>
        <source>%1: not a capabilities file: %2</source>
        <translation>%1: keine Fähigkeitsdatei: %2</translation>
    </message>
    <message>
        <source>%1 has a capabilities file, but its tool list is none: %2</source>
        <translation>%1 hat eine Fähigkeitsdatei, aber seine Werkzeugliste ist keine: %2</translation>
    </message>
    <message>
        <source>Connected to %1, which speaks %2 — the provider lists no tools yet.</source>
        <translation>Verbunden mit %1, der %2 spricht — der Anbieter führt noch keine Werkzeuge auf.</translation>
    </message>
    <message numerus="yes">
        <source>Connected to %1, which speaks %2 — the provider lists %n tool(s); the first is &quot;%3&quot;.</source>
        <translation>
            <numerusform>Verbunden mit %1, der %2 spricht — der Anbieter führt %n Werkzeug auf; das erste ist „%3“.</numerusform>
            <numerusform>Verbunden mit %1, der %2 spricht — der Anbieter führt %n Werkzeuge auf; das erste ist „%3“.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Connected to %1, which speaks %2 — the provider lists tools; the first is &quot;%3&quot;.</source>
        <translation>Verbunden mit %1, der %2 spricht — der Anbieter führt Werkzeuge auf; das erste ist „%3“.</translation>
    </message>
    <message>
        <source>%1 speaks no protocol Toolshelf knows. Tried:</source>
        <translation>%1 spricht kein Protokoll, das Toolshelf kennt. Versucht:</translation>
    </message>
    <message>
        <source>no tool list there (HTTP 404)</source>
        <translation>dort ist keine Werkzeugliste (HTTP 404)</translation>
    </message>
    <message>
        <source>%1 has no tool list there (HTTP 404): check the base URL; GET %2 must list the tools.</source>
        <translation>%1 hat dort keine Werkzeugliste (HTTP 404): Prüfen Sie die Basis-URL; GET %2 muss die Werkzeuge auflisten.</translation>
    </message>
    <message>
        <source>Connected to %1, which speaks %2 — the provider files its tools in groups.</source>
        <translation>Verbunden mit %1, der %2 spricht — der Anbieter legt seine Werkzeuge in Gruppen ab.</translation>
    </message>
    <message>
        <source>%1 speaks MCP, but its tools/list answer is none: %2</source>
        <translation>%1 spricht MCP, aber seine Antwort auf tools/list ist ungültig: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Connected to %1, which speaks %2 — the server lists no tools.</source>
        <translation>Verbunden mit %1, der %2 spricht — der Server führt keine Werkzeuge auf.</translation>
    </message>
    <message>
        <source>Connected to %1, which speaks %2 — the server lists tools; the first is &quot;%3&quot;.</source>
        <translation>Verbunden mit %1, der %2 spricht — der Server führt Werkzeuge auf; das erste ist „%3“.</translation>
    </message>
    <message>
        <source>%1 refused access (HTTP %2): %3</source>
        <translation>%1 hat den Zugriff verweigert (HTTP %2): %3</translation>
    </message>
    <message>
        <source>%1: no MCP server there: %2</source>
        <translation>%1: dort ist kein MCP-Server: %2</translation>
    </message>
    <message>
        <source>%1 can be read; a sync reads its declarations.</source>
        <translation>%1 ist lesbar; eine Synchronisierung liest seine Deklarationen.</translation>
    </message>
    <message>
        <source>%1 can be read, but holds no *.json files yet.</source>
        <translation>%1 ist lesbar, enthält aber noch keine *.json-Dateien.</translation>
    </message>
    <message>
        <source>%1 can be read: a folder of more than %2 *.json files.</source>
        <translation>%1 ist lesbar: ein Ordner mit mehr als %2 *.json-Dateien.</translation>
    </message>
    <message numerus="yes">
        <source>%1 can be read: a folder of %n *.json file(s).</source>
        <translation>
            <numerusform>%1 ist lesbar: ein Ordner mit %n *.json-Datei.</numerusform>
            <numerusform>%1 ist lesbar: ein Ordner mit %n *.json-Dateien.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answered, but not with declarations: %2</source>
        <translation>%1 hat geantwortet, aber nicht mit Deklarationen: %2</translation>
    </message>
    <message>
        <source>Read %1: it declares no tools.</source>
        <translation>%1 gelesen: Es deklariert keine Werkzeuge.</translation>
    </message>
    <message numerus="yes">
        <source>Read %1: %n declaration(s); the first is &quot;%2&quot;.</source>
        <translation>
            <numerusform>%1 gelesen: %n Deklaration; sie heißt „%2“.</numerusform>
            <numerusform>%1 gelesen: %n Deklarationen; die erste heißt „%2“.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::CredentialStore</name>
    <message>
        <source>The secret for %1 is empty.</source>
        <translation>Das Geheimnis für %1 ist leer.</translation>
    </message>
    <message>
        <source>No keychain: the secret for %1 is kept for this session only.</source>
        <translation>Kein Schlüsselbund: Das Geheimnis für %1 wird nur für diese Sitzung aufbewahrt.</translation>
    </message>
    <message>
        <source>the keychain did not answer in time</source>
        <translation>der Schlüsselbund hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <source>No keychain: the secret for %1 is kept for this session only (%2).</source>
        <translation>Kein Schlüsselbund: Das Geheimnis für %1 wird nur für diese Sitzung aufbewahrt (%2).</translation>
    </message>
    <message>
        <source>No secret for %1 is stored.</source>
        <translation>Für %1 ist kein Geheimnis gespeichert.</translation>
    </message>
    <message>
        <source>Cannot read the secret for %1 from the keychain: %2.</source>
        <translation>Das Geheimnis für %1 kann nicht aus dem Schlüsselbund gelesen werden: %2.</translation>
    </message>
    <message>
        <source>No keychain: the secret for %1 that was kept for this session is removed (%2).</source>
        <translation>Kein Schlüsselbund: Das für diese Sitzung aufbewahrte Geheimnis für %1 ist entfernt (%2).</translation>
    </message>
    <message>
        <source>Cannot remove the secret for %1 from the keychain: %2.</source>
        <translation>Das Geheimnis für %1 kann nicht aus dem Schlüsselbund entfernt werden: %2.</translation>
    </message>
    <message>
        <source>no keychain service is available</source>
        <translation>kein Schlüsselbund-Dienst ist verfügbar</translation>
    </message>
    <message>
        <source>access to the keychain was denied</source>
        <translation>der Zugriff auf den Schlüsselbund wurde verweigert</translation>
    </message>
    <message>
        <source>the keychain does not support this operation</source>
        <translation>der Schlüsselbund unterstützt diesen Vorgang nicht</translation>
    </message>
    <message>
        <source>unknown keychain error</source>
        <translation>unbekannter Fehler des Schlüsselbunds</translation>
    </message>
    <message>
        <source>The provider has no identity to file its secret under.</source>
        <translation>Der Anbieter hat keine Identität, unter der sein Geheimnis abgelegt werden könnte.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The secret stored for %1 was given for other settings (%2); %1 now uses %3, so it is not sent. Log in again: toolshelf login %1, or Edit… in the window.</source>
        <translation>Das für %1 gespeicherte Geheimnis wurde für andere Einstellungen angegeben (%2); %1 verwendet jetzt %3, daher wird es nicht gesendet. Melden Sie sich erneut an: toolshelf login %1 oder Bearbeiten… im Fenster.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::DeclarationCheck</name>
    <message>
        <source>at %1: %2</source>
        <translation>bei %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is required</source>
        <translation>&quot;%1&quot; ist erforderlich</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>&quot;%1&quot; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be empty</source>
        <translation>&quot;%1&quot; darf nicht leer sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds control, bidirectional or invisible characters</source>
        <translation>&quot;%1&quot; enthält Steuer-, Bidi- oder unsichtbare Zeichen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an object</source>
        <translation>&quot;%1&quot; muss ein Objekt sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array</source>
        <translation>&quot;%1&quot; muss ein Array sein</translation>
    </message>
    <message>
        <source>each item of &quot;%1&quot; must be a string</source>
        <translation>jedes Element von &quot;%1&quot; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be one of %2</source>
        <translation>&quot;%1&quot; muss eines von %2 sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field of this format</source>
        <translation>&quot;%1&quot; ist kein Feld dieses Formats</translation>
    </message>
</context>
<context>
    <name>Toolshelf::DeclarationExportFlow</name>
    <message>
        <source>Agent Tool declarations</source>
        <translation>Agent-Tool-Deklarationen</translation>
    </message>
    <message>
        <source>enhanced ATDF documents</source>
        <translation>erweiterte ATDF-Dokumente</translation>
    </message>
    <message>
        <source>ATDF documents</source>
        <translation>ATDF-Dokumente</translation>
    </message>
    <message>
        <source>Select the tools to export in the list first.</source>
        <translation>Wählen Sie zuerst in der Liste die zu exportierenden Werkzeuge aus.</translation>
    </message>
    <message numerus="yes">
        <source>Export %n Tool(s) as %1: Choose a Folder</source>
        <translation>
            <numerusform>%n Werkzeug als %1 exportieren: Ordner wählen</numerusform>
            <numerusform>%n Werkzeuge als %1 exportieren: Ordner wählen</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Tool as %1</source>
        <translation>Werkzeug als %1 exportieren</translation>
    </message>
    <message>
        <source>Nothing was exported: %1</source>
        <translation>Nichts wurde exportiert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n tool(s) as %1 to %2.</source>
        <translation>
            <numerusform>%n Werkzeug als %1 nach %2 exportiert.</numerusform>
            <numerusform>%n Werkzeuge als %1 nach %2 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Procedure as Tool Surface</source>
        <translation>Arbeitsanweisung als Tool Surface exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Exported the tool surface to %1: %n tool(s) loaded</source>
        <translation>
            <numerusform>Die Tool Surface wurde nach %1 exportiert: %n Werkzeug geladen</numerusform>
            <numerusform>Die Tool Surface wurde nach %1 exportiert: %n Werkzeuge geladen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deferred</source>
        <translation>
            <numerusform>%n zurückgestellt</numerusform>
            <numerusform>%n zurückgestellt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blocked.</source>
        <translation>
            <numerusform>%n gesperrt.</numerusform>
            <numerusform>%n gesperrt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The tool surface was not exported: %1</source>
        <translation>Die Tool Surface wurde nicht exportiert: %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::DeclarationFiles</name>
    <message>
        <source>%1 does not read back as it was written.</source>
        <translation>%1 liest sich nicht so zurück, wie es geschrieben wurde.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 exists and is no folder.</source>
        <translation>%1 existiert und ist kein Ordner.</translation>
    </message>
    <message>
        <source>The file name &quot;%1&quot; would leave the folder.</source>
        <translation>Der Dateiname &quot;%1&quot; würde aus dem Ordner hinausführen.</translation>
    </message>
    <message>
        <source>%1 exists and is no plain file; nothing was written.</source>
        <translation>%1 existiert und ist keine gewöhnliche Datei; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>%1 exists and holds no export of the same tool; choose another folder or move the file. Nothing was written.</source>
        <translation>%1 existiert und enthält keinen Export desselben Werkzeugs; wählen Sie einen anderen Ordner oder verschieben Sie die Datei. Nichts wurde geschrieben.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::DemoProvider</name>
    <message>
        <source>no sample catalogs are bundled with this build</source>
        <translation>in diesem Build sind keine Beispielkataloge enthalten</translation>
    </message>
    <message>
        <source>the sample catalog %1 is not bundled with this build</source>
        <translation>der Beispielkatalog %1 ist in diesem Build nicht enthalten</translation>
    </message>
</context>
<context>
    <name>Toolshelf::DemoSession</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The example procedure is missing: %1</source>
        <translation>Die Beispiel-Arbeitsanweisung fehlt: %1</translation>
    </message>
    <message>
        <source>The example procedure cannot be written to %1: %2</source>
        <translation>Die Beispiel-Arbeitsanweisung kann nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 in the example procedure is %2</source>
        <translation>%1 ist in der Beispiel-Arbeitsanweisung %2</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>mehrdeutig</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>nicht im Katalog</translation>
    </message>
</context>
<context>
    <name>Toolshelf::DescriptionEditor</name>
    <message>
        <source>Your descriptions for %1 from %2, version %3</source>
        <translation>Ihre Beschreibungen für %1 von %2, Version %3</translation>
    </message>
    <message>
        <source>Select a tool to rewrite its descriptions.</source>
        <translation>Wählen Sie ein Werkzeug, um seine Beschreibungen umzuschreiben.</translation>
    </message>
    <message>
        <source>Tool description</source>
        <translation>Werkzeugbeschreibung</translation>
    </message>
    <message>
        <source>Input &quot;%1&quot;</source>
        <translation>Eingabe &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Input &quot;%1&quot;, value %2</source>
        <translation>Eingabe &quot;%1&quot;, Wert %2</translation>
    </message>
    <message>
        <source>Output &quot;%1&quot;</source>
        <translation>Ausgabe &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Output &quot;%1&quot;, value %2</source>
        <translation>Ausgabe &quot;%1&quot;, Wert %2</translation>
    </message>
    <message>
        <source>Your text was not saved: %1</source>
        <translation>Ihr Text wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>The vendor&apos;s text could not be restored: %1</source>
        <translation>Der Text des Anbieters konnte nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <source>Your choice was not saved: %1</source>
        <translation>Ihre Auswahl wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>the catalog gave no reason</source>
        <translation>der Katalog hat keinen Grund genannt</translation>
    </message>
    <message>
        <source>The tool is no longer in the catalog.</source>
        <translation>Das Werkzeug ist nicht mehr im Katalog.</translation>
    </message>
    <message>
        <source>Tool name (your alias)</source>
        <translation>Werkzeugname (Ihr Alias)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Use your text again, as it was before the revert.</source>
        <translation>Ihren Text wieder verwenden, so wie er vor dem Wiederherstellen des Anbietertexts war.</translation>
    </message>
    <message>
        <source>Texts to edit</source>
        <translation>Zu bearbeitende Texte</translation>
    </message>
    <message>
        <source>The text</source>
        <translation>Der Text</translation>
    </message>
    <message>
        <source>%1: the vendor&apos;s text is back.</source>
        <translation>%1: Der Text des Anbieters gilt wieder.</translation>
    </message>
    <message>
        <source>Your text was not put back: %1</source>
        <translation>Ihr Text wurde nicht zurückgeholt: %1</translation>
    </message>
    <message>
        <source>When to use</source>
        <translation>Wann verwenden</translation>
    </message>
    <message>
        <source>When not to use</source>
        <translation>Wann nicht verwenden</translation>
    </message>
</context>
<context>
    <name>Toolshelf::DescriptionField</name>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Use your text instead of the vendor&apos;s (Ctrl+Return).</source>
        <translation>Ihren Text anstelle des Texts des Anbieters verwenden (Strg+Eingabe).</translation>
    </message>
    <message>
        <source>Revert to vendor&apos;s text</source>
        <translation>Text des Anbieters wiederherstellen</translation>
    </message>
    <message>
        <source>Drop your text and use the vendor&apos;s again. Undo (Ctrl+Z) in the editor brings your text back.</source>
        <translation>Ihren Text verwerfen und wieder den Text des Anbieters verwenden. Rückgängig (Strg+Z) im Editor holt Ihren Text zurück.</translation>
    </message>
    <message>
        <source>This text has %L1 characters; the editor holds the first %L2.</source>
        <translation>Dieser Text hat %L1 Zeichen; der Editor enthält die ersten %L2.</translation>
    </message>
    <message>
        <source>A description cannot be empty; to use the vendor&apos;s text, revert.</source>
        <translation>Eine Beschreibung darf nicht leer sein; um den Text des Anbieters zu verwenden, stellen Sie ihn wieder her.</translation>
    </message>
    <message>
        <source>%L1 of at most %L2 characters</source>
        <translation>%L1 von höchstens %L2 Zeichen</translation>
    </message>
    <message>
        <source>%L1 characters</source>
        <translation>%L1 Zeichen</translation>
    </message>
    <message>
        <source>The vendor&apos;s text (the same as the editor&apos;s)</source>
        <translation>Text des Anbieters (identisch mit dem Text im Editor)</translation>
    </message>
    <message>
        <source>The vendor&apos;s text, with the editor&apos;s changes marked (struck through: the vendor&apos;s words you replaced; underlined: yours)</source>
        <translation>Text des Anbieters mit den Änderungen aus dem Editor (durchgestrichen: Wörter des Anbieters, die Sie ersetzt haben; unterstrichen: Ihre)</translation>
    </message>
    <message>
        <source>This text cannot be empty; to have none, as the vendor has none, revert.</source>
        <translation>Dieser Text darf nicht leer sein; der Anbieter hat keinen. Um ebenfalls keinen zu haben, stellen Sie den Text des Anbieters wieder her.</translation>
    </message>
    <message>
        <source>This text cannot be empty; to use the vendor&apos;s text, revert.</source>
        <translation>Dieser Text darf nicht leer sein; um den Text des Anbieters zu verwenden, stellen Sie ihn wieder her.</translation>
    </message>
    <message>
        <source>The vendor has no such text.</source>
        <translation>Der Anbieter hat keinen solchen Text.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ElicitationDialog</name>
    <message>
        <source>The Server Asks for Input</source>
        <translation>Der Server bittet um Eingaben</translation>
    </message>
    <message>
        <source>While %1 runs, the provider %2 asks:</source>
        <translation>Während %1 läuft, fragt der Anbieter %2:</translation>
    </message>
    <message>
        <source>Server&apos;s message</source>
        <translation>Nachricht des Servers</translation>
    </message>
    <message>
        <source>Requested values</source>
        <translation>Erfragte Werte</translation>
    </message>
    <message>
        <source>Accept sends these values to the server. Give nothing you would not give the tool&apos;s provider.</source>
        <translation>„Annehmen“ sendet diese Werte an den Server. Geben Sie nichts an, was Sie dem Anbieter des Werkzeugs nicht geben würden.</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Annehmen</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>A&amp;blehnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Send the values to the server.</source>
        <translation>Die Werte an den Server senden.</translation>
    </message>
    <message>
        <source>Tell the server you will not give these values.</source>
        <translation>Dem Server mitteilen, dass Sie diese Werte nicht angeben.</translation>
    </message>
    <message>
        <source>Dismiss the question without deciding.</source>
        <translation>Die Frage schließen, ohne zu entscheiden.</translation>
    </message>
    <message>
        <source>Some values do not fit what the server asks for; nothing was sent.</source>
        <translation>Einige Werte passen nicht zu dem, was der Server erfragt; es wurde nichts gesendet.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::Error</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ExportBundleCommand</name>
    <message>
        <source>Export tools, pinned, with your overrides as a bundle.</source>
        <translation>Werkzeuge in festgelegter Version und mit Ihren Überschreibungen als Paket exportieren.</translation>
    </message>
    <message>
        <source>Also bundle every tool with tag T (repeatable).</source>
        <translation>Zusätzlich jedes Werkzeug mit dem Tag T aufnehmen (mehrfach angebbar).</translation>
    </message>
    <message>
        <source>The bundle file to write.</source>
        <translation>Die zu schreibende Paketdatei.</translation>
    </message>
    <message>
        <source>Tools to bundle.</source>
        <translation>Die in das Paket aufzunehmenden Werkzeuge.</translation>
    </message>
    <message>
        <source>say where to write the bundle with --out FILE.zip</source>
        <translation>mit --out FILE.zip angeben, wohin das Paket geschrieben werden soll</translation>
    </message>
    <message>
        <source>Exported %1 with %2 to %3.</source>
        <translation>%1 mit %2 nach %3 exportiert.</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n Werkzeug</numerusform>
            <numerusform>%n Werkzeuge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n override(s)</source>
        <translation>
            <numerusform>%n Überschreibung</numerusform>
            <numerusform>%n Überschreibungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Also bundle the tools the procedure in FILE refers to.</source>
        <translation>Zusätzlich die Werkzeuge aufnehmen, auf die die Arbeitsanweisung in FILE verweist.</translation>
    </message>
    <message>
        <source>Usage: toolshelf export-bundle [PROVIDER/TOOL...] [--tag T] [--procedure FILE] --out FILE.zip</source>
        <translation>Aufruf: toolshelf export-bundle [PROVIDER/TOOL...] [--tag T] [--procedure FILE] --out FILE.zip</translation>
    </message>
    <message>
        <source>name tools as PROVIDER/TOOL or choose them with --tag or --procedure</source>
        <translation>Werkzeuge als PROVIDER/TOOL angeben oder mit --tag oder --procedure auswählen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 refers to no tool: write tool names as tool_name().</source>
        <translation>%1 verweist auf kein Werkzeug: Schreiben Sie Werkzeugnamen als tool_name().</translation>
    </message>
    <message>
        <source>Writes a bundle (a zip file) of the tools named as PROVIDER/TOOL and of every tool with one of the --tag values, and the tools a procedure (--procedure) refers to as tool_name(); every name there must be the name of exactly one tool. Each tool is bundled at exactly one version: its pinned one, else the one the catalog shows, and importing pins that version. The bundle holds the signatures, your overrides with the vendor texts they replaced, and the providers&apos; URLs and sign-in settings, never a secret. The file is written whole or not at all, and only once it reads back as an import reads it.

Exit status: 0 written; 1 a tool was not found, the procedure cannot be read or names no tool, one or several tools, or the file cannot be written; 2 bad usage or an unreadable profile.</source>
        <translation>Schreibt ein Paket (eine ZIP-Datei) mit den als PROVIDER/TOOL angegebenen Werkzeugen, mit jedem Werkzeug, das einen der --tag-Werte trägt, und mit den Werkzeugen, auf die eine Arbeitsanweisung (--procedure) als tool_name() verweist; jeder Name dort muss der Name genau eines Werkzeugs sein. Jedes Werkzeug kommt in genau einer Version in das Paket: in seiner angehefteten, sonst in der, die der Katalog anzeigt, und der Import heftet diese Version an. Das Paket enthält die Signaturen, Ihre Überschreibungen samt den Texten des Anbieters, die sie ersetzt haben, sowie die URLs und Anmeldeeinstellungen der Anbieter, niemals ein Geheimnis. Die Datei wird vollständig oder gar nicht geschrieben, und erst, wenn sie sich so zurücklesen lässt, wie ein Import sie liest.

Rückgabewert: 0 geschrieben; 1 ein Werkzeug wurde nicht gefunden, die Arbeitsanweisung kann nicht gelesen werden, nennt kein Werkzeug oder einen Namen, den kein oder mehrere Werkzeuge tragen, oder die Datei kann nicht geschrieben werden; 2 falscher Aufruf oder ein nicht lesbares Profil.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ExportSkillCommand</name>
    <message>
        <source>Export an operating procedure and its pinned tools as an Agent Skill.</source>
        <translation>Eine Arbeitsanweisung mit ihren angehefteten Werkzeugen als Agent Skill exportieren.</translation>
    </message>
    <message>
        <source>The skill&apos;s name, also its folder&apos;s.</source>
        <translation>Der Name des Skills, zugleich der Name seines Ordners.</translation>
    </message>
    <message>
        <source>What the skill does and when to use it.</source>
        <translation>Was der Skill tut und wann er zu verwenden ist.</translation>
    </message>
    <message>
        <source>The folder to write the skill folder into.</source>
        <translation>Der Ordner, in den der Skill-Ordner geschrieben wird.</translation>
    </message>
    <message>
        <source>The skill&apos;s license.</source>
        <translation>Die Lizenz des Skills.</translation>
    </message>
    <message>
        <source>What the skill needs to run (product, packages, network).</source>
        <translation>Was der Skill zur Ausführung braucht (Produkt, Softwarepakete, Netzwerk).</translation>
    </message>
    <message>
        <source>A tool the skill uses that the procedure does not call by name; repeatable.</source>
        <translation>Ein Werkzeug, das der Skill verwendet, das die Arbeitsanweisung aber nicht namentlich aufruft; mehrfach angebbar.</translation>
    </message>
    <message>
        <source>Replace an existing skill folder DIR/NAME.</source>
        <translation>Einen vorhandenen Skill-Ordner DIR/NAME ersetzen.</translation>
    </message>
    <message>
        <source>Print the outcome as JSON.</source>
        <translation>Das Ergebnis als JSON ausgeben.</translation>
    </message>
    <message>
        <source>The procedure to export.</source>
        <translation>Die zu exportierende Arbeitsanweisung.</translation>
    </message>
    <message>
        <source>Usage: toolshelf export-skill PROCEDURE.md --name NAME --description TEXT --out DIR [--license L] [--compatibility C] [--tool TOOL...] [--force] [--json]</source>
        <translation>Aufruf: toolshelf export-skill PROCEDURE.md --name NAME --description TEXT --out DIR [--license L] [--compatibility C] [--tool TOOL...] [--force] [--json]</translation>
    </message>
    <message>
        <source>name one procedure file</source>
        <translation>genau eine Datei mit einer Arbeitsanweisung angeben</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 ist erforderlich</translation>
    </message>
    <message>
        <source>--out needs a folder</source>
        <translation>--out braucht einen Ordner</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, more than the limit of %3 bytes</source>
        <translation>%1 ist %2 Byte groß, mehr als die Grenze von %3 Byte</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>toolshelf %1: warning: %2</source>
        <translation>toolshelf %1: Warnung: %2</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the skill %1 with %n tool(s).</source>
        <translation>
            <numerusform>Skill %1 mit %n Werkzeug geschrieben.</numerusform>
            <numerusform>Skill %1 mit %n Werkzeugen geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>toolshelf %1: the skill is not written:</source>
        <translation>toolshelf %1: der Skill wurde nicht geschrieben:</translation>
    </message>
    <message>
        <source>Writes the operating procedure PROCEDURE.md (Markdown, UTF-8) as the Agent Skill folder DIR/NAME (agentskills.io): SKILL.md holds the frontmatter, then the procedure; references/tools/TOOL.json each tool&apos;s pinned version with your overrides applied; assets/toolshelf.lock.json each tool&apos;s provider, base URL, toolId, version and the SHA-256 of the vendor&apos;s version.

The tools are those the procedure calls by writing their name followed by (), as in look_up_prescriptions(), and those given with --tool. Each must be the only tool of its name in the catalog and be pinned, so the skill ships exactly the versions it was tested with (see toolshelf pin). The frontmatter&apos;s metadata holds, for each tool, &quot;toolshelf.tool.NAME&quot;: &quot;PROVIDER/TOOLID@VERSION&quot; (provider and toolId percent-encoded) and allowed-tools lists the tools&apos; names.

NAME is 1 to 64 lowercase letters, digits and single hyphens, neither first nor last; the description 1 to 1024 characters saying what the skill does and when to use it; the compatibility note at most 500. Nothing is written unless everything holds, and then the folder appears whole: an existing DIR/NAME is kept unless --force is given and it is a skill folder (it holds a SKILL.md). Every file is read back with its format&apos;s parser first; a skill that does not read back as written is refused.
With --json, prints {status (written, refused or failed), folder, problems, warnings, tools: [{name, state (pinned, unpinned, unknown or ambiguous), matches: [{provider, toolId, version, pinned}]}]}.

Exit status: 0 the skill is written; 1 refused, with every problem listed; 2 bad usage, an unreadable procedure or profile, or the folder could not be written.</source>
        <translation>Schreibt die Arbeitsanweisung PROCEDURE.md (Markdown, UTF-8) als Agent-Skill-Ordner DIR/NAME (agentskills.io): SKILL.md enthält das Frontmatter, danach die Arbeitsanweisung; references/tools/TOOL.json die angeheftete Version jedes Werkzeugs mit Ihren Überschreibungen; assets/toolshelf.lock.json für jedes Werkzeug Anbieter, Basis-URL, toolId, Version und den SHA-256-Hash der Version des Anbieters.

Die Werkzeuge sind diejenigen, die die Arbeitsanweisung aufruft, indem sie ihren Namen gefolgt von () nennt, wie in look_up_prescriptions(), sowie die mit --tool angegebenen. Jedes muss das einzige Werkzeug seines Namens im Katalog und angeheftet sein, damit der Skill genau die Versionen mitliefert, mit denen er getestet wurde (siehe toolshelf pin). Das Feld metadata im Frontmatter enthält für jedes Werkzeug &quot;toolshelf.tool.NAME&quot;: &quot;PROVIDER/TOOLID@VERSION&quot; (Anbieter und toolId prozentkodiert), und allowed-tools führt die Namen der Werkzeuge auf.

NAME besteht aus 1 bis 64 Kleinbuchstaben, Ziffern und einzelnen Bindestrichen, die weder am Anfang noch am Ende stehen; die Beschreibung aus 1 bis 1024 Zeichen, die sagen, was der Skill tut und wann er zu verwenden ist; der Kompatibilitätshinweis aus höchstens 500 Zeichen. Geschrieben wird nur, wenn alle Bedingungen erfüllt sind, und dann erscheint der Ordner vollständig: Ein vorhandenes DIR/NAME bleibt erhalten, außer --force ist angegeben und es ist ein Skill-Ordner (er enthält eine SKILL.md). Jede Datei wird zuerst mit dem Parser ihres Formats zurückgelesen; ein Skill, der sich nicht so zurücklesen lässt, wie er geschrieben wurde, wird abgelehnt.
Mit --json wird {status (written, refused oder failed), folder, problems, warnings, tools: [{name, state (pinned, unpinned, unknown oder ambiguous), matches: [{provider, toolId, version, pinned}]}]} ausgegeben.

Rückgabewert: 0 der Skill ist geschrieben; 1 abgelehnt, mit Auflistung aller Probleme; 2 falscher Aufruf, nicht lesbare Arbeitsanweisung oder nicht lesbares Profil, oder der Ordner konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ExportSurfaceCommand</name>
    <message>
        <source>Export an operating procedure&apos;s tools as an Agent Tool tool surface.</source>
        <translation>Die Werkzeuge einer Arbeitsanweisung als Tool Surface nach Agent Tool exportieren.</translation>
    </message>
    <message>
        <source>Writes the tools the operating procedure PROCEDURE.md refers to (as tool_name()) as an Agent Tool v0.2.0 tool_surface: schema_version &quot;0.2.0&quot;, a surface_id made from the procedure&apos;s file name (&quot;toolshelf:procedure:NAME&quot;), scope &quot;skill&quot;, producer, created_at, and:
- loaded_tools: each pinned tool&apos;s full tool_declaration at its pinned version, with your texts applied (as export-tools --format agent-tool writes it);
- deferred_tools: each other tool the catalog knows as a deferred_tool_ref (tool_id, name, namespace, search_hint, source, schema_visibility &quot;deferred&quot;, loading_state &quot;discoverable&quot;, native_ref) with the reason it is not loaded: no version is pinned;
- blocked_tools: names no tool has (reason &quot;unknown_tool&quot;) or several tools share (reason &quot;ambiguous_name&quot;, with the candidates&apos; tool ids), each with the name and the procedure lint&apos;s message;
- tool_refs: the tool_id of every loaded and deferred tool.
Every declaration is checked with the format&apos;s rules and the surface read back before anything is written. Blocked names are said on stderr as warnings.

Exit status: 0 written; 1 a declaration was refused or the file cannot be written; 2 bad usage, an unreadable procedure or profile.</source>
        <translation>Schreibt die Werkzeuge, die die Arbeitsanweisung PROCEDURE.md nennt (als tool_name()), als tool_surface nach Agent Tool v0.2.0: schema_version &quot;0.2.0&quot;, eine aus dem Dateinamen der Arbeitsanweisung gebildete surface_id (&quot;toolshelf:procedure:NAME&quot;), scope &quot;skill&quot;, producer, created_at und:
- loaded_tools: die vollständige tool_declaration jedes angehefteten Werkzeugs in seiner angehefteten Version, mit Ihren Texten (wie export-tools --format agent-tool sie schreibt);
- deferred_tools: jedes andere Werkzeug, das der Katalog kennt, als deferred_tool_ref (tool_id, name, namespace, search_hint, source, schema_visibility &quot;deferred&quot;, loading_state &quot;discoverable&quot;, native_ref) mit dem Grund, warum es nicht geladen ist: keine Version ist angeheftet;
- blocked_tools: Namen, die kein Werkzeug hat (reason &quot;unknown_tool&quot;) oder die mehrere Werkzeuge teilen (reason &quot;ambiguous_name&quot;, mit den Tool-IDs der Kandidaten), jeweils mit dem Namen und der Meldung der Prüfung der Arbeitsanweisung;
- tool_refs: die tool_id jedes geladenen und zurückgestellten Werkzeugs.
Jede Deklaration wird nach den Regeln des Formats geprüft und die Surface zurückgelesen, bevor etwas geschrieben wird. Gesperrte Namen werden auf stderr als Warnungen genannt.

Rückgabewert: 0 geschrieben; 1 eine Deklaration wurde abgelehnt oder die Datei kann nicht geschrieben werden; 2 falscher Aufruf, eine nicht lesbare Arbeitsanweisung oder ein nicht lesbares Profil.</translation>
    </message>
    <message>
        <source>Write to FILE instead of the standard output.</source>
        <translation>In FILE statt in die Standardausgabe schreiben.</translation>
    </message>
    <message>
        <source>The procedure to export.</source>
        <translation>Die zu exportierende Arbeitsanweisung.</translation>
    </message>
    <message>
        <source>Usage: toolshelf export-surface PROCEDURE.md [--out FILE]</source>
        <translation>Aufruf: toolshelf export-surface PROCEDURE.md [--out FILE]</translation>
    </message>
    <message>
        <source>name one procedure file</source>
        <translation>genau eine Datei mit einer Arbeitsanweisung angeben</translation>
    </message>
    <message>
        <source>the tool surface is not written: %1</source>
        <translation>die Tool Surface wird nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>toolshelf %1: warning: %2 is blocked (%3): %4</source>
        <translation>toolshelf %1: Warnung: %2 ist gesperrt (%3): %4</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the tool surface %1: %n tool(s) loaded</source>
        <translation>
            <numerusform>Die Tool Surface %1 wurde geschrieben: %n Werkzeug geladen</numerusform>
            <numerusform>Die Tool Surface %1 wurde geschrieben: %n Werkzeuge geladen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deferred</source>
        <translation>
            <numerusform>%n zurückgestellt</numerusform>
            <numerusform>%n zurückgestellt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blocked</source>
        <translation>
            <numerusform>%n gesperrt</numerusform>
            <numerusform>%n gesperrt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::ExportToolsCommand</name>
    <message>
        <source>Also export every tool with tag T (repeatable).</source>
        <translation>Zusätzlich jedes Werkzeug mit dem Tag T exportieren (mehrfach angebbar).</translation>
    </message>
    <message>
        <source>Tools to export.</source>
        <translation>Die zu exportierenden Werkzeuge.</translation>
    </message>
    <message>
        <source>name tools as PROVIDER/TOOL or choose them with --tag</source>
        <translation>Werkzeuge als PROVIDER/TOOL angeben oder mit --tag auswählen</translation>
    </message>
    <message>
        <source>%1/%2 is not in the catalog</source>
        <translation>%1/%2 ist nicht im Katalog</translation>
    </message>
    <message>
        <source>the definitions are not written: %1</source>
        <translation>die Definitionen werden nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>Print tools as OpenAI, Anthropic or MCP tool definitions, Agent Tool declarations or ATDF documents.</source>
        <translation>Werkzeuge als Werkzeugdefinitionen für OpenAI, Anthropic oder MCP, als Agent-Tool-Deklarationen oder als ATDF-Dokumente ausgeben.</translation>
    </message>
    <message>
        <source>Writes the tools named as PROVIDER/TOOL and every tool with one of the --tag values as tool definitions for an LLM API, with your overrides applied, each at its pinned version, else the one the catalog shows. Formats: openai (a JSON array of {&quot;type&quot;: &quot;function&quot;, &quot;function&quot;: {&quot;name&quot;, &quot;description&quot;, &quot;parameters&quot;}}), anthropic (a JSON array of {&quot;name&quot;, &quot;description&quot;, &quot;input_schema&quot;}) and mcp (a tools/list result {&quot;tools&quot;: [{&quot;name&quot;, &quot;description&quot;, &quot;inputSchema&quot;}]}). Parameters become a JSON Schema whose property keys are the inputs&apos; ids (their names, which may hold spaces, are the properties&apos; titles): int is an integer with its maximum, enum a string with its allowed values, whose meanings are added to the description. Tool names are made to fit the APIs ([a-zA-Z0-9_-], at most 64 characters, unique). Each tool is checked against the format&apos;s published rules (OpenAI: names ^[a-zA-Z0-9_-]{1,64}$; Anthropic: names ^[a-zA-Z0-9_-]{1,64}$ and property keys ^[a-zA-Z0-9_.-]{1,64}$; MCP: names ^[A-Za-z0-9_.-]{1,128}$; every input schema an object): an input id that breaks a rule is not replaced, the definitions are refused with the rule and the id. The definitions are read back before they are written; those that do not read back as written (two inputs of one id are one property of a schema) are refused.

Portable declarations: agent-tool writes an Agent Tool v0.2.0 tool_declaration per tool (tool_id &quot;toolshelf:PROVIDER:ID&quot;, the provider as its namespace, your alias as its name with the vendor&apos;s in aliases, your description, a lifecycle: available, deprecated where the provider marks it, retired once the provider withdrew it, tool_kind mcp_tool or function, the JSON Schema of its inputs and outputs, and external_mappings naming the protocol, provider, id, version and digest); atdf an ATDF v0.1 document (tool_id, description, when_to_use, how_to_use with inputs and outputs), atdf-enhanced an ATDF v0.2 one (with metadata, and each complex input&apos;s schema). One tool is one JSON object, several a JSON array. Each document is checked with its format&apos;s rules and read back before anything is written; one its format finds an error in is refused with the finding. With --out naming an existing folder, or ending in &quot;/&quot; (the folder is made, whole or not at all), each tool is a file of its own there, named after its name made safe as a file name (NAME.json, NAME-2.json for a second tool of the name), and the files written are listed; a file already there is replaced only when it holds the same tool&apos;s document (an earlier export), anything else in the way refuses the export before anything is written.

Exit status: 0 written; 1 a tool was not found, the definitions were refused or the file cannot be written; 2 bad usage or an unreadable profile.</source>
        <translation>Gibt die als PROVIDER/TOOL angegebenen Werkzeuge und alle Werkzeuge, die einen der --tag-Werte tragen, als Werkzeugdefinitionen für eine LLM-API aus, mit Ihren Überschreibungen, jeweils in der angehefteten Version, sonst in der, die der Katalog anzeigt. Formate: openai (ein JSON-Array aus {&quot;type&quot;: &quot;function&quot;, &quot;function&quot;: {&quot;name&quot;, &quot;description&quot;, &quot;parameters&quot;}}), anthropic (ein JSON-Array aus {&quot;name&quot;, &quot;description&quot;, &quot;input_schema&quot;}) und mcp (ein tools/list-Ergebnis {&quot;tools&quot;: [{&quot;name&quot;, &quot;description&quot;, &quot;inputSchema&quot;}]}). Parameter werden zu einem JSON Schema, dessen Eigenschaftsschlüssel die IDs der Eingaben sind (ihre Namen, die Leerzeichen enthalten dürfen, werden zu den Titeln der Eigenschaften): int wird zu einem integer mit seinem Maximum, enum zu einem string mit seinen erlaubten Werten, deren Bedeutungen an die Beschreibung angefügt werden. Werkzeugnamen werden an die APIs angepasst ([a-zA-Z0-9_-], höchstens 64 Zeichen, eindeutig). Jedes Werkzeug wird gegen die veröffentlichten Regeln des Formats geprüft (OpenAI: Namen ^[a-zA-Z0-9_-]{1,64}$; Anthropic: Namen ^[a-zA-Z0-9_-]{1,64}$ und Eigenschaftsschlüssel ^[a-zA-Z0-9_.-]{1,64}$; MCP: Namen ^[A-Za-z0-9_.-]{1,128}$; jedes Eingabeschema ein Objekt): Eine Eingabe-ID, die gegen eine Regel verstößt, wird nicht ersetzt, sondern die Definitionen werden mit der Regel und der ID abgelehnt. Die Definitionen werden vor dem Schreiben zurückgelesen; solche, die sich nicht so zurücklesen lassen, wie sie geschrieben wurden (zwei Eingaben mit derselben ID sind eine einzige Eigenschaft eines Schemas), werden abgelehnt.

Portable Deklarationen: agent-tool schreibt je Werkzeug eine tool_declaration nach Agent Tool v0.2.0 (tool_id &quot;toolshelf:PROVIDER:ID&quot;, der Anbieter als namespace, Ihr Alias als name mit dem Namen des Anbieters in aliases, Ihre Beschreibung, ein lifecycle: available, deprecated, wo der Anbieter das Werkzeug so kennzeichnet, retired, sobald der Anbieter es zurückgezogen hat, tool_kind mcp_tool oder function, das JSON Schema seiner Ein- und Ausgaben und external_mappings mit Protokoll, Anbieter, ID, Version und Digest); atdf ein ATDF-v0.1-Dokument (tool_id, description, when_to_use, how_to_use mit Ein- und Ausgaben), atdf-enhanced eines nach ATDF v0.2 (mit metadata und dem schema jeder komplexen Eingabe). Ein Werkzeug ist ein JSON-Objekt, mehrere sind ein JSON-Array. Jedes Dokument wird nach den Regeln seines Formats geprüft und zurückgelesen, bevor etwas geschrieben wird; eines, in dem sein Format einen Fehler findet, wird mit dem Befund abgelehnt. Nennt --out einen vorhandenen Ordner oder endet es auf &quot;/&quot; (der Ordner wird vollständig oder gar nicht angelegt), wird jedes Werkzeug dort eine eigene Datei, benannt nach seinem Namen, als Dateiname sicher gemacht (NAME.json, NAME-2.json für ein zweites Werkzeug des Namens), und die geschriebenen Dateien werden aufgeführt; eine schon vorhandene Datei wird nur ersetzt, wenn sie das Dokument desselben Werkzeugs enthält (einen früheren Export), alles andere im Weg lehnt den Export ab, bevor etwas geschrieben wird.

Rückgabewert: 0 geschrieben; 1 ein Werkzeug wurde nicht gefunden, die Definitionen wurden abgelehnt oder die Datei kann nicht geschrieben werden; 2 falscher Aufruf oder nicht lesbares Profil.</translation>
    </message>
    <message>
        <source>openai, anthropic, mcp, agent-tool, atdf or atdf-enhanced.</source>
        <translation>openai, anthropic, mcp, agent-tool, atdf oder atdf-enhanced.</translation>
    </message>
    <message>
        <source>Write to FILE instead of the standard output; to a file per tool in DIR for agent-tool, atdf and atdf-enhanced.</source>
        <translation>In FILE statt in die Standardausgabe schreiben; bei agent-tool, atdf und atdf-enhanced in eine Datei je Werkzeug in DIR.</translation>
    </message>
    <message>
        <source>Usage: toolshelf export-tools --format openai|anthropic|mcp|agent-tool|atdf|atdf-enhanced [PROVIDER/TOOL...] [--tag T] [--out FILE|DIR]</source>
        <translation>Aufruf: toolshelf export-tools --format openai|anthropic|mcp|agent-tool|atdf|atdf-enhanced [PROVIDER/TOOL...] [--tag T] [--out FILE|DIR]</translation>
    </message>
    <message>
        <source>choose --format openai, anthropic, mcp, agent-tool, atdf or atdf-enhanced</source>
        <translation>--format openai, anthropic, mcp, agent-tool, atdf oder atdf-enhanced wählen</translation>
    </message>
    <message>
        <source>--out names a folder: a file per tool is written for agent-tool, atdf and atdf-enhanced only</source>
        <translation>--out nennt einen Ordner: eine Datei je Werkzeug wird nur bei agent-tool, atdf und atdf-enhanced geschrieben</translation>
    </message>
    <message>
        <source>the documents are not written: %1</source>
        <translation>die Dokumente werden nicht geschrieben: %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::FileCatalog</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: malformed JSON at byte %2: %3</source>
        <translation>%1: fehlerhaftes JSON bei Byte %2: %3</translation>
    </message>
    <message>
        <source>%1: no such catalog directory</source>
        <translation>%1: Katalogverzeichnis nicht gefunden</translation>
    </message>
    <message>
        <source>%1: expected an array of tool signatures</source>
        <translation>%1: ein Array von Werkzeugsignaturen erwartet</translation>
    </message>
    <message>
        <source>%1: item %2 has no toolId</source>
        <translation>%1: Eintrag %2 hat keine toolId</translation>
    </message>
</context>
<context>
    <name>Toolshelf::FileDialogPresenter</name>
    <message>
        <source>Markdown files (*.md *.markdown);;All files (*)</source>
        <translation>Markdown-Dateien (*.md *.markdown);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Bundles (*.zip);;All files (*)</source>
        <translation>Pakete (*.zip);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Provider files (*.json);;All files (*)</source>
        <translation>Anbieterdateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>Toolshelf::FilesDialect</name>
    <message>
        <source>Declaration files</source>
        <translation>Deklarationsdateien</translation>
    </message>
    <message>
        <source>not JSON: %1 at byte %2</source>
        <translation>kein JSON: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>the file holds no Agent Tool declaration, ATDF document, array of them or tool surface</source>
        <translation>die Datei enthält keine Agent-Tool-Deklaration, kein ATDF-Dokument, kein Array davon und keine Tool Surface</translation>
    </message>
    <message>
        <source>item %1 is neither an Agent Tool declaration nor an ATDF document</source>
        <translation>Element %1 ist weder eine Agent-Tool-Deklaration noch ein ATDF-Dokument</translation>
    </message>
    <message>
        <source>%1&apos;s tools are declarations read from files; they name no endpoint to call</source>
        <translation>Die Werkzeuge von %1 sind aus Dateien gelesene Deklarationen; sie nennen keinen Endpunkt, der aufgerufen werden könnte</translation>
    </message>
</context>
<context>
    <name>Toolshelf::FilesFolder</name>
    <message>
        <source>the folder %1 cannot be read; its files were left out</source>
        <translation>der Ordner %1 ist nicht lesbar; seine Dateien wurden ausgelassen</translation>
    </message>
    <message>
        <source>the folder %1 lies more than %2 folders deep; its files were left out</source>
        <translation>der Ordner %1 liegt mehr als %2 Ordner tief; seine Dateien wurden ausgelassen</translation>
    </message>
    <message>
        <source>%1 is a link to the folder %2, outside the provider&apos;s folder; it was not read</source>
        <translation>%1 ist eine Verknüpfung zum Ordner %2 außerhalb des Ordners des Anbieters; sie wurde nicht gelesen</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>the folder %1 cannot be read</source>
        <translation>der Ordner %1 ist nicht lesbar</translation>
    </message>
    <message>
        <source>%1 is a link that leads nowhere; it was not read</source>
        <translation>%1 ist eine Verknüpfung, die ins Leere führt; sie wurde nicht gelesen</translation>
    </message>
    <message>
        <source>%1 is gone; it was not read</source>
        <translation>%1 ist verschwunden; die Datei wurde nicht gelesen</translation>
    </message>
    <message>
        <source>%1 is a link to %2, outside the provider&apos;s folder; it was not read</source>
        <translation>%1 ist eine Verknüpfung zu %2 außerhalb des Ordners des Anbieters; sie wurde nicht gelesen</translation>
    </message>
    <message>
        <source>%1 is not a regular file; it was not read</source>
        <translation>%1 ist keine gewöhnliche Datei; sie wurde nicht gelesen</translation>
    </message>
    <message>
        <source>%1 is %2, more than the %3 a declaration file may have; it was not read</source>
        <translation>%1 ist %2 groß, mehr als die %3, die eine Deklarationsdatei haben darf; sie wurde nicht gelesen</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ist nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1 grew while it was read; sync again once it is written</source>
        <translation>%1 ist beim Lesen gewachsen; synchronisieren Sie erneut, sobald die Datei geschrieben ist</translation>
    </message>
</context>
<context>
    <name>Toolshelf::FilesListing</name>
    <message>
        <source>the declaration files of %1</source>
        <translation>die Deklarationsdateien von %1</translation>
    </message>
    <message>
        <source>%1 holds no *.json files: %2 has no tools</source>
        <translation>%1 enthält keine *.json-Dateien: %2 hat keine Werkzeuge</translation>
    </message>
    <message>
        <source>%1 was not read: %2</source>
        <translation>%1 wurde nicht gelesen: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the tool_id &quot;%1&quot; is declared in %2 and in %3; the one in %3 is kept as &quot;%4&quot;</source>
        <translation>die tool_id „%1“ ist in %2 und in %3 deklariert; die aus %3 wird als „%4“ geführt</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>the declaration file %1</source>
        <translation>die Deklarationsdatei %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problem(s) with the files</source>
        <translation>
            <numerusform>… und %n weiteres Problem mit den Dateien</numerusform>
            <numerusform>… und %n weitere Probleme mit den Dateien</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::GroupFacetModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A group in the catalog browser&apos;s group tree: its name and how many found tools it holds.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (reading…)</source>
        <extracomment>A group of the group tree whose tools are being read from its provider.</extracomment>
        <translation>%1 (wird gelesen …)</translation>
    </message>
    <message>
        <source>%1 (%2 not read)</source>
        <extracomment>A group of the group tree whose tools are not in the catalog yet: its name and how many tools its provider says it holds.</extracomment>
        <translation>%1 (%2 nicht gelesen)</translation>
    </message>
    <message>
        <source>%1
Its tools are not in the catalog yet: choose the group to read them from the provider.</source>
        <translation>%1
Ihre Werkzeuge sind noch nicht im Katalog: Wählen Sie die Gruppe, um sie vom Anbieter zu lesen.</translation>
    </message>
    <message>
        <source>%1 (%2 not read, found by the provider)</source>
        <extracomment>A group of the group tree whose tools are not in the catalog yet, which the provider&apos;s own search found for the search text.</extracomment>
        <translation>%1 (%2 nicht gelesen, vom Anbieter gefunden)</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ImageCache</name>
    <message>
        <source>the image is too large (%1 × %2 pixels)</source>
        <translation>das Bild ist zu groß (%1 × %2 Pixel)</translation>
    </message>
    <message>
        <source>not an image Toolshelf can show</source>
        <translation>kein Bild, das Toolshelf anzeigen kann</translation>
    </message>
    <message>
        <source>the image cannot be decoded: %1</source>
        <translation>das Bild kann nicht dekodiert werden: %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ImportBundleCommand</name>
    <message>
        <source>Preview and import a bundle of tools.</source>
        <translation>Vorschau eines Werkzeugpakets anzeigen und es importieren.</translation>
    </message>
    <message>
        <source>Reads a bundle made by export-bundle, shows what it adds or changes, and applies it unless --dry-run is given. The bundle&apos;s tools are stored and pinned at the bundled versions, and its overrides are added; where you have your own, different text for the same target it is kept (a conflict) unless --replace-overrides is given. A bundle provider that you do not have is added without credentials; one whose name you use for a provider at another URL is added under a new name, so your credentials are never sent to the bundle&apos;s URL. A bundle with unsafe or oversized entries, or whose files do not match their digests, is refused as a whole. The catalog changes in one transaction: all of it or nothing.

--json prints {&quot;providers&quot;: [{&quot;name&quot;, &quot;localName&quot;, &quot;baseUrl&quot;, &quot;action&quot;: &quot;add&quot;|&quot;reuse&quot;|&quot;add-renamed&quot;}], &quot;tools&quot;: [{&quot;provider&quot;, &quot;toolId&quot;, &quot;name&quot;, &quot;version&quot;, &quot;action&quot;: &quot;add&quot;|&quot;pin&quot;|&quot;change-pin&quot;|&quot;unchanged&quot;, &quot;pinnedVersion&quot;?}], &quot;overrides&quot;: [{&quot;provider&quot;, &quot;toolId&quot;, &quot;kind&quot;, &quot;parameter&quot;, &quot;enumValue&quot;, &quot;action&quot;: &quot;add&quot;|&quot;unchanged&quot;|&quot;conflict&quot;}], &quot;applied&quot;: bool}.

Exit status: 0 previewed or imported; 1 the import failed and nothing changed; 2 bad usage, an unreadable profile, or a bundle that is unreadable or refused.</source>
        <translation>Liest ein mit export-bundle erstelltes Paket, zeigt, was es hinzufügt oder ändert, und wendet es an, sofern nicht --dry-run angegeben ist. Die Werkzeuge des Pakets werden gespeichert und an die Versionen aus dem Paket angeheftet, und seine Überschreibungen werden hinzugefügt; haben Sie für dasselbe Ziel einen eigenen, abweichenden Text, bleibt dieser erhalten (ein Konflikt), sofern nicht --replace-overrides angegeben ist. Ein Anbieter aus dem Paket, den Sie nicht haben, wird ohne Zugangsdaten hinzugefügt; verwenden Sie seinen Namen bereits für einen Anbieter unter einer anderen URL, wird er unter einem neuen Namen hinzugefügt, sodass Ihre Zugangsdaten nie an die URL aus dem Paket gesendet werden. Ein Paket mit unsicheren oder übergroßen Einträgen oder mit Dateien, die nicht zu ihren Prüfsummen passen, wird als Ganzes abgelehnt. Der Katalog wird in einer einzigen Transaktion geändert: ganz oder gar nicht.

--json gibt {&quot;providers&quot;: [{&quot;name&quot;, &quot;localName&quot;, &quot;baseUrl&quot;, &quot;action&quot;: &quot;add&quot;|&quot;reuse&quot;|&quot;add-renamed&quot;}], &quot;tools&quot;: [{&quot;provider&quot;, &quot;toolId&quot;, &quot;name&quot;, &quot;version&quot;, &quot;action&quot;: &quot;add&quot;|&quot;pin&quot;|&quot;change-pin&quot;|&quot;unchanged&quot;, &quot;pinnedVersion&quot;?}], &quot;overrides&quot;: [{&quot;provider&quot;, &quot;toolId&quot;, &quot;kind&quot;, &quot;parameter&quot;, &quot;enumValue&quot;, &quot;action&quot;: &quot;add&quot;|&quot;unchanged&quot;|&quot;conflict&quot;}], &quot;applied&quot;: bool} aus.

Rückgabewert: 0 Vorschau angezeigt oder importiert; 1 der Import ist fehlgeschlagen und nichts wurde geändert; 2 falscher Aufruf, nicht lesbares Profil oder ein Paket, das nicht lesbar ist oder abgelehnt wurde.</translation>
    </message>
    <message>
        <source>Only show what the import would change.</source>
        <translation>Nur anzeigen, was der Import ändern würde.</translation>
    </message>
    <message>
        <source>Print the preview as JSON.</source>
        <translation>Die Vorschau als JSON ausgeben.</translation>
    </message>
    <message>
        <source>Let the bundle&apos;s overrides replace your different ones.</source>
        <translation>Ihre abweichenden Überschreibungen durch die des Pakets ersetzen.</translation>
    </message>
    <message>
        <source>The bundle to import.</source>
        <translation>Das zu importierende Paket.</translation>
    </message>
    <message>
        <source>Usage: toolshelf import-bundle FILE.zip [--dry-run] [--json] [--replace-overrides]</source>
        <translation>Aufruf: toolshelf import-bundle FILE.zip [--dry-run] [--json] [--replace-overrides]</translation>
    </message>
    <message>
        <source>name one bundle file</source>
        <translation>genau eine Paketdatei angeben</translation>
    </message>
    <message>
        <source>the bundle is refused: %1</source>
        <translation>das Paket wird abgelehnt: %1</translation>
    </message>
    <message>
        <source>cannot add the bundle&apos;s providers: %1</source>
        <translation>die Anbieter des Pakets können nicht hinzugefügt werden: %1</translation>
    </message>
    <message>
        <source>the import failed, nothing was changed: %1</source>
        <translation>der Import ist fehlgeschlagen, nichts wurde geändert: %1</translation>
    </message>
    <message>
        <source>Imported.</source>
        <translation>Importiert.</translation>
    </message>
    <message>
        <source>Nothing was changed (--dry-run).</source>
        <translation>Nichts wurde geändert (--dry-run).</translation>
    </message>
    <message>
        <source>New provider %1 at %2, without credentials</source>
        <translation>Neuer Anbieter %1 unter %2, ohne Zugangsdaten</translation>
    </message>
    <message>
        <source>Provider %1: yours, unchanged</source>
        <translation>Anbieter %1: Ihr vorhandener, unverändert</translation>
    </message>
    <message>
        <source>New provider %1 at %2: your %3 is at another URL, so the bundle&apos;s is added under a new name, without credentials</source>
        <translation>Neuer Anbieter %1 unter %2: Ihr Anbieter %3 hat eine andere URL, daher wird der aus dem Paket unter einem neuen Namen hinzugefügt, ohne Zugangsdaten</translation>
    </message>
    <message>
        <source>New tool %1, pinned to version %2</source>
        <translation>Neues Werkzeug %1, angeheftet an Version %2</translation>
    </message>
    <message>
        <source>Pin %1 to version %2</source>
        <translation>%1 an Version %2 anheften</translation>
    </message>
    <message>
        <source>Change the pin of %1 from version %2 to %3</source>
        <translation>Anheftung von %1 von Version %2 auf %3 ändern</translation>
    </message>
    <message>
        <source>%1: already pinned to version %2</source>
        <translation>%1: bereits an Version %2 angeheftet</translation>
    </message>
    <message>
        <source>New override of %1 (%2)</source>
        <translation>Neue Überschreibung von %1 (%2)</translation>
    </message>
    <message>
        <source>Override of %1 (%2): the same as yours</source>
        <translation>Überschreibung von %1 (%2): identisch mit Ihrer</translation>
    </message>
    <message>
        <source>Conflict: the bundle&apos;s override of %1 (%2) replaces yours</source>
        <translation>Konflikt: Die Überschreibung von %1 (%2) aus dem Paket ersetzt Ihre</translation>
    </message>
    <message>
        <source>Conflict: you have another override of %1 (%2); yours is kept</source>
        <translation>Konflikt: Sie haben eine andere Überschreibung von %1 (%2); Ihre bleibt erhalten</translation>
    </message>
</context>
<context>
    <name>Toolshelf::InvocationForm</name>
    <message>
        <source>%1 *</source>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>Required. %1</source>
        <translation>Erforderlich. %1</translation>
    </message>
    <message>
        <source>Optional. %1</source>
        <translation>Optional. %1</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Optional input: tick to send a value, or leave it out.</source>
        <translation>Optionale Eingabe: Ankreuzen, um einen Wert zu senden, sonst wird sie weggelassen.</translation>
    </message>
    <message>
        <source>Choose a value…</source>
        <translation>Wert auswählen…</translation>
    </message>
    <message>
        <source>This input&apos;s type cannot be sent</source>
        <translation>Der Typ dieser Eingabe kann nicht gesendet werden</translation>
    </message>
    <message>
        <source>Give a value, or untick Send to leave the input out.</source>
        <translation>Geben Sie einen Wert an, oder entfernen Sie das Häkchen bei „Senden“, um die Eingabe wegzulassen.</translation>
    </message>
    <message>
        <source>Required: give a value.</source>
        <translation>Erforderlich: Geben Sie einen Wert an.</translation>
    </message>
    <message>
        <source>Send %1</source>
        <translation>%1 senden</translation>
    </message>
</context>
<context>
    <name>Toolshelf::InvocationValidator</name>
    <message>
        <source>input &quot;%1&quot; must be %2</source>
        <translation>Eingabe &quot;%1&quot; muss %2 sein</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is %2, above its maximum %3</source>
        <translation>Eingabe &quot;%1&quot; ist %2 und liegt damit über ihrem Maximum %3</translation>
    </message>
    <message>
        <source>one of its allowed values</source>
        <translation>einer ihrer erlaubten Werte</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be one of %2, not &quot;%3&quot;</source>
        <translation>Eingabe &quot;%1&quot; muss einer der Werte %2 sein, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; has a type that cannot be sent</source>
        <translation>Eingabe &quot;%1&quot; hat einen Typ, der nicht gesendet werden kann</translation>
    </message>
    <message>
        <source>the tool has no input &quot;%1&quot;</source>
        <translation>das Werkzeug hat keine Eingabe &quot;%1&quot;</translation>
    </message>
    <message>
        <source>required input &quot;%1&quot; is missing</source>
        <translation>erforderliche Eingabe &quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be an integer, not &quot;%2&quot;</source>
        <translation>Eingabe &quot;%1&quot; muss eine Ganzzahl sein, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; must be true or false, not &quot;%2&quot;</source>
        <translation>Eingabe &quot;%1&quot; muss true oder false sein, nicht &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>Toolshelf::InvokeCommand</name>
    <message>
        <source>Call a tool with inputs given as name=value.</source>
        <translation>Ein Werkzeug mit Eingaben als name=value aufrufen.</translation>
    </message>
    <message>
        <source>Call version N.</source>
        <translation>Version N aufrufen.</translation>
    </message>
    <message>
        <source>Print the provider&apos;s answer as JSON.</source>
        <translation>Die Antwort des Anbieters als JSON ausgeben.</translation>
    </message>
    <message>
        <source>The tool to call.</source>
        <translation>Das aufzurufende Werkzeug.</translation>
    </message>
    <message>
        <source>Inputs.</source>
        <translation>Eingaben.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not name=value</source>
        <translation>&quot;%1&quot; hat nicht die Form name=value</translation>
    </message>
    <message>
        <source>--version takes a positive integer</source>
        <translation>--version erwartet eine positive Ganzzahl</translation>
    </message>
    <message>
        <source>the version is not in the catalog</source>
        <translation>die Version ist nicht im Katalog</translation>
    </message>
    <message>
        <source>no provider named &quot;%1&quot;</source>
        <translation>kein Anbieter namens &quot;%1&quot;</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is given twice</source>
        <translation>Eingabe &quot;%1&quot; ist doppelt angegeben</translation>
    </message>
    <message>
        <source>Calls the tool at its pinned version, or at --version N, else its current version. Each input is given as name=value (the name the signature gives it; ints as digits, booleans as true or false) and checked against the signature before anything is sent. Tools can act on the real world: the call is sent exactly once, never retried.
--input takes the inputs as one JSON object instead, keyed by the names or the schema&apos;s keys, values as JSON.
Prints one line per output (name = value); with --json the provider&apos;s answer as it came (A2T: {&quot;output_parameters&quot;: [{name, value}]}; a2t capabilities: {&quot;result&quot;: ..., &quot;meta&quot;: ...}).
Exit status: 0 the tool answered, 1 it did not (the provider&apos;s reason is printed) or the inputs do not fit the signature, 2 bad usage.</source>
        <translation>Ruft das Werkzeug in seiner angehefteten Version auf, oder in Version N mit --version, sonst in seiner aktuellen Version. Jede Eingabe wird als name=value angegeben (mit dem Namen aus der Signatur; ints als Ziffern, booleans als true oder false) und vor dem Senden gegen die Signatur geprüft. Werkzeuge können in der realen Welt handeln: Der Aufruf wird genau einmal gesendet, nie wiederholt.
--input nimmt die Eingaben stattdessen als ein JSON-Objekt, nach den Namen oder den Schlüsseln des Schemas benannt, die Werte als JSON.
Gibt je Ausgabe eine Zeile aus (name = value); mit --json die Antwort des Anbieters, wie sie kam (A2T: {&quot;output_parameters&quot;: [{name, value}]}; a2t capabilities: {&quot;result&quot;: ..., &quot;meta&quot;: ...}).
Rückgabewert: 0 das Werkzeug hat geantwortet, 1 es hat nicht geantwortet (der Grund des Anbieters wird ausgegeben) oder die Eingaben passen nicht zur Signatur, 2 falscher Aufruf.</translation>
    </message>
    <message>
        <source>The inputs as one JSON object, e.g. &apos;{&quot;City&quot;: &quot;Boston&quot;}&apos;.</source>
        <translation>Die Eingaben als ein JSON-Objekt, z. B. &apos;{&quot;City&quot;: &quot;Boston&quot;}&apos;.</translation>
    </message>
    <message>
        <source>--input takes a JSON object: %1</source>
        <translation>--input erwartet ein JSON-Objekt: %1</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>When an MCP server asks for input during the call, accept its form with the defaults it gives (else the request is declined).</source>
        <translation>Wenn ein MCP-Server während des Aufrufs nach Eingaben fragt, sein Formular mit den vorgegebenen Standardwerten annehmen (sonst wird die Anfrage abgelehnt).</translation>
    </message>
    <message>
        <source>Usage: toolshelf invoke PROVIDER/TOOL [--version N] [--json] [--input JSON] [--sign-in] [--accept-elicitation] [name=value...]</source>
        <translation>Aufruf: toolshelf invoke PROVIDER/TOOL [--version N] [--json] [--input JSON] [--sign-in] [--accept-elicitation] [name=value...]</translation>
    </message>
    <message>
        <source>The server asked: %1
Declined; pass --accept-elicitation to accept with the defaults it gives.</source>
        <translation>Der Server fragte: %1
Abgelehnt; mit --accept-elicitation werden seine Standardwerte angenommen.</translation>
    </message>
    <message>
        <source>The server asked: %1
Accepted with its defaults: %2</source>
        <translation>Der Server fragte: %1
Mit seinen Standardwerten angenommen: %2</translation>
    </message>
    <message>
        <source>%1 says its tools changed; run: toolshelf sync %1</source>
        <translation>%1 meldet geänderte Werkzeuge; führen Sie aus: toolshelf sync %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::JsonPreflight</name>
    <message>
        <source>the document is %1 bytes, more than the limit of %2 bytes</source>
        <translation>das Dokument ist %1 Byte groß, mehr als die Grenze von %2 Byte</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels at byte %2</source>
        <translation>Verschachtelung tiefer als %1 Ebenen bei Byte %2</translation>
    </message>
    <message>
        <source>control character 0x%1 inside a string at byte %2</source>
        <translation>Steuerzeichen 0x%1 innerhalb einer Zeichenkette bei Byte %2</translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot; at byte %2</source>
        <translation>doppelter Schlüssel &quot;%1&quot; bei Byte %2</translation>
    </message>
    <message>
        <source>more than %1 objects and arrays (at byte %2)</source>
        <translation>mehr als %1 Objekte und Arrays (bei Byte %2)</translation>
    </message>
    <message>
        <source>more than %1 values (at byte %2)</source>
        <translation>mehr als %1 Werte (bei Byte %2)</translation>
    </message>
</context>
<context>
    <name>Toolshelf::JsonSchemaTool</name>
    <message>
        <source>&quot;%1&quot; leads to no schema of the tool&apos;s</source>
        <translation>„%1“ führt zu keinem Schema des Werkzeugs</translation>
    </message>
    <message>
        <source>a tool needs a name, as a string</source>
        <translation>ein Werkzeug braucht einen Namen als Zeichenkette</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not 1 to 128 letters, digits, &quot;_&quot;, &quot;.&quot; or &quot;-&quot;</source>
        <translation>„%1“ besteht nicht aus 1 bis 128 Buchstaben, Ziffern, „_“, „.“ oder „-“</translation>
    </message>
    <message>
        <source>the description must be a string</source>
        <translation>die Beschreibung muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>the tool has no description</source>
        <translation>das Werkzeug hat keine Beschreibung</translation>
    </message>
    <message>
        <source>the name or description holds control, bidirectional or invisible characters</source>
        <translation>Name oder Beschreibung enthalten Steuer-, Richtungs- oder unsichtbare Zeichen</translation>
    </message>
    <message>
        <source>a tool needs an %1</source>
        <translation>ein Werkzeug braucht ein %1</translation>
    </message>
    <message>
        <source>%1 is no schema of an object</source>
        <translation>%1 ist kein Schema eines Objekts</translation>
    </message>
    <message>
        <source>tool %1 of the page is no object</source>
        <translation>Werkzeug %1 der Seite ist kein Objekt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>„%1“ ist zweimal aufgeführt</translation>
    </message>
</context>
<context>
    <name>Toolshelf::LintCommand</name>
    <message>
        <source>Usage: toolshelf lint [options] FILE...</source>
        <translation>Aufruf: toolshelf lint [Optionen] FILE...</translation>
    </message>
    <message>
        <source>%1: error: cannot read: %2
</source>
        <translation>%1: error: kann nicht gelesen werden: %2
</translation>
    </message>
    <message>
        <source>Check A2T tool signature files against the protocol draft.</source>
        <translation>A2T-Werkzeugsignaturdateien gegen den Protokollentwurf prüfen.</translation>
    </message>
    <message>
        <source>Print findings as JSON.</source>
        <translation>Befunde als JSON ausgeben.</translation>
    </message>
    <message>
        <source>List every rule with its severity and exit.</source>
        <translation>Alle Regeln mit ihrem Schweregrad auflisten und beenden.</translation>
    </message>
    <message>
        <source>Signature files to check.</source>
        <translation>Zu prüfende Signaturdateien.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) checked</source>
        <translation>
            <numerusform>%n Datei geprüft</numerusform>
            <numerusform>%n Dateien geprüft</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: error: the file is %2 bytes, more than the limit of %3 bytes
</source>
        <translation>%1: error: die Datei ist %2 Byte groß, mehr als die Grenze von %3 Byte
</translation>
    </message>
    <message>
        <source>Checks A2T tool signatures (a signature, an array of them, or an enumeration page {items, paging}) against the MUSTs and SHOULDs of the draft. A page whose items all share one toolId is read as a version history.

Prints FILE:PATH: SEVERITY: RULE: MESSAGE per finding, or with --json an array of {file, path, severity, rule, message}.
Exit status: 0 no errors (warnings allowed), 1 errors found, 2 a file could not be read or parsed.</source>
        <translation>Prüft A2T-Werkzeugsignaturen (eine Signatur, ein Array davon oder eine Aufzählungsseite {items, paging}) gegen die MUSS- und SOLLTE-Vorgaben des Entwurfs. Eine Seite, deren Einträge alle dieselbe toolId haben, wird als Versionsverlauf gelesen.

Gibt je Befund FILE:PATH: SEVERITY: RULE: MESSAGE aus, mit --json ein Array aus {file, path, severity, rule, message}.
Rückgabewert: 0 keine Fehler (Warnungen erlaubt), 1 Fehler gefunden, 2 eine Datei konnte nicht gelesen oder geparst werden.</translation>
    </message>
    <message>
        <source>no FILE given</source>
        <translation>keine DATEI angegeben</translation>
    </message>
</context>
<context>
    <name>Toolshelf::LoginCommand</name>
    <message>
        <source>Store a provider&apos;s credentials in the keychain.</source>
        <translation>Die Zugangsdaten eines Anbieters im Schlüsselbund speichern.</translation>
    </message>
    <message>
        <source>toolshelf login: no provider named &quot;%1&quot;</source>
        <translation>toolshelf login: kein Anbieter namens &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 needs no credentials.</source>
        <translation>%1 braucht keine Zugangsdaten.</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>client secret</source>
        <translation>Client-Secret</translation>
    </message>
    <message>
        <source>%1 for %2: </source>
        <translation>%1 für %2: </translation>
    </message>
    <message>
        <source>toolshelf login: no %1 given</source>
        <translation>toolshelf login: kein %1 angegeben</translation>
    </message>
    <message>
        <source>Continue in the web browser. If it did not open, visit:</source>
        <translation>Weiter im Webbrowser. Falls er sich nicht geöffnet hat, diese Adresse aufrufen:</translation>
    </message>
    <message>
        <source>Open this address in a web browser to sign in:</source>
        <translation>Zum Anmelden diese Adresse in einem Webbrowser öffnen:</translation>
    </message>
    <message>
        <source>Stored the credentials for %1 in the keychain.</source>
        <translation>Die Zugangsdaten für %1 wurden im Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <source>toolshelf login: the credentials for %1 were not stored: %2</source>
        <translation>toolshelf login: die Zugangsdaten für %1 wurden nicht gespeichert: %2</translation>
    </message>
    <message>
        <source>no keychain is available (start a Secret Service such as gnome-keyring or KWallet)</source>
        <translation>kein Schlüsselbund verfügbar (starten Sie einen Secret Service wie gnome-keyring oder KWallet)</translation>
    </message>
    <message>
        <source>%1 accepted them: %2</source>
        <translation>%1 hat die Zugangsdaten akzeptiert: %2</translation>
    </message>
    <message>
        <source>toolshelf login: %1 The credentials for %2 stay stored in the keychain, in case the provider is misconfigured for a while; store the right ones with: toolshelf login %2</source>
        <translation>toolshelf login: %1 Die Zugangsdaten für %2 bleiben im Schlüsselbund gespeichert, falls der Anbieter nur vorübergehend falsch eingerichtet ist; speichern Sie die richtigen mit: toolshelf login %2</translation>
    </message>
    <message>
        <source>toolshelf login: the credentials for %1 are stored, but could not be checked: %2</source>
        <translation>toolshelf login: die Zugangsdaten für %1 sind gespeichert, konnten aber nicht geprüft werden: %2</translation>
    </message>
    <message>
        <source>Store the secret without checking it.</source>
        <translation>Das Geheimnis speichern, ohne es zu prüfen.</translation>
    </message>
    <message>
        <source>The provider.</source>
        <translation>Der Anbieter.</translation>
    </message>
    <message>
        <source>Usage: toolshelf [--profile DIR] login [--no-verify] NAME</source>
        <translation>Aufruf: toolshelf [--profile VERZ] login [--no-verify] NAME</translation>
    </message>
    <message>
        <source>name one provider</source>
        <translation>nennen Sie einen Anbieter</translation>
    </message>
    <message>
        <source>NAME=value for each secret variable of %1, then an empty line:
</source>
        <translation>NAME=value für jede geheime Variable von %1, danach eine Leerzeile:
</translation>
    </message>
    <message>
        <source>Stores the credentials of provider NAME in the operating system&apos;s keychain: the API key or token (api-key, bearer), the OAuth2 client secret (oauth2-client), a local server&apos;s secret environment variables as NAME=value lines (env), or, signing in through the web browser ($BROWSER, else the desktop&apos;s), the refresh token (oauth2-code). An MCP server with oauth2-code and no token URL is asked what it needs: its authorization server is discovered, Toolshelf registered there if no client id is set, and the sign-in it grants is kept.

The secret is read from stdin when stdin is not a terminal, else asked for without echo. It is never written to disk in clear: without a keychain, login fails. Once stored, the credentials are checked by asking the provider for one page of its tools. A refused secret stays stored (a provider may be misconfigured for a while): run login again with the right one.

Exit status: 0 stored (and accepted, unless --no-verify), 1 not stored, refused, or not checkable (the message says which), 2 bad usage.</source>
        <translation>Speichert die Zugangsdaten des Anbieters NAME im Schlüsselbund des Betriebssystems: den API-Schlüssel oder das Token (api-key, bearer), das OAuth2-Client-Secret (oauth2-client), die geheimen Umgebungsvariablen eines lokalen Servers als Zeilen NAME=value (env) oder, bei Anmeldung über den Webbrowser ($BROWSER, sonst der des Desktops), das Refresh-Token (oauth2-code). Ein MCP-Server mit oauth2-code und ohne Token-URL wird gefragt, was er braucht: Sein Autorisierungsserver wird ermittelt, Toolshelf dort registriert, wenn keine Client-ID gesetzt ist, und die gewährte Anmeldung gespeichert.

Das Geheimnis wird von stdin gelesen, wenn stdin kein Terminal ist, sonst ohne Echo abgefragt. Es wird nie im Klartext auf die Festplatte geschrieben: Ohne Schlüsselbund schlägt login fehl. Nach dem Speichern werden die Zugangsdaten geprüft, indem der Anbieter nach einer Seite seiner Werkzeuge gefragt wird. Ein abgelehntes Geheimnis bleibt gespeichert (ein Anbieter kann vorübergehend falsch eingerichtet sein): Führen Sie login erneut mit dem richtigen aus.

Rückgabewert: 0 gespeichert (und akzeptiert, außer bei --no-verify), 1 nicht gespeichert, abgelehnt oder nicht prüfbar (die Meldung sagt, was davon zutrifft), 2 falscher Aufruf.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::MainWindow</name>
    <message>
        <source>Toolshelf</source>
        <translation>Toolshelf</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Toolshelf %1&lt;/h3&gt;&lt;p&gt;A catalog of AI-agent tools for the people who design agents.&lt;/p&gt;&lt;p&gt;Qt %2&lt;br&gt;Markdown highlighting: %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Toolshelf %1&lt;/h3&gt;&lt;p&gt;Ein Katalog von Werkzeugen für KI-Agenten, gemacht für alle, die Agenten entwerfen.&lt;/p&gt;&lt;p&gt;Qt %2&lt;br&gt;Markdown-Hervorhebung: %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit Toolshelf</source>
        <translation>Toolshelf beenden</translation>
    </message>
    <message>
        <source>&amp;About Toolshelf</source>
        <translation>Ü&amp;ber Toolshelf</translation>
    </message>
    <message>
        <source>Show the version of Toolshelf and its libraries</source>
        <translation>Die Version von Toolshelf und seinen Bibliotheken anzeigen</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Show the version and license of Qt</source>
        <translation>Version und Lizenz von Qt anzeigen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>No tool providers yet</source>
        <translation>Noch keine Werkzeuganbieter</translation>
    </message>
    <message>
        <source>Toolshelf gathers the tools of the providers your organization uses into one offline catalog. Once a provider is configured, its tools appear here to search, pin and use in operating procedures.</source>
        <translation>Toolshelf fasst die Werkzeuge der in der Organisation genutzten Anbieter in einem Offline-Katalog zusammen. Sobald ein Anbieter eingerichtet ist, erscheinen seine Werkzeuge hier und lassen sich durchsuchen, anheften und in Arbeitsanweisungen verwenden.</translation>
    </message>
    <message>
        <source>About Toolshelf</source>
        <translation>Über Toolshelf</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Über Qt</translation>
    </message>
    <message>
        <source>&amp;Find Tools</source>
        <translation>Werkzeuge &amp;suchen</translation>
    </message>
    <message>
        <source>Search the catalog</source>
        <translation>Den Katalog durchsuchen</translation>
    </message>
    <message>
        <source>Discard your text?</source>
        <translation>Ihren Text verwerfen?</translation>
    </message>
    <message>
        <source>&amp;Add Provider…</source>
        <translation>Anbieter &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Connect Toolshelf to a tool provider</source>
        <translation>Toolshelf mit einem Werkzeuganbieter verbinden</translation>
    </message>
    <message>
        <source>P&amp;roviders</source>
        <translation>A&amp;nbieter</translation>
    </message>
    <message>
        <source>Some descriptions you typed were not applied.</source>
        <translation>Einige von Ihnen eingegebene Beschreibungen wurden nicht übernommen.</translation>
    </message>
    <message>
        <source>These procedures have changes that were not saved: %1.</source>
        <translation>Diese Arbeitsanweisungen haben nicht gespeicherte Änderungen: %1.</translation>
    </message>
    <message>
        <source>Close Toolshelf and lose them?</source>
        <translation>Toolshelf schließen und die Änderungen verwerfen?</translation>
    </message>
    <message>
        <source>Procedures</source>
        <translation>Arbeitsanweisungen</translation>
    </message>
    <message>
        <source>Pr&amp;ocedures</source>
        <translation>&amp;Arbeitsanweisungen</translation>
    </message>
    <message>
        <source>&amp;Show Procedures</source>
        <translation>Arbeitsanweisungen &amp;anzeigen</translation>
    </message>
    <message>
        <source>Export Procedure as &amp;Skill…</source>
        <translation>Arbeitsanweisung als &amp;Skill exportieren…</translation>
    </message>
    <message>
        <source>Write the current procedure and its pinned tools as an Agent Skill</source>
        <translation>Die aktuelle Arbeitsanweisung mit ihren angehefteten Werkzeugen als Agent Skill schreiben</translation>
    </message>
    <message>
        <source>Open the procedure to export first.</source>
        <translation>Öffnen Sie zuerst die zu exportierende Arbeitsanweisung.</translation>
    </message>
    <message>
        <source>Toolshelf — Demo (temporary catalog)</source>
        <translation>Toolshelf — Demo (temporärer Katalog)</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>Demo: this catalog and its files are temporary and are deleted when Toolshelf closes. Nothing is autosaved; use Save Procedure As… to keep a procedure.</source>
        <translation>Demo: Dieser Katalog und seine Dateien sind vorübergehend und werden gelöscht, wenn Toolshelf schließt. Nichts wird automatisch gesichert; mit „Arbeitsanweisung speichern unter…“ behalten Sie eine Arbeitsanweisung.</translation>
    </message>
    <message>
        <source>Sign in to %1 in your web browser.</source>
        <translation>Melden Sie sich in Ihrem Webbrowser bei %1 an.</translation>
    </message>
    <message>
        <source>Sign in to %1</source>
        <translation>Bei %1 anmelden</translation>
    </message>
    <message>
        <source>No web browser could be opened. Open this address in one to sign in to %1:

%2</source>
        <translation>Es konnte kein Webbrowser geöffnet werden. Öffnen Sie diese Adresse in einem Webbrowser, um sich bei %1 anzumelden:

%2</translation>
    </message>
    <message>
        <source>%1 was not opened: it is not a file.</source>
        <translation>%1 wurde nicht geöffnet: es ist keine Datei.</translation>
    </message>
    <message>
        <source>%1 was not opened: %2.</source>
        <translation>%1 wurde nicht geöffnet: %2.</translation>
    </message>
    <message>
        <source>%1 was not opened: Toolshelf opens procedures (.md) and bundles of tools (.zip).</source>
        <translation>%1 wurde nicht geöffnet: Toolshelf öffnet Arbeitsanweisungen (.md) und Werkzeugpakete (.zip).</translation>
    </message>
</context>
<context>
    <name>Toolshelf::MarkdownHighlighting</name>
    <message>
        <source>built-in</source>
        <translation>integriert</translation>
    </message>
</context>
<context>
    <name>Toolshelf::MarkdownPreview</name>
    <message>
        <source>This procedure is too large to preview (more than %1 KiB).</source>
        <translation>Diese Arbeitsanweisung ist für eine Vorschau zu groß (mehr als %1 KiB).</translation>
    </message>
</context>
<context>
    <name>Toolshelf::McpContent</name>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>image (%1, not readable)</source>
        <translation>Bild (%1, nicht lesbar)</translation>
    </message>
    <message>
        <source>image (%1, %2)</source>
        <translation>Bild (%1, %2)</translation>
    </message>
    <message>
        <source>audio (%1, not readable)</source>
        <translation>Audio (%1, nicht lesbar)</translation>
    </message>
    <message>
        <source>audio (%1, %2)</source>
        <translation>Audio (%1, %2)</translation>
    </message>
    <message>
        <source>link to a resource</source>
        <translation>Verweis auf eine Ressource</translation>
    </message>
    <message>
        <source>embedded resource</source>
        <translation>eingebettete Ressource</translation>
    </message>
    <message>
        <source>%1 block</source>
        <translation>Block „%1“</translation>
    </message>
</context>
<context>
    <name>Toolshelf::McpDialect</name>
    <message>
        <source>outputSchema is no schema of an object</source>
        <translation>outputSchema ist kein Schema eines Objekts</translation>
    </message>
    <message>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <source>the result is no object with a &quot;tools&quot; array</source>
        <translation>das Ergebnis ist kein Objekt mit einem Array „tools“</translation>
    </message>
    <message>
        <source>&quot;nextCursor&quot; must be a string</source>
        <translation>„nextCursor“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>the tool reported an error: %1</source>
        <translation>das Werkzeug meldete einen Fehler: %1</translation>
    </message>
    <message>
        <source>the answer&apos;s structuredContent does not fit the tool&apos;s outputSchema: %1</source>
        <translation>structuredContent der Antwort passt nicht zum outputSchema des Werkzeugs: %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::McpHttpSession</name>
    <message>
        <source>the server resumed its answer as %1, not as an event stream</source>
        <translation>der Server setzte seine Antwort als %1 fort, nicht als Ereignisstrom</translation>
    </message>
    <message>
        <source>an event of the server&apos;s answer is larger than the limit</source>
        <translation>ein Ereignis der Serverantwort ist größer als die Grenze</translation>
    </message>
    <message>
        <source>an event of the server&apos;s answer: %1</source>
        <translation>ein Ereignis der Serverantwort: %1</translation>
    </message>
    <message>
        <source>the server ended the answer&apos;s stream %1 times in a row without sending anything</source>
        <translation>der Server beendete den Strom der Antwort %1-mal hintereinander, ohne etwas zu senden</translation>
    </message>
    <message>
        <source>initialize was refused (%1), and no event stream of the 2024-11-05 transport answered either</source>
        <translation>initialize wurde abgelehnt (%1), und auch kein Ereignisstrom des Transports 2024-11-05 hat geantwortet</translation>
    </message>
</context>
<context>
    <name>Toolshelf::McpListing</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the server gave the cursor &quot;%1&quot; a second time: its list goes round</source>
        <translation>der Server gab den Cursor „%1“ ein zweites Mal: seine Liste dreht sich im Kreis</translation>
    </message>
    <message>
        <source>tools/list page %1 of %2</source>
        <translation>tools/list-Seite %1 von %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::McpMessages</name>
    <message numerus="yes">
        <source>an event of the answer is larger than %n byte(s)</source>
        <translation>
            <numerusform>ein Ereignis der Antwort ist größer als %n Byte</numerusform>
            <numerusform>ein Ereignis der Antwort ist größer als %n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>the server answered with error %1: %2</source>
        <translation>der Server antwortete mit Fehler %1: %2</translation>
    </message>
    <message>
        <source>the answer is no JSON-RPC response with a result</source>
        <translation>die Antwort ist keine JSON-RPC-Antwort mit Ergebnis</translation>
    </message>
    <message>
        <source>the message is no JSON: %1</source>
        <translation>die Nachricht ist kein JSON: %1</translation>
    </message>
    <message>
        <source>the message is no JSON-RPC message</source>
        <translation>die Nachricht ist keine JSON-RPC-Nachricht</translation>
    </message>
    <message>
        <source>event %1 of the answer: %2</source>
        <translation>Ereignis %1 der Antwort: %2</translation>
    </message>
    <message>
        <source>the server&apos;s answer holds no response to request %1</source>
        <translation>die Antwort des Servers enthält keine Antwort auf Anfrage %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::McpServersConfig</name>
    <message>
        <source>&quot;%1&quot; is no variable name; left out</source>
        <translation>„%1“ ist kein Variablenname; ausgelassen</translation>
    </message>
    <message>
        <source>%1 is filled in by the host (%2); store it with toolshelf login %3</source>
        <translation>%1 wird vom Host eingesetzt (%2); speichern Sie den Wert mit toolshelf login %3</translation>
    </message>
    <message>
        <source>it is configured for the older HTTP+SSE transport; Toolshelf speaks streamable HTTP to it</source>
        <translation>er ist für den älteren HTTP+SSE-Transport eingerichtet; Toolshelf spricht mit ihm über Streamable HTTP</translation>
    </message>
    <message>
        <source>the header %1 was left out</source>
        <translation>der Header %1 wurde ausgelassen</translation>
    </message>
    <message>
        <source>malformed JSON at byte %1: %2</source>
        <translation>fehlerhaftes JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>expected {&quot;mcpServers&quot;: {NAME: {...}}} or {&quot;servers&quot;: {NAME: {...}}}</source>
        <translation>erwartet wurde {&quot;mcpServers&quot;: {NAME: {...}}} oder {&quot;servers&quot;: {NAME: {...}}}</translation>
    </message>
    <message>
        <source>server &quot;%1&quot; has neither a command nor a url</source>
        <translation>Server „%1“ hat weder einen Befehl noch eine URL</translation>
    </message>
    <message>
        <source>server &quot;%1&quot;: %2</source>
        <translation>Server „%1“: %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::McpSession</name>
    <message>
        <source>initialize failed: %1</source>
        <translation>initialize schlug fehl: %1</translation>
    </message>
    <message>
        <source>the server chose protocol version &quot;%1&quot;, which Toolshelf does not speak (it speaks %2)</source>
        <translation>der Server wählte die Protokollversion „%1“, die Toolshelf nicht spricht (es spricht %2)</translation>
    </message>
</context>
<context>
    <name>Toolshelf::McpSseSession</name>
    <message>
        <source>the server answered neither the streamable HTTP transport&apos;s POST nor the 2024-11-05 transport&apos;s event stream</source>
        <translation>der Server hat weder auf den POST des Streamable-HTTP-Transports noch auf den Ereignisstrom des Transports 2024-11-05 geantwortet</translation>
    </message>
    <message>
        <source>an event of the server&apos;s stream is larger than the limit</source>
        <translation>ein Ereignis im Strom des Servers ist größer als die Grenze</translation>
    </message>
    <message>
        <source>the server&apos;s event stream names an address on another origin for its messages: %1</source>
        <translation>der Ereignisstrom des Servers nennt für seine Nachrichten eine Adresse auf einem anderen Ursprung: %1</translation>
    </message>
    <message>
        <source>an event of the server&apos;s stream: %1</source>
        <translation>ein Ereignis im Strom des Servers: %1</translation>
    </message>
    <message>
        <source>the server closed its event stream</source>
        <translation>der Server hat seinen Ereignisstrom geschlossen</translation>
    </message>
</context>
<context>
    <name>Toolshelf::McpStdioSession</name>
    <message>
        <source>the server process %1 is not running</source>
        <translation>der Serverprozess %1 läuft nicht</translation>
    </message>
    <message>
        <source>the server process %1 had not answered when the deadline came</source>
        <translation>der Serverprozess %1 hatte bis zum Ablauf der Frist nicht geantwortet</translation>
    </message>
    <message>
        <source>the server process %1 said nothing for %2 s</source>
        <translation>der Serverprozess %1 hat sich %2 s lang nicht gemeldet</translation>
    </message>
    <message>
        <source>the server process %1 wrote a line longer than %2 MB</source>
        <translation>der Serverprozess %1 hat eine Zeile geschrieben, die länger als %2 MB ist</translation>
    </message>
    <message>
        <source>the server process %1 wrote something that is not JSON-RPC on stdout (%2): %3</source>
        <translation>der Serverprozess %1 hat auf stdout etwas geschrieben, das kein JSON-RPC ist (%2): %3</translation>
    </message>
    <message>
        <source>the server process %1 sent %L2 messages without answering</source>
        <translation>der Serverprozess %1 hat %L2 Nachrichten gesendet, ohne zu antworten</translation>
    </message>
    <message>
        <source>the server process %1 crashed</source>
        <translation>der Serverprozess %1 ist abgestürzt</translation>
    </message>
    <message>
        <source>the server process %1 ended with exit code %2</source>
        <translation>der Serverprozess %1 wurde mit Exit-Code %2 beendet</translation>
    </message>
    <message>
        <source>%1 before it answered initialize</source>
        <translation>%1, bevor er auf initialize geantwortet hat</translation>
    </message>
    <message>
        <source>%1 before it answered</source>
        <translation>%1, bevor er geantwortet hat</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1; it last said on stderr: %2</source>
        <translation>%1; zuletzt schrieb er auf stderr: %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::NetworkCall</name>
    <message>
        <source>%1 sent no data for %2 seconds; the transfer timed out.</source>
        <translation>%1 hat %2 Sekunden lang keine Daten gesendet; die Übertragung wurde wegen Zeitüberschreitung abgebrochen.</translation>
    </message>
    <message>
        <source>The request to %1 was cancelled.</source>
        <translation>Die Anfrage an %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Only http and https addresses can be fetched, not &quot;%1&quot;.</source>
        <translation>Nur http- und https-Adressen können abgerufen werden, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Refused to send credentials to %1 over plain http; they go only over https or to this computer.</source>
        <translation>Zugangsdaten werden nicht unverschlüsselt per http an %1 gesendet; sie gehen nur über https oder an diesen Computer.</translation>
    </message>
    <message>
        <source>The response from %1 is larger than the limit of %2; the download was stopped.</source>
        <translation>Die Antwort von %1 überschreitet die Grenze von %2; der Download wurde gestoppt.</translation>
    </message>
    <message>
        <source>%1 answered %2 without saying where to.</source>
        <translation>%1 antwortete mit %2, ohne ein Weiterleitungsziel zu nennen.</translation>
    </message>
    <message>
        <source>%1 redirected once more after %2 redirects; the redirect was not followed.</source>
        <translation>%1 leitete nach %2 Weiterleitungen erneut weiter; der Weiterleitung wurde nicht gefolgt.</translation>
    </message>
    <message>
        <source>%1 redirected from https to plain http (%2); the redirect was not followed.</source>
        <translation>%1 leitete von https auf unverschlüsseltes http um (%2); der Weiterleitung wurde nicht gefolgt.</translation>
    </message>
    <message>
        <source>%1 answered %2 and asked to retry after %3 seconds, longer than the %4 seconds Toolshelf waits.</source>
        <translation>%1 antwortete mit %2 und bat um einen neuen Versuch nach %3 Sekunden, länger als die %4 Sekunden, die Toolshelf wartet.</translation>
    </message>
    <message>
        <source>%1 answered %2 after %3 attempts.</source>
        <translation>%1 antwortete nach %3 Versuchen mit %2.</translation>
    </message>
    <message>
        <source>%1 answered %2.</source>
        <translation>%1 antwortete mit %2.</translation>
    </message>
    <message>
        <source>The connection to %1 timed out.</source>
        <translation>Die Verbindung zu %1 hat das Zeitlimit überschritten.</translation>
    </message>
    <message>
        <source>The secure connection to %1 failed: %2</source>
        <translation>Die sichere Verbindung zu %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>the connection was refused</source>
        <translation>die Verbindung wurde abgelehnt</translation>
    </message>
    <message>
        <source>the server closed the connection</source>
        <translation>der Server hat die Verbindung geschlossen</translation>
    </message>
    <message>
        <source>the host name was not found</source>
        <translation>der Hostname wurde nicht gefunden</translation>
    </message>
    <message>
        <source>the network is not available</source>
        <translation>das Netzwerk ist nicht verfügbar</translation>
    </message>
    <message>
        <source>the proxy failed</source>
        <translation>der Proxy ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>the answer was not valid HTTP</source>
        <translation>die Antwort war kein gültiges HTTP</translation>
    </message>
    <message>
        <source>network error %1</source>
        <translation>Netzwerkfehler %1</translation>
    </message>
    <message>
        <source>Cannot reach %1 after %2 attempts: %3.</source>
        <translation>%1 ist nach %2 Versuchen nicht erreichbar: %3.</translation>
    </message>
    <message>
        <source>Cannot reach %1: %2.</source>
        <translation>%1 ist nicht erreichbar: %2.</translation>
    </message>
    <message>
        <source>%1 redirected a request that carries credentials to another server (%2); the redirect was not followed.</source>
        <translation>%1 hat eine Anfrage mit Zugangsdaten an einen anderen Server (%2) umgeleitet; der Umleitung wurde nicht gefolgt.</translation>
    </message>
    <message>
        <source>%1 answered %2 and asked to retry after %3 seconds, past the deadline of the work it belongs to (%4 seconds left).</source>
        <translation>%1 antwortete %2 und bat um einen neuen Versuch nach %3 Sekunden, nach der Frist der Arbeit, zu der die Anfrage gehört (noch %4 Sekunden).</translation>
    </message>
</context>
<context>
    <name>Toolshelf::OAuthAuthority</name>
    <message>
        <source>unknown client_id</source>
        <translation>unbekannte client_id</translation>
    </message>
    <message>
        <source>redirect_uri must be a loopback http URL</source>
        <translation>redirect_uri muss eine http-URL mit Loopback-Adresse sein</translation>
    </message>
    <message>
        <source>response_type must be code</source>
        <translation>response_type muss code sein</translation>
    </message>
    <message>
        <source>PKCE with code_challenge_method S256 is required</source>
        <translation>PKCE mit code_challenge_method S256 ist erforderlich</translation>
    </message>
    <message>
        <source>wrong client credentials</source>
        <translation>falsche Client-Anmeldedaten</translation>
    </message>
    <message>
        <source>unknown or expired authorization code</source>
        <translation>unbekannter oder abgelaufener Autorisierungscode</translation>
    </message>
    <message>
        <source>redirect_uri differs from the authorization request</source>
        <translation>redirect_uri weicht von der Autorisierungsanfrage ab</translation>
    </message>
    <message>
        <source>code_verifier does not match the code_challenge</source>
        <translation>code_verifier passt nicht zur code_challenge</translation>
    </message>
    <message>
        <source>unknown refresh token</source>
        <translation>unbekanntes Refresh-Token</translation>
    </message>
    <message>
        <source>grant_type &quot;%1&quot; is not supported</source>
        <translation>grant_type &quot;%1&quot; wird nicht unterstützt</translation>
    </message>
    <message>
        <source>redirect_uri is not one the client registered</source>
        <translation>redirect_uri ist keine der URIs, die der Client registriert hat</translation>
    </message>
    <message>
        <source>resource must be this MCP server&apos;s URL, %1</source>
        <translation>resource muss die URL dieses MCP-Servers sein, %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::OAuthBrowserLogin</name>
    <message>
        <source>%1: no answer from the browser within %2 minutes</source>
        <translation>%1: keine Antwort vom Browser innerhalb von %2 Minuten</translation>
    </message>
    <message>
        <source>%1 signed you in but gave no refresh token, so the sign-in cannot be kept</source>
        <translation>%1 hat Sie angemeldet, aber kein Refresh-Token geliefert, daher kann die Anmeldung nicht gespeichert werden</translation>
    </message>
    <message>
        <source>%1 refused the sign-in: %2</source>
        <translation>%1 hat die Anmeldung abgelehnt: %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::OAuthClients</name>
    <message>
        <source>the client metadata must be a JSON object</source>
        <translation>die Client-Metadaten müssen ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>every redirect URI must be a loopback http URL</source>
        <translation>jede Redirect-URI muss eine http-URL mit Loopback-Adresse sein</translation>
    </message>
    <message>
        <source>redirect_uris must name at least one loopback http URL</source>
        <translation>redirect_uris muss mindestens eine http-URL mit Loopback-Adresse nennen</translation>
    </message>
    <message>
        <source>token_endpoint_auth_method must be none, client_secret_basic or client_secret_post</source>
        <translation>token_endpoint_auth_method muss none, client_secret_basic oder client_secret_post sein</translation>
    </message>
</context>
<context>
    <name>Toolshelf::OAuthDiscovery</name>
    <message>
        <source>%1 publishes no authorization metadata, and its own origin is plain http: no sign-in is sent there</source>
        <translation>%1 veröffentlicht keine Autorisierungs-Metadaten, und sein eigener Ursprung ist unverschlüsseltes http: Dorthin wird keine Anmeldung gesendet</translation>
    </message>
    <message>
        <source>The authorization server %1 of %2 publishes no metadata (RFC 8414 or OpenID Connect)</source>
        <translation>Der Autorisierungsserver %1 von %2 veröffentlicht keine Metadaten (RFC 8414 oder OpenID Connect)</translation>
    </message>
    <message>
        <source>The sign-in metadata of %1 could not be read from %2: %3</source>
        <translation>Die Anmelde-Metadaten von %1 konnten nicht von %2 gelesen werden: %3</translation>
    </message>
    <message>
        <source>The resource metadata of %1 at %2 is refused: %3</source>
        <translation>Die Ressourcen-Metadaten von %1 unter %2 werden abgelehnt: %3</translation>
    </message>
    <message>
        <source>The authorization server metadata of %1 at %2 is refused: %3</source>
        <translation>Die Metadaten des Autorisierungsservers von %1 unter %2 werden abgelehnt: %3</translation>
    </message>
</context>
<context>
    <name>Toolshelf::OAuthSignIn</name>
    <message>
        <source>%1: no answer from the browser within %2 minutes</source>
        <translation>%1: keine Antwort vom Browser innerhalb von %2 Minuten</translation>
    </message>
    <message>
        <source>%1&apos;s authorization server is reached over plain http: no sign-in is sent there</source>
        <translation>Der Autorisierungsserver von %1 wird über unverschlüsseltes http erreicht: Dorthin wird keine Anmeldung gesendet</translation>
    </message>
    <message>
        <source>%1&apos;s authorization server does not say it supports PKCE with S256, so no sign-in is sent there</source>
        <translation>Der Autorisierungsserver von %1 gibt nicht an, PKCE mit S256 zu unterstützen, daher wird dorthin keine Anmeldung gesendet</translation>
    </message>
    <message>
        <source>%1: no local port could be opened to receive the sign-in</source>
        <translation>%1: Es konnte kein lokaler Port geöffnet werden, um die Anmeldung zu empfangen</translation>
    </message>
    <message>
        <source>%1&apos;s authorization server registers no clients: add the provider with the client id it knows Toolshelf by (provider add … --client-id ID)</source>
        <translation>Der Autorisierungsserver von %1 registriert keine Clients: Fügen Sie den Anbieter mit der Client-ID hinzu, unter der er Toolshelf kennt (provider add … --client-id ID)</translation>
    </message>
    <message>
        <source>%1&apos;s authorization server refused to register Toolshelf: %2</source>
        <translation>Der Autorisierungsserver von %1 hat die Registrierung von Toolshelf abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1&apos;s authorization server registered Toolshelf without a client_id</source>
        <translation>Der Autorisierungsserver von %1 hat Toolshelf ohne client_id registriert</translation>
    </message>
    <message>
        <source>%1 refused the sign-in: %2</source>
        <translation>%1 hat die Anmeldung abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1 ended the sign-in without an authorization code</source>
        <translation>%1 hat die Anmeldung ohne Autorisierungscode beendet</translation>
    </message>
    <message>
        <source>%1 refused the token request: %2</source>
        <translation>%1 hat die Token-Anfrage abgelehnt: %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::OverrideCommand</name>
    <message>
        <source>&quot;%1&quot; has no allowed values; --value applies to enum parameters</source>
        <translation>&quot;%1&quot; hat keine erlaubten Werte; --value gilt für enum-Parameter</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no allowed value &quot;%2&quot;; it has %3</source>
        <translation>&quot;%1&quot; hat keinen erlaubten Wert &quot;%2&quot;; vorhanden sind %3</translation>
    </message>
    <message>
        <source>version %1 of %2 has no parameter &quot;%3&quot;; its inputs are %4 and its outputs %5</source>
        <translation>Version %1 von %2 hat keinen Parameter &quot;%3&quot;; die Eingaben sind %4, die Ausgaben %5</translation>
    </message>
    <message>
        <source>%1 has no stored signature</source>
        <translation>für %1 ist keine Signatur gespeichert</translation>
    </message>
    <message>
        <source>The parameter whose description to replace.</source>
        <translation>Der Parameter, dessen Beschreibung ersetzt werden soll.</translation>
    </message>
    <message>
        <source>The allowed value of --param whose description to replace.</source>
        <translation>Der erlaubte Wert von --param, dessen Beschreibung ersetzt werden soll.</translation>
    </message>
    <message>
        <source>Your text.</source>
        <translation>Ihr Text.</translation>
    </message>
    <message>
        <source>Remove your text; the vendor&apos;s is used again.</source>
        <translation>Ihren Text entfernen; der Text des Anbieters wird wieder verwendet.</translation>
    </message>
    <message>
        <source>The tool to edit.</source>
        <translation>Das zu bearbeitende Werkzeug.</translation>
    </message>
    <message>
        <source>name one tool as PROVIDER/TOOL</source>
        <translation>genau ein Werkzeug als PROVIDER/TOOL angeben</translation>
    </message>
    <message>
        <source>--param needs a parameter name</source>
        <translation>--param braucht einen Parameternamen</translation>
    </message>
    <message>
        <source>--value needs a value name and --param its parameter</source>
        <translation>--value braucht einen Wertnamen und --param dessen Parameter</translation>
    </message>
    <message>
        <source>%1, input &quot;%2&quot;</source>
        <translation>%1, Eingabe &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1, output &quot;%2&quot;</source>
        <translation>%1, Ausgabe &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1, input &quot;%2&quot;, value %3</source>
        <translation>%1, Eingabe &quot;%2&quot;, Wert %3</translation>
    </message>
    <message>
        <source>%1, output &quot;%2&quot;, value %3</source>
        <translation>%1, Ausgabe &quot;%2&quot;, Wert %3</translation>
    </message>
    <message>
        <source>%1: the description is not overridden; nothing changed.</source>
        <translation>%1: die Beschreibung ist nicht überschrieben; nichts geändert.</translation>
    </message>
    <message>
        <source>%1: your description cannot be removed: %2</source>
        <translation>%1: Ihre Beschreibung kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>%1: your description is removed; the vendor&apos;s is used again.</source>
        <translation>%1: Ihre Beschreibung ist entfernt; die des Anbieters gilt wieder.</translation>
    </message>
    <message>
        <source>%1: the description is refused: %2</source>
        <translation>%1: die Beschreibung wird abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1: the description cannot be replaced: %2</source>
        <translation>%1: die Beschreibung kann nicht ersetzt werden: %2</translation>
    </message>
    <message>
        <source>%1: your description replaces the vendor&apos;s.</source>
        <translation>%1: Ihre Beschreibung ersetzt die des Anbieters.</translation>
    </message>
    <message>
        <source>%1 has no alias; nothing changed.</source>
        <translation>%1 hat keinen Alias; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>%1: the alias cannot be removed: %2</source>
        <translation>%1: Der Alias kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>%1: the alias is removed; the vendor&apos;s name is used again.</source>
        <translation>%1: Der Alias ist entfernt; wieder wird der Name des Anbieters verwendet.</translation>
    </message>
    <message>
        <source>%1: the alias is refused: %2</source>
        <translation>%1: Der Alias wird abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1: the alias cannot be set: %2</source>
        <translation>%1: Der Alias kann nicht gesetzt werden: %2</translation>
    </message>
    <message>
        <source>%1: procedures, skills and tool definitions now call it %2.</source>
        <translation>%1: Prozeduren, Skills und Werkzeugdefinitionen nennen es jetzt %2.</translation>
    </message>
    <message>
        <source>Your name for the tool, used instead of the vendor&apos;s.</source>
        <translation>Ihr Name für das Werkzeug, der statt dem des Anbieters verwendet wird.</translation>
    </message>
    <message>
        <source>Remove your name; the vendor&apos;s is used again.</source>
        <translation>Ihren Namen entfernen; wieder wird der des Anbieters verwendet.</translation>
    </message>
    <message>
        <source>an alias names the tool; it takes no --param or --value</source>
        <translation>ein Alias benennt das Werkzeug; er nimmt kein --param und kein --value</translation>
    </message>
    <message>
        <source>%1: when to use it is not overridden; nothing changed.</source>
        <translation>%1: wann es zu verwenden ist, ist nicht überschrieben; nichts geändert.</translation>
    </message>
    <message>
        <source>%1: your text on when to use it cannot be removed: %2</source>
        <translation>%1: Ihr Text, wann es zu verwenden ist, kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>%1: your text on when to use it is removed; the vendor&apos;s is used again.</source>
        <translation>%1: Ihr Text, wann es zu verwenden ist, ist entfernt; der des Anbieters gilt wieder.</translation>
    </message>
    <message>
        <source>%1: the text on when to use it is refused: %2</source>
        <translation>%1: der Text, wann es zu verwenden ist, wird abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1: the text on when to use it cannot be replaced: %2</source>
        <translation>%1: der Text, wann es zu verwenden ist, kann nicht ersetzt werden: %2</translation>
    </message>
    <message>
        <source>%1: your text now says when to use it.</source>
        <translation>%1: Ihr Text sagt jetzt, wann es zu verwenden ist.</translation>
    </message>
    <message>
        <source>%1: when not to use it is not overridden; nothing changed.</source>
        <translation>%1: wann es nicht zu verwenden ist, ist nicht überschrieben; nichts geändert.</translation>
    </message>
    <message>
        <source>%1: your text on when not to use it cannot be removed: %2</source>
        <translation>%1: Ihr Text, wann es nicht zu verwenden ist, kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>%1: your text on when not to use it is removed.</source>
        <translation>%1: Ihr Text, wann es nicht zu verwenden ist, ist entfernt.</translation>
    </message>
    <message>
        <source>%1: the text on when not to use it is refused: %2</source>
        <translation>%1: der Text, wann es nicht zu verwenden ist, wird abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1: the text on when not to use it cannot be replaced: %2</source>
        <translation>%1: der Text, wann es nicht zu verwenden ist, kann nicht ersetzt werden: %2</translation>
    </message>
    <message>
        <source>%1: your text now says when not to use it.</source>
        <translation>%1: Ihr Text sagt jetzt, wann es nicht zu verwenden ist.</translation>
    </message>
    <message>
        <source>Replace a tool&apos;s, parameter&apos;s or enum value&apos;s description, the tool&apos;s name, or when to use the tool and when not, with your own.</source>
        <translation>Die Beschreibung eines Werkzeugs, Parameters oder Enum-Werts, den Namen des Werkzeugs oder wann es zu verwenden ist und wann nicht durch einen eigenen Text ersetzen.</translation>
    </message>
    <message>
        <source>Replaces the vendor&apos;s description with your own: the tool&apos;s (no --param), an input parameter&apos;s (--param NAME; an output&apos;s when no input has that name), or that of one allowed value of an enum parameter (--param NAME --value VALUE). --clear removes your text, so the vendor&apos;s is used again. --alias NAME gives the tool a name of your own for procedures, skills and tool definitions, so tools of the same name from several providers can be told apart; --clear-alias goes back to the vendor&apos;s name. --when-to-use TEXT and --when-not-to-use TEXT say when an agent should call the tool and when not (ATDF&apos;s when_to_use); until you write one, when to use it is the vendor&apos;s description, and when not to use it is empty unless the vendor says. --clear-when-to-use and --clear-when-not-to-use remove them. TOOL is the tool&apos;s name or its toolId; NAME a parameter&apos;s name or id, as in the version toolshelf show displays.

The draft&apos;s limits hold for your text as for the vendor&apos;s: a tool description must have fewer than 2000 characters, as must when to use it and when not, an enum value description at most 2000, and no text may contain control, bidirectional or invisible characters. An alias follows the draft&apos;s rules for names (snake_case, fewer than 255 characters) and no other tool may be known by it. Overrides are yours: syncs never change them, and a vendor change underneath one is flagged as a conflict.

Exit status: 0 done (also when --clear found nothing to clear); 1 no such tool, parameter or value, or the text was refused; 2 bad usage or an unreadable profile.</source>
        <translation>Ersetzt die Beschreibung des Anbieters durch Ihre eigene: die des Werkzeugs (ohne --param), die eines Eingabeparameters (--param NAME; die einer Ausgabe, wenn keine Eingabe so heißt) oder die eines erlaubten Werts eines enum-Parameters (--param NAME --value VALUE). --clear entfernt Ihren Text, sodass wieder der des Anbieters verwendet wird. --alias NAME gibt dem Werkzeug einen eigenen Namen für Prozeduren, Skills und Werkzeugdefinitionen, sodass gleichnamige Werkzeuge mehrerer Anbieter unterscheidbar werden; --clear-alias kehrt zum Namen des Anbieters zurück. --when-to-use TEXT und --when-not-to-use TEXT sagen, wann ein Agent das Werkzeug aufrufen soll und wann nicht (when_to_use in ATDF); solange Sie keinen Text schreiben, ist „wann verwenden“ die Beschreibung des Anbieters und „wann nicht verwenden“ leer, sofern der Anbieter nichts dazu sagt. --clear-when-to-use und --clear-when-not-to-use entfernen sie. TOOL ist der Name oder die toolId des Werkzeugs, NAME der Name oder die ID eines Parameters, wie in der Version, die toolshelf show anzeigt.

Die Grenzen des Entwurfs gelten für Ihren Text wie für den des Anbieters: Eine Werkzeugbeschreibung muss weniger als 2000 Zeichen haben, ebenso die Texte, wann das Werkzeug zu verwenden ist und wann nicht, die Beschreibung eines Enum-Werts höchstens 2000, und kein Text darf Steuer-, bidirektionale oder unsichtbare Zeichen enthalten. Ein Alias folgt den Namensregeln des Entwurfs (snake_case, weniger als 255 Zeichen), und kein anderes Werkzeug darf so heißen. Überschreibungen gehören Ihnen: Synchronisierungen ändern sie nie, und eine Änderung des Anbieters am überschriebenen Text wird als Konflikt markiert.

Rückgabewert: 0 erledigt (auch wenn --clear nichts zu entfernen fand); 1 Werkzeug, Parameter oder Wert nicht gefunden, oder der Text wurde abgelehnt; 2 falscher Aufruf oder nicht lesbares Profil.</translation>
    </message>
    <message>
        <source>Your text on when an agent should use the tool.</source>
        <translation>Ihr Text, wann ein Agent das Werkzeug verwenden soll.</translation>
    </message>
    <message>
        <source>Remove your text on when to use the tool; the vendor&apos;s is used again.</source>
        <translation>Ihren Text, wann das Werkzeug zu verwenden ist, entfernen; der des Anbieters wird wieder verwendet.</translation>
    </message>
    <message>
        <source>Your text on when an agent should not use the tool.</source>
        <translation>Ihr Text, wann ein Agent das Werkzeug nicht verwenden soll.</translation>
    </message>
    <message>
        <source>Remove your text on when not to use the tool; the vendor&apos;s is used again.</source>
        <translation>Ihren Text, wann das Werkzeug nicht zu verwenden ist, entfernen; der des Anbieters wird wieder verwendet.</translation>
    </message>
    <message>
        <source>Usage: toolshelf override PROVIDER/TOOL [--param NAME [--value VALUE]] (--description TEXT | --clear)
       toolshelf override PROVIDER/TOOL (--alias NAME | --clear-alias)
       toolshelf override PROVIDER/TOOL (--when-to-use TEXT | --clear-when-to-use | --when-not-to-use TEXT | --clear-when-not-to-use)</source>
        <translation>Aufruf: toolshelf override PROVIDER/TOOL [--param NAME [--value VALUE]] (--description TEXT | --clear)
        toolshelf override PROVIDER/TOOL (--alias NAME | --clear-alias)
        toolshelf override PROVIDER/TOOL (--when-to-use TEXT | --clear-when-to-use | --when-not-to-use TEXT | --clear-when-not-to-use)</translation>
    </message>
    <message>
        <source>give one of --description TEXT, --clear, --alias NAME, --clear-alias, --when-to-use TEXT, --clear-when-to-use, --when-not-to-use TEXT or --clear-when-not-to-use</source>
        <translation>genau eines von --description TEXT, --clear, --alias NAME, --clear-alias, --when-to-use TEXT, --clear-when-to-use, --when-not-to-use TEXT oder --clear-when-not-to-use angeben</translation>
    </message>
    <message>
        <source>when to use a tool and when not are said of the tool; they take no --param or --value</source>
        <translation>wann ein Werkzeug zu verwenden ist und wann nicht, gilt dem Werkzeug; das nimmt kein --param und kein --value</translation>
    </message>
    <message>
        <source>the text is empty; to go back to the vendor&apos;s text, use --%1</source>
        <translation>der Text ist leer; um zum Text des Anbieters zurückzukehren, --%1 verwenden</translation>
    </message>
</context>
<context>
    <name>Toolshelf::PagedFetch</name>
    <message>
        <source>page %1 of %2 is not an {items, paging} page</source>
        <translation>%2, Seite %1 ist keine {items, paging}-Seite</translation>
    </message>
    <message>
        <source>%1 returned cursor &quot;%2&quot; a second time on page %3; stopped to avoid a loop</source>
        <translation>%1 lieferte den Cursor &quot;%2&quot; auf Seite %3 ein zweites Mal; abgebrochen, um eine Endlosschleife zu vermeiden</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>its cursor is %1 characters long, more than the %2 a cursor may have</source>
        <translation>sein Cursor ist %1 Zeichen lang, mehr als die %2, die ein Cursor haben darf</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>%2, Seite %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::PinCommand</name>
    <message>
        <source>Keep using one version of a tool.</source>
        <translation>Dauerhaft eine bestimmte Version eines Werkzeugs verwenden.</translation>
    </message>
    <message>
        <source>Follow a tool&apos;s current version again.</source>
        <translation>Wieder der aktuellen Version eines Werkzeugs folgen.</translation>
    </message>
    <message>
        <source>Pins a tool to VERSION: the catalog, search and show use that version whatever the provider lists as current, and every sync also fetches the tool&apos;s whole version history. TOOL is the tool&apos;s name or its toolId. A version the catalog does not hold yet is fetched from the provider first. Pins are yours: syncs never change them.

Exit status: 0 pinned; 1 no such tool or version, or fetching it failed; 2 bad usage or an unreadable profile.</source>
        <translation>Heftet ein Werkzeug an VERSION an: Der Katalog, search und show verwenden diese Version, gleich welche der Anbieter als aktuell führt, und jede Synchronisierung ruft zusätzlich den gesamten Versionsverlauf des Werkzeugs ab. TOOL ist der Name oder die toolId des Werkzeugs. Eine Version, die noch nicht im Katalog ist, wird zuerst vom Anbieter abgerufen. Anheftungen gehören Ihnen: Synchronisierungen ändern sie nie.

Rückgabewert: 0 angeheftet; 1 Werkzeug oder Version nicht gefunden, oder das Abrufen ist fehlgeschlagen; 2 falscher Aufruf oder nicht lesbares Profil.</translation>
    </message>
    <message>
        <source>Removes a tool&apos;s pin, so the catalog follows its current version again. TOOL is the tool&apos;s name or its toolId.

Exit status: 0 unpinned (also when it was not pinned); 1 no such tool; 2 bad usage or an unreadable profile.</source>
        <translation>Löst die Anheftung eines Werkzeugs, sodass der Katalog wieder seiner aktuellen Version folgt. TOOL ist der Name oder die toolId des Werkzeugs.

Rückgabewert: 0 gelöst (auch wenn es nicht angeheftet war); 1 Werkzeug nicht gefunden; 2 falscher Aufruf oder nicht lesbares Profil.</translation>
    </message>
    <message>
        <source>The tool to pin.</source>
        <translation>Das anzuheftende Werkzeug.</translation>
    </message>
    <message>
        <source>The tool to unpin.</source>
        <translation>Das zu lösende Werkzeug.</translation>
    </message>
    <message>
        <source>The version to keep.</source>
        <translation>Die beizubehaltende Version.</translation>
    </message>
    <message>
        <source>Usage: toolshelf pin PROVIDER/TOOL VERSION</source>
        <translation>Aufruf: toolshelf pin PROVIDER/TOOL VERSION</translation>
    </message>
    <message>
        <source>Usage: toolshelf unpin PROVIDER/TOOL</source>
        <translation>Aufruf: toolshelf unpin PROVIDER/TOOL</translation>
    </message>
    <message>
        <source>give the tool as PROVIDER/TOOL and a VERSION</source>
        <translation>das Werkzeug als PROVIDER/TOOL und eine VERSION angeben</translation>
    </message>
    <message>
        <source>name one tool as PROVIDER/TOOL</source>
        <translation>genau ein Werkzeug als PROVIDER/TOOL angeben</translation>
    </message>
    <message>
        <source>VERSION must be a positive whole number</source>
        <translation>VERSION muss eine positive ganze Zahl sein</translation>
    </message>
    <message>
        <source>cannot pin %1: %2</source>
        <translation>%1 kann nicht angeheftet werden: %2</translation>
    </message>
    <message>
        <source>Pinned %1 to version %2 (the current version is %3).</source>
        <translation>%1 an Version %2 angeheftet (die aktuelle Version ist %3).</translation>
    </message>
    <message>
        <source>cannot unpin %1: %2</source>
        <translation>%1 kann nicht gelöst werden: %2</translation>
    </message>
    <message>
        <source>Unpinned %1 from version %2; it follows the current version %3.</source>
        <translation>%1 von Version %2 gelöst; es folgt der aktuellen Version %3.</translation>
    </message>
    <message>
        <source>%1 was not pinned.</source>
        <translation>%1 war nicht angeheftet.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::PinNotice</name>
    <message>
        <source>&amp;Undo Pin</source>
        <translation>Anheften &amp;rückgängig machen</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Unpin the tools again; the procedure&apos;s text stays</source>
        <translation>Die Werkzeuge wieder lösen; der Text der Arbeitsanweisung bleibt erhalten</translation>
    </message>
    <message>
        <source>Pinned %1 from %2 at version %3 for the whole catalog: every procedure, skill and bundle using it gets that version.</source>
        <translation>%1 von %2 für den gesamten Katalog an Version %3 angeheftet: Alle Arbeitsanweisungen, Skills und Pakete, die es verwenden, erhalten diese Version.</translation>
    </message>
    <message>
        <source>%1 at version %2</source>
        <translation>%1 in Version %2</translation>
    </message>
    <message>
        <source>Pinned %1 for the whole catalog: every procedure, skill and bundle using them gets those versions.</source>
        <translation>%1 für den gesamten Katalog angeheftet: Alle Arbeitsanweisungen, Skills und Pakete, die sie verwenden, erhalten diese Versionen.</translation>
    </message>
    <message>
        <source>The pins could not all be undone: %1</source>
        <translation>Nicht alle Anheftungen konnten rückgängig gemacht werden: %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProcedureCompleter</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProcedureEditor</name>
    <message>
        <source>%1 from %2 could not be pinned at version %3: %4</source>
        <translation>%1 von %2 konnte nicht an Version %3 angeheftet werden: %4</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProcedureFile</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB, too large for a procedure</source>
        <translation>%1 ist größer als %2 MiB und damit zu groß für eine Arbeitsanweisung</translation>
    </message>
    <message>
        <source>%1 is a binary file, not a Markdown text</source>
        <translation>%1 ist eine Binärdatei, kein Markdown-Text</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProcedureLintMessages</name>
    <message>
        <source>%1: no provider has a tool of this name.</source>
        <translation>%1: Kein Anbieter hat ein Werkzeug dieses Namens.</translation>
    </message>
    <message>
        <source>%1: no version is pinned; the procedure may meet a version it was not tested with.</source>
        <translation>%1: Keine Version ist angeheftet; die Arbeitsanweisung kann auf eine Version treffen, mit der sie nicht getestet wurde.</translation>
    </message>
    <message>
        <source>%1: several providers have a tool of this name (%2); give one an alias.</source>
        <translation>%1: Mehrere Anbieter haben ein Werkzeug dieses Namens (%2); geben Sie einem davon einen Alias.</translation>
    </message>
    <message>
        <source>%1 has no input parameter %2.</source>
        <translation>%1 hat keinen Eingabeparameter %2.</translation>
    </message>
    <message>
        <source>%1 was added to the procedure but is no longer referenced; a tool the agent does not need invites hallucination.</source>
        <translation>%1 wurde der Arbeitsanweisung hinzugefügt, wird aber nicht mehr verwendet; ein Werkzeug, das der Agent nicht braucht, begünstigt Halluzinationen.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProcedureLintPanel</name>
    <message>
        <source>Pinned</source>
        <translation>Angeheftet</translation>
    </message>
    <message>
        <source>Not pinned</source>
        <translation>Nicht angeheftet</translation>
    </message>
    <message>
        <source>Ambiguous</source>
        <translation>Mehrdeutig</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Provider and pin</source>
        <translation>Anbieter und Anheftung</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>%1, version %2</source>
        <translation>%1, Version %2</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Give a&amp;n Alias…</source>
        <translation>Alias &amp;wählen…</translation>
    </message>
    <message>
        <source>Give the tools of the selected finding&apos;s name names of their own</source>
        <translation>Den Werkzeugen mit dem Namen des ausgewählten Befunds eigene Namen geben</translation>
    </message>
    <message>
        <source>Tools of the procedure</source>
        <translation>Werkzeuge der Arbeitsanweisung</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProcedureReferences</name>
    <message>
        <source>The procedure&apos;s tools could not be looked up: %1</source>
        <translation>Die Werkzeuge der Arbeitsanweisung konnten nicht nachgeschlagen werden: %1</translation>
    </message>
    <message>
        <source>No provider has a tool of this name.</source>
        <translation>Kein Anbieter hat ein Werkzeug dieses Namens.</translation>
    </message>
    <message>
        <source>%1, pinned at version %2 (current: %3)</source>
        <translation>%1, angeheftet an Version %2 (aktuell: %3)</translation>
    </message>
    <message>
        <source>%1, version %2, not pinned</source>
        <translation>%1, Version %2, nicht angeheftet</translation>
    </message>
    <message>
        <source>Inputs: %1</source>
        <translation>Eingaben: %1</translation>
    </message>
    <message>
        <source>Several providers have a tool of this name: %1. Give all but one an alias (Give an Alias… beside the findings).</source>
        <translation>Mehrere Anbieter haben ein Werkzeug dieses Namens: %1. Geben Sie allen bis auf eines einen Alias (Alias wählen… neben den Befunden).</translation>
    </message>
    <message>
        <source>Your alias; its vendor calls it %1.</source>
        <translation>Ihr Alias; der Anbieter nennt es %1.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProcedureTools</name>
    <message>
        <source>the procedure refers to tools no provider has: %1</source>
        <translation>die Arbeitsanweisung nennt Werkzeuge, die kein Anbieter hat: %1</translation>
    </message>
    <message>
        <source>the procedure refers to names several tools have: %1 (give all but one an alias)</source>
        <translation>die Arbeitsanweisung nennt Namen, die mehrere Werkzeuge tragen: %1 (geben Sie allen bis auf eines einen Alias)</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProcedureWorkspace</name>
    <message>
        <source>&amp;New Procedure</source>
        <translation>&amp;Neue Arbeitsanweisung</translation>
    </message>
    <message>
        <source>Start a new operating procedure</source>
        <translation>Eine neue Arbeitsanweisung beginnen</translation>
    </message>
    <message>
        <source>&amp;Open Procedure…</source>
        <translation>Arbeitsanweisung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open an operating procedure from a Markdown file</source>
        <translation>Eine Arbeitsanweisung aus einer Markdown-Datei öffnen</translation>
    </message>
    <message>
        <source>&amp;Save Procedure</source>
        <translation>Arbeitsanweisung &amp;speichern</translation>
    </message>
    <message>
        <source>Save the procedure to its Markdown file</source>
        <translation>Die Arbeitsanweisung in ihrer Markdown-Datei speichern</translation>
    </message>
    <message>
        <source>Save Procedure &amp;As…</source>
        <translation>Arbeitsanweisung speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the procedure to a new Markdown file</source>
        <translation>Die Arbeitsanweisung in einer neuen Markdown-Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Close Procedure</source>
        <translation>Arbeitsanweisung schl&amp;ießen</translation>
    </message>
    <message>
        <source>Close the procedure</source>
        <translation>Die Arbeitsanweisung schließen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Untitled %1</source>
        <translation>Unbenannt %1</translation>
    </message>
    <message>
        <source>Open Procedure</source>
        <translation>Arbeitsanweisung öffnen</translation>
    </message>
    <message>
        <source>The procedure was not opened: %1</source>
        <translation>Die Arbeitsanweisung wurde nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>Save Procedure</source>
        <translation>Arbeitsanweisung speichern</translation>
    </message>
    <message>
        <source>The procedure was not saved: %1</source>
        <translation>Die Arbeitsanweisung wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Close without saving?</source>
        <translation>Ohne Speichern schließen?</translation>
    </message>
    <message>
        <source>“%1” has changes that were not saved. Close it and lose them?</source>
        <translation>„%1“ hat nicht gespeicherte Änderungen. Trotzdem schließen und die Änderungen verwerfen?</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>Noch nicht gespeichert</translation>
    </message>
    <message>
        <source>The recovery copy of “%1” was not written: %2</source>
        <translation>Die Wiederherstellungskopie von „%1“ wurde nicht geschrieben: %2</translation>
    </message>
    <message>
        <source>an unsaved procedure</source>
        <translation>eine nicht gespeicherte Arbeitsanweisung</translation>
    </message>
    <message>
        <source>Restore unsaved procedures?</source>
        <translation>Nicht gespeicherte Arbeitsanweisungen wiederherstellen?</translation>
    </message>
    <message>
        <source>Toolshelf ended before these procedures were saved:

%1

Restore them?</source>
        <translation>Toolshelf wurde beendet, bevor diese Arbeitsanweisungen gespeichert wurden:

%1

Sollen sie wiederhergestellt werden?</translation>
    </message>
    <message>
        <source>“%1” is in the demo&apos;s temporary folder, deleted when Toolshelf closes: choose where to keep it.</source>
        <translation>„%1“ liegt im temporären Ordner der Demo, der beim Beenden von Toolshelf gelöscht wird: Wählen Sie, wo die Arbeitsanweisung bleiben soll.</translation>
    </message>
    <message>
        <source>The procedure was not saved: %1 is deleted when the demo closes; choose another folder.</source>
        <translation>Die Arbeitsanweisung wurde nicht gespeichert: %1 wird beim Beenden der Demo gelöscht; wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>Open procedures</source>
        <translation>Geöffnete Arbeitsanweisungen</translation>
    </message>
    <message>
        <source>Procedure text</source>
        <translation>Text der Arbeitsanweisung</translation>
    </message>
    <message>
        <source>Procedure preview</source>
        <translation>Vorschau der Arbeitsanweisung</translation>
    </message>
</context>
<context>
    <name>Toolshelf::Profile</name>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProfileInstance</name>
    <message>
        <source>A second Toolshelf on this profile will open another window: %1</source>
        <translation>Ein zweites Toolshelf mit diesem Profil öffnet ein weiteres Fenster: %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProfileWriteLock</name>
    <message>
        <source>%1 is still writing this profile; try again once it has finished</source>
        <translation>%1 schreibt noch in dieses Profil; versuchen Sie es erneut, wenn es fertig ist</translation>
    </message>
    <message>
        <source>cannot take the profile&apos;s write lock %1</source>
        <translation>die Schreibsperre des Profils %1 kann nicht gesetzt werden</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>ein anderer Prozess</translation>
    </message>
    <message>
        <source>process %1 on %2</source>
        <translation>Prozess %1 auf %2</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <source>%1 (process %2)</source>
        <translation>%1 (Prozess %2)</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderActions</name>
    <message>
        <source>&amp;Remove Provider…</source>
        <translation>Anbieter &amp;entfernen…</translation>
    </message>
    <message>
        <source>&amp;Import Providers…</source>
        <translation>Anbieter &amp;importieren…</translation>
    </message>
    <message>
        <source>E&amp;xport Providers…</source>
        <translation>Anbieter e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Remove the selected provider with its secrets, cached tools, pins and edited texts</source>
        <translation>Den ausgewählten Anbieter mit seinen Geheimnissen, zwischengespeicherten Werkzeugen, Anheftungen und bearbeiteten Texten entfernen</translation>
    </message>
    <message>
        <source>Add or update providers from a provider file</source>
        <translation>Anbieter aus einer Anbieterdatei hinzufügen oder aktualisieren</translation>
    </message>
    <message>
        <source>Write every provider&apos;s settings (never a secret) to a file</source>
        <translation>Die Einstellungen aller Anbieter (nie ein Geheimnis) in eine Datei schreiben</translation>
    </message>
    <message>
        <source>Import Providers</source>
        <translation>Anbieter importieren</translation>
    </message>
    <message>
        <source>Export Providers</source>
        <translation>Anbieter exportieren</translation>
    </message>
    <message>
        <source>The provider was not removed: %1</source>
        <translation>Der Anbieter wurde nicht entfernt: %1</translation>
    </message>
    <message>
        <source>%1 is syncing: cancel the sync or wait for it, then remove it.</source>
        <translation>%1 wird gerade synchronisiert: Brechen Sie die Synchronisierung ab oder warten Sie sie ab, und entfernen Sie den Anbieter dann.</translation>
    </message>
    <message>
        <source>Remove Provider</source>
        <translation>Anbieter entfernen</translation>
    </message>
    <message>
        <source>The providers were not imported: %1</source>
        <translation>Die Anbieter wurden nicht importiert: %1</translation>
    </message>
    <message>
        <source>Edit those providers to enter their secrets again.</source>
        <translation>Bearbeiten Sie diese Anbieter, um ihre Geheimnisse erneut einzugeben.</translation>
    </message>
    <message>
        <source>The providers were not exported: %1</source>
        <translation>Die Anbieter wurden nicht exportiert: %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderAuthenticator</name>
    <message>
        <source>No credentials are stored for %1; run: toolshelf login %1</source>
        <translation>Für %1 sind keine Zugangsdaten gespeichert; ausführen: toolshelf login %1</translation>
    </message>
    <message>
        <source>The sign-in for %1 has expired (%2); run: toolshelf login %1</source>
        <translation>Die Anmeldung für %1 ist abgelaufen (%2); ausführen: toolshelf login %1</translation>
    </message>
    <message>
        <source>%1 refused the token request: %2</source>
        <translation>%1 hat die Token-Anfrage abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderCommand</name>
    <message>
        <source>Add, list, remove, import and export tool providers.</source>
        <translation>Werkzeuganbieter hinzufügen, auflisten, entfernen, importieren und exportieren.</translation>
    </message>
    <message>
        <source>toolshelf provider: --auth must be none, api-key, bearer, oauth2-client or oauth2-code
</source>
        <translation>toolshelf provider: --auth muss none, api-key, bearer, oauth2-client oder oauth2-code sein
</translation>
    </message>
    <message>
        <source>Added %1 (%2).</source>
        <translation>%1 (%2) hinzugefügt.</translation>
    </message>
    <message>
        <source>Store its credentials with: toolshelf login %1</source>
        <translation>Zugangsdaten speichern mit: toolshelf login %1</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>shadowed</source>
        <translation>verdrängt</translation>
    </message>
    <message>
        <source>Log in again: toolshelf login %1</source>
        <translation>Melden Sie sich erneut an: toolshelf login %1</translation>
    </message>
    <message>
        <source>Usage: toolshelf provider %1 %2</source>
        <translation>Aufruf: toolshelf provider %1 %2</translation>
    </message>
    <message>
        <source>give one %1</source>
        <translation>geben Sie ein %1 an</translation>
    </message>
    <message>
        <source>Adds a provider whose {platform-root} is URL. Secrets are stored separately with `toolshelf login NAME`.</source>
        <translation>Fügt einen Anbieter hinzu, dessen {platform-root} URL ist. Geheimnisse werden getrennt mit `toolshelf login NAME` gespeichert.</translation>
    </message>
    <message>
        <source>How to sign in: none, api-key, bearer, oauth2-client or oauth2-code.</source>
        <translation>Wie angemeldet wird: none, api-key, bearer, oauth2-client oder oauth2-code.</translation>
    </message>
    <message>
        <source>The header that carries the API key.</source>
        <translation>Der Header, der den API-Schlüssel trägt.</translation>
    </message>
    <message>
        <source>The OAuth2 client id.</source>
        <translation>Die OAuth2-Client-ID.</translation>
    </message>
    <message>
        <source>The OAuth2 token URL.</source>
        <translation>Die OAuth2-Token-URL.</translation>
    </message>
    <message>
        <source>The OAuth2 authorization URL (oauth2-code).</source>
        <translation>Die OAuth2-Autorisierungs-URL (oauth2-code).</translation>
    </message>
    <message>
        <source>The OAuth2 scope to ask for.</source>
        <translation>Der anzufragende OAuth2-Scope.</translation>
    </message>
    <message>
        <source>The provider&apos;s name.</source>
        <translation>Der Name des Anbieters.</translation>
    </message>
    <message>
        <source>give the provider&apos;s NAME and URL</source>
        <translation>geben Sie NAME und URL des Anbieters an</translation>
    </message>
    <message>
        <source>Lists the providers. Locked providers come from the administrator&apos;s file; a shadowed one is yours, set aside for the locked one of its name.</source>
        <translation>Listet die Anbieter auf. Gesperrte Anbieter stammen aus der Datei des Administrators; ein verdeckter ist Ihrer, zurückgestellt für den gesperrten gleichen Namens.</translation>
    </message>
    <message>
        <source>Print [{name, baseUrl, dialect, auth, locked, shadowed, ...}].</source>
        <translation>[{name, baseUrl, dialect, auth, locked, shadowed, ...}] ausgeben.</translation>
    </message>
    <message>
        <source>Usage: toolshelf provider list [--json]</source>
        <translation>Aufruf: toolshelf provider list [--json]</translation>
    </message>
    <message>
        <source>list takes no arguments</source>
        <translation>list nimmt keine Argumente</translation>
    </message>
    <message>
        <source>Removes a provider with its secrets, cached tools, pins and edited texts.</source>
        <translation>Entfernt einen Anbieter mit seinen Geheimnissen, zwischengespeicherten Werkzeugen, Fixierungen und bearbeiteten Texten.</translation>
    </message>
    <message>
        <source>Adds the providers of a provider file.</source>
        <translation>Fügt die Anbieter einer Anbieterdatei hinzu.</translation>
    </message>
    <message>
        <source>Writes every provider to a provider file.</source>
        <translation>Schreibt alle Anbieter in eine Anbieterdatei.</translation>
    </message>
    <message>
        <source>cannot tell which protocol %1 speaks; nothing was added. Give --dialect to add it anyway.</source>
        <translation>es lässt sich nicht erkennen, welches Protokoll %1 spricht; nichts wurde hinzugefügt. Geben Sie --dialect an, um ihn trotzdem hinzuzufügen.</translation>
    </message>
    <message>
        <source>Detected %1.</source>
        <translation>Erkannt: %1.</translation>
    </message>
    <message>
        <source>A local MCP server: start COMMAND with its ARGs (after --) and speak to it over its stdin and stdout.</source>
        <translation>Ein lokaler MCP-Server: COMMAND mit seinen ARGs (nach --) starten und über stdin und stdout mit ihm kommunizieren.</translation>
    </message>
    <message>
        <source>Set NAME=value in the local server&apos;s environment (again for more). Values of names like *_TOKEN or *_KEY go to the keychain, never to a file.</source>
        <translation>NAME=value in der Umgebung des lokalen Servers setzen (für weitere wiederholen). Werte von Namen wie *_TOKEN oder *_KEY kommen in den Schlüsselbund, nie in eine Datei.</translation>
    </message>
    <message>
        <source>Usage: toolshelf provider add NAME URL [options]
       toolshelf provider add NAME --stdio [--env NAME=value]... -- COMMAND [ARG...]</source>
        <translation>Aufruf: toolshelf provider add NAME URL [Optionen]
        toolshelf provider add NAME --stdio [--env NAME=value]... -- COMMAND [ARG...]</translation>
    </message>
    <message>
        <source>--env is for a local server (--stdio)</source>
        <translation>--env gilt nur für einen lokalen Server (--stdio)</translation>
    </message>
    <message>
        <source>give the provider&apos;s NAME, then -- and the COMMAND that starts the server</source>
        <translation>geben Sie NAME des Anbieters an, dann -- und den Befehl COMMAND, der den Server startet</translation>
    </message>
    <message>
        <source>a local server (--stdio) speaks mcp</source>
        <translation>ein lokaler Server (--stdio) spricht mcp</translation>
    </message>
    <message>
        <source>--env takes NAME=value, not &quot;%1&quot;</source>
        <translation>--env erwartet NAME=value, nicht „%1“</translation>
    </message>
    <message>
        <source>%1 was not found once added</source>
        <translation>%1 wurde nach dem Hinzufügen nicht gefunden</translation>
    </message>
    <message>
        <source>Stored %1 in the keychain.</source>
        <translation>%1 im Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <source>%1 was added, but its secret variables were not stored (%2); store them with: toolshelf login %1</source>
        <translation>%1 wurde hinzugefügt, aber seine geheimen Variablen wurden nicht gespeichert (%2); speichern Sie sie mit: toolshelf login %1</translation>
    </message>
    <message>
        <source>no keychain is available</source>
        <translation>kein Schlüsselbund verfügbar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Imported %1 (%2).</source>
        <translation>%1 (%2) importiert.</translation>
    </message>
    <message>
        <source>%1 was not found once imported</source>
        <translation>%1 wurde nach dem Import nicht gefunden</translation>
    </message>
    <message>
        <source>Stored %1 of %2 in the keychain.</source>
        <translation>%1 von %2 im Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <source>the secrets of %1 were not stored (%2); store them with: toolshelf login %1</source>
        <translation>die Geheimnisse von %1 wurden nicht gespeichert (%2); speichern Sie sie mit: toolshelf login %1</translation>
    </message>
    <message>
        <source>An MCP server&apos;s authorization server that takes a Client ID Metadata Document: the https URL of the one describing Toolshelf, used as the client id.</source>
        <translation>Für den Autorisierungsserver eines MCP-Servers, der ein Client ID Metadata Document annimmt: die https-URL des Dokuments, das Toolshelf beschreibt, als Client-ID verwendet.</translation>
    </message>
    <message>
        <source>Usage: toolshelf [--profile DIR] provider COMMAND

  add NAME URL [--dialect auto|a2t|a2t-capabilities|mcp|files]
      [--auth none|api-key|bearer|oauth2-client|oauth2-code]
      [--header NAME] [--client-id ID] [--token-url URL] [--auth-url URL] [--scope S]
      [--client-metadata-url URL]
                 Add a provider whose {platform-root} is URL. Without --dialect (auto)
                 its protocol is detected: a capabilities file at
                 URL/.well-known/a2t-capabilities.json, else an MCP server at URL,
                 else A2T&apos;s URL/tools; what was tried is printed when none answers.
                 Secrets are stored
                 separately with `toolshelf login NAME`. An MCP server with oauth2-code
                 and no --token-url names its authorization server itself: login
                 discovers it, registers Toolshelf there unless --client-id is given
                 (or --client-metadata-url, where the server takes one), and signs in.
  add NAME PATH --dialect files
                 Add declaration files: a folder (every *.json file under it, hidden
                 ones left out), one file, or one document at an https URL, of Agent
                 Tool declarations and ATDF documents. Nothing to call; sync reads the
                 files again and counts a changed tool as a new version. A path that
                 exists is taken as files without --dialect.
  add NAME --stdio [--env NAME=value]... -- COMMAND [ARG...]
                 Add a local MCP server, started as COMMAND and spoken to over its
                 stdin and stdout. Values of secret-looking names (*_TOKEN, *_KEY,
                 PASSWORD...) go to the keychain.
  list [--json]  List the providers; --json prints [{name, baseUrl, dialect, auth,
                 locked, shadowed, ...}]. Locked providers come from the
                 administrator&apos;s file; a shadowed one is yours, set aside for the
                 locked one of its name.
  remove NAME    Remove a provider with its secrets, cached tools, pins and edited
                 texts, so none attaches to a later provider of that name (export a
                 bundle first to keep them). Not a locked one: then your own provider
                 of that name, if the locked one shadows it.
  import FILE    Add the providers of a provider file ({&quot;version&quot;: 1, &quot;providers&quot;: [...]});
                 existing names are updated unless locked. A provider that now points
                 to other origins loses its stored secret: log in again.
                 FILE may also be an agent host&apos;s MCP configuration ({&quot;mcpServers&quot;:
                 ...} of Claude Desktop or Cursor, {&quot;servers&quot;: ...} of VS Code):
                 its servers are added, their secrets stored in the keychain.
  export FILE    Write every provider to a provider file. Files never carry secrets.

Exit status: 0 success, 1 the change was refused or a removed provider&apos;s secret is
still in the keychain, 2 bad usage or unreadable file.
</source>
        <translation>Aufruf: toolshelf [--profile DIR] provider COMMAND

  add NAME URL [--dialect auto|a2t|a2t-capabilities|mcp|files]
      [--auth none|api-key|bearer|oauth2-client|oauth2-code]
      [--header NAME] [--client-id ID] [--token-url URL] [--auth-url URL] [--scope S]
      [--client-metadata-url URL]
                 Fügt einen Anbieter hinzu, dessen {platform-root} URL ist. Ohne
                 --dialect (auto) wird sein Protokoll erkannt: eine Fähigkeitsdatei
                 unter URL/.well-known/a2t-capabilities.json, sonst ein MCP-Server
                 unter URL, sonst URL/tools nach A2T; antwortet keines davon, wird
                 ausgegeben, was versucht wurde. Geheimnisse werden getrennt mit
                 `toolshelf login NAME` gespeichert. Ein MCP-Server mit oauth2-code
                 und ohne --token-url nennt seinen Autorisierungsserver selbst: login
                 ermittelt ihn, registriert Toolshelf dort, sofern nicht --client-id
                 angegeben ist (oder --client-metadata-url, wo der Server diese
                 annimmt), und meldet sich an.
  add NAME PATH --dialect files
                 Fügt Deklarationsdateien hinzu: einen Ordner (jede *.json-Datei darin,
                 versteckte ausgenommen), eine Datei oder ein Dokument unter einer
                 https-URL, mit Agent-Tool-Deklarationen und ATDF-Dokumenten. Nichts
                 davon ist aufrufbar; sync liest die Dateien erneut und zählt ein
                 geändertes Werkzeug als neue Version. Ein vorhandener Pfad wird auch
                 ohne --dialect als Deklarationsdateien genommen.
  add NAME --stdio [--env NAME=value]... -- COMMAND [ARG...]
                 Fügt einen lokalen MCP-Server hinzu, der als COMMAND gestartet und
                 über stdin und stdout angesprochen wird. Werte von Namen, die nach
                 Geheimnissen aussehen (*_TOKEN, *_KEY, PASSWORD...), kommen in den
                 Schlüsselbund.
  list [--json]  Listet die Anbieter auf; --json gibt [{name, baseUrl, dialect, auth,
                 locked, shadowed, ...}] aus. Gesperrte Anbieter stammen aus der
                 Datei des Administrators; ein verdrängter ist Ihr eigener, der dem
                 gesperrten gleichen Namens weichen muss.
  remove NAME    Entfernt einen Anbieter mit seinen Geheimnissen, zwischengespeicherten
                 Werkzeugen, Anheftungen und bearbeiteten Texten, sodass nichts davon
                 auf einen späteren Anbieter dieses Namens übergeht (exportieren Sie
                 vorher ein Paket, um sie zu behalten). Einen gesperrten entfernt der
                 Befehl nicht, sondern dann Ihren eigenen Anbieter dieses Namens, falls
                 der gesperrte ihn verdrängt.
  import FILE    Fügt die Anbieter einer Anbieterdatei hinzu
                 ({&quot;version&quot;: 1, &quot;providers&quot;: [...]}); vorhandene Namen werden
                 aktualisiert, sofern sie nicht gesperrt sind.
                 Ein Anbieter, der jetzt auf andere Ursprünge verweist, verliert sein
                 gespeichertes Geheimnis: Melden Sie sich erneut an.
                 FILE kann auch die MCP-Konfiguration eines Agent-Hosts sein
                 ({&quot;mcpServers&quot;: ...} von Claude Desktop oder Cursor, {&quot;servers&quot;: ...}
                 von VS Code): Dessen Server werden hinzugefügt, ihre Geheimnisse im
                 Schlüsselbund gespeichert.
  export FILE    Schreibt alle Anbieter in eine Anbieterdatei. Dateien enthalten nie
                 Geheimnisse.

Rückgabewert: 0 Erfolg, 1 die Änderung wurde abgelehnt oder das Geheimnis eines
entfernten Anbieters ist noch im Schlüsselbund, 2 falscher Aufruf oder nicht lesbare
Datei.
</translation>
    </message>
    <message>
        <source>The protocol it speaks: auto (ask the provider), a2t, a2t-capabilities, mcp, or files (declaration files).</source>
        <translation>Das Protokoll, das er spricht: auto (den Anbieter fragen), a2t, a2t-capabilities, mcp oder files (Deklarationsdateien).</translation>
    </message>
    <message>
        <source>Its {platform-root}; for declaration files, a folder, a file or an https URL.</source>
        <translation>Sein {platform-root}; für Deklarationsdateien ein Ordner, eine Datei oder eine https-URL.</translation>
    </message>
    <message>
        <source>toolshelf provider: --dialect must be auto, a2t, a2t-capabilities, mcp or files
</source>
        <translation>toolshelf provider: --dialect muss auto, a2t, a2t-capabilities, mcp oder files sein
</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderDialog</name>
    <message>
        <source>Edit Provider</source>
        <translation>Anbieter bearbeiten</translation>
    </message>
    <message>
        <source>Add Provider</source>
        <translation>Anbieter hinzufügen</translation>
    </message>
    <message>
        <source>Your administrator manages this provider: its address and sign-in settings cannot be changed, and it cannot be removed. You can still store its credentials.</source>
        <translation>Dieser Anbieter wird von Ihrer Administration verwaltet: Adresse und Anmeldeeinstellungen können nicht geändert werden, und der Anbieter kann nicht entfernt werden. Seine Zugangsdaten können Sie dennoch speichern.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>API key in a header</source>
        <translation>API-Schlüssel in einem Header</translation>
    </message>
    <message>
        <source>Bearer token</source>
        <translation>Bearer-Token</translation>
    </message>
    <message>
        <source>OAuth2 client credentials</source>
        <translation>OAuth2 mit Client-Zugangsdaten</translation>
    </message>
    <message>
        <source>OAuth2 sign-in in the browser</source>
        <translation>OAuth2 mit Anmeldung im Browser</translation>
    </message>
    <message>
        <source>No secret is entered here: after saving, sign in through the browser (toolshelf login NAME).</source>
        <translation>Hier wird kein Geheimnis eingegeben: Melden Sie sich nach dem Speichern über den Browser an (toolshelf login NAME).</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>&amp;Basis-URL:</translation>
    </message>
    <message>
        <source>&amp;Dialect:</source>
        <translation>&amp;Dialekt:</translation>
    </message>
    <message>
        <source>&amp;Authentication:</source>
        <translation>&amp;Authentifizierung:</translation>
    </message>
    <message>
        <source>API key &amp;header:</source>
        <translation>API-Schlüssel-&amp;Header:</translation>
    </message>
    <message>
        <source>Authori&amp;zation URL:</source>
        <translation>Autorisierungs-&amp;URL:</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Connections cannot be tested here.</source>
        <translation>Verbindungen können hier nicht getestet werden.</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>Leave empty to keep the stored secret</source>
        <translation>Leer lassen, um das gespeicherte Geheimnis zu behalten</translation>
    </message>
    <message>
        <source>The provider was not saved: %1</source>
        <translation>Der Anbieter wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>The settings were saved, but the secret was not stored: %1</source>
        <translation>Die Einstellungen wurden gespeichert, das Geheimnis jedoch nicht: %1</translation>
    </message>
    <message>
        <source>The test was cancelled.</source>
        <translation>Der Test wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 wird hergestellt…</translation>
    </message>
    <message>
        <source>The {platform-root}: GET {base}/tools lists the tools.</source>
        <translation>Der {platform-root}: GET {base}/tools listet die Werkzeuge auf.</translation>
    </message>
    <message>
        <source>C&amp;lient ID:</source>
        <translation>&amp;Client-ID:</translation>
    </message>
    <message>
        <source>T&amp;oken URL:</source>
        <translation>T&amp;oken-URL:</translation>
    </message>
    <message>
        <source>Sco&amp;pe:</source>
        <translation>Sco&amp;pe:</translation>
    </message>
    <message>
        <source>S&amp;ecret:</source>
        <translation>&amp;Geheimnis:</translation>
    </message>
    <message>
        <source>Bearer to&amp;ken:</source>
        <translation>Bearer-To&amp;ken:</translation>
    </message>
    <message>
        <source>Client secr&amp;et:</source>
        <translation>Client-&amp;Secret:</translation>
    </message>
    <message>
        <source>Cancel &amp;Test</source>
        <translation>Tes&amp;t abbrechen</translation>
    </message>
    <message>
        <source>The Provider&apos;s Secret</source>
        <translation>Das Geheimnis des Anbieters</translation>
    </message>
    <message>
        <source>A provider&apos;s name cannot be changed: its tools and pins are filed under it.</source>
        <translation>Der Name eines Anbieters kann nicht geändert werden: Seine Werkzeuge und Anheftungen sind unter diesem Namen abgelegt.</translation>
    </message>
    <message>
        <source>%1 now signs in at other addresses, so its sign-in was removed. Sign in again: toolshelf login %1</source>
        <translation>%1 meldet sich jetzt bei anderen Adressen an, daher wurde seine Anmeldung entfernt. Melden Sie sich erneut an: toolshelf login %1</translation>
    </message>
    <message>
        <source>Checking the secret with %1…</source>
        <translation>Das Geheimnis wird bei %1 geprüft…</translation>
    </message>
    <message>
        <source>The secret for %1 is stored, but could not be checked: %2</source>
        <translation>Das Geheimnis für %1 ist gespeichert, konnte aber nicht geprüft werden: %2</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <source>Saved, but the provider refused the secret: %1 It stays stored, in case the provider is misconfigured for a while. Enter the right one and save again, or close.</source>
        <translation>Gespeichert, aber der Anbieter hat das Geheimnis abgelehnt: %1 Es bleibt gespeichert, falls der Anbieter nur vorübergehend falsch eingerichtet ist. Geben Sie das richtige ein und speichern Sie erneut, oder schließen Sie den Dialog.</translation>
    </message>
    <message>
        <source>Automatic (ask the provider)</source>
        <translation>Automatisch (den Anbieter fragen)</translation>
    </message>
    <message>
        <source>Automatic asks the provider when you test the connection or save: a capabilities file at {base}/.well-known/a2t-capabilities.json means a2t, else {base}/tools must answer as the A2T draft says.</source>
        <translation>Automatisch fragt den Anbieter, wenn Sie die Verbindung testen oder speichern: Eine Fähigkeitsdatei unter {base}/.well-known/a2t-capabilities.json bedeutet a2t, sonst muss {base}/tools so antworten, wie der A2T-Entwurf es verlangt.</translation>
    </message>
    <message>
        <source>Asking %1 which protocol it speaks…</source>
        <translation>%1 wird gefragt, welches Protokoll er spricht …</translation>
    </message>
    <message>
        <source>Nothing was saved: Toolshelf cannot tell which protocol the provider speaks. Check the base URL, or choose the dialect.</source>
        <translation>Nichts wurde gespeichert: Toolshelf kann nicht erkennen, welches Protokoll der Anbieter spricht. Prüfen Sie die Basis-URL oder wählen Sie den Dialekt.</translation>
    </message>
    <message>
        <source>A server at an address</source>
        <translation>Ein Server unter einer Adresse</translation>
    </message>
    <message>
        <source>A local program (MCP over stdio)</source>
        <translation>Ein lokales Programm (MCP über stdio)</translation>
    </message>
    <message>
        <source>The program and its arguments, quoted as in a terminal.</source>
        <translation>Das Programm und seine Argumente, mit Anführungszeichen wie in einem Terminal.</translation>
    </message>
    <message>
        <source>NAME=value, one per line</source>
        <translation>NAME=value, eine Zuweisung pro Zeile</translation>
    </message>
    <message>
        <source>Values of secret-looking names (…_TOKEN, …_KEY, PASSWORD…) are stored in the keychain, never in the providers file; leave them out to keep those stored.</source>
        <translation>Werte von Namen, die nach Geheimnissen aussehen (…_TOKEN, …_KEY, PASSWORD…), werden im Schlüsselbund gespeichert, nie in der Anbieterdatei; lassen Sie sie weg, um die gespeicherten zu behalten.</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>T&amp;yp:</translation>
    </message>
    <message>
        <source>Co&amp;mmand:</source>
        <translation>Be&amp;fehl:</translation>
    </message>
    <message>
        <source>En&amp;vironment:</source>
        <translation>U&amp;mgebung:</translation>
    </message>
    <message>
        <source>Found from the server when empty</source>
        <translation>Wenn leer, beim Server ermittelt</translation>
    </message>
    <message>
        <source>No secret is entered here: the first sync opens the server&apos;s sign-in page in your web browser.</source>
        <translation>Hier wird kein Geheimnis eingegeben: Die erste Synchronisierung öffnet die Anmeldeseite des Servers in Ihrem Webbrowser.</translation>
    </message>
    <message>
        <source>Declaration files (Agent Tool, ATDF)</source>
        <translation>Deklarationsdateien (Agent Tool, ATDF)</translation>
    </message>
    <message>
        <source>A local MCP server is started as a program on this computer, the way agent hosts start theirs, and spoken to over its stdin and stdout. Declaration files are a folder or file of Agent Tool declarations and ATDF documents, read as a provider whose tools are never called.</source>
        <translation>Ein lokaler MCP-Server wird als Programm auf diesem Computer gestartet, so wie Agent-Hosts ihre starten, und über stdin und stdout angesprochen. Deklarationsdateien sind ein Ordner oder eine Datei mit Agent-Tool-Deklarationen und ATDF-Dokumenten, gelesen als Anbieter, dessen Werkzeuge nie aufgerufen werden.</translation>
    </message>
    <message>
        <source>A folder, a file, or https://…</source>
        <translation>Ein Ordner, eine Datei oder https://…</translation>
    </message>
    <message>
        <source>Every *.json file under the folder is read, hidden ones left out; or one file; or one document at an https address.</source>
        <translation>Jede *.json-Datei im Ordner wird gelesen, versteckte ausgenommen; oder eine Datei; oder ein Dokument unter einer https-Adresse.</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>Du&amp;rchsuchen…</translation>
    </message>
    <message>
        <source>A &amp;Folder…</source>
        <translation>Einen &amp;Ordner…</translation>
    </message>
    <message>
        <source>A F&amp;ile…</source>
        <translation>Eine Da&amp;tei…</translation>
    </message>
    <message>
        <source>Each sync reads the files again; a changed tool becomes a new version. The tools are declarations: Try It cannot call them.</source>
        <translation>Jede Synchronisierung liest die Dateien erneut; ein geändertes Werkzeug wird eine neue Version. Die Werkzeuge sind Deklarationen: „Ausprobieren“ kann sie nicht aufrufen.</translation>
    </message>
    <message>
        <source>&amp;Files:</source>
        <translation>Date&amp;ien:</translation>
    </message>
    <message>
        <source>Folder of Declaration Files</source>
        <translation>Ordner mit Deklarationsdateien</translation>
    </message>
    <message>
        <source>Declaration File</source>
        <translation>Deklarationsdatei</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lese %1…</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderDraft</name>
    <message>
        <source>Enter the base URL as an absolute http:// or https:// address.</source>
        <translation>Geben Sie die Basis-URL als absolute http://- oder https://-Adresse ein.</translation>
    </message>
    <message>
        <source>Credentials are sent only over https, or over plain http to this computer; use an https:// address.</source>
        <translation>Zugangsdaten werden nur über https gesendet, oder über unverschlüsseltes http an diesen Computer; verwenden Sie eine https://-Adresse.</translation>
    </message>
    <message>
        <source>Enter the name of the header that carries the API key.</source>
        <translation>Geben Sie den Namen des Headers ein, der den API-Schlüssel enthält.</translation>
    </message>
    <message>
        <source>Enter the OAuth2 client ID.</source>
        <translation>Geben Sie die OAuth2-Client-ID ein.</translation>
    </message>
    <message>
        <source>Enter the token URL as an absolute http:// or https:// address.</source>
        <translation>Geben Sie die Token-URL als absolute http://- oder https://-Adresse ein.</translation>
    </message>
    <message>
        <source>Enter the authorization URL as an absolute http:// or https:// address.</source>
        <translation>Geben Sie die Autorisierungs-URL als absolute http://- oder https://-Adresse ein.</translation>
    </message>
    <message>
        <source>The provider now points to another server: enter the secret again, so the stored one is never sent there.</source>
        <translation>Der Anbieter verweist jetzt auf einen anderen Server: Geben Sie das Geheimnis erneut ein, damit das gespeicherte nie dorthin gesendet wird.</translation>
    </message>
    <message>
        <source>Enter the API key.</source>
        <translation>Geben Sie den API-Schlüssel ein.</translation>
    </message>
    <message>
        <source>Enter the bearer token.</source>
        <translation>Geben Sie das Bearer-Token ein.</translation>
    </message>
    <message>
        <source>Enter the client secret.</source>
        <translation>Geben Sie das Client-Secret ein.</translation>
    </message>
    <message>
        <source>A provider that signs in with a browser can be tested only once signed in: save it, sign in, then test it.</source>
        <translation>Ein Anbieter mit Anmeldung im Browser lässt sich erst nach der Anmeldung testen: Speichern Sie ihn, melden Sie sich an und testen Sie ihn dann.</translation>
    </message>
    <message>
        <source>Enter a name for the provider.</source>
        <translation>Geben Sie einen Namen für den Anbieter ein.</translation>
    </message>
    <message>
        <source>A provider named &quot;%1&quot; already exists; choose another name.</source>
        <translation>Ein Anbieter namens &quot;%1&quot; existiert bereits; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>Enter the command that starts the server, as in a terminal.</source>
        <translation>Geben Sie den Befehl ein, der den Server startet, wie in einem Terminal.</translation>
    </message>
    <message>
        <source>Line %1 of the environment is not NAME=value.</source>
        <translation>Zeile %1 der Umgebung hat nicht die Form NAME=value.</translation>
    </message>
    <message>
        <source>The command changed: type the secret variables again, so the stored ones never go to another program.</source>
        <translation>Der Befehl hat sich geändert: Geben Sie die geheimen Variablen erneut ein, damit die gespeicherten nie an ein anderes Programm gehen.</translation>
    </message>
    <message>
        <source>Enter the token URL too, or neither to discover both from the MCP server.</source>
        <translation>Geben Sie auch die Token-URL ein, oder keine der beiden, damit beide beim MCP-Server ermittelt werden.</translation>
    </message>
    <message>
        <source>Enter the folder or file that holds the declarations, or the https:// address of one.</source>
        <translation>Geben Sie den Ordner oder die Datei mit den Deklarationen an oder die https://-Adresse einer Datei.</translation>
    </message>
    <message>
        <source>Declaration files are fetched over https only: use an https:// address, or a folder or file on this computer.</source>
        <translation>Deklarationsdateien werden nur über https abgerufen: Verwenden Sie eine https://-Adresse oder einen Ordner oder eine Datei auf diesem Computer.</translation>
    </message>
    <message>
        <source>Enter a folder or file on this computer, or an https:// address.</source>
        <translation>Geben Sie einen Ordner oder eine Datei auf diesem Computer an oder eine https://-Adresse.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderError</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderExchange</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Imported %1: %2 added, %3 updated.</source>
        <translation>%1 importiert: %2 hinzugefügt, %3 aktualisiert.</translation>
    </message>
    <message>
        <source>the providers are not exported: %1</source>
        <translation>die Anbieter werden nicht exportiert: %1</translation>
    </message>
    <message>
        <source>the providers are not exported: they read back with other values than were written</source>
        <translation>die Anbieter werden nicht exportiert: beim Zurücklesen ergeben sie andere Werte, als geschrieben wurden</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n provider(s) to %1.</source>
        <translation>
            <numerusform>%n Anbieter nach %1 exportiert.</numerusform>
            <numerusform>%n Anbieter nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 now uses %2 instead of %3. Its stored secret could not be removed (%4), but it is never sent with the new settings.</source>
        <translation>%1 verwendet jetzt %2 statt %3. Sein gespeichertes Geheimnis konnte nicht entfernt werden (%4), wird aber mit den neuen Einstellungen nie gesendet.</translation>
    </message>
    <message>
        <source>%1 now uses %2 instead of %3: its stored secret was removed, so it is never sent there.</source>
        <translation>%1 verwendet jetzt %2 statt %3: Sein gespeichertes Geheimnis wurde entfernt und wird daher nie dorthin gesendet.</translation>
    </message>
    <message>
        <source>Left out the local servers %1: a provider file never starts a program.</source>
        <translation>Die lokalen Server %1 wurden ausgelassen: Eine Anbieterdatei startet nie ein Programm.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderItemDelegate</name>
    <message>
        <source>%1 (managed)</source>
        <translation>%1 (verwaltet)</translation>
    </message>
    <message>
        <source>Sync failed: %1</source>
        <translation>Synchronisierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Tools: %1 · synced %2</source>
        <translation>Werkzeuge: %1 · synchronisiert %2</translation>
    </message>
    <message>
        <source>Not synced yet</source>
        <translation>Noch nicht synchronisiert</translation>
    </message>
    <message>
        <source>secret kept for this session only</source>
        <translation>Geheimnis nur für diese Sitzung aufbewahrt</translation>
    </message>
    <message>
        <source>replaces your own provider of this name</source>
        <translation>ersetzt Ihren eigenen Anbieter dieses Namens</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderListModel</name>
    <message>
        <source>Address: %1</source>
        <translation>Adresse: %1</translation>
    </message>
    <message>
        <source>Sign-in: %1</source>
        <translation>Anmeldung: %1</translation>
    </message>
    <message>
        <source>Syncing: pages %1, tools %2</source>
        <translation>Synchronisierung: Seiten %1, Werkzeuge %2</translation>
    </message>
    <message>
        <source>Last synced: %1</source>
        <translation>Zuletzt synchronisiert: %1</translation>
    </message>
    <message>
        <source>Never synced</source>
        <translation>Nie synchronisiert</translation>
    </message>
    <message>
        <source>Tools in the catalog: %1</source>
        <translation>Werkzeuge im Katalog: %1</translation>
    </message>
    <message>
        <source>The last sync failed (%1): %2</source>
        <translation>Die letzte Synchronisierung ist fehlgeschlagen (%1): %2</translation>
    </message>
    <message>
        <source>This provider is managed by your administrator: its address and sign-in cannot be changed.</source>
        <translation>Dieser Anbieter wird von Ihrer Administration verwaltet: Adresse und Anmeldung können nicht geändert werden.</translation>
    </message>
    <message>
        <source>No keychain: the secret is kept for this session only and must be entered again after a restart.</source>
        <translation>Kein Schlüsselbund: Das Geheimnis wird nur für diese Sitzung aufbewahrt und muss nach einem Neustart erneut eingegeben werden.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>sign-in method</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>bearer token</source>
        <translation>Bearer-Token</translation>
    </message>
    <message>
        <source>OAuth 2 client credentials</source>
        <translation>OAuth 2 mit Client-Zugangsdaten</translation>
    </message>
    <message>
        <source>OAuth 2 sign-in in the browser</source>
        <translation>OAuth 2 mit Anmeldung im Browser</translation>
    </message>
    <message>
        <source>Saving to the catalog: tools %1</source>
        <translation>Wird im Katalog gespeichert: Werkzeuge %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Protocol: %1</source>
        <translation>Protokoll: %1</translation>
    </message>
    <message>
        <source>Syncing: tools %1 of %2, pages %3</source>
        <translation>Synchronisiere: Werkzeuge %1 von %2, Seiten %3</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <source>secret environment variables</source>
        <translation>geheime Umgebungsvariablen</translation>
    </message>
    <message>
        <source>Files: %1</source>
        <translation>Dateien: %1</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Warte auf %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderOptions</name>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Die Version anzeigen.</translation>
    </message>
    <message>
        <source>Serve the catalog directory DIR (repeatable; several are served at {root}/{directory name}). Default: the bundled sample catalogs.</source>
        <translation>Das Katalogverzeichnis DIR bereitstellen (wiederholbar; mehrere werden unter {root}/{Verzeichnisname} bereitgestellt). Standard: die mitgelieferten Beispielkataloge.</translation>
    </message>
    <message>
        <source>Serve a generated catalog of TOOLS tools across TAGS tags with VERSIONS versions each, reproducible from SEED (defaults 20, 3, 1).</source>
        <translation>Einen generierten Katalog mit TOOLS Werkzeugen in TAGS Tags und je VERSIONS Versionen bereitstellen, reproduzierbar aus SEED (Standardwerte 20, 3, 1).</translation>
    </message>
    <message>
        <source>With --synthetic: write the generated catalog to DIR and exit.</source>
        <translation>Mit --synthetic: den generierten Katalog nach DIR schreiben und beenden.</translation>
    </message>
    <message>
        <source>Listen on 127.0.0.1:N; 0 (default) picks a free port.</source>
        <translation>Auf 127.0.0.1:N lauschen; 0 (Standard) wählt einen freien Port.</translation>
    </message>
    <message>
        <source>Page size when a client sends no pageLimit (default 50).</source>
        <translation>Seitengröße, wenn ein Client kein pageLimit sendet (Standard 50).</translation>
    </message>
    <message>
        <source>Largest page the server gives (default 100).</source>
        <translation>Größte Seitengröße, die der Server liefert (Standard 100).</translation>
    </message>
    <message>
        <source>Authentication: none (default), api-key, bearer or oauth2.</source>
        <translation>Authentifizierung: none (Standard), api-key, bearer oder oauth2.</translation>
    </message>
    <message>
        <source>Header carrying the API key (default X-Api-Key).</source>
        <translation>Header, der den API-Schlüssel enthält (Standard X-Api-Key).</translation>
    </message>
    <message>
        <source>The API key or bearer token clients must send. Prefer the environment variable TOOLSHELF_PROVIDER_SECRET: arguments are visible to other users.</source>
        <translation>Der API-Schlüssel oder das Bearer-Token, das Clients senden müssen. Besser die Umgebungsvariable TOOLSHELF_PROVIDER_SECRET verwenden: Argumente sind für andere Benutzer sichtbar.</translation>
    </message>
    <message>
        <source>OAuth2 client id (default toolshelf).</source>
        <translation>OAuth2-Client-ID (Standard toolshelf).</translation>
    </message>
    <message>
        <source>OAuth2 client secret for the client-credentials grant; or set TOOLSHELF_PROVIDER_CLIENT_SECRET.</source>
        <translation>OAuth2-Client-Secret für den Client-Credentials-Grant; alternativ TOOLSHELF_PROVIDER_CLIENT_SECRET setzen.</translation>
    </message>
    <message>
        <source>Seconds an OAuth2 access token lives (default 3600).</source>
        <translation>Lebensdauer eines OAuth2-Zugriffstokens in Sekunden (Standard 3600).</translation>
    </message>
    <message>
        <source>Fault: delay every response by MS milliseconds.</source>
        <translation>Störung: jede Antwort um MS Millisekunden verzögern.</translation>
    </message>
    <message>
        <source>Fault: answer this fraction (0-1) of tools requests with 500.</source>
        <translation>Störung: diesen Anteil (0-1) der Werkzeuganfragen mit 500 beantworten.</translation>
    </message>
    <message>
        <source>Seed for --error-rate (default 1).</source>
        <translation>Startwert für --error-rate (Standard 1).</translation>
    </message>
    <message>
        <source>Fault: answer every Nth tools request with 429 and Retry-After.</source>
        <translation>Störung: jede N-te Werkzeuganfrage mit 429 und Retry-After beantworten.</translation>
    </message>
    <message>
        <source>Seconds in Retry-After for --rate-limit (default 1).</source>
        <translation>Sekunden in Retry-After für --rate-limit (Standard 1).</translation>
    </message>
    <message>
        <source>Fault: cut page N of GET /tools off mid-JSON.</source>
        <translation>Störung: Seite N von GET /tools mitten im JSON abschneiden.</translation>
    </message>
    <message>
        <source>Fault: pages after the first repeat the cursor they were asked with.</source>
        <translation>Störung: Seiten nach der ersten wiederholen den Cursor, mit dem sie angefordert wurden.</translation>
    </message>
    <message>
        <source>Fault: never answer page N of GET /tools.</source>
        <translation>Störung: Seite N von GET /tools nie beantworten.</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3</source>
        <translation>--%1 muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>unerwartetes Argument &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--synthetic takes TOOLS[:TAGS[:VERSIONS[:SEED]]], e.g. 100000:50:3:7</source>
        <translation>--synthetic erwartet TOOLS[:TAGS[:VERSIONS[:SEED]]], z. B. 100000:50:3:7</translation>
    </message>
    <message>
        <source>--synthetic and --catalog cannot be combined</source>
        <translation>--synthetic und --catalog können nicht kombiniert werden</translation>
    </message>
    <message>
        <source>--write-catalog needs --synthetic</source>
        <translation>--write-catalog erfordert --synthetic</translation>
    </message>
    <message>
        <source>--error-rate must be a number from 0 to 1</source>
        <translation>--error-rate muss eine Zahl von 0 bis 1 sein</translation>
    </message>
    <message>
        <source>--redirect-to must be an absolute URL</source>
        <translation>--redirect-to muss eine absolute URL sein</translation>
    </message>
    <message>
        <source>--auth %1 needs --secret or TOOLSHELF_PROVIDER_SECRET</source>
        <translation>--auth %1 erfordert --secret oder TOOLSHELF_PROVIDER_SECRET</translation>
    </message>
    <message>
        <source>--auth oauth2 needs --client-secret or TOOLSHELF_PROVIDER_CLIENT_SECRET</source>
        <translation>--auth oauth2 erfordert --client-secret oder TOOLSHELF_PROVIDER_CLIENT_SECRET</translation>
    </message>
    <message>
        <source>--auth must be none, api-key, bearer or oauth2</source>
        <translation>--auth muss none, api-key, bearer oder oauth2 sein</translation>
    </message>
    <message>
        <source>Usage: toolshelf-provider [options]</source>
        <translation>Aufruf: toolshelf-provider [Optionen]</translation>
    </message>
    <message>
        <source>Path of {platform-root}, e.g. /v1 (default: empty).</source>
        <translation>Pfad von {platform-root}, z. B. /v1 (Standard: leer).</translation>
    </message>
    <message>
        <source>Fault: redirect GET requests for tools to the same path on URL&apos;s origin.</source>
        <translation>Störung: GET-Anfragen nach Werkzeugen auf denselben Pfad am Ursprung von URL umleiten.</translation>
    </message>
    <message>
        <source>a2t-capabilities: the tools endpoint below the root (default /tools).</source>
        <translation>a2t-capabilities: der Endpunkt der Werkzeuge unterhalb der Wurzel (Standard /tools).</translation>
    </message>
    <message>
        <source>a2t-capabilities: the groups endpoint below the root (default /groups).</source>
        <translation>a2t-capabilities: der Endpunkt der Gruppen unterhalb der Wurzel (Standard /groups).</translation>
    </message>
    <message>
        <source>a2t-capabilities: offer no groups; every tool is a top-level one.</source>
        <translation>a2t-capabilities: keine Gruppen anbieten; jedes Werkzeug steht auf oberster Ebene.</translation>
    </message>
    <message>
        <source>a2t-capabilities: offer no search.</source>
        <translation>a2t-capabilities: keine Suche anbieten.</translation>
    </message>
    <message>
        <source>--tools-path and --groups-path must be paths such as /api/tools</source>
        <translation>--tools-path und --groups-path müssen Pfade wie /api/tools sein</translation>
    </message>
    <message>
        <source>--tools-path and --groups-path must differ</source>
        <translation>--tools-path und --groups-path müssen sich unterscheiden</translation>
    </message>
    <message>
        <source>The reference A2T tool provider: serves catalogs of tool signatures over HTTP as draft-rosenberg-aiproto-a2t sections 6-7 describe (or, with --dialect a2t-capabilities, as seed 003&apos;s a2t does), with authentication and injectable faults for testing clients. Prints one line per catalog: NAME URL.</source>
        <translation>Der A2T-Referenzanbieter: stellt Kataloge von Werkzeugsignaturen über HTTP bereit, wie draft-rosenberg-aiproto-a2t in den Abschnitten 6–7 beschreibt (oder, mit --dialect a2t-capabilities, wie das a2t aus Quelle 003), mit Authentifizierung und einspeisbaren Fehlern zum Testen von Clients. Gibt eine Zeile je Katalog aus: NAME URL.</translation>
    </message>
    <message>
        <source>With --synthetic and --dialect a2t-capabilities: file the tools in N groups below one top-level group per tag (rounded up to a multiple of the tags; default one per 1000 tools, from the tags to 10000).</source>
        <translation>Mit --synthetic und --dialect a2t-capabilities: die Werkzeuge in N Gruppen unter je einer Gruppe oberster Ebene pro Tag ablegen (aufgerundet auf ein Vielfaches der Tags; Standard: eine je 1000 Werkzeuge, von der Zahl der Tags bis 10000).</translation>
    </message>
    <message>
        <source>--synthetic-groups needs --synthetic</source>
        <translation>--synthetic-groups erfordert --synthetic</translation>
    </message>
    <message>
        <source>--synthetic-groups needs --dialect a2t-capabilities with groups</source>
        <translation>--synthetic-groups erfordert --dialect a2t-capabilities mit Gruppen</translation>
    </message>
    <message>
        <source>--dialect must be a2t, a2t-capabilities or mcp</source>
        <translation>--dialect muss a2t, a2t-capabilities oder mcp sein</translation>
    </message>
    <message>
        <source>The protocol served: a2t (the IETF draft, default), a2t-capabilities (seed 003&apos;s a2t: a capabilities file, groups, search, offset paging) or mcp (an MCP server over streamable HTTP at {root}/mcp, tools/list paged by cursor).</source>
        <translation>Das angebotene Protokoll: a2t (der IETF-Entwurf, Standard), a2t-capabilities (das a2t aus Seed 003: eine Capabilities-Datei, Gruppen, Suche, Seiten nach Offset) oder mcp (ein MCP-Server über Streamable HTTP unter {root}/mcp, tools/list in Seiten nach Cursor).</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderRegistry</name>
    <message>
        <source>provider %1: %2</source>
        <translation>Anbieter %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; looks like a secret; provider files never carry secrets, use toolshelf login</source>
        <translation>&quot;%1&quot; sieht wie ein Geheimnis aus; Anbieterdateien enthalten nie Geheimnisse, dafür gibt es toolshelf login</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>&quot;%1&quot; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>unknown dialect &quot;%1&quot;</source>
        <translation>unbekannter Dialekt &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown auth method &quot;%1&quot;</source>
        <translation>unbekannte Anmeldeart &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>der Name ist leer</translation>
    </message>
    <message>
        <source>the name is longer than %1 characters</source>
        <translation>der Name ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>the name contains control characters, line breaks or slashes</source>
        <translation>der Name enthält Steuerzeichen, Zeilenumbrüche oder Schrägstriche</translation>
    </message>
    <message>
        <source>the base URL must be an absolute http or https URL</source>
        <translation>die Basis-URL muss eine absolute http- oder https-URL sein</translation>
    </message>
    <message>
        <source>the base URL must not carry a user name or password; use toolshelf login</source>
        <translation>die Basis-URL darf keinen Benutzernamen und kein Passwort enthalten; dafür gibt es toolshelf login</translation>
    </message>
    <message>
        <source>the API key header name &quot;%1&quot; is not a valid HTTP header name</source>
        <translation>der Header-Name &quot;%1&quot; für den API-Schlüssel ist kein gültiger HTTP-Header-Name</translation>
    </message>
    <message>
        <source>OAuth2 with a browser needs an http(s) authorization URL</source>
        <translation>OAuth2 mit Browser braucht eine http(s)-Autorisierungs-URL</translation>
    </message>
    <message>
        <source>OAuth2 needs a client id</source>
        <translation>OAuth2 braucht eine Client-ID</translation>
    </message>
    <message>
        <source>OAuth2 needs an http(s) token URL</source>
        <translation>OAuth2 braucht eine http(s)-Token-URL</translation>
    </message>
    <message>
        <source>malformed JSON at byte %1: %2</source>
        <translation>fehlerhaftes JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>expected {&quot;version&quot;: 1, &quot;providers&quot;: [...]}</source>
        <translation>erwartet wurde {&quot;version&quot;: 1, &quot;providers&quot;: [...]}</translation>
    </message>
    <message>
        <source>the file is from a newer Toolshelf (version %1)</source>
        <translation>die Datei stammt von einem neueren Toolshelf (Version %1)</translation>
    </message>
    <message>
        <source>provider %1 is not an object</source>
        <translation>Anbieter %1 ist kein Objekt</translation>
    </message>
    <message>
        <source>provider &quot;%1&quot; is listed twice</source>
        <translation>Anbieter &quot;%1&quot; ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>a provider named &quot;%1&quot; already exists</source>
        <translation>ein Anbieter namens &quot;%1&quot; existiert bereits</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is managed by your administrator and cannot be changed</source>
        <translation>&quot;%1&quot; wird von Ihrer Administration verwaltet und kann nicht geändert werden</translation>
    </message>
    <message>
        <source>no provider named &quot;%1&quot;</source>
        <translation>kein Anbieter namens &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is managed by your administrator and cannot be removed</source>
        <translation>&quot;%1&quot; wird von Ihrer Administration verwaltet und kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>no provider of yours named &quot;%1&quot; is set aside</source>
        <translation>kein eigener Anbieter namens &quot;%1&quot; ist beiseitegestellt</translation>
    </message>
    <message>
        <source>Your own provider %1 (%2) is not used: your administrator manages a provider of the same name, which takes its place. Nothing of yours (settings, secret) is given to it. To use yours, remove it (toolshelf provider remove %1) and add it again under another name.</source>
        <translation>Ihr eigener Anbieter %1 (%2) wird nicht verwendet: Ihre Administration verwaltet einen Anbieter gleichen Namens, der seinen Platz einnimmt. Nichts von Ihrem (Einstellungen, Geheimnis) wird an ihn weitergegeben. Um Ihren zu verwenden, entfernen Sie ihn (toolshelf provider remove %1) und fügen Sie ihn unter einem anderen Namen erneut hinzu.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array of strings</source>
        <translation>„%1“ muss ein Array aus Zeichenketten sein</translation>
    </message>
    <message>
        <source>it starts the local program &quot;%1&quot;; a shared file never makes Toolshelf run a program. Add it yourself with toolshelf provider add %2 --stdio -- COMMAND</source>
        <translation>er startet das lokale Programm „%1“; eine geteilte Datei bringt Toolshelf nie dazu, ein Programm auszuführen. Fügen Sie ihn selbst hinzu mit toolshelf provider add %2 --stdio -- COMMAND</translation>
    </message>
    <message>
        <source>only a local server takes its secrets from the environment</source>
        <translation>nur ein lokaler Server bezieht seine Geheimnisse aus der Umgebung</translation>
    </message>
    <message>
        <source>only an MCP server can be started as a local program</source>
        <translation>nur ein MCP-Server kann als lokales Programm gestartet werden</translation>
    </message>
    <message>
        <source>a local server has a command or a URL, not both</source>
        <translation>ein lokaler Server hat einen Befehl oder eine URL, nicht beides</translation>
    </message>
    <message>
        <source>a local server signs in with its environment only</source>
        <translation>ein lokaler Server meldet sich nur über seine Umgebung an</translation>
    </message>
    <message>
        <source>the command names no program</source>
        <translation>der Befehl nennt kein Programm</translation>
    </message>
    <message>
        <source>the command contains a NUL character</source>
        <translation>der Befehl enthält ein NUL-Zeichen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not NAME=value</source>
        <translation>„%1“ hat nicht die Form NAME=value</translation>
    </message>
    <message>
        <source>%1 looks like a secret; provider files never carry secrets, store it with toolshelf login</source>
        <translation>%1 sieht wie ein Geheimnis aus; Anbieterdateien enthalten nie Geheimnisse, speichern Sie es mit toolshelf login</translation>
    </message>
    <message>
        <source>give the token URL with the authorization URL, or neither to discover both from the MCP server</source>
        <translation>geben Sie die Token-URL zusammen mit der Autorisierungs-URL an, oder keine der beiden, damit beide beim MCP-Server ermittelt werden</translation>
    </message>
    <message>
        <source>the client metadata document URL must be an https URL with a path</source>
        <translation>die URL des Client-Metadaten-Dokuments muss eine https-URL mit Pfad sein</translation>
    </message>
    <message>
        <source>the declaration files&apos; location must be an absolute path</source>
        <translation>der Ort der Deklarationsdateien muss ein absoluter Pfad sein</translation>
    </message>
    <message>
        <source>a folder or file on this computer is read without signing in; leave the authentication at none</source>
        <translation>ein Ordner oder eine Datei auf diesem Computer wird ohne Anmeldung gelesen; lassen Sie die Authentifizierung auf none</translation>
    </message>
    <message>
        <source>declaration files are fetched over https only, never plain http; give an https:// URL, or a folder or file on this computer</source>
        <translation>Deklarationsdateien werden nur über https abgerufen, nie über einfaches http; geben Sie eine https://-URL an oder einen Ordner oder eine Datei auf diesem Computer</translation>
    </message>
    <message>
        <source>declaration files are a folder or file on this computer, or one document at an https:// URL</source>
        <translation>Deklarationsdateien sind ein Ordner oder eine Datei auf diesem Computer oder ein Dokument unter einer https://-URL</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderRemoval</name>
    <message>
        <source>&quot;%1&quot; is managed by your administrator and cannot be removed</source>
        <translation>&quot;%1&quot; wird von Ihrer Administration verwaltet und kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>no provider named &quot;%1&quot;</source>
        <translation>kein Anbieter namens &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Remove your own provider %1 (%2)? It is not used: your administrator&apos;s %1 takes its place, and stays, with its tools, pins and edited texts. Your own one&apos;s settings and secrets are removed.</source>
        <translation>Ihren eigenen Anbieter %1 (%2) entfernen? Er wird nicht verwendet: %1 Ihrer Administration tritt an seine Stelle und bleibt mit seinen Werkzeugen, Anheftungen und bearbeiteten Texten erhalten. Entfernt werden die Einstellungen und Geheimnisse Ihres eigenen Anbieters.</translation>
    </message>
    <message>
        <source>its settings and its secrets in the keychain</source>
        <translation>seine Einstellungen und seine Geheimnisse im Schlüsselbund</translation>
    </message>
    <message numerus="yes">
        <source>its %n cached tool(s), which a sync fetches again if you add it back</source>
        <translation>
            <numerusform>%n zwischengespeichertes Werkzeug, das eine Synchronisierung erneut abruft, wenn Sie den Anbieter wieder hinzufügen</numerusform>
            <numerusform>%n zwischengespeicherte Werkzeuge, die eine Synchronisierung erneut abruft, wenn Sie den Anbieter wieder hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your %n pin(s) of its tools</source>
        <translation>
            <numerusform>Ihre %n Anheftung seiner Werkzeuge</numerusform>
            <numerusform>Ihre %n Anheftungen seiner Werkzeuge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n text(s) you edited for its tools</source>
        <translation>
            <numerusform>%n Text, den Sie für seine Werkzeuge bearbeitet haben</numerusform>
            <numerusform>%n Texte, die Sie für seine Werkzeuge bearbeitet haben</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the provider %1 (%2)? This removes %3.</source>
        <translation>Den Anbieter %1 (%2) entfernen? Dabei werden entfernt: %3.</translation>
    </message>
    <message>
        <source>Pins and edited texts are not kept for a later provider of the same name, which may be another server. To keep them, export its tools as a bundle first.</source>
        <translation>Anheftungen und bearbeitete Texte werden nicht für einen späteren Anbieter gleichen Namens aufbewahrt, hinter dem ein anderer Server stehen kann. Um sie zu behalten, exportieren Sie seine Werkzeuge vorher als Paket.</translation>
    </message>
    <message>
        <source>Procedures that name its tools will show them as unknown.</source>
        <translation>Arbeitsanweisungen, die seine Werkzeuge nennen, zeigen sie als unbekannt an.</translation>
    </message>
    <message>
        <source>a removal is already under way</source>
        <translation>es wird bereits ein Anbieter entfernt</translation>
    </message>
    <message>
        <source>The catalog data of %1 was not removed: %2</source>
        <translation>Die Katalogdaten von %1 wurden nicht entfernt: %2</translation>
    </message>
    <message>
        <source>%1 was removed, but its secret was not: %2 The secret is filed under the removed provider&apos;s own identity, so no other provider ever receives it. To delete it, remove the entries &quot;%3&quot; and &quot;%4&quot; of the service &quot;%5&quot; with your keychain&apos;s manager (for example Passwords and Keys, KWalletManager or secret-tool).</source>
        <translation>%1 wurde entfernt, sein Geheimnis aber nicht: %2 Das Geheimnis ist unter der eigenen Identität des entfernten Anbieters abgelegt, daher erhält es nie ein anderer Anbieter. Um es zu löschen, entfernen Sie die Einträge „%3“ und „%4“ des Dienstes „%5“ mit der Verwaltung Ihres Schlüsselbunds (zum Beispiel Passwörter und Verschlüsselung, KWalletManager oder secret-tool).</translation>
    </message>
    <message>
        <source>Removed your own provider %1; your administrator&apos;s %1 stays.</source>
        <translation>Ihr eigener Anbieter %1 wurde entfernt; %1 Ihrer Administration bleibt.</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 entfernt.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ProviderSync</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>The version history of %1 was refused: %2; its stored versions are kept.</source>
        <translation>Der Versionsverlauf von %1 wurde abgelehnt: %2; seine gespeicherten Versionen bleiben erhalten.</translation>
    </message>
    <message>
        <source>The version history of %1 is gone (HTTP %2); its stored versions are kept.</source>
        <translation>Der Versionsverlauf von %1 ist nicht mehr vorhanden (HTTP %2); seine gespeicherten Versionen bleiben erhalten.</translation>
    </message>
    <message>
        <source>the catalog cannot start a sync</source>
        <translation>der Katalog kann keine Synchronisierung starten</translation>
    </message>
    <message>
        <source>the catalog cannot read the pinned tools</source>
        <translation>der Katalog kann die angehefteten Werkzeuge nicht lesen</translation>
    </message>
    <message>
        <source>the catalog could not store a page</source>
        <translation>der Katalog konnte eine Seite nicht speichern</translation>
    </message>
    <message>
        <source>the catalog could not save the sync</source>
        <translation>der Katalog konnte die Synchronisierung nicht speichern</translation>
    </message>
</context>
<context>
    <name>Toolshelf::RecoveryStore</name>
    <message>
        <source>invalid recovery id</source>
        <translation>ungültige Wiederherstellungs-ID</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write the recovery copy %1: %2</source>
        <translation>die Wiederherstellungskopie %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::RemoteResults</name>
    <message numerus="yes">
        <source>%n more on the providers&apos; servers</source>
        <extracomment>Behind the count of matches: tools the providers&apos; own search found that the catalog does not hold.</extracomment>
        <translation>
            <numerusform>%n weiteres auf den Servern der Anbieter</numerusform>
            <numerusform>%n weitere auf den Servern der Anbieter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unread group(s) found</source>
        <translation>
            <numerusform>%n ungelesene Gruppe gefunden</numerusform>
            <numerusform>%n ungelesene Gruppen gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>not answered: %1</source>
        <translation>nicht geantwortet: %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::RemoteSearch</name>
    <message>
        <source>the provider&apos;s capabilities file cannot be read: %1</source>
        <translation>die Capabilities-Datei des Anbieters ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>the provider offers no search</source>
        <translation>der Anbieter bietet keine Suche an</translation>
    </message>
</context>
<context>
    <name>Toolshelf::Rule</name>
    <message>
        <source>The document must be well-formed JSON.</source>
        <translation>Das Dokument muss wohlgeformtes JSON sein.</translation>
    </message>
    <message>
        <source>Each field must have the JSON type the draft gives it.</source>
        <translation>Jedes Feld muss den JSON-Typ haben, den der Entwurf dafür vorsieht.</translation>
    </message>
    <message>
        <source>Every required field of a signature must be present.</source>
        <translation>Jedes Pflichtfeld einer Signatur muss vorhanden sein.</translation>
    </message>
    <message>
        <source>An enumeration page should carry a paging object beside its items.</source>
        <translation>Eine Aufzählungsseite sollte neben ihren Einträgen ein paging-Objekt enthalten.</translation>
    </message>
    <message>
        <source>toolId must be a UUID.</source>
        <translation>toolId muss eine UUID sein.</translation>
    </message>
    <message>
        <source>A tool name should use snake_case.</source>
        <translation>Ein Werkzeugname sollte snake_case verwenden.</translation>
    </message>
    <message>
        <source>A tool name should be long enough to be descriptive without its description.</source>
        <translation>Ein Werkzeugname sollte lang genug sein, um auch ohne seine Beschreibung aussagekräftig zu sein.</translation>
    </message>
    <message>
        <source>A tool name must be unique across all tools on the server.</source>
        <translation>Ein Werkzeugname muss unter allen Werkzeugen auf dem Server eindeutig sein.</translation>
    </message>
    <message>
        <source>A tool should have a description for the designer and the LLM.</source>
        <translation>Ein Werkzeug sollte eine Beschreibung für Agentendesigner und das LLM haben.</translation>
    </message>
    <message>
        <source>img should be an absolute http or https URL.</source>
        <translation>img sollte eine absolute http- oder https-URL sein.</translation>
    </message>
    <message>
        <source>Tags should be non-empty and distinct.</source>
        <translation>Tags sollten nicht leer und voneinander verschieden sein.</translation>
    </message>
    <message>
        <source>version and currentVersion must be positive integers.</source>
        <translation>version und currentVersion müssen positive Ganzzahlen sein.</translation>
    </message>
    <message>
        <source>A version cannot be newer than the tool&apos;s currentVersion.</source>
        <translation>Eine Version kann nicht neuer als die currentVersion des Werkzeugs sein.</translation>
    </message>
    <message>
        <source>The latest version of a tool must equal its currentVersion.</source>
        <translation>Die neueste Version eines Werkzeugs muss seiner currentVersion entsprechen.</translation>
    </message>
    <message>
        <source>A version is locked: its signature must not change without a new version number.</source>
        <translation>Eine Version ist festgeschrieben: Die Signatur darf sich ohne neue Versionsnummer nicht ändern.</translation>
    </message>
    <message>
        <source>The same version of a tool should be listed only once.</source>
        <translation>Dieselbe Version eines Werkzeugs sollte nur einmal aufgeführt sein.</translation>
    </message>
    <message>
        <source>A version history must be sorted from most recent to oldest.</source>
        <translation>Ein Versionsverlauf muss von der neuesten zur ältesten Version sortiert sein.</translation>
    </message>
    <message>
        <source>An input type must be string, int, boolean or enum.</source>
        <translation>Ein Eingabetyp muss string, int, boolean oder enum sein.</translation>
    </message>
    <message>
        <source>An output type must be string, int, boolean, enum or json.</source>
        <translation>Ein Ausgabetyp muss string, int, boolean, enum oder json sein.</translation>
    </message>
    <message>
        <source>Parameter ids must be unique within the tool.</source>
        <translation>Parameter-IDs müssen innerhalb des Werkzeugs eindeutig sein.</translation>
    </message>
    <message>
        <source>Parameter names must be unique within the tool.</source>
        <translation>Parameternamen müssen innerhalb des Werkzeugs eindeutig sein.</translation>
    </message>
    <message>
        <source>A parameter should have a description the LLM can act on.</source>
        <translation>Ein Parameter sollte eine Beschreibung haben, mit der das LLM arbeiten kann.</translation>
    </message>
    <message>
        <source>max only applies to int parameters.</source>
        <translation>max gilt nur für int-Parameter.</translation>
    </message>
    <message>
        <source>An enum input must list its allowed-values.</source>
        <translation>Eine enum-Eingabe muss ihre allowed-values auflisten.</translation>
    </message>
    <message>
        <source>Enum value names must be UPPER_SNAKE_CASE.</source>
        <translation>Namen von Enum-Werten müssen in UPPER_SNAKE_CASE sein.</translation>
    </message>
    <message>
        <source>Enum value names must be at most 255 characters.</source>
        <translation>Namen von Enum-Werten dürfen höchstens 255 Zeichen haben.</translation>
    </message>
    <message>
        <source>Enum value descriptions must be at most 2000 characters.</source>
        <translation>Beschreibungen von Enum-Werten dürfen höchstens 2000 Zeichen haben.</translation>
    </message>
    <message>
        <source>Enum value names must be distinct within a parameter.</source>
        <translation>Namen von Enum-Werten müssen innerhalb eines Parameters eindeutig sein.</translation>
    </message>
    <message>
        <source>allowed-values only applies to enum parameters.</source>
        <translation>allowed-values gilt nur für enum-Parameter.</translation>
    </message>
    <message>
        <source>A tool should have one or more outputs.</source>
        <translation>Ein Werkzeug sollte eine oder mehrere Ausgaben haben.</translation>
    </message>
    <message>
        <source>A new version must keep the tool&apos;s name.</source>
        <translation>Eine neue Version muss den Namen des Werkzeugs beibehalten.</translation>
    </message>
    <message>
        <source>A new version must keep every input of the previous version.</source>
        <translation>Eine neue Version muss alle Eingaben der vorherigen Version beibehalten.</translation>
    </message>
    <message>
        <source>A new version must keep the name of every input.</source>
        <translation>Eine neue Version muss den Namen jeder Eingabe beibehalten.</translation>
    </message>
    <message>
        <source>A new version must keep the type of every input.</source>
        <translation>Eine neue Version muss den Typ jeder Eingabe beibehalten.</translation>
    </message>
    <message>
        <source>A new version may only add optional inputs, never required ones.</source>
        <translation>Eine neue Version darf nur optionale Eingaben hinzufügen, niemals erforderliche.</translation>
    </message>
    <message>
        <source>A new version must accept every value the previous version accepted.</source>
        <translation>Eine neue Version muss jeden Wert akzeptieren, den die vorherige Version akzeptiert hat.</translation>
    </message>
    <message>
        <source>A new version must keep every output of the previous version.</source>
        <translation>Eine neue Version muss alle Ausgaben der vorherigen Version beibehalten.</translation>
    </message>
    <message>
        <source>A new version must keep the type of every output.</source>
        <translation>Eine neue Version muss den Typ jeder Ausgabe beibehalten.</translation>
    </message>
    <message>
        <source>A tool name must have fewer than 255 characters.</source>
        <translation>Ein Werkzeugname muss weniger als 255 Zeichen haben.</translation>
    </message>
    <message>
        <source>A tool description must have fewer than 2000 characters.</source>
        <translation>Eine Werkzeugbeschreibung muss weniger als 2000 Zeichen haben.</translation>
    </message>
    <message>
        <source>Names and descriptions should not contain control, bidirectional or invisible characters.</source>
        <translation>Namen und Beschreibungen sollten keine Steuerzeichen, bidirektionalen oder unsichtbaren Zeichen enthalten.</translation>
    </message>
    <message>
        <source>A tool name must be 1 to 128 letters, digits, &quot;_&quot;, &quot;.&quot; or &quot;-&quot;.</source>
        <translation>Ein Werkzeugname muss aus 1 bis 128 Buchstaben, Ziffern, „_“, „.“ oder „-“ bestehen.</translation>
    </message>
    <message>
        <source>input_schema must be a JSON Schema object describing an object.</source>
        <translation>input_schema muss ein JSON-Schema-Objekt sein, das ein Objekt beschreibt.</translation>
    </message>
    <message>
        <source>Every $ref of a schema should lead, within the schema and without a cycle, to a schema.</source>
        <translation>Jede $ref eines Schemas sollte innerhalb des Schemas und ohne Zyklus zu einem Schema führen.</translation>
    </message>
    <message>
        <source>A declaration file must hold Agent Tool declarations or ATDF tool descriptions.</source>
        <translation>Eine Deklarationsdatei muss Agent-Tool-Deklarationen oder ATDF-Werkzeugbeschreibungen enthalten.</translation>
    </message>
    <message>
        <source>An Agent Tool declaration should name a schema_version Toolshelf knows (0.2.0); others are read as far as they can be.</source>
        <translation>Eine Agent-Tool-Deklaration sollte eine schema_version nennen, die Toolshelf kennt (0.2.0); andere werden gelesen, so weit es geht.</translation>
    </message>
    <message>
        <source>A tool_id should be declared once in a provider&apos;s files; repeats are kept under the file&apos;s name.</source>
        <translation>Eine tool_id sollte in den Dateien eines Anbieters nur einmal deklariert werden; Wiederholungen werden unter dem Namen der Datei behalten.</translation>
    </message>
    <message>
        <source>A declaration file must be a readable regular file inside the provider&apos;s folder, within the size limit.</source>
        <translation>Eine Deklarationsdatei muss eine lesbare reguläre Datei im Ordner des Anbieters sein und die Größengrenze einhalten.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SchemaArrayField</name>
    <message>
        <source>Add item</source>
        <translation>Eintrag hinzufügen</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <translation>%1
(%2)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>the list</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Remove item %1 of %2</source>
        <translation>%2: Eintrag %1 entfernen</translation>
    </message>
    <message>
        <source>%1, item %2</source>
        <translation>%1, Eintrag %2</translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation>Eintrag %1</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Add an item to %1</source>
        <translation>%1: Eintrag hinzufügen</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SchemaChoiceField</name>
    <message>
        <source>Form:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Form (any of):</source>
        <translation>Variante (eine beliebige):</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Form of %1</source>
        <translation>Variante von %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SchemaDiff</name>
    <message>
        <source>the arguments</source>
        <translation>die Argumente</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>%1: the description changed</source>
        <translation>%1: die Beschreibung hat sich geändert</translation>
    </message>
    <message>
        <source>%1: the type changed from %2 to %3</source>
        <translation>%1: der Typ hat sich von %2 zu %3 geändert</translation>
    </message>
    <message>
        <source>%1: the value %2 is no longer allowed</source>
        <translation>%1: der Wert %2 ist nicht mehr erlaubt</translation>
    </message>
    <message>
        <source>%1: only a list of values is allowed now</source>
        <translation>%1: jetzt ist nur noch eine Liste von Werten erlaubt</translation>
    </message>
    <message>
        <source>%1: the value %2 is allowed now</source>
        <translation>%1: der Wert %2 ist jetzt erlaubt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1: %2 changed from %3 to %4</source>
        <translation>%1: %2 hat sich von %3 zu %4 geändert</translation>
    </message>
    <message>
        <source>%1 was removed</source>
        <translation>%1 wurde entfernt</translation>
    </message>
    <message>
        <source>%1 became required</source>
        <translation>%1 ist jetzt erforderlich</translation>
    </message>
    <message>
        <source>%1 became optional</source>
        <translation>%1 ist jetzt optional</translation>
    </message>
    <message>
        <source>%1 was added, required</source>
        <translation>%1 wurde hinzugefügt, erforderlich</translation>
    </message>
    <message>
        <source>%1 was added, optional</source>
        <translation>%1 wurde hinzugefügt, optional</translation>
    </message>
    <message>
        <source>%1: members beyond those listed are no longer allowed</source>
        <translation>%1: Eigenschaften außer den aufgeführten sind nicht mehr erlaubt</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SchemaField</name>
    <message>
        <source>The schema&apos;s reference leads nowhere: give the value as JSON.</source>
        <translation>Der Verweis des Schemas führt ins Leere: Geben Sie den Wert als JSON ein.</translation>
    </message>
    <message>
        <source>Too many fields for one form: give this value as JSON.</source>
        <translation>Zu viele Felder für ein Formular: Geben Sie diesen Wert als JSON ein.</translation>
    </message>
    <message>
        <source>Nested too deep for a form: give this value as JSON.</source>
        <translation>Zu tief verschachtelt für ein Formular: Geben Sie diesen Wert als JSON ein.</translation>
    </message>
    <message>
        <source>Too many members for one form: give this value as JSON.</source>
        <translation>Zu viele Eigenschaften für ein Formular: Geben Sie diesen Wert als JSON ein.</translation>
    </message>
    <message>
        <source>Too many forms to choose from: give this value as JSON.</source>
        <translation>Zu viele Varianten zur Auswahl: Geben Sie diesen Wert als JSON ein.</translation>
    </message>
    <message>
        <source>Too many values to choose from: give this value as JSON.</source>
        <translation>Zu viele Werte zur Auswahl: Geben Sie diesen Wert als JSON ein.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SchemaHtml</name>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>any other member</source>
        <translation>jede weitere Eigenschaft</translation>
    </message>
    <message>
        <source>not a schema: %1</source>
        <translation>kein Schema: %1</translation>
    </message>
    <message>
        <source>%1 (see above)</source>
        <translation>%1 (siehe oben)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>… nested deeper than %1 levels; the rest is in the schema as served</source>
        <translation>… mehr als %1 Ebenen tief verschachtelt; der Rest steht im Schema, wie es geliefert wurde</translation>
    </message>
    <message>
        <source>each item</source>
        <translation>jeder Eintrag</translation>
    </message>
    <message>
        <source>and also</source>
        <translation>und außerdem</translation>
    </message>
    <message>
        <source>form %1</source>
        <translation>Variante %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Other keywords: %1</source>
        <translation>Weitere Schlüsselwörter: %1</translation>
    </message>
    <message>
        <source>the value</source>
        <translation>der Wert</translation>
    </message>
    <message>
        <source>The schema has more than %1 rows; the rest is not shown.</source>
        <translation>Das Schema hat mehr als %1 Zeilen; der Rest wird nicht angezeigt.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SchemaJsonField</name>
    <message>
        <source>A value as JSON, e.g. {&quot;key&quot;: 1}</source>
        <translation>Ein Wert als JSON, z. B. {&quot;key&quot;: 1}</translation>
    </message>
    <message numerus="yes">
        <source>is longer than %n characters</source>
        <translation>
            <numerusform>ist länger als %n Zeichen</numerusform>
            <numerusform>ist länger als %n Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <source>is no JSON: %1</source>
        <translation>ist kein JSON: %1</translation>
    </message>
    <message>
        <source>is no single JSON value</source>
        <translation>ist kein einzelner JSON-Wert</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SchemaObjectField</name>
    <message>
        <source>%1 *</source>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <translation>%1
(%2)</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Optional: tick to send a value, or leave it out.</source>
        <translation>Optional: Setzen Sie das Häkchen, um einen Wert zu senden, oder lassen Sie ihn weg.</translation>
    </message>
    <message>
        <source>Send %1</source>
        <translation>%1 senden</translation>
    </message>
    <message>
        <source>Required. %1</source>
        <translation>Erforderlich. %1</translation>
    </message>
    <message>
        <source>Optional. %1</source>
        <translation>Optional. %1</translation>
    </message>
    <message>
        <source>The tool takes no inputs.</source>
        <translation>Das Werkzeug hat keine Eingaben.</translation>
    </message>
    <message>
        <source>No members.</source>
        <translation>Keine Elemente.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SchemaText</name>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>a multiple of %1</source>
        <translation>ein Vielfaches von %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %n character(s)</source>
        <translation>
            <numerusform>%1 bis %n Zeichen</numerusform>
            <numerusform>%1 bis %n Zeichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n character(s)</source>
        <translation>
            <numerusform>mindestens %n Zeichen</numerusform>
            <numerusform>mindestens %n Zeichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n character(s)</source>
        <translation>
            <numerusform>höchstens %n Zeichen</numerusform>
            <numerusform>höchstens %n Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <source>matching %1</source>
        <translation>passend zu %1</translation>
    </message>
    <message>
        <source>format %1</source>
        <translation>Format %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %n item(s)</source>
        <translation>
            <numerusform>%1 bis %n Eintrag</numerusform>
            <numerusform>%1 bis %n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n item(s)</source>
        <translation>
            <numerusform>mindestens %n Eintrag</numerusform>
            <numerusform>mindestens %n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n item(s)</source>
        <translation>
            <numerusform>höchstens %n Eintrag</numerusform>
            <numerusform>höchstens %n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>no item twice</source>
        <translation>kein Eintrag doppelt</translation>
    </message>
    <message>
        <source>no other members</source>
        <translation>keine weiteren Eigenschaften</translation>
    </message>
    <message>
        <source>default %1</source>
        <translation>Standardwert %1</translation>
    </message>
    <message numerus="yes">
        <source>… (%n in all)</source>
        <translation>
            <numerusform>… (%n insgesamt)</numerusform>
            <numerusform>… (%n insgesamt)</numerusform>
        </translation>
    </message>
    <message>
        <source>one of: %1</source>
        <translation>einer von: %1</translation>
    </message>
    <message numerus="yes">
        <source>exactly one of %n form(s)</source>
        <translation>
            <numerusform>genau eine von %n Variante</numerusform>
            <numerusform>genau eine von %n Varianten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>any of %n form(s)</source>
        <translation>
            <numerusform>mindestens eine von %n Variante</numerusform>
            <numerusform>mindestens eine von %n Varianten</numerusform>
        </translation>
    </message>
    <message>
        <source>array of %1</source>
        <translation>Array von %1</translation>
    </message>
    <message>
        <source>a reference to %1</source>
        <translation>ein Verweis auf %1</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>unbekannter Typ</translation>
    </message>
    <message>
        <source>any value</source>
        <translation>beliebiger Wert</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>kein Wert</translation>
    </message>
    <message>
        <source>%1 or null</source>
        <translation>%1 oder null</translation>
    </message>
    <message>
        <source>%1, which leads nowhere</source>
        <translation>%1 (führt ins Leere)</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 aus %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SchemaValidator</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>the schema takes too much work to check; the value was not checked in full</source>
        <translation>das Schema ist zu aufwendig zu prüfen; der Wert wurde nicht vollständig geprüft</translation>
    </message>
    <message>
        <source>the schema nests deeper than %1 levels here; the value was not checked further</source>
        <translation>das Schema ist hier tiefer als %1 Ebenen verschachtelt; der Wert wurde nicht weiter geprüft</translation>
    </message>
    <message>
        <source>no value is allowed here</source>
        <translation>hier ist kein Wert erlaubt</translation>
    </message>
    <message>
        <source>the schema&apos;s reference &quot;%1&quot; leads to no schema (or only in a circle); the value cannot be checked</source>
        <translation>der Verweis „%1“ des Schemas führt zu keinem Schema (oder nur im Kreis); der Wert kann nicht geprüft werden</translation>
    </message>
    <message>
        <source>must be %1, not %2</source>
        <translation>muss %1 sein, nicht %2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>muss %1 sein</translation>
    </message>
    <message>
        <source>must be one of: %1</source>
        <translation>muss einer dieser Werte sein: %1</translation>
    </message>
    <message>
        <source>must be more than %1</source>
        <translation>muss größer als %1 sein</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>muss mindestens %1 sein</translation>
    </message>
    <message>
        <source>must be less than %1</source>
        <translation>muss kleiner als %1 sein</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>muss höchstens %1 sein</translation>
    </message>
    <message>
        <source>must be a multiple of %1</source>
        <translation>muss ein Vielfaches von %1 sein</translation>
    </message>
    <message numerus="yes">
        <source>must be at least %n character(s) long</source>
        <translation>
            <numerusform>muss mindestens %n Zeichen lang sein</numerusform>
            <numerusform>muss mindestens %n Zeichen lang sein</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must be at most %n character(s) long</source>
        <translation>
            <numerusform>darf höchstens %n Zeichen lang sein</numerusform>
            <numerusform>darf höchstens %n Zeichen lang sein</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>is too long to be checked against its pattern (at most %n characters)</source>
        <translation>
            <numerusform>ist zu lang, um gegen sein Muster geprüft zu werden (höchstens %n Zeichen)</numerusform>
            <numerusform>ist zu lang, um gegen sein Muster geprüft zu werden (höchstens %n Zeichen)</numerusform>
        </translation>
    </message>
    <message>
        <source>does not match the pattern %1</source>
        <translation>passt nicht zum Muster %1</translation>
    </message>
    <message numerus="yes">
        <source>needs at least %n item(s)</source>
        <translation>
            <numerusform>braucht mindestens %n Eintrag</numerusform>
            <numerusform>braucht mindestens %n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>may have at most %n item(s)</source>
        <translation>
            <numerusform>darf höchstens %n Eintrag haben</numerusform>
            <numerusform>darf höchstens %n Einträge haben</numerusform>
        </translation>
    </message>
    <message>
        <source>repeats an earlier item; the items must differ</source>
        <translation>wiederholt einen früheren Eintrag; die Einträge müssen sich unterscheiden</translation>
    </message>
    <message>
        <source>required, but not given</source>
        <translation>erforderlich, aber nicht angegeben</translation>
    </message>
    <message numerus="yes">
        <source>needs at least %n member(s)</source>
        <translation>
            <numerusform>braucht mindestens %n Eigenschaft</numerusform>
            <numerusform>braucht mindestens %n Eigenschaften</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>may have at most %n member(s)</source>
        <translation>
            <numerusform>darf höchstens %n Eigenschaft haben</numerusform>
            <numerusform>darf höchstens %n Eigenschaften haben</numerusform>
        </translation>
    </message>
    <message>
        <source>is not one of this object&apos;s properties</source>
        <translation>ist keine der Eigenschaften dieses Objekts</translation>
    </message>
    <message numerus="yes">
        <source>fits none of the %n allowed form(s)</source>
        <translation>
            <numerusform>passt nicht zu der %n erlaubten Variante</numerusform>
            <numerusform>passt zu keiner der %n erlaubten Varianten</numerusform>
        </translation>
    </message>
    <message>
        <source>fits %1 of the allowed forms, but must fit exactly one</source>
        <translation>passt zu %1 der erlaubten Varianten, muss aber zu genau einer passen</translation>
    </message>
    <message>
        <source>has a form this value must not have</source>
        <translation>passt zu einer Variante, die für diesen Wert ausgeschlossen ist</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SchemaValueField</name>
    <message>
        <source>null (the only value allowed)</source>
        <translation>null (der einzige erlaubte Wert)</translation>
    </message>
    <message>
        <source>No value is allowed here.</source>
        <translation>Hier ist kein Wert erlaubt.</translation>
    </message>
    <message>
        <source>Format: %1</source>
        <translation>Format: %1</translation>
    </message>
    <message>
        <source>Choose a value…</source>
        <translation>Wert wählen…</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SearchCommand</name>
    <message>
        <source>Find tools in the offline catalog by text, tag and provider.</source>
        <translation>Werkzeuge im Offline-Katalog nach Text, Tag und Anbieter suchen.</translation>
    </message>
    <message>
        <source>Only tools tagged TAG; repeat to require several.</source>
        <translation>Nur Werkzeuge mit dem Tag TAG; mehrfach angeben, um mehrere Tags zu verlangen.</translation>
    </message>
    <message>
        <source>Only tools of provider NAME; repeat for any of several.</source>
        <translation>Nur Werkzeuge des Anbieters NAME; mehrfach angeben für Werkzeuge eines von mehreren Anbietern.</translation>
    </message>
    <message>
        <source>Show at most N tools.</source>
        <translation>Höchstens N Werkzeuge anzeigen.</translation>
    </message>
    <message>
        <source>Print the tools as JSON.</source>
        <translation>Die Werkzeuge als JSON ausgeben.</translation>
    </message>
    <message>
        <source>Words to look for.</source>
        <translation>Die zu suchenden Wörter.</translation>
    </message>
    <message>
        <source>Usage: toolshelf search [options] [QUERY...]</source>
        <translation>Aufruf: toolshelf search [Optionen] [QUERY...]</translation>
    </message>
    <message>
        <source>--limit needs a positive number</source>
        <translation>--limit braucht eine positive Zahl</translation>
    </message>
    <message>
        <source>the catalog cannot be read: %1</source>
        <translation>der Katalog kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The catalog is empty; add a provider with toolshelf provider add, then run toolshelf sync.</source>
        <translation>Der Katalog ist leer; fügen Sie mit toolshelf provider add einen Anbieter hinzu und führen Sie dann toolshelf sync aus.</translation>
    </message>
    <message>
        <source>No tool matches.</source>
        <translation>Kein Werkzeug gefunden.</translation>
    </message>
    <message>
        <source>%1 of %2 matching tools shown.</source>
        <translation>%1 von %2 passenden Werkzeugen angezeigt.</translation>
    </message>
    <message>
        <source>--group needs a group&apos;s path, e.g. Weather/Forecast</source>
        <translation>--group erwartet den Pfad einer Gruppe, z. B. Weather/Forecast</translation>
    </message>
    <message>
        <source>Finds tools in the offline catalog (no network; see toolshelf sync). Every word of QUERY must match the start of a word in a tool&apos;s name, description, tags or parameters. Without QUERY, lists every tool.

Prints one line per tool: PROVIDER/NAME vVERSION  [BADGES]  DESCRIPTION, where NAME is your alias followed by the vendor&apos;s name in parentheses when you gave the tool one, VERSION is the pinned version, else the current one, and the badges are pinned, update (a newer version than the pinned one exists), errors, warnings, edited (you overrode some of its text), conflict (the vendor changed text you overrode), changed (a version changed without a new number) and withdrawn (no longer listed).
With --json, prints an array of tools, each {provider, toolId, name, alias, version, currentVersion, tags, groupPath, description, discoveredBy (the tool whose answer revealed it, or empty), flags: {pinned, updateAvailable, breakingUpdate, hasErrors, hasWarnings, overridden, conflict, changedWithoutBump, withdrawn}}: name is the vendor&apos;s, alias yours (or empty), description has your override applied. show --json prints a tool in the same shape, with more.

--remote also asks each a2t capabilities provider&apos;s own search (a marketplace holds more than the catalog) and lists what the catalog lacks below the matches: tools not in the catalog, and groups with their tool counts (read one with toolshelf sync PROVIDER --group PATH). With --json the answer is then {tools, remote: [{provider, tools, toolTotal, groups: [{id, name, path, toolCount, loaded}], groupTotal, error}]}.

Exit status: 0 success, also when nothing matched; 2 bad usage or an unreadable profile.</source>
        <translation>Sucht Werkzeuge im Offline-Katalog (ohne Netzwerk; siehe toolshelf sync). Jedes Wort von QUERY muss zum Anfang eines Worts in Name, Beschreibung, Tags oder Parametern eines Werkzeugs passen. Ohne QUERY werden alle Werkzeuge aufgelistet.

Gibt je Werkzeug eine Zeile aus: PROVIDER/NAME vVERSION  [BADGES]  DESCRIPTION, wobei NAME Ihr Alias ist, gefolgt vom Namen beim Anbieter in Klammern, wenn Sie dem Werkzeug einen gegeben haben, und VERSION die angeheftete Version ist, sonst die aktuelle. Mögliche Markierungen: angeheftet, Update (es gibt eine neuere als die angeheftete Version), Fehler, Warnungen, bearbeitet (Sie haben Text davon überschrieben), Konflikt (der Anbieter hat Text geändert, den Sie überschrieben haben), geändert (eine Version wurde ohne neue Nummer geändert) und zurückgezogen (nicht mehr aufgeführt).
Mit --json wird ein Array von Werkzeugen ausgegeben, jedes {provider, toolId, name, alias, version, currentVersion, tags, groupPath, description, discoveredBy (das Werkzeug, dessen Antwort es offengelegt hat, oder leer), flags: {pinned, updateAvailable, breakingUpdate, hasErrors, hasWarnings, overridden, conflict, changedWithoutBump, withdrawn}}: name ist der Name des Anbieters, alias Ihrer (oder leer), in description ist Ihre Überschreibung angewendet. show --json gibt ein Werkzeug in derselben Form aus, mit mehr.

--remote fragt zusätzlich die eigene Suche jedes a2t-Capabilities-Anbieters (ein Marktplatz hält mehr als der Katalog) und listet unter den Treffern, was dem Katalog fehlt: Werkzeuge, die nicht im Katalog sind, und Gruppen mit ihrer Werkzeugzahl (eine davon lesen mit toolshelf sync PROVIDER --group PATH). Mit --json ist die Antwort dann {tools, remote: [{provider, tools, toolTotal, groups: [{id, name, path, toolCount, loaded}], groupTotal, error}]}.

Rückgabewert: 0 Erfolg, auch wenn nichts gefunden wurde; 2 falscher Aufruf oder nicht lesbares Profil.</translation>
    </message>
    <message>
        <source>Also ask the providers&apos; own search for what the catalog lacks (network).</source>
        <translation>Zusätzlich die eigene Suche der Anbieter nach dem fragen, was dem Katalog fehlt (Netzwerk).</translation>
    </message>
    <message>
        <source>--remote needs words to look for</source>
        <translation>--remote braucht Wörter, nach denen gesucht wird</translation>
    </message>
    <message>
        <source>%1: the provider&apos;s search failed: %2</source>
        <translation>%1: die Suche des Anbieters ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>  [not in catalog]  </source>
        <translation>  [nicht im Katalog]  </translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>%1 group %2: %3 tools, in the catalog</source>
        <translation>%1 Gruppe %2: %3 Werkzeuge, im Katalog</translation>
    </message>
    <message>
        <source>%1 group %2: %3 tools, not read; toolshelf sync %1 --group &quot;%2&quot;</source>
        <translation>%1 Gruppe %2: %3 Werkzeuge, nicht gelesen; toolshelf sync %1 --group &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 finds %2 tools and %3 groups in all.</source>
        <translation>%1 findet insgesamt %2 Werkzeuge und %3 Gruppen.</translation>
    </message>
    <message>
        <source>Only tools filed in the group PATH or below it: group names from the outermost, separated by &quot;/&quot; (a2t capabilities providers). A marketplace&apos;s group whose tools were not read yet is read first (network).</source>
        <translation>Nur Werkzeuge in der Gruppe PATH oder darunter: Gruppennamen von der äußersten an, getrennt durch „/“ (Anbieter mit a2t-Fähigkeitsdatei). Eine Gruppe eines Marktplatzes, deren Werkzeuge noch nicht gelesen wurden, wird zuerst gelesen (Netzwerk).</translation>
    </message>
    <message>
        <source>Reading the tools of %1 from %2…</source>
        <translation>Die Werkzeuge von %1 werden von %2 gelesen …</translation>
    </message>
    <message>
        <source>%1: the group could not be read: %2</source>
        <translation>%1: die Gruppe konnte nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SearchIndexWriter</name>
    <message>
        <source>Cannot write the search index %1: %2</source>
        <translation>Der Suchindex %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>more than %L1 tools</source>
        <translation>mehr als %L1 Werkzeuge</translation>
    </message>
    <message>
        <source>more than %L1 words of text</source>
        <translation>mehr als %L1 Wörter Text</translation>
    </message>
    <message>
        <source>the file written cannot be read back</source>
        <translation>die geschriebene Datei lässt sich nicht wieder lesen</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SecretEnvironment</name>
    <message>
        <source>line %1 is not NAME=value</source>
        <translation>Zeile %1 hat nicht die Form NAME=value</translation>
    </message>
    <message>
        <source>no NAME=value line was given</source>
        <translation>es wurde keine Zeile NAME=value angegeben</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ShowCommand</name>
    <message>
        <source>version %1 (current %2)</source>
        <translation>Version %1 (aktuell %2)</translation>
    </message>
    <message>
        <source>Tool id:</source>
        <translation>Werkzeug-ID:</translation>
    </message>
    <message>
        <source>Digest:</source>
        <translation>Prüfsumme:</translation>
    </message>
    <message>
        <source>Stored versions:</source>
        <translation>Im Katalog:</translation>
    </message>
    <message>
        <source>Contents:</source>
        <translation>Inhalte:</translation>
    </message>
    <message>
        <source>%1 different contents were served as version %2; this is number %3</source>
        <translation>%1 verschiedene Inhalte wurden als Version %2 ausgeliefert; dies ist Nummer %3</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>Tags:</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>Bild:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Beschreibung:</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(keine Beschreibung)</translation>
    </message>
    <message>
        <source>vendor (changed since you edited it):</source>
        <translation>Text des Anbieters (seit Ihrer Bearbeitung geändert):</translation>
    </message>
    <message>
        <source>vendor:</source>
        <translation>Text des Anbieters:</translation>
    </message>
    <message>
        <source>Allowed values:</source>
        <translation>Erlaubte Werte:</translation>
    </message>
    <message>
        <source>Inputs:</source>
        <translation>Eingaben:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>max. %1</translation>
    </message>
    <message>
        <source>Outputs:</source>
        <translation>Ausgaben:</translation>
    </message>
    <message>
        <source>Diagnostics:</source>
        <translation>Befunde:</translation>
    </message>
    <message>
        <source>Your overrides of text this version does not have:</source>
        <translation>Ihre Überschreibungen von Text, den diese Version nicht enthält:</translation>
    </message>
    <message>
        <source>Show a tool&apos;s signature with your edits and the vendor&apos;s text.</source>
        <translation>Die Signatur eines Werkzeugs mit Ihren Änderungen und dem Text des Anbieters anzeigen.</translation>
    </message>
    <message>
        <source>Show version N.</source>
        <translation>Version N anzeigen.</translation>
    </message>
    <message>
        <source>Print the tool as JSON.</source>
        <translation>Das Werkzeug als JSON ausgeben.</translation>
    </message>
    <message>
        <source>The tool to show.</source>
        <translation>Das anzuzeigende Werkzeug.</translation>
    </message>
    <message>
        <source>Usage: toolshelf show [options] PROVIDER/TOOL</source>
        <translation>Aufruf: toolshelf show [Optionen] PROVIDER/TOOL</translation>
    </message>
    <message>
        <source>name one tool as PROVIDER/TOOL</source>
        <translation>genau ein Werkzeug als PROVIDER/TOOL angeben</translation>
    </message>
    <message>
        <source>--version needs a positive whole number</source>
        <translation>--version braucht eine positive ganze Zahl</translation>
    </message>
    <message>
        <source>version %1 of %2 is not in the catalog</source>
        <translation>Version %1 von %2 ist nicht im Katalog</translation>
    </message>
    <message>
        <source>%1 has no stored signature</source>
        <translation>für %1 ist keine Signatur gespeichert</translation>
    </message>
    <message>
        <source>Vendor&apos;s name:</source>
        <translation>Name beim Anbieter:</translation>
    </message>
    <message>
        <source>Breaking update: version %1 breaks what the pinned version %2 offers:</source>
        <translation>Inkompatible Aktualisierung: Version %1 bricht mit dem, was die angeheftete Version %2 bietet:</translation>
    </message>
    <message>
        <source>Group:</source>
        <translation>Gruppe:</translation>
    </message>
    <message>
        <source>Revealed by:</source>
        <translation>Offengelegt von:</translation>
    </message>
    <message>
        <source>%1 (a call&apos;s answer named it; the provider does not list it)</source>
        <translation>%1 (die Antwort auf einen Aufruf nannte es; der Anbieter führt es nicht auf)</translation>
    </message>
    <message>
        <source>When to use:</source>
        <translation>Wann verwenden:</translation>
    </message>
    <message>
        <source>(the description)</source>
        <translation>(die Beschreibung)</translation>
    </message>
    <message>
        <source>When not to use:</source>
        <translation>Wann nicht verwenden:</translation>
    </message>
    <message>
        <source>(not said)</source>
        <translation>(nicht angegeben)</translation>
    </message>
    <message>
        <source>Shows one version of a tool: the pinned version, else the current one, or version N. Your overrides are applied, each followed by the vendor&apos;s text it replaces; the conformance findings are listed with their rule ids. A tool pinned to a version whose current version breaks it says what breaks, before its description. TOOL is the tool&apos;s name or its toolId. A version the catalog does not hold yet is fetched from the provider and stored.

With --json, prints the tool as search --json does ({provider, toolId, name, alias, version, currentVersion, tags, description, flags}, of the version shown) and whenToUse and whenNotToUse (as shown, like the description: your text, else the vendor&apos;s; when to use it is the vendor&apos;s description where the vendor says no more), dialect, storedVersions, digest, revision, revisions, signature (canonical JSON with your overrides applied), vendor (canonical JSON as the vendor sent it), inputSchema and outputSchema (JSON Schema as served; A2T&apos;s parameters translated), overrides: [{kind, parameter, enumValue, text, vendorOriginal, vendorText, vendorLatest, conflict, applied, updatedAt}], diagnostics: [{rule, severity, path, message}], breakingUpdate (null, or {pinnedVersion, currentVersion, changes: [{rule, path, summary}]} when the tool is pinned behind a current version that breaks it). vendorOriginal is the vendor&apos;s text when you wrote the override, vendorText the text of the version shown (null when it lacks the target).

Exit status: 0 success; 1 no such tool or version, or fetching it failed; 2 bad usage or an unreadable profile.</source>
        <translation>Zeigt eine Version eines Werkzeugs: die angeheftete Version, sonst die aktuelle, oder Version N. Ihre Überschreibungen sind angewendet, jeweils gefolgt vom Text des Anbieters, den sie ersetzen; die Konformitätsbefunde werden mit ihren Regel-IDs aufgeführt. Ist ein Werkzeug an eine Version angeheftet, mit der seine aktuelle Version die Kompatibilität bricht, wird vor seiner Beschreibung angegeben, was nicht mehr passt. TOOL ist der Name oder die toolId des Werkzeugs. Eine Version, die noch nicht im Katalog ist, wird vom Anbieter abgerufen und gespeichert.

Mit --json wird das Werkzeug wie von search --json ausgegeben ({provider, toolId, name, alias, version, currentVersion, tags, description, flags}, der angezeigten Version) und dazu whenToUse und whenNotToUse (wie angezeigt, wie die Beschreibung: Ihr Text, sonst der des Anbieters; wann das Werkzeug zu verwenden ist, ist die Beschreibung des Anbieters, wo er nicht mehr dazu sagt), dialect, storedVersions, digest, revision, revisions, signature (kanonisches JSON mit angewendeten Überschreibungen), vendor (kanonisches JSON, wie der Anbieter es gesendet hat), inputSchema und outputSchema (JSON Schema, wie geliefert; die Parameter von A2T übersetzt), overrides: [{kind, parameter, enumValue, text, vendorOriginal, vendorText, vendorLatest, conflict, applied, updatedAt}], diagnostics: [{rule, severity, path, message}], breakingUpdate (null, oder {pinnedVersion, currentVersion, changes: [{rule, path, summary}]}, wenn das Werkzeug hinter einer aktuellen Version angeheftet ist, die die Kompatibilität bricht). vendorOriginal ist der Text des Anbieters zum Zeitpunkt Ihrer Überschreibung, vendorText der Text der angezeigten Version (null, wenn ihr das Ziel fehlt).

Rückgabewert: 0 Erfolg; 1 Werkzeug oder Version nicht gefunden, oder das Abrufen ist fehlgeschlagen; 2 falscher Aufruf oder nicht lesbares Profil.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SignatureDiff</name>
    <message>
        <source>value %1 of &quot;%2&quot; was removed</source>
        <translation>Wert %1 von &quot;%2&quot; wurde entfernt</translation>
    </message>
    <message>
        <source>description of value %1 of &quot;%2&quot; changed</source>
        <translation>die Beschreibung von Wert %1 von &quot;%2&quot; wurde geändert</translation>
    </message>
    <message>
        <source>value %1 of &quot;%2&quot; was added</source>
        <translation>Wert %1 von &quot;%2&quot; wurde hinzugefügt</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; was renamed to &quot;%2&quot;</source>
        <translation>Eingabe &quot;%1&quot; wurde in &quot;%2&quot; umbenannt</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; changed type from %2 to %3</source>
        <translation>der Typ der Eingabe &quot;%1&quot; wurde von %2 in %3 geändert</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; became required</source>
        <translation>Eingabe &quot;%1&quot; ist jetzt erforderlich</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; became optional</source>
        <translation>Eingabe &quot;%1&quot; ist jetzt optional</translation>
    </message>
    <message>
        <source>maximum of input &quot;%1&quot; changed from %2 to %3</source>
        <translation>das Maximum der Eingabe &quot;%1&quot; wurde von %2 auf %3 geändert</translation>
    </message>
    <message>
        <source>description of input &quot;%1&quot; changed</source>
        <translation>die Beschreibung der Eingabe &quot;%1&quot; wurde geändert</translation>
    </message>
    <message>
        <source>output &quot;%1&quot; was renamed to &quot;%2&quot;</source>
        <translation>Ausgabe &quot;%1&quot; wurde in &quot;%2&quot; umbenannt</translation>
    </message>
    <message>
        <source>output &quot;%1&quot; changed type from %2 to %3</source>
        <translation>der Typ der Ausgabe &quot;%1&quot; wurde von %2 in %3 geändert</translation>
    </message>
    <message>
        <source>description of output &quot;%1&quot; changed</source>
        <translation>die Beschreibung der Ausgabe &quot;%1&quot; wurde geändert</translation>
    </message>
    <message>
        <source>the tool was renamed from &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>das Werkzeug wurde von &quot;%1&quot; in &quot;%2&quot; umbenannt</translation>
    </message>
    <message>
        <source>the tool description changed</source>
        <translation>die Werkzeugbeschreibung wurde geändert</translation>
    </message>
    <message>
        <source>the tool image changed</source>
        <translation>das Werkzeugbild wurde geändert</translation>
    </message>
    <message>
        <source>the tags changed</source>
        <translation>die Tags wurden geändert</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; was removed</source>
        <translation>Eingabe &quot;%1&quot; wurde entfernt</translation>
    </message>
    <message>
        <source>required input &quot;%1&quot; was added</source>
        <translation>erforderliche Eingabe &quot;%1&quot; wurde hinzugefügt</translation>
    </message>
    <message>
        <source>optional input &quot;%1&quot; was added</source>
        <translation>optionale Eingabe &quot;%1&quot; wurde hinzugefügt</translation>
    </message>
    <message>
        <source>output &quot;%1&quot; was removed</source>
        <translation>Ausgabe &quot;%1&quot; wurde entfernt</translation>
    </message>
    <message>
        <source>output &quot;%1&quot; was added</source>
        <translation>Ausgabe &quot;%1&quot; wurde hinzugefügt</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SignatureParser</name>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>required field &quot;%1&quot; is missing</source>
        <translation>Pflichtfeld &quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2, got %3</source>
        <translation>&quot;%1&quot; muss %2 sein, ist aber %3</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>ein Objekt erwartet, aber %1 erhalten</translation>
    </message>
    <message>
        <source>input type &quot;%1&quot; is not one of string, int, boolean, enum</source>
        <translation>Eingabetyp &quot;%1&quot; ist keiner der Typen string, int, boolean, enum</translation>
    </message>
    <message>
        <source>&quot;max&quot; is ignored on a parameter of type %1</source>
        <translation>&quot;max&quot; wird bei einem Parameter vom Typ %1 ignoriert</translation>
    </message>
    <message>
        <source>output type &quot;%1&quot; is not one of string, int, boolean, enum, json</source>
        <translation>Ausgabetyp &quot;%1&quot; ist keiner der Typen string, int, boolean, enum, json</translation>
    </message>
    <message>
        <source>the page has &quot;items&quot; but no &quot;paging&quot;</source>
        <translation>die Seite hat &quot;items&quot;, aber kein &quot;paging&quot;</translation>
    </message>
    <message>
        <source>a tag must be a string, got %1</source>
        <translation>ein Tag muss eine Zeichenkette sein, ist aber %1</translation>
    </message>
    <message>
        <source>malformed JSON at byte %1: %2</source>
        <translation>fehlerhaftes JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>&quot;items&quot; must be an array, got %1</source>
        <translation>&quot;items&quot; muss ein Array sein, ist aber %1</translation>
    </message>
    <message>
        <source>expected a tool signature, an array of signatures or an enumeration page</source>
        <translation>eine Werkzeugsignatur, ein Array von Signaturen oder eine Aufzählungsseite erwartet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a JSON integer, not the string %2</source>
        <translation>&quot;%1&quot; muss eine JSON-Ganzzahl sein, nicht die Zeichenkette %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a positive integer, got %2</source>
        <translation>&quot;%1&quot; muss eine positive Ganzzahl sein, ist aber %2</translation>
    </message>
    <message>
        <source>item %1 is not a tool signature but %2</source>
        <translation>Eintrag %1 ist keine Werkzeugsignatur, sondern %2</translation>
    </message>
    <message>
        <source>item %1 is not a tool signature: it has no toolId</source>
        <translation>Eintrag %1 ist keine Werkzeugsignatur: er hat keine toolId</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SignedCall</name>
    <message>
        <source>%1 still refuses the sign-in</source>
        <translation>%1 lehnt die Anmeldung weiterhin ab</translation>
    </message>
    <message>
        <source>%1 asks you to sign in: sync it from the window, or run: toolshelf login %1</source>
        <translation>%1 verlangt eine Anmeldung: Synchronisieren Sie den Anbieter im Fenster, oder führen Sie aus: toolshelf login %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SkillExportDialog</name>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Export Procedure as Skill</source>
        <translation>Arbeitsanweisung als Skill exportieren</translation>
    </message>
    <message>
        <source>What the skill does and when an agent should use it (up to 1024 characters)</source>
        <translation>Was der Skill tut und wann ein Agent ihn verwenden sollte (bis zu 1024 Zeichen)</translation>
    </message>
    <message>
        <source>Optional, e.g. Apache-2.0</source>
        <translation>Optional, z. B. Apache-2.0</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>&amp;License:</source>
        <translation>&amp;Lizenz:</translation>
    </message>
    <message>
        <source>%1 of %2 characters</source>
        <translation>%1 von %2 Zeichen</translation>
    </message>
    <message>
        <source>Describe what the skill does and when to use it.</source>
        <translation>Beschreiben Sie, was der Skill tut und wann er zu verwenden ist.</translation>
    </message>
    <message>
        <source>The description is %1 characters; the format allows %2.</source>
        <translation>Die Beschreibung hat %1 Zeichen; das Format erlaubt %2.</translation>
    </message>
    <message>
        <source>Export the Skill into Folder</source>
        <translation>Skill in Ordner exportieren</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>Wird exportiert…</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the skill to %1 with %n tool(s).</source>
        <translation>
            <numerusform>Skill mit %n Werkzeug nach %1 geschrieben.</numerusform>
            <numerusform>Skill mit %n Werkzeugen nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Worth knowing:</source>
        <translation>Gut zu wissen:</translation>
    </message>
    <message>
        <source>The skill is not written:</source>
        <translation>Der Skill wird nicht geschrieben:</translation>
    </message>
    <message>
        <source>The skill could not be written:</source>
        <translation>Der Skill konnte nicht geschrieben werden:</translation>
    </message>
    <message>
        <source>Optional: what the skill needs, e.g. products, packages, network access</source>
        <translation>Optional: was der Skill braucht, z. B. Produkte, Pakete, Netzwerkzugang</translation>
    </message>
    <message>
        <source>Pinned tools the procedure does not call by name; the checked ones are exported with the skill too.</source>
        <translation>Angeheftete Werkzeuge, die die Prozedur nicht beim Namen nennt; die angekreuzten werden mit dem Skill exportiert.</translation>
    </message>
    <message>
        <source>Com&amp;patibility:</source>
        <translation>&amp;Kompatibilität:</translation>
    </message>
    <message>
        <source>Also &amp;include:</source>
        <translation>Zusätzlich &amp;aufnehmen:</translation>
    </message>
    <message>
        <source>%1 (%2, version %3)</source>
        <translation>%1 (%2, Version %3)</translation>
    </message>
    <message>
        <source>The procedure already calls every pinned tool.</source>
        <translation>Die Prozedur ruft bereits jedes angeheftete Werkzeug auf.</translation>
    </message>
    <message>
        <source>The compatibility note is %1 characters; the format allows %2.</source>
        <translation>Der Kompatibilitätshinweis hat %1 Zeichen; das Format erlaubt %2.</translation>
    </message>
    <message>
        <source>Checking the procedure&apos;s tools…</source>
        <translation>Die Werkzeuge der Arbeitsanweisung werden geprüft…</translation>
    </message>
    <message>
        <source>The skill cannot be written yet:</source>
        <translation>Der Skill kann noch nicht geschrieben werden:</translation>
    </message>
    <message>
        <source>Pinned tools to include</source>
        <translation>Einzuschließende angeheftete Werkzeuge</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SkillExporter</name>
    <message>
        <source>The skill&apos;s name &quot;%1&quot; is a device name on Windows, where its folder could not be opened.</source>
        <translation>Der Name des Skills &quot;%1&quot; ist unter Windows ein Gerätename; dort ließe sich sein Ordner nicht öffnen.</translation>
    </message>
    <message>
        <source>The procedure is empty.</source>
        <translation>Die Arbeitsanweisung ist leer.</translation>
    </message>
    <message>
        <source>The procedure has %1 lines; the skill format advises fewer than %2 and moving details into references.</source>
        <translation>Die Arbeitsanweisung hat %1 Zeilen; das Skill-Format empfiehlt weniger als %2 und rät, Details in Referenzen (references) auszulagern.</translation>
    </message>
    <message>
        <source>The procedure refers to no tool; write a tool&apos;s name followed by () where the agent should call it.</source>
        <translation>Die Arbeitsanweisung verweist auf kein Werkzeug; schreiben Sie den Namen eines Werkzeugs gefolgt von () an die Stelle, an der der Agent es aufrufen soll.</translation>
    </message>
    <message>
        <source>The catalog cannot be read: %1</source>
        <translation>Der Katalog kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 is not a tool in the catalog.</source>
        <translation>%1 ist kein Werkzeug im Katalog.</translation>
    </message>
    <message>
        <source>%1 (%2) is not pinned; pin the version the procedure was tested with.</source>
        <translation>%1 (%2) ist nicht angeheftet; heften Sie die Version an, mit der die Arbeitsanweisung getestet wurde.</translation>
    </message>
    <message>
        <source>The pinned version of %1 (%2) cannot be read from the catalog.</source>
        <translation>Die angeheftete Version von %1 (%2) kann nicht aus dem Katalog gelesen werden.</translation>
    </message>
    <message>
        <source>%1 comes from the provider &quot;%2&quot;, which is no longer configured; the lock file needs its address.</source>
        <translation>%1 stammt vom Anbieter &quot;%2&quot;, der nicht mehr eingerichtet ist; die Lock-Datei braucht seine Adresse.</translation>
    </message>
    <message>
        <source>%1 is pinned to version %2; version %3 is current.</source>
        <translation>%1 ist an Version %2 angeheftet; aktuell ist Version %3.</translation>
    </message>
    <message>
        <source>%1 is no longer listed by its provider &quot;%2&quot;.</source>
        <translation>%1 wird von seinem Anbieter &quot;%2&quot; nicht mehr aufgeführt.</translation>
    </message>
    <message>
        <source>The vendor changed text of %1 that you replaced; your text is exported.</source>
        <translation>Der Anbieter hat Text von %1 geändert, den Sie ersetzt haben; exportiert wird Ihr Text.</translation>
    </message>
    <message>
        <source>%1 exists already; choose another name or folder, or replace it.</source>
        <translation>%1 existiert bereits; wählen Sie einen anderen Namen oder Ordner, oder ersetzen Sie den vorhandenen Ordner.</translation>
    </message>
    <message>
        <source>%1 exists and holds no SKILL.md; only a skill folder is replaced.</source>
        <translation>%1 existiert und enthält keine SKILL.md; ersetzt wird nur ein Skill-Ordner.</translation>
    </message>
    <message>
        <source>%1 names %2 tools (%3); a skill can use only one tool of a name. Give all but one an alias (toolshelf override --alias, or Give an Alias… beside the procedure&apos;s findings).</source>
        <translation>%1 bezeichnet %2 Werkzeuge (%3); ein Skill kann nur ein Werkzeug eines Namens verwenden. Geben Sie allen bis auf eines einen Alias (toolshelf override --alias oder „Alias wählen…“ neben den Befunden der Arbeitsanweisung).</translation>
    </message>
    <message>
        <source>%1 names %2 tools (from %3); a skill can use only one tool of a name. Give all but one an alias with Give an Alias… beside the procedure&apos;s findings.</source>
        <translation>%1 bezeichnet %2 Werkzeuge (von %3); ein Skill kann nur ein Werkzeug eines Namens verwenden. Geben Sie allen bis auf eines einen Alias mit „Alias wählen…“ neben den Befunden der Arbeitsanweisung.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SkillFrontmatter</name>
    <message>
        <source>The skill&apos;s name is empty; give 1 to %1 lowercase letters, digits and hyphens.</source>
        <translation>Der Name des Skills ist leer; geben Sie 1 bis %1 Kleinbuchstaben, Ziffern und Bindestriche an.</translation>
    </message>
    <message>
        <source>The skill&apos;s name has %1 characters; at most %2 are allowed.</source>
        <translation>Der Name des Skills hat %1 Zeichen; höchstens %2 sind erlaubt.</translation>
    </message>
    <message>
        <source>The skill&apos;s name %1 may only hold lowercase letters a-z, digits and hyphens.</source>
        <translation>Der Name des Skills %1 darf nur Kleinbuchstaben a-z, Ziffern und Bindestriche enthalten.</translation>
    </message>
    <message>
        <source>The skill&apos;s name %1 must not start or end with a hyphen.</source>
        <translation>Der Name des Skills %1 darf nicht mit einem Bindestrich beginnen oder enden.</translation>
    </message>
    <message>
        <source>The skill&apos;s name %1 must not hold two hyphens in a row.</source>
        <translation>Der Name des Skills %1 darf keine zwei aufeinanderfolgenden Bindestriche enthalten.</translation>
    </message>
    <message>
        <source>The description is empty; say what the skill does and when to use it.</source>
        <translation>Die Beschreibung ist leer; geben Sie an, was der Skill tut und wann er zu verwenden ist.</translation>
    </message>
    <message>
        <source>The description has %1 characters; at most %2 are allowed.</source>
        <translation>Die Beschreibung hat %1 Zeichen; höchstens %2 sind erlaubt.</translation>
    </message>
    <message>
        <source>The compatibility note has %1 characters; at most %2 are allowed.</source>
        <translation>Der Kompatibilitätshinweis hat %1 Zeichen; höchstens %2 sind erlaubt.</translation>
    </message>
    <message>
        <source>The tool name %1 cannot be listed in allowed-tools, which separates names by spaces.</source>
        <translation>Der Werkzeugname %1 kann nicht in allowed-tools aufgeführt werden, da dort Namen durch Leerzeichen getrennt werden.</translation>
    </message>
    <message>
        <source>SKILL.md does not start with a &quot;---&quot; line.</source>
        <translation>SKILL.md beginnt nicht mit einer Zeile &quot;---&quot;.</translation>
    </message>
    <message>
        <source>SKILL.md has no &quot;---&quot; line ending its frontmatter.</source>
        <translation>SKILL.md hat keine Zeile &quot;---&quot;, die das Frontmatter beendet.</translation>
    </message>
    <message>
        <source>The frontmatter of SKILL.md is not valid YAML: %1</source>
        <translation>Das Frontmatter von SKILL.md ist kein gültiges YAML: %1</translation>
    </message>
    <message>
        <source>The frontmatter of SKILL.md is not a map of fields.</source>
        <translation>Das Frontmatter von SKILL.md ist keine Zuordnung von Feldern.</translation>
    </message>
    <message>
        <source>A field name of the frontmatter is not a string.</source>
        <translation>Ein Feldname des Frontmatters ist keine Zeichenkette.</translation>
    </message>
    <message>
        <source>The frontmatter has the field %1 twice.</source>
        <translation>Das Frontmatter enthält das Feld %1 zweimal.</translation>
    </message>
    <message>
        <source>The frontmatter&apos;s metadata is not a map.</source>
        <translation>Das Feld metadata des Frontmatters ist keine Zuordnung.</translation>
    </message>
    <message>
        <source>A metadata entry of the frontmatter is not a pair of double-quoted strings.</source>
        <translation>Ein metadata-Eintrag des Frontmatters ist kein Paar von Zeichenketten in doppelten Anführungszeichen.</translation>
    </message>
    <message>
        <source>The frontmatter&apos;s field %1 is not a double-quoted string.</source>
        <translation>Das Feld %1 des Frontmatters ist keine Zeichenkette in doppelten Anführungszeichen.</translation>
    </message>
    <message>
        <source>The frontmatter has an unknown field %1.</source>
        <translation>Das Frontmatter enthält ein unbekanntes Feld %1.</translation>
    </message>
    <message>
        <source>The frontmatter lacks the name or the description.</source>
        <translation>Dem Frontmatter fehlt der Name oder die Beschreibung.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SkillReadBack</name>
    <message>
        <source>%1 cannot be read back: %2</source>
        <translation>%1 kann nicht zurückgelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 does not read back as one signature.</source>
        <translation>%1 liest sich nicht als eine einzelne Signatur zurück.</translation>
    </message>
    <message>
        <source>%1 reads back as another signature than was written.</source>
        <translation>%1 liest sich als eine andere Signatur zurück, als geschrieben wurde.</translation>
    </message>
    <message>
        <source>%1 reads back with other values than were written.</source>
        <translation>%1 liest sich mit anderen Werten zurück, als geschrieben wurden.</translation>
    </message>
    <message>
        <source>SKILL.md cannot be read back: %1</source>
        <translation>SKILL.md kann nicht zurückgelesen werden: %1</translation>
    </message>
    <message>
        <source>SKILL.md reads back with another %1 than was written: YAML cannot carry what it holds.</source>
        <translation>SKILL.md liest sich mit einem anderen Feld %1 zurück, als geschrieben wurde: YAML kann dessen Inhalt nicht tragen.</translation>
    </message>
    <message>
        <source>The procedure in SKILL.md reads back differently from the one written.</source>
        <translation>Die Arbeitsanweisung in SKILL.md liest sich anders zurück, als sie geschrieben wurde.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SyncBudget</name>
    <message numerus="yes">
        <source>the sync took longer than its deadline of %n second(s) and was stopped (raise it with toolshelf sync --timeout or the sync/deadlineSeconds setting)</source>
        <translation>
            <numerusform>die Synchronisierung dauerte länger als ihre Frist von %n Sekunde und wurde beendet (erhöhen mit toolshelf sync --timeout oder der Einstellung sync/deadlineSeconds)</numerusform>
            <numerusform>die Synchronisierung dauerte länger als ihre Frist von %n Sekunden und wurde beendet (erhöhen mit toolshelf sync --timeout oder der Einstellung sync/deadlineSeconds)</numerusform>
        </translation>
    </message>
    <message>
        <source>the provider sent more than the sync&apos;s byte budget of %1 and the sync was stopped (raise it with toolshelf sync --max-bytes or the sync/maxBytes setting)</source>
        <translation>der Anbieter hat mehr als das Byte-Budget der Synchronisierung von %1 gesendet, und die Synchronisierung wurde beendet (erhöhen mit toolshelf sync --max-bytes oder der Einstellung sync/maxBytes)</translation>
    </message>
    <message>
        <source>the provider sent more than the sync&apos;s page budget of %1 pages and the sync was stopped (raise it with toolshelf sync --max-pages or the sync/maxPages setting)</source>
        <translation>der Anbieter hat mehr als das Seitenbudget der Synchronisierung von %1 Seiten gesendet, und die Synchronisierung wurde beendet (erhöhen mit toolshelf sync --max-pages oder der Einstellung sync/maxPages)</translation>
    </message>
    <message>
        <source>it holds %1 items, more than the %2 a page may hold (%3 were asked for)</source>
        <translation>sie enthält %1 Einträge, mehr als die %2, die eine Seite enthalten darf (angefragt waren %3)</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SyncCommand</name>
    <message>
        <source>Pull the providers&apos; tools into the offline catalog.</source>
        <translation>Die Werkzeuge der Anbieter in den Offline-Katalog holen.</translation>
    </message>
    <message>
        <source>toolshelf sync: no provider named &quot;%1&quot;; see toolshelf provider list</source>
        <translation>toolshelf sync: kein Anbieter namens &quot;%1&quot;; siehe toolshelf provider list</translation>
    </message>
    <message>
        <source>toolshelf sync: no providers; add one with toolshelf provider add</source>
        <translation>toolshelf sync: keine Anbieter; fügen Sie einen mit toolshelf provider add hinzu</translation>
    </message>
    <message>
        <source>%1: failed: %2; the previous catalog is kept</source>
        <translation>%1: fehlgeschlagen: %2; der bisherige Katalog bleibt erhalten</translation>
    </message>
    <message>
        <source>%1: pages %2, tools %3, %4</source>
        <translation>%1: Seiten %2, Werkzeuge %3, %4</translation>
    </message>
    <message>
        <source>%1: tools %2, new tools %3, new versions %4, changed without a new version %5, withdrawn %6, override conflicts %7</source>
        <translation>%1: Werkzeuge %2, neue Werkzeuge %3, neue Versionen %4, ohne neue Version geändert %5, zurückgezogen %6, Konflikte mit Überschreibungen %7</translation>
    </message>
    <message>
        <source>%1: every page is in; saving to the catalog (tools %2)</source>
        <translation>%1: alle Seiten sind da; wird im Katalog gespeichert (Werkzeuge %2)</translation>
    </message>
    <message>
        <source>Print the results as JSON.</source>
        <translation>Die Ergebnisse als JSON ausgeben.</translation>
    </message>
    <message>
        <source>Each provider&apos;s deadline: seconds, or 90s, 10m, 1h (30m).</source>
        <translation>Frist je Anbieter: Sekunden, oder 90s, 10m, 1h (30m).</translation>
    </message>
    <message>
        <source>Each provider&apos;s byte budget: 512M, 4G (4G).</source>
        <translation>Bytebudget je Anbieter: 512M, 4G (4G).</translation>
    </message>
    <message>
        <source>Each provider&apos;s page budget (250000).</source>
        <translation>Seitenbudget je Anbieter (250000).</translation>
    </message>
    <message>
        <source>Providers to sync (default: all).</source>
        <translation>Zu synchronisierende Anbieter (Vorgabe: alle).</translation>
    </message>
    <message>
        <source>Usage: toolshelf [--profile DIR] sync [options] [NAME...]</source>
        <translation>Aufruf: toolshelf [--profile VERZ] sync [Optionen] [NAME...]</translation>
    </message>
    <message>
        <source>--%1 does not take &quot;%2&quot;</source>
        <translation>--%1 nimmt „%2“ nicht an</translation>
    </message>
    <message>
        <source>%1: tools %2 of %3, pages %4, %5</source>
        <translation>%1: Werkzeuge %2 von %3, Seiten %4, %5</translation>
    </message>
    <message>
        <source>Pulls every tool of the named providers (default: all) into the offline catalog, every provider at once, and the whole version history of pinned tools. A provider whose sync fails keeps its previous catalog exactly as it was.

Each provider&apos;s sync stops, keeping its previous catalog, when it runs past its deadline or receives more than its byte or page budget. The profile&apos;s settings.ini sets them too: [sync] deadlineSeconds, maxBytes, maxPages, maxTools.

A provider of a2t capabilities that offers groups and search and holds more tools than --max-tools is a marketplace: a sync reads its group tree, its top-level tools and the groups read before. --group reads one group&apos;s tools (by its path of names, e.g. Billing/Billing vendor 3, or its id; repeatable) of the one provider named.

Progress goes to stderr, one summary line per provider to stdout; with --json an array of {provider, ok, error, errorCode, toolsListed, newTools, newVersions, changedWithoutBump, withdrawn, conflicts, notes}; errorCode names what kind of failure is at the root (network, timeout, http, unauthorized, malformed, limit, storage, cancelled, other), empty when ok. Notes (a pinned tool withdrawn and kept, a pinned tool&apos;s history refused or gone) follow a provider&apos;s line.

Exit status: 0 all providers synced, 1 one or more failed, 2 bad usage.</source>
        <translation>Holt alle Werkzeuge der genannten Anbieter (Vorgabe: alle) in den Offline-Katalog, alle Anbieter gleichzeitig, und die ganze Versionsgeschichte fixierter Werkzeuge. Ein Anbieter, dessen Synchronisierung fehlschlägt, behält seinen bisherigen Katalog genau so, wie er war.

Die Synchronisierung eines Anbieters hält an und behält seinen bisherigen Katalog, wenn sie ihre Frist überschreitet oder mehr als ihr Byte- oder Seitenbudget empfängt. Die settings.ini des Profils setzt sie ebenfalls: [sync] deadlineSeconds, maxBytes, maxPages, maxTools.

Ein a2t-Capabilities-Anbieter, der Gruppen und Suche anbietet und mehr Werkzeuge hält als --max-tools, ist ein Marktplatz: eine Synchronisierung liest seinen Gruppenbaum, seine Werkzeuge der obersten Ebene und die zuvor gelesenen Gruppen. --group liest die Werkzeuge einer Gruppe (über ihren Pfad aus Namen, z. B. Billing/Billing vendor 3, oder ihre ID; wiederholbar) des einen genannten Anbieters.

Der Fortschritt geht nach stderr, eine Zusammenfassung je Anbieter nach stdout; mit --json ein Array aus {provider, ok, error, errorCode, toolsListed, newTools, newVersions, changedWithoutBump, withdrawn, conflicts, notes}; errorCode nennt die Art des Fehlers an der Wurzel (network, timeout, http, unauthorized, malformed, limit, storage, cancelled, other), leer bei Erfolg. Hinweise (ein fixiertes Werkzeug zurückgezogen und behalten, die Geschichte eines fixierten Werkzeugs verweigert oder verschwunden) folgen der Zeile eines Anbieters.

Exit-Status: 0 alle Anbieter synchronisiert, 1 einer oder mehrere fehlgeschlagen, 2 falscher Aufruf.</translation>
    </message>
    <message>
        <source>Read a provider with groups and search in part above N tools (100000).</source>
        <translation>Einen Anbieter mit Gruppen und Suche ab N Werkzeugen nur teilweise lesen (100000).</translation>
    </message>
    <message>
        <source>Read the tools of the group PATH (or id) of the provider.</source>
        <translation>Die Werkzeuge der Gruppe PATH (oder ID) des Anbieters lesen.</translation>
    </message>
    <message>
        <source>--group reads groups of one provider: name exactly one</source>
        <translation>--group liest Gruppen eines Anbieters: nennen Sie genau einen</translation>
    </message>
    <message>
        <source>toolshelf sync: %1 has no group &quot;%2&quot; in the catalog; see toolshelf search --provider %1, or sync it first</source>
        <translation>toolshelf sync: %1 hat keine Gruppe „%2“ im Katalog; siehe toolshelf search --provider %1, oder synchronisieren Sie ihn zuerst</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SyncEngine</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SyncSettings</name>
    <message>
        <source>%1: sync/%2 = &quot;%3&quot; is not usable; the default applies</source>
        <translation>%1: sync/%2 = &quot;%3&quot; ist nicht verwendbar; es gilt der Standardwert</translation>
    </message>
</context>
<context>
    <name>Toolshelf::SyntheticCatalog</name>
    <message>
        <source>cannot create the directory %1</source>
        <translation>das Verzeichnis %1 kann nicht erstellt werden</translation>
    </message>
</context>
<context>
    <name>Toolshelf::TagFacetModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A tag facet in the catalog browser: the tag and how many found tools carry it.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Toolshelf::TokenRequests</name>
    <message>
        <source>the token endpoint&apos;s answer is no JSON object of at most %1 KiB</source>
        <translation>die Antwort des Token-Endpunkts ist kein JSON-Objekt von höchstens %1 KiB</translation>
    </message>
    <message>
        <source>the token endpoint&apos;s answer has no access_token</source>
        <translation>die Antwort des Token-Endpunkts enthält kein access_token</translation>
    </message>
    <message>
        <source>the token endpoint gave a %1 token, not a Bearer token</source>
        <translation>der Token-Endpunkt lieferte ein Token vom Typ %1, kein Bearer-Token</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolDeclarations</name>
    <message>
        <source>Agent Tool declaration</source>
        <translation>Agent-Tool-Deklaration</translation>
    </message>
    <message>
        <source>enhanced ATDF document</source>
        <translation>erweitertes ATDF-Dokument</translation>
    </message>
    <message>
        <source>ATDF document</source>
        <translation>ATDF-Dokument</translation>
    </message>
    <message>
        <source>%1/%2 has two inputs with the id &quot;%3&quot;, which its JSON Schema cannot hold apart; leave the tool out</source>
        <translation>%1/%2 hat zwei Eingaben mit der ID &quot;%3&quot;, die sein JSON Schema nicht auseinanderhalten kann; lassen Sie das Werkzeug weg</translation>
    </message>
    <message>
        <source>%1/%2 is not in the catalog</source>
        <translation>%1/%2 ist nicht im Katalog</translation>
    </message>
    <message>
        <source>%1: its %2 would break the format&apos;s rule %3: %4</source>
        <translation>%1: Als %2 verstieße es gegen die Regel %3 des Formats: %4</translation>
    </message>
    <message>
        <source>it reads back with other values than were written</source>
        <translation>es liest sich mit anderen Werten zurück, als geschrieben wurden</translation>
    </message>
    <message>
        <source>there is no tool to export</source>
        <translation>es gibt kein Werkzeug zu exportieren</translation>
    </message>
    <message>
        <source>the documents would not read back: %1</source>
        <translation>die Dokumente ließen sich nicht zurücklesen: %1</translation>
    </message>
    <message>
        <source>%1: its %2 would not read back: %3</source>
        <translation>%1: Als %2 ließe es sich nicht zurücklesen: %3</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolDefinitionRules</name>
    <message>
        <source>OpenAI function calling</source>
        <translation>Function Calling von OpenAI</translation>
    </message>
    <message>
        <source>Anthropic tool use</source>
        <translation>Tool Use von Anthropic</translation>
    </message>
    <message>
        <source>MCP (specification 2025-11-25)</source>
        <translation>MCP (Spezifikation 2025-11-25)</translation>
    </message>
    <message>
        <source>%1 requires tool names to match %2, and &quot;%3&quot; does not</source>
        <translation>Für %1 müssen Werkzeugnamen %2 entsprechen, und &quot;%3&quot; entspricht dem nicht</translation>
    </message>
    <message>
        <source>%1 requires a property key for every input, and an input has no id</source>
        <translation>Für %1 braucht jede Eingabe einen Eigenschaftsschlüssel, und eine Eingabe hat keine ID</translation>
    </message>
    <message>
        <source>%1 requires property keys to match %2, and &quot;%3&quot; does not</source>
        <translation>Für %1 müssen Eigenschaftsschlüssel %2 entsprechen, und &quot;%3&quot; entspricht dem nicht</translation>
    </message>
    <message>
        <source>%1 requires an input schema of &quot;type&quot;: &quot;object&quot;</source>
        <translation>Für %1 muss das Eingabeschema &quot;type&quot;: &quot;object&quot; haben</translation>
    </message>
    <message>
        <source>%1 requires the input schema&apos;s &quot;properties&quot; to be an object</source>
        <translation>Für %1 muss &quot;properties&quot; des Eingabeschemas ein Objekt sein</translation>
    </message>
    <message>
        <source>%1 requires the schema of property &quot;%2&quot; to be an object</source>
        <translation>Für %1 muss das Schema der Eigenschaft &quot;%2&quot; ein Objekt sein</translation>
    </message>
    <message>
        <source>%1 requires the input schema&apos;s &quot;required&quot; to be an array</source>
        <translation>Für %1 muss &quot;required&quot; des Eingabeschemas ein Array sein</translation>
    </message>
    <message>
        <source>the input schema requires &quot;%1&quot;, which is not one of its properties</source>
        <translation>das Eingabeschema verlangt &quot;%1&quot;, das keine seiner Eigenschaften ist</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolDefinitions</name>
    <message>
        <source>the definitions would not read back: %1</source>
        <translation>die Definitionen ließen sich nicht zurücklesen: %1</translation>
    </message>
    <message>
        <source>the definitions read back with other values than were written</source>
        <translation>die Definitionen lesen sich mit anderen Werten zurück, als geschrieben wurden</translation>
    </message>
    <message>
        <source>the input &quot;%1&quot; of %2 does not read back from its JSON Schema</source>
        <translation>die Eingabe &quot;%1&quot; von %2 liest sich nicht aus ihrem JSON Schema zurück</translation>
    </message>
    <message>
        <source>%1 has two inputs with the id &quot;%2&quot;, which its JSON Schema cannot hold apart; leave the tool out</source>
        <translation>%1 hat zwei Eingaben mit der ID &quot;%2&quot;, die sein JSON Schema nicht auseinanderhalten kann; lassen Sie das Werkzeug weg</translation>
    </message>
    <message>
        <source>%1, input &quot;%2&quot;: %3</source>
        <translation>%1, Eingabe &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolDetailsView</name>
    <message>
        <source>your text</source>
        <translation>Ihr Text</translation>
    </message>
    <message>
        <source>The vendor has changed this text since.</source>
        <translation>Der Anbieter hat diesen Text seitdem geändert.</translation>
    </message>
    <message>
        <source>Vendor&apos;s original:</source>
        <translation>Original des Anbieters:</translation>
    </message>
    <message>
        <source>Vendor&apos;s text now:</source>
        <translation>Text des Anbieters jetzt:</translation>
    </message>
    <message>
        <source>Select a tool to see what it does.</source>
        <translation>Wählen Sie ein Werkzeug, um zu sehen, was es tut.</translation>
    </message>
    <message>
        <source>Hide the vendor&apos;s original texts</source>
        <translation>Die Originaltexte des Anbieters ausblenden</translation>
    </message>
    <message>
        <source>Show the vendor&apos;s original texts</source>
        <translation>Die Originaltexte des Anbieters anzeigen</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>Tags:</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <source>Outputs</source>
        <translation>Ausgaben</translation>
    </message>
    <message>
        <source>Conformance</source>
        <translation>Konformität</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Your alias; its vendor calls it %1.</source>
        <translation>Ihr Alias; der Anbieter nennt es %1.</translation>
    </message>
    <message>
        <source>Version %1 breaks what the pinned version %2 offers; see the Versions tab before updating:</source>
        <translation>Version %1 bricht mit dem, was die angeheftete Version %2 bietet; sehen Sie vor dem Aktualisieren in den Reiter „Versionen“:</translation>
    </message>
    <message>
        <source>%1 · %2 · version %3 of %4</source>
        <translation>%1 · %2 · Version %3 von %4</translation>
    </message>
    <message>
        <source>The provider does not describe them.</source>
        <translation>Der Anbieter beschreibt sie nicht.</translation>
    </message>
    <message>
        <source>Also served:</source>
        <translation>Außerdem geliefert:</translation>
    </message>
    <message>
        <source>Group:</source>
        <translation>Gruppe:</translation>
    </message>
    <message>
        <source>Revealed by the answer of a call of %1; the provider does not list it.</source>
        <translation>Offengelegt durch die Antwort eines Aufrufs von %1; der Anbieter führt es nicht auf.</translation>
    </message>
    <message>
        <source>Found by the provider&apos;s own search and not in the catalog yet: it is being stored, then shown here.</source>
        <translation>Von der Suche des Anbieters gefunden und noch nicht im Katalog: Es wird gespeichert und dann hier gezeigt.</translation>
    </message>
    <message>
        <source>It could not be stored: %1</source>
        <translation>Es konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>When to use:</source>
        <translation>Wann verwenden:</translation>
    </message>
    <message>
        <source>When not to use:</source>
        <translation>Wann nicht verwenden:</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolFormat</name>
    <message>
        <source>pinned</source>
        <translation>angeheftet</translation>
    </message>
    <message>
        <source>update</source>
        <translation>Update</translation>
    </message>
    <message>
        <source>errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>edited</source>
        <translation>bearbeitet</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>breaking</source>
        <translation>inkompatibel</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolInvocation</name>
    <message>
        <source>the tool id &quot;%1&quot; cannot be used in a URL</source>
        <translation>die Werkzeug-ID &quot;%1&quot; kann nicht in einer URL verwendet werden</translation>
    </message>
    <message>
        <source>the provider&apos;s answer is not usable JSON: %1</source>
        <translation>die Antwort des Anbieters ist kein verwendbares JSON: %1</translation>
    </message>
    <message>
        <source>the provider&apos;s answer is not a JSON object</source>
        <translation>die Antwort des Anbieters ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the provider&apos;s answer has no output_parameters array</source>
        <translation>die Antwort des Anbieters enthält kein output_parameters-Array</translation>
    </message>
    <message>
        <source>each output must be an object {name, value}</source>
        <translation>jede Ausgabe muss ein Objekt {name, value} sein</translation>
    </message>
    <message>
        <source>the provider answered %1 outputs, more than the %2 allowed</source>
        <translation>der Anbieter lieferte %1 Ausgaben, zulässig sind höchstens %2</translation>
    </message>
    <message>
        <source>the provider&apos;s capabilities file cannot be read: %1</source>
        <translation>die Fähigkeitsdatei des Anbieters ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>version %1 of %2 cannot be called: the provider runs only its current definition, version %3; call that one or update the pin</source>
        <translation>Version %1 von %2 kann nicht aufgerufen werden: Der Anbieter führt nur seine aktuelle Definition aus, Version %3; rufen Sie diese auf oder aktualisieren Sie die Anheftung</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is given twice</source>
        <translation>Eingabe „%1“ ist doppelt angegeben</translation>
    </message>
    <message>
        <source>the inputs do not fit the tool&apos;s schema: %1</source>
        <translation>die Eingaben passen nicht zum Schema des Werkzeugs: %1</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more problem(s))</source>
        <translation>
            <numerusform> (und %n weiteres Problem)</numerusform>
            <numerusform> (und %n weitere Probleme)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolInvoker</name>
    <message>
        <source>the body must be a JSON invocation object</source>
        <translation>der Anfragerumpf muss ein JSON-Aufrufobjekt sein</translation>
    </message>
    <message>
        <source>the invocation names &quot;%1&quot; but this tool is &quot;%2&quot;</source>
        <translation>der Aufruf nennt &quot;%1&quot;, dieses Werkzeug ist aber &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;input_parameters&quot; must be an array</source>
        <translation>&quot;input_parameters&quot; muss ein Array sein</translation>
    </message>
    <message>
        <source>each input must be an object {name, value}</source>
        <translation>jede Eingabe muss ein Objekt {name, value} sein</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; is given twice</source>
        <translation>Eingabe &quot;%1&quot; ist doppelt angegeben</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolItemDelegate</name>
    <message>
        <source>pinned v%1</source>
        <translation>angeheftet v%1</translation>
    </message>
    <message>
        <source>v%1 available</source>
        <translation>v%1 verfügbar</translation>
    </message>
    <message>
        <source>errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>your text</source>
        <translation>Ihr Text</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>changed without new version</source>
        <translation>ohne neue Version geändert</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>v%1 breaks it</source>
        <translation>v%1 inkompatibel</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>offengelegt</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>nicht im Katalog</translation>
    </message>
    <message>
        <source>destructive</source>
        <translation>zerstörend</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>nur lesend</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolListModel</name>
    <message>
        <source>%1 (vendor&apos;s name %2)</source>
        <translation>%1 (beim Anbieter %2)</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolListings</name>
    <message>
        <source>this build cannot list the tools of a provider speaking &quot;%1&quot;</source>
        <translation>diese Version kann die Werkzeuge eines Anbieters, der &quot;%1&quot; spricht, nicht auflisten</translation>
    </message>
    <message>
        <source>the tool id &quot;%1&quot; cannot be used in a URL</source>
        <translation>die Werkzeug-ID &quot;%1&quot; kann nicht in einer URL verwendet werden</translation>
    </message>
    <message>
        <source>a provider speaking %1 keeps no version histories: Toolshelf numbers the versions it sees as it syncs</source>
        <translation>ein Anbieter, der %1 spricht, führt keine Versionsverläufe: Toolshelf nummeriert die Versionen, die es beim Synchronisieren sieht</translation>
    </message>
    <message>
        <source>a provider speaking &quot;%1&quot; files no tools in groups</source>
        <translation>ein Anbieter, der „%1“ spricht, legt keine Werkzeuge in Gruppen ab</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolMime</name>
    <message>
        <source>the dropped data is larger than %1 bytes</source>
        <translation>die abgelegten Daten sind größer als %1 Byte</translation>
    </message>
    <message>
        <source>the dropped data is not a list of tools</source>
        <translation>die abgelegten Daten sind keine Werkzeugliste</translation>
    </message>
    <message>
        <source>the dropped data must hold 1 to %1 tools</source>
        <translation>die abgelegten Daten müssen 1 bis %1 Werkzeuge enthalten</translation>
    </message>
    <message>
        <source>a dropped tool is not an object of provider, toolId, name and version</source>
        <translation>ein abgelegtes Werkzeug ist kein Objekt aus provider, toolId, name und version</translation>
    </message>
    <message>
        <source>a dropped tool has an invalid %1</source>
        <translation>ein abgelegtes Werkzeug hat einen ungültigen Wert für %1</translation>
    </message>
    <message>
        <source>a dropped tool has an invalid version</source>
        <translation>ein abgelegtes Werkzeug hat eine ungültige Version</translation>
    </message>
    <message>
        <source>the drop carries no tools</source>
        <translation>die abgelegten Daten enthalten keine Werkzeuge</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolPane</name>
    <message>
        <source>&amp;Details</source>
        <translation>De&amp;tails</translation>
    </message>
    <message>
        <source>&amp;Versions</source>
        <translation>&amp;Versionen</translation>
    </message>
    <message>
        <source>&amp;Try It</source>
        <translation>Aus&amp;probieren</translation>
    </message>
    <message>
        <source>The tool answered.</source>
        <translation>Das Werkzeug hat geantwortet.</translation>
    </message>
    <message>
        <source>The call failed.</source>
        <translation>Der Aufruf ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>&amp;Pin</source>
        <translation>An&amp;heften</translation>
    </message>
    <message>
        <source>Un&amp;pin version %1</source>
        <translation>Version %1 &amp;lösen</translation>
    </message>
    <message>
        <source>&amp;Pin version %1</source>
        <translation>Version %1 an&amp;heften</translation>
    </message>
    <message>
        <source>The pin was not changed: %1</source>
        <translation>Die Anheftung wurde nicht geändert: %1</translation>
    </message>
    <message>
        <source>Edit Te&amp;xts</source>
        <translation>Te&amp;xte bearbeiten</translation>
    </message>
    <message>
        <source>Selected tool</source>
        <translation>Ausgewähltes Werkzeug</translation>
    </message>
    <message>
        <source>Pin or Unpin the Tool</source>
        <translation>Werkzeug anheften oder lösen</translation>
    </message>
    <message>
        <source>Pin the version shown, or unpin it (%1)</source>
        <translation>Die angezeigte Version anheften oder lösen (%1)</translation>
    </message>
    <message>
        <source>Tool details</source>
        <translation>Werkzeugdetails</translation>
    </message>
    <message>
        <source>&amp;Pin when stored</source>
        <translation>An&amp;heften, sobald gespeichert</translation>
    </message>
    <message>
        <source>Pins when stored</source>
        <translation>Wird angeheftet, sobald gespeichert</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolReference</name>
    <message>
        <source>the catalog cannot be read: %1</source>
        <translation>der Katalog kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>there is no provider named &quot;%1&quot;; see toolshelf provider list</source>
        <translation>es gibt keinen Anbieter namens &quot;%1&quot;; siehe toolshelf provider list</translation>
    </message>
    <message>
        <source>no tools of %1 are in the catalog yet; run: toolshelf sync %1</source>
        <translation>noch keine Werkzeuge von %1 im Katalog; ausführen: toolshelf sync %1</translation>
    </message>
    <message>
        <source>%1 has %2 tools named &quot;%3&quot;; name one by its toolId:
%4</source>
        <translation>%1 hat %2 Werkzeuge namens &quot;%3&quot;; geben Sie eines über seine toolId an:
%4</translation>
    </message>
    <message>
        <source>%1 has no tool named &quot;%2&quot; and none with that toolId; see toolshelf search --provider %1</source>
        <translation>%1 hat kein Werkzeug namens &quot;%2&quot; und keines mit dieser toolId; siehe toolshelf search --provider %1</translation>
    </message>
    <message>
        <source>%1 has no tool named &quot;%2&quot; and none with that toolId. Similar names:
%3</source>
        <translation>%1 hat kein Werkzeug namens &quot;%2&quot; und keines mit dieser toolId. Ähnliche Namen:
%3</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolSelection</name>
    <message>
        <source>no tool is selected: name tools as PROVIDER/TOOL or give a --tag that some tool has</source>
        <translation>kein Werkzeug ausgewählt: Werkzeuge als PROVIDER/TOOL angeben oder mit --tag ein Tag angeben, das mindestens ein Werkzeug trägt</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolShareActions</name>
    <message>
        <source>Shar&amp;e</source>
        <translation>&amp;Teilen</translation>
    </message>
    <message>
        <source>Export &amp;Bundle…</source>
        <translation>&amp;Paket exportieren…</translation>
    </message>
    <message>
        <source>Write the selected tools, pinned, with your overrides to a bundle file</source>
        <translation>Die ausgewählten Werkzeuge angeheftet und mit Ihren Überschreibungen in eine Paketdatei schreiben</translation>
    </message>
    <message>
        <source>&amp;Copy Tool Definitions</source>
        <translation>Werkzeugdefinitionen &amp;kopieren</translation>
    </message>
    <message>
        <source>For &amp;OpenAI</source>
        <translation>Für &amp;OpenAI</translation>
    </message>
    <message>
        <source>For &amp;Anthropic</source>
        <translation>Für &amp;Anthropic</translation>
    </message>
    <message>
        <source>As &amp;MCP tools/list</source>
        <translation>Als &amp;MCP tools/list</translation>
    </message>
    <message>
        <source>Copy the selected tools&apos; definitions to the clipboard</source>
        <translation>Die Definitionen der ausgewählten Werkzeuge in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Select the tools to bundle in the list first.</source>
        <translation>Wählen Sie zuerst in der Liste die Werkzeuge für das Paket aus.</translation>
    </message>
    <message>
        <source>Export Bundle</source>
        <translation>Paket exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n tool(s) to %1.</source>
        <translation>
            <numerusform>%n Werkzeug nach %1 exportiert.</numerusform>
            <numerusform>%n Werkzeuge nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The bundle was not written: %1</source>
        <translation>Das Paket wurde nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>Select the tools to copy in the list first.</source>
        <translation>Wählen Sie zuerst in der Liste die zu kopierenden Werkzeuge aus.</translation>
    </message>
    <message>
        <source>%1/%2 is not in the catalog</source>
        <translation>%1/%2 ist nicht im Katalog</translation>
    </message>
    <message>
        <source>Nothing was copied: %1</source>
        <translation>Nichts wurde kopiert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Copied the definitions of %n tool(s).</source>
        <translation>
            <numerusform>Definition von %n Werkzeug kopiert.</numerusform>
            <numerusform>Definitionen von %n Werkzeugen kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Procedure&apos;s &amp;Tools as Bundle…</source>
        <translation>&amp;Werkzeuge der Arbeitsanweisung als Paket exportieren…</translation>
    </message>
    <message>
        <source>Write the tools the current procedure refers to, pinned, with your overrides to a bundle file</source>
        <translation>Die Werkzeuge, die die aktuelle Arbeitsanweisung nennt, angeheftet und mit Ihren Überschreibungen in eine Paketdatei schreiben</translation>
    </message>
    <message>
        <source>Open the procedure whose tools to bundle first.</source>
        <translation>Öffnen Sie zuerst die Arbeitsanweisung, deren Werkzeuge ins Paket sollen.</translation>
    </message>
    <message>
        <source>The procedure refers to no tool: write tool_name() or drop tools into it.</source>
        <translation>Die Arbeitsanweisung nennt kein Werkzeug: Schreiben Sie tool_name() oder ziehen Sie Werkzeuge hinein.</translation>
    </message>
    <message>
        <source>The procedure&apos;s tools cannot be bundled: %1</source>
        <translation>Die Werkzeuge der Arbeitsanweisung können nicht als Paket exportiert werden: %1</translation>
    </message>
    <message>
        <source>Export Procedure as Tool S&amp;urface…</source>
        <translation>Arbeitsanweisung als Tool S&amp;urface exportieren…</translation>
    </message>
    <message>
        <source>Write the current procedure&apos;s tools as an Agent Tool tool surface: pinned tools loaded, the others deferred, unknown and ambiguous names blocked</source>
        <translation>Die Werkzeuge der aktuellen Arbeitsanweisung als Tool Surface nach Agent Tool schreiben: angeheftete Werkzeuge geladen, die übrigen zurückgestellt, unbekannte und mehrdeutige Namen gesperrt</translation>
    </message>
    <message>
        <source>E&amp;xport Tools As</source>
        <translation>Werkzeuge e&amp;xportieren als</translation>
    </message>
    <message>
        <source>&amp;Agent Tool Declarations…</source>
        <translation>&amp;Agent-Tool-Deklarationen…</translation>
    </message>
    <message>
        <source>ATDF &amp;Basic (v0.1)…</source>
        <translation>ATDF &amp;Basis (v0.1)…</translation>
    </message>
    <message>
        <source>ATDF &amp;Enhanced (v0.2)…</source>
        <translation>ATDF &amp;Erweitert (v0.2)…</translation>
    </message>
    <message>
        <source>Write the selected tools as %1: one tool to a file, several to a folder, a file each</source>
        <translation>Die ausgewählten Werkzeuge als %1 schreiben: ein Werkzeug in eine Datei, mehrere in einen Ordner, je eine Datei</translation>
    </message>
    <message>
        <source>Open the procedure to export first.</source>
        <translation>Öffnen Sie zuerst die zu exportierende Arbeitsanweisung.</translation>
    </message>
</context>
<context>
    <name>Toolshelf::ToolSurface</name>
    <message>
        <source>The catalog cannot be read: %1</source>
        <translation>Der Katalog kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1/%2 cannot be read from the catalog.</source>
        <translation>%1/%2 kann nicht aus dem Katalog gelesen werden.</translation>
    </message>
    <message>
        <source>The tool surface would not read back: %1</source>
        <translation>Die Tool Surface ließe sich nicht zurücklesen: %1</translation>
    </message>
</context>
<context>
    <name>Toolshelf::TryItPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Tools can act on the real world: Invoke sends a real request to the provider, after you confirm it.</source>
        <translation>Werkzeuge können reale Auswirkungen haben: „Aufrufen“ sendet nach Ihrer Bestätigung eine echte Anfrage an den Anbieter.</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Outputs</source>
        <translation>Ausgaben</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Anfrage und Antwort</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>Select a tool to try it.</source>
        <translation>Wählen Sie ein Werkzeug, um es auszuprobieren.</translation>
    </message>
    <message>
        <source>This tool is not in the catalog.</source>
        <translation>Dieses Werkzeug ist nicht im Katalog.</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Version %1 (pinned)</source>
        <translation>Version %1 (angeheftet)</translation>
    </message>
    <message>
        <source>Version %1 (current)</source>
        <translation>Version %1 (aktuell)</translation>
    </message>
    <message>
        <source>Some inputs do not fit the signature; nothing was sent.</source>
        <translation>Einige Eingaben passen nicht zur Signatur; es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>The provider &quot;%1&quot; is not configured; nothing was sent.</source>
        <translation>Der Anbieter &quot;%1&quot; ist nicht eingerichtet; es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>Tools cannot be called from here; nothing was sent.</source>
        <translation>Werkzeuge können von hier aus nicht aufgerufen werden; es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>Call a tool</source>
        <translation>Werkzeug aufrufen</translation>
    </message>
    <message>
        <source>Not sent.</source>
        <translation>Nicht gesendet.</translation>
    </message>
    <message>
        <source>Calling %1 version %2…</source>
        <translation>%1 wird in Version %2 aufgerufen…</translation>
    </message>
    <message>
        <source>Cancelled. The provider may have received the call and run the tool anyway.</source>
        <translation>Abgebrochen. Der Anbieter hat den Aufruf möglicherweise trotzdem erhalten und das Werkzeug ausgeführt.</translation>
    </message>
    <message>
        <source>Not an output of this version&apos;s signature.</source>
        <translation>Diese Ausgabe ist in der Signatur dieser Version nicht vorgesehen.</translation>
    </message>
    <message numerus="yes">
        <source>The tool answered with %n output(s).</source>
        <translation>
            <numerusform>Das Werkzeug hat mit %n Ausgabe geantwortet.</numerusform>
            <numerusform>Das Werkzeug hat mit %n Ausgaben geantwortet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The call failed: %1</source>
        <translation>Der Aufruf ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>(credentials are sent but not shown)</source>
        <translation>(Zugangsdaten werden gesendet, aber nicht angezeigt)</translation>
    </message>
    <message>
        <source>(waiting for the answer)</source>
        <translation>(Warten auf die Antwort)</translation>
    </message>
    <message>
        <source>(no answer)</source>
        <translation>(keine Antwort)</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>I&amp;nvoke…</source>
        <translation>Auf&amp;rufen…</translation>
    </message>
    <message>
        <source>V&amp;ersion:</source>
        <translation>Versi&amp;on:</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Some inputs do not fit the tool&apos;s schema; nothing was sent.</source>
        <translation>Einige Eingaben passen nicht zum Schema des Werkzeugs; es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>Acting on what the answer asks of the catalog…</source>
        <translation>Was die Antwort vom Katalog verlangt, wird ausgeführt…</translation>
    </message>
    <message>
        <source>Call %1, version %2, at the provider %3?</source>
        <translation>%1, Version %2, beim Anbieter %3 aufrufen?</translation>
    </message>
    <message>
        <source>⚠ The server marks this tool as destructive: it may delete or overwrite data for real.</source>
        <translation>⚠ Der Server kennzeichnet dieses Werkzeug als zerstörend: Es kann echte Daten löschen oder überschreiben.</translation>
    </message>
    <message>
        <source>⚠ The server does not say this tool only reads, so it may delete or overwrite data for real.</source>
        <translation>⚠ Der Server sagt nicht, dass dieses Werkzeug nur liest; es kann also echte Daten löschen oder überschreiben.</translation>
    </message>
    <message>
        <source>The call is sent once and cannot be taken back. Call it only with inputs you would let an agent use.</source>
        <translation>Der Aufruf wird einmal gesendet und kann nicht zurückgenommen werden. Rufen Sie es nur mit Eingaben auf, die Sie auch einem Agenten erlauben würden.</translation>
    </message>
    <message>
        <source>The server says this tool only reads (its own claim, not a guarantee). The call is sent once.</source>
        <translation>Der Server sagt, dass dieses Werkzeug nur liest (seine eigene Angabe, keine Garantie). Der Aufruf wird einmal gesendet.</translation>
    </message>
    <message>
        <source>Tools can act on the real world: the provider runs the tool for real and it may change, send, buy or delete something. The call is sent once and cannot be taken back.</source>
        <translation>Werkzeuge wirken in der echten Welt: Der Anbieter führt das Werkzeug wirklich aus, und es kann etwas ändern, senden, kaufen oder löschen. Der Aufruf wird einmal gesendet und kann nicht zurückgenommen werden.</translation>
    </message>
    <message numerus="yes">
        <source>The tool answered with %n content block(s) and structured content.</source>
        <translation>
            <numerusform>Das Werkzeug antwortete mit %n Inhaltsblock und strukturiertem Inhalt.</numerusform>
            <numerusform>Das Werkzeug antwortete mit %n Inhaltsblöcken und strukturiertem Inhalt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tool answered with %n content block(s).</source>
        <translation>
            <numerusform>Das Werkzeug antwortete mit %n Inhaltsblock.</numerusform>
            <numerusform>Das Werkzeug antwortete mit %n Inhaltsblöcken.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 Pixel</translation>
    </message>
    <message>
        <source>not an image Toolshelf can show</source>
        <translation>kein Bild, das Toolshelf anzeigen kann</translation>
    </message>
    <message>
        <source>not played here</source>
        <translation>wird hier nicht abgespielt</translation>
    </message>
    <message>
        <source>Call progress</source>
        <translation>Fortschritt des Aufrufs</translation>
    </message>
</context>
<context>
    <name>Toolshelf::VersionDiffView</name>
    <message>
        <source>Choose two versions to compare.</source>
        <translation>Wählen Sie zwei Versionen zum Vergleichen aus.</translation>
    </message>
    <message>
        <source>backwards compatible</source>
        <translation>abwärtskompatibel</translation>
    </message>
    <message numerus="yes">
        <source>breaking: %n change(s)</source>
        <translation>
            <numerusform>nicht abwärtskompatibel: %n Änderung</numerusform>
            <numerusform>nicht abwärtskompatibel: %n Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>%1 compared with %2</source>
        <translation>%1 im Vergleich zu %2</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n Änderung</numerusform>
            <numerusform>%n Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>The two versions have the same signature.</source>
        <translation>Die beiden Versionen haben dieselbe Signatur.</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Outputs</source>
        <translation>Ausgaben</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Compatibility</source>
        <translation>Kompatibilität</translation>
    </message>
    <message>
        <source>breaking</source>
        <translation>inkompatibel</translation>
    </message>
    <message>
        <source>compatible</source>
        <translation>kompatibel</translation>
    </message>
    <message numerus="yes">
        <source>%n more change(s) not listed.</source>
        <translation>
            <numerusform>%n weitere Änderung ist nicht aufgeführt.</numerusform>
            <numerusform>%n weitere Änderungen sind nicht aufgeführt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Toolshelf::VersionFetch</name>
    <message>
        <source>the answer is not a signature: %1</source>
        <translation>die Antwort ist keine Signatur: %1</translation>
    </message>
    <message>
        <source>the answer is not a single signature</source>
        <translation>die Antwort ist keine einzelne Signatur</translation>
    </message>
    <message>
        <source>asked for version %1 of tool %2, the provider answered version %3 of tool %4</source>
        <translation>Version %1 des Werkzeugs %2 angefragt, der Anbieter lieferte aber Version %3 des Werkzeugs %4</translation>
    </message>
    <message>
        <source>the tool id &quot;%1&quot; cannot be used in a URL</source>
        <translation>die Werkzeug-ID &quot;%1&quot; kann nicht in einer URL verwendet werden</translation>
    </message>
</context>
<context>
    <name>Toolshelf::VersionHistoryFetch</name>
    <message>
        <source>the provider lists no versions of this tool</source>
        <translation>der Anbieter führt keine Versionen dieses Werkzeugs auf</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1 lists version %2 of tool %3, not of %4</source>
        <translation>%1 führt Version %2 des Werkzeugs %3 auf, nicht von %4</translation>
    </message>
    <message>
        <source>page %1 of the history: %2</source>
        <translation>Seite %1 des Verlaufs: %2</translation>
    </message>
    <message>
        <source>the catalog cannot store it</source>
        <translation>der Katalog kann den Versionsverlauf nicht speichern</translation>
    </message>
</context>
<context>
    <name>Toolshelf::VersionListModel</name>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>angeheftet</translation>
    </message>
    <message numerus="yes">
        <source>changed %n time(s) without a new version</source>
        <translation>
            <numerusform>%n-mal ohne neue Version geändert</numerusform>
            <numerusform>%n-mal ohne neue Version geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>breaks the A2T draft</source>
        <translation>verstößt gegen den A2T-Entwurf</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>First seen</source>
        <translation>Erstmals gesehen</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Zuletzt gesehen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
</context>
<context>
    <name>Toolshelf::VersionsPanel</name>
    <message>
        <source>&amp;Pin this version</source>
        <translation>Diese Version an&amp;heften</translation>
    </message>
    <message>
        <source>&amp;Unpin</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>&amp;with</source>
        <translation>&amp;mit</translation>
    </message>
    <message>
        <source>Reading the stored versions…</source>
        <translation>Die gespeicherten Versionen werden gelesen…</translation>
    </message>
    <message>
        <source>No tool selected.</source>
        <translation>Kein Werkzeug ausgewählt.</translation>
    </message>
    <message>
        <source>The catalog is not available.</source>
        <translation>Der Katalog ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>No version of this tool is in the catalog.</source>
        <translation>Von diesem Werkzeug ist keine Version im Katalog.</translation>
    </message>
    <message numerus="yes">
        <source>%n version(s) in the catalog.</source>
        <translation>
            <numerusform>%n Version im Katalog.</numerusform>
            <numerusform>%n Versionen im Katalog.</numerusform>
        </translation>
    </message>
    <message>
        <source>Some versions are not in the catalog, and %1 is not a configured provider to fetch them from.</source>
        <translation>Einige Versionen sind nicht im Katalog, und %1 ist kein eingerichteter Anbieter, von dem sie abgerufen werden könnten.</translation>
    </message>
    <message>
        <source>Some versions are not in the catalog, and they cannot be fetched here.</source>
        <translation>Einige Versionen sind nicht im Katalog und können hier nicht abgerufen werden.</translation>
    </message>
    <message>
        <source>Fetching the version history from %1…</source>
        <translation>Der Versionsverlauf wird von %1 abgerufen…</translation>
    </message>
    <message>
        <source>Could not fetch the version history from %1: %2</source>
        <translation>Der Versionsverlauf konnte nicht von %1 abgerufen werden: %2</translation>
    </message>
    <message>
        <source>Fetched the version history.</source>
        <translation>Der Versionsverlauf wurde abgerufen.</translation>
    </message>
    <message>
        <source>&amp;Pin version %1</source>
        <translation>Version %1 an&amp;heften</translation>
    </message>
    <message>
        <source>Pin version %1 of %2 instead of version %3?

The check says: %4.</source>
        <translation>Version %1 von %2 anstelle von Version %3 anheften?

Ergebnis der Prüfung: %4.</translation>
    </message>
    <message>
        <source>Update to the latest version</source>
        <translation>Auf die neueste Version aktualisieren</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>The pin was not changed: %1</source>
        <translation>Die Anheftung wurde nicht geändert: %1</translation>
    </message>
    <message>
        <source>Fetch a&amp;gain</source>
        <translation>Erneut ab&amp;rufen</translation>
    </message>
    <message>
        <source>Update to lat&amp;est</source>
        <translation>Auf neueste Version a&amp;ktualisieren</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Ver&amp;gleichen</translation>
    </message>
    <message numerus="yes">
        <source>Fetching the version history from %1, page %2: %n version(s) so far…</source>
        <translation>
            <numerusform>Der Versionsverlauf wird von %1 abgerufen, Seite %2: bisher %n Version…</numerusform>
            <numerusform>Der Versionsverlauf wird von %1 abgerufen, Seite %2: bisher %n Versionen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <source>Differences between the versions</source>
        <translation>Unterschiede zwischen den Versionen</translation>
    </message>
</context>
<context>
    <name>Toolshelf::WriteLock</name>
    <message>
        <source>waiting for %1, which is writing this profile…</source>
        <translation>warte auf %1, das in dieses Profil schreibt …</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Serve the sample catalogs from a built-in provider.</source>
        <translation>Die Beispielkataloge über einen integrierten Anbieter bereitstellen.</translation>
    </message>
    <message>
        <source>The demo provider could not start: %1</source>
        <translation>Der Demo-Anbieter konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Use the profile in DIR.</source>
        <translation>Das Profil in DIR verwenden.</translation>
    </message>
    <message>
        <source>The profile cannot be opened: %1</source>
        <translation>Das Profil kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Demo: syncing %1 from the built-in provider on %2…</source>
        <translation>Demo: %1 werden vom eingebauten Anbieter auf %2 synchronisiert…</translation>
    </message>
    <message>
        <source>Demo: %1 tools from %2 sample vendors in a throwaway profile</source>
        <translation>Demo: %1 Werkzeuge von %2 Beispielanbietern in einem Wegwerfprofil</translation>
    </message>
    <message>
        <source>Demo: the sync failed: %1</source>
        <translation>Demo: die Synchronisierung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Procedures (.md) to open in the Procedures dock, bundles (.zip) to preview and import.</source>
        <translation>Arbeitsanweisungen (.md), die im Bereich „Arbeitsanweisungen“ geöffnet werden, und Pakete (.zip), die nach einer Vorschau importiert werden.</translation>
    </message>
    <message>
        <source>Toolshelf is already open on this profile, but its window does not answer. Close it (or end its process) and start Toolshelf again.</source>
        <translation>Toolshelf ist mit diesem Profil bereits geöffnet, aber sein Fenster antwortet nicht. Schließen Sie es (oder beenden Sie seinen Prozess) und starten Sie Toolshelf erneut.</translation>
    </message>
</context>
</TS>
