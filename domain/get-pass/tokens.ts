import { createToken } from '../shared/token.ts';
import type {
  enterValidationCode,
  openGetPass,
  passTokenFor,
  sendCollectedData,
} from './get-pass-client.use-case.ts';
import type { GetPassGateway, HolderTokenStore } from './get-pass.port.ts';
import type { issueValidationCode } from './issue-code.use-case.ts';
import type { publicCard } from './public-card.use-case.ts';
import type { dataRequirements, passRequirements } from './pass-requirements.use-case.ts';
import type { regenerateCode } from './regenerate-code.use-case.ts';
import type { submitData } from './submit-data.use-case.ts';
import type { validateCode } from './validate-code.use-case.ts';

export const IssueValidationCode = createToken<ReturnType<typeof issueValidationCode>>(
  'getPass.IssueValidationCode',
);
export const ValidateCode = createToken<ReturnType<typeof validateCode>>('getPass.ValidateCode');
export const RegenerateCode = createToken<ReturnType<typeof regenerateCode>>('getPass.RegenerateCode');
export const PassRequirementsToken =
  createToken<ReturnType<typeof passRequirements>>('getPass.PassRequirements');
export const DataRequirementsToken =
  createToken<ReturnType<typeof dataRequirements>>('getPass.DataRequirements');
export const SubmitData = createToken<ReturnType<typeof submitData>>('getPass.SubmitData');
export const PublicCardToken = createToken<ReturnType<typeof publicCard>>('getPass.PublicCard');
export const GetPassGatewayToken = createToken<GetPassGateway>('getPass.GetPassGateway');
export const HolderTokenStoreToken = createToken<HolderTokenStore>('getPass.HolderTokenStore');
export const OpenGetPass = createToken<ReturnType<typeof openGetPass>>('getPass.OpenGetPass');
export const EnterValidationCode = createToken<ReturnType<typeof enterValidationCode>>(
  'getPass.EnterValidationCode',
);
export const SendCollectedData =
  createToken<ReturnType<typeof sendCollectedData>>('getPass.SendCollectedData');
export const PassTokenFor = createToken<ReturnType<typeof passTokenFor>>('getPass.PassTokenFor');
