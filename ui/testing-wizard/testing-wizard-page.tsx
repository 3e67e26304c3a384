import { Alert, Button, Group, Paper, Progress, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconMinus } from '@tabler/icons-react';
import { useCallback, useReducer, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { type Card, CardUseCases, creatorPathOf, sharePathOf } from '#domain/cards/index.ts';
import {
  canGoBack,
  scanScenario,
  STEP_CHECKS,
  shouldFetchWizardCard,
  startWizard,
  wizardCardFromQuery,
  wizardProgress,
  wizardTransition,
  type TestStatus,
  type WizardCard,
  type WizardStep,
} from '#domain/testing-wizard/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useLoaded } from '../app/use-loaded.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { useCan } from '../app/use-can.ts';
import { PageHeader } from '../components/page-header.tsx';
import { CompleteStep } from './complete-step.tsx';
import { InstallStep } from './install-step.tsx';
import { MessageStep } from './message-step.tsx';
import { ScanStep } from './scan-step.tsx';
import { ScannerInstallStep } from './scanner-install-step.tsx';
import { ScannerLoginStep } from './scanner-login-step.tsx';
import { TestChecks } from './test-checks.tsx';
import { TestCustomerStep, type TestCustomer } from './test-customer-step.tsx';
import { useTestStatus } from './use-test-status.ts';

const STEP_KEYS: Record<WizardStep, string> = {
  1: 'customer',
  2: 'install',
  3: 'message',
  4: 'scannerApp',
  5: 'scannerLogin',
  6: 'scan',
  7: 'complete',
};

/**
 * The test customer the wizard follows: the one it just made or renewed until the server's
 * checks name it, then the server's (which knows whether its code was used).
 */
const currentCustomer = (made: TestCustomer | null, status: TestStatus | null): TestCustomer | null => {
  const known = status?.testCustomer ?? null;
  if (made && known?.id !== made.id) return made;
  return known ? { id: known.id, validationCode: known.validationCode } : made;
};

/** A step is shown as verified when none of its checks still waits (steps without checks are). */
const stepVerified = (status: TestStatus | null, step: WizardStep) =>
  (STEP_CHECKS[step] ?? []).every(
    (key) => status?.checks.some((c) => c.key === key && c.state !== 'waiting') ?? false,
  ) || !STEP_CHECKS[step];

/**
 * /card/{cardId}/test: the card-testing wizard (requirements §2.3, §4). It loads the card (never for a
 * missing id or the demo placeholder); when that fails it goes on with the type and data
 * collection given in the address. The domain state machine decides the steps.
 */
export const TestingWizardPage = () => {
  const { t } = useTranslation('cards');
  const canEdit = useCan()('cards.write');
  const { cardId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loadCard = useInjection(CardUseCases.loadCardForEditing);
  const fetchCard = shouldFetchWizardCard(cardId);
  const fallback = wizardCardFromQuery(params);

  const loadThisCard = useCallback(() => loadCard(cardId), [loadCard, cardId]);
  const { value: card, error } = useLoaded(fetchCard ? loadThisCard : null);
  // Until the first answer; a failure goes on with the fallback.
  const waiting = fetchCard && card === null && error === null;
  usePageTitle(t('wizard.title', { name: card?.name ?? '' }));
  const wizardCard = card ?? (waiting ? null : fallback);

  if (!wizardCard) {
    if (waiting)
      return (
        <Stack aria-busy="true" maw={880}>
          <Skeleton h={36} w={280} />
          <Skeleton h={48} />
          <Skeleton h={260} />
        </Stack>
      );
    return (
      <Alert color="red" title={t('wizard.unavailable')} maw={880}>
        <Button component={Link} to="/cards" variant="light" mt="sm">
          {t('wizard.complete.cards')}
        </Button>
      </Alert>
    );
  }
  if (card && !card.isPublished)
    return (
      <Alert color="yellow" title={t('wizard.notPublished')} maw={880}>
        {canEdit && (
          <Button component={Link} to={creatorPathOf(card._id)} mt="sm">
            {t('share.editCard')}
          </Button>
        )}
      </Alert>
    );
  return (
    <Wizard
      key={card ? 'card' : 'fallback'}
      cardId={cardId}
      card={wizardCard}
      name={card?.name ?? null}
      loyaltyCardType={card?.loyaltyCardType ?? null}
      onComplete={() => void navigate(sharePathOf(cardId))}
    />
  );
};

const Wizard = ({
  cardId,
  card,
  name,
  loyaltyCardType,
  onComplete,
}: {
  cardId: string;
  card: WizardCard;
  name: string | null;
  loyaltyCardType: Card['loyaltyCardType'] | null;
  onComplete: () => void;
}) => {
  const { t } = useTranslation('cards');
  const [state, dispatch] = useReducer(wizardTransition, card, startWizard);
  const { status, failed, refresh } = useTestStatus(cardId);
  const [made, setMade] = useState<TestCustomer | null>(null);
  const customer = currentCustomer(made, status);
  const onCustomer = useCallback(
    (next: TestCustomer) => {
      setMade(next);
      void refresh();
    },
    [refresh],
  );
  const progress = wizardProgress(state);
  const visible: WizardStep[] = [
    ...(state.usesValidation ? ([1] as const) : []),
    2,
    3,
    ...(state.usesScanner ? ([4, 5, 6] as const) : []),
  ];
  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const key = STEP_KEYS[state.step];
  const active = state.step === 7 ? visible.length : visible.indexOf(state.step);

  const body: Record<WizardStep, ReactNode> = {
    1: <TestCustomerStep cardId={cardId} customer={customer} onCustomer={onCustomer} />,
    2: (
      <InstallStep
        cardId={cardId}
        customer={customer}
        known={status !== null || failed}
        onCustomer={onCustomer}
      />
    ),
    3: (
      <MessageStep
        cardId={cardId}
        customer={customer}
        check={status?.checks.find((c) => c.key === 'message')}
        onSent={() => void refresh()}
        onAdvance={next}
      />
    ),
    4: <ScannerInstallStep />,
    5: <ScannerLoginStep />,
    6: (
      <ScanStep
        cardId={cardId}
        customer={customer}
        onCustomer={onCustomer}
        scenario={scanScenario({ passType: card.passType, loyaltyCardType })}
      />
    ),
    7: <CompleteStep status={status} failed={failed} onComplete={onComplete} />,
  };

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title={name ? t('wizard.title', { name }) : t('wizard.titleNoName')}
        description={t('wizard.description')}
        action={
          <Button component={Link} to="/cards" variant="default">
            {t('wizard.exit')}
          </Button>
        }
      />
      <Stepper
        active={active}
        size="sm"
        visibleFrom="sm"
        allowNextStepsSelect={false}
        aria-label={t('wizard.progressLabel')}
      >
        {visible.map((step, index) =>
          // Only a step left behind says it is not verified; the ones ahead simply wait.
          stepVerified(status, step) || index >= active ? (
            <Stepper.Step key={step} label={t(`wizard.${STEP_KEYS[step]}.short`)} />
          ) : (
            <Stepper.Step
              key={step}
              label={t(`wizard.${STEP_KEYS[step]}.short`)}
              description={t('wizard.checks.stepWaiting')}
              color="gray"
              completedIcon={<IconMinus size={16} aria-hidden />}
            />
          ),
        )}
      </Stepper>
      <Progress
        hiddenFrom="sm"
        size="sm"
        color={state.step === 7 && !status?.passed ? 'gray' : undefined}
        value={(Math.min(progress.current, progress.total) / progress.total) * 100}
        aria-label={t('wizard.progressLabel')}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="wizard-panel">
        <Stack gap="lg">
          {state.step !== 7 && (
            <Stack gap={4}>
              <Text fz="sm" c="dimmed">
                {t('wizard.stepOf', { current: progress.current, total: progress.total })}
              </Text>
              <Title order={2} fz="xl" data-testid="wizard-step-title">
                {t(`wizard.${key}.title`)}
              </Title>
              <Text c="dimmed">{t(`wizard.${key}.body`)}</Text>
            </Stack>
          )}
          <div key={state.step}>{body[state.step]}</div>
          {state.step !== 7 && STEP_CHECKS[state.step] && (
            <TestChecks status={status} keys={STEP_CHECKS[state.step]!} failed={failed} />
          )}
          {(state.step !== 7 || !status?.passed) && (
            <Group justify="space-between">
              {canGoBack(state) ? (
                <Button
                  variant="default"
                  leftSection={<IconArrowLeft size={16} />}
                  onClick={() => dispatch({ type: 'back' })}
                >
                  {t('wizard.back')}
                </Button>
              ) : (
                <span />
              )}
              <Group gap="sm">
                {state.step === 4 && (
                  <Button variant="subtle" onClick={() => dispatch({ type: 'alreadyHaveApp' })}>
                    {t('wizard.scannerApp.haveApp')}
                  </Button>
                )}
                {state.step !== 7 && (
                  <Button rightSection={<IconArrowRight size={16} />} onClick={next}>
                    {state.step === 1 && !customer ? t('wizard.skip') : t('wizard.next')}
                  </Button>
                )}
              </Group>
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
};
