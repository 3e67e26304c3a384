/** A help article in the index (requirements §3). */
export interface HelpItem {
  readonly title: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly category: string;
  readonly slug: string;
}

/** requirements §9 help search limits. */
export const HELP_SEARCH_RULES = Object.freeze({ minQueryLength: 2, maxResults: 12 });

const orderOf = (slug: string): number => {
  const match = /^(\d{2})(?:[-_]|$)/.exec(slug);
  return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
};

/** requirements §2.2 help sidebar: ordered by the two-digit slug prefix; slugs without one go last (stable). */
export const sortHelpItems = <T extends Pick<HelpItem, 'slug'>>(items: readonly T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => orderOf(a.item.slug) - orderOf(b.item.slug) || a.index - b.index)
    .map(({ item }) => item);

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * requirements §2.2 help search: nothing below 2 characters; at most 12 results; title matches
 * first, then tags, then description.
 */
export const searchHelp = <T extends HelpItem>(index: readonly T[], query: string): T[] => {
  const q = fold(query.trim());
  if (q.length < HELP_SEARCH_RULES.minQueryLength) return [];
  const scored: { item: T; score: number; position: number }[] = [];
  index.forEach((item, position) => {
    const score = fold(item.title).includes(q)
      ? 3
      : item.tags.some((tag) => fold(tag).includes(q))
        ? 2
        : fold(item.description).includes(q)
          ? 1
          : 0;
    if (score) scored.push({ item, score, position });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, HELP_SEARCH_RULES.maxResults)
    .map(({ item }) => item);
};
