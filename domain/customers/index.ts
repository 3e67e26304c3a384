export * from './customer-forms.ts';
