import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ROLE_BADGES, type Role } from '@bo/domain';
import { useSession } from '../../app/session.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useToast } from '../../ui/useToast.tsx';
import { AppearanceTab } from './AppearanceTab.tsx';
import { settingsMessages as t } from './messages.ts';
import { NotificationsTab } from './NotificationsTab.tsx';
import { ProfileTab } from './ProfileTab.tsx';
import { SecurityTab } from './SecurityTab.tsx';

const TABS = ['profil', 'notifications', 'apparence', 'securite'] as const;
type TabKey = (typeof TABS)[number];

const PANELS: Record<TabKey, typeof ProfileTab> = {
  profil: ProfileTab,
  notifications: NotificationsTab,
  apparence: AppearanceTab,
  securite: SecurityTab,
};

const ROLE_COLOR: Record<Role, 'secondary' | 'primary' | 'default'> = {
  ADMIN: 'secondary',
  MANAGER: 'primary',
  EMPLOYEE: 'default',
};

/**
 * /settings (docs/areas/settings.md#the-page): the user's profile, password and preferences, all
 * saved to his account. The open tab is in the address (?tab=), so a reload or a link keeps it.
 */
export function SettingsPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = TABS.includes(requested as TabKey) ? (requested as TabKey) : 'profil';
  const { show, toast } = useToast();
  const Panel = PANELS[tab];

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        badges={
          user ? (
            <Chip size="small" label={ROLE_BADGES[user.role]} color={ROLE_COLOR[user.role]} />
          ) : null
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabKey) =>
            setParams(value === 'profil' ? {} : { tab: value }, { replace: true })
          }
          aria-label={t.tabsLabel}
          variant="scrollable"
          scrollButtons={false}
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t.tabs[key]}
              id={`settings-tab-${key}`}
              aria-controls={`settings-panel-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`settings-panel-${tab}`}
        aria-labelledby={`settings-tab-${tab}`}
        sx={{ maxWidth: 760 }}
      >
        <Panel notify={show} />
      </Box>
      {toast}
    </>
  );
}
