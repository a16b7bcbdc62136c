// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "toolpane/tryitpanel.h"

#include "catalog/catalogstore.h"
#include "client/toolinvocation.h"
#include "core/textsafety.h"
#include "dialects/dialectregistry.h"
#include "dialects/mcp/mcpcontent.h"
#include "dialects/mcp/mcpdialect.h"
#include "dialects/mcp/mcpelicitation.h"
#include "providers/providerregistry.h"
#include "sync/callmetaaction.h"
#include "sync/syncengine.h"
#include "toolpane/elicitationdialog.h"
#include "toolpane/invocationform.h"
#include "toolpane/schemaform.h"

#include <QBuffer>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImageReader>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace Toolshelf {

namespace {

// Provider text in a plain-text widget: bounded, unsafe characters visible.
QString shown(const QString &text, qsizetype max = TryItPanel::MaxShownLength)
{
    QString bounded = text.left(max);
    if (text.size() > max)
        bounded += QStringLiteral(" …");
    return TextSafety::escapeUnsafe(bounded);
}

// A name in a title, a message or a table cell: one line.
QString shownLine(const QString &text)
{
    return TextSafety::shortened(text, 255);
}

QString shownBody(const QByteArray &body)
{
    return shown(QString::fromUtf8(body.left(4 * TryItPanel::MaxShownLength)));
}

} // namespace

TryItPanel::TryItPanel(CatalogServices services, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
    , m_confirm(messageBoxConfirm(true))
    , m_title(new QLabel)
    , m_versions(new QComboBox)
    , m_form(new InvocationForm)
    , m_schemaForm(new SchemaForm)
    , m_invoke(new QPushButton(tr("I&nvoke…")))
    , m_cancel(new QPushButton(tr("Cancel")))
    , m_progress(new QProgressBar)
    , m_progressText(new QLabel)
    , m_message(new QLabel)
    , m_results(new QTabWidget)
    , m_outputs(new QTableWidget(0, 2))
    , m_exchange(new QPlainTextEdit)
{
    m_title->setTextFormat(Qt::PlainText);
    m_title->setWordWrap(true);
    m_versions->setObjectName(QStringLiteral("tryItVersion"));
    m_versions->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    auto *versionLabel = new QLabel(tr("V&ersion:"));
    versionLabel->setBuddy(m_versions);
    header->addWidget(versionLabel);
    header->addWidget(m_versions);

    // One of the two forms is shown, as the tool's dialect calls for.
    auto *forms = new QWidget;
    auto *formsLayout = new QVBoxLayout(forms);
    formsLayout->setContentsMargins(0, 0, 0, 0);
    formsLayout->addWidget(m_form);
    formsLayout->addWidget(m_schemaForm);
    m_schemaForm->hide();
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(forms);
    scroll->setAccessibleName(tr("Inputs"));

    auto *warning = new QLabel(tr("Tools can act on the real world: Invoke sends a real request "
                                  "to the provider, after you confirm it."));
    warning->setWordWrap(true);

    m_progress->setRange(0, 0);
    m_progress->setTextVisible(false);
    m_progress->setAccessibleName(tr("Call progress"));
    // Server text: shown as it is, never read as markup.
    m_progressText->setTextFormat(Qt::PlainText);
    m_progressText->setWordWrap(true);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_invoke);
    actions->addWidget(m_progress, 1);
    actions->addWidget(m_progressText, 1);
    actions->addWidget(m_cancel);
    actions->addStretch();

    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_outputs->setHorizontalHeaderLabels({tr("Output"), tr("Value")});
    m_outputs->horizontalHeader()->setStretchLastSection(true);
    m_outputs->verticalHeader()->hide();
    m_outputs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Room for an MCP answer's image thumbnails (addContentRows()).
    m_outputs->setIconSize(QSize(128, 128));
    m_results->setAccessibleName(tr("Results"));
    m_outputs->setAccessibleName(tr("Outputs"));
    m_exchange->setAccessibleName(tr("Exchange"));
    m_exchange->setReadOnly(true);
    m_exchange->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_results->addTab(m_outputs, tr("Outputs"));
    m_results->addTab(m_exchange, tr("Exchange"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(scroll, 1);
    layout->addWidget(warning);
    layout->addLayout(actions);
    layout->addWidget(m_message);
    layout->addWidget(m_results, 1);

    connect(m_versions, &QComboBox::currentIndexChanged, this, &TryItPanel::versionChosen);
    connect(m_invoke, &QPushButton::clicked, this, &TryItPanel::invoke);
    connect(m_cancel, &QPushButton::clicked, this, &TryItPanel::cancel);
    clearTool();
}

TryItPanel::~TryItPanel()
{
    closeQuestion();
    if (m_invocation)
        m_invocation->cancel();
}

void TryItPanel::setConfirmPresenter(ConfirmPresenter presenter)
{
    m_confirm = std::move(presenter);
}

qint64 TryItPanel::version() const
{
    return m_tool ? m_tool->vendor.signature.version : 0;
}

ElicitationDialog *TryItPanel::openQuestion() const
{
    return m_question;
}

bool TryItPanel::isInvoking() const
{
    return m_invocation && m_invocation->isRunning();
}

void TryItPanel::setTool(const QString &provider, const QString &toolId)
{
    clearTool();
    m_provider = provider;
    m_toolId = toolId;
    m_title->setText(tr("Loading…"));
    load(std::nullopt);
}

void TryItPanel::clearTool()
{
    ++m_request;
    closeQuestion();
    if (m_invocation) {
        m_invocation->cancel();
        m_invocation->deleteLater();
    }
    m_provider.clear();
    m_toolId.clear();
    m_tool.reset();
    m_title->setText(tr("Select a tool to try it."));
    {
        const QSignalBlocker blocker(m_versions);
        m_versions->clear();
    }
    m_versions->setEnabled(false);
    showForm(std::nullopt);
    clearResults();
    setMessage({});
    setBusy(false);
}

void TryItPanel::load(std::optional<qint64> version)
{
    if (!m_services.catalog)
        return;
    const quint64 request = ++m_request;
    struct Loaded
    {
        QList<qint64> versions;
        std::optional<Pin> pin;
        std::optional<EditedSignature> tool;
    };
    m_services.catalog->run(
        [provider = m_provider, toolId = m_toolId, version](CatalogDatabase &db) {
            // Without a version: the pinned one, else the current one.
            return Loaded {db.versionNumbers(provider, toolId), db.pinOf(provider, toolId),
                           db.editedSignature(provider, toolId, version)};
        },
        this,
        [this, request](const Loaded &loaded) {
            if (request == m_request)
                showLoaded(loaded.versions, loaded.pin, loaded.tool);
        });
}

void TryItPanel::showLoaded(const QList<qint64> &versions, const std::optional<Pin> &pin,
                            const std::optional<EditedSignature> &tool)
{
    m_tool = tool;
    clearResults();
    setMessage({});
    if (!tool) {
        m_title->setText(tr("This tool is not in the catalog."));
        showForm(std::nullopt);
        setBusy(false);
        return;
    }
    const ToolSignature &signature = tool->vendor.signature;
    m_title->setText(tr("%1 from %2").arg(shownLine(signature.name), shownLine(m_provider)));
    // Filling the chooser is not the user choosing.
    const QSignalBlocker blocker(m_versions);
    m_versions->clear();
    for (const qint64 number : versions) {
        QString text = tr("Version %1").arg(number);
        if (pin && pin->version == number)
            text = tr("Version %1 (pinned)").arg(number);
        else if (number == signature.currentVersion)
            text = tr("Version %1 (current)").arg(number);
        m_versions->addItem(text, number);
    }
    m_versions->setCurrentIndex(m_versions->findData(signature.version));
    showForm(tool);
    setBusy(false);
    Q_EMIT versionShown(signature.version);
}

bool TryItPanel::showsSchemaForm() const
{
    return m_tool && Dialects::servesJsonSchema(m_tool->vendor.tool);
}

std::optional<QString> TryItPanel::uncallable() const
{
    return m_tool ? ToolInvocation::uncallable(m_provider, m_tool->vendor.tool.dialect)
                  : std::nullopt;
}

void TryItPanel::showForm(const std::optional<EditedSignature> &tool)
{
    // A declaration names no endpoint: the reason, not a form whose call must fail.
    if (const auto reason
        = tool ? ToolInvocation::uncallable(m_provider, tool->vendor.tool.dialect) : std::nullopt) {
        m_form->setInputs({});
        m_schemaForm->clear();
        m_form->hide();
        m_schemaForm->hide();
        setMessage(*reason);
        return;
    }
    const bool schema = tool && Dialects::servesJsonSchema(tool->vendor.tool);
    if (schema) {
        // The schema as served is the contract: nested objects, arrays,
        // bounds and choices that A2T's parameter list cannot hold.
        m_form->setInputs({});
        m_schemaForm->setSchema(tool->vendor.tool.input);
    } else {
        m_schemaForm->clear();
        // The user's texts as tooltips; the vendor's names, which the call uses.
        m_form->setInputs(tool ? tool->edited.inputs : QList<InputParameter>());
    }
    m_form->setVisible(!schema);
    m_schemaForm->setVisible(schema);
}

std::optional<QHash<QString, QJsonValue>> TryItPanel::checkedValues()
{
    if (!showsSchemaForm()) {
        if (!m_form->check())
            return std::nullopt;
        return m_form->values();
    }
    if (!m_schemaForm->check().isEmpty())
        return std::nullopt;
    QHash<QString, QJsonValue> values;
    const QJsonObject object = m_schemaForm->value();
    for (auto it = object.begin(); it != object.end(); ++it)
        values.insert(it.key(), it.value());
    return values;
}

void TryItPanel::versionChosen(int index)
{
    const qint64 chosen = m_versions->itemData(index).toLongLong();
    if (!m_tool || index < 0 || chosen == version() || isInvoking())
        return;
    load(chosen);
}

void TryItPanel::invoke()
{
    if (!m_tool || isInvoking() || uncallable())
        return;
    // What the last call said is over: no old error stands beside this one.
    clearResults();
    setMessage({});
    const std::optional<QHash<QString, QJsonValue>> values = checkedValues();
    if (!values)
        return setMessage(notFitting(), true);
    const auto provider
        = m_services.providers ? m_services.providers->find(m_provider) : std::nullopt;
    if (!provider)
        return setMessage(tr("The provider \"%1\" is not configured; nothing was sent.")
                              .arg(shownLine(m_provider)),
                          true);
    if (!m_services.clients)
        return setMessage(tr("Tools cannot be called from here; nothing was sent."), true);
    m_confirm(this, tr("Call a tool"), confirmationText(),
              [panel = QPointer<TryItPanel>(this), asked = m_tool->vendor.digest,
               values = *values](bool yes) {
                  // The user may have moved to another tool while deciding.
                  if (!panel || !panel->m_tool || panel->m_tool->vendor.digest != asked
                      || panel->isInvoking())
                      return;
                  if (!yes)
                      return panel->setMessage(tr("Not sent."));
                  panel->send(values);
              });
}

void TryItPanel::send(const QHash<QString, QJsonValue> &values)
{
    const auto provider
        = m_services.providers ? m_services.providers->find(m_provider) : std::nullopt;
    if (!provider)
        return setMessage(tr("The provider \"%1\" is not configured; nothing was sent.")
                              .arg(shownLine(m_provider)),
                          true);
    auto *invocation
        = new ToolInvocation(*provider, m_tool->vendor.signature, m_services.clients, this);
    // The version shown is the one called, even when the vendor has moved on.
    invocation->setAddressing(ToolInvocation::Addressing::Version);
    const bool schema = showsSchemaForm();
    if (schema)
        invocation->setInputSchema(m_tool->vendor.tool.input);
    invocation->setOutputSchema(m_tool->vendor.tool.output);
    if (m_tool->vendor.tool.dialect == McpDialect::DialectId) {
        // The session may outlive the panel by a moment: then nobody is there to ask.
        invocation->setElicitation([panel = QPointer<TryItPanel>(this)](const QJsonObject &params,
                                                                        McpSession::Answer answer) {
            if (!panel)
                return answer(McpElicitation::cancel());
            panel->ask(params, std::move(answer));
        });
    }
    if (const auto problem = invocation->start(values)) {
        delete invocation;
        // The form checked the same; a problem here is one it could not see.
        if (schema)
            m_schemaForm->showProblems({{problem->parameter, problem->message}});
        else
            m_form->showProblem(problem->parameter, problem->message);
        return setMessage(notFitting(), true);
    }
    m_invocation = invocation;
    connect(invocation, &ToolInvocation::finished, this, &TryItPanel::finished);
    connect(invocation, &ToolInvocation::failed, this, &TryItPanel::failed);
    connect(invocation, &ToolInvocation::progressed, this, &TryItPanel::showProgress);
    // The server's tools changed under the call: the catalog catches up.
    connect(invocation, &ToolInvocation::toolsChanged, this, [this, provider = *provider] {
        if (m_services.sync)
            m_services.sync->sync({provider});
    });
    showExchange();
    setBusy(true);
    setMessage(tr("Calling %1 version %2…")
                   .arg(shownLine(m_tool->vendor.signature.name), QString::number(version())));
}

QString TryItPanel::notFitting() const
{
    return showsSchemaForm() ? tr("Some inputs do not fit the tool's schema; nothing was sent.")
                             : tr("Some inputs do not fit the signature; nothing was sent.");
}

QString TryItPanel::confirmationText() const
{
    const QString question = tr("Call %1, version %2, at the provider %3?")
                                 .arg(shownLine(m_tool->vendor.signature.name),
                                      QString::number(version()), shownLine(m_provider));
    const Tool &tool = m_tool->vendor.tool;
    // MCP servers say what a tool does to the world; a tool they do not call
    // read-only counts as one that may destroy, as the protocol says.
    if (McpDialect::mayDestroy(tool)) {
        const bool said = tool.tags.contains(McpDialect::DestructiveTag);
        return question + QStringLiteral("\n\n")
            + (said ? tr("⚠ The server marks this tool as destructive: it may delete or "
                         "overwrite data for real.")
                    : tr("⚠ The server does not say this tool only reads, so it may delete or "
                         "overwrite data for real."))
            + QStringLiteral("\n\n")
            + tr("The call is sent once and cannot be taken back. Call it only with inputs you "
                 "would let an agent use.");
    }
    if (tool.tags.contains(McpDialect::ReadOnlyTag))
        return question + QStringLiteral("\n\n")
            + tr("The server says this tool only reads (its own claim, not a guarantee). The "
                 "call is sent once.");
    return question + QStringLiteral("\n\n")
        + tr("Tools can act on the real world: the provider runs the tool for real and it may "
             "change, send, buy or delete something. The call is sent once and cannot be "
             "taken back.");
}

void TryItPanel::cancel()
{
    if (!isInvoking())
        return;
    closeQuestion();
    m_invocation->cancel();
    showExchange();
    m_invocation->deleteLater();
    setBusy(false);
    setMessage(tr("Cancelled. The provider may have received the call and run the tool anyway."));
}

void TryItPanel::ask(const QJsonObject &params, McpSession::Answer answer)
{
    // One question at a time, and only during the call: a server cannot pile
    // dialogs on the user.
    if (m_question || !isInvoking() || !m_tool)
        return answer(McpElicitation::cancel());
    auto *question = new ElicitationDialog(params, m_tool->vendor.signature.name, m_provider,
                                           std::move(answer), this);
    question->setAttribute(Qt::WA_DeleteOnClose);
    m_question = question;
    // open(), not exec(): the call, its progress and its timeouts go on
    // while the user decides.
    question->open();
}

void TryItPanel::closeQuestion()
{
    // A question asked during the call means nothing once it ends; closed
    // before the call is cancelled, its answer still reaches the server.
    if (m_question)
        m_question->reject();
}

void TryItPanel::showProgress(double progress, double total, const QString &message)
{
    if (!isInvoking())
        return;
    // Without a total the server only says it is alive: the bar stays busy.
    if (total > 0 && std::isfinite(total)) {
        constexpr int Steps = 1000;
        m_progress->setRange(0, Steps);
        m_progress->setValue(int(std::clamp(progress / total, 0.0, 1.0) * Steps));
        m_progress->setTextVisible(true);
    } else {
        m_progress->setRange(0, 0);
        m_progress->setTextVisible(false);
    }
    m_progressText->setText(shownLine(message));
    m_progressText->setVisible(!message.isEmpty());
}

void TryItPanel::finished()
{
    const QList<ToolInvocation::Output> outputs = m_invocation->outputs();
    showExchange();
    m_outputs->setRowCount(0);
    const bool mcp = m_tool && m_tool->vendor.tool.dialect == McpDialect::DialectId;
    int contentBlocks = 0;
    for (const ToolInvocation::Output &output : outputs) {
        // An MCP answer's content: one row per block, shown as what it is.
        if (mcp && output.name == QLatin1String("content") && output.value.isArray()) {
            const QList<McpContent::Block> blocks = McpContent::read(output.value.toArray());
            contentBlocks += int(blocks.size());
            addContentRows(blocks);
            continue;
        }
        const int row = m_outputs->rowCount();
        m_outputs->insertRow(row);
        auto *name = new QTableWidgetItem(shownLine(output.name));
        if (!output.declared)
            name->setToolTip(tr("Not an output of this version's signature."));
        m_outputs->setItem(row, 0, name);
        m_outputs->setItem(row, 1,
                           new QTableWidgetItem(shown(ToolInvocation::valueText(output.value))));
    }
    m_outputs->resizeRowsToContents();
    m_results->setCurrentWidget(m_outputs);
    const QJsonValue meta = m_invocation->meta();
    m_invocation->deleteLater();
    setBusy(false);
    // An MCP answer is told by its blocks, as the table shows them.
    const bool structured
        = std::any_of(outputs.cbegin(), outputs.cend(), [](const ToolInvocation::Output &output) {
              return output.name == QLatin1String("structuredContent");
          });
    const QString answered = !mcp
        ? tr("The tool answered with %n output(s).", nullptr, int(outputs.size()))
        : structured ? tr("The tool answered with %n content block(s) and structured content.",
                          nullptr, contentBlocks)
                     : tr("The tool answered with %n content block(s).", nullptr, contentBlocks);
    setMessage(answered);
    actOnMeta(meta, answered);
    Q_EMIT invocationFinished(true);
}

void TryItPanel::addContentRows(const QList<McpContent::Block> &blocks)
{
    for (const McpContent::Block &block : blocks) {
        const int row = m_outputs->rowCount();
        m_outputs->insertRow(row);
        m_outputs->setItem(row, 0, new QTableWidgetItem(McpContent::summary(block)));
        auto *value = new QTableWidgetItem;
        switch (block.kind) {
        case McpContent::Kind::Image: {
            QImage image;
            QBuffer buffer;
            buffer.setData(block.data);
            buffer.open(QIODevice::ReadOnly);
            // A bounded thumbnail: the server's image may be any size.
            QImageReader reader(&buffer);
            if (reader.size().isValid() && reader.size().width() <= 8192
                && reader.size().height() <= 8192 && reader.read(&image)) {
                // Made smaller to fit, never larger: a tiny image is shown as it is.
                if (image.width() > 128 || image.height() > 128)
                    image = image.scaled(QSize(128, 128), Qt::KeepAspectRatio,
                                         Qt::SmoothTransformation);
                value->setData(Qt::DecorationRole, QPixmap::fromImage(image));
                value->setText(tr("%1 × %2 pixels").arg(image.width()).arg(image.height()));
            } else {
                value->setText(tr("not an image Toolshelf can show"));
            }
            break;
        }
        case McpContent::Kind::Audio:
            value->setText(tr("not played here"));
            break;
        case McpContent::Kind::ResourceLink:
        case McpContent::Kind::Resource:
            value->setText(
                shown(block.text.isEmpty() ? block.uri : block.uri + u'\n' + block.text));
            value->setToolTip(shownLine(block.uri));
            break;
        case McpContent::Kind::Text:
        case McpContent::Kind::Other:
            value->setText(shown(block.text));
            break;
        }
        m_outputs->setItem(row, 1, value);
    }
}

void TryItPanel::actOnMeta(const QJsonValue &meta, const QString &answered)
{
    const auto provider
        = m_services.providers ? m_services.providers->find(m_provider) : std::nullopt;
    if (!provider || !m_services.catalog || !m_tool)
        return;
    auto *action = new CallMetaAction(*provider, m_services.catalog, m_services.sync, this);
    if (!action->start(m_tool->vendor.tool, meta)) {
        delete action;
        return;
    }
    setMessage(answered + u' ' + tr("Acting on what the answer asks of the catalog…"));
    connect(action, &CallMetaAction::finished, this,
            [this, answered](const QStringList &notes, const std::optional<Error> &error) {
                // A call or another tool since then owns the message line.
                if (isInvoking())
                    return;
                QStringList lines {answered};
                for (const QString &note : notes)
                    lines.append(shownLine(note));
                if (error)
                    lines.append(shown(error->text(), 2000));
                setMessage(lines.join(u' '), error.has_value());
            });
}

void TryItPanel::failed(const Error &error)
{
    showExchange();
    m_results->setCurrentWidget(m_exchange);
    m_invocation->deleteLater();
    setBusy(false);
    setMessage(tr("The call failed: %1").arg(shown(error.text(), 2000)), true);
    Q_EMIT invocationFinished(false);
}

void TryItPanel::showExchange()
{
    const ToolInvocation::Exchange &exchange = m_invocation->exchange();
    QString text = QString::fromLatin1(exchange.method) + u' '
        + exchange.url.toString(QUrl::RemoveUserInfo) + u'\n';
    for (const auto &[name, value] : exchange.requestHeaders)
        text += shown(QString::fromLatin1(name + ": " + value), 1000) + u'\n';
    if (m_invocation->provider().auth != AuthMethod::None)
        text += tr("(credentials are sent but not shown)") + u'\n';
    text += u'\n' + shownBody(exchange.requestBody) + QStringLiteral("\n\n");
    if (exchange.statusCode == 0)
        text += isInvoking() ? tr("(waiting for the answer)") : tr("(no answer)");
    else
        text += tr("HTTP %1").arg(exchange.statusCode) + u'\n' + shownBody(exchange.responseBody);
    m_exchange->setPlainText(text);
}

void TryItPanel::setBusy(bool busy)
{
    if (!busy)
        closeQuestion();
    // Each call starts busy, until its server says how far it is.
    m_progress->setRange(0, 0);
    m_progress->setTextVisible(false);
    m_progressText->clear();
    m_progressText->hide();
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    m_cancel->setEnabled(busy);
    m_invoke->setEnabled(!busy && m_tool.has_value() && !uncallable());
    m_versions->setEnabled(!busy && m_versions->count() > 0);
    m_form->setEnabled(!busy);
    m_schemaForm->setEnabled(!busy);
}

void TryItPanel::setMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QString());
    m_message->setVisible(!text.isEmpty());
}

void TryItPanel::clearResults()
{
    m_outputs->setRowCount(0);
    m_exchange->clear();
}

} // namespace Toolshelf
