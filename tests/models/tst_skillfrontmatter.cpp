// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SkillFrontmatter: whatever the names and texts hold, the YAML it writes is
// read back by yaml-cpp as exactly those strings, shows no control, bidi or
// invisible character raw, and fromYaml() reads it back; fromYaml() refuses
// what it did not write.

#include "hostiletext.h"
#include "sharing/skillfrontmatter.h"

#include <QStringDecoder>
#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace Toolshelf;

namespace {

// The scalar's UTF-8 as it is (QString::fromUtf8() would drop a leading BOM).
QString text(const YAML::Node &node)
{
    const std::string utf8 = node.as<std::string>();
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    return decoder(QByteArrayView(utf8.data(), qsizetype(utf8.size())));
}

SkillFrontmatter frontmatter(const QString &hostile)
{
    SkillFrontmatter f;
    f.name = QStringLiteral("escapes");
    f.description = QString(u"Uses " + hostile + u"\nand more.");
    f.license = hostile;
    f.compatibility = QStringLiteral("no");
    f.metadata = {{QString(u"toolshelf.tool." + hostile), QString(u"P/" + hostile + u"@1")},
                  {QStringLiteral("toolshelf.lock"), QStringLiteral("assets/toolshelf.lock.json")}};
    f.allowedTools = {hostile, QStringLiteral("plain_tool")};
    return f;
}

} // namespace

class tst_SkillFrontmatter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsBackExactly_data()
    {
        QTest::addColumn<QString>("hostile");
        QTest::newRow("600 backslashes, quotes and U+0001")
            << QStringLiteral("\\\"\x01").repeated(200);
        // "toolshelf.tool." and these make the longest key written implicitly.
        QTest::newRow("escaped key at the implicit limit") << QString(155, u'\x01');
        QTest::newRow("long plain key") << QString(2000, u'k');
        QTest::newRow("bidi and zero width")
            << QStringLiteral("look\u202Epu\u200B\u200D\u2066x\u200E\u061C");
        QTest::newRow("line separators and DEL") << QStringLiteral("a\u2028b\u2029c\x7f\u0085d");
        QTest::newRow("byte order mark and tags")
            << QStringLiteral("\uFEFFtag\U000E0069\U000E0067");
        QTest::newRow("YAML look-alikes") << QStringLiteral("yes");
        QTest::newRow("number") << QStringLiteral("1.2");
        QTest::newRow("document markers") << QStringLiteral("---\n...\n---x");
        QTest::newRow("unicode kept readable") << QStringLiteral("Köln_東京_\U0001F327");
    }

    void readsBackExactly()
    {
        QFETCH(QString, hostile);
        const SkillFrontmatter written = frontmatter(hostile);
        const QByteArray yaml = written.toYaml();
        QVERIFY(yaml.startsWith("---\n"));
        QVERIFY(yaml.endsWith("\n---\n"));

        // An independent reading: yaml-cpp straight.
        YAML::Node front;
        try {
            front = YAML::Load(yaml.mid(4, yaml.size() - 9).toStdString());
        } catch (const YAML::Exception &e) {
            QFAIL(e.what());
        }
        QCOMPARE(text(front["license"]), hostile);
        QCOMPARE(text(front["description"]), written.description);
        QCOMPARE(text(front["allowed-tools"]), written.allowedTools.join(u' '));
        QCOMPARE(text(front["metadata"][written.metadata.at(0).first.toStdString()]),
                 written.metadata.at(0).second);

        // Every character a reader must see is escaped in the file.
        const QString file = QString::fromUtf8(yaml);
        QVERIFY2(HostileText::invisibleIn(file).isEmpty(),
                 qPrintable(HostileText::invisibleIn(file)));
        if (hostile.startsWith(u'K'))
            QVERIFY2(file.contains(hostile), "readable text is not escaped");

        qsizetype bodyStart = -1;
        const auto read = SkillFrontmatter::fromYaml(yaml + "# Body\n", &bodyStart);
        if (const auto *problem = std::get_if<QString>(&read))
            QFAIL(qPrintable(*problem));
        QVERIFY(std::get<SkillFrontmatter>(read) == written);
        QCOMPARE(bodyStart, yaml.size());
    }

    void refusesWhatItDidNotWrite_data()
    {
        QTest::addColumn<QByteArray>("skill");
        QTest::addColumn<QString>("problem");
        QTest::newRow("no frontmatter") << QByteArray("# Body\n") << QStringLiteral("start");
        QTest::newRow("not closed") << QByteArray("---\nname: \"a\"\n") << QStringLiteral("ending");
        // What yaml-cpp wrote for a key of over 1024 characters before.
        QTest::newRow("implicit key too long")
            << QByteArray("---\nname: \"a\"\ndescription: \"b\"\nmetadata:\n  \""
                          + QByteArray(1100, 'k') + "\": \"v\"\n---\n")
            << QStringLiteral("not valid YAML");
        QTest::newRow("plain scalar")
            << QByteArray("---\nname: yes\ndescription: \"b\"\n---\n") << QStringLiteral("name");
        QTest::newRow("unknown field")
            << QByteArray("---\nname: \"a\"\ndescription: \"b\"\n\"x\": \"c\"\n---\n")
            << QStringLiteral("unknown");
        QTest::newRow("field twice")
            << QByteArray("---\n\"name\": \"a\"\n\"name\": \"b\"\n\"description\": \"c\"\n---\n")
            << QStringLiteral("twice");
        QTest::newRow("metadata not a map")
            << QByteArray("---\nname: \"a\"\ndescription: \"b\"\nmetadata: \"c\"\n---\n")
            << QStringLiteral("metadata");
        QTest::newRow("no description")
            << QByteArray("---\nname: \"a\"\n---\n") << QStringLiteral("description");
    }

    void refusesWhatItDidNotWrite()
    {
        QFETCH(QByteArray, skill);
        QFETCH(QString, problem);
        const auto read = SkillFrontmatter::fromYaml(skill);
        QVERIFY(std::holds_alternative<QString>(read));
        QVERIFY2(std::get<QString>(read).contains(problem), qPrintable(std::get<QString>(read)));
    }
};

QTEST_GUILESS_MAIN(tst_SkillFrontmatter)
#include "tst_skillfrontmatter.moc"
