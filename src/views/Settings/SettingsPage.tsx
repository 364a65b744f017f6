import { FormattedMessage } from 'react-intl';
import { paths } from '../../app/paths';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs/Tabs';
import { Page } from '../Page/Page';
import { ConsentsTab } from './ConsentsTab';
import { PasswordTab } from './PasswordTab';

export type SettingsTab = 'password' | 'consents';

const HREF: Record<SettingsTab, string> = {
  password: paths.settings,
  consents: paths.consents,
};

/**
 * /nustatymai with two child routes as tabs: change password (default) and consents. Each tab is
 * a link, so the address tells which tab is open and the back button works.
 */
export default function SettingsPage({ tab }: { tab: SettingsTab }) {
  return (
    <Page title="settings_title">
      <Tabs selectedKey={tab}>
        <TabList>
          <Tab id="password" href={HREF.password}>
            <FormattedMessage id="keisti_slaptazodi" />
          </Tab>
          <Tab id="consents" href={HREF.consents}>
            <FormattedMessage id="sutikimai" />
          </Tab>
        </TabList>
        <TabPanel id="password">
          <PasswordTab />
        </TabPanel>
        <TabPanel id="consents">
          <ConsentsTab />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
