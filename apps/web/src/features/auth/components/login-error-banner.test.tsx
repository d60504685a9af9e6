import { act, render, screen } from '@testing-library/react';
import { LoginErrorBanner } from './login-error-banner.tsx';

describe('LoginErrorBanner countdown', () => {
  it("ticks 'Try again in M:SS' once a second and disappears at zero", () => {
    vi.useFakeTimers();
    render(
      <LoginErrorBanner
        error={{ type: 'ACCOUNT_LOCKED', message: 'Locked', retryAfter: 900 }}
        onDismiss={() => undefined}
      />,
    );
    expect(screen.getByText('Try again in 15:00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Try again in 14:59')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByText('Try again in 14:01')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(841_000));
    expect(screen.queryByText(/Try again in/)).not.toBeInTheDocument();
  });

  it('shows no countdown without a retry delay', () => {
    render(<LoginErrorBanner error={{ type: 'SERVER_ERROR', message: 'Boom' }} onDismiss={() => undefined} />);
    expect(screen.queryByText(/Try again in/)).not.toBeInTheDocument();
  });
});
