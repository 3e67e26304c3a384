import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { newestMailTo, type OutboxMail } from '../setup/outbox.ts';

export const SCREENSHOT_DIR = join(import.meta.dirname, '../../test-results/screenshots');

/** Debian's Chromium, or CHROME_PATH. Null when neither exists. */
export const chromiumPath = (): string | null => {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  return candidates.find((path) => existsSync(path)) ?? null;
};

/**
 * Whether the browser suite can run. Outside CI a missing Chromium skips it with a reason;
 * with CI=true a skipped suite would hide real failures, so it throws.
 */
export const browserAvailable = (): boolean => {
  if (chromiumPath()) return true;
  const reason =
    'e2e: skipped because Chromium was not found (install Debian `chromium` or set CHROME_PATH).';
  if (process.env.CI === 'true') throw new Error(`${reason} With CI=true this is a failure.`);
  console.warn(reason);
  return false;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export interface RunningServer {
  readonly url: string;
  readonly dataDir: string;
  readonly output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Kills the process with SIGKILL (no shutdown, no clean-up) and resolves once it is gone. */
  kill(): Promise<void>;
}

/** Starts `node src/server/main.ts` (the built SPA in dist/) on a free port with a temporary DATA_DIR. */
export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  const port = await freePort();
  const tempDir = mkdtempSync(join(tmpdir(), 'passdeck-e2e-'));
  // A nested folder that does not exist yet: the server must create it.
  const dataDir = join(tempDir, 'nested', 'data');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(tempDir, { recursive: true, force: true });
      return child.exitCode;
    },
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
  };
};

/** Headless Chromium; `extraArgs` adds switches such as a fake camera. */
export const launchBrowser = (extraArgs: readonly string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath() ?? undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });

export const screenshot = async (page: Page, name: string) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Let the route-change overlay (at most 0.5 s) fade before the picture is taken.
  await page
    .locator('.mantine-LoadingOverlay-root')
    .waitFor({ state: 'detached', timeout: 3000 })
    .catch(() => undefined);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
};

/**
 * The newest mail to `to` in the running server's outbox (`<DATA_DIR>/outbox`), waiting for the
 * mail job to write it; `newerThan` (a mail's file) skips mails already read.
 */
export const mailTo = async (server: RunningServer, to: string, newerThan?: string): Promise<OutboxMail> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = await newestMailTo(join(server.dataDir, 'outbox'), to);
    if (mail && (!newerThan || mail.file > newerThan)) return mail;
    if (Date.now() > deadline) throw new Error(`no new mail to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** Types a mailed code into the six boxes (PinInput moves on by itself). */
export const typeCode = async (page: Page, code: string) => {
  await page.getByRole('textbox', { name: /^Digit 1 of 6/ }).click();
  await page.keyboard.type(code);
};

/**
 * Registers through the API as a person would: asks for the code, reads it from the server's
 * outbox, proves the address and registers with the verificationToken. The register answer.
 */
export const registerVerified = async (
  server: RunningServer,
  email: string,
  password: string,
  /** Where the code mail lands: the server's outbox, unless it sends through an SMTP peer. */
  codeFor: (to: string) => Promise<string | null> = async (to) => (await mailTo(server, to)).code,
): Promise<{ _id: string; access_token: string; refresh_token: string }> => {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: Record<string, string> };
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  await post('/api/auth/email-verification-link', { email });
  const { verificationToken } = await post('/api/auth/verify-email', { email, code: await codeFor(email) });
  return (await post('/api/auth/register', { email, password, verificationToken })) as {
    _id: string;
    access_token: string;
    refresh_token: string;
  };
};

/** A business with a finished onboarding, made through the API; returns its access token. */
export const registerBusiness = async (
  server: RunningServer,
  email: string,
  password: string,
): Promise<string> => {
  const url = server.url;
  const token = (await registerVerified(server, email, password)).access_token;
  await fetch(`${url}/api/users/me`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      firstName: 'Ana',
      lastName: 'Silva',
      businessName: 'Café Sol',
      businessType: 'cafe',
    }),
  });
  return token;
};

/** A page in a new desktop-sized (1280 × 900) English window, which waits at most 10 s. */
export const desktopPage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
};

/** Adds a customer with the customers screen's dialog, to the first card, and closes it. */
export const addCustomer = async (
  page: Page,
  name: string,
  email: string,
  /** Checks on the "Customer added" step, before the dialog closes. */
  onAdded?: () => Promise<void>,
) => {
  await page.getByRole('button', { name: 'Add customer' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Add customer' });
  await modal.getByLabel(/^Card/).click();
  await page.getByRole('option').first().click();
  await modal.getByLabel(/^Name/).fill(name);
  await modal.getByLabel(/^Email/).fill(email);
  await modal.getByRole('button', { name: 'Add customer' }).click();
  await modal.getByText('Customer added').waitFor();
  await onAdded?.();
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
};

/**
 * The sign-up's business step: the business and its type, then Finish setup (and the names, for
 * an account that has none yet, as after a Google sign-in).
 */
export const finishOnboarding = async (
  page: Page,
  business: { firstName?: string; lastName?: string; businessName: string; businessType: string },
) => {
  if (business.firstName) await page.getByLabel('First name').fill(business.firstName);
  if (business.lastName) await page.getByLabel('Last name').fill(business.lastName);
  await page.getByLabel('Business name').fill(business.businessName);
  await page
    .getByLabel(/^Business type/)
    .first()
    .click();
  await page.getByRole('option', { name: business.businessType }).click();
  await page.getByRole('button', { name: 'Finish setup' }).click();
};

/**
 * Signs up on /signup, reached with a plan chosen on /pricing: the mailed code, a password, the
 * business, up to the step that offers the plan's checkout.
 */
export const signUpWithChosenPlan = async (page: Page, server: RunningServer, email: string) => {
  await page.getByText("After you sign up, you'll confirm your plan at checkout.").waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await typeCode(page, (await mailTo(server, email)).code!);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await page.getByRole('heading', { name: 'Set your password' }).waitFor();
  await page.getByLabel('First name').fill('Ola');
  await page.getByLabel('Last name').fill('Nowak');
  await page.getByLabel(/^Password/).fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Tell us about your business' }).waitFor();
  await finishOnboarding(page, {
    businessName: 'Kawiarnia Ola',
    businessType: 'Café or coffee shop',
  });
  await page.getByText('Your account is ready. Next, confirm your plan at checkout.').waitFor();
};

/** Signs in through the login page and lands on `path`. */
export const logInAt = async (page: Page, url: string, path: string, email: string, password: string) => {
  await page.goto(`${url}/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
};

/** Calls the API as a signed-in business and answers the parsed JSON; a non-2xx answer throws. */
export const apiAs =
  (url: string, token: string) =>
  async <T = { data: Record<string, unknown> }>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

/** What most dashboard e2e files start from: the server, a browser and a signed-up business. */
export interface SignedInBusiness {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly email: string;
  readonly password: string;
  /** The business's access token, for calls `api` does not make (uploads). */
  readonly token: string;
  /** Calls the API as this business (see `apiAs`). */
  readonly api: ReturnType<typeof apiAs>;
  /** Closes the browser and stops the server. */
  stop(): Promise<void>;
}

/** Starts the server and Chromium together and registers a business named after `prefix`. */
export const startSignedInBusiness = async (prefix: string): Promise<SignedInBusiness> => {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const email = `${prefix}-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const token = await registerBusiness(server, email, password);
  return {
    server,
    browser,
    email,
    password,
    token,
    api: apiAs(server.url, token),
    stop: async () => {
      await browser.close();
      await server.stop();
    },
  };
};

/** The demo business (SEED_DEMO) with its server and Chromium: its password and its API. */
export interface DemoBusiness {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The demo's generated password, which the server prints once at start. */
  readonly password: string;
  readonly api: ReturnType<typeof apiAs>;
}

/** Starts the server with the demo data and Chromium together and signs in as demo@passdeck.app. */
export const startDemoBusiness = async (): Promise<DemoBusiness> => {
  const [server, browser] = await Promise.all([
    startServer({ SEED_DEMO: 'true', LOG_LEVEL: 'info' }),
    launchBrowser(),
  ]);
  const password = /demo@passdeck\.app \/ (demo-\S+) /.exec(server.output())![1]!;
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@passdeck.app', password }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  return { server, browser, password, api: apiAs(server.url, token) };
};

/**
 * Waits until the screen stands still: the route overlay gone and no transition running (a dialog
 * fading in has the colours of half its opacity). Endless animations (skeletons, loaders) do not count.
 */
export const settle = async (page: Page) => {
  await page
    .locator('.mantine-LoadingOverlay-root')
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  // Mantine starts a transition a frame after it mounts: still twice in a row, 100 ms apart.
  const still = () =>
    page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    );
  await still();
  await page.waitForTimeout(100);
  await still();
};

/** A serious or critical axe-core finding, with the elements it was found on. */
export interface AxeFinding {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
  /** Per target, what axe measured where it says so (a contrast's colours and ratio), else ''. */
  readonly notes: readonly string[];
}

/**
 * Runs axe-core (WCAG 2.2 A and AA rules) in the page, on the whole page or on the elements of
 * `include`, and answers its serious and critical findings.
 */
export const seriousAxeFindings = async (page: Page, include?: string): Promise<AxeFinding[]> => {
  const { readFileSync } = await import('node:fs');
  const { createRequire } = await import('node:module');
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts
  // (issue 22), and a test tool must not need the page to allow them. `;0` keeps the answer small.
  await page.evaluate(`${source}\n;0`);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<any> } })
      .axe;
    const result = await axe.run(selector ? { include: [selector] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return (result.violations as any[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n: any) => n.target.join(' ')),
        notes: v.nodes.map((n: any) => {
          const data = n.any?.[0]?.data;
          return data?.fgColor ? `${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1` : '';
        }),
      }));
  }, include ?? null);
};

/**
 * The findings but the contrast of the text drawn on a card's preview: the pass is a picture
 * (`role="img"`) in the colours the business chose, not the app's own text (requirements §10.5).
 */
export const outsidePassArt = async (page: Page, findings: AxeFinding[]): Promise<AxeFinding[]> => {
  const left: AxeFinding[] = [];
  for (const finding of findings) {
    const kept: number[] = [];
    for (const [i, target] of finding.targets.entries()) {
      const inArt = await page
        .locator(target)
        .first()
        .evaluate((el) => el.closest('[role="img"]') !== null);
      if (!(finding.id === 'color-contrast' && inArt)) kept.push(i);
    }
    if (kept.length)
      left.push({
        ...finding,
        targets: kept.map((i) => finding.targets[i]!),
        notes: kept.map((i) => finding.notes[i]!),
      });
  }
  return left;
};
