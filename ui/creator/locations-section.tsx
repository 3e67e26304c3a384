import { Button, Group, NumberInput, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  clampRadius,
  DEFAULT_LOCATION_MESSAGE,
  GeocoderToken,
  LOCATION_RULES,
  parseCoordinate,
  radiusInImperial,
} from '#domain/cards/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { RemoveButton } from '../components/remove-button.tsx';
import { creatorChecks, creatorStore, markDirty, rowEditor } from './creator.store.ts';
import { AddRowButton } from './add-row-button.tsx';
import { LabelledSlider } from './labelled-slider.tsx';

/** A place's two coordinates, each up to its bound either way (degrees). */
const COORDINATES = [
  { axis: 'latitude', label: 'locations.latitude', bound: 90 },
  { axis: 'longitude', label: 'locations.longitude', bound: 180 },
] as const;

/** Up to 10 places where the pass shows a lock-screen notice (requirements §5 location rules). */
export const LocationsSection = () => {
  const { t } = useTranslation('cards');
  const geocoder = useInjection(GeocoderToken);
  const errorText = useErrorText();
  const { editorState } = useSnapshot(creatorStore);
  // A save attempt marks a place without a name, as the message box already is.
  const { attempted } = useSnapshot(creatorChecks);
  const info = creatorStore.editorState.locationInfo;
  const [searching, setSearching] = useState<number | null>(null);
  const { edit, remove, add } = rowEditor(info, info.locations);
  const search = async (index: number) => {
    const address = info.locations[index]?.address ?? '';
    setSearching(index);
    const result = await geocoder.geocode(address);
    setSearching(null);
    if (result.ok)
      edit(index, (l) =>
        Object.assign(l, {
          latitude: result.value.latitude,
          longitude: result.value.longitude,
          address: result.value.address,
        }),
      );
    else notify.error(errorText(result.error));
  };
  const locations = editorState.locationInfo.locations;

  return (
    <Stack>
      <Switch
        label={t('locations.enabled')}
        description={t('locations.enabledHelp')}
        checked={editorState.locationInfo.enabled}
        onChange={(e) => {
          info.enabled = e.currentTarget.checked;
          markDirty();
        }}
      />
      {!geocoder.available && (
        <Text fz="sm" c="dimmed">
          {t('locations.manualHelp')}
        </Text>
      )}
      {locations.map((location, index) => {
        const imperial = radiusInImperial(location.radius);
        return (
          <Paper key={index} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Group justify="space-between">
                <Group gap={6}>
                  <IconMapPin size={16} aria-hidden />
                  <Text fw={500} fz="sm">
                    {location.name || t('locations.untitled', { n: index + 1 })}
                  </Text>
                </Group>
                <RemoveButton
                  label={t('locations.remove', { name: location.name || index + 1 })}
                  onRemove={() => remove(index)}
                />
              </Group>
              <TextInput
                label={t('locations.name')}
                required
                maxLength={80}
                value={location.name}
                error={attempted && !location.name.trim() ? t('errors:validation.required') : undefined}
                onChange={(e) => edit(index, (l) => (l.name = e.currentTarget.value))}
              />
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('locations.address')}
                  maxLength={200}
                  value={location.address}
                  onChange={(e) => edit(index, (l) => (l.address = e.currentTarget.value))}
                />
                {geocoder.available && (
                  <Button
                    variant="light"
                    leftSection={<IconSearch size={16} />}
                    loading={searching === index}
                    disabled={!location.address.trim()}
                    onClick={() => void search(index)}
                  >
                    {t('locations.search')}
                  </Button>
                )}
              </Group>
              <Group grow>
                {COORDINATES.map(({ axis, label, bound }) => (
                  <NumberInput
                    key={axis}
                    label={t(label)}
                    step={LOCATION_RULES.coordinateStep}
                    decimalScale={6}
                    min={-bound}
                    max={bound}
                    value={location[axis]}
                    onChange={(v) => edit(index, (l) => (l[axis] = parseCoordinate(v)))}
                  />
                ))}
              </Group>
              <LabelledSlider
                id={`radius-${index}`}
                heading={t('locations.radius', {
                  metres: location.radius,
                  feet: imperial.feet,
                  yards: imperial.yards,
                })}
                min={LOCATION_RULES.minRadius}
                max={LOCATION_RULES.maxRadius}
                step={LOCATION_RULES.radiusStep}
                value={location.radius}
                onChange={(v) => edit(index, (l) => (l.radius = clampRadius(v)))}
                label={(v) => `${v} m`}
              />
              <TextInput
                label={t('locations.message')}
                required
                maxLength={120}
                value={location.message}
                error={location.message.trim() ? undefined : t('errors:validation.required')}
                onChange={(e) => edit(index, (l) => (l.message = e.currentTarget.value))}
              />
            </Stack>
          </Paper>
        );
      })}
      <AddRowButton
        count={locations.length}
        limit={LOCATION_RULES.maxLocations}
        onAdd={() =>
          add({
            name: '',
            address: '',
            latitude: 0,
            longitude: 0,
            radius: LOCATION_RULES.defaultRadius,
            message: DEFAULT_LOCATION_MESSAGE,
            relevantText: '',
          })
        }
      >
        {locations.length >= LOCATION_RULES.maxLocations ? t('locations.limit') : t('locations.add')}
      </AddRowButton>
    </Stack>
  );
};
