// SPDX-FileCopyrightText: 2026 The Toolshelf authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tool/inputparameter.h"
#include "tool/outputparameter.h"
#include "tool/valueschema.h"

namespace Toolshelf {

// A2T's parameter lists as JSON Schema and back. The inputs become one object
// schema with a property per input, keyed by its id (what a call sends), its
// name as `title`, `integer` with `maximum` for int, `boolean`, `string`, and
// an enum's values as a `oneOf` of `const`s with their descriptions; required
// inputs are listed in `required`; their order is kept. Outputs are keyed by
// name, as an answer names them; json outputs accept any value.
//
// Nothing is lost: where the A2T form says more than the schema implies (an
// output's id, allowed values on a parameter that is no enum, a type A2T does
// not know) a keyword of Toolshelf's own carries it, and toInputs() and
// toOutputs() give back exactly the parameters of a valid signature. Inputs
// sharing an id, or outputs a name (both conformance errors), keep the first.
namespace A2tSchema {

ValueSchema fromInputs(const QList<InputParameter> &inputs);
QList<InputParameter> toInputs(const ValueSchema &schema);

ValueSchema fromOutputs(const QList<OutputParameter> &outputs);
QList<OutputParameter> toOutputs(const ValueSchema &schema);

} // namespace A2tSchema

} // namespace Toolshelf
