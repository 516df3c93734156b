import { Space, Typography } from 'antd';
import { shellMessages } from '@/app/messages/app';
import { InsightsCard } from './insights-card';
import { SecondFactorPolicyCard } from './second-factor-card';
import { SettingsCard } from './settings-card';
import { UsageCard } from './usage-card';
import staff from '../../staff.module.css';

/** /iboss/configuration: portal settings, business-insights publishing and portal usage. */
export default function ConfigurationPage() {
  return (
    <section aria-labelledby="section-title">
      <Typography.Title level={1} id="section-title" className={staff.pageTitle}>
        {shellMessages.staff.configuration}
      </Typography.Title>
      <Space orientation="vertical" size="large" className={staff.fullWidth}>
        <SettingsCard />
        <SecondFactorPolicyCard />
        <InsightsCard />
        <UsageCard />
      </Space>
    </section>
  );
}
