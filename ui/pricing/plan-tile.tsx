import { Badge, Button, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanName } from './use-plan-name.ts';
import { Link } from 'react-router';
import { TRIAL_DAYS, type PlanTileView, type PlanView } from '#domain/billing/index.ts';
import { FeatureMark, FeatureText } from './feature-text.tsx';
import { featureValue, TILE_FEATURES, type TilePrice } from './pricing-view.ts';
import { PLAN_BADGE_KEYS } from './plan-badge-keys.ts';

/** Long labels ("START 30 DAYS FREE TRIAL", and longer in German) wrap instead of being cut. */
const WRAPPING = { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } } as const;

/**
 * A tile's four parts (name and description, price, button, limits) are rows of the grid of tiles
 * (CSS subgrid), so prices and buttons line up across a row however long each description is.
 */
const LINED_UP = {
  display: 'grid',
  gridTemplateRows: 'subgrid',
  gridRow: 'span 4',
  rowGap: 'var(--mantine-spacing-md)',
} as const;

/**
 * One plan on the pricing page (requirements §4 plan tile): its badges, the price per month in the
 * visitor's currency, the button the tile rules allow, and its main limits. An article named by the
 * plan, so each of the look-alike buttons is found by its plan.
 */
export const PlanTile = ({
  plan,
  view,
  price,
  signedIn,
  busy,
  onChoose,
}: {
  plan: PlanView;
  view: PlanTileView;
  price: TilePrice;
  signedIn: boolean;
  busy: boolean;
  onChoose: () => void;
}) => {
  const { t } = useTranslation('pricing');
  const planName = usePlanName();
  const titleId = useId();
  const free = plan.type === 'free';
  const popular = view.badges.includes('Most Popular');
  const label =
    view.label === 'START 30 DAYS FREE TRIAL'
      ? t('tile.startTrial', { days: TRIAL_DAYS.planTile })
      : t('tile.choosePlan');

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p="lg"
      style={{
        ...LINED_UP,
        ...(popular ? { borderColor: 'var(--mantine-color-violet-6)', borderWidth: 2 } : {}),
      }}
    >
      <Stack gap={6}>
        <Title order={3} fz="lg" id={titleId}>
          {planName(plan)}
        </Title>
        {view.badges.length > 0 && (
          <Group gap={4}>
            {view.badges.map((badge) => (
              <Badge key={badge} variant={badge === 'Most Popular' ? 'filled' : 'light'} color="violet">
                {t(`tile.badges.${PLAN_BADGE_KEYS[badge]}`)}
              </Badge>
            ))}
          </Group>
        )}
        <Text fz="sm" c="dimmed">
          {t(`plans.descriptions.${plan.type}`)}
        </Text>
      </Stack>

      <Stack gap={0}>
        {price.before && (
          <Text fz="sm" c="dimmed">
            <VisuallyHidden>{t('tile.before', { amount: price.before })}</VisuallyHidden>
            <Text span td="line-through" inherit aria-hidden>
              {price.before}
            </Text>
          </Text>
        )}
        <Text fz={28} fw={700} lh={1.25} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {price.perMonth}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('tile.perMonth')}
        </Text>
        <Text fz="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {free
            ? t('tile.forever')
            : price.perYear
              ? t('tile.billedYearly', { amount: price.perYear })
              : t('tile.billedMonthly')}
        </Text>
      </Stack>

      <Stack gap={4}>
        {free ? (
          !signedIn && (
            <Button
              component={Link}
              to="/signup"
              variant="default"
              fullWidth
              h="auto"
              mih={36}
              py={6}
              styles={WRAPPING}
            >
              {t('tile.startFree')}
            </Button>
          )
        ) : (
          <Button
            fullWidth
            h="auto"
            mih={36}
            py={6}
            styles={WRAPPING}
            variant={popular ? 'filled' : 'light'}
            disabled={view.disabled}
            loading={busy}
            onClick={onChoose}
          >
            {label}
          </Button>
        )}
      </Stack>

      <List spacing={6} fz="sm" center>
        {TILE_FEATURES.map((name) => (
          <List.Item key={name} icon={<FeatureMark value={featureValue(plan, name)} />}>
            <FeatureText plan={plan} name={name} withName />
          </List.Item>
        ))}
      </List>
    </Paper>
  );
};
