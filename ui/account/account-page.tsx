import { Box, Tabs } from '@mantine/core';
import {
  IconBuildingStore,
  IconDatabase,
  IconShieldLock,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { usePageTitle } from '../app/use-page-title.ts';
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
] as const;
type TabName = (typeof TABS)[number]['value'];

const tabOf = (value: string | null): TabName => TABS.find((tab) => tab.value === value)?.value ?? 'profile';

/** `/account?tab=…`: the user's profile, the business, security, the team and the data. */
export const AccountPage = () => {
  const { t } = useTranslation('account', { keyPrefix: 'accountPage' });
  usePageTitle(t('pageTitle'));
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const list = useRef<HTMLDivElement>(null);
  // On a phone the row is wider than the screen: bring the open tab (say ?tab=data) into view.
  useEffect(() => {
    list.current
      ?.querySelector('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <Box maw={960}>
      <PageHeader title={t('pageTitle')} description={t('description')} />
      <Tabs
        value={tab}
        onChange={(value) => setParams({ tab: tabOf(value) }, { replace: true })}
        keepMounted={false}
      >
        {/* One row that scrolls sideways on a phone rather than wrapping into a ragged block. */}
        <Tabs.List
          ref={list}
          aria-label={t('tabsLabel')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}
        >
          {TABS.map(({ value, icon: Icon }) => (
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
        {TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Box>
  );
};
