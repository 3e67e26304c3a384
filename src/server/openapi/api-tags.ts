/** The tags of the API's operations, in the order a reader meets them, with what each covers. */
export const API_TAGS = [
  { name: 'system', description: 'Health of the server and its database' },
  { name: 'auth', description: 'Accounts and sessions: sign-up, log-in, refresh and log-out' },
  { name: 'users', description: 'The signed-in user and their business onboarding' },
  { name: 'team', description: "The business's members, their roles and invitations" },
  { name: 'cards', description: "The business's cards: design, publish, trash, statistics and posters" },
  { name: 'uploads', description: 'Images for cards, re-encoded before they are stored' },
  { name: 'passes', description: 'Apple Wallet, Google Wallet and PDF passes of published cards (public)' },
  {
    name: 'apple-wallet',
    description: 'The Apple Wallet web service that devices call to keep passes current',
  },
  { name: 'google-wallet', description: 'Callbacks from Google Wallet' },
  { name: 'wallet', description: 'How this server signs and updates passes (wallet settings)' },
  { name: 'get-pass', description: 'The public get-pass page: a card, its validation code and its form' },
  {
    name: 'customers',
    description: 'Pass holders: codes, invitations, the customer list, details and export',
  },
  { name: 'scanner', description: 'Scanner device keys, and the scans and actions of scanner devices' },
  { name: 'points rules', description: 'How purchases earn points on point and level cards' },
  { name: 'messages', description: 'Messages to every holder of a card' },
  { name: 'segments', description: 'Groups of customers to filter by and to message' },
  { name: 'dashboard', description: 'Activity statistics of the business' },
  {
    name: 'billing',
    description:
      'Plans, the subscription and its gates, invoices, payment methods, referral codes and checkout',
  },
  { name: 'support', description: 'Contact form and ratings for the Passdeck team' },
];
