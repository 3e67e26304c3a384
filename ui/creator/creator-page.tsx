import { Accordion, Badge, Box, Button, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import {
  cardStatus,
  CardUseCases,
  displayKindOf,
  type PublishFailure,
  placeIncomplete,
  questionIncomplete,
  saveBlocker,
  sharePathOf,
} from '#domain/cards/index.ts';
import { STATUS_COLORS } from '../cards/card-status-colors.ts';
import { KeyValueStorageToken } from '#domain/shared/index.ts';
import { ForbiddenPanel } from '../app/error-panel.tsx';
import { useCan } from '../app/use-can.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { PlanTooltip } from '../billing/plan-tooltip.tsx';
import { useUpgradeGate } from '../billing/use-upgrade-gate.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { BasicsSection } from './basics-section.tsx';
import { CreatorMiniPreview, MINI_PREVIEW_ROOM } from './creator-mini-preview.tsx';
import { CreatorPreview } from './creator-preview.tsx';
import {
  creatorChecks,
  creatorLoyaltyKind,
  creatorStore,
  creatorToInput,
  loadCreatorFromCard,
  markSaved,
  persistCreator,
  restoreCreator,
  startCreatorFromQuery,
} from './creator.store.ts';
import { DataCollectionSection } from './data-collection-section.tsx';
import { DesignSection } from './design-section.tsx';
import { DiscardChangesButton } from './discard-changes-button.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { FieldsSection } from './fields-section.tsx';
import { LinksSection } from './links-section.tsx';
import { LocationsSection } from './locations-section.tsx';
import { QrSection } from './qr-section.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useCardTemplate } from './use-card-template.ts';

/** The toasts of saving and publishing: each answer replaces the last (a fixed form, then "Draft saved"). */
const SAVE_TOPIC = 'creator.save';
/** Mantine names each section's control `<id>-control-<value>`. */
const SECTIONS_ID = 'creator-sections';

const focusFirstInvalid = () => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

/**
 * requirements §10.3: the first invalid field takes the focus (after React has marked it). It may
 * sit in a section the owner folded away: that section is unfolded through its own control, so the
 * accordion keeps its state and the other sections stay as they were.
 */
const revealFirstInvalid = (section: string) => {
  const control = document.getElementById(`${SECTIONS_ID}-control-${section}`);
  const folded = control?.getAttribute('aria-expanded') === 'false';
  if (folded) control?.click();
  setTimeout(focusFirstInvalid, 0);
  // A hidden field cannot take the focus: try again once the section has unfolded.
  if (folded)
    setTimeout(() => {
      if (!document.activeElement?.matches('[aria-invalid="true"]')) focusFirstInvalid();
    }, 300);
};

/** /creator: design a pass with a live preview; save a draft or publish. */
export const CreatorPage = () => {
  // Before the creator's own hooks run: they load the card and keep an unsaved draft.
  if (!useCan()('cards.write')) return <ForbiddenPanel />;
  return <CardCreator />;
};

const CardCreator = () => {
  const { t } = useTranslation('cards');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const loadCard = useInjection(CardUseCases.loadCardForEditing);
  const saveCard = useInjection(CardUseCases.saveCard);
  const publishCard = useInjection(CardUseCases.publishCardNow);
  const storage = useInjection(KeyValueStorageToken);
  const errorText = useErrorText();
  const gate = useUpgradeGate();
  const { cardInfo } = useSnapshot(creatorStore);
  const template = useCardTemplate();
  // After a refresh, unsaved work is restored from storage when it belongs to this URL; otherwise the card is loaded.
  const [loading, setLoading] = useState(() => {
    const id = params.get('id');
    const restored = restoreCreator(storage);
    if (id) return !(restored && creatorStore.cardInfo.id === id);
    const type = params.get('type');
    if (!(
      restored &&
      creatorStore.cardInfo.id === null &&
      (!type || creatorStore.cardInfo.passType === type)
    )) {
      startCreatorFromQuery(type, params.get('loyaltyCardType'), template(params.get('loyaltyCardType')));
    }
    return false;
  });
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const checks = useSnapshot(creatorChecks);
  const phone = useMediaQuery('(max-width: 599px)') ?? false;
  const nameError = checks.attempted && !cardInfo.name.trim() ? t('errors:validation.required') : undefined;
  const kindLabel = t(`kinds.${displayKindOf(cardInfo.passType, cardInfo.loyaltyCardType)}`);
  // A saved card whose name field was emptied is still that card, not a new one.
  const unnamedTitle = cardInfo.id
    ? t('creator.titleUnnamed', { kind: kindLabel })
    : t('creator.title', { kind: kindLabel });
  usePageTitle(cardInfo.name || (cardInfo.id ? unnamedTitle : t('creator.pageTitle', { kind: kindLabel })));

  useEffect(() => {
    const id = params.get('id');
    if (!id || !loading) return;
    void loadCard(id).then((result) => {
      if (result.ok) loadCreatorFromCard(result.value);
      else notify.error(errorText(result.error));
      setLoading(false);
    });
    // Loads once for the URL the page opened with; later edits live in the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => persistCreator(storage), [storage]);

  const run = async (kind: 'save' | 'publish') => {
    creatorChecks.attempted = true;
    const { locationInfo } = creatorStore.editorState;
    const places = locationInfo.enabled ? locationInfo.locations : [];
    const blocker = saveBlocker({
      name: creatorStore.cardInfo.name,
      questions: creatorStore.editorState.dataCollection.fields,
      places,
      links: creatorStore.linksState.socialLinks,
      reward:
        creatorLoyaltyKind() === 'stamp' ? creatorStore.editorState.loyaltySettings.rewardMessage : null,
    });
    if (blocker === 'required') {
      notify.error(t('creator.checkRequired'), SAVE_TOPIC);
      revealFirstInvalid(
        // In the order the sections stand on the page: the focus goes to the first field marked.
        !creatorStore.cardInfo.name.trim()
          ? 'basics'
          : places.some(placeIncomplete)
            ? 'locations'
            : creatorStore.editorState.dataCollection.fields.some(questionIncomplete)
              ? 'dataCollection'
              : 'settings',
      );
      return;
    }
    if (blocker === 'links') {
      notify.error(t('creator.checkLinks'), SAVE_TOPIC);
      revealFirstInvalid('links');
      return;
    }
    setBusy(kind);
    const input = creatorToInput();
    const result =
      kind === 'save'
        ? await saveCard(creatorStore.cardInfo.id, input)
        : await publishCard(creatorStore.cardInfo.id, input);
    setBusy(null);
    if (!result.ok) {
      // Saved but not published: the card exists now, so Publish again must not make another.
      const failure: PublishFailure = result.error;
      const saved = failure.savedCard;
      if (saved) {
        markSaved(saved);
        if (!params.get('id')) setParams({ id: saved._id }, { replace: true });
      }
      if (!gate.gated(result.error)) notify.error(errorText(result.error), SAVE_TOPIC);
      return;
    }
    markSaved(result.value);
    if (!params.get('id')) setParams({ id: result.value._id }, { replace: true });
    if (kind === 'publish') {
      notify.success(t('creator.published'), SAVE_TOPIC);
      // requirements §2.2: right after publishing, the sharing screen.
      void navigate(sharePathOf(result.value._id, { justPublished: true }));
    } else {
      notify.success(
        result.value.editDraftId ? t('creator.savedDraftOfPublished') : t('creator.saved'),
        SAVE_TOPIC,
      );
    }
  };

  const sections = [
    { value: 'basics', content: <BasicsSection nameError={nameError} /> },
    { value: 'fields', content: <FieldsSection /> },
    { value: 'design', content: <DesignSection /> },
    { value: 'links', content: <LinksSection /> },
    { value: 'locations', content: <LocationsSection /> },
    { value: 'dataCollection', content: <DataCollectionSection /> },
    { value: 'qr', content: <QrSection /> },
    { value: 'settings', content: <SettingsSection /> },
  ] as const;

  if (loading) {
    // The designer's shape while the card loads: its sections beside the preview, not a spinner.
    return (
      <Stack role="status" aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton h={36} w={280} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Stack>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} h={52} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Skeleton h={420} radius="lg" />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }

  const publishButton = (
    <Button
      leftSection={<IconSend size={18} />}
      loading={busy === 'publish'}
      disabled={busy !== null}
      onClick={() => void run('publish')}
    >
      {t('creator.publish')}
    </Button>
  );

  return (
    <>
      {gate.dialog}
      <LeaveGuard storage={storage} />
      <PageHeader
        title={cardInfo.name || unnamedTitle}
        description={t('creator.subtitle')}
        action={
          <Group>
            <Badge variant="light" color={STATUS_COLORS[cardStatus(cardInfo)]}>
              {t(`status.${cardStatus(cardInfo)}`)}
            </Badge>
            <DiscardChangesButton topic={SAVE_TOPIC} disabled={busy !== null} />
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={busy === 'save'}
              disabled={busy !== null}
              onClick={() => void run('save')}
            >
              {t('creator.save')}
            </Button>
            {cardInfo.isPublished ? (
              publishButton
            ) : (
              <PlanTooltip feature="createCampaign">{publishButton}</PlanTooltip>
            )}
          </Group>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Accordion
            id={SECTIONS_ID}
            multiple
            defaultValue={['basics', 'fields', 'design', 'settings']}
            variant="separated"
            radius="lg"
          >
            {sections.map(({ value, content }) => (
              <Accordion.Item key={value} value={value}>
                <Accordion.Control>{t(`creator.sections.${value}`)}</Accordion.Control>
                <Accordion.Panel>{content}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <CreatorPreview />
        </Grid.Col>
      </Grid>
      {phone && (
        <>
          <Box h={MINI_PREVIEW_ROOM} aria-hidden />
          <CreatorMiniPreview />
        </>
      )}
    </>
  );
};
