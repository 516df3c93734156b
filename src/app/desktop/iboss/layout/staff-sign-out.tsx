import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { shellMessages } from '@/app/messages/app';
import { useSignOut } from '@/app/session/use-sign-out';

/** Staff have no user menu (no user lookup in /iboss): sign-out sits in the top bar. */
export default function StaffSignOut() {
  const signOut = useSignOut('desktop');
  return (
    <Button ghost icon={<LogoutOutlined />} loading={signOut.pending} onClick={() => void signOut.run()}>
      {shellMessages.staff.signOut}
    </Button>
  );
}
