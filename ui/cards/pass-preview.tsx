import { Badge, Box, Group, Image, Stack, Text, type GroupProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PassPreviewModel, StampStrip } from '#domain/designer/index.ts';
import { googleProgramLogo } from '#domain/wallet/index.ts';
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

type PassColors = PassPreviewModel['colors'];

/** A field's label over its value, in the pass's text colours. */
const FieldBlock = ({
  field,
  colors,
  align = 'left',
  size = 'sm',
}: {
  field: { label: string; value: string };
  colors: PassColors;
  align?: 'left' | 'right';
  size?: 'sm' | 'lg';
}) => (
  <Stack gap={0} style={{ textAlign: align, minWidth: 0 }}>
    <Text fz={10} fw={600} tt="uppercase" c={colors.label} truncate>
      {field.label}
    </Text>
    <Text
      fz={size === 'lg' ? 22 : 14}
      fw={size === 'lg' ? 600 : 500}
      c={colors.foreground}
      truncate
      lh={1.25}
    >
      {field.value}
    </Text>
  </Stack>
);

/** Fields side by side on one line, as both wallets lay out a row of short values. */
const FieldRow = ({
  fields,
  colors,
  ...group
}: { fields: PassPreviewModel['secondaryFields']; colors: PassColors } & GroupProps) => (
  <Group px="md" wrap="nowrap" {...group}>
    {fields.map((field) => (
      <FieldBlock key={field.key} field={field} colors={colors} />
    ))}
  </Group>
);

/** One side of a pass: a picture to screen readers, named by its wallet and side. */
const PassFace = ({
  className,
  style,
  label,
  children,
}: {
  className: string | undefined;
  style: CSSProperties;
  label: string;
  children: ReactNode;
}) => (
  <Box className={className} style={style} aria-label={label} role="img">
    {children}
  </Box>
);

/** A front in the pass's background colour, faded once a coupon is used. */
const frontStyle = (model: PassPreviewModel): CSSProperties => ({
  background: model.colors.background,
  opacity: model.voided ? 0.6 : 1,
});

/** An Apple Wallet-style rendering of the render model (requirements §10.4: about 320 × 410 pt). */
const ApplePass = ({ model }: { model: PassPreviewModel }) => {
  const { t } = useTranslation('cards');
  const { colors } = model;
  if (model.side === 'BACK') {
    return (
      <PassFace className={classes.apple} style={{ background: '#F5F5F7' }} label={t('preview.appleBack')}>
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
              {/* A contact link reads as one, as Wallet shows it. */}
              <Text fz={14} c={field.href ? '#0066CC' : '#1C1C1E'}>
                {field.value}
              </Text>
            </Box>
          ))}
        </Stack>
      </PassFace>
    );
  }
  return (
    <PassFace className={classes.apple} style={frontStyle(model)} label={t('preview.appleFront')}>
      <Group justify="space-between" px="md" pt="md" wrap="nowrap" gap="xs">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          {model.logo ? <Image src={model.logo} h={28} w="auto" maw={90} fit="contain" alt="" /> : null}
          <Text fw={600} c={colors.foreground} truncate fz={15}>
            {model.logoText}
          </Text>
        </Group>
        {model.headerFields.map((field) => (
          <FieldBlock key={field.key} field={field} colors={colors} align="right" />
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
              <FieldBlock field={field} colors={colors} size="lg" />
            </Box>
          ))}
        </Box>
      )}
      <FieldRow fields={model.secondaryFields} colors={colors} pt="sm" gap="md" grow />
      {model.auxiliaryFields.length > 0 && (
        <FieldRow fields={model.auxiliaryFields} colors={colors} pt={6} gap="md" grow />
      )}
      {model.barcode && (
        <Box className={classes.barcode}>
          <QrMark />
        </Box>
      )}
    </PassFace>
  );
};

/** A Google Wallet-style rendering: logo circle and issuer, title, a row of values, hero image, barcode. */
const GooglePass = ({ model }: { model: PassPreviewModel }) => {
  const { t } = useTranslation('cards');
  const { colors } = model;
  if (model.side === 'BACK') {
    return (
      <PassFace
        className={classes.google}
        style={{ background: '#FFFFFF', border: '1px solid #E0E0E0' }}
        label={t('preview.googleBack')}
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
              <Text fz={14} c={field.href ? '#1967D2' : '#202124'}>
                {field.value}
              </Text>
            </Box>
          ))}
        </Stack>
      </PassFace>
    );
  }
  const values = [...model.headerFields, ...model.primaryFields, ...model.secondaryFields].slice(0, 3);
  return (
    <PassFace className={classes.google} style={frontStyle(model)} label={t('preview.googleFront')}>
      <Group gap={10} px="md" pt="md" wrap="nowrap">
        <Box
          w={32}
          h={32}
          style={{ borderRadius: '50%', overflow: 'hidden', background: '#FFFFFF', flexShrink: 0 }}
        >
          <Image src={googleProgramLogo(model)} w={32} h={32} fit="cover" alt="" />
        </Box>
        <Text fz={13} c={colors.foreground} truncate>
          {model.logoText}
        </Text>
      </Group>
      <Text px="md" pt="sm" fz={20} fw={500} c={colors.foreground} lineClamp={2}>
        {model.title}
      </Text>
      <FieldRow fields={values} colors={colors} pt="sm" gap="lg" />
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
    </PassFace>
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
