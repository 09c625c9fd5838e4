import { ApiError, callFailure, failedCallText } from './errors';

const t = (key: string) => `«${key}»`;
const refused = new ApiError(
  'input',
  400,
  {
    status: false,
    message: 'Invalid request',
    errors: [
      { field: 'body.city', message: 'Required' },
      { field: 'body.zip', message: 'Unknown zip' },
    ],
  },
  'Required',
);
const conflict = new ApiError('server', 409, { status: false, message: 'This purchase order is closed' }, 'This purchase order is closed');
const gateway = new ApiError('server', 502, undefined, 'Request failed with status 502');
const unanswered = new ApiError('network', undefined, undefined, 'Network Error');

describe('the text of a failed call', () => {
  it("is the server's messages: its errors' one per line, else its message", () => {
    expect(failedCallText(refused)).toBe('Required\nUnknown zip');
    expect(failedCallText(conflict, t, 'errors.fallback')).toBe('This purchase order is closed');
  });

  it("without the server's words (no answer, a gateway's page, not an API failure): the fallback, or nothing without one", () => {
    for (const error of [gateway, unanswered, new Error('boom'), 'boom']) {
      expect(failedCallText(error)).toBeUndefined();
      expect(failedCallText(error, t, 'arrivals.failed')).toBe('«arrivals.failed»');
    }
  });
});

describe('a failed call as a screen keeps it', () => {
  it('holds the field errors and the text', () => {
    expect(callFailure(refused, 'errors.fallback')).toEqual({ fieldErrors: { city: 'Required', zip: 'Unknown zip' }, errorText: 'Required\nUnknown zip' });
    expect(callFailure(conflict)).toEqual({ errorText: 'This purchase order is closed' });
  });

  it('falls back to the key when the server said nothing', () => {
    expect(callFailure(unanswered, 'errors.fallback')).toEqual({ errorKey: 'errors.fallback' });
    expect(callFailure(gateway)).toEqual({});
  });
});
