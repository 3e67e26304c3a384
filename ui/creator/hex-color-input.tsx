import { ColorInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseHexColor } from '#domain/cards/index.ts';

/** A colour field that applies only valid #RGB / #RRGGBB values (requirements §5) and says so otherwise. */
export const HexColorInput = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) => {
  const { t } = useTranslation('errors');
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The stored value changed from outside (reset, load): show it.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const valid = parseHexColor(text) !== null;
  return (
    <ColorInput
      label={label}
      format="hex"
      value={text}
      error={valid ? undefined : t('validation.color_invalid')}
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
  );
};
