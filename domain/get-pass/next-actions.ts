import type { NextAction } from '../wallet/index.ts';

/** requirements §4: the customer's steps, in order (a plain list: the get-pass page reads it without zod). */
export const NEXT_ACTIONS = [
  'validate_code',
  'collect_data',
  'download',
] as const satisfies readonly NextAction[];
