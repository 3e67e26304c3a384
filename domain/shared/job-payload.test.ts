import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { passUpdateJobs, WALLET_JOBS } from '../wallet/index.ts';
import { parseJobPayload } from './job-payload.ts';
import { PermanentJobError } from './job-queue.port.ts';

describe('job payloads (one rule for every handler)', () => {
  it('gives the parsed payload, and dead-letters a malformed one at once', () => {
    const schema = z.object({ cardId: z.string() });
    expect(parseJobPayload(schema, 'x.y', { cardId: 'c1' })).toEqual({ cardId: 'c1' });
    expect(() => parseJobPayload(schema, 'x.y', { cardId: 1 })).toThrow(PermanentJobError);
    expect(() => parseJobPayload(schema, 'x.y', null)).toThrow('x.y: malformed payload');
  });

  it('applies to the wallet jobs too (they retried a malformed payload eight times)', async () => {
    const jobs = passUpdateJobs({} as Parameters<typeof passUpdateJobs>[0]);
    await expect(jobs[WALLET_JOBS.applePush]({ pushToken: 42 })).rejects.toBeInstanceOf(PermanentJobError);
    await expect(jobs[WALLET_JOBS.googleClass]({})).rejects.toBeInstanceOf(PermanentJobError);
  });
});
