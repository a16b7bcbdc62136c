// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "share/skillexportdialog.h"

#include "catalog/catalogstore.h"
#include "catalog/cataloguserdata.h"
#include "core/textsafety.h"
#include "procedures/toolreferencescanner.h"
#include "providers/providerregistry.h"
#include "sharing/skillfrontmatter.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>
#include <tuple>

namespace Toolshelf {

namespace {

// Exporter messages quote procedure and provider text: shown as plain text,
// escaped, and never more than a screenful.
QString listed(const QStringList &lines)
{
    QStringList shown;
    for (const QString &line : lines.mid(0, 20))
        shown.append(QStringLiteral("• ") + TextSafety::shortened(line, 300));
    return shown.join(u'\n');
}

// A pinned tool offered as an extra: what the list shows and what it exports.
struct PinnedTool
{
    QString provider;
    QString name;
    qint64 version = 0;
};

// Pins are a curated set, so this is a guard against a runaway catalog that
// would fill the list on the GUI thread, not a page size.
constexpr qsizetype MaxPinnedTools = 2000;

} // namespace

SkillExportDialog::SkillExportDialog(CatalogServices services, const QString &procedure,
                                     const QString &suggestedName, QWidget *parent)
    : QDialog(parent)
    , m_services(services)
    , m_procedure(procedure)
    , m_fileDialog(markdownFileDialog())
    , m_name(new QLineEdit(suggestedName, this))
    , m_description(new QPlainTextEdit(this))
    , m_counter(new QLabel(this))
    , m_license(new QLineEdit(this))
    , m_compatibility(new QLineEdit(this))
    , m_extraTools(new QListWidget(this))
    , m_status(new QLabel(this))
    , m_export(new QPushButton(tr("&Export…"), this))
{
    setWindowTitle(tr("Export Procedure as Skill"));
    m_name->setObjectName(QStringLiteral("skillName"));
    m_name->setMaxLength(int(SkillFrontmatter::MaxNameLength) + 1);
    m_description->setObjectName(QStringLiteral("skillDescription"));
    m_description->setPlaceholderText(
        tr("What the skill does and when an agent should use it (up to 1024 characters)"));
    m_description->setTabChangesFocus(true);
    m_license->setObjectName(QStringLiteral("skillLicense"));
    m_license->setPlaceholderText(tr("Optional, e.g. Apache-2.0"));
    m_compatibility->setObjectName(QStringLiteral("skillCompatibility"));
    m_compatibility->setPlaceholderText(
        tr("Optional: what the skill needs, e.g. products, packages, network access"));
    // Room for one character more than allowed even outside the BMP (two
    // UTF-16 units each), so an over-long paste is named, not silently cut.
    m_compatibility->setMaxLength(2 * (int(SkillFrontmatter::MaxCompatibilityLength) + 1));
    m_extraTools->setObjectName(QStringLiteral("skillExtraTools"));
    m_extraTools->setAccessibleName(tr("Pinned tools to include"));
    m_extraTools->setToolTip(tr("Pinned tools the procedure does not call by name; the "
                                "checked ones are exported with the skill too."));
    m_extraTools->setMaximumHeight(fontMetrics().height() * 8);
    m_status->setObjectName(QStringLiteral("skillStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_export->setObjectName(QStringLiteral("skillExport"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Description:"), m_description);
    form->addRow(QString(), m_counter);
    form->addRow(tr("&License:"), m_license);
    form->addRow(tr("Com&patibility:"), m_compatibility);
    form->addRow(tr("Also &include:"), m_extraTools);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_export, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(m_name, &QLineEdit::textChanged, this, &SkillExportDialog::validate);
    connect(m_description, &QPlainTextEdit::textChanged, this, &SkillExportDialog::validate);
    connect(m_compatibility, &QLineEdit::textChanged, this, &SkillExportDialog::validate);
    connect(m_export, &QPushButton::clicked, this, &SkillExportDialog::checkThenChooseFolder);
    // The button box put Export after Close; keep the form's order instead.
    setTabOrder(m_name, m_description);
    setTabOrder(m_description, m_license);
    setTabOrder(m_license, m_compatibility);
    setTabOrder(m_compatibility, m_extraTools);
    setTabOrder(m_extraTools, m_export);
    validate();
    loadPinnedTools();
}

void SkillExportDialog::setFileDialogPresenter(FileDialogPresenter presenter)
{
    m_fileDialog = std::move(presenter);
}

QString SkillExportDialog::nameFromFile(const QString &fileName)
{
    QString name = QFileInfo(fileName).completeBaseName().toLower();
    static const QRegularExpression other(QStringLiteral("[^a-z0-9]+"));
    name.replace(other, QStringLiteral("-"));
    while (name.startsWith(u'-'))
        name.remove(0, 1);
    name.truncate(SkillFrontmatter::MaxNameLength);
    while (name.endsWith(u'-'))
        name.chop(1);
    return name;
}

QStringList SkillExportDialog::extraTools() const
{
    QStringList names;
    for (int row = 0; row < m_extraTools->count(); ++row) {
        const QListWidgetItem *item = m_extraTools->item(row);
        const QString name = item->data(Qt::UserRole).toString();
        if (item->checkState() == Qt::Checked && !names.contains(name))
            names.append(name);
    }
    return names;
}

void SkillExportDialog::loadPinnedTools()
{
    if (!m_services.catalog)
        return;
    const QStringList referenced
        = ToolReferenceScanner::names(ToolReferenceScanner::scan(m_procedure));
    m_services.catalog->run(
        [referenced](CatalogDatabase &database) {
            QList<PinnedTool> tools;
            for (const Pin &pin : database.pins()) {
                // Under its alias, if it has one: the name the exporter resolves.
                const std::optional<EditedSignature> stored
                    = database.editedSignature(pin.provider, pin.toolId);
                if (!stored || referenced.contains(stored->edited.name))
                    continue;
                tools.append({pin.provider, stored->edited.name, pin.version});
                if (tools.size() >= MaxPinnedTools)
                    break;
            }
            std::sort(tools.begin(), tools.end(), [](const PinnedTool &a, const PinnedTool &b) {
                return std::tie(a.name, a.provider) < std::tie(b.name, b.provider);
            });
            return tools;
        },
        this,
        [this](const QList<PinnedTool> &tools) {
            for (const PinnedTool &tool : tools) {
                // Names and providers come from providers: shown escaped and bounded.
                auto *item = new QListWidgetItem(tr("%1 (%2, version %3)")
                                                     .arg(TextSafety::shortened(tool.name, 200),
                                                          TextSafety::shortened(tool.provider, 100),
                                                          QString::number(tool.version)),
                                                 m_extraTools);
                item->setData(Qt::UserRole, tool.name);
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
                item->setCheckState(Qt::Unchecked);
            }
            m_extraTools->setEnabled(!tools.isEmpty());
            if (tools.isEmpty())
                m_extraTools->setToolTip(tr("The procedure already calls every pinned tool."));
        });
}

void SkillExportDialog::validate()
{
    const qsizetype length = m_description->toPlainText().toUcs4().size();
    m_counter->setText(
        tr("%1 of %2 characters").arg(length).arg(SkillFrontmatter::MaxDescriptionLength));
    QStringList problems = SkillFrontmatter::nameProblems(m_name->text());
    if (m_description->toPlainText().trimmed().isEmpty())
        problems.append(tr("Describe what the skill does and when to use it."));
    else if (length > SkillFrontmatter::MaxDescriptionLength)
        problems.append(tr("The description is %1 characters; the format allows %2.")
                            .arg(length)
                            .arg(SkillFrontmatter::MaxDescriptionLength));
    const qsizetype compatibility = m_compatibility->text().trimmed().toUcs4().size();
    if (compatibility > SkillFrontmatter::MaxCompatibilityLength)
        problems.append(tr("The compatibility note is %1 characters; the format allows %2.")
                            .arg(compatibility)
                            .arg(SkillFrontmatter::MaxCompatibilityLength));
    m_status->setText(listed(problems));
    m_export->setEnabled(problems.isEmpty() && !m_running && m_services.catalog
                         && m_services.providers);
}

SkillExporter SkillExportDialog::exporter() const
{
    return SkillExporter::forProviders(m_services.providers->providers());
}

SkillOptions SkillExportDialog::options() const
{
    SkillOptions options;
    options.license = m_license->text().trimmed();
    options.compatibility = m_compatibility->text().trimmed();
    options.tools = extraTools();
    options.wording = SkillOptions::Wording::Window;
    return options;
}

// What refuses the export whatever the folder is said before the folder is asked for.
void SkillExportDialog::checkThenChooseFolder()
{
    m_running = true;
    validate();
    m_status->setText(tr("Checking the procedure's tools…"));
    m_services.catalog->run(
        [exporter = exporter(), procedure = m_procedure, name = m_name->text(),
         description = m_description->toPlainText(),
         options = options()](CatalogDatabase &database) {
            return exporter.check(database, procedure, name, description, options);
        },
        this,
        [this](const QStringList &problems) {
            m_running = false;
            validate();
            if (!problems.isEmpty())
                return m_status->setText(tr("The skill cannot be written yet:") + u'\n'
                                         + listed(problems));
            chooseFolder();
        });
}

void SkillExportDialog::chooseFolder()
{
    FileDialogRequest request;
    request.mode = FileDialogRequest::Mode::Folder;
    request.title = tr("Export the Skill into Folder");
    request.start = QDir::homePath();
    m_fileDialog(this, request, [this](const QString &folder) { exportTo(folder); });
}

void SkillExportDialog::exportTo(const QString &outputDir)
{
    m_running = true;
    validate();
    m_status->setText(tr("Exporting…"));
    m_services.catalog->run(
        [exporter = exporter(), procedure = m_procedure, name = m_name->text(),
         description = m_description->toPlainText(), options = options(),
         outputDir](CatalogDatabase &database) {
            return exporter.exportSkill(database, procedure, name, description, options, outputDir);
        },
        this, [this](const SkillExportResult &result) { showResult(result); });
}

void SkillExportDialog::showResult(const SkillExportResult &result)
{
    m_running = false;
    validate();
    switch (result.status) {
    case SkillExportResult::Status::Written: {
        QString text
            = tr("Wrote the skill to %1 with %n tool(s).", nullptr, int(result.tools.size()))
                  .arg(QDir::toNativeSeparators(result.folder));
        if (!result.warnings.isEmpty())
            text += u'\n' + tr("Worth knowing:") + u'\n' + listed(result.warnings);
        m_status->setText(text);
        Q_EMIT exported(result.folder);
        return;
    }
    case SkillExportResult::Status::Refused:
        m_status->setText(tr("The skill is not written:") + u'\n' + listed(result.problems));
        return;
    case SkillExportResult::Status::Failed:
        break;
    }
    m_status->setText(tr("The skill could not be written:") + u'\n' + listed(result.problems));
}

} // namespace Toolshelf
