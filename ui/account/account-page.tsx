import { Box, Tabs } from '@mantine/core';
import {
  IconBuildingStore,
  IconCreditCard,
  IconDatabase,
  IconListDetails,
  IconShieldLock,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { ScrollFades, useScrollEdges } from '../components/scroll-fades.tsx';
import type { TeamAction } from '#domain/team/index.ts';
import { useCan } from '../app/use-can.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { BillingTab } from '../billing/billing-tab.tsx';
import { PlansTab } from '../billing/plans-tab.tsx';
import { BusinessTab } from './business-tab.tsx';
import { DataTab } from './data-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SecurityTab } from './security-tab.tsx';
import { TeamTab } from './team-tab.tsx';

const TABS = [
  { value: 'profile', icon: IconUser, Panel: ProfileTab },
  { value: 'business', icon: IconBuildingStore, Panel: BusinessTab },
  { value: 'security', icon: IconShieldLock, Panel: SecurityTab },
  { value: 'team', icon: IconUsersGroup, Panel: TeamTab },
  { value: 'data', icon: IconDatabase, Panel: DataTab },
  { value: 'plans', icon: IconListDetails, Panel: PlansTab },
  // Only owners may pay or see the invoices (the API refuses the others).
  { value: 'billing', icon: IconCreditCard, Panel: BillingTab, action: 'billing.manage' },
] as const;
type TabName = (typeof TABS)[number]['value'];

type Tab = (typeof TABS)[number];

/** The tabs the user's team role may open. */
const tabsFor = (can: (action: TeamAction) => boolean): readonly Tab[] =>
  TABS.filter((tab) => !('action' in tab) || can(tab.action));

const tabOf = (tabs: readonly Tab[], value: string | null): TabName =>
  tabs.find((tab) => tab.value === value)?.value ?? 'profile';

/** `/account?tab=…`: the user's profile, the business, security, the team, the data, the plan and billing. */
export const AccountPage = () => {
  const { t } = useTranslation('account', { keyPrefix: 'accountPage' });
  usePageTitle(t('pageTitle'));
  const [params, setParams] = useSearchParams();
  const tabs = tabsFor(useCan());
  const tab = tabOf(tabs, params.get('tab'));
  const list = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(list, tabs.length);
  // On a phone the row is wider than the screen: bring the open tab (say ?tab=billing) into view. The
  // row is scrolled itself (scrollIntoView would move the page too), and again when its width changes:
  // the tabs the user's role allows and the web font arrive after the first paint.
  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const reveal = () => {
      const open = row.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!open) return;
      const left = open.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
      if (left < row.scrollLeft) row.scrollLeft = left;
      else if (left + open.offsetWidth > row.scrollLeft + row.clientWidth)
        row.scrollLeft = left + open.offsetWidth - row.clientWidth;
    };
    reveal();
    const resizes = new ResizeObserver(reveal);
    resizes.observe(row);
    return () => resizes.disconnect();
  }, [tab, tabs.length]);
  return (
    <Box maw={960}>
      <PageHeader title={t('pageTitle')} description={t('description')} />
      <Tabs
        value={tab}
        onChange={(value) => setParams({ tab: tabOf(tabs, value) }, { replace: true })}
        keepMounted={false}
      >
        {/* One row that scrolls sideways on a phone rather than wrapping into a ragged block. */}
        <Box pos="relative">
          <ScrollFades edges={edges} />
          <Tabs.List
            ref={list}
            aria-label={t('tabsLabel')}
            style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}
          >
            {tabs.map(({ value, icon: Icon }) => (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={<Icon size={16} aria-hidden />}
                style={{ flexShrink: 0 }}
              >
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Box>
        {tabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Box>
  );
};
