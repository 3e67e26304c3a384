/** What each tag of the API's operations covers, in the order a reader meets them. */
const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  system: 'Health of the server and its database',
  auth: 'Accounts and sessions: sign-up, log-in, refresh and log-out',
  users: 'The signed-in user and their business onboarding',
  team: "The business's members, their roles and invitations",
  cards: "The business's cards: design, publish, trash, statistics and posters",
  uploads: 'Images for cards, re-encoded before they are stored',
  passes: 'Apple Wallet, Google Wallet and PDF passes of published cards (public)',
  'apple-wallet': 'The Apple Wallet web service that devices call to keep passes current',
  'google-wallet': 'Callbacks from Google Wallet',
  wallet: 'How this server signs and updates passes (wallet settings)',
  'get-pass': 'The public get-pass page: a card, its validation code and its form',
  customers: 'Pass holders: codes, invitations, the customer list, details and export',
  scanner: 'Scanner device keys, and the scans and actions of scanner devices',
  'points rules': 'How purchases earn points on point and level cards',
  messages: 'Messages to every holder of a card',
  segments: 'Groups of customers to filter by and to message',
  dashboard: 'Activity statistics of the business',
  billing: 'Plans, the subscription and its gates, invoices, payment methods, referral codes and checkout',
  support: 'Contact form and ratings for the Passdeck team',
};

/** The tags of the API's operations, as the OpenAPI document lists them. */
export const API_TAGS = Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({
  name,
  description,
}));
