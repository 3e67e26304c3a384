import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { IconMoodSmile, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { upgradePromptTarget } from '#domain/billing/index.ts';
import {
  clampMessage,
  insertEmoji,
  MESSAGE_ERRORS,
  MESSAGE_RULES,
  messageCounter,
  MessagingUseCases,
} from '#domain/messaging/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useErrorText } from '../app/use-error-text.ts';
import { notify } from '../app/notify.ts';
import { clampedChange } from '../components/clamped-change.ts';
import { DialogActions } from '../components/dialog-actions.tsx';

// A short, business-friendly set: a full emoji picker library would outweigh the whole modal.
const EMOJIS = [
  '🎉',
  '🎁',
  '☕',
  '🍰',
  '🍕',
  '🍺',
  '🥂',
  '❤️',
  '⭐',
  '🔥',
  '👋',
  '🙏',
  '😊',
  '😍',
  '🤩',
  '💝',
  '🛍️',
  '💅',
  '✂️',
  '💪',
  '📣',
  '⏰',
  '📅',
  '✅',
];

/**
 * The message form (requirements §2.2, §5, §8 Message): emoji picker, textarea with a counter and the
 * 178-character cap (emojis never pushed past it), Send disabled while empty or sending. It
 * reports the outcome: `onSent` after the success toast, `onUpgrade` when the plan is the limit.
 */
export const MessageComposer = ({
  cardId,
  segmentKey = null,
  passUserId = null,
  onSent,
  onUpgrade,
  onDraftChange,
}: {
  cardId: string;
  /** Only the card's holders in this segment; everyone when null. */
  segmentKey?: string | null;
  /** Only this holder of the card (the card-testing wizard's test customer). */
  passUserId?: string | null;
  onSent: () => void;
  onUpgrade: () => void;
  /** Told whether the box holds a message not sent yet, so that closing can ask first. */
  onDraftChange?: (unsent: boolean) => void;
}) => {
  const { t, i18n } = useTranslation('cards');
  const errorText = useErrorText();
  const send = useInjection(MessagingUseCases.sendMessage);
  const [text, setText] = useState('');
  const unsent = text.trim() !== '';
  // The box counts characters as a pass shows them (an emoji is one), so it has no maxLength for
  // the frame's paste notice to read: a paste that does not fit is said here.
  const pasting = useRef(false);
  const keep = clampedChange(clampMessage, setText);
  useEffect(() => onDraftChange?.(unsent), [onDraftChange, unsent]);
  const [sending, setSending] = useState(false);
  const [picker, setPicker] = useState(false);
  const counter = messageCounter(text);

  const submit = async () => {
    setSending(true);
    const outcome = await send(cardId, text, { segmentKey, passUserId });
    setSending(false);
    if (outcome.kind === 'sent') {
      // Sent to nobody is not a success to celebrate: the owner learns the audience is empty, and
      // the form stays open with the text to choose another.
      if (outcome.recipients === 0) {
        notify.warning(t('message.noRecipients'));
        return;
      }
      notify.success(t('message.sentTo', { count: outcome.recipients }));
      onSent();
    } else if (outcome.kind === 'invalid') notify.error(t(`errors:${outcome.code}`));
    else if (outcome.kind === 'upgrade') onUpgrade();
    else if (outcome.kind === 'warning') notify.warning(t('message.limitWarning'));
    else {
      // A known code reads in the user's language (offline: "no connection"); one with no words of
      // ours (a proxy's 502) is the spec's "failed to send", or the server's own words when it had any.
      const known = outcome.code && i18n.exists(`errors:${outcome.code}`);
      notify.error(
        errorText({ code: known ? outcome.code! : MESSAGE_ERRORS.sendFailed, message: outcome.message }),
      );
    }
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={t('message.label')}
        placeholder={t('message.placeholder')}
        value={text}
        autosize
        minRows={3}
        maxRows={6}
        data-autofocus
        onPaste={() => {
          pasting.current = true;
        }}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          keep(event);
          if (pasting.current && clampMessage(typed) !== typed)
            notify.info(t('common:pasteCut', { count: MESSAGE_RULES.maxLength }), 'paste-cut');
          pasting.current = false;
        }}
        description={t('message.counter', { used: counter.used, max: counter.max })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Group justify="space-between">
        <Popover opened={picker} onChange={setPicker} position="bottom-start" withArrow trapFocus>
          <Popover.Target>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t('message.emoji')}
              aria-expanded={picker}
              onClick={() => setPicker((o) => !o)}
            >
              <IconMoodSmile size={20} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <SimpleGrid cols={6} spacing={4} role="group" aria-label={t('message.emoji')}>
              {EMOJIS.map((emoji) => (
                <UnstyledButton
                  key={emoji}
                  fz={22}
                  p={4}
                  aria-label={emoji}
                  // Mantine's modal closes on any Escape it sees first; this one is the picker's.
                  data-mantine-stop-propagation
                  onClick={() => setText((current) => insertEmoji(current, emoji))}
                >
                  {emoji}
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Popover.Dropdown>
        </Popover>
        <Button
          leftSection={<IconSend size={16} />}
          disabled={!text.trim() || sending}
          loading={sending}
          onClick={() => void submit()}
        >
          {t('message.send')}
        </Button>
      </Group>
    </Stack>
  );
};

/** requirements §8 Message: the plan does not allow more messages; the way to a bigger plan. */
export const MessageUpgradeModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation('cards');
  const { pathname, search } = useLocation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('message.upgradeTitle')} centered>
      <Stack>
        <Text>{t('message.upgradeBody')}</Text>
        <DialogActions dismissLabel={t('message.upgradeLater')} onDismiss={onClose}>
          <Button component={Link} to={upgradePromptTarget(`${pathname}${search}`)}>
            {t('message.upgrade')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
