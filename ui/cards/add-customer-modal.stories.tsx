import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from 'inversify';
import { CardInputSchema, demoCardContent, type Card } from '#domain/cards/index.ts';
import {
  addCustomer,
  emailCustomerCode,
  InvitationUseCases,
  renewCustomerCode,
  watchInvitation,
} from '#domain/invitations/index.ts';
import { ok } from '#domain/shared/index.ts';
import { AddCustomerModal } from './add-customer-modal.tsx';

/** A gateway that answers at once, so the modal's stages can be tried in the story. */
const storyContainer = () => {
  const container = new Container();
  const gateway = {
    issueCode: async () => ok({ id: 'h1', validationCode: 'K7QM3XWP' }),
    testCustomer: async () => ok({ id: 't1', validationCode: 'T3STC0DE' }),
    sendInvitation: async () => ok({ id: 'h1', validationCode: 'K7QM3XWP' }),
    regenerateCode: async () => ok({ validationCode: 'N43FRK99' }),
    poster: async () => ok(new Uint8Array()),
    invitationStatus: async () => ok('sent' as const),
  };
  container.bind(InvitationUseCases.addCustomer).toConstantValue(addCustomer({ gateway }));
  container.bind(InvitationUseCases.emailCustomerCode).toConstantValue(emailCustomerCode({ gateway }));
  container.bind(InvitationUseCases.renewCustomerCode).toConstantValue(renewCustomerCode({ gateway }));
  container
    .bind(InvitationUseCases.watchInvitation)
    .toConstantValue(watchInvitation({ gateway, wait: async () => undefined }));
  return container;
};

const card = (id: string, name: string, validation: boolean, data: boolean): Card =>
  ({
    _id: id,
    ...CardInputSchema.parse({
      ...demoCardContent('stamp_card', 'Café Aurora'),
      name,
      validation: { enabled: validation },
      dataCollection: { enabled: data, fields: [{ key: 'email', label: 'Email', type: 'email' }] },
    }),
    isPublished: true,
  }) as unknown as Card;

const meta: Meta<typeof AddCustomerModal> = {
  title: 'Cards/AddCustomerModal',
  component: AddCustomerModal,
  parameters: { container: storyContainer() },
  args: {
    opened: true,
    onClose: () => undefined,
    cards: [card('c1', 'Coffee club', true, false), card('c2', 'Members', true, true)],
  },
};
export default meta;

type Story = StoryObj<typeof AddCustomerModal>;
/** Name and email, with an optional invitation and message. */
export const WithDetails: Story = { args: { cardId: 'c1' } };
/** A card with validation and data collection: only a code is issued (requirements §5). */
export const CodeOnly: Story = { args: { cardId: 'c2' } };
