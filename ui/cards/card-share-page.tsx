import {
  Alert,
  Anchor,
  Button,
  Box,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconChecklist,
  IconCopy,
  IconDownload,
  IconExternalLink,
  IconQrcode,
  IconShare,
  IconUserPlus,
} from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  clampQrText,
  CARD_ERRORS,
  customerNamesOf,
  downloadFileName,
  embedSnippet,
  getPassLink,
  LoadCardForEditing,
  QR_RULES,
  shareTargets,
  type Card,
} from '#domain/cards/index.ts';
import { buildPassPreview } from '#domain/designer/index.ts';
import { wizardPath } from '#domain/testing-wizard/index.ts';
import { DownloadCardPoster, EMAIL_LANGUAGES } from '#domain/invitations/index.ts';
import type { DomainError } from '#domain/shared/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { LANGUAGE_NAMES, type Language } from '../app/i18n.ts';
import { notify } from '../app/notify.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { PageHeader } from '../components/page-header.tsx';
import { QR_OPTIONS, renderQrDownload, saveFile } from '../components/qr-download.ts';
import { AddCustomerModal } from './add-customer-modal.tsx';
import { PassPreview } from './pass-preview.tsx';

const Section = ({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) => (
  <Paper withBorder radius="md" p="lg">
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {description && (
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  </Paper>
);

const copyText = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * /card/{cardId}?tab=share (requirements §2.2): the card's public link (copy, native share, other
 * share options), the QR code tool, a button for the business's website, a printable poster and
 * customer invitations. Right after publishing (`published=1`) it greets with tips.
 */
export const CardSharePage = () => {
  const { t, i18n } = useTranslation('cards');
  const errorText = useErrorText();
  const { cardId = '' } = useParams();
  const [params] = useSearchParams();
  const loadCard = useInjection(LoadCardForEditing);
  const downloadPoster = useInjection(DownloadCardPoster);
  const [card, setCard] = useState<Card | null>(null);
  const [error, setError] = useState<DomainError | null>(null);
  const [adding, setAdding] = useState(false);
  const [qrTop, setQrTop] = useState('');
  const [qrBottom, setQrBottom] = useState('');
  const [posterLanguage, setPosterLanguage] = useState<string>(
    (EMAIL_LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '')
      ? i18n.resolvedLanguage!
      : 'en',
  );
  const [posterBusy, setPosterBusy] = useState(false);
  const qrCanvas = useRef<HTMLCanvasElement>(null);
  usePageTitle(card ? t('share.title', { name: card.name }) : t('share.title', { name: '' }));

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void loadCard(cardId).then((result) => {
      if (!live) return;
      setError(result.ok ? null : result.error);
      if (result.ok) setCard(result.value);
    });
    return () => {
      live = false;
    };
  }, [cardId, loadCard, attempt]);

  const link = getPassLink(window.location.origin, cardId);
  useEffect(() => {
    if (qrCanvas.current && card?.isPublished)
      void QRCode.toCanvas(qrCanvas.current, link, { ...QR_OPTIONS, width: QR_RULES.defaultSize });
  }, [card?.isPublished, link]);

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
        <Button variant="light" onClick={() => setAttempt((n) => n + 1)} mt="sm">
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
  const downloadQr = async () => {
    const blob = await renderQrDownload(link, qrTop, qrBottom);
    if (!blob) return;
    saveFile(blob, QR_RULES.fileName);
    notify.success(t('qr.downloaded'));
  };
  const poster = async () => {
    setPosterBusy(true);
    const result = await downloadPoster(cardId, posterLanguage);
    setPosterBusy(false);
    if (!result.ok) {
      notify.error(t('share.poster.failed'));
      return;
    }
    saveFile(
      new Blob([result.value as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      downloadFileName(card.info.companyName, 'pdf', 'poster'),
    );
  };
  const linkActions = (
    <>
      <Button onClick={() => void copyLink()} leftSection={<IconCopy size={16} />}>
        {t('share.link.copy')}
      </Button>
      <Button variant="light" onClick={() => void nativeShare()} leftSection={<IconShare size={16} />}>
        {t('share.link.share')}
      </Button>
    </>
  );
  const snippet = embedSnippet(link, t('share.embed.label'), {
    background: card.design.image.bgColor,
    foreground: card.design.font.fontColor,
  });

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={t('share.title', { name: card.name })}
        description={t('share.description')}
        action={
          <Button component={Link} to={`/creator?id=${card._id}`} variant="default">
            {t('share.editCard')}
          </Button>
        }
      />
      {params.get('published') === '1' && card.isPublished && (
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
          <Button component={Link} to={`/creator?id=${card._id}`} mt="sm">
            {t('share.editCard')}
          </Button>
        </Alert>
      ) : (
        <>
          <Section title={t('share.link.title')}>
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
                  {linkActions}
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
          </Section>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Section title={t('share.qr.title')} description={t('share.qr.description')}>
              <canvas
                ref={qrCanvas}
                width={QR_RULES.defaultSize}
                height={QR_RULES.defaultSize}
                role="img"
                aria-label={t('qr.previewLabel')}
              />
              <TextInput
                label={t('qr.topText')}
                description={t('qr.textLimit', { count: QR_RULES.maxTextLength })}
                value={qrTop}
                onChange={(e) => setQrTop(clampQrText(e.currentTarget.value))}
              />
              <TextInput
                label={t('qr.bottomText')}
                description={t('qr.textLimit', { count: QR_RULES.maxTextLength })}
                value={qrBottom}
                onChange={(e) => setQrBottom(clampQrText(e.currentTarget.value))}
              />
              <Button
                variant="light"
                leftSection={<IconQrcode size={16} />}
                onClick={() => void downloadQr()}
              >
                {t('qr.download')}
              </Button>
            </Section>
            <Stack gap="lg">
              <Section title={t('share.poster.title')} description={t('share.poster.description')}>
                <Select
                  label={t('share.poster.language')}
                  data={EMAIL_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l as Language] }))}
                  value={posterLanguage}
                  onChange={(value) => value && setPosterLanguage(value)}
                  allowDeselect={false}
                />
                <Button
                  leftSection={<IconDownload size={16} />}
                  loading={posterBusy}
                  onClick={() => void poster()}
                >
                  {t('share.poster.download')}
                </Button>
              </Section>
              <Section title={t('share.invite.title')} description={t('share.invite.description')}>
                <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
                  {t('share.invite.add')}
                </Button>
              </Section>
            </Stack>
          </SimpleGrid>
          <Section title={t('share.embed.title')} description={t('share.embed.description')}>
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
              {/* Our own escaped HTML (embedSnippet), shown as the website will show it. */}
              <Box dangerouslySetInnerHTML={{ __html: snippet }} aria-hidden />
            </Group>
          </Section>
        </>
      )}
      <AddCustomerModal opened={adding} onClose={() => setAdding(false)} cards={[card]} cardId={card._id} />
    </Stack>
  );
};
