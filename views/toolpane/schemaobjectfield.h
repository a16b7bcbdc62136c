// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "toolpane/schemafield.h"

#include <vector>

QT_BEGIN_NAMESPACE
class QBoxLayout;
class QCheckBox;
class QFormLayout;
class QGroupBox;
class QLabel;
QT_END_NAMESPACE

namespace Toolshelf {

// An object's properties as a form: each by its title (else its key),
// required ones marked and always sent, optional ones sent only when ticked
// (as in InvocationForm). A property that is itself a group (an object, an
// array, a choice) is framed with its name, and built only when it is sent:
// a schema that refers to itself is only as deep as the user makes it.
class SchemaObjectField final : public SchemaField
{
    Q_OBJECT

public:
    SchemaObjectField(const ValueSchema &schema, const std::shared_ptr<SchemaFormContext> &context,
                      int depth);

    // An object of the members sent; {} when none is.
    std::optional<QJsonValue> value() const override;
    void inputProblems(const QString &path, QList<SchemaValidator::Problem> &out) const override;
    void showProblem(const QStringList &steps, const QString &message) override;
    void clearProblems() override;
    // Null for a member the schema does not name, or an optional group not sent yet.
    SchemaField *child(const QString &step) const override;

    // The "Send" box of an optional member; null for a required one.
    QCheckBox *includeBox(const QString &member) const;
    // The frame of a member shown as a group; null for others.
    QGroupBox *frame(const QString &member) const;

private:
    struct Member
    {
        ValueSchema::Property property;
        // As the label shows it, without the mark of a required one.
        QString name;
        QCheckBox *include = nullptr;
        QGroupBox *frame = nullptr;
        QLabel *label = nullptr;
        // Where its field goes when it is built.
        QBoxLayout *place = nullptr;
        SchemaField *field = nullptr;
        QString tooltip;
    };

    void addMember(const ValueSchema::Property &property);
    void build(Member &member);
    void setSent(size_t index, bool sent);
    bool isSent(const Member &member) const;
    const Member *member(const QString &name) const;

    QFormLayout *m_layout;
    // Not a QList: members are found by index from signal handlers.
    std::vector<Member> m_members;
};

} // namespace Toolshelf
