// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "catalog/cataloguserdata.h"
#include "client/mcpsession.h"
#include "common/catalogservices.h"
#include "common/confirmpresenter.h"
#include "dialects/mcp/mcpcontent.h"

#include <QHash>
#include <QJsonValue>
#include <QPointer>
#include <QWidget>

#include <functional>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTabWidget;
QT_END_NAMESPACE

namespace Toolshelf {

class ElicitationDialog;
class Error;
class InvocationForm;
class SchemaForm;
class ToolInvocation;

// "Try it": calls one version of the shown tool from the window. The form is
// generated from the signature (from the input schema as served, for a
// dialect that serves JSON Schema) and checked before anything is sent; the user
// confirms first, since tools can act on the real world; then the outputs and
// the raw exchange are shown, or the failure with its cause.
class TryItPanel final : public QWidget
{
    Q_OBJECT

public:
    // Needs services.catalog and services.providers to show a tool, and
    // services.clients to call it.
    explicit TryItPanel(CatalogServices services, QWidget *parent = nullptr);
    ~TryItPanel() override;

    void setConfirmPresenter(ConfirmPresenter presenter);

    // Loads the tool's stored versions and shows the pinned one, else the
    // current one. A call still waited for is abandoned.
    void setTool(const QString &provider, const QString &toolId);
    void clearTool();
    bool hasTool() const { return m_tool.has_value(); }
    // The version the form is for and a call would address; 0 when none.
    qint64 version() const;
    bool isInvoking() const;

    QComboBox *versionChooser() const { return m_versions; }
    // The form of A2T's parameters, shown unless the tool's dialect serves JSON Schema.
    InvocationForm *form() const { return m_form; }
    // The form built from the input schema as served, shown when the dialect serves one.
    SchemaForm *schemaForm() const { return m_schemaForm; }
    bool showsSchemaForm() const;
    // Why the shown tool cannot be called (a declaration read from files),
    // shown instead of a form; nothing when it can.
    std::optional<QString> uncallable() const;
    QPushButton *invokeButton() const { return m_invoke; }
    QPushButton *cancelButton() const { return m_cancel; }
    // Shown while a call runs: how far it is, where an MCP server says so.
    QProgressBar *progressBar() const { return m_progress; }
    // What the server says it is doing; hidden while it says nothing.
    QLabel *progressLabel() const { return m_progressText; }
    // The question an MCP server asks during the call, while it is open.
    ElicitationDialog *openQuestion() const;
    QLabel *messageLabel() const { return m_message; }
    QTableWidget *outputTable() const { return m_outputs; }
    QPlainTextEdit *exchangeView() const { return m_exchange; }

    // Longest stretch of one body or output value shown.
    static constexpr qsizetype MaxShownLength = 64 * 1024;

Q_SIGNALS:
    // A version's form is shown (after setTool() or choosing another version).
    void versionShown(qint64 version);
    // A call ended: with the tool's outputs, or failed (not when cancelled).
    void invocationFinished(bool ok);

private:
    void load(std::optional<qint64> version);
    void showLoaded(const QList<qint64> &versions, const std::optional<Pin> &pin,
                    const std::optional<EditedSignature> &tool);
    void versionChosen(int index);
    void invoke();
    void send(const QHash<QString, QJsonValue> &values);
    // Shows the form the tool's inputs call for, or none.
    void showForm(const std::optional<EditedSignature> &tool);
    // The values of the form shown, checked; nothing when they do not fit.
    std::optional<QHash<QString, QJsonValue>> checkedValues();
    void cancel();
    // An MCP server asks the user for values during the call.
    void ask(const QJsonObject &params, McpSession::Answer answer);
    // Cancels the open question, if any.
    void closeQuestion();
    void showProgress(double progress, double total, const QString &message);
    void finished();
    // Stores the tools the answer revealed, or syncs the groups it says
    // changed (seed 003's meta responses), and says so under the answer.
    // One row per content block of an MCP answer.
    void addContentRows(const QList<McpContent::Block> &blocks);
    void actOnMeta(const QJsonValue &meta, const QString &answered);
    void failed(const Error &error);
    void showExchange();
    void setBusy(bool busy);
    void setMessage(const QString &text, bool error = false);
    void clearResults();
    QString confirmationText() const;
    // What is said when the form's values do not fit.
    QString notFitting() const;

    CatalogServices m_services;
    ConfirmPresenter m_confirm;
    QString m_provider;
    QString m_toolId;
    // The shown version as the vendor sent it (called) and with the user's texts (shown).
    std::optional<EditedSignature> m_tool;
    // Answers from the catalog for an earlier request are dropped.
    quint64 m_request = 0;
    QPointer<ToolInvocation> m_invocation;
    QPointer<ElicitationDialog> m_question;

    QLabel *m_title;
    QComboBox *m_versions;
    InvocationForm *m_form;
    SchemaForm *m_schemaForm;
    QPushButton *m_invoke;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_progressText;
    QLabel *m_message;
    QTabWidget *m_results;
    QTableWidget *m_outputs;
    QPlainTextEdit *m_exchange;
};

} // namespace Toolshelf
