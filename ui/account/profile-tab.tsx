import { Badge, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { AuthUseCases, ProfileUpdateSchema, type User } from '#domain/auth/index.ts';
import { isSiteLanguage, SITE_LANGUAGES } from '#domain/shared/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { LANGUAGE_NAMES } from '../app/i18n.ts';
import { notify } from '../app/notify.ts';
import { authStore, setSignedInUser } from '../auth/auth.store.ts';
import { NameFields, PhoneField } from '../auth/credential-fields.tsx';
import { EmailChangeModal } from './email-change-modal.tsx';
import { textValues, useSectionForm } from './use-section-form.ts';
import { SubmitRow } from './submit-row.tsx';

/** The profile tab: the user's own names, phone, language, consent and email address. */
export const ProfileTab = () => {
  const { user } = useSnapshot(authStore);
  return user ? <ProfileForm user={user as User} /> : null;
};

const ProfileForm = ({ user }: { user: User }) => {
  const { t, i18n } = useTranslation('account', { keyPrefix: 'accountPage.profile' });
  const { t: tf } = useTranslation('account', { keyPrefix: 'fields' });
  const save = useInjection(AuthUseCases.saveProfile);
  const [changingEmail, emailModal] = useDisclosure(false);
  const current = isSiteLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { form, submit, submitting } = useSectionForm({
    schema: ProfileUpdateSchema,
    initialValues: {
      ...textValues(user, ['firstName', 'lastName', 'phoneNumber']),
      language: current,
      marketingOptIn: user.marketingOptIn,
    },
    send: save,
    onDone: (saved, f) => {
      setSignedInUser(saved);
      f.resetDirty();
      // The language also sets the i18next cookie, like the account menu's language switch.
      const language = f.getValues().language;
      // The confirmation is said in the language just chosen, once its words have loaded.
      if (language !== i18n.resolvedLanguage)
        void i18n
          .changeLanguage(language)
          .then(() => notify.success(i18n.t('accountPage.profile.saved', { ns: 'account' })));
      else notify.success(t('saved'));
    },
  });
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <NameFields
              firstName={form.getInputProps('firstName')}
              lastName={form.getInputProps('lastName')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PhoneField {...form.getInputProps('phoneNumber')} />
              <Select
                label={t('language')}
                description={t('languageHelp')}
                data={SITE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
                allowDeselect={false}
                {...form.getInputProps('language')}
              />
            </SimpleGrid>
            <Checkbox
              label={tf('marketingOptIn')}
              {...form.getInputProps('marketingOptIn', { type: 'checkbox' })}
            />
            <SubmitRow label={t('save')} loading={submitting} end />
          </Stack>
        </form>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600}>{tf('email')}</Text>
            <Group gap="xs" wrap="wrap">
              <Text style={{ overflowWrap: 'anywhere' }}>{user.email}</Text>
              {/* Filled, with text dark or white by contrast: yellow light text is only 1.9:1 (requirements §10.1). */}
              <Badge color={user.isEmailVerified ? 'teal' : 'yellow'} variant="filled" autoContrast>
                {user.isEmailVerified ? t('verified') : t('notVerified')}
              </Badge>
            </Group>
          </Stack>
          <Button variant="default" onClick={emailModal.open}>
            {t('changeEmail')}
          </Button>
        </Group>
      </Paper>
      <EmailChangeModal opened={changingEmail} onClose={emailModal.close} />
    </Stack>
  );
};
