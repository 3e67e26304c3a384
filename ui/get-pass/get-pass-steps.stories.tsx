import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { CardInputSchema, demoCardContent, type PassType } from '#domain/cards/index.ts';
import { buildPassPreview } from '#domain/designer/index.ts';
import { createI18n } from '../app/i18n.ts';
import { CodeStep } from './code-step.tsx';
import { DataStep } from './data-step.tsx';
import { DownloadStep } from './download-step.tsx';
import { getPassView } from './get-pass.store.ts';
import { PassCard } from './pass-card.tsx';
import classes from './get-pass.module.css';

type Step = 'code' | 'code-error' | 'data' | 'download';

/** The get-pass page's steps at a phone's width, with a card of each kind on top. */
const GetPassSteps = ({ passType, step, i18n }: { passType: PassType; step: Step; i18n: i18n }) => {
  const content = CardInputSchema.parse({
    ...demoCardContent(passType, 'Café Aurora'),
    dataCollection: {
      enabled: true,
      fields: [
        { key: 'fullName', label: 'Full name', type: 'text', required: true },
        { key: 'email', label: 'Email', type: 'email', required: true },
        { key: 'drink', label: 'Favourite drink', type: 'select', options: ['Espresso', 'Latte'] },
        { key: 'news', label: 'News', type: 'checkbox', options: ['By email'] },
      ],
    },
  });
  Object.assign(getPassView, {
    code: 'K7QM3XWP',
    codeError: step === 'code-error' ? { code: 'passes.code_invalid' } : null,
    form: {
      ...content.dataCollection,
      needsDataCollection: true,
      needsValidation: false,
      validationMessage: '',
    },
    answers: { email: 'ana@' },
    problems: step === 'data' ? { email: 'validation.email_invalid' } : {},
    busy: false,
  });
  const steps = { current: step === 'download' ? 3 : step === 'data' ? 2 : 1, total: 3 };
  const noop = async () => undefined;
  return (
    <I18nextProvider i18n={i18n}>
      <div className={classes.page} style={{ width: 390 }}>
        <div className={classes.column}>
          <PassCard model={buildPassPreview(content, { wallet: 'APPLE', side: 'FRONT' })} label="Preview" />
          {step === 'download' ? (
            <DownloadStep
              cardId="demo"
              order={['APPLE', 'GOOGLE']}
              step={steps}
              onNeedToken={async () => 'demo-token'}
            />
          ) : step === 'data' ? (
            <DataStep step={steps} onSubmit={noop} />
          ) : (
            <CodeStep business="Café Aurora" step={steps} onSubmit={noop} />
          )}
        </div>
      </div>
    </I18nextProvider>
  );
};

const meta: Meta<typeof GetPassSteps> = {
  title: 'Get pass/Steps',
  component: GetPassSteps,
  loaders: [async () => ({ getPassI18n: await createI18n('en', ['get-pass', 'errors'], 'get-pass') })],
  render: (args, { loaded }) => <GetPassSteps {...args} i18n={loaded.getPassI18n as i18n} />,
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof GetPassSteps>;
export const Code: Story = { args: { passType: 'stamp_card', step: 'code' } };
export const WrongCode: Story = { args: { passType: 'coupon', step: 'code-error' } };
export const Details: Story = { args: { passType: 'point_card', step: 'data' } };
export const Download: Story = { args: { passType: 'level_card', step: 'download' } };
