import { Box, Button, Group, Textarea } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { embedSnippet, type Card } from '#domain/cards/index.ts';
import { notify } from '../app/notify.ts';
import { copyText } from './copy-text.ts';
import { ShareSection } from './share-section.tsx';

/** A button for the business's website: the HTML to paste, in the card's colours, and how it will look. */
export const ShareEmbedPanel = ({ card, link }: { card: Card; link: string }) => {
  const { t } = useTranslation('cards');
  const snippet = embedSnippet(link, t('share.embed.label'), {
    background: card.design.image.bgColor,
    foreground: card.design.font.fontColor,
  });
  return (
    <ShareSection title={t('share.embed.title')} description={t('share.embed.description')}>
      <Textarea
        label={t('share.embed.code')}
        value={snippet}
        readOnly
        autosize
        minRows={3}
        styles={{ input: { fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 13 } }}
      />
      <Group>
        <Button
          variant="light"
          leftSection={<IconCopy size={16} />}
          onClick={() =>
            void copyText(snippet).then((done) =>
              done ? notify.success(t('share.embed.copied')) : notify.error(t('share.link.copyFailed')),
            )
          }
        >
          {t('share.embed.copy')}
        </Button>
        {/* Our own escaped HTML (embedSnippet), shown as the website will show it: a picture of the
            button, so `inert` keeps its link out of the tab order and away from assistive tools. */}
        <Box dangerouslySetInnerHTML={{ __html: snippet }} inert />
      </Group>
    </ShareSection>
  );
};
