import { z } from 'zod';
import { DATA_FIELD_TYPES } from '../cards/index.ts';
import { NEXT_ACTIONS } from './next-actions.ts';

// The page's messages live apart from its rules: the get-pass page bundles the rules but not zod
// (≤ 50 KB), and a module it imports keeps its top-level schemas in the bundle.

/**
 * The answers to a card's form as they travel, by field key: text, a number, a yes/no or the
 * ticked options. The limits bound a request; each answer's own rules are `validateCollectedData`'s.
 */
export const CollectedDataSchema = z.record(
  z.string().max(40),
  z.union([z.string().max(5000), z.number(), z.boolean(), z.array(z.string().max(200)).max(30)]),
);
export type CollectedData = z.infer<typeof CollectedDataSchema>;

/** A question of the card's form as the get-pass page gets it. */
export const FormFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(DATA_FIELD_TYPES),
  required: z.boolean(),
  placeholder: z.string(),
  options: z.array(z.string()),
});

/** requirements §4: the customer's next step. */
export const NextActionSchema = z.enum(NEXT_ACTIONS);

/** requirements §3 requirements reply. */
export const PassRequirementsSchema = z.object({
  requiresValidation: z.boolean(),
  requiresDataCollection: z.boolean(),
  nextAction: NextActionSchema,
  dataCollectionFields: z.array(FormFieldSchema),
});
export type PassRequirements = z.infer<typeof PassRequirementsSchema>;

/** requirements §3 data-collection requirement (with the form's message). */
export const DataRequirementsSchema = z.object({
  needsDataCollection: z.boolean(),
  fields: z.array(FormFieldSchema),
  needsValidation: z.boolean(),
  validationMessage: z.string(),
  message: z.string(),
});
export type DataRequirements = z.infer<typeof DataRequirementsSchema>;
