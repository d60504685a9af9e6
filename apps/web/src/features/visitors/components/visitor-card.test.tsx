import type { Visitor } from '@chapter/shared/visitors.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { queryClient } from '../../../lib/query-client.ts';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { VisitorCard } from './visitor-card.tsx';

const visitor = (over: Partial<Visitor> = {}): Visitor => ({
  id: 1,
  groupId: 1,
  name: 'Vic Visitor',
  email: 'vic@example.test',
  phone: null,
  company: 'Vic Ventures',
  classification: 'Florist',
  status: 'invited',
  notes: null,
  invitedById: 4,
  invitedByName: 'Otto Other',
  meetingId: 7,
  meetingTitle: 'Weekly meeting',
  meetingStartsAt: '2026-03-09T08:00:00.000Z',
  firstVisitAt: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  canEdit: true,
  ...over,
});

function renderCard(v: Visitor) {
  render(
    <QueryClientProvider client={queryClient}>
      <VisitorCard visitor={v} />
    </QueryClientProvider>,
  );
}

describe('VisitorCard', () => {
  beforeEach(() => {
    signInAs(buildProfile({ role: 'President' }));
    installFakeFetch({});
  });

  it('says who invited the visitor, on a line of its own', () => {
    renderCard(visitor());
    expect(screen.getByText('Invited by Otto Other')).toBeInTheDocument();
    expect(screen.getByText('Invited to Weekly meeting')).toBeInTheDocument();
  });

  it('names the inviter when no meeting was chosen', () => {
    renderCard(visitor({ meetingId: null, meetingTitle: null, meetingStartsAt: null }));
    expect(screen.getByText('No meeting chosen')).toBeInTheDocument();
    expect(screen.getByText('Invited by Otto Other')).toBeInTheDocument();
  });
});
