import { ActionIcon, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addOption, editOption, removeOption } from '#domain/cards/index.ts';

/** requirements §5 option editor: Enter adds a trimmed, non-empty, new option; options can be edited and removed. */
export const OptionEditor = ({
  label,
  options,
  error,
  onChange,
}: {
  label: string;
  options: readonly string[];
  /** Why the options are refused (a choice question with none), shown on the new-option box. */
  error?: string | undefined;
  onChange: (options: string[]) => void;
}) => {
  const { t } = useTranslation('cards');
  const [draft, setDraft] = useState('');
  const add = () => {
    const next = addOption(options, draft);
    if (next.length > options.length) setDraft('');
    onChange(next);
  };
  return (
    <Stack gap={6}>
      {options.map((option, index) => (
        <Group key={`${option}-${index}`} gap={6} wrap="nowrap">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            defaultValue={option}
            aria-label={t('dataCollection.optionN', { n: index + 1 })}
            onBlur={(e) => onChange(editOption(options, index, e.currentTarget.value))}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('dataCollection.removeOption', { option })}
            onClick={() => onChange(removeOption(options, index))}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      ))}
      <Group gap={6} wrap="nowrap">
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          label={label}
          placeholder={t('dataCollection.optionPlaceholder')}
          error={error}
          value={draft}
          maxLength={80}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <ActionIcon
          mt={22}
          variant="light"
          aria-label={t('dataCollection.addOption')}
          onClick={add}
          disabled={!draft.trim()}
        >
          <IconPlus size={14} />
        </ActionIcon>
      </Group>
    </Stack>
  );
};
