import { Badge, Box, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PassPreviewModel, StampStrip } from '#domain/designer/index.ts';
import classes from './pass-preview.module.css';
import { QrMark } from '../components/qr-mark.tsx';
import { StampStripImage } from '../components/stamp-strip.tsx';

/** The stamp strip of a preview, named by its count for screen readers. */
const PreviewStrip = ({ strip, mt }: { strip: StampStrip; mt: 'sm' | 'md' }) => {
  const { t } = useTranslation('cards');
  return (
    <Box mt={mt}>
      <StampStripImage
        strip={strip}
        label={t('preview.stamps', { filled: strip.filled, total: strip.total })}
      />
    </Box>
  );
};

const FieldBlock = ({
  label,
  value,
  color,
  labelColor,
  align = 'left',
  size = 'sm',
}: {
  label: string;
  value: string;
  color: string;
  labelColor: string;
  align?: 'left' | 'right';
  size?: 'sm' | 'lg';
}) => (
  <Stack gap={0} style={{ textAlign: align, minWidth: 0 }}>
    <Text fz={10} fw={600} tt="uppercase" c={labelColor} truncate>
      {label}
    </Text>
    <Text fz={size === 'lg' ? 22 : 14} fw={size === 'lg' ? 600 : 500} c={color} truncate lh={1.25}>
      {value}
    </Text>
  </Stack>
);

/** An Apple Wallet-style rendering of the render model (requirements §10.4: about 320 × 410 pt). */
const ApplePass = ({ model }: { model: PassPreviewModel }) => {
  const { t } = useTranslation('cards');
  const { colors } = model;
  if (model.side === 'BACK') {
    return (
      <Box
        className={classes.apple}
        style={{ background: '#F5F5F7' }}
        aria-label={t('preview.appleBack')}
        role="img"
      >
        <Stack gap={0} p="md">
          {model.backFields.length === 0 && (
            <Text c="dimmed" fz="sm" ta="center" py="xl">
              {t('preview.noBackFields')}
            </Text>
          )}
          {model.backFields.map((field) => (
            <Box key={field.key} py={10} style={{ borderBottom: '1px solid #DDD' }}>
              <Text fz={11} c="#6E6E73" tt="uppercase" fw={600}>
                {field.label}
              </Text>
              <Text fz={14} c="#1C1C1E">
                {field.value}
              </Text>
            </Box>
          ))}
        </Stack>
      </Box>
    );
  }
  return (
    <Box
      className={classes.apple}
      style={{ background: colors.background, opacity: model.voided ? 0.6 : 1 }}
      aria-label={t('preview.appleFront')}
      role="img"
    >
      <Group justify="space-between" px="md" pt="md" wrap="nowrap" gap="xs">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          {model.logo ? <Image src={model.logo} h={28} w="auto" maw={90} fit="contain" alt="" /> : null}
          <Text fw={600} c={colors.foreground} truncate fz={15}>
            {model.logoText}
          </Text>
        </Group>
        {model.headerFields.map((field) => (
          <FieldBlock
            key={field.key}
            label={field.label}
            value={field.value}
            color={colors.foreground}
            labelColor={colors.label}
            align="right"
          />
        ))}
      </Group>
      {model.stamps ? (
        <PreviewStrip strip={model.stamps} mt="sm" />
      ) : (
        <Box
          mt="sm"
          style={{
            position: 'relative',
            minHeight: 96,
            background: model.heroImage ? `center / cover url(${model.heroImage})` : 'rgba(255,255,255,0.12)',
          }}
        >
          {model.primaryFields.map((field) => (
            <Box key={field.key} px="md" py="sm">
              <FieldBlock
                label={field.label}
                value={field.value}
                color={colors.foreground}
                labelColor={colors.label}
                size="lg"
              />
            </Box>
          ))}
        </Box>
      )}
      <Group px="md" pt="sm" gap="md" grow wrap="nowrap">
        {model.secondaryFields.map((field) => (
          <FieldBlock
            key={field.key}
            label={field.label}
            value={field.value}
            color={colors.foreground}
            labelColor={colors.label}
          />
        ))}
      </Group>
      {model.auxiliaryFields.length > 0 && (
        <Group px="md" pt={6} gap="md" grow wrap="nowrap">
          {model.auxiliaryFields.map((field) => (
            <FieldBlock
              key={field.key}
              label={field.label}
              value={field.value}
              color={colors.foreground}
              labelColor={colors.label}
            />
          ))}
        </Group>
      )}
      {model.barcode && (
        <Box className={classes.barcode}>
          <QrMark />
        </Box>
      )}
    </Box>
  );
};

/** A Google Wallet-style rendering: logo circle and issuer, title, a row of values, hero image, barcode. */
const GooglePass = ({ model }: { model: PassPreviewModel }) => {
  const { t } = useTranslation('cards');
  const { colors } = model;
  if (model.side === 'BACK') {
    return (
      <Box
        className={classes.google}
        style={{ background: '#FFFFFF', border: '1px solid #E0E0E0' }}
        aria-label={t('preview.googleBack')}
        role="img"
      >
        <Stack gap="sm" p="md">
          <Text fw={600} c="#202124">
            {t('preview.details')}
          </Text>
          {model.backFields.length === 0 && (
            <Text c="dimmed" fz="sm">
              {t('preview.noBackFields')}
            </Text>
          )}
          {model.backFields.map((field) => (
            <Box key={field.key}>
              <Text fz={12} c="#5F6368">
                {field.label}
              </Text>
              <Text fz={14} c="#202124">
                {field.value}
              </Text>
            </Box>
          ))}
        </Stack>
      </Box>
    );
  }
  const values = [...model.headerFields, ...model.primaryFields, ...model.secondaryFields].slice(0, 3);
  return (
    <Box
      className={classes.google}
      style={{ background: colors.background, opacity: model.voided ? 0.6 : 1 }}
      aria-label={t('preview.googleFront')}
      role="img"
    >
      <Group gap={10} px="md" pt="md" wrap="nowrap">
        <Box
          w={32}
          h={32}
          style={{ borderRadius: '50%', overflow: 'hidden', background: '#FFFFFF', flexShrink: 0 }}
        >
          {model.logo ? <Image src={model.logo} w={32} h={32} fit="cover" alt="" /> : null}
        </Box>
        <Text fz={13} c={colors.foreground} truncate>
          {model.logoText}
        </Text>
      </Group>
      <Text px="md" pt="sm" fz={20} fw={500} c={colors.foreground} lineClamp={2}>
        {model.title}
      </Text>
      <Group px="md" pt="sm" gap="lg" wrap="nowrap">
        {values.map((field) => (
          <FieldBlock
            key={field.key}
            label={field.label}
            value={field.value}
            color={colors.foreground}
            labelColor={colors.label}
          />
        ))}
      </Group>
      {model.barcode && (
        <Box className={classes.barcode} style={{ marginTop: 16 }}>
          <QrMark />
        </Box>
      )}
      {model.stamps ? (
        <PreviewStrip strip={model.stamps} mt="md" />
      ) : model.heroImage ? (
        <Image src={model.heroImage} h={90} fit="cover" alt="" mt="md" />
      ) : (
        <Box h={16} />
      )}
    </Box>
  );
};

/** One wallet rendering of a pass, from the domain's render model. */
export const PassPreview = ({ model, scale = 1 }: { model: PassPreviewModel; scale?: number }) => {
  const { t } = useTranslation('cards');
  return (
    <Box
      style={{
        width: 320 * scale,
        height: 410 * scale,
        overflow: 'hidden',
        flexShrink: 0,
        position: 'relative',
      }}
    >
      <Box style={{ transform: `scale(${scale})`, transformOrigin: 'top left', width: 320 }}>
        {model.wallet === 'APPLE' ? <ApplePass model={model} /> : <GooglePass model={model} />}
      </Box>
      {/* A used coupon is greyed out; the badge says why in words, not only by colour. */}
      {model.voided && (
        <Badge color="dark" variant="filled" style={{ position: 'absolute', top: 8, right: 8 }}>
          {t('preview.redeemed')}
        </Badge>
      )}
    </Box>
  );
};
