import { createToken } from '../shared/token.ts';
import type { issueValidationCode } from './issue-code.use-case.ts';
import type { dataRequirements, passRequirements } from './pass-requirements.use-case.ts';
import type { regenerateCode } from './regenerate-code.use-case.ts';
import type { sendInvitation } from './send-invitation.use-case.ts';
import type { submitData } from './submit-data.use-case.ts';
import type { validateCode } from './validate-code.use-case.ts';

export const IssueValidationCode = createToken<ReturnType<typeof issueValidationCode>>(
  'customers.IssueValidationCode',
);
export const ValidateCode = createToken<ReturnType<typeof validateCode>>('customers.ValidateCode');
export const RegenerateCode = createToken<ReturnType<typeof regenerateCode>>('customers.RegenerateCode');
export const PassRequirementsToken = createToken<ReturnType<typeof passRequirements>>(
  'customers.PassRequirements',
);
export const DataRequirementsToken = createToken<ReturnType<typeof dataRequirements>>(
  'customers.DataRequirements',
);
export const SubmitData = createToken<ReturnType<typeof submitData>>('customers.SubmitData');
export const SendInvitation = createToken<ReturnType<typeof sendInvitation>>('customers.SendInvitation');
