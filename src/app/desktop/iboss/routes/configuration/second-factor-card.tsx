import { Card, Switch, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { SECOND_FACTOR_STAFF_API } from '@contract/second-factor/constants';
import type { StaffPartnerFactor, StaffPartnerFactorsResponse } from '@contract/second-factor/schemas';
import { apiPost } from '@/shared/request/client';
import { isApiError } from '@/shared/request/api-error';
import { useRequest } from '@/shared/request/use-request';
import { StaffStates } from '@/app/desktop/iboss/components/staff-states';
import { useStaffMessage } from '@/app/desktop/iboss/components/use-staff-message';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';
import staff from '../../staff.module.css';

const c = staffContentMessages.secondFactor;

const fetchPartnerFactors = () =>
  apiPost<StaffPartnerFactorsResponse>(SECOND_FACTOR_STAFF_API.partners, {}, { silent: true });
const setPartnerRequired = (partnerId: string, required: boolean) =>
  apiPost(SECOND_FACTOR_STAFF_API.setPartnerRequired, { partnerId, required }, { silent: true });

/**
 * Which partners' users must use a second factor (staff and admins always must). A partner
 * switched on: its users without one enrol at their next sign-in.
 */
export function SecondFactorPolicyCard() {
  const [message, messageHolder] = useStaffMessage();
  const partners = useRequest(fetchPartnerFactors);

  const change = async (row: StaffPartnerFactor, required: boolean) => {
    try {
      await setPartnerRequired(row.partnerId, required);
      message.success(c.saved(row.name, required));
    } catch (error) {
      message.error(isApiError(error) ? error.message : c.loadFailed);
    } finally {
      partners.refresh();
    }
  };

  const columns: TableColumnsType<StaffPartnerFactor> = [
    { title: c.partner, dataIndex: 'name', key: 'name' },
    {
      title: c.required,
      key: 'required',
      render: (_value, row) => (
        <Switch
          checked={row.required}
          aria-label={c.switchLabel(row.name)}
          onChange={(checked) => void change(row, checked)}
        />
      ),
    },
  ];

  return (
    <Card title={<h2 className={staff.cardTitle}>{c.title}</h2>}>
      {messageHolder}
      <Typography.Paragraph>{c.intro}</Typography.Paragraph>
      {partners.data ? (
        <Table
          rowKey="partnerId"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={partners.data.partnerList}
        />
      ) : (
        <StaffStates loading={partners.loading} error={partners.error} onRetry={partners.refresh} />
      )}
    </Card>
  );
}
