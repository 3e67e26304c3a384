/** The card statistics as the API sends them (requirements §3; the first name is spelled so). */
export interface RawCardStats {
  readonly meesageSentLast7days?: number | null;
  readonly messagesLastMonth?: number | null;
  readonly messagesAllTime?: number | null;
  readonly installLast7Days?: number | null;
  readonly installLastMonth?: number | null;
  readonly installAllTime?: number | null;
  readonly activeCards?: number | null;
  readonly createdAt?: string | null;
}

export type CardStatKey =
  | 'messagesLast7Days'
  | 'messagesLastMonth'
  | 'messagesAllTime'
  | 'installsLast7Days'
  | 'installsLastMonth'
  | 'installsAllTime'
  | 'activeCards';

/** The card stats panel (requirements §2.2): rows in order, the created date in en-GB, and whether there is any data. */
export const formatCardStats = (
  raw: RawCardStats | null | undefined,
): { rows: { key: CardStatKey; value: number }[]; createdAt: string | null; hasData: boolean } => {
  const n = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const rows: { key: CardStatKey; value: number }[] = [
    { key: 'messagesLast7Days', value: n(raw?.meesageSentLast7days) },
    { key: 'messagesLastMonth', value: n(raw?.messagesLastMonth) },
    { key: 'messagesAllTime', value: n(raw?.messagesAllTime) },
    { key: 'installsLast7Days', value: n(raw?.installLast7Days) },
    { key: 'installsLastMonth', value: n(raw?.installLastMonth) },
    { key: 'installsAllTime', value: n(raw?.installAllTime) },
    { key: 'activeCards', value: n(raw?.activeCards) },
  ];
  const date = raw?.createdAt ? new Date(raw.createdAt) : null;
  const createdAt =
    date && !Number.isNaN(date.getTime())
      ? new Intl.DateTimeFormat('en-GB', {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(date)
      : null;
  return { rows, createdAt, hasData: Boolean(raw) && rows.some((row) => row.value > 0) };
};
