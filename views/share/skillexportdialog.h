// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/catalogservices.h"
#include "common/filedialogpresenter.h"
#include "sharing/skillexporter.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
QT_END_NAMESPACE

namespace Toolshelf {

// "Export Procedure as Skill…": the skill's name, description, license and
// compatibility note, pinned tools to ship although the procedure does not
// call them by name, then a folder; SkillExporter writes it on the catalog's
// thread and the dialog shows why it refused, or what is worth knowing once
// it is written.
class SkillExportDialog final : public QDialog
{
    Q_OBJECT

public:
    // `procedure`: the Markdown to export; `suggestedName` fills the name field.
    SkillExportDialog(CatalogServices services, const QString &procedure,
                      const QString &suggestedName, QWidget *parent = nullptr);

    // Tests answer the folder dialog at once.
    void setFileDialogPresenter(FileDialogPresenter presenter);

    QLineEdit *nameField() const { return m_name; }
    QPlainTextEdit *descriptionField() const { return m_description; }
    QLineEdit *licenseField() const { return m_license; }
    QLineEdit *compatibilityField() const { return m_compatibility; }
    // The catalog's pinned tools the procedure does not refer to, each
    // checkable; filled from the catalog's thread soon after construction.
    // An item's Qt::UserRole is the tool's name.
    QListWidget *extraToolsList() const { return m_extraTools; }
    // The names checked in extraToolsList(): SkillOptions::tools.
    QStringList extraTools() const;
    QPushButton *exportButton() const { return m_export; }
    // Plain text: the rules broken, the exporter's problems or warnings.
    QLabel *statusLabel() const { return m_status; }

    // A skill name from a file name: "Prescription Refill.md" -> "prescription-refill".
    static QString nameFromFile(const QString &fileName);

Q_SIGNALS:
    // Once written; OUTPUT/NAME.
    void exported(const QString &folder);

private:
    void loadPinnedTools();
    void validate();
    SkillExporter exporter() const;
    SkillOptions options() const;
    void checkThenChooseFolder();
    void chooseFolder();
    void exportTo(const QString &outputDir);
    void showResult(const SkillExportResult &result);

    CatalogServices m_services;
    QString m_procedure;
    FileDialogPresenter m_fileDialog;
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QLabel *m_counter;
    QLineEdit *m_license;
    QLineEdit *m_compatibility;
    QListWidget *m_extraTools;
    QLabel *m_status;
    QPushButton *m_export;
    bool m_running = false;
};

} // namespace Toolshelf
