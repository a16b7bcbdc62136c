// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Bundles between two real catalogs: export, then import into a fresh one
// gives byte-identical signatures and the same overrides; a provider name at
// another URL is imported under a new name; a failed import changes nothing.

#include "bundlefixture.h"
#include "catalog/catalogdatabase.h"
#include "catalogstaging.h"
#include "providers/providerregistry.h"
#include "sharing/bundleimport.h"
#include "sharing/bundlereader.h"
#include "tool/canonicaljson.h"
#include "userdataedits.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>

using namespace Toolshelf;
using namespace BundleFixture;

namespace {

const QString Acme = QStringLiteral("acme");

QString toolId(int n)
{
    return QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
}

QJsonObject tool(int n, int version)
{
    QJsonObject object = Fixtures::version(Fixtures::validTool(), version, version);
    object.insert(QStringLiteral("toolId"), toolId(n));
    object.insert(QStringLiteral("name"), QStringLiteral("tool_number_%1").arg(n));
    object.insert(QStringLiteral("description"),
                  QStringLiteral("Tool %1, version %2.").arg(n).arg(version));
    return object;
}

// The user tables and the stored versions, as text, to compare two states.
QString dump(const QString &path)
{
    static int connections = 0;
    const QString name = QStringLiteral("dump-%1").arg(++connections);
    QString out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open())
            return QStringLiteral("cannot open");
        for (const char *sql :
             {"SELECT provider, tool_id, version, digest FROM versions ORDER BY id",
              "SELECT * FROM tools ORDER BY id", "SELECT * FROM pins",
              "SELECT * FROM overrides ORDER BY provider, tool_id, kind"}) {
            QSqlQuery query(db);
            if (!query.exec(QString::fromLatin1(sql)))
                return QStringLiteral("failed");
            while (query.next()) {
                for (int i = 0; i < query.record().count(); ++i)
                    out += query.value(i).toString() + u'|';
                out += u'\n';
            }
        }
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

} // namespace

namespace {

// BundleImport::apply with the editor the product's catalog service would give.
bool applyPlan(const Bundle &bundle, const BundlePlan &plan, bool replaceConflicts,
               CatalogDatabase &target, QString *error)
{
    UserDataEditor editor = userData(target);
    return BundleImport::apply(bundle, plan, replaceConflicts, target, editor, error);
}

} // namespace

class tst_BundleImport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_counter = 0;
    CatalogDatabase m_source;

    QString nextPath(const char *suffix)
    {
        return m_dir.filePath(QStringLiteral("f%1.%2").arg(++m_counter).arg(QLatin1String(suffix)));
    }

    bool openFresh(CatalogDatabase &db)
    {
        QString error;
        const bool ok = db.open(nextPath("sqlite"), &error);
        if (!ok)
            qWarning("%s", qPrintable(error));
        return ok;
    }

    Bundle exportAndRead(const QList<Provider> &providers)
    {
        QList<ToolSummary> tools;
        for (int n : {1, 2}) {
            ToolSummary summary;
            summary.provider = Acme;
            summary.toolId = toolId(n);
            tools.append(summary);
        }
        auto collected = BundleWriter::collect(m_source, tools, providers, QStringLiteral("test"));
        if (auto *error = std::get_if<QString>(&collected))
            qFatal("collect: %s", qPrintable(*error));
        const QString path = nextPath("zip");
        QString error;
        if (!BundleWriter::write(std::get<Bundle>(collected), path, &error))
            qFatal("write: %s", qPrintable(error));
        auto read = BundleReader::read(path);
        if (auto *problem = std::get_if<QString>(&read))
            qFatal("read: %s", qPrintable(*problem));
        return std::get<Bundle>(read);
    }

    static qsizetype conflicts(const CatalogDatabase &db)
    {
        const QList<Override> all = db.overrides();
        return std::count_if(all.cbegin(), all.cend(),
                             [](const Override &o) { return o.isConflict(); });
    }

    static QString textOf(const CatalogDatabase &db, const OverrideTarget &target)
    {
        for (const Override &o : db.overrides(target.provider, target.toolId)) {
            if (o.target == target)
                return o.text;
        }
        return {};
    }

    static QList<Provider> acmeProviders()
    {
        return {provider(Acme, QStringLiteral("https://acme.example/a2t"))};
    }

private Q_SLOTS:
    // A provider's name is data: "%2" in it is text, not a placeholder, and
    // the suffix does not depend on the language.
    void distinctNamesKeepPercentSigns()
    {
        QCOMPARE(BundleImport::distinctName(QStringLiteral("a%2"), {}),
                 QStringLiteral("a%2 (imported)"));
        QCOMPARE(
            BundleImport::distinctName(QStringLiteral("a%2"), {QStringLiteral("a%2 (imported)")}),
            QStringLiteral("a%2 (imported 2)"));
    }

    // Tool 1 has versions 1 and 2 and is pinned to 1, with three overrides;
    // tool 2 follows its current version 2, with four overrides, one of them
    // a conflict (the vendor changed the text it replaced).
    void initTestCase()
    {
        QVERIFY(openFresh(m_source));
        QString error;
        const qint64 id = m_source.beginSync(Acme, QStringLiteral("a2t"), &error);
        QList<ParsedSignature> listing {
            SignatureParser::parseSignature(tool(1, 2), QStringLiteral("$[0]")),
            SignatureParser::parseSignature(tool(2, 1), QStringLiteral("$[1]"))};
        QList<ParsedSignature> history {SignatureParser::parseSignature(
            Fixtures::version(tool(1, 1), 1, 2), QStringLiteral("$[0]"))};
        QVERIFY2(id != 0
                     && m_source.stage(id, Staging::read(Acme, listing), StageKind::Listing, &error)
                     && m_source.stage(id, Staging::read(Acme, history), StageKind::History, &error)
                     && m_source.commitSync(id, nullptr, &error),
                 qPrintable(error));
        QVERIFY2(userData(m_source).pin(Acme, toolId(1), 1, &error), qPrintable(error));
        QVERIFY2(
            userData(m_source).setOverride({Acme, toolId(1), OverrideKind::ToolDescription, {}, {}},
                                           QStringLiteral("Our words for tool 1."), &error),
            qPrintable(error));
        QVERIFY2(userData(m_source).setOverride(
                     {Acme, toolId(1), OverrideKind::InputEnumValueDescription,
                      QStringLiteral("Units"), QStringLiteral("CELSIUS")},
                     QStringLiteral("Degrees Celsius."), &error),
                 qPrintable(error));
        QVERIFY2(userData(m_source).setOverride(
                     {Acme, toolId(2), OverrideKind::InputDescription, QStringLiteral("City"), {}},
                     QStringLiteral("Any city name."), &error),
                 qPrintable(error));
        QVERIFY2(
            userData(m_source).setOverride({Acme, toolId(2), OverrideKind::ToolDescription, {}, {}},
                                           QStringLiteral("Our words for tool 2."), &error),
            qPrintable(error));
        QVERIFY2(userData(m_source).setOverride({Acme, toolId(2), OverrideKind::ToolName, {}, {}},
                                                QStringLiteral("acme_tool_two"), &error),
                 qPrintable(error));
        // When to use them and when not travel like any other text.
        QVERIFY2(userData(m_source).setOverride({Acme, toolId(1), OverrideKind::WhenToUse, {}, {}},
                                                QStringLiteral("When a forecast is asked for."),
                                                &error),
                 qPrintable(error));
        QVERIFY2(
            userData(m_source).setOverride({Acme, toolId(2), OverrideKind::WhenNotToUse, {}, {}},
                                           QStringLiteral("Not for past weather."), &error),
            qPrintable(error));
        // Tool 2's vendor rewrites its description in version 2: a conflict.
        const qint64 resync = m_source.beginSync(Acme, QStringLiteral("a2t"), &error);
        const QList<ParsedSignature> newer {
            SignatureParser::parseSignature(tool(1, 2), QStringLiteral("$[0]")),
            SignatureParser::parseSignature(tool(2, 2), QStringLiteral("$[1]"))};
        QVERIFY2(
            resync != 0
                && m_source.stage(resync, Staging::read(Acme, newer), StageKind::Listing, &error)
                && m_source.commitSync(resync, nullptr, &error),
            qPrintable(error));
        QCOMPARE(conflicts(m_source), 1);
    }

    void roundTripIntoAFreshCatalog()
    {
        const Bundle bundle = exportAndRead(acmeProviders());
        QCOMPARE(bundle.manifest.tools.size(), 2);
        QCOMPARE(bundle.manifest.tools.at(0).version, 1); // the pinned one
        QCOMPARE(bundle.manifest.tools.at(1).version, 2); // the current one
        QCOMPARE(bundle.manifest.overrides.size(), 7);

        CatalogDatabase target;
        QVERIFY(openFresh(target));
        const BundlePlan plan = BundleImport::plan(bundle, {}, target);
        QCOMPARE(plan.providers.size(), 1);
        QCOMPARE(plan.providers.at(0).action, BundlePlan::ProviderAction::Add);
        QCOMPARE(plan.tools.at(0).action, BundlePlan::ToolAction::Add);
        QCOMPARE(plan.tools.at(1).action, BundlePlan::ToolAction::Add);
        for (const auto &step : plan.overrides)
            QCOMPARE(step.action, BundlePlan::OverrideAction::Add);
        QString error;
        QVERIFY2(applyPlan(bundle, plan, false, target, &error), qPrintable(error));

        for (int n : {1, 2}) {
            const auto mine = m_source.signature(Acme, toolId(n));
            const auto theirs = target.signature(Acme, toolId(n));
            QVERIFY(mine && theirs);
            QCOMPARE(CanonicalJson::versionBytes(theirs->signature),
                     CanonicalJson::versionBytes(mine->signature));
            QCOMPARE(theirs->digest, mine->digest);
            const auto pin = target.pinOf(Acme, toolId(n));
            QVERIFY(pin);
            QCOMPARE(pin->version, mine->signature.version);
            QCOMPARE(pin->digest, mine->digest);
            const auto edited = target.editedSignature(Acme, toolId(n));
            QCOMPARE(edited->edited.description,
                     m_source.editedSignature(Acme, toolId(n))->edited.description);
        }
        const auto strip = [](QList<Override> list) {
            for (Override &entry : list)
                entry.updatedAt = {};
            return list;
        };
        // The alias travels: the colleague's procedures say the same names.
        QCOMPARE(target.editedSignature(Acme, toolId(2))->edited.name,
                 QStringLiteral("acme_tool_two"));
        QCOMPARE(target.editedSignature(Acme, toolId(1))->edited.whenToUse,
                 QStringLiteral("When a forecast is asked for."));
        QCOMPARE(target.editedSignature(Acme, toolId(2))->edited.whenNotToUse,
                 QStringLiteral("Not for past weather."));
        // vendorOriginal travels, so the conflict is one here too.
        QCOMPARE(strip(target.overrides()), strip(m_source.overrides()));
        QCOMPARE(conflicts(target), 1);
        QCOMPARE(target.search({}).size(), 2);

        // Importing again changes nothing.
        const BundlePlan again = BundleImport::plan(bundle, acmeProviders(), target);
        QCOMPARE(again.providers.at(0).action, BundlePlan::ProviderAction::Reuse);
        QVERIFY(again.changesNothing());
    }

    void conflictsKeepTheUsersTextUnlessReplaced()
    {
        const Bundle bundle = exportAndRead(acmeProviders());
        CatalogDatabase target;
        QVERIFY(openFresh(target));
        QString error;
        QVERIFY(applyPlan(bundle, BundleImport::plan(bundle, {}, target), false, target, &error));
        const OverrideTarget city {
            Acme, toolId(2), OverrideKind::InputDescription, QStringLiteral("City"), {}};
        QVERIFY(userData(target).setOverride(city, QStringLiteral("My own words."), &error));
        QVERIFY(userData(target).unpin(Acme, toolId(2), &error));

        BundlePlan plan = BundleImport::plan(bundle, acmeProviders(), target);
        QCOMPARE(plan.tools.at(0).action, BundlePlan::ToolAction::Unchanged);
        QCOMPARE(plan.tools.at(1).action, BundlePlan::ToolAction::Pin);
        const auto conflict = std::find_if(
            plan.overrides.cbegin(), plan.overrides.cend(),
            [&](const BundlePlan::OverrideStep &s) { return s.bundled.target == city; });
        QVERIFY(conflict != plan.overrides.cend());
        QCOMPARE(conflict->action, BundlePlan::OverrideAction::Conflict);
        QCOMPARE(conflict->currentText, QStringLiteral("My own words."));

        QVERIFY(applyPlan(bundle, plan, false, target, &error));
        QCOMPARE(textOf(target, city), QStringLiteral("My own words."));
        QVERIFY(target.pinOf(Acme, toolId(2)));
        QVERIFY(applyPlan(bundle, plan, true, target, &error));
        QCOMPARE(textOf(target, city), QStringLiteral("Any city name."));
    }

    void anotherUrlGetsAnotherName()
    {
        const Bundle bundle = exportAndRead(acmeProviders());
        CatalogDatabase target;
        QVERIFY(openFresh(target));
        const QList<Provider> mine {provider(Acme, QStringLiteral("https://acme.internal/a2t"))};
        const BundlePlan plan = BundleImport::plan(bundle, mine, target);
        QCOMPARE(plan.providers.at(0).action, BundlePlan::ProviderAction::AddRenamed);
        const QString renamed = plan.providers.at(0).local.name;
        QCOMPARE(renamed, QStringLiteral("acme (imported)"));
        QCOMPARE(plan.providers.at(0).local.baseUrl,
                 QUrl(QStringLiteral("https://acme.example/a2t")));
        QVERIFY(!ProviderRegistry::validate(plan.providers.at(0).local));
        for (const auto &step : plan.tools)
            QCOMPARE(step.tool.provider, renamed);
        QString error;
        QVERIFY2(applyPlan(bundle, plan, false, target, &error), qPrintable(error));
        // Nothing lands under the user's own provider of that name.
        QVERIFY(target.pins(Acme).isEmpty());
        QVERIFY(target.overrides(Acme).isEmpty());
        QCOMPARE(target.pins(renamed).size(), 2);
        QCOMPARE(target.overrides(renamed).size(), 7);

        QCOMPARE(BundleImport::distinctName(Acme, {Acme, renamed}),
                 QStringLiteral("acme (imported 2)"));
    }

    // Here another tool already has the name the bundle's alias gives: the
    // import would make two tools answer to it, so it stops with the reason.
    void anAliasTakenHereStopsTheImport()
    {
        const Bundle bundle = exportAndRead(acmeProviders());
        CatalogDatabase target;
        QVERIFY(openFresh(target));
        QString error;
        QJsonObject other = tool(9, 1);
        other.insert(QStringLiteral("name"), QStringLiteral("acme_tool_two"));
        const qint64 id = target.beginSync(QStringLiteral("other"), QStringLiteral("a2t"), &error);
        QVERIFY2(id != 0
                     && target.stage(id,
                                     Staging::read(QStringLiteral("other"),
                                                   {SignatureParser::parseSignature(
                                                       other, QStringLiteral("$[0]"))}),
                                     StageKind::Listing, &error)
                     && target.commitSync(id, nullptr, &error),
                 qPrintable(error));
        const QString before = dump(target.path());
        QVERIFY(!applyPlan(bundle, BundleImport::plan(bundle, {}, target), false, target, &error));
        QVERIFY2(error.contains(QLatin1String("already called \"acme_tool_two\"")),
                 qPrintable(error));
        QCOMPARE(dump(target.path()), before);
    }

    void aFailedImportChangesNothing()
    {
        const Bundle bundle = exportAndRead(acmeProviders());
        CatalogDatabase target;
        QVERIFY(openFresh(target));
        BundlePlan plan = BundleImport::plan(bundle, {}, target);
        // The second tool's pin names content the bundle does not hold: the
        // first tool is stored and pinned before that fails.
        plan.tools[1].tool.digest = QByteArray(64, 'f');
        const QString before = dump(target.path());
        QString error;
        QVERIFY(!applyPlan(bundle, plan, false, target, &error));
        QVERIFY2(error.contains(QLatin1String("not in the catalog")), qPrintable(error));
        QCOMPARE(dump(target.path()), before);
        QVERIFY(target.search({}).isEmpty());
        // And the connection is usable afterwards.
        QVERIFY2(applyPlan(bundle, BundleImport::plan(bundle, {}, target), false, target, &error),
                 qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(tst_BundleImport)
#include "tst_bundleimport.moc"
