import { meetingsRoutes } from '@chapter/shared/api/meetings.routes';
import { buildProfile, signInAs } from '../test/builders.ts';
import { installFakeFetch } from '../test/fake-fetch.ts';
import { api, apiFile, urlOf } from './api.ts';

describe('urlOf', () => {
  it('fills the path parameters, encoded, and appends the query without empty values', () => {
    expect(urlOf('/api/meetings/:meetingId/rsvp', { meetingId: 7 })).toBe('/api/meetings/7/rsvp');
    expect(urlOf('/api/feeds/:token', { token: 'a/b c' })).toBe('/api/feeds/a%2Fb%20c');
    expect(urlOf('/api/meetings', {}, { from: '2026-11-01T00:00:00.000Z', groupId: undefined, q: '' })).toBe(
      '/api/meetings?from=2026-11-01T00%3A00%3A00.000Z',
    );
    expect(urlOf('/api/members', {}, { role: ['Member', 'Visitor'] })).toBe('/api/members?role=Member&role=Visitor');
  });

  it('refuses a path whose parameter is missing rather than calling a wrong URL', () => {
    expect(() => urlOf('/api/meetings/:meetingId', {})).toThrow(':meetingId');
  });
});

describe('api', () => {
  beforeEach(() => signInAs(buildProfile()));

  it('calls the route its key names and returns the answer', async () => {
    const rsvpCounts = { attending: 12, tentative: 1, not_attending: 2 };
    const net = installFakeFetch({ 'PUT /api/meetings/:id/rsvp': { body: { response: 'attending', rsvpCounts } } });
    const answer = await api(meetingsRoutes.rsvp, { params: { meetingId: 3 }, body: { response: 'attending' } });
    expect(answer.response).toBe('attending');
    expect(net.calls).toMatchObject([{ method: 'PUT', path: '/api/meetings/3/rsvp', body: { response: 'attending' } }]);
  });

  it('fails a test whose fixture does not answer what the contract says', async () => {
    // A fixture written through the untyped door (<string>) still fails at run time.
    installFakeFetch<string>({ 'GET /api/calendar/feed': { body: { active: 'yes' } } });
    await expect(api(meetingsRoutes.feed)).rejects.toThrow('The answer to GET /api/calendar/feed does not match');
  });

  it('types a fixture by the contract route its key stands for', () => {
    installFakeFetch({
      'GET /api/calendar/feed': { body: { active: true, createdAt: null, url: null } },
      // @ts-expect-error the contract's feed status has no `enabled` field: a renamed field fails to compile
      'GET /api/members/12': { body: { enabled: true } },
      'GET /api/inbox': { status: 404 },
    });
  });

  it('hands a file route’s answer over byte for byte, typed by its Content-Type', async () => {
    // A PDF's bytes are not text: read as text and back they would change (0xff, 0x00, a lone UTF-8 lead byte).
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00, 0xe2, 0x80, 0x0a]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(bytes, { headers: { 'Content-Type': 'application/pdf' } })),
    );
    const file = await apiFile(meetingsRoutes.attendanceReportPdf, {
      query: { from: '2026-01-01', to: '2026-03-01', paper: 'a4' },
    });
    expect(file.type).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });
});
