/** The demo account's credentials, as made on a first start. */
export interface DemoCredentials {
  readonly email: string;
  readonly password: string;
}

/**
 * A framed block for people rather than log readers: where the app is and how to log in to the
 * demo. The start-up log keeps its JSON line with the same facts (tests and log tools read it);
 * this one is what a newcomer who just ran `npm start` looks for.
 */
export const formatDemoBanner = (url: string, { email, password }: DemoCredentials): string => {
  const lines = [
    `Passdeck is ready at ${url}`,
    '',
    'Log in to the demo business:',
    `  email     ${email}`,
    `  password  ${password}`,
    '',
    'Shown once, on this first start; SEED_DEMO=false skips the demo.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 4);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│  ${line.padEnd(width)}  │`), `└${rule}┘`, ''].join('\n');
};
