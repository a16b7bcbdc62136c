// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/schemajsonfield.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace Toolshelf {

SchemaJsonField::SchemaJsonField(const ValueSchema &schema,
                                 const std::shared_ptr<SchemaFormContext> &context, int depth,
                                 const QString &why)
    : SchemaField(schema, context, depth)
    , m_text(new QPlainTextEdit)
{
    // Tab moves on, as in every other field; the text is one value.
    m_text->setTabChangesFocus(true);
    m_text->setPlaceholderText(why.isEmpty() ? tr("A value as JSON, e.g. {\"key\": 1}") : why);
    m_text->setFixedHeight(m_text->fontMetrics().lineSpacing() * 4);
    const QJsonValue defaultValue = schema.json().toObject().value(QLatin1StringView("default"));
    if (!defaultValue.isUndefined())
        m_text->setPlainText(QString::fromUtf8(QJsonDocument(QJsonArray {defaultValue})
                                                   .toJson(QJsonDocument::Compact)
                                                   .mid(1)
                                                   .chopped(1)));
    connect(m_text, &QPlainTextEdit::textChanged, this, &SchemaJsonField::edited);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    layout->addWidget(m_problem);
}

QWidget *SchemaJsonField::editor() const
{
    return m_text;
}

std::variant<QJsonValue, QString> SchemaJsonField::parsed() const
{
    const QString text = m_text->toPlainText().trimmed();
    if (text.size() > MaxTextLength)
        return tr("is longer than %n characters", nullptr, int(MaxTextLength));
    // Inside an array, so a bare string, number or `null` reads too.
    QJsonParseError error;
    const QByteArray json = '[' + text.toUtf8() + ']';
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return tr("is no JSON: %1").arg(error.errorString());
    if (document.array().size() != 1)
        return tr("is no single JSON value");
    return document.array().at(0);
}

std::optional<QJsonValue> SchemaJsonField::value() const
{
    if (m_text->toPlainText().trimmed().isEmpty())
        return std::nullopt;
    const auto read = parsed();
    if (const QJsonValue *value = std::get_if<QJsonValue>(&read))
        return *value;
    return std::nullopt;
}

void SchemaJsonField::inputProblems(const QString &path, QList<SchemaValidator::Problem> &out) const
{
    if (m_text->toPlainText().trimmed().isEmpty())
        return;
    const auto read = parsed();
    if (const QString *problem = std::get_if<QString>(&read))
        out.append({path, *problem});
}

} // namespace Toolshelf
