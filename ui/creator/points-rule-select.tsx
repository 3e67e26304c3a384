import { Anchor, Select, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { LoadAccrualConfigs, type AccrualConfigView } from '#domain/loyalty/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { creatorStore, markDirty } from './creator.store.ts';

const NONE = '';

/**
 * Links a point or level card to one points rule (`accrualConfigId`). Without one, a recorded
 * purchase earns the card's points per visit. Archived rules are offered only when already linked.
 */
export const PointsRuleSelect = () => {
  const { t } = useTranslation('cards');
  const load = useInjection(LoadAccrualConfigs);
  const { editorState } = useSnapshot(creatorStore);
  const [configs, setConfigs] = useState<AccrualConfigView[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void load().then((result) => {
      if (!live) return;
      setConfigs(result.ok ? result.value : []);
      setFailed(!result.ok);
    });
    return () => {
      live = false;
    };
  }, [load]);
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
          <Anchor component={Link} to="/points-rules" fz="xs">
            {t('creator.pointsRuleManage')}
          </Anchor>
        </Text>
      }
      data={[{ value: NONE, label: t('creator.pointsRuleNone') }, ...options]}
      value={linked ?? NONE}
      disabled={!configs}
      allowDeselect={false}
      onChange={(value) => {
        creatorStore.editorState.accrualConfigId = value ? value : null;
        markDirty();
      }}
    />
  );
};
