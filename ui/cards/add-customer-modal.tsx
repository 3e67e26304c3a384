import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card } from '#domain/cards/index.ts';
import { getPassLink } from '#domain/cards/index.ts';
import {
  type AddCustomerForm,
  type FieldProblem,
  type InvitationStatus,
  InvitationUseCases,
  issuesCodeOnly,
} from '#domain/invitations/index.ts';
import { MESSAGE_RULES } from '#domain/messaging/index.ts';
import { visibleLength } from '#domain/shared/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { focusFirstError } from '../auth/focus-first-error.ts';
import { ActionForm } from '../components/action-form.tsx';
import { ValidationCode } from './validation-code.tsx';
import { DialogActions } from '../components/dialog-actions.tsx';

const EMPTY: AddCustomerForm = { name: '', email: '', phone: '', sendInvitation: false, personalMessage: '' };

/** The customer's contact fields, in order; only the phone may stay empty (it never has a problem). */
const CONTACT_FIELDS = [
  { key: 'name', label: 'addCustomer.name', type: undefined, required: true },
  { key: 'email', label: 'addCustomer.email', type: 'email', required: true },
  { key: 'phone', label: 'addCustomer.phone', type: 'tel', required: false },
] as const;

type Stage =
  | { kind: 'form' }
  | { kind: 'done'; cardId: string; customerId: string; validationCode: string; invited: boolean };

interface AddCustomerProps {
  readonly onClose: () => void;
  readonly cards: readonly Card[];
  readonly cardId?: string;
}

/**
 * requirements §4 add-customer modal: the form, then submitting, then the validation code with copy (or
 * an error toast). The modal's content is unmounted when it closes, so each opening starts with
 * an empty form.
 */
export const AddCustomerModal = ({ opened, ...props }: AddCustomerProps & { opened: boolean }) => {
  const { t } = useTranslation('cards');
  return (
    <Modal opened={opened} onClose={props.onClose} title={t('addCustomer.title')} centered>
      <AddCustomerBody {...props} />
    </Modal>
  );
};

const AddCustomerBody = ({ onClose, cards, cardId }: AddCustomerProps) => {
  const { t } = useTranslation('cards');
  const errorText = useErrorText();
  const add = useInjection(InvitationUseCases.addCustomer);
  const emailCode = useInjection(InvitationUseCases.emailCustomerCode);
  const renewCode = useInjection(InvitationUseCases.renewCustomerCode);
  const watchInvitation = useInjection(InvitationUseCases.watchInvitation);
  const [delivery, setDelivery] = useState<InvitationStatus | null>(null);
  // The email goes out in the background: follow it briefly, and say so when the mail server refuses.
  const follow = (customerId: string) => {
    setDelivery('queued');
    void watchInvitation(customerId).then((status) => {
      setDelivery(status);
      // Success is said once the mail server took the email, not when it was queued.
      if (status === 'sent') notify.success(t('addCustomer.invitationSent'));
      if (status === 'failed') notify.error(t('addCustomer.invitationFailed'));
    });
  };
  const [renewing, setRenewing] = useState(false);
  // A new code replaces the old one at once (requirements §7 regenerate-code); an unused invitation link stops working.
  const renew = async (done: Extract<Stage, { kind: 'done' }>) => {
    setRenewing(true);
    const result = await renewCode(done.customerId);
    setRenewing(false);
    if (result.ok) {
      setStage({ ...done, validationCode: result.value.validationCode, invited: false });
      notify.success(t('addCustomer.newCodeDone'));
    } else notify.error(t('errors:customers.regenerate_failed'));
  };
  const [inviteEmail, setInviteEmail] = useState('');
  const [inviteError, setInviteError] = useState<string | undefined>();
  const [inviting, setInviting] = useState(false);
  const initialCard = cardId ?? (cards.length === 1 ? cards[0]!._id : null);
  const [form, setForm] = useState<AddCustomerForm>({ ...EMPTY, cardId: initialCard });
  const [errors, setErrors] = useState<Partial<Record<string, FieldProblem>>>({});
  // A refusal of the server that names a field (an email that already has the card), shown on it.
  const [refused, setRefused] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'form' });

  const reset = () => {
    setForm({ ...EMPTY, cardId: initialCard });
    setErrors({});
    setRefused(null);
    setStage({ kind: 'form' });
    setInviteEmail('');
    setInviteError(undefined);
    setDelivery(null);
  };
  const sendCode = async (done: Extract<Stage, { kind: 'done' }>) => {
    setInviting(true);
    const result = await emailCode({ cardId: done.cardId, customerId: done.customerId, email: inviteEmail });
    setInviting(false);
    // Only a refused address goes under the address box; any other failure is the sending's.
    if (result.ok) {
      setStage({ ...done, validationCode: result.value.validationCode, invited: true });
      follow(done.customerId);
    } else if (result.error.field === 'email') setInviteError(t(`errors:${result.error.code}`));
    else notify.error(t('errors:customers.invitation_failed'));
  };

  const card = cards.find((c) => c._id === form.cardId) ?? null;
  const codeOnly = issuesCodeOnly(card);
  const set = (patch: Partial<AddCustomerForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setRefused((r) => (r && r.field in patch ? null : r));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  const problem = (key: string) => {
    if (refused?.field === key) return refused.text;
    const code = errors[key];
    if (!code) return undefined;
    if (code === 'card_required' || code === 'card_invalid') return t('addCustomer.selectCard');
    return t(`errors:validation.${code}`);
  };

  const submit = async () => {
    setBusy(true);
    const result = await add(form, card);
    setBusy(false);
    if (!result.ok) {
      const { field } = result.error;
      if (field && CONTACT_FIELDS.some((f) => f.key === field))
        return setRefused({ field, text: errorText(result.error) });
      notify.error(result.error.message || errorText(result.error) || t('addCustomer.failed'));
      return;
    }
    if (result.value.kind === 'invalid') {
      setErrors(result.value.errors);
      focusFirstError();
      return;
    }
    if (result.value.invitation === 'sent') follow(result.value.customerId);
    if (result.value.invitation === 'failed') notify.error(t('addCustomer.invitationFailed'));
    // The code goes by email to the address just typed, unless the owner changes it.
    setInviteEmail(form.email ?? '');
    setStage({
      kind: 'done',
      cardId: form.cardId!,
      customerId: result.value.customerId,
      validationCode: result.value.validationCode,
      invited: result.value.invitation === 'sent',
    });
  };

  const messageLength = visibleLength(form.personalMessage ?? '');
  return (
    <>
      {stage.kind === 'done' ? (
        <Stack>
          <Text fw={600}>{t('addCustomer.successTitle')}</Text>
          <ValidationCode
            code={stage.validationCode}
            renewing={renewing}
            onRenew={() => void renew(stage)}
            testId="validation-code"
          />
          <Anchor
            href={`${getPassLink(window.location.origin, stage.cardId)}?code=${encodeURIComponent(stage.validationCode)}`}
            target="_blank"
            rel="noreferrer"
          >
            <Group gap={4} component="span">
              <IconExternalLink size={16} />
              {t('addCustomer.openPass')}
            </Group>
          </Anchor>
          {stage.invited && delivery && (
            <Text fz="sm" c={delivery === 'failed' ? 'red' : 'dimmed'} role="status" data-testid="delivery">
              {t(`addCustomer.delivery.${delivery}`)}
            </Text>
          )}
          {!stage.invited && (
            <ActionForm onSubmit={() => void sendCode(stage)}>
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  label={t('addCustomer.emailCode')}
                  placeholder={t('addCustomer.emailPlaceholder')}
                  type="email"
                  value={inviteEmail}
                  onChange={(e) => {
                    setInviteEmail(e.currentTarget.value);
                    setInviteError(undefined);
                  }}
                  error={inviteError}
                  style={{ flex: 1 }}
                />
                <Button type="submit" variant="light" loading={inviting}>
                  {t('addCustomer.send')}
                </Button>
              </Group>
            </ActionForm>
          )}
          <DialogActions dismissLabel={t('addCustomer.addAnother')} onDismiss={reset}>
            <Button onClick={onClose}>{t('addCustomer.close')}</Button>
          </DialogActions>
        </Stack>
      ) : (
        <ActionForm onSubmit={() => void submit()}>
          <Stack>
            <Select
              label={t('addCustomer.card')}
              placeholder={t('addCustomer.cardPlaceholder')}
              data={cards.map((c) => ({ value: c._id, label: c.name }))}
              value={form.cardId ?? null}
              onChange={(value) => set({ cardId: value })}
              error={problem('cardId')}
              required
              allowDeselect={false}
              // The dialog opens on the first thing to fill in, not on its close button.
              data-autofocus={!form.cardId || codeOnly || undefined}
            />
            {codeOnly ? (
              <Text fz="sm" c="dimmed">
                {t('addCustomer.codeOnlyHint')}
              </Text>
            ) : (
              <>
                {CONTACT_FIELDS.map(({ key, label, type, required }, index) => (
                  <TextInput
                    key={key}
                    data-autofocus={(Boolean(form.cardId) && index === 0) || undefined}
                    label={t(label)}
                    type={type}
                    value={form[key]}
                    onChange={(e) => set({ [key]: e.currentTarget.value })}
                    error={problem(key)}
                    required={required}
                    autoComplete="off"
                  />
                ))}
                <Checkbox
                  label={t('addCustomer.sendInvitation')}
                  checked={Boolean(form.sendInvitation)}
                  onChange={(e) => set({ sendInvitation: e.currentTarget.checked })}
                />
                {form.sendInvitation && (
                  <Textarea
                    label={t('addCustomer.message')}
                    value={form.personalMessage}
                    onChange={(e) => set({ personalMessage: e.currentTarget.value })}
                    error={problem('personalMessage')}
                    description={`${messageLength}/${MESSAGE_RULES.invitationMaxLength}`}
                    autosize
                    minRows={3}
                    maxRows={8}
                  />
                )}
              </>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={busy}>
                {t('addCustomer.submit')}
              </Button>
            </Group>
          </Stack>
        </ActionForm>
      )}
    </>
  );
};
