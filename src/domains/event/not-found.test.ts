import { ApiError } from '@/shared/request/api-error';
import { isNotFoundError } from './not-found';

describe('isNotFoundError', () => {
  it('recognises the not-found answer', () => {
    expect(isNotFoundError(new ApiError('IPAY_RS_510870003', 'Illegal Parameters'))).toBe(true);
  });
  it('does not mistake other failures for it', () => {
    expect(isNotFoundError(new ApiError('NETWORK', 'Network error'))).toBe(false);
    expect(isNotFoundError(new Error('IPAY_RS_510870003'))).toBe(false);
  });
});
