/**
 * §5 required inputs: a form input section (§3 type 12) input marked `required` whose data field
 * (§3 Data field, by `data_field_key`) is empty by isDataFieldEmpty (blank text, no value; a
 * checkbox unchecked). One rule for the box emptiness check behind 4007 (isBoxEmpty) and the
 * guest page's check before signing. Kept free of zod (the embed's size budget).
 */
import { dataFieldValues, isDataFieldEmpty } from '../validation/dataFieldValues.js';

/** A form input as far as the rule reads it. */
export interface RequiredInputCandidate {
  data_field_key: string;
  type: string;
  required?: boolean;
}

/**
 * The required inputs of `box` whose data field in `data` is empty, in input order; [] for a box
 * without `content.inputs` (any other box type). Reads stored or wire shapes.
 */
export function emptyRequiredInputs(box: { content?: unknown }, data: readonly unknown[]): RequiredInputCandidate[] {
  const inputs = (box.content as { inputs?: unknown } | undefined)?.inputs;
  if (!Array.isArray(inputs)) return [];
  const fields = dataFieldValues(data);
  return (inputs as RequiredInputCandidate[]).filter(
    (input) => input.required === true && isDataFieldEmpty({ type: input.type, value: fields.get(input.data_field_key)?.value }),
  );
}
