import { Checkbox, Group, Paper, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  DATA_FIELD_TYPES,
  hasOptions,
  lacksOptions,
  passLanguageOf,
  passWords,
  type DataFieldType,
} from '#domain/cards/index.ts';
import { creatorChecks, creatorStore, markDirty, rowEditor } from './creator.store.ts';
import { RemoveButton } from '../components/remove-button.tsx';
import { OptionEditor } from './option-editor.tsx';
import { CARD_LIMITS } from '#domain/cards/index.ts';
import { AddRowButton } from './add-row-button.tsx';

/** A field key from its label: lower-case letters, digits and underscores, unique within the form. */
const keyFor = (label: string, taken: readonly string[]) => {
  const base =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\w]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'field';
  let key = base;
  for (let n = 2; taken.includes(key); n++) key = `${base}_${n}`;
  return key;
};

/** What the get-pass page asks the customer before the pass (requirements §3 data-collection fields). */
export const DataCollectionSection = () => {
  const { t } = useTranslation('cards');
  const { editorState, cardInfo } = useSnapshot(creatorStore);
  const { attempted } = useSnapshot(creatorChecks);
  const dc = creatorStore.editorState.dataCollection;
  const { edit, remove, add } = rowEditor(dc, dc.fields);
  const fields = editorState.dataCollection.fields;
  return (
    <Stack>
      <Switch
        label={t('dataCollection.enabled')}
        checked={editorState.dataCollection.enabled}
        onChange={(e) => {
          dc.enabled = e.currentTarget.checked;
          markDirty();
        }}
      />
      <Textarea
        label={t('dataCollection.message')}
        placeholder={passWords(passLanguageOf(cardInfo.info)).formMessage}
        maxLength={200}
        autosize
        value={editorState.dataCollection.message}
        onChange={(e) => {
          dc.message = e.currentTarget.value;
          markDirty();
        }}
      />
      {fields.map((field, index) => (
        <Paper key={index} withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('dataCollection.fieldLabel')}
                required
                maxLength={80}
                value={field.label}
                error={attempted && !field.label.trim() ? t('errors:validation.required') : undefined}
                onChange={(e) => {
                  const label = e.currentTarget.value;
                  edit(index, (f) => {
                    f.label = label;
                    f.key = keyFor(
                      label,
                      dc.fields.filter((_, i) => i !== index).map((x) => x.key),
                    );
                  });
                }}
              />
              <Select
                w={150}
                label={t('dataCollection.type')}
                data={DATA_FIELD_TYPES.map((value) => ({ value, label: t(`dataCollection.types.${value}`) }))}
                value={field.type}
                allowDeselect={false}
                onChange={(v) => edit(index, (f) => (f.type = (v ?? 'text') as DataFieldType))}
              />
              <RemoveButton
                mb={4}
                label={t('dataCollection.removeField', { label: field.label || index + 1 })}
                onRemove={() => remove(index)}
              />
            </Group>
            <Group align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label={t('dataCollection.placeholder')}
                maxLength={120}
                value={field.placeholder}
                onChange={(e) => edit(index, (f) => (f.placeholder = e.currentTarget.value))}
              />
              <Checkbox
                mb={8}
                label={t('dataCollection.required')}
                checked={field.required}
                onChange={(e) => edit(index, (f) => (f.required = e.currentTarget.checked))}
              />
            </Group>
            {hasOptions(field.type) && (
              <OptionEditor
                label={t('dataCollection.options')}
                options={field.options}
                error={attempted && lacksOptions(field) ? t('errors:validation.options_required') : undefined}
                onChange={(options) => edit(index, (f) => (f.options = options))}
              />
            )}
          </Stack>
        </Paper>
      ))}
      <AddRowButton
        count={fields.length}
        limit={CARD_LIMITS.dataFields}
        onAdd={() =>
          add({
            key: keyFor(
              'field',
              dc.fields.map((f) => f.key),
            ),
            label: '',
            type: 'text',
            required: false,
            placeholder: '',
            options: [],
          })
        }
      >
        {t('dataCollection.addField')}
      </AddRowButton>
    </Stack>
  );
};
