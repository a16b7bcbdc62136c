#pragma once

#include "profile.h"
#include "provider.h"

#include <QCoreApplication>
#include <QList>

#include <optional>
#include <variant>

namespace Toolshelf {

// The profile's configured providers: the user's own (providers.json in the
// profile) and the administrator's managed ones, which appear locked. Provider
// files carry no secrets, and a file that tries to is refused.
class ProviderRegistry
{
    Q_DECLARE_TR_FUNCTIONS(Toolshelf::ProviderRegistry)

public:
    explicit ProviderRegistry(Profile profile);

    // Reads the managed file (if any) and the user's file. A user provider
    // with a managed provider's name is shadowed by the managed one.
    bool load(QString *error);
    // Writes the user's providers atomically; managed ones stay in their file.
    bool save(QString *error) const;

    QList<Provider> providers() const { return m_providers; }
    std::optional<Provider> find(const QString &name) const;

    // Each returns an error message, or nothing on success. They change the
    // registry in memory; save() writes it.
    std::optional<QString> add(const Provider &provider);
    std::optional<QString> update(const Provider &provider);
    std::optional<QString> remove(const QString &name);

    // Provider files: {"version": 1, "providers": [...]}.
    static QByteArray toJson(const QList<Provider> &providers);
    static std::variant<QList<Provider>, QString> fromJson(const QByteArray &json);
    // Checks one provider's settings; nothing when they are usable.
    static std::optional<QString> validate(const Provider &provider);

private:
    Profile m_profile;
    QList<Provider> m_providers;
};

} // namespace Toolshelf
