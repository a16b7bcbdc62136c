// The shape of the source tree, read from the files themselves: layers only
// point down (app → views → models; the reference provider under app/ uses
// no view), and no source file grows past what one reader holds in their head.
// The tree's root comes from the build (TOOLSHELF_SOURCE_DIR).

#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

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
