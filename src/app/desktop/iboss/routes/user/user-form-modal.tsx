import { Alert, Form, Input, Modal, Select, Typography, message } from 'antd';
import { useState } from 'react';
import type { StaffUser } from '@contract/staff-user/schemas';
import { USER_ROLES } from '@contract/staff-user/constants';
import type { UserRole } from '@contract/staff-user/constants';
import { NAME_MAX_LENGTH, nameProblem } from '@contract/shared/person-name';
import { isValidEmail } from '@contract/shared/validation';
import { createStaffUser, updateStaffUser } from '@/domains/staff-user/api';
import { errorText } from '@/shared/request/error-text';
import { messages } from './messages';
import { DraftForm } from '@/app/desktop/components/use-staff-form-draft';

/** The profile form's name rule (contract/shared/person-name.ts): the server refuses the same. */
const nameRules = [
  {
    validator: async (_: unknown, value: string | undefined) => {
      const problem = nameProblem(value ?? '');
      if (problem) throw new Error(messages.nameProblems[problem]);
    },
  },
];

interface Values {
  email: string;
  givenName: string;
  familyName: string;
  role: UserRole;
  partnerId?: string;
  partnerList?: string[];
}

interface Props {
  user: StaffUser | null;
  /** The signed-in staff member's own account: the server refuses a change of one's own role. */
  isSelf?: boolean;
  partners: Array<{ id: string; name: string }>;
  onClose: () => void;
  onSaved: () => void;
}

/** Create a user (they get an invitation mail) or edit one's names, role and partners. */
export default function UserFormModal({ user, isSelf = false, partners, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const role = Form.useWatch('role', form) ?? user?.role ?? 'PARTNER';
  const chosenList = Form.useWatch('partnerList', form) ?? [];
  const partnerOptions = partners.map((p) => ({ value: p.id, label: p.name }));

  const submit = async (values: Values) => {
    setSaving(true);
    setFailure(null);
    const assignment =
      values.role === 'STAFF'
        ? { partnerId: null, partnerList: [] }
        : values.role === 'PARTNER'
          ? { partnerId: values.partnerId ?? null, partnerList: [] }
          : { partnerId: values.partnerId ?? null, partnerList: values.partnerList ?? [] };
    const names = {
      givenName: values.givenName.trim(),
      familyName: values.familyName.trim(),
      role: values.role,
    };
    try {
      if (user) {
        await updateStaffUser({ userId: user.userId, ...names, ...assignment });
        message.success(messages.saved);
      } else {
        await createStaffUser({ email: values.email.trim(), ...names, ...assignment });
        message.success(messages.created(values.email.trim()));
      }
      onSaved();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={user ? messages.editTitle : messages.createTitle}
      okText={messages.save}
      cancelText={messages.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <DraftForm<Values>
        draftKey={`user:${user?.userId ?? 'new'}`}
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          user
            ? {
                email: user.email,
                givenName: user.givenName,
                familyName: user.familyName,
                role: user.role,
                partnerId: user.partnerId ?? undefined,
                partnerList: user.partnerList.map((p) => p.id),
              }
            : { role: 'PARTNER' }
        }
      >
        <Form.Item
          name="email"
          label={messages.email}
          rules={[
            { required: true, message: messages.required },
            {
              validator: async (_, value: string) => {
                if (value && !isValidEmail(value.trim())) throw new Error(messages.invalidEmail);
              },
            },
          ]}
        >
          <Input type="email" autoComplete="off" disabled={!!user} />
        </Form.Item>
        <Form.Item name="givenName" label={messages.givenName} rules={nameRules}>
          <Input maxLength={NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="familyName" label={messages.familyName} rules={nameRules}>
          <Input maxLength={NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="role"
          label={messages.role}
          rules={[{ required: true, message: messages.required }]}
          extra={isSelf ? messages.ownRole : undefined}
        >
          <Select
            disabled={isSelf}
            options={USER_ROLES.map((r) => ({ value: r, label: messages.roles[r] }))}
          />
        </Form.Item>
        {role === 'PARTNER' && (
          <Form.Item
            name="partnerId"
            label={messages.partner}
            rules={[{ required: true, message: messages.required }]}
          >
            <Select options={partnerOptions} />
          </Form.Item>
        )}
        {role === 'ADMIN' && (
          <>
            <Form.Item
              name="partnerList"
              label={messages.adminPartners}
              rules={[{ required: true, message: messages.required }]}
            >
              <Select mode="multiple" options={partnerOptions} />
            </Form.Item>
            <Form.Item name="partnerId" label={messages.startPartner}>
              <Select allowClear options={partnerOptions.filter((p) => chosenList.includes(p.value))} />
            </Form.Item>
          </>
        )}
        {user && <Typography.Paragraph type="secondary">{messages.editEndsSessions}</Typography.Paragraph>}
      </DraftForm>
      {failure && <Alert type="error" showIcon title={failure} role="alert" />}
    </Modal>
  );
}
