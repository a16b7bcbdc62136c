// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QObject>

namespace Toolshelf {

class Application;
class DemoProvider;

// `toolshelf --demo` after the provider is up: adds the sample vendors to the
// (throwaway) profile and syncs them, so the catalog holds their tools, then
// pins the tools of the example procedure, copied into the profile to open.
class DemoSession final : public QObject
{
    Q_OBJECT

public:
    DemoSession(Application *application, const DemoProvider *provider, QObject *parent = nullptr);

    void start();

    // The example procedure in the bundled resources and the copy start()
    // writes into the profile (empty when it could not), where saving works.
    static QString exampleProcedureResource();
    QString procedureFile() const { return m_procedureFile; }

Q_SIGNALS:
    // Once, after the pins. `error` names what failed; the tools of the
    // vendors that synced are kept.
    void finished(qsizetype tools, int vendors, const QString &error);

private:
    void writeProcedure();
    void pinProcedureTools(int vendors);

    Application *m_application;
    const DemoProvider *m_provider;
    qsizetype m_tools = 0;
    QStringList m_errors;
    QString m_procedureFile;
    QString m_procedureText;
    bool m_synced = false;
};

} // namespace Toolshelf
