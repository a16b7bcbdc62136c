// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/staleanswers.h"

#include <QTest>

using namespace Toolshelf;

class tst_StaleAnswers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Only the latest question's answer is used, in whatever order they come.
    void onlyTheLatestQuestionIsCurrent()
    {
        StaleAnswers answers;
        const StaleAnswers::Ticket first = answers.ask();
        QVERIFY(answers.isCurrent(first));
        const StaleAnswers::Ticket second = answers.ask();
        QVERIFY(!answers.isCurrent(first));
        QVERIFY(answers.isCurrent(second));
        QCOMPARE(answers.latest(), second);
    }

    // A changed subject drops every question asked, the latest one too.
    void droppingMakesEveryTicketStale()
    {
        StaleAnswers answers;
        const StaleAnswers::Ticket asked = answers.ask();
        answers.dropAll();
        QVERIFY(!answers.isCurrent(asked));
        QVERIFY(answers.isCurrent(answers.latest()));
        QVERIFY(answers.latest() != asked);
    }
};

QTEST_GUILESS_MAIN(tst_StaleAnswers)
#include "tst_staleanswers.moc"
