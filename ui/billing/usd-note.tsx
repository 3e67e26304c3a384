import { Alert, Button, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * requirements §8 Subscribe: the chosen currency has no price, so the plan was priced in USD. Said
 * before the business leaves for the payment page, which then shows dollars; going on is theirs to choose.
 */
export const UsdNote = ({
  currency,
  paymentLink,
  onContinue,
  onDismiss,
}: {
  /** The currency the business asked for. */
  currency: string;
  paymentLink: string;
  /** Called as the browser leaves for the payment page. */
  onContinue?: () => void;
  onDismiss?: () => void;
}) => {
  const { t } = useTranslation('billing', { keyPrefix: 'plans' });
  const onward = useRef<HTMLAnchorElement>(null);
  // The note replaces the click that asked for payment, often far below it on a phone: the way
  // on takes the focus, which also brings the note into view.
  useEffect(() => onward.current?.focus(), []);
  return (
    <Alert color="yellow" icon={<IconInfoCircle size={18} />} role="status">
      <Text fz="sm">{t('usdNote', { currency })}</Text>
      <Group mt="sm" gap="sm">
        <Button ref={onward} component="a" href={paymentLink} onClick={onContinue}>
          {t('continueToPayment')}
        </Button>
        {onDismiss && (
          <Button variant="default" onClick={onDismiss}>
            {t('notNow')}
          </Button>
        )}
      </Group>
    </Alert>
  );
};
