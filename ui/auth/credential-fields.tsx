import {
  PasswordInput,
  SimpleGrid,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '#domain/auth/index.ts';

/** The email field of the auth forms. */
export const EmailField = (props: TextInputProps) => {
  const { t } = useTranslation('account');
  return (
    <TextInput
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      required
      data-autofocus
      {...props}
    />
  );
};

/** A password field with the show/hide toggle (requirements §5; the theme names it). */
export const PasswordField = (props: PasswordInputProps) => {
  const { t } = useTranslation('account');
  return (
    <PasswordInput
      label={t('fields.password')}
      required
      // PasswordInput does not mark its input invalid itself; focusFirstError looks for the mark.
      aria-invalid={Boolean(props.error)}
      {...props}
    />
  );
};

/** A password being chosen: the length rule under it, and no autofill of the stored one. */
export const NewPasswordField = (props: PasswordInputProps) => {
  const { t } = useTranslation('account');
  return (
    <PasswordField
      description={t('fields.passwordHelp', { count: PASSWORD_MIN_LENGTH })}
      autoComplete="new-password"
      {...props}
    />
  );
};

/** The optional phone number of the onboarding and profile forms. */
export const PhoneField = (props: TextInputProps) => {
  const { t } = useTranslation('account');
  return (
    <TextInput
      label={t('fields.phone')}
      description={t('fields.optional')}
      type="tel"
      autoComplete="tel"
      {...props}
    />
  );
};

/** First and last name, side by side where they fit, full width one under the other on a phone. */
export const NameFields = ({
  firstName,
  lastName,
}: {
  /** Left out (null) when the account has that name already: it is not asked again. */
  firstName: TextInputProps | null;
  lastName: TextInputProps | null;
}) => {
  const { t } = useTranslation('account');
  return (
    <SimpleGrid cols={{ base: 1, xs: firstName && lastName ? 2 : 1 }} spacing="md" verticalSpacing="md">
      {firstName && (
        <TextInput
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          data-autofocus
          {...firstName}
        />
      )}
      {lastName && (
        <TextInput
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          data-autofocus={firstName ? undefined : true}
          {...lastName}
        />
      )}
    </SimpleGrid>
  );
};
