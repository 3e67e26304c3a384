import { z } from 'zod';
import type { Clock } from '../shared/clock.port.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import { domainError, err, ok, type Result } from '../shared/result.ts';
import type { PassHolderRepository } from '../wallet/index.ts';
import { GET_PASS_ERRORS } from './get-pass-errors.ts';

/** A customer's new code (requirements §7 regenerate-code). */
export const RegeneratedCodeSchema = z.object({ validationCode: z.string() });
export type RegeneratedCode = z.infer<typeof RegeneratedCodeSchema>;

/** Gives a business's customer a new validation code (the old one stops working). */
export const regenerateCode =
  ({ holders, ids, clock }: { holders: PassHolderRepository; ids: IdGenerator; clock: Clock }) =>
  async (businessId: string, holderId: string): Promise<Result<RegeneratedCode>> => {
    const validationCode = ids.code();
    const holder = await holders.replaceCode(businessId, holderId, validationCode, clock.now());
    return holder ? ok({ validationCode }) : err(domainError(GET_PASS_ERRORS.holderNotFound));
  };
