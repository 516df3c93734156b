import type { ResultEnvelope } from '../../../contract/envelope';
import type { Role } from '../session/types';

export interface LoginResponse extends ResultEnvelope {
  role?: Role;
  email?: string;
}
