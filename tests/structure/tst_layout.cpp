// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The shape of the source tree, read from the files themselves: layers only
// point down (app → views → models; the reference provider under app/ uses
// no view), the domain folders' includes form no cycle, includes name their
// folder, and no source file grows past what one reader holds in their head.
// The tree's root comes from the build (TOOLSHELF_SOURCE_DIR).

#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;

namespace {

const QString Root = u"" TOOLSHELF_SOURCE_DIR ""_s;

// Lower layers come first; a file may include its own layer and those below.
const QStringList Layers {u"models"_s, u"views"_s, u"app"_s};

// Issue 15's limits for every source file.
constexpr int MaxLines = 800;
constexpr int MaxMedianLines = 120;

struct Source
{
    QString path; // relative to Root
    int layer = 0;
    QStringList includes; // as written between the quotes
    int lines = 0;
    QString text;
};

QList<Source> sources()
{
    static const QRegularExpression include(u"^\\s*#\\s*include\\s+\"([^\"]+)\""_s);
    QList<Source> result;
    for (int layer = 0; layer < Layers.size(); ++layer) {
        QDirIterator files(Root + u'/' + Layers.at(layer), {u"*.h"_s, u"*.cpp"_s}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
                continue;
            Source source;
            source.path = file.fileName().mid(Root.size() + 1);
            source.layer = layer;
            while (!file.atEnd()) {
                const QString line = QString::fromUtf8(file.readLine());
                ++source.lines;
                source.text += line;
                if (const auto match = include.match(line); match.hasMatch())
                    source.includes.append(match.captured(1));
            }
            result.append(source);
        }
    }
    return result;
}

// The file an include names: the one whose path ends with what it writes.
const Source *resolve(const QList<Source> &all, const QString &written)
{
    for (const Source &source : all) {
        if (source.path == written || source.path.endsWith(u'/' + written))
            return &source;
    }
    return nullptr;
}

// The domain folder of a file: "models/catalog" for
// models/catalog/catalogstore.h. A dialect's own folder belongs to dialects/,
// whose interface it implements.
QString folderOf(const QString &path)
{
    QString folder = path.section(u'/', 0, -2);
    if (folder.startsWith(u"models/dialects/"_s))
        folder = u"models/dialects"_s;
    return folder;
}

// One cycle of `graph` as "a -> b -> a", or nothing (depth-first search).
QStringList findCycle(const QHash<QString, QSet<QString>> &graph)
{
    enum class Mark { Unseen, Open, Done };
    QHash<QString, Mark> marks;
    QStringList path;
    std::function<QStringList(const QString &)> visit = [&](const QString &node) -> QStringList {
        marks[node] = Mark::Open;
        path.append(node);
        QStringList targets = graph.value(node).values();
        std::sort(targets.begin(), targets.end());
        for (const QString &target : std::as_const(targets)) {
            const Mark mark = marks.value(target, Mark::Unseen);
            if (mark == Mark::Open)
                return path.mid(path.indexOf(target)) << target;
            if (mark == Mark::Unseen) {
                if (QStringList cycle = visit(target); !cycle.isEmpty())
                    return cycle;
            }
        }
        path.removeLast();
        marks[node] = Mark::Done;
        return {};
    };
    QStringList nodes = graph.keys();
    std::sort(nodes.begin(), nodes.end());
    for (const QString &node : std::as_const(nodes)) {
        if (marks.value(node, Mark::Unseen) == Mark::Unseen) {
            if (QStringList cycle = visit(node); !cycle.isEmpty())
                return cycle;
        }
    }
    return {};
}

} // namespace

class tst_Layout : public QObject
{
    Q_OBJECT

    QList<Source> m_sources;

private Q_SLOTS:
    void initTestCase()
    {
        m_sources = sources();
        QVERIFY2(m_sources.size() > 100, qPrintable(Root));
    }

    void layersPointDown()
    {
        QStringList upward;
        for (const Source &source : std::as_const(m_sources)) {
            for (const QString &written : source.includes) {
                const Source *target = resolve(m_sources, written);
                if (!target)
                    continue; // generated (moc, ui) or outside the tree
                const QString provider = u"app/provider/"_s;
                // The reference provider is a program of its own, on models only.
                const bool fine = source.path.startsWith(provider)
                    ? target->layer == 0 || target->path.startsWith(provider)
                    : target->layer <= source.layer;
                if (!fine)
                    upward.append(source.path + u" -> "_s + target->path);
            }
        }
        QVERIFY2(upward.isEmpty(), qPrintable(upward.join(u'\n')));
    }

    // models/ and views/ are domain folders; a cycle between two of them would
    // make them one domain in two places.
    void foldersFormNoCycle()
    {
        QHash<QString, QSet<QString>> graph;
        QHash<QString, QString> example; // "a -> b": one include that makes the edge
        for (const Source &source : std::as_const(m_sources)) {
            const QString from = folderOf(source.path);
            for (const QString &written : source.includes) {
                const Source *target = resolve(m_sources, written);
                if (!target || folderOf(target->path) == from)
                    continue;
                const QString to = folderOf(target->path);
                graph[from].insert(to);
                example.insert(from + u" -> "_s + to, source.path + u" includes "_s + written);
            }
        }
        const QStringList cycle = findCycle(graph);
        QStringList why;
        for (qsizetype i = 0; i + 1 < cycle.size(); ++i)
            why.append(example.value(cycle.at(i) + u" -> "_s + cycle.at(i + 1)));
        QVERIFY2(cycle.isEmpty(), qPrintable(cycle.join(u" -> "_s) + u"\n"_s + why.join(u'\n')));
    }

    // A library's includes start at its root and name the folder
    // ("catalog/catalogstore.h"), so where a file reaches shows in the text.
    // The reference provider includes its own files plainly.
    void includesNameTheirFolder()
    {
        QStringList plain;
        for (const Source &source : std::as_const(m_sources)) {
            // A library root's own files (app/main.cpp) have no folder to name.
            if (source.path.startsWith(u"app/provider/"_s) || !folderOf(source.path).contains(u'/'))
                continue;
            for (const QString &written : source.includes) {
                const Source *target = resolve(m_sources, written);
                if (target && !target->path.startsWith(u"app/provider/"_s)
                    && !written.contains(u'/'))
                    plain.append(source.path + u": "_s + written);
            }
        }
        QVERIFY2(plain.isEmpty(), qPrintable(plain.join(u'\n')));
    }

    // The user's data is written only through CatalogService: the compiler
    // sees to it (CatalogDatabase's writers are private to UserDataEditor,
    // which only the service makes), and the one door left for tests,
    // CatalogTestAccess, is only named, never defined, by the product.
    void userDataHasOneWriter()
    {
        QStringList doors;
        for (const Source &source : std::as_const(m_sources)) {
            if (source.text.contains(u"CatalogTestAccess"_s)
                && source.path != u"models/catalog/userdataeditor.h"_s)
                doors.append(source.path);
        }
        QVERIFY2(doors.isEmpty(), qPrintable(doors.join(u'\n')));

        // And the SQL that writes pins and overrides is UserDataWriter's,
        // which only UserDataEditor reaches. The exceptions are no edits:
        // removing a provider drops its user data with it (draft: a later
        // provider of that name is another), and refreshing a tool's row
        // marks the overrides whose vendor text changed underneath them.
        static const QRegularExpression write(
            u"(INSERT INTO|REPLACE INTO|UPDATE|DELETE FROM)\\s+(pins|overrides)\\b[^\"]*"_s);
        const QStringList allowed {
            u"models/catalog/catalogsyncwriter.cpp: DELETE FROM pins WHERE provider = ?"_s,
            u"models/catalog/catalogsyncwriter.cpp: DELETE FROM overrides WHERE provider = ?"_s,
            u"models/catalog/catalogtoolrows.cpp: UPDATE overrides SET vendor_latest = ? WHERE provider = ? AND"_s,
        };
        QStringList writers;
        int own = 0;
        for (const Source &source : std::as_const(m_sources)) {
            for (auto it = write.globalMatch(source.text); it.hasNext();) {
                const QString found = source.path + u": "_s + it.next().captured(0);
                if (source.path == u"models/catalog/userdatawriter.cpp"_s)
                    ++own;
                else if (!allowed.contains(found))
                    writers.append(found);
            }
        }
        QVERIFY2(writers.isEmpty(), qPrintable(writers.join(u'\n')));
        QVERIFY(own >= 6);
    }

    void filesStayReadable()
    {
        QStringList large;
        QList<int> lines;
        for (const Source &source : std::as_const(m_sources)) {
            lines.append(source.lines);
            if (source.lines > MaxLines)
                large.append(u"%1: %2 lines"_s.arg(source.path).arg(source.lines));
        }
        QVERIFY2(large.isEmpty(), qPrintable(large.join(u'\n')));
        std::sort(lines.begin(), lines.end());
        const int median = lines.at(lines.size() / 2);
        QVERIFY2(median <= MaxMedianLines, qPrintable(QString::number(median)));
    }
};

QTEST_GUILESS_MAIN(tst_Layout)
#include "tst_layout.moc"
