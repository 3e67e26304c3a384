import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconExternalLink, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { customerNamesOf, shareTargets, type Card } from '#domain/cards/index.ts';
import { buildPassPreview } from '#domain/designer/index.ts';
import { notify } from '../app/notify.ts';
import { copyText } from './copy-text.ts';
import { PassPreview } from './pass-preview.tsx';
import { ShareSection } from './share-section.tsx';

/** The card's public link: copy, the device's share sheet, open, other share options; the pass as customers will see it. */
export const ShareLinkPanel = ({ card, link }: { card: Card; link: string }) => {
  const { t } = useTranslation('cards');
  const message = t('share.link.message');
  const names = customerNamesOf(card);
  const copyLink = async () => {
    if (await copyText(link)) notify.success(t('share.link.copied'));
    else notify.error(t('share.link.copyFailed'));
  };
  const nativeShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: names.business || names.pass, text: message, url: link });
      } catch {
        // The user closed the share sheet: nothing to report.
      }
      return;
    }
    await copyText(link);
    notify.info(t('share.link.shareFallback'));
  };

  return (
    <ShareSection title={t('share.link.title')}>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap="sm" style={{ flex: '1 1 300px', minWidth: 0 }}>
          <TextInput
            label={t('share.link.label')}
            value={link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          {/* The one set of Copy / Share buttons on the page (issue 19). */}
          <Group>
            <Button onClick={() => void copyLink()} leftSection={<IconCopy size={16} />}>
              {t('share.link.copy')}
            </Button>
            <Button variant="light" onClick={() => void nativeShare()} leftSection={<IconShare size={16} />}>
              {t('share.link.share')}
            </Button>
            <Button
              component="a"
              href={link}
              target="_blank"
              rel="noreferrer"
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('share.link.open')}
            </Button>
          </Group>
          <Text fz="sm" fw={600} mt="xs">
            {t('share.others')}
          </Text>
          <Group gap="md">
            {shareTargets(link, message).map((target) => (
              <Anchor key={target.key} href={target.url} target="_blank" rel="noreferrer" fz="sm">
                {t(`share.target.${target.key}`)}
              </Anchor>
            ))}
          </Group>
        </Stack>
        <Stack gap={6} align="center" style={{ margin: '0 auto' }} data-share-preview>
          <Text fz="xs" c="gray.7" fw={600}>
            {t('share.preview')}
          </Text>
          <PassPreview
            model={buildPassPreview(card, {
              wallet: 'APPLE',
              side: 'FRONT',
              counters: { stamps: 0, points: 0 },
            })}
            scale={0.7}
          />
        </Stack>
      </Group>
    </ShareSection>
  );
};
