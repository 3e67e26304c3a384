import { Alert, Button, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconUserPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  CARD_ERRORS,
  CardUseCases,
  creatorPathOf,
  getPassLink,
  isJustPublished,
} from '#domain/cards/index.ts';
import { wizardPath } from '#domain/testing-wizard/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { usePageTitle } from '../app/use-page-title.ts';
import { useCan } from '../app/use-can.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { PageHeader } from '../components/page-header.tsx';
import { AddCustomerModal } from './add-customer-modal.tsx';
import { ShareEmbedPanel } from './share-embed-panel.tsx';
import { ShareLinkPanel } from './share-link-panel.tsx';
import { SharePosterPanel } from './share-poster-panel.tsx';
import { ShareQrPanel } from './share-qr-panel.tsx';
import { ShareSection } from './share-section.tsx';

/**
 * /card/{cardId}?tab=share (requirements §2.2): the card's public link (copy, native share, other
 * share options), the QR code tool, a button for the business's website, a printable poster and
 * customer invitations. Right after publishing (`published=1`) it greets with tips.
 */
export const CardSharePage = () => {
  const { t } = useTranslation('cards');
  const errorText = useErrorText();
  const { cardId = '' } = useParams();
  const [params] = useSearchParams();
  const loadCard = useInjection(CardUseCases.loadCardForEditing);
  const { value: card, error, reload } = useLoaded(useCallback(() => loadCard(cardId), [loadCard, cardId]));
  const [adding, setAdding] = useState(false);
  usePageTitle(card ? t('share.title', { name: card.name }) : t('share.title', { name: '' }));
  const link = getPassLink(window.location.origin, cardId);
  // Staff share cards but do not design them: the designer would refuse them.
  const canEdit = useCan()('cards.write');

  // A card that is not there will not appear by trying again: say so and lead back.
  if (error?.code === CARD_ERRORS.notFound)
    return (
      <Stack align="flex-start" gap="sm" role="alert">
        <Title order={1} fz={24}>
          {t('share.missing.title')}
        </Title>
        <Text c="dimmed">{t('share.missing.body')}</Text>
        <Button component={Link} to="/cards">
          {t('share.missing.action')}
        </Button>
      </Stack>
    );
  if (error)
    return (
      <Alert color="red" title={errorText(error)}>
        <Button variant="light" onClick={reload} mt="sm">
          {t('common:errorPanel.tryAgain')}
        </Button>
      </Alert>
    );
  if (!card)
    return (
      <Stack aria-busy="true">
        <Skeleton h={36} w={280} />
        <Skeleton h={140} />
        <Skeleton h={240} />
      </Stack>
    );

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={t('share.title', { name: card.name })}
        description={t('share.description')}
        action={
          canEdit && (
            <Button component={Link} to={creatorPathOf(card._id)} variant="default">
              {t('share.editCard')}
            </Button>
          )
        }
      />
      {isJustPublished(params) && card.isPublished && (
        <Alert color="mint" variant="light" title={t('share.live.title')} role="status">
          <Stack gap="sm">
            <Text>{t('share.live.body')}</Text>
            <Text fw={600}>{t('share.tips.title')}</Text>
            <List size="sm" spacing={4}>
              <List.Item>{t('share.tips.counter')}</List.Item>
              <List.Item>{t('share.tips.social')}</List.Item>
              <List.Item>{t('share.tips.website')}</List.Item>
            </List>
            <Group>
              <Button component={Link} to={wizardPath(card)} leftSection={<IconChecklist size={16} />}>
                {t('share.live.test')}
              </Button>
              <Button component={Link} to="/dashboard" variant="default">
                {t('share.live.dashboard')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {!card.isPublished ? (
        <Alert color="yellow" title={t('share.notPublished')}>
          {canEdit && (
            <Button component={Link} to={creatorPathOf(card._id)} mt="sm">
              {t('share.editCard')}
            </Button>
          )}
        </Alert>
      ) : (
        <>
          <ShareLinkPanel card={card} link={link} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ShareQrPanel link={link} />
            <Stack gap="lg">
              <SharePosterPanel card={card} />
              <ShareSection title={t('share.invite.title')} description={t('share.invite.description')}>
                <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
                  {t('share.invite.add')}
                </Button>
              </ShareSection>
            </Stack>
          </SimpleGrid>
          <ShareEmbedPanel card={card} link={link} />
        </>
      )}
      <AddCustomerModal opened={adding} onClose={() => setAdding(false)} cards={[card]} cardId={card._id} />
    </Stack>
  );
};
