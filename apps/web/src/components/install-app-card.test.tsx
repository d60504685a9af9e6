import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listenForInstallOffer } from '../lib/install-prompt.ts';
import { InstallAppCard } from './install-app-card.tsx';

listenForInstallOffer();

/** What Chromium fires once the app is installable. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('InstallAppCard', () => {
  it('shows nothing where the browser does not offer to install', () => {
    const { container } = render(<InstallAppCard />);
    expect(container).toBeEmptyDOMElement();
  });

  it("offers to install while the browser does, opens the browser's dialog, and is gone once used", async () => {
    render(<InstallAppCard />);
    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('goes away when the app was installed another way', () => {
    render(<InstallAppCard />);
    offerInstall('dismissed');
    expect(screen.getByRole('heading', { name: 'Install the app' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('heading', { name: 'Install the app' })).toBeNull();
  });

  it("shows an iPhone in Safari the steps to add the app to the Home Screen, and hides them once it's there", () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    const { unmount } = render(<InstallAppCard />);
    expect(screen.getByRole('region', { name: 'Add Chapter to your Home Screen' })).toHaveTextContent(
      /Tap Share.*Choose Add to Home Screen/,
    );
    unmount();
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'standalone');
    });
    const { container } = render(<InstallAppCard />);
    expect(container).toBeEmptyDOMElement();
  });
});
