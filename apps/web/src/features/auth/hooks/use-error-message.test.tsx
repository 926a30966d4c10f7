import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderInApp } from '@/testing/render';
import { useErrorMessage } from './use-error-message';

function Message({ error }: { error: unknown }) {
  return <p>{useErrorMessage()(error)}</p>;
}

describe('the message of a failed account request', () => {
  it('says there is no connection when the request never reached the server', () => {
    renderInApp(<Message error={new ApiError(0, 'offline')} />);
    expect(screen.getByText('No connection. Please try again when you are online.')).toBeVisible();
  });

  it('names a refusal the server gave by its code, and anything else generically', () => {
    renderInApp(<Message error={new ApiError(401, 'invalid_credentials')} />);
    expect(screen.queryByText('Something went wrong. Please try again later.')).toBeNull();
    renderInApp(<Message error={new ApiError(500, 'server_error')} />);
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeVisible();
  });
});
