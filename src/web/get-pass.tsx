import '@fontsource-variable/inter';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createLocalStorage } from '#adapters/browser/local-storage.adapter.ts';
import { createHttpGetPassGateway } from '#adapters/http/get-pass-gateway.adapter.ts';
// Files, not the slice's index: the page must not pull the rest of the domain into its bundle.
import {
  enterValidationCode,
  holderTokenStore,
  openGetPass,
  passTokenFor,
  sendCollectedData,
} from '#domain/get-pass/get-pass-client.use-case.ts';
import { GetPassUseCases } from '#domain/get-pass/tokens.ts';
import { ContainerProvider, type Resolver } from '#ui/app/container-context.tsx';
import { createI18n } from '#ui/app/i18n.ts';
import { GetPassPage } from '#ui/get-pass/get-pass-page.tsx';
import { reloadAfterDeploy } from './reload-after-deploy.ts';
import { createTokenContainer } from './token-container.ts';

/**
 * The get-pass page's own composition root. Customers open it on phones from a link, so it is
 * built apart from the dashboard (Preact in place of React, see vite.get-pass.config.ts) and
 * binds only its four use cases.
 */
const createGetPassResolver = (): Resolver => {
  const deps = { gateway: createHttpGetPassGateway(), tokens: holderTokenStore(createLocalStorage()) };
  const container = createTokenContainer();
  container.bind(GetPassUseCases.openGetPass).toConstantValue(openGetPass(deps));
  container.bind(GetPassUseCases.enterValidationCode).toConstantValue(enterValidationCode(deps));
  container.bind(GetPassUseCases.sendCollectedData).toConstantValue(sendCollectedData(deps));
  container.bind(GetPassUseCases.passTokenFor).toConstantValue(passTokenFor(deps));
  return container;
};

reloadAfterDeploy();

const start = async () => {
  const i18n = await createI18n(undefined, ['get-pass', 'errors'], 'get-pass');
  const cardId = decodeURIComponent(
    window.location.pathname.replace(/^\/get-pass\/?/, '').split('/')[0] ?? '',
  );
  const code = new URLSearchParams(window.location.search).get('code') ?? '';
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from get-pass.html');
  createRoot(root).render(
    <ContainerProvider container={createGetPassResolver()}>
      <I18nextProvider i18n={i18n}>
        <GetPassPage cardId={cardId} code={code} userAgent={navigator.userAgent} />
      </I18nextProvider>
    </ContainerProvider>,
  );
};

void start();
