#include "canonicaljson.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace Toolshelf::CanonicalJson {

namespace {

QString typeName(ParameterType type, const QString &unknownName)
{
    return type == ParameterType::Unknown ? unknownName : parameterTypeName(type);
}

QJsonArray allowedValuesJson(const QList<AllowedValue> &values)
{
    QJsonArray array;
    for (const AllowedValue &value : values) {
        array.append(QJsonObject {{QStringLiteral("name"), value.name},
                                  {QStringLiteral("description"), value.description}});
    }
    return array;
}

QJsonObject inputJson(const InputParameter &input)
{
    QJsonObject object {
        {QStringLiteral("id"), input.id},
        {QStringLiteral("name"), input.name},
        {QStringLiteral("description"), input.description},
        {QStringLiteral("type"), typeName(input.type, input.unknownTypeName)},
        {QStringLiteral("required"), input.required},
    };
    if (input.type == ParameterType::Int)
        object.insert(QStringLiteral("max"), input.max);
    if (!input.allowedValues.isEmpty())
        object.insert(QStringLiteral("allowed-values"), allowedValuesJson(input.allowedValues));
    return object;
}

QJsonObject outputJson(const OutputParameter &output)
{
    QJsonObject object {
        {QStringLiteral("name"), output.name},
        {QStringLiteral("description"), output.description},
        {QStringLiteral("type"), typeName(output.type, output.unknownTypeName)},
    };
    if (!output.id.isEmpty())
        object.insert(QStringLiteral("id"), output.id);
    if (!output.allowedValues.isEmpty())
        object.insert(QStringLiteral("allowed-values"), allowedValuesJson(output.allowedValues));
    return object;
}

} // namespace

QJsonObject toJson(const ToolSignature &signature)
{
    QJsonArray inputs;
    for (const InputParameter &input : signature.inputs)
        inputs.append(inputJson(input));
    QJsonArray outputs;
    for (const OutputParameter &output : signature.outputs)
        outputs.append(outputJson(output));

    QJsonObject object {
        {QStringLiteral("toolId"), signature.toolId},
        {QStringLiteral("name"), signature.name},
        {QStringLiteral("description"), signature.description},
        {QStringLiteral("version"), signature.version},
        {QStringLiteral("currentVersion"), signature.currentVersion},
        {QStringLiteral("tags"), QJsonArray::fromStringList(signature.tags)},
        {QStringLiteral("input_parameters"), inputs},
        {QStringLiteral("output_parameters"), outputs},
    };
    if (!signature.img.isEmpty())
        object.insert(QStringLiteral("img"), signature.img);
    return object;
}

QByteArray versionBytes(const ToolSignature &signature)
{
    QJsonObject object = toJson(signature);
    object.remove(QStringLiteral("currentVersion"));
    // QJsonObject keeps its keys sorted, so compact output is canonical.
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray versionDigest(const ToolSignature &signature)
{
    return QCryptographicHash::hash(versionBytes(signature), QCryptographicHash::Sha256).toHex();
}

} // namespace Toolshelf::CanonicalJson
