import { ColorInput, Group, MantineThemeProvider } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseHexColor } from '#domain/cards/index.ts';

/**
 * A colour field that applies only valid #RGB / #RRGGBB values (requirements §5) and says so
 * otherwise. A `warning` (a valid colour that still reads poorly) is told under the field without
 * blocking anything.
 */
export const HexColorInput = ({
  label,
  value,
  onChange,
  warning,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  warning?: string | undefined;
}) => {
  const { t } = useTranslation(['errors', 'cards']);
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The stored value changed from outside (reset, load): show it.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const valid = parseHexColor(text) !== null;
  const saturationLabel = t('cards:creator.pickerSaturation');
  const hueLabel = t('cards:creator.pickerHue');
  // ColorInput draws its picker without passing names to the picker's sliders, and screen
  // readers then announce two nameless sliders; the picker takes them from the theme instead.
  const pickerNames = useMemo(
    () => ({ components: { ColorPicker: { defaultProps: { saturationLabel, hueLabel } } } }),
    [saturationLabel, hueLabel],
  );
  return (
    <MantineThemeProvider theme={pickerNames}>
      <ColorInput
        label={label}
        format="hex"
        value={text}
        // Mantine would put the last good colour back on blur without a word: the text stays,
        // with its error, until it is corrected (the pass keeps the last good colour meanwhile).
        fixOnBlur={false}
        error={valid ? undefined : t('errors:validation.color_invalid')}
        // While the typed text is no colour its error is what matters; the warning is of the last good one.
        description={
          valid &&
          warning && (
            <Group component="span" gap={4} wrap="nowrap" align="flex-start">
              <IconAlertTriangle
                size={14}
                color="var(--mantine-color-orange-6)"
                aria-hidden
                style={{ flexShrink: 0 }}
              />
              <span>{warning}</span>
            </Group>
          )
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        onChange={(next) => {
          setText(next);
          const hex = parseHexColor(next);
          if (hex) {
            setShown(hex);
            onChange(hex);
          }
        }}
        swatches={['#7B61FF', '#B8BCFA', '#00FF85', '#000000', '#FFFFFF', '#1C1B22', '#F97316', '#0EA5E9']}
      />
    </MantineThemeProvider>
  );
};
