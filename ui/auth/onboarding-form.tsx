import { Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthUseCases, BUSINESS_TYPES, OnboardingSchema, type User } from '#domain/auth/index.ts';
import { useInjection } from '../app/container-context.tsx';
import { authStore } from './auth.store.ts';
import { AuthForm } from './auth-form.tsx';
import { NameFields, PhoneField } from './credential-fields.tsx';
import { useAccountForm } from './use-account-form.ts';

/** Step 2 of sign-up: the business profile. Saving it completes onboarding. */
export const OnboardingForm = ({ onSaved }: { onSaved?: (user: User) => void } = {}) => {
  const { t } = useTranslation('account');
  const completeOnboarding = useInjection(AuthUseCases.completeOnboarding);
  const { form, submit, submitting, failure } = useAccountForm({
    schema: OnboardingSchema,
    // The names given at sign-up are filled in already.
    initialValues: {
      firstName: authStore.user?.firstName ?? '',
      lastName: authStore.user?.lastName ?? '',
      businessName: '',
      businessType: '',
      phoneNumber: '',
    },
    send: (values) => completeOnboarding(values as Parameters<typeof completeOnboarding>[0]),
    ...(onSaved ? { onSuccess: onSaved } : {}),
  });
  // A name the account has (from sign-up, or from Google) is not asked again; a missing one is,
  // alone: a first name given at sign-up is not asked for a second time with the last.
  const [known] = useState(() => ({
    firstName: Boolean(authStore.user?.firstName?.trim()),
    lastName: Boolean(authStore.user?.lastName?.trim()),
  }));
  const namesKnown = known.firstName && known.lastName;
  const businessTypes = useMemo(
    () => BUSINESS_TYPES.map((value) => ({ value, label: t(`businessTypes.${value}`) })),
    [t],
  );

  return (
    <AuthForm
      onSubmit={submit}
      submitting={submitting}
      failure={failure}
      submitLabel={t('onboarding.submit')}
    >
      {!namesKnown && (
        <NameFields
          firstName={known.firstName ? null : form.getInputProps('firstName')}
          lastName={known.lastName ? null : form.getInputProps('lastName')}
        />
      )}
      <TextInput
        label={t('fields.businessName')}
        autoComplete="organization"
        required
        // Without the name fields, the first field to fill is this one.
        data-autofocus={namesKnown || undefined}
        {...form.getInputProps('businessName')}
      />
      <Select
        label={t('fields.businessType')}
        placeholder={t('fields.businessTypePlaceholder')}
        data={businessTypes}
        required
        searchable
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('businessType')}
      />
      <PhoneField {...form.getInputProps('phoneNumber')} />
    </AuthForm>
  );
};
