#pragma once

#include <QCoreApplication>
#include <QObject>

namespace Toolshelf {

class Application;
class DemoProvider;

// `toolshelf --demo` after the provider is up: adds the sample vendors to the
// (throwaway) profile and syncs them, so the catalog holds their tools.
class DemoSession final : public QObject
{
    Q_OBJECT

public:
    DemoSession(Application *application, const DemoProvider *provider, QObject *parent = nullptr);

    void start();

Q_SIGNALS:
    // Once. `error` names what failed; the tools of the vendors that synced are kept.
    void finished(qsizetype tools, int vendors, const QString &error);

private:
    Application *m_application;
    const DemoProvider *m_provider;
    qsizetype m_tools = 0;
    QStringList m_errors;
};

} // namespace Toolshelf
