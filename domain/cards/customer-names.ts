import type { CardContent } from './card-schema.ts';

/**
 * The names customers see (issue 19): the business (the card's company name) and the pass
 * (its description, else the business). The card's own name is the owner's label in the list
 * and never leaves the dashboard.
 */
export const customerNamesOf = (
  card: Pick<CardContent, 'info'>,
): { readonly business: string; readonly pass: string } => {
  const business = card.info.companyName.trim();
  const description = card.info.passDescription.trim();
  return { business, pass: description || business };
};

const MAX_SLUG = 60;

/**
 * A download name from the business's name: ASCII letters, digits and dashes (accents dropped,
 * so "Café Sol" saves as Cafe-Sol), `pass` when nothing is left. Headers and every file system
 * take it as it is.
 */
export const downloadFileName = (businessName: string, extension: string, suffix?: string): string => {
  const slug =
    businessName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_SLUG)
      .replace(/-+$/, '') || 'pass';
  return `${slug}${suffix ? `-${suffix}` : ''}.${extension}`;
};
