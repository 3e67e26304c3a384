import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomerView } from '#domain/customers/index.ts';
import { CustomerList } from './customer-list.tsx';

const customer = (over: Partial<CustomerView>): CustomerView => ({
  id: 'c1',
  cardId: 'card-1',
  cardName: 'Coffee card',
  passType: 'stamp_card',
  name: 'Zoë Ferreira',
  email: 'zoe@example.com',
  phone: '+351 912 345 678',
  status: 'installed',
  wallet: 'apple',
  balanceKind: 'stamps',
  stamps: 7,
  points: 0,
  rewardsRedeemed: 1,
  couponRedeemedAt: null,
  data: { drink: 'Latte', extras: ['Oat milk'] },
  validationCode: 'K7P2QX9M',
  validated: true,
  installedAt: '2026-11-02T09:14:00Z',
  lastActivityAt: '2026-11-21T16:40:00Z',
  createdAt: '2026-11-02T09:10:00Z',
  isTest: false,
  ...over,
});

const customers = [
  customer({}),
  customer({
    id: 'c2',
    name: 'Bruno Costa',
    email: 'bruno@example.com',
    phone: '',
    status: 'not_installed',
    wallet: 'none',
    stamps: 0,
    data: {},
  }),
  customer({
    id: 'c3',
    name: '',
    email: 'guest@example.com',
    status: 'deleted',
    wallet: 'none',
    stamps: 2,
    lastActivityAt: null,
    data: { drink: 'Tea' },
  }),
  customer({ id: 'c4', name: 'Test customer', email: 'owner@example.com', isTest: true, stamps: 1 }),
];

const meta: Meta<typeof CustomerList> = {
  title: 'Customers/CustomerList',
  component: CustomerList,
  parameters: { layout: 'padded' },
  args: { customers, loading: false, fields: [], onOpen: () => undefined },
};
export default meta;

type Story = StoryObj<typeof CustomerList>;

export const Table: Story = {};

export const WithAnswerColumns: Story = {
  args: {
    fields: [
      { key: 'drink', label: 'Favourite drink' },
      { key: 'extras', label: 'Extras' },
    ],
  },
};

export const Loading: Story = { args: { customers: null, loading: true } };
