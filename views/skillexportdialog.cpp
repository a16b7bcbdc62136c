#include "skillexportdialog.h"

#include "catalogstore.h"
#include "providerregistry.h"
#include "skillfrontmatter.h"
#include "textsafety.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace Toolshelf {

namespace {

// Exporter messages quote procedure and provider text: shown as plain text,
// escaped, and never more than a screenful.
QString listed(const QStringList &lines)
{
    QStringList shown;
    for (const QString &line : lines.mid(0, 20))
        shown.append(QStringLiteral("• ") + TextSafety::escapeUnsafe(line).left(300));
    return shown.join(u'\n');
}

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
    m_status->setObjectName(QStringLiteral("skillStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_export->setObjectName(QStringLiteral("skillExport"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Description:"), m_description);
    form->addRow(QString(), m_counter);
    form->addRow(tr("&License:"), m_license);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_export, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(m_name, &QLineEdit::textChanged, this, &SkillExportDialog::validate);
    connect(m_description, &QPlainTextEdit::textChanged, this, &SkillExportDialog::validate);
    connect(m_export, &QPushButton::clicked, this, &SkillExportDialog::chooseFolder);
    validate();
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
    m_status->setText(listed(problems));
    m_export->setEnabled(problems.isEmpty() && !m_running && m_services.catalog
                         && m_services.providers);
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
    QHash<QString, QUrl> urls;
    for (const Provider &provider : m_services.providers->providers())
        urls.insert(provider.name, provider.baseUrl);
    const SkillExporter exporter(urls);
    SkillOptions options;
    options.license = m_license->text().trimmed();
    m_running = true;
    validate();
    m_status->setText(tr("Exporting…"));
    m_services.catalog->run(
        [exporter, procedure = m_procedure, name = m_name->text(),
         description = m_description->toPlainText(), options,
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
