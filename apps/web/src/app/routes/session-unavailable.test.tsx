import { screen } from '@testing-library/react';
import { SCREEN, secretary, sheet } from '../../features/meetings/components/attendance-grid-kit.ts';
import { signInAs } from '../../test/builders.ts';
import { installFakeFetch, NETWORK_DOWN } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

describe("Can't reach Chapter", () => {
  it('goes away by itself once the server answers again, without a tap', async () => {
    signInAs(secretary);
    let down = true;
    installFakeFetch({
      ...SCREEN,
      'GET /api/profile': () => (down ? NETWORK_DOWN : { body: secretary }),
      'GET /api/meetings/:id/attendance': { body: sheet(null, false) },
    });
    renderApp('/admin/attendance');
    expect(await screen.findByRole('heading', { name: "Can't reach Chapter" })).toBeInTheDocument();
    down = false;
    expect(
      await screen.findByRole('button', { name: 'Present: Maya Thompson' }, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Can't reach Chapter" })).toBeNull();
  }, 15_000);
});
