import {
  Alert,
  Avatar,
  Button,
  Fieldset,
  FileButton,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  AuthUseCases,
  BUSINESS_TYPES,
  BusinessProfileSchema,
  type BusinessProfileView,
} from '#domain/auth/index.ts';
import { CURRENCIES, currencyForCountry } from '#domain/billing/index.ts';
import { CardUseCases } from '#domain/cards/index.ts';
import {
  canonicalCountry,
  countryChoices,
  currentTimeZoneName,
  searchCountries,
  timeZoneChoices,
  timeZoneLabel,
  timeZoneMatches,
} from '#domain/shared/index.ts';
import { canRole } from '#domain/team/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { notify } from '../app/notify.ts';
import { useErrorText } from '../app/use-error-text.ts';
import { useFormattingLocale } from '../app/use-locale-format.ts';
import { useLoaded } from '../app/use-loaded.ts';
import { authStore } from '../auth/auth.store.ts';
import { LoadFailure, LoadingRows } from '../components/load-state.tsx';
import { textValues, useSectionForm } from './use-section-form.ts';
import { SubmitRow } from './submit-row.tsx';
import { useClearButton } from '../components/use-clear-button.ts';

/** The business tab: owners and admins edit it; staff see it read-only. */
export const BusinessTab = () => {
  const { t } = useTranslation('account', { keyPrefix: 'accountPage.business' });
  const load = useInjection(AuthUseCases.loadBusinessProfile);
  const { value, error, reload } = useLoaded(load);
  if (error) return <LoadFailure title={t('loadFailed')} onRetry={reload} />;
  if (!value) return <LoadingRows height={56} rows={4} />;
  return <BusinessForm business={value} />;
};

/** A country is found by its name in the reader's language or by its code ("DE"), best first. */
const matchNameOrCode: OptionsFilter = ({ options, search }) =>
  searchCountries(options as ComboboxItem[], search);

/** A zone is found as people write it ("new york") and by an old name ("kiev"). */
const matchTimeZone: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItem[]).filter((option) => timeZoneMatches(option.value, search));

/** This device's time zone when the list offers it, else nothing. */
const deviceTimeZone = (zones: readonly string[]): string => {
  const zone = currentTimeZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone ?? '');
  return zones.includes(zone) ? zone : '';
};

const timeZones = (): string[] =>
  timeZoneChoices(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

const BusinessForm = ({ business }: { business: BusinessProfileView }) => {
  const { t } = useTranslation('account', { keyPrefix: 'accountPage.business' });
  const { t: tf } = useTranslation('account');
  const clearButton = useClearButton();
  const { user } = useSnapshot(authStore);
  const editable = user ? canRole(user.teamRole, 'business.edit') : false;
  const save = useInjection(AuthUseCases.saveBusinessProfile);
  const upload = useInjection(CardUseCases.uploadCardImage);
  const errorText = useErrorText();
  const [uploading, setUploading] = useState(false);
  const zones = useMemo(() => timeZones(), []);
  const zoneChoices = useMemo(() => zones.map((value) => ({ value, label: timeZoneLabel(value) })), [zones]);
  const locale = useFormattingLocale();
  const countries = useMemo(() => countryChoices(locale), [locale]);
  // A business without a zone starts with this device's: said under the field until it is saved,
  // so a suggestion does not pass for a stored zone.
  const [suggestedZone] = useState(() => (business.timeZone ? '' : deviceTimeZone(zones)));
  const [savedZone, setSavedZone] = useState(business.timeZone ?? '');
  const { form, submit, submitting } = useSectionForm({
    schema: BusinessProfileSchema,
    initialValues: {
      ...textValues(business, ['name', 'type', 'logoUrl', 'address', 'country', 'currency']),
      // A zone saved under its old name ("Europe/Kiev") is shown, and kept, as the list names it.
      // A business that has none yet starts with this device's zone: the one it most likely opens in.
      timeZone: currentTimeZoneName(business.timeZone ?? '') || suggestedZone,
      // Likewise a country saved under a withdrawn code ("UK") as the one the list offers (GB).
      country: canonicalCountry(business.country),
    },
    send: (values) =>
      save({ ...values, currency: (values.currency || null) as never, type: values.type as never }),
    onDone: (saved, f) => {
      f.resetDirty();
      setSavedZone(saved.timeZone ?? '');
      notify.success(t('saved'));
    },
  });
  /**
   * A clearable choice of the form, searched by typing. An empty text is no choice, or the clear
   * button would show with nothing to clear.
   */
  const choice = (field: 'timeZone' | 'country' | 'currency', nothingFound: string) => ({
    label: t(field),
    searchable: true,
    nothingFoundMessage: nothingFound,
    clearable: true,
    clearButtonProps: clearButton(t(field)),
    ...form.getInputProps(field),
    value: form.getValues()[field] || null,
  });
  const uploadLogo = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    const result = await upload(file, file.name);
    setUploading(false);
    if (result.ok) form.setFieldValue('logoUrl', result.value.url);
    else notify.error(errorText(result.error));
  };
  const logo = form.getValues().logoUrl;
  return (
    <Paper withBorder radius="md" p="lg">
      {!editable && (
        <Alert color="gray" mb="md">
          {t('readOnly')}
        </Alert>
      )}
      <form noValidate onSubmit={submit}>
        <Fieldset variant="unstyled" disabled={!editable}>
          <Stack gap="md">
            <Group gap="md">
              <Avatar src={logo || null} size={72} radius="md" alt={t('logoPreview')}>
                {(form.getValues().name || '?').slice(0, 1).toUpperCase()}
              </Avatar>
              <Stack gap={4}>
                <FileButton
                  onChange={(file) => void uploadLogo(file)}
                  accept="image/png,image/jpeg,image/webp"
                >
                  {(props) => (
                    <Button variant="default" loading={uploading} disabled={!editable} {...props}>
                      {logo ? t('replaceLogo') : t('uploadLogo')}
                    </Button>
                  )}
                </FileButton>
                {logo && editable && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() => form.setFieldValue('logoUrl', '')}
                  >
                    {t('removeLogo')}
                  </Button>
                )}
              </Stack>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={tf('fields.businessName')} required {...form.getInputProps('name')} />
              <Select
                label={tf('fields.businessType')}
                required
                data={BUSINESS_TYPES.map((value) => ({ value, label: tf(`businessTypes.${value}`) }))}
                allowDeselect={false}
                {...form.getInputProps('type')}
              />
            </SimpleGrid>
            <TextInput
              label={t('address')}
              description={t('addressHelp')}
              autoComplete="street-address"
              {...form.getInputProps('address')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                {...choice('timeZone', t('noMatch'))}
                data={zoneChoices}
                filter={matchTimeZone}
                description={
                  !savedZone && suggestedZone && form.getValues().timeZone === suggestedZone
                    ? t('timeZoneSuggested')
                    : undefined
                }
              />
              {/* Chosen by name: two typed letters made "Germany" Georgia (GE) without a word. */}
              <Select
                {...choice('country', t('noCountryMatch'))}
                data={countries}
                filter={matchNameOrCode}
                autoComplete="country"
                onChange={(country) => {
                  const { country: before, currency } = form.getValues();
                  form.setFieldValue('country', country ?? '');
                  // A country suggests its currency (requirements §9's by-country rule) while the
                  // currency is none or the one the previous country suggested; one chosen otherwise stays.
                  if (country && (!currency || (before && currency === currencyForCountry(before))))
                    form.setFieldValue('currency', currencyForCountry(country));
                }}
              />
              <Select {...choice('currency', t('noCurrencyMatch'))} data={[...CURRENCIES]} />
            </SimpleGrid>
            {editable && <SubmitRow label={t('save')} loading={submitting} end />}
          </Stack>
        </Fieldset>
      </form>
    </Paper>
  );
};
