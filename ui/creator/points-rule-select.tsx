import { Anchor, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { LoyaltyUseCases } from '#domain/loyalty/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { useLoaded } from '../app/use-loaded.ts';
import { creatorStore, markDirty } from './creator.store.ts';

const NONE = '';

/**
 * Links a point or level card to one points rule (`accrualConfigId`). Without one, a recorded
 * purchase earns the card's points per visit. Archived rules are offered only when already linked.
 */
export const PointsRuleSelect = () => {
  const { t } = useTranslation('cards');
  const load = useInjection(LoyaltyUseCases.loadAccrualConfigs);
  const { editorState } = useSnapshot(creatorStore);
  const { value: configs, error } = useLoaded(load);
  // Without the rules the card can still be saved unlinked: the select stays usable and says why it is empty.
  const failed = error !== null;
  const linked = editorState.accrualConfigId;
  const options = (configs ?? [])
    .filter((c) => !c.archived || c.id === linked)
    .map((c) => ({
      value: c.id,
      label: c.archived ? t('creator.pointsRuleArchived', { name: c.name }) : c.name,
    }));
  return (
    <Select
      label={t('creator.pointsRule')}
      description={
        <Text span fz="xs" c="dimmed">
          {failed ? t('creator.pointsRuleLoadFailed') : t('creator.pointsRuleHint')}{' '}
          <Anchor component={Link} to="/points-rules" fz="xs" underline="always">
            {t('creator.pointsRuleManage')}
          </Anchor>
        </Text>
      }
      data={[{ value: NONE, label: t('creator.pointsRuleNone') }, ...options]}
      value={linked ?? NONE}
      disabled={!configs && !failed}
      allowDeselect={false}
      onChange={(value) => {
        creatorStore.editorState.accrualConfigId = value ? value : null;
        markDirty();
      }}
    />
  );
};
