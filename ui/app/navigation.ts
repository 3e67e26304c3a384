import {
  IconBuildingStore,
  IconCreditCard,
  IconDeviceMobile,
  IconHome,
  IconLifebuoy,
  IconPlugConnected,
  IconRobot,
  IconSparkles,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { TeamAction } from '#domain/team/index.ts';

export interface NavEntry {
  readonly path: string;
  readonly labelKey: string;
  readonly icon: Icon;
  /** False while the screen is still being built: the entry shows but is not a link. */
  readonly available: boolean;
  /** What the member's role must allow for the entry to show (the screen would refuse them). */
  readonly requires?: TeamAction;
  /** Where the entry leads a member whose role does not allow `requires`; without it, the entry hides. */
  readonly otherwise?: string;
  /** Other screens that belong to the entry, so it stays highlighted there (a card's pages under Cards). */
  readonly within?: readonly string[];
}

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Whether the entry is where the user is: its own screen, anything below it, or a screen it holds. */
export const isCurrentEntry = (entry: Pick<NavEntry, 'path' | 'within'>, pathname: string): boolean =>
  [entry.path, ...(entry.within ?? [])].some((path) => under(pathname, path));

/** Sidebar entries in the order of requirements §2.2. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { path: '/dashboard', labelKey: 'dashboard', icon: IconHome, available: true },
  { path: '/points-rules', labelKey: 'pointsRules', icon: IconSparkles, available: true },
  // A card's share page, its testing wizard and the creator are reached from the card list.
  { path: '/cards', labelKey: 'cards', icon: IconCreditCard, available: true, within: ['/card', '/creator'] },
  { path: '/customers', labelKey: 'customers', icon: IconUsers, available: true },
  { path: '/integrations', labelKey: 'integrations', icon: IconPlugConnected, available: false },
  { path: '/automations', labelKey: 'automations', icon: IconRobot, available: false },
  { path: '/account', labelKey: 'account', icon: IconBuildingStore, available: true },
  { path: '/support', labelKey: 'support', icon: IconLifebuoy, available: false },
  // Who pairs devices sees the keys page (it links the scanner too); staff go to the scanner itself.
  {
    path: '/scanner-app',
    labelKey: 'scannerApp',
    icon: IconDeviceMobile,
    available: true,
    requires: 'device_keys.manage',
    otherwise: '/scanner',
  },
];

/** The sidebar entries a member sees, each leading where their role lets them go. */
export const navEntriesFor = (can: (action: TeamAction) => boolean): readonly NavEntry[] =>
  NAV_ENTRIES.flatMap((entry) => {
    if (!entry.requires || can(entry.requires)) return [entry];
    return entry.otherwise ? [{ ...entry, path: entry.otherwise }] : [];
  });

export const TRASH_ENTRY = { path: '/trash-cards', labelKey: 'trash' } as const;
