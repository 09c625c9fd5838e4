import { useTranslation } from '@freight/i18n';
import { useSearchParams } from '@freight/router';
import { Tabs, useGuardedSwitch } from '@freight/ui';
import { SettingsFrame } from '../common/SettingsFrame';
import { CompanyTab } from './CompanyTab';
import { PasswordTab } from './PasswordTab';
import { ProfileTab } from './ProfileTab';

export const PROFILE_TABS = ['profile', 'companyInfo', 'password'] as const;
export type ProfileTabName = (typeof PROFILE_TABS)[number];

const tabOf = (value: string | null): ProfileTabName => PROFILE_TABS.find((tab) => tab === value) ?? 'profile';

/** /setting/profile: the user's profile, `?tab=companyInfo` the company, `?tab=password` the password (spec section 2). */
export function ProfilePage() {
  const { t } = useTranslation('settings-profile');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  // Another tab unmounts this one's form: with unsaved changes, it asks first.
  const guard = useGuardedSwitch<ProfileTabName>((next) => {
    const query = new URLSearchParams(params);
    if (next === 'profile') query.delete('tab');
    else query.set('tab', next);
    setParams(query);
  });
  return (
    <SettingsFrame title={t('titles.profile')} headingId="profile-title">
      <Tabs<ProfileTabName>
        label={t('tabs.label')}
        idPrefix="profile"
        tabs={PROFILE_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        value={tab}
        onChange={guard.request}
      >
        <guard.Provider>
          {tab === 'profile' && <ProfileTab />}
          {tab === 'companyInfo' && <CompanyTab />}
          {tab === 'password' && <PasswordTab />}
        </guard.Provider>
      </Tabs>
      {guard.dialog}
    </SettingsFrame>
  );
}
