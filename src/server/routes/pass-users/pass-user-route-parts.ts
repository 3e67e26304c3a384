import {
  CustomerDetailsFieldsSchema,
  CustomerViewSchema as CustomerViewFields,
} from '#domain/customers/index.ts';

/** A row of the customers table. */
export const CustomerViewSchema = CustomerViewFields.extend({
  status: CustomerViewFields.shape.status.openapi({
    description: 'installed: in a wallet now; deleted: installed once and removed from every wallet since',
  }),
  balanceKind: CustomerViewFields.shape.balanceKind.openapi({
    description: 'The counter the card is about (null for passes without one)',
  }),
  data: CustomerViewFields.shape.data.openapi({ description: 'Data-collection answers by field key' }),
  lastActivityAt: CustomerViewFields.shape.lastActivityAt.openapi({
    description: 'The last stamp, points or redemption',
  }),
}).openapi('Customer');

export const CustomerDetailsSchema = CustomerViewSchema.extend({
  ...CustomerDetailsFieldsSchema.shape,
  history: CustomerDetailsFieldsSchema.shape.history.openapi({
    description: 'The newest 50 ledger entries, newest first',
  }),
}).openapi('CustomerDetails');
