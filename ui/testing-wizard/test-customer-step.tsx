import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconRefresh } from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { getPassLink } from '#domain/cards/index.ts';
import { type FieldProblem, InvitationUseCases } from '#domain/invitations/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { authStore } from '../auth/auth.store.ts';
import { ValidationCode } from '../cards/validation-code.tsx';
import { ActionForm } from '../components/action-form.tsx';
import { NewTabButton } from '../components/new-tab-button.tsx';

/** The test customer the wizard follows; its code while nobody has entered it yet. */
export interface TestCustomer {
  readonly id: string;
  readonly validationCode: string | null;
}

/** requirements §2.3 step 1 with the pass address for a code (single-use: a new code replaces it). */
export const passLinkWithCode = (cardId: string, code: string) =>
  `${getPassLink(window.location.origin, cardId)}?code=${encodeURIComponent(code)}`;

/** The get-pass page the wizard points to: with the test customer's code when there is one. */
export const testPassLink = (cardId: string, customer: TestCustomer | null): string | null =>
  customer?.validationCode
    ? passLinkWithCode(cardId, customer.validationCode)
    : // Once the code is spent the plain page would issue a new, real customer, not the test one.
      customer
      ? null
      : getPassLink(window.location.origin, cardId);

/** A new code for the test customer (the old one stops working), handed to the wizard. */
export const useRenewCode = (onCustomer: (customer: TestCustomer) => void) => {
  const { t } = useTranslation('cards');
  const renewCode = useInjection(InvitationUseCases.renewCustomerCode);
  const [busy, setBusy] = useState(false);
  const renew = async (current: TestCustomer) => {
    setBusy(true);
    const result = await renewCode(current.id);
    setBusy(false);
    if (result.ok) onCustomer({ ...current, validationCode: result.value.validationCode });
    else notify.error(t('errors:customers.regenerate_failed'));
  };
  return { busy, renew };
};

/** The test customer's code was entered: its pass was opened; a new code lets another phone take it. */
export const UsedCode = ({ busy, onRenew }: { busy: boolean; onRenew: () => void }) => {
  const { t } = useTranslation('cards');
  return (
    <Group justify="space-between" gap="sm">
      <Text fz="sm">{t('wizard.customer.codeUsed')}</Text>
      <Button variant="light" leftSection={<IconRefresh size={16} />} loading={busy} onClick={onRenew}>
        {t('addCustomer.newCode')}
      </Button>
    </Group>
  );
};

/**
 * requirements §2.3 step 1: a test customer (name and email prefilled with the signed-in owner) gets a
 * validation code; Open Pass with Code opens the customer's get-pass page in a new tab.
 */
export const TestCustomerStep = ({
  cardId,
  customer,
  onCustomer,
}: {
  cardId: string;
  customer: TestCustomer | null;
  onCustomer: (customer: TestCustomer) => void;
}) => {
  const { t } = useTranslation('cards');
  const errorText = useErrorText();
  const create = useInjection(InvitationUseCases.createTestCustomer);
  const { user } = useSnapshot(authStore);
  const [contact, setContact] = useState(() => ({
    name: t('wizard.customer.defaultName'),
    email: user?.email ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<string, FieldProblem>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const result = await create(cardId, contact);
    setBusy(false);
    if (!result.ok) notify.error(result.error.message || errorText(result.error));
    else if (result.value.kind === 'invalid') setErrors(result.value.errors);
    else {
      notify.success(t('wizard.customer.created'));
      onCustomer(result.value.customer);
    }
  };
  const renewal = useRenewCode(onCustomer);
  const renewCode = (current: TestCustomer) => renewal.renew(current);
  const problem = (field: string) => (errors[field] ? t(`errors:validation.${errors[field]}`) : undefined);
  // A contact field's value, its problem, and an edit that clears that problem.
  const bind = (key: keyof typeof contact) => ({
    value: contact[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setContact((c) => ({ ...c, [key]: value }));
      setErrors(({ [key]: _, ...rest }) => rest);
    },
    error: problem(key),
  });

  if (customer)
    return (
      <Stack>
        <Alert color="mint" variant="light" icon={<IconCheck size={18} />}>
          {t('wizard.customer.ready')}
        </Alert>
        {customer.validationCode ? (
          <>
            <Stack gap={4}>
              <ValidationCode
                code={customer.validationCode}
                renewing={renewal.busy}
                onRenew={() => void renewCode(customer)}
                testId="test-code"
              />
              <Text fz="sm" c="dimmed">
                {t('wizard.customer.codeOnce')}
              </Text>
            </Stack>
            <Group>
              <NewTabButton href={passLinkWithCode(cardId, customer.validationCode)} variant="filled">
                {t('wizard.customer.openPass')}
              </NewTabButton>
            </Group>
          </>
        ) : (
          <UsedCode busy={renewal.busy} onRenew={() => void renewCode(customer)} />
        )}
      </Stack>
    );

  return (
    <ActionForm onSubmit={() => void submit()}>
      <Stack>
        <TextInput label={t('addCustomer.name')} {...bind('name')} required autoComplete="off" />
        <TextInput
          label={t('addCustomer.email')}
          description={t('wizard.customer.emailHint')}
          type="email"
          {...bind('email')}
          required
          autoComplete="email"
        />
        {errors.cardId && (
          <Text c="red" fz="sm" role="alert">
            {t('wizard.customer.noCard')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {t('wizard.customer.create')}
          </Button>
        </Group>
      </Stack>
    </ActionForm>
  );
};
