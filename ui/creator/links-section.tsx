import { Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  ICON_LINK_KEYS,
  ICON_LINK_PLACEHOLDERS,
  validateIconLink,
  type IconLinkKey,
} from '#domain/cards/index.ts';
import { creatorChecks, creatorStore, markDirty } from './creator.store.ts';

const linkOf = (key: IconLinkKey) => {
  const links = creatorStore.linksState.socialLinks;
  let link = links.find((l) => l.key === key);
  if (!link) {
    links.push({ key, label: '', value: '', isActive: false });
    link = links[links.length - 1];
  }
  return link as (typeof links)[number];
};

/** Phone, email, website and social links, each with an active toggle and checked for its kind. */
export const LinksSection = () => {
  const { t } = useTranslation('cards');
  const { linksState } = useSnapshot(creatorStore);
  // A save attempt shows every wrong link, touched or not, so the one it stopped at is marked.
  const { attempted } = useSnapshot(creatorChecks);
  const [touched, setTouched] = useState<Partial<Record<IconLinkKey, boolean>>>({});
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t('links.where')}
      </Text>
      {ICON_LINK_KEYS.map((key) => {
        const link = linksState.socialLinks.find((l) => l.key === key);
        const value = link?.value ?? '';
        const active = link?.isActive ?? false;
        const check = validateIconLink(key, value);
        const error =
          active && (touched[key] || attempted) && !check.ok ? t(`links.errors.${check.reason}`) : undefined;
        return (
          <Group key={key} align="flex-start" wrap="nowrap">
            <Switch
              mt={30}
              aria-label={t('links.activate', { kind: t(`links.kinds.${key}`) })}
              checked={active}
              onChange={(e) => {
                linkOf(key).isActive = e.currentTarget.checked;
                markDirty();
              }}
            />
            <TextInput
              style={{ flex: 1 }}
              label={t(`links.kinds.${key}`)}
              placeholder={ICON_LINK_PLACEHOLDERS[key]}
              value={value}
              error={error}
              maxLength={300}
              onBlur={() => {
                setTouched((s) => ({ ...s, [key]: true }));
                if (check.ok && check.value !== value) linkOf(key).value = check.value;
              }}
              onChange={(e) => {
                const link = linkOf(key);
                link.value = e.currentTarget.value;
                if (e.currentTarget.value.trim()) link.isActive = true;
                markDirty();
              }}
            />
          </Group>
        );
      })}
    </Stack>
  );
};
