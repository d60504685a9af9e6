import { act, render, screen } from '@testing-library/react';
import type { RealtimeStatus } from '../../lib/realtime.ts';
import { ConnectionBanner, connectionProblem, connectionSeverity } from './connection-banner.tsx';

const status = (patch: Partial<RealtimeStatus>): RealtimeStatus => ({
  state: 'connecting',
  attempts: 0,
  online: true,
  serverVersion: null,
  ...patch,
});

describe('connection severity and messages', () => {
  it.each([
    [status({ attempts: 1 }), 'low', 'Reconnecting (1)...'],
    [status({ attempts: 2 }), 'low', 'Reconnecting (2)...'],
    [status({ attempts: 3 }), 'medium', 'Reconnecting (3)...'],
    [status({ attempts: 4 }), 'medium', 'Reconnecting (4)...'],
    [status({ attempts: 5 }), 'high', 'Reconnecting (5)...'],
    [status({ attempts: 6 }), 'high', 'Having trouble reconnecting to the server'],
    [status({ state: 'failed', attempts: 1 }), 'high', 'Connection failed (1)'],
    [status({ state: 'disconnected', online: false }), 'low', 'Unable to connect to server, please check your network'],
  ] as const)('%o is %s: %s', (s, severity, message) => {
    expect(connectionSeverity(s)).toBe(severity);
    expect(connectionProblem(s)).toBe(message);
  });

  it('has nothing to say while connected or during the first connect', () => {
    expect(connectionProblem(status({ state: 'connected' }))).toBeNull();
    expect(connectionProblem(status({ attempts: 0 }))).toBeNull();
    expect(connectionProblem(status({ state: 'disconnected' }))).toBeNull();
  });
});

describe('ConnectionBanner', () => {
  it('says nothing during the first connect, then Connected for 2 seconds once it is reached', () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<ConnectionBanner status={status({ attempts: 0 })} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ConnectionBanner status={status({ state: 'connected' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    act(() => vi.advanceTimersByTime(2000));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when it appears on a connection that is already up', () => {
    const { container } = render(<ConnectionBanner status={status({ state: 'connected' })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('grows from a quiet note to a floating banner with Reload Page', () => {
    const { rerender } = render(<ConnectionBanner status={status({ attempts: 1 })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting (1)...');
    expect(screen.getByRole('status')).toHaveAttribute('data-severity', 'low');
    rerender(<ConnectionBanner status={status({ attempts: 3 })} />);
    expect(screen.getByRole('status')).toHaveAttribute('data-severity', 'medium');
    expect(screen.queryByRole('button', { name: 'Reload Page' })).not.toBeInTheDocument();
    rerender(<ConnectionBanner status={status({ attempts: 5 })} />);
    expect(screen.getByRole('alert')).toHaveAttribute('data-severity', 'high');
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    rerender(<ConnectionBanner status={status({ state: 'failed', attempts: 2 })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Connection failed (2)');
  });

  it('says Connected for 2 seconds after recovering, then hides', () => {
    vi.useFakeTimers();
    const { rerender, container } = render(<ConnectionBanner status={status({ attempts: 2 })} />);
    rerender(<ConnectionBanner status={status({ state: 'connected' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    act(() => vi.advanceTimersByTime(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('says, while offline, when what the screens show was last synced', () => {
    const offline = status({ state: 'disconnected', online: false });
    render(<ConnectionBanner status={offline} lastSynced="2026-11-25T12:02:00.000Z" timeZone="America/New_York" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Unable to connect to server, please check your network\. Showing what was synced .*7:02/,
    );
  });
});
