import { Badge, Group, Paper, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataField } from '#domain/cards/index.ts';
import { answerText, type CustomerStatus, type CustomerView } from '#domain/customers/index.ts';
import type { CollectedValue } from '#domain/wallet/index.ts';
import { useLocaleFormat } from '../app/use-locale-format.ts';
import { usePhoneLayout } from '../app/use-phone-layout.ts';
import { CUSTOMER_ID_ATTRIBUTE } from './use-row-focus-return.ts';

const STATUS_COLOR: Record<CustomerStatus, string> = {
  installed: 'teal',
  not_installed: 'gray',
  deleted: 'orange',
};

// Never cut to "Deleted from wa…" or "TE…": a badge keeps its whole word, the table scrolls instead.
const WHOLE_WORD = { flexShrink: 0, maxWidth: 'none', minWidth: 'max-content' } as const;

/** A customer's install status as a coloured, labelled badge (colour never carries meaning alone). */
export const StatusBadge = ({ status }: { status: CustomerStatus }) => {
  const { t } = useTranslation('customers');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" radius="sm" style={WHOLE_WORD}>
      {t(`status.${status}`)}
    </Badge>
  );
};

/**
 * The customer's status, and a "Test" badge for the card-testing wizard's test customer, which the
 * dashboard and the segments leave out.
 */
const StatusBadges = ({ customer }: { customer: CustomerView }) => {
  const { t } = useTranslation('customers');
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      {customer.isTest && (
        <Badge color="violet" variant="outline" radius="sm" style={WHOLE_WORD}>
          {t('list.test')}
        </Badge>
      )}
      <StatusBadge status={customer.status} />
    </Group>
  );
};

/**
 * The customer's name as the control that opens their details (the row or card around it is a
 * larger mouse target). Unnamed customers share a label, so `contactId` names their contact too.
 */
const OpenButton = ({
  customer,
  contactId,
  onOpen,
  narrow = false,
}: {
  customer: CustomerView;
  contactId: string;
  onOpen: (customer: CustomerView) => void;
  narrow?: boolean;
}) => {
  const { t } = useTranslation('customers');
  const name = customer.name || t('list.unnamed');
  return (
    <UnstyledButton
      onClick={(e) => {
        e.stopPropagation();
        onOpen(customer);
      }}
      miw={0}
      aria-label={t('list.open', { name })}
      aria-describedby={contactId}
      {...{ [CUSTOMER_ID_ATTRIBUTE]: customer.id }}
    >
      {/* On a phone a long name wraps (even inside one long word) rather than being cut to "Dmytro Kravc…". */}
      <Text fw={600} {...(narrow ? { style: { overflowWrap: 'anywhere' } } : { fz: 'sm' })}>
        {name}
      </Text>
    </UnstyledButton>
  );
};

/** An answer as the screens show it ('–' when unanswered). */
export const useAnswerText = () => {
  const { t } = useTranslation('customers');
  return (value: CollectedValue | null | undefined) =>
    answerText(value, { yes: t('answers.yes'), no: t('answers.no'), separator: ', ' }) || '–';
};

/** The counters that matter for the customer's card. */
const Balance = ({ customer }: { customer: CustomerView }) => {
  const { t } = useTranslation('customers');
  switch (customer.balanceKind) {
    case 'coupon':
      return <>{customer.couponRedeemedAt ? t('balance.couponUsed') : t('balance.couponOpen')}</>;
    case 'stamps':
      return <>{t('balance.stamps', { count: customer.stamps })}</>;
    case 'points':
      return <>{t('balance.points', { count: customer.points })}</>;
    default:
      return <>{'–'}</>;
  }
};

/**
 * The customers as a table (with the answers of the filtered card's questions as columns), or as
 * cards below 600 px (requirements §10.2: tables become cards on a phone). A row opens the details; the name is
 * a button, so the keyboard reaches every row.
 */
export const CustomerList = ({
  customers,
  loading,
  fields,
  onOpen,
}: {
  customers: readonly CustomerView[] | null;
  loading: boolean;
  fields: readonly Pick<DataField, 'key' | 'label'>[];
  onOpen: (customer: CustomerView) => void;
}) => {
  const { t } = useTranslation('customers');
  const narrow = usePhoneLayout();
  const { date } = useLocaleFormat();
  const answer = useAnswerText();

  if (loading && !customers)
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('list.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={44} radius="sm" />
        ))}
      </Stack>
    );
  const list = customers ?? [];

  if (narrow)
    return (
      <Stack gap="sm" aria-busy={loading}>
        {list.map((c) => (
          <Paper
            key={c.id}
            withBorder
            radius="md"
            p="md"
            onClick={() => onOpen(c)}
            style={{ cursor: 'pointer' }}
            data-testid="customer-card"
          >
            {/* The name comes first: a badge that does not fit beside it ("AUS DER WALLET GELÖSCHT") goes below it. */}
            <Group justify="space-between" wrap="wrap" gap="xs">
              <OpenButton customer={c} contactId={`card-contact-${c.id}`} onOpen={onOpen} narrow />
              <StatusBadges customer={c} />
            </Group>
            <Text id={`card-contact-${c.id}`} fz="sm" c="dimmed" truncate>
              {c.email || c.phone || '–'}
            </Text>
            <Group justify="space-between" wrap="nowrap" gap="sm" mt={4}>
              <Text fz="sm" c="dimmed" truncate miw={0}>
                {c.cardName}
              </Text>
              <Text fz="sm" fw={600} style={{ flexShrink: 0 }}>
                <Balance customer={c} />
              </Text>
            </Group>
            <Text fz="xs" c="dimmed" mt={4} data-testid="customer-added">
              {t('list.added', { date: date(c.createdAt) })}
            </Text>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.customer')}</Table.Th>
            <Table.Th>{t('columns.card')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.balance')}</Table.Th>
            {fields.map((f) => (
              <Table.Th key={f.key}>{f.label}</Table.Th>
            ))}
            <Table.Th>{t('columns.added')}</Table.Th>
            <Table.Th>{t('columns.lastVisit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((c) => (
            <Table.Tr key={c.id} onClick={() => onOpen(c)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <OpenButton customer={c} contactId={`row-contact-${c.id}`} onOpen={onOpen} />
                <Text id={`row-contact-${c.id}`} fz="xs" c="dimmed">
                  {[c.email, c.phone].filter(Boolean).join(' · ') || '–'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{c.cardName}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <StatusBadges customer={c} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm">
                  <Balance customer={c} />
                </Text>
              </Table.Td>
              {fields.map((f) => (
                <Table.Td key={f.key}>
                  <Text fz="sm">{answer(c.data[f.key])}</Text>
                </Table.Td>
              ))}
              <Table.Td>
                <Text fz="sm">{date(c.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{date(c.lastActivityAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
